// Every card's name, in memory, for finding the cards a question names (cards.ts): the words of
// each stored normalized name (cards.normalized_name) with the cards that have them, and the
// trigrams of each distinct name word, for words a question misspells. Some 29,000 names (a few
// MB), read once and rebuilt when the store changes (KeptWhole, src/queries/store-reads.ts). Looking a word up here
// replaces a statement per question that read up to thousands of candidate names.
import type { Db } from '../queries/index.js'
import { runOn, sql } from '../queries/typed-sql.js'
import { normalizeName } from '../store/normalize-name.js'
import { readFileSync } from 'node:fs'
import { KeptWhole } from '../queries/store-reads.js'

/** card-nicknames.json: community nicknames, each with where it is used. */
export interface Nickname {
  nickname: string
  card: string
  source: string
}
export const NICKNAMES_FILE = new URL('./card-nicknames.json', import.meta.url)
const NICKNAMES = JSON.parse(readFileSync(NICKNAMES_FILE, 'utf8')) as { sources: Record<string, string>; nicknames: Nickname[] }

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
  /** Other spellings of a name word: a possessive without its s ("grafdiggers" → "grafdigger"). */
  altWords: Map<string, string[]>
}

export type ShorthandHow = 'initials' | 'initial-word' | 'blend' | 'nickname'

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
  byShorthand: Map<string, { card: IndexedCard; how: ShorthandHow }[]>
  /**
   * Part of a long name word → the name words it begins or ends ("goyf" → "tarmogoyf", "lhurgoyf"):
   * players shorten a one-word name to its telling half. Parts of four letters or more, of name
   * words at least three letters longer than the part.
   */
  byPart: Map<string, string[]>
  /** Name word prefix (three letters or more) → the name words it begins ("lab" → "laboratory"): "lab man". */
  byPrefix: Map<string, string[]>
  /** Every word of every card's Oracle text: the words of the game's own English, never a name cut short. */
  textWords: Set<string>
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
    for (const w of new Set([...c.words, ...[...c.altWords.values()].flat(), ...c.wholeNames.flatMap((n) => n.split(' '))])) {
      if (!w) continue
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
  const { byPart, byPrefix } = wordParts(byWord.keys())
  const textWords = new Set<string>()
  for (const c of cards) for (const w of c.text.split(/[^a-z]+/)) if (w.length >= 3) textWords.add(w)
  return { cards, byWord, byTrigram, trigramCount, byShorthand: shorthands(cards), byPart, byPrefix, textWords }
}

/** The shortest part (and prefix) indexed, and how much longer than a part its word must be. */
const MIN_PART = 4
const MIN_START_PART = 5
const MIN_PREFIX = 3
const PART_REST = 3

function wordParts(words: Iterable<string>) {
  const byPart = new Map<string, string[]>()
  const byPrefix = new Map<string, string[]>()
  const add = (map: Map<string, string[]>, key: string, w: string) => {
    const list = map.get(key)
    if (!list) map.set(key, [w])
    else if (list.at(-1) !== w) list.push(w)
  }
  const known = new Set(words)
  for (const w of known) {
    if (!/^[a-z]+$/.test(w)) continue
    for (let n = MIN_PREFIX; n < w.length; n++) add(byPrefix, w.slice(0, n), w)
    for (let n = MIN_PART; n + PART_REST <= w.length; n++) {
      // a compound of two name words ("graveyard": "grave" + "yard") is not shortened to one of them:
      // "yard" is a word of its own, "goyf" (of "tarmogoyf") is not
      // a name's start is cut longer than its end: short starts are English words ("gave", "hide")
      if (n >= MIN_START_PART && !known.has(w.slice(n))) add(byPart, w.slice(0, n), w)
      if (!known.has(w.slice(0, w.length - n))) add(byPart, w.slice(w.length - n), w)
    }
  }
  return { byPart, byPrefix }
}

function indexed(card: CardName, worstRank: number): IndexedCard {
  const names = [card.name]
  if (card.name.includes(' // ')) names.push(...card.name.split(' // '))
  if (card.name.includes(',')) names.push(card.name.split(',')[0]!)
  const wholeNames = [card.normalizedName, ...names.slice(1).map(normalizeName)]
  // as players write them without the punctuation: a hyphen as a space ("lim dul", "will o the wisp"),
  // a possessive without its s ("grafdigger cage")
  for (const n of names) {
    if (/[-‐–]/.test(n)) wholeNames.push(normalizeName(n.replace(/[-‐–]/g, ' ')))
    if (/['’]s\b/i.test(n)) wholeNames.push(normalizeName(n.replace(/['’]s\b/gi, '')))
  }
  const altWords = new Map<string, string[]>()
  for (const m of card.name.matchAll(/([\p{L}]+)['’]s\b/giu)) {
    const bare = normalizeName(m[1]!)
    if (bare.length >= 3) altWords.set(`${bare}s`, [bare])
  }
  const popularity = card.edhrecRank ? 1 - Math.log(card.edhrecRank) / Math.log(worstRank + 1) : 0
  const text = (card.oracleText ?? '').toLowerCase().replace(/[’‘]/g, "'")
  return {
    ...card,
    wholeNames: [...new Set(wholeNames)].filter(Boolean),
    words: [...new Set(card.normalizedName.split(' '))].filter(Boolean),
    popularity,
    text,
    altWords,
  }
}

type Shorthands = CardNameIndex['byShorthand']

function shorthands(cards: readonly IndexedCard[]): Shorthands {
  const out: Shorthands = new Map()
  const add = (key: string, card: IndexedCard, how: ShorthandHow) => {
    const list = out.get(key)
    if (list) list.push({ card, how })
    else out.set(key, [{ card, how }])
  }
  // of two cards of one name (a reprint's variant, a playtest card), the played one
  const byName = new Map<string, IndexedCard>()
  for (const c of cards) {
    const key = c.name.toLowerCase()
    const had = byName.get(key)
    if (!had || (!c.isFunny && (had.isFunny || c.popularity > had.popularity))) byName.set(key, c)
  }
  for (const { nickname, card: name } of NICKNAMES.nicknames) {
    const card = byName.get(name.toLowerCase())
    if (card) add(normalizeName(nickname).replace(/ /g, ''), card, 'nickname')
  }
  for (const c of cards) {
    if (c.isFunny) continue
    // the front face's name: "Swords to Plowshares", "Lion's Eye Diamond", "Oblivion Ring"
    const words = normalizeName(c.name.split(' // ')[0]!).split(' ').filter(Boolean)
    if (words.length >= 3) add(words.map((w) => w[0]).join(''), c, 'initials')
    if (words.length === 2 && words[1]!.length >= 3) {
      add(`${words[0]![0]}${words[1]}`, c, 'initial-word')
      // the first word's first sounds and the second word ("Thassa's Oracle" → "thoracle")
      for (const n of [2, 3]) if (words[0]!.length > n + 1) add(`${words[0]!.slice(0, n)}${words[1]}`, c, 'blend')
    }
  }
  for (const list of out.values()) list.sort((a, b) => b.card.popularity - a.card.popularity)
  return out
}

const CARD_NAMES = sql(
  'ask.cardNames',
  `SELECT oracle_id, name, normalized_name, coalesce(keywords, '{}') AS "keywords!", edhrec_rank, oracle_text, is_funny FROM cards`,
)

async function readIndex(db: Db): Promise<CardNameIndex> {
  const rows = await runOn(db.pool, CARD_NAMES, [])
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

const cache = new KeptWhole(readIndex)

/** The store's card-name index, built once and rebuilt when the store changes. */
export function cardNameIndex(db: Db): Promise<CardNameIndex> {
  return cache.get(db)
}
