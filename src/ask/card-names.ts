// Every card's name, in memory, for finding the cards a question names (cards.ts): the words of
// each stored normalized name (cards.normalized_name) with the cards that have them, and the
// trigrams of each distinct name word, for words a question misspells. Some 29,000 names (a few
// MB), read once and rebuilt when the store changes (store-cache.ts). Looking a word up here
// replaces a statement per question that read up to thousands of candidate names.
import type { Db } from '../queries/index.js'
import { normalizeName } from '../store/normalize-name.js'
import { StoreCache } from './store-cache.js'

export interface CardName {
  oracleId: string
  name: string
  normalizedName: string
  keywords: string[]
}

export interface IndexedCard extends CardName {
  /** The names it may be written out as, normalized: the card's, each face's, the part before a comma ("yawgmoth"). */
  wholeNames: string[]
  /** The distinct words of its normalized name. */
  words: string[]
}

export interface CardNameIndex {
  cards: IndexedCard[]
  /** Name word → the cards whose normalized name has it (each card once). */
  byWord: Map<string, IndexedCard[]>
  /** Trigram → the distinct name words that have it (see trigramsOf), and each word's number of trigrams. */
  byTrigram: Map<string, string[]>
  trigramCount: Map<string, number>
}

/** pg_trgm's trigrams of one word: of "  w ", each once. */
export function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `
  const out = new Set<string>()
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3))
  return out
}

/** pg_trgm's similarity of two words: shared trigrams over all trigrams. */
export function trigramSimilarity(a: string, b: string): number {
  const ga = trigramsOf(a)
  const gb = trigramsOf(b)
  let shared = 0
  for (const g of ga) if (gb.has(g)) shared++
  return shared / (ga.size + gb.size - shared)
}

/**
 * The name words most like `word` (pg_trgm similarity at least `min`), best first: the words sharing
 * a trigram with it, each with the number it shares.
 */
export function similarWords(index: CardNameIndex, word: string, min: number): { word: string; similarity: number }[] {
  const grams = trigramsOf(word)
  const shared = new Map<string, number>()
  for (const g of grams) for (const w of index.byTrigram.get(g) ?? []) shared.set(w, (shared.get(w) ?? 0) + 1)
  const out: { word: string; similarity: number }[] = []
  for (const [w, n] of shared) {
    const similarity = n / (grams.size + index.trigramCount.get(w)! - n)
    if (similarity >= min) out.push({ word: w, similarity })
  }
  return out.sort((a, b) => b.similarity - a.similarity || a.word.localeCompare(b.word))
}

/** The index of these cards' names. */
export function indexCardNames(names: readonly CardName[]): CardNameIndex {
  const cards = names.map(indexed)
  const byWord = new Map<string, IndexedCard[]>()
  for (const c of cards)
    for (const w of c.words) {
      const list = byWord.get(w)
      if (list) list.push(c)
      else byWord.set(w, [c])
    }
  const byTrigram = new Map<string, string[]>()
  const trigramCount = new Map<string, number>()
  for (const w of byWord.keys()) {
    const grams = trigramsOf(w)
    trigramCount.set(w, grams.size)
    for (const g of grams) {
      const list = byTrigram.get(g)
      if (list) list.push(w)
      else byTrigram.set(g, [w])
    }
  }
  return { cards, byWord, byTrigram, trigramCount }
}

function indexed(card: CardName): IndexedCard {
  const wholeNames = [card.normalizedName]
  if (card.name.includes(' // ')) wholeNames.push(...card.name.split(' // ').map(normalizeName))
  if (card.name.includes(',')) wholeNames.push(normalizeName(card.name.split(',')[0]!))
  return { ...card, wholeNames, words: [...new Set(card.normalizedName.split(' '))].filter(Boolean) }
}

async function readIndex(db: Db): Promise<CardNameIndex> {
  const { rows } = await db.pool.query<{ oracle_id: string; name: string; normalized_name: string; keywords: string[] }>(
    'SELECT oracle_id, name, normalized_name, keywords FROM cards',
  )
  return indexCardNames(rows.map((r) => ({ oracleId: r.oracle_id, name: r.name, normalizedName: r.normalized_name, keywords: r.keywords })))
}

const cache = new StoreCache(readIndex)

/** The store's card-name index, built once and rebuilt when the store changes. */
export function cardNameIndex(db: Db): Promise<CardNameIndex> {
  return cache.get(db)
}
