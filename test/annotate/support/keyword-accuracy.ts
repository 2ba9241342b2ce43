// Extracted keyword tags against MTGJSON's `keywords` lists, card by card.
//
// What is compared: keyword abilities (CR 702), keyword actions (CR 701) and ability words
// (CR 207.2c) — every name of the built-in vocabulary (the CR's headings and 207.2c list, and
// MTGJSON's Keywords.json) except the everyday rules verbs (cast, destroy, exile, …), which MTGJSON
// never lists on a card and we tag as ability facts instead. Names MTGJSON lists that are outside
// the vocabulary (flavor words such as "Mine Vibranium", Scryfall artifacts such as "Heal") are
// counted and shown, not scored.
import { BASIC_ACTIONS, impliedKeywords, keywordTags } from '../../../src/annotate/tags.js'
import { BUILTIN_VOCABULARY } from '../../../src/annotate/vocabulary.js'
import type { CorpusCard } from './corpus.js'

export interface KeywordMiss {
  card: string
  keyword: string
  kind: 'missed' | 'spurious'
  text: string
}

export interface KeywordAccuracy {
  cards: number
  truePositives: number
  falsePositives: number
  falseNegatives: number
  precision: number
  recall: number
  misses: KeywordMiss[]
  /**
   * Parent keywords we add for a variant that MTGJSON's card agrees on but lists without its parent
   * (its 5.2.0 build lists "Swampwalk" alone, 5.3.0 "Swampwalk" and "Landwalk"): not scored.
   */
  conventionDifferences: number
  /** MTGJSON keywords outside the compared vocabulary, with how many cards carry each. */
  outsideVocabulary: Map<string, number>
}

export const COMPARED = new Set(BUILTIN_VOCABULARY.filter((e) => !BASIC_ACTIONS.has(e.name.toLowerCase())).map((e) => e.name.toLowerCase()))

/**
 * The names each MTGJSON build lists on at least one of its cards. The 5.2.0 build (2022) lists
 * fewer keyword actions than 5.3.0 (2026) — no Regenerate, Treasure or Food — so a card is scored
 * only on names its own build uses somewhere.
 */
export function buildVocabularies(cards: CorpusCard[]): Map<string, Set<string>> {
  const byBuild = new Map<string, Set<string>>()
  for (const c of cards) {
    let v = byBuild.get(c.buildDate)
    if (!v) byBuild.set(c.buildDate, (v = new Set()))
    for (const k of c.keywords) v.add(k.toLowerCase())
  }
  return byBuild
}

const byName = new Map(BUILTIN_VOCABULARY.map((e) => [e.name.toLowerCase(), e]))

/** Is `k` only the parent of a variant both sides found ("landwalk" beside an expected "swampwalk")? */
function impliedOnly(k: string, got: Set<string>, expected: Set<string>): boolean {
  for (const variant of got) {
    if (variant === k || !expected.has(variant)) continue
    const entry = byName.get(variant)
    if (entry && impliedKeywords(entry, entry.name, BUILTIN_VOCABULARY).some((e) => e.name.toLowerCase() === k)) return true
  }
  return false
}

export function measureKeywordAccuracy(cards: CorpusCard[]): KeywordAccuracy {
  let tp = 0,
    fp = 0,
    fn = 0,
    conventions = 0
  const vocabularies = buildVocabularies(cards)
  const misses: KeywordMiss[] = []
  const outside = new Map<string, number>()
  for (const c of cards) {
    const expected = new Set<string>()
    for (const k of c.keywords) {
      const low = k.toLowerCase()
      if (COMPARED.has(low)) expected.add(low)
      else if (!BASIC_ACTIONS.has(low)) outside.set(k, (outside.get(k) ?? 0) + 1)
    }
    const buildVocabulary = vocabularies.get(c.buildDate)!
    const got = new Set(
      keywordTags(c.card)
        .map((t) => t.label.toLowerCase())
        .filter((k) => COMPARED.has(k) && buildVocabulary.has(k)),
    )
    for (const k of got) {
      if (expected.has(k)) tp++
      else if (impliedOnly(k, got, expected)) conventions++
      else {
        fp++
        misses.push({ card: c.card.name, keyword: k, kind: 'spurious', text: c.card.oracleText })
      }
    }
    for (const k of expected)
      if (!got.has(k)) {
        fn++
        misses.push({ card: c.card.name, keyword: k, kind: 'missed', text: c.card.oracleText })
      }
  }
  return {
    cards: cards.length,
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    precision: tp / (tp + fp),
    recall: tp / (tp + fn),
    misses,
    outsideVocabulary: outside,
    conventionDifferences: conventions,
  }
}
