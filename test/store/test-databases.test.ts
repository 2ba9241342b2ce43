// The test databases of test/support/database.ts do what their names promise: a fresh database is
// empty and migrated, fixture copies are independent of each other, and the shared fixture is the
// same database for every caller in a worker and refuses writes.
import { afterAll, describe, expect, it } from 'vitest'
import { listMigrations } from '../../src/store/migrate.js'
import type { Database } from '../../src/store/database.js'
import { fixtureDatabase, freshDatabase, sharedFixture, testBackend } from '../support/database.js'

const open: Database[] = []
afterAll(async () => {
  for (const db of open) await db.close()
})
const own = async (db: Promise<Database>) => {
  const d = await db
  open.push(d)
  return d
}
const cards = async (db: Database) => Number((await db.pool.query('SELECT count(*) AS n FROM cards WHERE NOT is_extra')).rows[0].n)

describe(`test databases on ${testBackend}`, () => {
  it('freshDatabase: empty, with every migration recorded', async () => {
    const db = await own(freshDatabase())
    expect(db.kind).toBe(testBackend)
    expect(await cards(db)).toBe(0)
    const { rows } = await db.pool.query('SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL ORDER BY 1')
    expect(rows.map((r) => r.migration_name)).toEqual(listMigrations())
  })

  it('fixtureDatabase: each copy holds the fixture and is its own', async () => {
    const [a, b] = await Promise.all([own(fixtureDatabase()), own(fixtureDatabase())])
    expect(await cards(a)).toBe(3206)
    await a.pool.query(`DELETE FROM card_tags`)
    await a.pool.query(`DELETE FROM cards WHERE name = 'Grow from the Ashes'`)
    expect(await cards(a)).toBe(3205)
    expect(await cards(b)).toBe(3206)
  })

  it('sharedFixture: one database per worker, and writes are refused', async () => {
    const [a, b] = await Promise.all([sharedFixture(), sharedFixture()])
    expect(a).toBe(b)
    expect(await cards(a)).toBe(3206)
    await expect(a.pool.query(`DELETE FROM cards WHERE name = 'Grow from the Ashes'`)).rejects.toThrow(/read-only transaction/)
    await a.close() // a no-op: the next caller still gets it open
    expect(await cards(await sharedFixture())).toBe(3206)
  })
})
