// Every card's name, in memory, for finding the cards a question names (cards.ts): the words of
// each stored normalized name (cards.normalized_name) with the cards that have them, and the
// trigrams of each distinct name word, for words a question misspells. Some 29,000 names (a few
// MB), read once and rebuilt when the store changes (store-cache.ts). Looking a word up here
// replaces a statement per question that read up to thousands of candidate names.
import type { Db } from '../queries/index.js'
import { normalizeName } from '../store/normalize-name.js'
import { readFileSync } from 'node:fs'
import { StoreCache } from './store-cache.js'

/** card-nicknames.json: community nicknames, with their source. */
const NICKNAMES = JSON.parse(readFileSync(new URL('./card-nicknames.json', import.meta.url), 'utf8')) as {
  nicknames: Record<string, string>
}

export interface CardName {
  oracleId: string
  name: string
  normalizedName: string
  keywords: string[]
  /** EDHREC's rank (1 is the most played), when it has one. */
  edhrecRank?: number | null
  /** Its Oracle text (faces joined): what tells apart two cards a question names by the same words. */
  oracleText?: string
  /** An Un-set, silver-bordered or playtest card: named only in full, never by a part of its name or a shorthand. */
  isFunny?: boolean
}

export interface IndexedCard extends CardName {
  /** The names it may be written out as, normalized: the card's, each face's, the part before a comma ("yawgmoth"). */
  wholeNames: string[]
  /** The distinct words of its normalized name. */
  words: string[]
  /** 0..1: how much it is played (from EDHREC's rank; 0 unranked): of two cards a word names, players mean the played one. */
  popularity: number
  /** Its Oracle text in lower case, quotes straightened ("" when unknown). */
  text: string
}

export interface CardNameIndex {
  cards: IndexedCard[]
  /** Name word → the cards whose normalized name has it (each card once). */
  byWord: Map<string, IndexedCard[]>
  /** Trigram → the distinct name words that have it (see trigramsOf), and each word's number of trigrams. */
  byTrigram: Map<string, string[]>
  trigramCount: Map<string, number>
  /**
   * Other ways players write names, normalized → the cards: initials of names of three words or more
   * ("stp", "led"), the first letter and last word of two-word names ("o-ring" → "oring"), and the
   * community nicknames of card-nicknames.json ("bob"). Most played first.
   */
  byShorthand: Map<string, { card: IndexedCard; how: 'initials' | 'initial-word' | 'nickname' }[]>
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
  const worst = Math.max(1, ...names.map((n) => n.edhrecRank ?? 0))
  const cards = names.map((n) => indexed(n, worst))
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
  return { cards, byWord, byTrigram, trigramCount, byShorthand: shorthands(cards) }
}

function indexed(card: CardName, worstRank: number): IndexedCard {
  const wholeNames = [card.normalizedName]
  if (card.name.includes(' // ')) wholeNames.push(...card.name.split(' // ').map(normalizeName))
  if (card.name.includes(',')) wholeNames.push(normalizeName(card.name.split(',')[0]!))
  const popularity = card.edhrecRank ? 1 - Math.log(card.edhrecRank) / Math.log(worstRank + 1) : 0
  const text = (card.oracleText ?? '').toLowerCase().replace(/[’‘]/g, "'")
  return { ...card, wholeNames, words: [...new Set(card.normalizedName.split(' '))].filter(Boolean), popularity, text }
}

type Shorthands = CardNameIndex['byShorthand']

function shorthands(cards: readonly IndexedCard[]): Shorthands {
  const out: Shorthands = new Map()
  const add = (key: string, card: IndexedCard, how: 'initials' | 'initial-word' | 'nickname') => {
    const list = out.get(key)
    if (list) list.push({ card, how })
    else out.set(key, [{ card, how }])
  }
  const byName = new Map(cards.map((c) => [c.name.toLowerCase(), c]))
  for (const [nick, name] of Object.entries(NICKNAMES.nicknames)) {
    const card = byName.get(name.toLowerCase())
    if (card) add(normalizeName(nick), card, 'nickname')
  }
  for (const c of cards) {
    if (c.isFunny) continue
    // the front face's name: "Swords to Plowshares", "Lion's Eye Diamond", "Oblivion Ring"
    const words = normalizeName(c.name.split(' // ')[0]!).split(' ').filter(Boolean)
    if (words.length >= 3) add(words.map((w) => w[0]).join(''), c, 'initials')
    if (words.length === 2 && words[1]!.length >= 3) add(`${words[0]![0]}${words[1]}`, c, 'initial-word')
  }
  for (const list of out.values()) list.sort((a, b) => b.card.popularity - a.card.popularity)
  return out
}

async function readIndex(db: Db): Promise<CardNameIndex> {
  const { rows } = await db.pool.query<{
    oracle_id: string
    name: string
    normalized_name: string
    keywords: string[]
    edhrec_rank: number | null
    oracle_text: string
    is_funny: boolean
  }>('SELECT oracle_id, name, normalized_name, keywords, edhrec_rank, oracle_text, is_funny FROM cards')
  return indexCardNames(
    rows.map((r) => ({
      oracleId: r.oracle_id,
      name: r.name,
      normalizedName: r.normalized_name,
      keywords: r.keywords,
      edhrecRank: r.edhrec_rank,
      oracleText: r.oracle_text,
      isFunny: r.is_funny,
    })),
  )
}

const cache = new StoreCache(readIndex)

/** The store's card-name index, built once and rebuilt when the store changes. */
export function cardNameIndex(db: Db): Promise<CardNameIndex> {
  return cache.get(db)
}
