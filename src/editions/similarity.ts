// How alike two texts are: a weighted Dice coefficient of their word multisets,
// 2·Σ shared·w / (Σ a·w + Σ b·w), each word weighted by its rarity among the texts compared
// (w = ln(1 + N / df)), so that "the", "player" and "spell" count for little and "sneak" for much.
// Cited rule numbers are masked first, so a renumbering does not count against a match.
import { maskCitations } from './citations.js'

export type WordBag = Map<string, number>

export function wordBag(text: string): WordBag {
  const bag: WordBag = new Map()
  for (const w of maskCitations(text)
    .toLowerCase()
    .match(/[\p{L}\p{N}§]+/gu) ?? [])
    bag.set(w, (bag.get(w) ?? 0) + 1)
  return bag
}

/** Word weights from the document frequency of each word over a collection of bags. */
export class WordWeights {
  private readonly weights = new Map<string, number>()

  constructor(bags: Iterable<WordBag>) {
    const df = new Map<string, number>()
    let n = 0
    for (const bag of bags) {
      n++
      for (const w of bag.keys()) df.set(w, (df.get(w) ?? 0) + 1)
    }
    for (const [w, d] of df) this.weights.set(w, Math.log(1 + n / d))
  }

  weight(word: string): number {
    return this.weights.get(word) ?? 0
  }

  /** Σ count·weight of a bag. */
  mass(bag: WordBag): number {
    let m = 0
    for (const [w, c] of bag) m += c * this.weight(w)
    return m
  }

  /** The weighted Dice coefficient of two bags whose masses are given; 1 for two empty texts. */
  similarity(a: WordBag, aMass: number, b: WordBag, bMass: number): number {
    if (!aMass && !bMass) return 1
    if (!aMass || !bMass) return 0
    const [small, large] = a.size <= b.size ? [a, b] : [b, a]
    let shared = 0
    for (const [w, c] of small) {
      const d = large.get(w)
      if (d) shared += Math.min(c, d) * this.weight(w)
    }
    return (2 * shared) / (aMass + bMass)
  }
}
