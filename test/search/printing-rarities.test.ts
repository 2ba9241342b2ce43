// cards.printing_rarities (migration search_printing_rarities, issue 16): the set of a card's
// printings' rarities, kept by statement-level triggers on printings, which makes r: alone among a
// query's printing terms a card term (src/search/compile.ts). The column must equal the printings'
// rarities for every card, stay so through every kind of write to printings, and searches that use
// it must answer what the per-printing test answers. The counts and first release date of migration
// search_printing_summary (prints, sets, is:unique, is:firstprint) are kept by the same triggers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileSearch, parseQuery, searchCards } from '../../src/search/index.js'
import type { Database } from '../../src/store/database.js'
import { fixtureDatabase, sharedFixture } from '../support/database.js'

/**
 * Cards whose columns differ from their printings: the rarities (as sorted sets; '{}' for no
 * printing), and the counts and first release date of migration search_printing_summary.
 */
const MISMATCHES = `
  SELECT c.oracle_id, c.printing_rarities AS stored, coalesce(r.rarities, '{}') AS actual,
         c.printing_count, c.set_count, c.paper_printing_count, c.paper_set_count, c.first_released_at::text, r.prints, r.sets, r.first::text
    FROM cards c LEFT JOIN (SELECT oracle_id, array_agg(DISTINCT rarity ORDER BY rarity) AS rarities, count(*)::int AS prints,
                                   count(DISTINCT set_code)::int AS sets, (count(*) FILTER (WHERE 'paper' = ANY(games)))::int AS paper_prints,
                                   (count(DISTINCT set_code) FILTER (WHERE 'paper' = ANY(games)))::int AS paper_sets, min(released_at) AS first
                              FROM printings GROUP BY oracle_id) r
      ON r.oracle_id = c.oracle_id
   WHERE c.printing_rarities IS NULL
      OR NOT (c.printing_rarities <@ coalesce(r.rarities, '{}') AND coalesce(r.rarities, '{}') <@ c.printing_rarities)
      OR c.printing_count <> coalesce(r.prints, 0) OR c.set_count <> coalesce(r.sets, 0)
      OR c.paper_printing_count <> coalesce(r.paper_prints, 0) OR c.paper_set_count <> coalesce(r.paper_sets, 0)
      OR c.first_released_at IS DISTINCT FROM r.first`

describe('the stored column', () => {
  let db: Database
  beforeAll(async () => {
    db = await sharedFixture()
  })
  afterAll(() => db?.close())

  it('holds the rarities, counts and first release date of its printings for every fixture card', async () => {
    const { rows } = await db.pool.query(MISMATCHES)
    expect(rows).toEqual([])
    const { rows: counts } = await db.pool.query<{ several: number; none: number }>(
      `SELECT count(*) FILTER (WHERE cardinality(printing_rarities) > 1)::int AS several,
              count(*) FILTER (WHERE cardinality(printing_rarities) = 0)::int AS none FROM cards`,
    )
    expect(counts[0]!.several).toBeGreaterThan(10) // reprints at another rarity: the check sees sets, not one value
  })
})

describe('the triggers on printings', () => {
  let db: Database
  let a: string
  let b: string
  let printing: string
  beforeAll(async () => {
    db = await fixtureDatabase()
    // two single-rarity cards, one printing of a
    const { rows } = await db.pool.query<{ oracle_id: string; id: string }>(
      `SELECT c.oracle_id, min(p.id::text) AS id FROM cards c JOIN printings p ON p.oracle_id = c.oracle_id
        WHERE c.printing_rarities = '{common}' GROUP BY c.oracle_id HAVING count(*) = 1 ORDER BY c.oracle_id LIMIT 2`,
    )
    ;[a, b] = rows.map((r) => r.oracle_id) as [string, string]
    printing = rows[0]!.id
  })
  afterAll(() => db?.close())

  const rarities = async (id: string) =>
    (await db.pool.query<{ r: string[] }>('SELECT printing_rarities AS r FROM cards WHERE oracle_id = $1', [id])).rows[0]!.r

  it('follows inserts, updates of rarity, set, games, date and card, and deletes', async () => {
    expect(await rarities(a)).toEqual(['common'])
    // a second printing at another rarity (a copy of the first, as Prisma or the importer would write it)
    const client = await db.pool.connect()
    try {
      await client.query('CREATE TEMP TABLE copied AS SELECT * FROM printings WHERE id = $1', [printing])
      await client.query(
        `UPDATE copied SET id = gen_random_uuid(), mtgjson_uuid = NULL, collector_number = collector_number || 'x', rarity = 'mythic'`,
      )
      await client.query('INSERT INTO printings SELECT * FROM copied')
      await client.query('DROP TABLE copied')
    } finally {
      client.release()
    }
    expect([...(await rarities(a))].sort()).toEqual(['common', 'mythic'])
    expect((await db.pool.query(MISMATCHES)).rows).toEqual([])
    // the copy moves to another set, years earlier, and out of paper: counts and first release follow
    await db.pool.query(
      `UPDATE printings SET set_code = (SELECT code FROM sets WHERE code <> printings.set_code ORDER BY code LIMIT 1),
              released_at = DATE '1990-01-01', games = ARRAY['mtgo'] WHERE oracle_id = $1 AND rarity = 'mythic'`,
      [a],
    )
    const summary = await db.pool.query(
      'SELECT set_count, paper_set_count, first_released_at::text AS first FROM cards WHERE oracle_id = $1',
      [a],
    )
    expect(summary.rows[0]).toMatchObject({ set_count: 2, first: '1990-01-01' })
    expect((await db.pool.query(MISMATCHES)).rows).toEqual([])
    await db.pool.query(`UPDATE printings SET rarity = 'rare' WHERE oracle_id = $1 AND rarity = 'mythic'`, [a])
    expect([...(await rarities(a))].sort()).toEqual(['common', 'rare'])
    // an update that leaves rarity and card alone changes nothing
    await db.pool.query(`UPDATE printings SET artist = coalesce(artist, '') || '' WHERE oracle_id = $1`, [a])
    expect([...(await rarities(a))].sort()).toEqual(['common', 'rare'])
    // the rare printing moves to card b: both cards change
    await db.pool.query(`UPDATE printings SET oracle_id = $2 WHERE oracle_id = $1 AND rarity = 'rare'`, [a, b])
    expect(await rarities(a)).toEqual(['common'])
    expect([...(await rarities(b))].sort()).toEqual(['common', 'rare'])
    await db.pool.query(`DELETE FROM printings WHERE oracle_id = $1 AND rarity = 'rare'`, [b])
    expect(await rarities(b)).toEqual(['common'])
    expect((await db.pool.query(MISMATCHES)).rows).toEqual([])
  })
})

describe('searches with r: as a card term', () => {
  let db: Database
  beforeAll(async () => {
    db = await sharedFixture()
  })
  afterAll(() => db?.close())

  /** Every page of a search, in order: rows (with their representative printing) and total. */
  async function all(q: string) {
    const rows = []
    let total = 0
    for (let offset = 0; ; offset += 1000) {
      const page = await searchCards(db, q, { limit: 1000, offset })
      rows.push(...page.rows)
      total = page.total
      if (!page.hasMore) break
    }
    return { rows, total }
  }

  it.each([
    'r:mythic',
    'r:common',
    'r>=rare',
    'r<uncommon',
    'r:special',
    'kw:flying pow>=3 r:rare',
    't:elf r:uncommon',
    'r:mythic order:cmc',
    'r:rare c:g order:edhrec dir:desc',
    'r:uncommon prefer:oldest',
    'r:mythic o:draw',
  ])('%s gives the rows and representative printings of the per-printing test', async (q) => {
    // the same rarity term twice: two printing terms, so the per-printing EXISTS (the control)
    const control = `${q} ${q.match(/r[:<>=]+\w+/)![0]}`
    expect(compileSearch(parseQuery(q)).sql).toContain('printing_rarities &&')
    expect(compileSearch(parseQuery(q)).sql).not.toContain('EXISTS')
    expect(compileSearch(parseQuery(control)).sql).toContain('EXISTS')
    expect(compileSearch(parseQuery(control)).sql).not.toContain('printing_rarities')
    const [got, want] = await Promise.all([all(q), all(control)])
    expect(got.total).toBeGreaterThan(0)
    expect(got).toEqual(want)
  })

  it('keeps the per-printing test when another printing term is beside r:, or r: is negated or in an or', () => {
    for (const q of ['r:mythic s:dom', '-r:common', 'r:mythic or t:elf', 'r:mythic unique:prints', 'r:mythic order:set'])
      expect(compileSearch(parseQuery(q)).sql, q).not.toContain('printing_rarities')
  })
})
