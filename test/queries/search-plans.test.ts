// The statements behind search pages in name order (the default; GraphQL's cards(query:) and REST's
// /cards/search) can be served by the covering index cards_search_name_order_idx (migration
// search_type_line_lower, issue 16): the page read in its own order, stopping after its rows,
// without reading the table. The planner picks that plan on the full corpus; on the fixture it may
// prefer another, so each statement is planned with seq scans and bitmap scans switched off. A
// term that compares a column the index does not hold makes it a plain index scan (reading the
// table), and a page sorted rather than read in order shows a sort: either fails here.
// Pages that cannot be read so (a term on a column the index does not hold, another order) read
// their matches once, into a CTE that both the total and the page read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileSearch, parseQuery } from '../../src/search/index.js'
import type { Database } from '../../src/store/database.js'
import { sharedFixture } from '../support/database.js'

let db: Database
beforeAll(async () => {
  db = await sharedFixture()
})
afterAll(async () => {
  await db?.close()
})

/** EXPLAIN of a search page's statement with seq scans and bitmap scans off: only index scans are left. */
async function indexOnlyPlan(q: string, limit = 50): Promise<string> {
  const { sql, params } = compileSearch(parseQuery(q), { limit })
  const client = await db.pool.connect()
  try {
    await client.query('BEGIN')
    await client.query('SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off')
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params)
    return rows.map((r) => r['QUERY PLAN']).join('\n')
  } finally {
    await client.query('ROLLBACK')
    client.release()
  }
}

describe('search pages in name order', () => {
  it.each([
    't:creature mv>=3', // the GraphQL bench's page
    't:creature c:g mv<=2',
    'kw:flying pow>=3 -t:legendary',
    'id<=gw t:elf or t:elves',
    'id<=wub t:wizard -kw:flying',
    't:/^legendary/ c!u',
    'r:mythic', // r: alone among printing terms: a card term (cards.printing_rarities)
    'kw:flying pow>=3 r:rare',
    'name:dragon', // name: compares normalized_name, an INCLUDE column since name_order leads the index
  ])('%s: the page is read in order from the covering index, with no sort and no table scan', async (q) => {
    const plan = await indexOnlyPlan(q)
    const page = plan.split('\n').find((l) => l.includes('Index Only Scan using cards_search_name_order_idx on cards c '))
    expect(page, plan).toBeDefined()
    expect(plan).not.toMatch(/Seq Scan on cards\b|Index Scan using cards_search_name_order_idx/)
    // the page is in the index's order: no sort by name but the outer one, presorted (incremental)
    expect(plan).not.toMatch(/->\s+Sort\s.*\n\s+Sort Key: c\.name_order/)
  })

  it('a term on a column the index does not hold (oracle text) reads the table: the check above can fail', async () => {
    const plan = await indexOnlyPlan('o:"draw a card" t:instant')
    expect(plan).not.toContain('Index Only Scan using cards_search_name_order_idx on cards c ')
    expect(plan).toMatch(/(Index Scan using \S+|Seq Scan) on cards c(_\d+)? /)
  })
})

/** EXPLAIN of a search page's statement as the planner chooses it. */
async function plan(q: string): Promise<string> {
  const { sql, params } = compileSearch(parseQuery(q), { limit: 50 })
  const { rows } = await db.pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params)
  return rows.map((r) => r['QUERY PLAN']).join('\n')
}

/** The scans of table cards in a plan (the page's, the total's, …): c, c_1, … */
const cardScans = (p: string) =>
  p.match(/(?:Index Only |Index |Bitmap Heap |Seq )Scan(?: Backward)?(?: using \S+)? on cards c(?:_\d+)? /g) ?? []

describe('search pages that must read every match', () => {
  it.each([
    'o:"draw a card" t:instant', // oracle text: not in the index
    'm:2WW', // mana symbols: not in the index
    'm<={R}{R}{G} t:creature',
    't:elf order:cmc', // another order than by name: every match is sorted
    'o:flying order:edhrec dir:desc',
  ])('%s: the matches are read once, for both the total and the page', async (q) => {
    const p = await plan(q)
    expect(p, p).toContain('CTE matched')
    expect(cardScans(p), p).toHaveLength(1)
  })

  it('a page by name on the index columns still reads the cards twice (the total, then the page in index order): the check above can fail', async () => {
    const p = await plan('t:creature mv>=3')
    expect(p).not.toContain('CTE matched')
    expect(cardScans(p), p).toHaveLength(2)
  })
})
