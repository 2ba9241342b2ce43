// What the store holds, as one short key that changes whenever a transaction wrote to it (an import,
// or any other writer): the store's generation (migration store_generation, bumped by a statement
// trigger on every store table). The key of every value computed from the whole store and kept in
// memory: the bulk files (src/scryfall/bulk-files.ts), the question ranking's indexes
// (KeptWhole, src/queries/store-reads.ts), the CR diffs (src/queries/rule-editions.ts) and search totals
// (src/search/totals.ts, which reads it in the page's own statement).
import type { Db } from './cards.js'
import { run, sql } from './typed-sql.js'

export interface StoreVersion {
  /** Changes whenever a transaction wrote to the store. */
  key: string
  /** When the store last changed (the newest import's end), ISO 8601. */
  updatedAt: string
}

// store_generation holds its one row from the migration that made it on
const STORE_VERSION = sql(
  'storeVersion',
  `SELECT (SELECT value::text FROM store_generation) AS "generation!",
          (SELECT max(coalesce(finished_at, started_at)) FROM import_runs) AS at`,
)

export async function storeVersion(db: Db): Promise<StoreVersion> {
  const r = (await run(db, STORE_VERSION, []))[0]!
  return { key: r.generation, updatedAt: (r.at ?? new Date(0)).toISOString() }
}
