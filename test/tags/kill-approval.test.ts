// The audit log stays complete through a kill -9 in the middle of approvals: a reviewer process
// approving proposals (four at a time on PostgreSQL) is killed while approving, and afterwards every approved
// proposal has its change and exactly one approval entry, and nothing else was changed or audited
// (an approval, its proposal's status and its audit entry are one transaction).
import { spawn } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../src/config.js'
import { authorize, createKey } from '../../src/tags/keys.js'
import { propose } from '../../src/tags/proposals.js'
import type { Database } from '../../src/store/database.js'
import { fixtureDatabase } from '../support/database.js'
import { importFixture } from './support.js'

let db: Database
const PROPOSALS = 300

beforeAll(async () => {
  db = await fixtureDatabase()
  await importFixture(db)
})
afterAll(() => db?.close())

it('kill -9 mid-approval: every approval has its change and its one audit entry, and nothing half-done remains', async () => {
  const author = await authorize(db, (await createKey(db, 'kill-author', 'propose')).key, 'propose')
  const reviewKey = (await createKey(db, 'kill-reviewer', 'review')).key
  const { rows: cards } = await db.pool.query<{ oracle_id: string }>(
    `SELECT oracle_id FROM cards WHERE oracle_id NOT IN (SELECT target_id FROM community_taggings) ORDER BY oracle_id LIMIT $1`,
    [PROPOSALS],
  )
  expect(cards).toHaveLength(PROPOSALS)
  for (let i = 0; i < PROPOSALS; i += 100) {
    await propose(
      db,
      author,
      cards.slice(i, i + 100).map((c) => ({ action: 'add_tagging', kind: 'oracle', tag: 'burn', target: c.oracle_id })),
    )
  }
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'test/tags/support/approve-loop.ts')], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      REVIEW_KEY: reviewKey, // the embedded database serves a few connections, one session: one reviewer at a time there
      WORKERS: db.kind === 'pglite' ? '1' : '4',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let approvedLines = 0
  let stderr = ''
  child.stderr.on('data', (d) => (stderr += d))
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)))
  // kill it once it is well into its work: 30 approvals reported, more in flight
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      approvedLines += String(d).split('\n').filter(Boolean).length
      if (approvedLines >= 30) resolve()
    })
    child.on('exit', () => reject(new Error(`the reviewer process ended before it was killed: ${stderr}`)))
  })
  child.kill('SIGKILL')
  expect(await exited).toBe('SIGKILL')

  const { rows: proposals } = await db.pool.query<{ id: number; status: string; target: string }>(
    `SELECT id, status, payload->>'target' AS target FROM tag_proposals WHERE author = 'kill-author' ORDER BY id`,
  )
  const approved = proposals.filter((p) => p.status === 'approved')
  expect(approved.length).toBeGreaterThanOrEqual(30) // every reported approval committed
  expect(approved.length).toBeLessThan(PROPOSALS) // and the kill came before the end
  const { rows: entries } = await db.pool.query<{ proposal_id: number; action: string }>(
    `SELECT proposal_id, action FROM tag_audit WHERE proposal_id = ANY($1::int[]) AND action <> 'propose'`,
    [proposals.map((p) => p.id)],
  )
  const { rows: taggings } = await db.pool.query<{ target_id: string }>(
    `SELECT g.target_id FROM community_taggings g JOIN community_tags t ON t.id = g.tag_id WHERE t.slug = 'burn' AND g.provenance = 'curated'`,
  )
  // one approval entry per approved proposal and none for the others; the change exactly for the approved
  expect(entries.map((e) => e.proposal_id).sort((a, b) => a - b)).toEqual(approved.map((p) => p.id))
  expect(entries.every((e) => e.action === 'approved:add_tagging')).toBe(true)
  expect(taggings.map((t) => t.target_id).sort()).toEqual(approved.map((p) => p.target).sort())
  expect(proposals.filter((p) => p.status === 'rejected')).toEqual([])
  // and the store goes on: the rest can still be approved
  const rest = proposals.find((p) => p.status === 'proposed')!
  const { review } = await import('../../src/tags/proposals.js')
  expect((await review(db, await authorize(db, reviewKey, 'review'), rest.id, 'approve', null)).status).toBe('approved')
})
