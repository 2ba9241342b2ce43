// The scale case: the CR, the 14 set files and the 562 gzip-compressed set files of
// ../shared/data/mtgjson/corpus in one import, on the PostgreSQL server only (set DATABASE_URL;
// it takes a minute or two). The benchmark (npm run bench:import) times the same import.
import { afterAll, describe, expect, it } from 'vitest'
import { runImport } from '../../src/import/index.js'
import type { Database } from '../../src/store/database.js'
import { CR_FILE, corpusFiles, mtgjsonSetFiles } from '../support/data.js'
import { freshDatabase, testBackend } from '../support/database.js'
import { countRows } from './helpers.js'

let db: Database | undefined
afterAll(async () => {
  await db?.close()
})

describe.skipIf(testBackend !== 'postgres')('the full corpus (PostgreSQL)', () => {
  it('imports ~28,000 cards, ~70,000 printings and ~58,000 rulings in bounded memory', async () => {
    db = await freshDatabase()
    const files = [CR_FILE, ...mtgjsonSetFiles(), ...corpusFiles()]
    expect(files).toHaveLength(1 + 14 + 562)
    const report = await runImport(
      db,
      files.map((location) => ({ location })),
      { progress: false, log: () => {} },
    )
    // 71,170 card entries in 576 files: 71,160 with an Oracle id, the faces of a multi-faced
    // printing sharing one Scryfall id (69,943 printings)
    expect(report.skipped['card entries without an Oracle id (identifiers.scryfallOracleId)']).toBe(10)
    // the files' 2,181 tokens are imported as extras, in token sets of their own
    const count = async (sql: string) => Number((await db!.pool.query(sql)).rows[0].n)
    expect(await count('SELECT count(*) AS n FROM cards WHERE NOT is_extra')).toBe(28088)
    expect(await count('SELECT count(*) AS n FROM printings WHERE NOT is_extra')).toBe(69943)
    expect(await count("SELECT count(*) AS n FROM sets WHERE type IS DISTINCT FROM 'token'")).toBe(576)
    expect(await count('SELECT count(*) AS n FROM printings WHERE is_extra')).toBeGreaterThan(2000)
    const cards = await countRows(db, 'cards')
    // each card's newest build's list: 57,837 rulings in the files, one of them empty (Wandering
    // Archaic's third, in STX and PSTX), which is not stored
    expect(await countRows(db, 'rulings')).toBe(57836)
    expect(report.summary.cards).toEqual({ added: cards, updated: 0, unchanged: 0 })
    expect(report.summary.rules!.added).toBe(3120)
    // every card has its tags
    expect(Number((await db.pool.query('SELECT count(DISTINCT oracle_id) AS n FROM card_tags')).rows[0].n)).toBe(cards)
  }, 900_000)
})
