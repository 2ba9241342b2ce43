// The seeded draw of real rulings from the whole shared MTGJSON corpus (the 14 set files and the
// 562 corpus files). Each distinct (card, ruling text) pair is one ruling, kept with its newest date
// (the same text in another quote style or spacing is the same ruling); the pairs are sorted, then
// put in a seeded random order (mulberry32). The labelled set (./labels.json) covers a prefix of that
// order, so it grows by labelling the next entries: `npx tsx test/engine/rulings-sample/next.ts`
// prints them. The same pass reads the cards the labelled scenarios name, in their newest wording.
import type { CardCharacteristics } from '../../../src/engine/index.js'
import { corpusFiles, mtgjsonSetFiles } from '../../support/data.js'
import { characteristics, readSetFile } from '../support/cards.js'

export const SAMPLE_SEED = 20261210

export interface DrawnRuling {
  card: string
  date: string
  text: string
}

/** mulberry32: a small, well-known seeded PRNG, enough for a reproducible shuffle. */
export function mulberry32(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const isNew = (file: string) => file.includes('v5.3.0')
const sameRuling = (text: string) => text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim()

export interface Corpus {
  /** Every distinct ruling, in the seeded order. */
  rulings: DrawnRuling[]
  /** The cards asked for, by name, in their newest wording (whole cards, not faces). */
  cards: Record<string, CardCharacteristics>
}

/** One pass over the corpus: the seeded draw of its rulings, and the named cards. */
export function readCorpus(cardNames: Iterable<string> = [], seed = SAMPLE_SEED): Corpus {
  const wanted = new Set(cardNames)
  const byKey = new Map<string, DrawnRuling>()
  const cards: Record<string, CardCharacteristics> = {}
  // older wording first, so the newest file wins
  const files = [...mtgjsonSetFiles(), ...corpusFiles()].sort((a, b) => Number(isNew(a)) - Number(isNew(b)) || a.localeCompare(b))
  for (const file of files) {
    for (const c of readSetFile(file)) {
      if (wanted.has(c.name) && !c.faceName) {
        cards[c.name] = characteristics(c)
      }
      if (c.side && c.side !== 'a') continue // one entry per card: the rulings are the whole card's
      for (const r of c.rulings ?? []) {
        const key = `${c.name}\u0000${sameRuling(r.text)}`
        const had = byKey.get(key)
        if (!had) byKey.set(key, { card: c.name, date: r.date, text: r.text })
        else if (r.date >= had.date) byKey.set(key, { card: c.name, date: r.date, text: r.text })
      }
    }
  }
  const rulings = [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v)
  const rand = mulberry32(seed)
  for (let i = rulings.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1))
    ;[rulings[i], rulings[j]] = [rulings[j]!, rulings[i]!]
  }
  return { rulings, cards }
}
