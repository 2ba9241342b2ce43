// What the store holds, as one short key that changes whenever an import changed it (or a writer
// outside the importer added cards, printings or rulings): the key of every value computed from the
// whole store and kept in memory, the bulk files (src/scryfall/bulk-files.ts) and the question
// ranking's indexes (src/ask/store-cache.ts).
import type { Db } from './cards.js'

export interface StoreVersion {
  /** Changes whenever an import changed the store. */
  key: string
  /** When the store last changed (the newest import's end), ISO 8601. */
  updatedAt: string
}

export async function storeVersion(db: Db): Promise<StoreVersion> {
  const { rows } = await db.pool.query<{ run: number; at: Date | null; cards: number; printings: number; rulings: number }>(
    `SELECT (SELECT coalesce(max(id), 0)::int FROM import_runs) AS run,
            (SELECT max(coalesce(finished_at, started_at)) FROM import_runs) AS at,
            (SELECT count(*)::int FROM cards) AS cards, (SELECT count(*)::int FROM printings) AS printings,
            (SELECT count(*)::int FROM rulings) AS rulings`,
  )
  const r = rows[0]!
  return { key: `${r.run}-${r.cards}-${r.printings}-${r.rulings}`, updatedAt: (r.at ?? new Date(0)).toISOString() }
}
