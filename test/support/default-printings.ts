// Which printing stands for each card, as each way of reaching a card picks it: a search's row,
// a named lookup, a lookup by Oracle id. They share one definition (search/sql-fragments.ts,
// DEFAULT_PRINTING_ORDER); this reads what each of them answers, and what GraphQL's Card.printing
// answers, so test/queries/default-printing.test.ts (the fixture) and bench/default-printings.ts
// (the full corpus) can tell that they agree.
import type { FastifyInstance } from 'fastify'
import { cardsByOracleIds } from '../../src/queries/cards.js'
import { findByExactName, searchCards } from '../../src/search/index.js'
import type { Database } from '../../src/store/database.js'

/** printing id (or null) by Oracle id, per way of reaching the card. */
export interface DefaultPrintings {
  search: Map<string, string | null>
  named: Map<string, string | null>
  oracleId: Map<string, string | null>
}

/** A query every card matches (a comparison and its exact complement), extras included. */
export const EVERY_CARD = 'mv>=0 or -mv>=0'

/**
 * The default printing of every card, as search, named lookup and lookup by Oracle id pick it.
 * Named lookups cover the cards whose name no other card has, as a card or a face (a lookup by a
 * shared name finds one of them).
 */
export async function defaultPrintings(db: Database): Promise<DefaultPrintings> {
  const search = new Map<string, string | null>()
  for (let offset = 0; ; offset += 1000) {
    const page = await searchCards(db, EVERY_CARD, { limit: 1000, offset, includeExtras: true })
    for (const r of page.rows) search.set(r.oracleId, r.printingId)
    if (!page.hasMore) break
  }
  const { rows: cards } = await db.pool.query<{ oracle_id: string; name: string }>(
    `SELECT c.oracle_id, c.name FROM cards c
      WHERE NOT EXISTS (SELECT 1 FROM cards o WHERE lower(o.name) = lower(c.name) AND o.oracle_id <> c.oracle_id)
        AND NOT EXISTS (SELECT 1 FROM card_faces f WHERE lower(f.name) = lower(c.name) AND f.oracle_id <> c.oracle_id)`,
  )
  const named = new Map<string, string | null>()
  for (let i = 0; i < cards.length; i += 8) {
    const found = await Promise.all(cards.slice(i, i + 8).map((c) => findByExactName(db, c.name)))
    for (const ref of found) if (ref) named.set(ref.oracleId, ref.printingId)
  }
  const ids = [...search.keys()]
  const oracleId = new Map<string, string | null>()
  for (let i = 0; i < ids.length; i += 500) {
    for (const c of await cardsByOracleIds(db, ids.slice(i, i + 500))) oracleId.set(c.card.oracleId, c.printing?.id ?? null)
  }
  return { search, named, oracleId }
}

/** GraphQL's Card.printing of each card by Oracle id (card(id:), 20 aliased lookups a request, the limit). */
export async function graphqlPrintings(app: FastifyInstance, ids: string[]): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>()
  for (let i = 0; i < ids.length; i += 20) {
    const batch = ids.slice(i, i + 20)
    const query = `{ ${batch.map((id, j) => `c${j}: card(id: "${id}") { oracleId printing { id } }`).join(' ')} }`
    const res = await app.inject({ method: 'POST', url: '/graphql', payload: { query } })
    const data = (res.json() as { data: Record<string, { oracleId: string; printing: { id: string } | null } | null> }).data
    for (const card of Object.values(data)) if (card) out.set(card.oracleId, card.printing?.id ?? null)
  }
  return out
}

/** Where a way's pick differs from the search's: [oracle id, way, its printing, search's printing]. */
export function disagreements(picks: DefaultPrintings, others: Record<string, Map<string, string | null>> = {}): string[][] {
  const ways: Record<string, Map<string, string | null>> = { named: picks.named, oracleId: picks.oracleId, ...others }
  const out: string[][] = []
  for (const [way, map] of Object.entries(ways)) {
    for (const [id, printing] of map) {
      const searched = picks.search.get(id)
      if (searched !== printing) out.push([id, way, String(printing), String(searched)])
    }
  }
  return out
}
