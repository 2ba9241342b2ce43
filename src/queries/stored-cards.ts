// Card objects as the import stored them (card_objects, see src/import/store/render-cards.ts):
// one indexed statement for a page of printings, no hydration. A printing whose object is not
// stored (a store migrated but not imported since) is left out, for the caller to render.
import { isUuid, PRINTING_ORDER, type Db } from './cards.js'
import { run, sql } from './typed-sql.js'

const STORED_CARDS = sql(
  'storedCards.byPrintingIds',
  'SELECT printing_id::text AS "id!", json FROM card_objects WHERE printing_id = ANY($1::uuid[])',
)

// a printing without a stored object is a row without a version or text
const STORED_CARDS_IF_CHANGED = sql(
  'storedCards.ifChanged',
  `SELECT k.id::text AS "id!", o.xmin::text AS version, o.json AS "json?"
     FROM card_objects o RIGHT JOIN unnest($1::uuid[], $2::text[]) AS k(id, version) ON o.printing_id = k.id
    WHERE o.printing_id IS NULL OR o.xmin::text IS DISTINCT FROM k.version`,
)

// an Oracle id's newest printing without a stored object is a null: the caller renders that
// printing, not the next one that has an object
const STORED_CARD_BY_ID = sql(
  'storedCards.byId',
  `(SELECT o.json AS "json?" FROM card_objects o WHERE o.printing_id = $1::uuid)
   UNION ALL
   (SELECT o.json FROM printings p LEFT JOIN card_objects o ON o.printing_id = p.id
     WHERE p.oracle_id = $1::uuid ORDER BY ${PRINTING_ORDER} LIMIT 1)
   LIMIT 1`,
)

/** Stored card objects (placeholder links) by printing id; printings without one are absent. */
export async function storedCardsByPrintingIds(db: Db, printingIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(printingIds.filter(isUuid).map((s) => s.toLowerCase()))]
  if (!ids.length) return new Map()
  const rows = await run(db, STORED_CARDS, [ids], { hot: true })
  return new Map(rows.map((r) => [r.id, r.json]))
}

/** A stored card object's text with its row version. */
export interface StoredCardRow {
  /** The row's version: PostgreSQL's xmin, the transaction that wrote it; any write of the row changes it. */
  version: string
  json: string
}

/**
 * The stored card objects of these printings that `known` does not already hold: for each printing
 * whose row version is not the one `known` names, its text and version; null for a printing
 * without a stored object; nothing for a printing whose version `known` names. A caller keeping
 * texts by version reads each once, and the rows it holds cost PostgreSQL neither decompression nor
 * transfer. A version is unique in the database's cluster (transaction ids are cluster-wide, 2^32
 * of them before one recurs), so a caller's cache must be per database.
 */
export async function storedCardsIfChanged(
  db: Db,
  printingIds: readonly string[],
  known: (printingId: string) => string | undefined,
): Promise<Map<string, StoredCardRow | null>> {
  const ids = [...new Set(printingIds.filter(isUuid).map((s) => s.toLowerCase()))]
  if (!ids.length) return new Map()
  const rows = await run(db, STORED_CARDS_IF_CHANGED, [ids, ids.map((id) => known(id) ?? null)], { hot: true })
  // a row with a text has its version: both are the stored object's
  return new Map(rows.map((r) => [r.id, r.json === null ? null : { version: r.version!, json: r.json }]))
}

/**
 * The stored card object for either kind of id, as cardById reads it: a printing id first, then
 * an Oracle id (its newest printing). Null when neither has a stored object.
 */
export async function storedCardById(db: Db, id: string): Promise<string | null> {
  if (!isUuid(id)) return null
  const rows = await run(db, STORED_CARD_BY_ID, [id.toLowerCase()], { hot: true })
  return rows[0]?.json ?? null
}
