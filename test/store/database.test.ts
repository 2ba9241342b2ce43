import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyMigrations, listMigrations, MIGRATIONS_DIR } from '../../src/store/migrate.js'
import type { Database } from '../../src/store/database.js'
import { scratchDatabase, testBackend } from '../support/database.js'

describe(`store on ${testBackend}`, () => {
  let db: Database
  beforeAll(async () => {
    db = await scratchDatabase()
  })
  afterAll(async () => {
    await db?.close()
  })

  it('applies every migration on open and records it as Prisma Migrate does', async () => {
    expect(db.kind).toBe(testBackend)
    expect(db.appliedMigrations).toEqual(listMigrations())
    const { rows } = await db.pool.query(
      'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY migration_name',
    )
    expect(rows.map((r) => r.migration_name)).toEqual(listMigrations())
    for (const row of rows) {
      const sql = readFileSync(path.join(MIGRATIONS_DIR, row.migration_name, 'migration.sql'), 'utf8')
      expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'))
      expect(row.finished_at).not.toBeNull()
      expect(row.rolled_back_at).toBeNull()
    }
  })

  it('applies nothing the second time', async () => {
    const client = await db.pool.connect()
    try {
      expect(await applyMigrations(client)).toEqual([])
    } finally {
      client.release()
    }
  })

  it('reads and writes over its pool, dates as written, with the search extensions', async () => {
    await db.pool.query(`INSERT INTO sets (code, name, release_date) VALUES ('TST', 'Test Set', '2020-01-02')`)
    const { rows } = await db.pool.query(
      `SELECT release_date, similarity('grow from teh ashes', 'grow from the ashes') > 0.5 AS close FROM sets`,
    )
    expect(rows).toEqual([{ release_date: '2020-01-02', close: true }])
  })
})
