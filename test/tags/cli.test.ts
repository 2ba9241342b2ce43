// npm run keys: a key is printed once at creation, never listed, stored as its hash; revoke works
// by name; bad arguments exit non-zero with a message saying what to send.
import { execFile } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../src/config.js'
import type { Database } from '../../src/store/database.js'
import { hashKey } from '../../src/tags/keys.js'
import { freshDatabase } from '../support/database.js'

let db: Database
beforeAll(async () => {
  db = await freshDatabase()
})
afterAll(() => db?.close())

/** The CLI, run asynchronously: an embedded database answers from this very process. */
const keys = (...args: string[]) =>
  new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(PROJECT_ROOT, 'src/tags/cli-keys.ts'), ...args],
      { cwd: PROJECT_ROOT, env: { ...process.env, DATABASE_URL: db.url }, encoding: 'utf8' },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })

it('creates (the key shown once), lists (never the key), revokes, and refuses bad arguments', async () => {
  const created = await keys('create', '--name', 'cli-tool', '--scope', 'review', '--json')
  expect(created.status, created.stderr).toBe(0)
  const { key, name, scope, revokedAt } = JSON.parse(created.stdout)
  expect({ name, scope, revokedAt }).toEqual({ name: 'cli-tool', scope: 'review', revokedAt: null })
  expect(key).toMatch(/^arc_[A-Za-z0-9_-]{43}$/)
  const { rows } = await db.pool.query('SELECT key_hash FROM api_keys WHERE name = $1', ['cli-tool'])
  expect(rows).toEqual([{ key_hash: hashKey(key) }])
  const listed = await keys('list')
  expect(listed.stdout).toMatch(/^cli-tool\treview\tcreated .*\tactive$/m)
  expect(listed.stdout).not.toContain(key.slice(4, 20))
  expect((await keys('revoke', '--name', 'cli-tool')).status).toBe(0)
  expect((await keys('list')).stdout).toMatch(/^cli-tool\treview\tcreated .*\trevoked /m)
  const bad = await keys('create', '--name', 'x', '--scope', 'root')
  expect(bad.status).toBe(1)
  expect(bad.stderr).toMatch(/scope must be one of: propose, review, admin/)
})
