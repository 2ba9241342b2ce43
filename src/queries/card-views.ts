// The one view of a card every API serializes: a CardPrinting (types.ts), built from the card's and
// the printing's rows by toCard and toPrinting (cards.ts) and by nothing else. REST and MCP render it
// into Scryfall's card object (src/scryfall/render-card.ts; the import stores that rendering, and a
// request links it), GraphQL resolves its fields from it. A request's views are kept between
// requests under the store's version (store-reads.ts), so a page of cards asked again reads none.
import { cardsForRefs } from './search.js'
import type { StoreReads } from './store-reads.js'
import type { CardPrinting, CardRowRef } from './types.js'

/** Card views kept between requests, per database (~2 KB each, as the parsed card objects they replace). */
export const KEPT_CARD_VIEWS = 4096

const keyOf = (r: CardRowRef) => (r.printingId ? `p:${r.printingId.toLowerCase()}` : `o:${r.oracleId.toLowerCase()}`)

/**
 * The views of these cards (a printing id: that printing; none: the card's default printing), in
 * their order, null for a card that is gone: those kept under the request's store version, the
 * others read in one statement per kind of id.
 */
export async function cardViews(reads: StoreReads, refs: readonly CardRowRef[]): Promise<(CardPrinting | null)[]> {
  if (!refs.length) return []
  const byKey = new Map(refs.map((r) => [keyOf(r), r]))
  const found = await reads.under(reads.kept<CardPrinting>('card views', KEPT_CARD_VIEWS), [...byKey.keys()], async (missing) => {
    const wanted = missing.map((k) => byKey.get(k)!)
    const read = await cardsForRefs(reads.db, wanted)
    const out = new Map<string, CardPrinting>()
    wanted.forEach((r, i) => read[i] && out.set(keyOf(r), read[i]))
    return out
  })
  return refs.map((r) => found.get(keyOf(r)) ?? null)
}
