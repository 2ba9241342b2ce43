// One page of a card relation for each of many cards, with each card's total: GraphQL's
// `printings(first:, after:)` and `rulings(first:, after:)` on a page of cards, batched into one
// statement per page shape. Each card's rows stop at its page (a card with a thousand printings
// sends ten for `first: 10`), and the statement is prepared on PostgreSQL, since a page of cards
// runs it once per request. Rows and order are those of printingsByOracleIds and
// rulingsByOracleIds, a tie in the printings' order broken by id. A printing's links to the tokens
// its text creates (textTokenIds, textCreatorNames: REST's all_parts) are left out: two lookups
// per printing that GraphQL's Printing does not show.
import { isUuid, outerJoined, PRINTING_ORDER, PRINTING_OWN_COLUMNS, toPrinting, type Db } from './cards.js'
import { run, sql } from './typed-sql.js'
import type { Page, PageRequest, Printing, Ruling } from './types.js'

/** A printing without the links to the tokens its text creates. */
export type PagedPrinting = Omit<Printing, 'textTokenIds' | 'textCreatorNames'>

const PRINTING_PAGES = sql(
  'relationPages.printings',
  `SELECT k.id::text AS "k_oracle_id!", (SELECT count(*)::int FROM printings n WHERE n.oracle_id = k.id) AS "k_total!", x.*
     FROM unnest($1::uuid[]) AS k(id)
     LEFT JOIN LATERAL (SELECT ${outerJoined(PRINTING_OWN_COLUMNS)} FROM printings p JOIN sets s ON s.code = p.set_code
                         WHERE p.oracle_id = k.id ORDER BY ${PRINTING_ORDER} LIMIT $2 OFFSET $3) x ON true`,
)

// a card without rulings (or past its last) is one row of NULLs beside its total
const RULING_PAGES = sql(
  'relationPages.rulings',
  `SELECT k.id::text AS "key!", (SELECT count(*)::int FROM rulings n WHERE n.oracle_id = k.id) AS "total!",
          x.id AS "id?", x.oracle_id AS "oracleId?", x.position AS "position?", x.published_at::text AS "publishedAt", x.source,
          x.text AS "text?"
     FROM unnest($1::uuid[]) AS k(id)
     LEFT JOIN LATERAL (SELECT * FROM rulings r WHERE r.oracle_id = k.id ORDER BY r.position LIMIT $2 OFFSET $3) x ON true`,
)

const ids = (oracleIds: readonly string[]) => [...new Set(oracleIds.filter(isUuid).map((s) => s.toLowerCase()))]

/** Each card's page of printings, newest first, and how many it has; keyed by lower-cased Oracle id. */
export async function printingPagesByOracleIds(
  db: Db,
  oracleIds: readonly string[],
  page: PageRequest,
): Promise<Map<string, Page<PagedPrinting>>> {
  const keys = ids(oracleIds)
  const out = new Map<string, Page<PagedPrinting>>(keys.map((k) => [k, { items: [], total: 0 }]))
  if (!keys.length) return out
  const rows = await run(db, PRINTING_PAGES, [keys, page.limit, page.offset], { hot: true })
  for (const r of rows) {
    const entry = out.get(r.k_oracle_id)!
    entry.total = r.k_total
    const printing = toPrinting(r)
    if (printing) {
      const { textTokenIds: _ids, textCreatorNames: _names, ...paged } = printing
      entry.items.push(paged)
    }
  }
  return out
}

/** Each card's page of rulings, in the source's order, and how many it has; keyed by lower-cased Oracle id. */
export async function rulingPagesByOracleIds(db: Db, oracleIds: readonly string[], page: PageRequest): Promise<Map<string, Page<Ruling>>> {
  const keys = ids(oracleIds)
  const out = new Map<string, Page<Ruling>>(keys.map((k) => [k, { items: [], total: 0 }]))
  if (!keys.length) return out
  const rows = await run(db, RULING_PAGES, [keys, page.limit, page.offset], { hot: true })
  for (const r of rows) {
    const entry = out.get(r.key)!
    entry.total = r.total
    // a ruling's row was found: its NOT NULL columns are there
    if (r.id !== null)
      entry.items.push({
        id: r.id,
        oracleId: r.oracleId!,
        position: r.position!,
        publishedAt: r.publishedAt!,
        source: r.source,
        text: r.text!,
      })
  }
  return out
}
