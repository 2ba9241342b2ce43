// A reviewer process for the kill -9 test (test/tags/kill-approval.test.ts): approves every
// proposed proposal of DATABASE_URL with REVIEW_KEY, WORKERS at a time, printing a line per
// approval, until none is left or it is killed.
import pg from 'pg'
import { authorize } from '../../../src/tags/keys.js'
import { review } from '../../../src/tags/proposals.js'

const workers = Number(process.env.WORKERS ?? 4)
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: workers })
const db = { pool, kind: 'postgres' as const }
const caller = await authorize(db, process.env.REVIEW_KEY, 'review')
const { rows } = await pool.query<{ id: number }>(`SELECT id FROM tag_proposals WHERE status = 'proposed' ORDER BY id`)
const queue = rows.map((r) => r.id)
async function worker() {
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    await review(db, caller, id, 'approve', 'kill -9 test')
    process.stdout.write(`approved ${id}\n`)
  }
}
await Promise.all(Array.from({ length: workers }, worker))
await pool.end()
