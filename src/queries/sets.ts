// Sets, and the printings in a set.
import { derivedSetIdSql } from '../store/set-id.js'
import { PRINTING_COLUMNS, toPrinting, type Db } from './cards.js'
import { run, sql } from './typed-sql.js'
import type { CardSet, Page, PageRequest, Printing } from './types.js'

// the importer writes every set's UUID (derived from its code where the source has none): a row
// without one is read as the importer would have written it
const SET_COLUMNS = `s.code, s.name, s.type, s.release_date::text AS "releaseDate", s.card_count AS "cardCount",
  (SELECT count(*)::int FROM printings p WHERE p.set_code = s.code) AS "printingCount!",
  coalesce(s.scryfall_id, ${derivedSetIdSql('s.code')})::text AS "scryfallId!", s.tcgplayer_id AS "tcgplayerId", s.mtgo_code AS "mtgoCode", s.block, s.parent_code AS "parentCode",
  s.digital, s.foil_only AS "foilOnly", s.nonfoil_only AS "nonfoilOnly", s.printed_size AS "printedSize", s.icon_code AS "iconCode"`

const PAGE = sql(
  'sets.page',
  `SELECT ${SET_COLUMNS}, count(*) OVER ()::int AS "total!" FROM sets s
    ORDER BY s.release_date DESC NULLS LAST, s.code LIMIT $1 OFFSET $2`,
)
const COUNT = sql('sets.count', 'SELECT count(*)::int AS "n!" FROM sets')
const BY_CODES = sql('sets.byCodes', `SELECT ${SET_COLUMNS} FROM sets s WHERE s.code = ANY($1::text[])`)
const BY_SCRYFALL_ID = sql('sets.byScryfallId', `SELECT ${SET_COLUMNS} FROM sets s WHERE s.scryfall_id = $1::uuid ORDER BY s.code LIMIT 1`)
const BY_TCGPLAYER_ID = sql(
  'sets.byTcgplayerId',
  `SELECT ${SET_COLUMNS} FROM sets s WHERE s.tcgplayer_id = $1::int ORDER BY s.code LIMIT 1`,
)
const PRINTINGS = sql(
  'sets.printings',
  `SELECT * FROM (
     SELECT ${PRINTING_COLUMNS},
            row_number() OVER w AS n, count(*) OVER (PARTITION BY p.set_code)::int AS "total!"
       FROM printings p JOIN sets s ON s.code = p.set_code
      WHERE p.set_code = ANY($1::text[])
     WINDOW w AS (PARTITION BY p.set_code ORDER BY length(p.collector_number), p.collector_number, p.id)) x
    WHERE n > $2 AND n <= $2 + $3 ORDER BY p_set_code, n`,
)
const PRINTING_COUNTS = sql(
  'sets.printingCounts',
  'SELECT set_code AS code, count(*)::int AS "n!" FROM printings WHERE set_code = ANY($1::text[]) GROUP BY set_code',
)

/** All sets, newest first. */
export async function listSets(db: Db, page: PageRequest): Promise<Page<CardSet>> {
  const rows = await run(db, PAGE, [page.limit, page.offset])
  const total = rows[0]?.total ?? (page.offset > 0 ? await countSets(db) : 0)
  return { items: rows.map(({ total: _, ...s }) => s), total }
}

async function countSets(db: Db): Promise<number> {
  return (await run(db, COUNT, []))[0]!.n
}

/** Sets by code (any case), keyed by upper-case code. */
export async function setsByCodes(db: Db, codes: readonly string[]): Promise<Map<string, CardSet>> {
  const keys = [...new Set(codes.map((c) => c.toUpperCase()))]
  if (!keys.length) return new Map()
  const rows: CardSet[] = await run(db, BY_CODES, [keys])
  return new Map(rows.map((s) => [s.code, s]))
}

/** A set by its UUID (Scryfall's, or derived from its code) or by its TCGplayer group id. */
export async function setById(db: Db, by: { scryfallId: string } | { tcgplayerId: number }): Promise<CardSet | null> {
  const rows: CardSet[] =
    'scryfallId' in by ? await run(db, BY_SCRYFALL_ID, [by.scryfallId]) : await run(db, BY_TCGPLAYER_ID, [by.tcgplayerId])
  return rows[0] ?? null
}

export async function setByCode(db: Db, code: string): Promise<CardSet | null> {
  return (await setsByCodes(db, [code])).get(code.toUpperCase()) ?? null
}

/** A page of each set's printings, in collector-number order, keyed by upper-case code. */
export async function printingsBySetCodes(db: Db, codes: readonly string[], page: PageRequest): Promise<Map<string, Page<Printing>>> {
  const keys = [...new Set(codes.map((c) => c.toUpperCase()))]
  const out = new Map<string, Page<Printing>>(keys.map((k) => [k, { items: [], total: 0 }]))
  if (!keys.length) return out
  const rows = await run(db, PRINTINGS, [keys, page.offset, page.limit])
  for (const r of rows) {
    const entry = out.get(r.p_set_code)!
    entry.items.push(toPrinting(r)!)
    entry.total = r.total
  }
  // a page past the end still reports the total
  const empty = keys.filter((k) => out.get(k)!.items.length === 0)
  if (empty.length && page.offset > 0) {
    const counts = await run(db, PRINTING_COUNTS, [empty])
    for (const c of counts) out.get(c.code)!.total = c.n
  }
  return out
}
