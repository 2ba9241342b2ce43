// `npm run import -- <files…>` (src/import/cli.ts): exit status, summary table and messages.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../src/config.js'
import type { Database } from '../../src/store/database.js'
import { freshDatabase } from '../support/database.js'
import { countRows, setFile, snapshot, tempFile } from './helpers.js'

/** Fresh databases and imports: minutes when the machine is busy, seconds when it is not. */
const SLOW = 300_000

interface Run {
  status: number | null
  stdout: string
  stderr: string
}

function cli(args: string[], env: Record<string, string | undefined>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'src/import/cli.ts'), ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATABASE_URL: undefined, ...env },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    child.on('error', reject)
    child.on('close', (status) => resolve({ status, stdout, stderr }))
  })
}

let db: Database
beforeAll(async () => {
  db = await freshDatabase()
})
afterAll(async () => {
  await db?.close()
})

describe('the import command', () => {
  it(
    'imports, prints a summary table and exits 0',
    async () => {
      const run = await cli(['--no-progress', setFile('2022', 'UGL')], { DATABASE_URL: db.url })
      expect(run.stderr).toContain('UGL.json: MTGJSON set file 5.2.0+20220425: 94 printings (6 of them tokens)')
      expect(run.stdout).toMatch(/^Imported 1 source into DATABASE_URL in [\d.]+ s:/)
      expect(run.stdout).toMatch(/\n\s+added\s+updated\s+unchanged\n/)
      expect(run.stdout).toMatch(/\ncards\s+94\s+0\s+0\n/)
      expect(run.status).toBe(0)
      expect(await countRows(db, 'cards')).toBe(94)
    },
    SLOW,
  )

  it(
    'exits 1 on a bad source, says where, and changes nothing',
    async () => {
      const before = await snapshot(db)
      const bad = tempFile(
        'cli-bad.json',
        '{"meta": {"date": "2026-07-09", "version": "x"}, "data": {"cards": [{"name": "Grow from the Ashes",',
      )
      const run = await cli([setFile('2022', 'UNH'), bad], { DATABASE_URL: db.url })
      expect(run.status).toBe(1)
      expect(run.stderr).toContain('Import failed, nothing was changed.')
      expect(run.stderr).toMatch(
        /cli-bad\.json: line 1, column \d+ \(character \d+\), at data\.cards\[0\] \(Grow from the Ashes\): the JSON text ends early \(truncated file\?\)/,
      )
      expect(run.stdout).toBe('')
      expect(await snapshot(db)).toEqual(before)
    },
    SLOW,
  )

  it(
    'exits 2 with its usage when given nothing to import',
    async () => {
      const run = await cli([], { DATABASE_URL: db.url })
      expect(run.status).toBe(2)
      expect(run.stderr).toMatch(/^usage: npm run import -- \[--no-progress\] <file or URL>/)
    },
    SLOW,
  )

  it(
    'uses the embedded database in the data folder without DATABASE_URL',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'arcanum-cli-'))
      try {
        const run = await cli(['--no-progress', setFile('2022', 'UGL')], { ARCANUM_DATA_DIR: dataDir })
        expect(run.stdout).toContain(`into the embedded database in ${dataDir}`)
        expect(run.status).toBe(0)
      } finally {
        rmSync(dataDir, { recursive: true, force: true })
      }
    },
    SLOW,
  )
})
