// Sets, and the printings in a set.
import { PRINTING_COLUMNS, toPrinting, type Db } from './cards.js'
import type { CardSet, Page, PageRequest, Printing } from './types.js'

const SET_COLUMNS = `s.code, s.name, s.type, s.release_date::text AS "releaseDate", s.card_count AS "cardCount",
  (SELECT count(*)::int FROM printings p WHERE p.set_code = s.code) AS "printingCount",
  s.scryfall_id AS "scryfallId", s.tcgplayer_id AS "tcgplayerId", s.mtgo_code AS "mtgoCode", s.block, s.parent_code AS "parentCode",
  s.digital, s.foil_only AS "foilOnly", s.nonfoil_only AS "nonfoilOnly", s.printed_size AS "printedSize", s.icon_code AS "iconCode"`

/** All sets, newest first. */
export async function listSets(db: Db, page: PageRequest): Promise<Page<CardSet>> {
  const { rows } = await db.pool.query<CardSet & { total: number }>(
    `SELECT ${SET_COLUMNS}, count(*) OVER ()::int AS total FROM sets s
      ORDER BY s.release_date DESC NULLS LAST, s.code LIMIT $1 OFFSET $2`,
    [page.limit, page.offset],
  )
  const total = rows[0]?.total ?? (page.offset > 0 ? await countSets(db) : 0)
  return { items: rows.map(({ total: _, ...s }) => s), total }
}

async function countSets(db: Db): Promise<number> {
  const { rows } = await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM sets')
  return rows[0]!.n
}

/** Sets by code (any case), keyed by upper-case code. */
export async function setsByCodes(db: Db, codes: readonly string[]): Promise<Map<string, CardSet>> {
  const keys = [...new Set(codes.map((c) => c.toUpperCase()))]
  if (!keys.length) return new Map()
  const { rows } = await db.pool.query<CardSet>(`SELECT ${SET_COLUMNS} FROM sets s WHERE s.code = ANY($1::text[])`, [keys])
  return new Map(rows.map((s) => [s.code, s]))
}

/** A set by its UUID (Scryfall's, or derived from its code) or by its TCGplayer group id. */
export async function setById(db: Db, by: { scryfallId: string } | { tcgplayerId: number }): Promise<CardSet | null> {
  const [where, value] = 'scryfallId' in by ? ['s.scryfall_id = $1::uuid', by.scryfallId] : ['s.tcgplayer_id = $1::int', by.tcgplayerId]
  const { rows } = await db.pool.query<CardSet>(`SELECT ${SET_COLUMNS} FROM sets s WHERE ${where} ORDER BY s.code LIMIT 1`, [value])
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
  const { rows } = await db.pool.query(
    `SELECT * FROM (
       SELECT ${PRINTING_COLUMNS},
              row_number() OVER w AS n, count(*) OVER (PARTITION BY p.set_code)::int AS total
         FROM printings p JOIN sets s ON s.code = p.set_code
        WHERE p.set_code = ANY($1::text[])
       WINDOW w AS (PARTITION BY p.set_code ORDER BY length(p.collector_number), p.collector_number, p.id)) x
      WHERE n > $2 AND n <= $2 + $3 ORDER BY p_set_code, n`,
    [keys, page.offset, page.limit],
  )
  for (const r of rows) {
    const entry = out.get(r.p_set_code)!
    entry.items.push(toPrinting(r)!)
    entry.total = r.total
  }
  // a page past the end still reports the total
  const empty = keys.filter((k) => out.get(k)!.items.length === 0)
  if (empty.length && page.offset > 0) {
    const { rows: counts } = await db.pool.query<{ code: string; n: number }>(
      'SELECT set_code AS code, count(*)::int AS n FROM printings WHERE set_code = ANY($1::text[]) GROUP BY set_code',
      [empty],
    )
    for (const c of counts) out.get(c.code)!.total = c.n
  }
  return out
}
