// Every connection of the service plans with the store's planner settings (src/store/planner.ts):
// on PostgreSQL as a startup option of each pooled connection, on the embedded database as a
// server setting. Without random_page_cost 1.1 a search's total in name order on the full corpus
// becomes a sequential scan of the cards table and a sort (docs/search.md, Speed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLANNER_SETTINGS } from '../../src/store/planner.js'
import type { Database } from '../../src/store/database.js'
import { sharedFixture } from '../support/database.js'

let db: Database
beforeAll(async () => {
  db = await sharedFixture()
})
afterAll(async () => {
  await db?.close()
})

describe('planner settings', () => {
  it('random_page_cost is 1.1 on every connection of the pool, not the server default of 4', async () => {
    expect(PLANNER_SETTINGS.random_page_cost).toBe('1.1')
    const clients = await Promise.all([db.pool.connect(), db.pool.connect()])
    try {
      for (const client of clients) {
        const { rows } = await client.query<{ random_page_cost: string }>('SHOW random_page_cost')
        expect(rows[0]!.random_page_cost).toBe('1.1')
      }
    } finally {
      for (const client of clients) client.release()
    }
  })
})
