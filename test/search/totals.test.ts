// Kept search totals (src/search/totals.ts, issue 16): the next page of a search by name takes its
// total from the first page instead of counting every match again, and only while the store is
// the one it was counted in: the store's generation (migration store_generation) is bumped by
// every transaction that writes a store table, once per transaction, and not by one rolled back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileSearch, parseQuery, searchCards, SearchTotals } from '../../src/search/index.js'
import type { Database } from '../../src/store/database.js'
import { fixtureDatabase } from '../support/database.js'

let db: Database
beforeAll(async () => {
  db = await fixtureDatabase()
})
afterAll(() => db?.close())

const generation = async () => (await db.pool.query<{ value: string }>('SELECT value FROM store_generation')).rows[0]!.value

/** The statements a call sends through the pool. */
async function statementsOf<T>(run: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
  const sql: string[] = []
  const query = db.pool.query.bind(db.pool)
  db.pool.query = ((text: unknown, ...rest: unknown[]) => {
    sql.push(typeof text === 'string' ? text : String((text as { text?: string }).text))
    return (query as (...a: unknown[]) => unknown)(text, ...rest)
  }) as typeof db.pool.query
  try {
    return { result: await run(), sql }
  } finally {
    db.pool.query = query
  }
}

describe('the store generation', () => {
  it('has its trigger on every table of the store', async () => {
    const { rows } = await db.pool.query<{ tablename: string }>(
      `SELECT t.tablename FROM pg_tables t WHERE t.schemaname = current_schema()
          AND t.tablename NOT IN ('_prisma_migrations', 'store_generation')
          AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = format('%I', t.tablename)::regclass
                             AND g.tgname = 'store_generation_bump')`,
    )
    expect(rows.map((r) => r.tablename)).toEqual([])
  })

  it('moves once for a transaction of several writes, and not for one rolled back', async () => {
    const before = BigInt(await generation())
    const client = await db.pool.connect()
    try {
      await client.query('BEGIN')
      await client.query(`UPDATE cards SET edhrec_rank = edhrec_rank WHERE name = 'Llanowar Elves'`)
      await client.query(`UPDATE sets SET name = name WHERE code = 'DOM'`)
      await client.query('COMMIT')
      expect(BigInt(await generation())).toBe(before + 1n)
      await client.query('BEGIN')
      await client.query(`UPDATE sets SET name = name WHERE code = 'DOM'`)
      await client.query('ROLLBACK')
      expect(BigInt(await generation())).toBe(before + 1n)
    } finally {
      client.release()
    }
  })
})

describe('a kept total', () => {
  const q = 't:creature c:g'
  it('stands for the count on the next page of the same search', async () => {
    const totals = new SearchTotals()
    const compiled = compileSearch(parseQuery(q), { limit: 5 })
    expect(compiled.pageSql).toBeDefined() // a page by name read from the index: the kind that keeps its total
    const first = await statementsOf(() => searchCards(db, q, { limit: 5, totals }))
    expect(first.sql).toContain(compiled.sql)
    expect(totals.count).toBe(1)
    const second = await statementsOf(() => searchCards(db, q, { limit: 5, offset: 5, totals }))
    expect(second.sql.filter((s) => /count\(/.test(s))).toEqual([]) // no statement counts the matches again
    expect(second.result.total).toBe(first.result.total)
    const counted = await searchCards(db, q, { limit: 5, offset: 5 })
    expect(second.result.rows).toEqual(counted.rows)
    expect(second.result.total).toBe(counted.total)
  })

  it('is counted again once the store has changed', async () => {
    const totals = new SearchTotals()
    const before = (await searchCards(db, q, { limit: 5, totals })).total
    // one more green creature: a blue one turned green (the trigger of the cards table bumps the generation)
    const { rowCount } = await db.pool.query(
      `UPDATE cards SET colors = '{G}' WHERE oracle_id = (SELECT oracle_id FROM cards WHERE NOT is_extra AND colors = '{U}'
          AND type_line_lower LIKE '%creature%' ORDER BY oracle_id LIMIT 1)`,
    )
    expect(rowCount).toBe(1)
    const after = await searchCards(db, q, { limit: 5, totals })
    expect(after.total).toBe(before + 1)
    expect(after.total).toBe((await searchCards(db, q, { limit: 5 })).total)
  })

  it('belongs to its terms: another query counts its own', async () => {
    const totals = new SearchTotals()
    const green = await searchCards(db, 't:creature c:g', { limit: 5, totals })
    const red = await searchCards(db, 't:creature c:r', { limit: 5, totals })
    expect(red.total).toBe((await searchCards(db, 't:creature c:r', { limit: 5 })).total)
    expect(red.total).not.toBe(green.total)
    expect(totals.count).toBe(2)
  })

  it('keeps at most its limit, the least recently used dropped first', async () => {
    const totals = new SearchTotals(2)
    for (const q of ['t:elf', 't:goblin', 't:elf', 't:wizard']) await searchCards(db, q, { limit: 5, totals })
    expect(totals.count).toBe(2)
    const elf = compileSearch(parseQuery('t:elf'), { limit: 5 })
    const goblin = compileSearch(parseQuery('t:goblin'), { limit: 5 })
    expect(totals.get(SearchTotals.key(elf.countSql, elf.countParams))).toBeDefined()
    expect(totals.get(SearchTotals.key(goblin.countSql, goblin.countParams))).toBeUndefined()
  })
})
