// Matching the entries of two editions: which old rule is which new rule, whatever their numbers.
// Entries are matched on their text and their neighbourhood, in passes from the surest to the
// loosest, each pass seeing the pairs the earlier ones made:
//
//   0. same key (glossary only): a term kept is the same entry, however its definition changed;
//   1. identical text found once in each edition;
//   2. identical text once cited rule numbers are masked ("see rule 726" / "see rule 727"), found
//      once in each edition;
//   3. the texts found several times, identical and then modulo citations: paired where the
//      neighbourhood agrees (in rounds, as pairs are made), then the same number, then in
//      document order;
//   4. similar text: every unpaired old × unpaired new entry of the same group is scored by the
//      weighted word similarity of their texts (similarity.ts); a pair is taken when the texts
//      are alike (≥ ALIKE), or fairly alike (≥ NEAR) where the neighbourhood agrees: the parents
//      are paired, the entry before or after is paired with the entry before or after, or the
//      number is the same. Pairs are taken greedily, best first, in rounds until none is left:
//      each round's pairs are the next round's neighbourhood.
//
// Whatever stays unpaired was removed (old) or added (new). Every order is fixed (score, then
// document order), so the result is deterministic.
import { type WordBag, WordWeights, wordBag } from './similarity.js'
import { maskCitations } from './citations.js'

export interface MatchItem {
  /** Rule number or glossary term. */
  key: string
  /** Entries pair only within a group (sections with sections, rules and subrules together, …). */
  group: string
  /** Index of the parent entry in the same list, or -1. */
  parent: number
  /** The text compared. */
  content: string
}

export interface Matching {
  /** For each old entry, the index of its new entry, or -1. */
  oldToNew: Int32Array
  /** For each new entry, the index of its old entry, or -1. */
  newToOld: Int32Array
  /** For each old entry paired, how alike the texts are (1 for identical texts, modulo citations in pass 2). */
  similarity: Float64Array
  /** How alike the texts of old entry i and new entry j are (0–1). */
  similarityOf: (i: number, j: number) => number
}

export interface MatchOptions {
  /** Pair entries with the same key before anything else (the glossary: a term is its identity). */
  sameKeyFirst?: boolean
}

/** Texts at least this alike pair on their text alone. */
export const ALIKE = 0.6
/** Texts at least this alike pair where the neighbourhood agrees. */
export const NEAR = 0.3
const MAX_ROUNDS = 20

interface Prepared {
  items: readonly MatchItem[]
  masked: string[]
  bags: WordBag[]
  mass: number[]
}

export function matchEntries(oldItems: readonly MatchItem[], newItems: readonly MatchItem[], options: MatchOptions = {}): Matching {
  const oldToNew = new Int32Array(oldItems.length).fill(-1)
  const newToOld = new Int32Array(newItems.length).fill(-1)
  const similarity = new Float64Array(oldItems.length)
  const pair = (i: number, j: number, sim: number) => {
    oldToNew[i] = j
    newToOld[j] = i
    similarity[i] = sim
  }
  const bags = new Map<string, WordBag>()
  const a = prepare(oldItems, bags)
  const b = prepare(newItems, bags)
  const weights = new WordWeights([...a.bags, ...b.bags])
  a.mass = a.bags.map((bag) => weights.mass(bag))
  b.mass = b.bags.map((bag) => weights.mass(bag))
  const similarityOf = (i: number, j: number) => weights.similarity(a.bags[i]!, a.mass[i]!, b.bags[j]!, b.mass[j]!)

  /** How many of parent, previous and next entry are paired with their counterparts. */
  const neighbours = (i: number, j: number): number => {
    let n = 0
    const pi = oldItems[i]!.parent
    const pj = newItems[j]!.parent
    if (pi >= 0 && pj >= 0 && oldToNew[pi] === pj) n++
    if (i > 0 && j > 0 && oldToNew[i - 1] === j - 1) n++
    if (i + 1 < oldItems.length && j + 1 < newItems.length && oldToNew[i + 1] === j + 1) n++
    return n
  }
  const sameKey = (i: number, j: number) => (oldItems[i]!.key === newItems[j]!.key ? 1 : 0)

  // 0. same key
  if (options.sameKeyFirst) {
    const byKey = new Map<string, number>()
    newItems.forEach((item, j) => byKey.set(`${item.group}\u0000${item.key}`, j))
    oldItems.forEach((item, i) => {
      const j = byKey.get(`${item.group}\u0000${item.key}`)
      if (j !== undefined && newToOld[j] === -1) pair(i, j, b.masked[j] === a.masked[i] ? 1 : similarityOf(i, j))
    })
  }

  // 1 and 2. identical text, then identical text modulo citations: first the texts found once in
  // each edition, then the repeated ones (by then their neighbourhoods are mostly paired)
  type Group = { old: number[]; new: number[] }
  const groupsBy = (textOf: (p: Prepared, index: number) => string): Group[] => {
    const groups = new Map<string, Group>()
    const groupOf = (key: string) => {
      let g = groups.get(key)
      if (!g) groups.set(key, (g = { old: [], new: [] }))
      return g
    }
    oldItems.forEach((item, i) => oldToNew[i] === -1 && groupOf(`${item.group}\u0000${textOf(a, i)}`).old.push(i))
    newItems.forEach((item, j) => newToOld[j] === -1 && groupOf(`${item.group}\u0000${textOf(b, j)}`).new.push(j))
    return [...groups.values()].filter((g) => g.old.length && g.new.length)
  }
  const pairUnique = (groups: Group[]) => {
    for (const g of groups) if (g.old.length === 1 && g.new.length === 1) pair(g.old[0]!, g.new[0]!, 1)
  }
  /** A repeated text: by the neighbourhood (in rounds, as pairs are made), then same number, then document order. */
  const pairRepeated = (groups: Group[]) => {
    const repeated = groups.filter((g) => g.old.length > 1 || g.new.length > 1)
    const candidates = (withNeighbours: boolean) => {
      const out: { i: number; j: number; score: number }[] = []
      for (const g of repeated)
        for (const i of g.old) {
          if (oldToNew[i] !== -1) continue
          for (const j of g.new) {
            if (newToOld[j] !== -1) continue
            const n = neighbours(i, j)
            if (withNeighbours && !n) continue
            out.push({ i, j, score: n * 2 + sameKey(i, j) })
          }
        }
      return out.sort((x, y) => y.score - x.score || x.i - y.i || x.j - y.j)
    }
    const take = (list: { i: number; j: number }[]) => {
      let made = 0
      for (const c of list)
        if (oldToNew[c.i] === -1 && newToOld[c.j] === -1) {
          pair(c.i, c.j, 1)
          made++
        }
      return made
    }
    for (let round = 0; round < MAX_ROUNDS && take(candidates(true)); round++);
    take(candidates(false))
  }
  const exact = (p: Prepared, index: number) => p.items[index]!.content
  const masked = (p: Prepared, index: number) => p.masked[index]!
  pairUnique(groupsBy(exact))
  pairUnique(groupsBy(masked))
  pairRepeated(groupsBy(exact))
  pairRepeated(groupsBy(masked))

  // 4. similar text, in rounds
  const cache = new Map<number, number>()
  const cachedSimilarity = (i: number, j: number) => {
    const k = i * newItems.length + j
    let s = cache.get(k)
    if (s === undefined) cache.set(k, (s = similarityOf(i, j)))
    return s
  }
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const unpairedNew = new Map<string, number[]>()
    newItems.forEach((item, j) => {
      if (newToOld[j] !== -1) return
      let list = unpairedNew.get(item.group)
      if (!list) unpairedNew.set(item.group, (list = []))
      list.push(j)
    })
    const candidates: { i: number; j: number; sim: number; score: number }[] = []
    oldItems.forEach((item, i) => {
      if (oldToNew[i] !== -1) return
      for (const j of unpairedNew.get(item.group) ?? []) {
        // the weighted Dice coefficient is at most 2·min/(sum) of the masses
        const lo = Math.min(a.mass[i]!, b.mass[j]!)
        const hi = Math.max(a.mass[i]!, b.mass[j]!)
        if (hi > 0 && (2 * lo) / (lo + hi) < NEAR) continue
        const sim = cachedSimilarity(i, j)
        if (sim < NEAR) continue
        const agree = neighbours(i, j) + sameKey(i, j)
        if (sim < ALIKE && agree === 0) continue
        candidates.push({ i, j, sim, score: sim + 0.1 * agree })
      }
    })
    candidates.sort((x, y) => y.score - x.score || x.i - y.i || x.j - y.j)
    let made = 0
    for (const c of candidates) {
      if (oldToNew[c.i] !== -1 || newToOld[c.j] !== -1) continue
      pair(c.i, c.j, c.sim)
      made++
    }
    if (!made) break
  }
  return { oldToNew, newToOld, similarity, similarityOf: cachedSimilarity }
}

/** Texts, masked and as word bags; a text both editions have is read once. */
function prepare(items: readonly MatchItem[], bags: Map<string, WordBag>): Prepared {
  const bagOf = (text: string) => {
    let bag = bags.get(text)
    if (!bag) bags.set(text, (bag = wordBag(text)))
    return bag
  }
  return { items, masked: items.map((item) => maskCitations(item.content)), bags: items.map((item) => bagOf(item.content)), mass: [] }
}
