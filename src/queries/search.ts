// Scryfall-syntax card search and name lookups (the engine is src/search), hydrated into cards
// with the printing each result stands for. Mistakes in a query surface as the engine's
// SearchError (a 400 that points at the offending part).
import {
  autocomplete,
  findByExactName,
  findByFuzzyName,
  searchCards,
  type CardRef,
  type SearchCardsOptions,
  type SearchResult,
} from '../search/index.js'
import type { Database } from '../store/database.js'
import { cardsByOracleIds, cardsByPrintingIds, PRINTING_ORDER, type Db } from './cards.js'
import type { CardPrinting, CardRowRef } from './types.js'
import { run, sql } from './typed-sql.js'

export type CardSearchOptions = SearchCardsOptions

export interface CardSearchPage extends Omit<SearchResult, 'rows'> {
  cards: CardPrinting[]
  /** The matching rows as ids only: all an ids-only response needs. */
  ids: { oracleId: string; printingId: string | null }[]
}

/**
 * Cards for search rows, each with the printing the row stands for, in the rows' order (null for
 * a row whose card is gone): one statement (two when some have no printing).
 */
export async function cardsForRefs(db: Db, refs: readonly CardRowRef[]): Promise<(CardPrinting | null)[]> {
  const withPrinting = refs.filter((r) => r.printingId).map((r) => r.printingId!)
  const without = refs.filter((r) => !r.printingId).map((r) => r.oracleId)
  const [printed, bare] = await Promise.all([
    withPrinting.length ? cardsByPrintingIds(db, withPrinting) : [],
    without.length ? cardsByOracleIds(db, without) : [],
  ])
  const byPrinting = new Map(printed.map((c) => [c.printing!.id, c]))
  const byOracle = new Map(bare.map((c) => [c.card.oracleId, c]))
  return refs.map((r) => (r.printingId ? byPrinting.get(r.printingId) : byOracle.get(r.oracleId)) ?? null)
}

async function hydrate(db: Database, refs: readonly CardRowRef[]): Promise<CardPrinting[]> {
  return (await cardsForRefs(db, refs)).filter((c): c is CardPrinting => c !== null)
}

/** Search, then load the page's cards (unless `hydrate: false`, for ids-only answers). */
export async function searchCardPage(
  db: Database,
  q: string,
  opts: CardSearchOptions & { hydrate?: boolean } = {},
): Promise<CardSearchPage> {
  const { rows, ...result } = await searchCards(db, q, opts)
  const ids = rows.map((r) => ({ oracleId: r.oracleId, printingId: r.printingId }))
  return { ...result, ids, cards: opts.hydrate === false ? [] : await hydrate(db, ids) }
}

const one = async (db: Database, ref: CardRef) => (await hydrate(db, [ref]))[0] ?? null

/** A card by exact name (any case; a face's name also works), in `set` when given. */
export async function cardByExactName(db: Database, name: string, set?: string): Promise<CardPrinting | null> {
  const ref = await findByExactName(db, name, set)
  return ref && one(db, ref)
}

export type FuzzyCard = { card: CardPrinting } | { ambiguous: string[] } | null

/** A card by fuzzy name (typos, case, punctuation forgiven); several equally good matches are `ambiguous`. */
export async function cardByFuzzyName(db: Database, name: string, set?: string): Promise<FuzzyCard> {
  const found = await findByFuzzyName(db, name, set)
  if (!found || 'ambiguous' in found) return found
  const card = await one(db, found.card)
  return card && { card }
}

export { findByExactName as cardRefByExactName, findByFuzzyName as cardRefByFuzzyName }

const CARD_COUNT = sql('search.cardCount', 'SELECT count(*)::int AS "n!" FROM cards WHERE NOT is_extra')
const CARD_AT = sql(
  'search.cardAt',
  `SELECT c.oracle_id AS "oracle_id!",
          (SELECT p.id FROM printings p WHERE p.oracle_id = c.oracle_id ORDER BY ${PRINTING_ORDER} LIMIT 1) AS printing_id
     FROM (SELECT oracle_id FROM cards WHERE NOT is_extra ORDER BY oracle_id OFFSET $1 LIMIT 1) c`,
)

/**
 * A random card as ids (its Oracle id and the printing that stands for it): among a query's matches
 * (one row per card), else among all cards but extras (with its newest printing). Two
 * statements: how many match, then the one at a random offset.
 */
export async function randomCardRef(db: Database, q: string | undefined, opts: CardSearchOptions = {}): Promise<CardRowRef | null> {
  if (q !== undefined) {
    const { total } = await searchCards(db, q, { ...opts, limit: 1, offset: 0, unique: 'cards' })
    if (!total) return null
    const { rows } = await searchCards(db, q, { ...opts, limit: 1, offset: Math.floor(Math.random() * total), unique: 'cards' })
    return rows[0] ? { oracleId: rows[0].oracleId, printingId: rows[0].printingId } : null
  }
  const n = (await run(db, CARD_COUNT, []))[0]?.n ?? 0
  if (!n) return null
  const r = (await run(db, CARD_AT, [Math.floor(Math.random() * n)]))[0]
  return r ? { oracleId: r.oracle_id, printingId: r.printing_id } : null
}

export { autocomplete as autocompleteNames }
