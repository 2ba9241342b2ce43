// Card objects as the import stored them (card_objects, see src/import/store/render-cards.ts):
// one indexed statement for a page of printings, no hydration. A printing whose object is not
// stored (a store migrated but not imported since) is left out, for the caller to render.
import { hotStatement } from '../store/database.js'
import { isUuid, PRINTING_ORDER, type Db } from './cards.js'

/** Stored card objects (placeholder links) by printing id; printings without one are absent. */
export async function storedCardsByPrintingIds(db: Db, printingIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(printingIds.filter(isUuid).map((s) => s.toLowerCase()))]
  if (!ids.length) return new Map()
  const { rows } = await db.pool.query<{ id: string; json: string }>(
    hotStatement(db, 'arcanum-stored-cards', 'SELECT printing_id::text AS id, json FROM card_objects WHERE printing_id = ANY($1::uuid[])', [
      ids,
    ]),
  )
  return new Map(rows.map((r) => [r.id, r.json]))
}

/**
 * The stored card object for either kind of id, as cardById reads it: a printing id first, then
 * an Oracle id (its newest printing). Null when neither has a stored object.
 */
export async function storedCardById(db: Db, id: string): Promise<string | null> {
  if (!isUuid(id)) return null
  // an Oracle id's newest printing without a stored object is a null: the caller renders that
  // printing, not the next one that has an object
  const { rows } = await db.pool.query<{ json: string | null }>(
    hotStatement(
      db,
      'arcanum-stored-card-by-id',
      `(SELECT o.json FROM card_objects o WHERE o.printing_id = $1::uuid)
       UNION ALL
       (SELECT o.json FROM printings p LEFT JOIN card_objects o ON o.printing_id = p.id
         WHERE p.oracle_id = $1::uuid ORDER BY ${PRINTING_ORDER} LIMIT 1)
       LIMIT 1`,
      [id.toLowerCase()],
    ),
  )
  return rows[0]?.json ?? null
}
