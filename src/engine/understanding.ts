// How much of a card the engine understands: each clause of its Oracle text with its status, and
// for a corpus, the share of cards whose every clause is understood and the most common shapes of
// the clauses that aren't (what to teach the engine next). GET /cards/:id/engine serves the first;
// bench/engine.bench.ts prints the second, and a test keeps it from going down.
import type { Aspect } from './doubts.js'
import type { CardCharacteristics } from './scenario/index.js'
import { readCard } from './state/card.js'
import { readFace } from './effects/face.js'

export interface ClauseReport {
  text: string
  kind: 'keyword' | 'activated' | 'triggered' | 'sentence'
  status: 'understood' | 'not_understood'
  /** What the engine read from it; empty when nothing. */
  readAs: string[]
  /** The part not understood, or null. */
  notUnderstood: string | null
  /** What that part could change: answers resting on these come back unsupported. */
  affects: Aspect[]
}

export interface CardUnderstanding {
  name: string
  /** Every clause understood and nothing about the card as a whole in doubt. */
  understood: boolean
  clauses: ClauseReport[]
  /** What the engine can't use of the card as a whole (an unreadable mana cost, several faces read as one). */
  cardDoubts: string[]
}

export function understandCard(c: CardCharacteristics): CardUnderstanding {
  const face = readFace(readCard(c))
  const clauses = face.abilities.clauses.map(
    (k): ClauseReport => ({
      text: k.text,
      kind: k.kind,
      status: k.understood ? 'understood' : 'not_understood',
      readAs: [...k.readAs],
      notUnderstood: k.understood ? null : k.rest,
      affects: [...k.affects],
    }),
  )
  const cardDoubts = face.doubts.map((d) => d.text)
  return { name: c.name, understood: !cardDoubts.length && clauses.every((k) => k.status === 'understood'), clauses, cardDoubts }
}

/** A clause's shape: the card's own name as "~", mana symbols as {M}, numbers as N, lower case. */
export function clauseShape(text: string, name: string): string {
  let t = text
  for (const n of [name, ...name.split(' // ')].sort((a, b) => b.length - a.length)) if (n) t = t.split(n).join('~')
  return t
    .replace(/(?:\{[^{}]+\})+/g, '{M}')
    .replace(/[+-]?\b\d+\b/g, 'N')
    .toLowerCase()
}

export interface CorpusUnderstanding {
  cards: number
  understood: number
  /** understood / cards. */
  share: number
  clauses: number
  clausesUnderstood: number
  /** The most common shapes of not-understood clauses, with how many clauses have each. */
  topNotUnderstood: { shape: string; count: number }[]
}

export function corpusUnderstanding(cards: Iterable<CardCharacteristics>, top = 30): CorpusUnderstanding {
  let n = 0
  let understood = 0
  let clauses = 0
  let clausesUnderstood = 0
  const shapes = new Map<string, number>()
  for (const c of cards) {
    const u = understandCard(c)
    n++
    if (u.understood) understood++
    for (const k of u.clauses) {
      clauses++
      if (k.status === 'understood') clausesUnderstood++
      else {
        const s = clauseShape(k.text, c.name)
        shapes.set(s, (shapes.get(s) ?? 0) + 1)
      }
    }
  }
  const topNotUnderstood = [...shapes.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, top)
    .map(([shape, count]) => ({ shape, count }))
  return { cards: n, understood, share: n ? understood / n : 0, clauses, clausesUnderstood, topNotUnderstood }
}
