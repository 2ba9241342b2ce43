// The rule behind a card's ruling: a ruling that answers the question usually applies a general rule
// (Torpor Orb's "a creature that enters with a counter still gets it" is 614.1c, replacement
// effects; Hardened Scales' "two or more effects modify how many counters: you choose the order" is
// 616.1), and a judge cites both. Rulings are written in the CR's own words, so the principles
// (principles.ts) are read off the text of the named card's ruling that best matches the question;
// their rules come in beside the ruling, so the answer is never five rulings of one card.
import { matchPrinciples } from './principles.js'
import type { Scored } from './rulings.js'
import type { RulingPassage } from './types.js'
import { tokenize } from './words.js'

export interface RuleBehind {
  number: string
  /** 0..1: how surely the question names the ruling's card. */
  strength: number
  ruling: RulingPassage
  /** The principle it states. */
  principle: string
}

/** For the best-matching ruling of each named card (`fit`: its text score against the question, 0..1; none if 0), the rules of the principles its text states. */
export function rulesBehind(rulings: readonly { row: Scored<RulingPassage>; fit: number; confidence: number }[]): RuleBehind[] {
  const out: RuleBehind[] = []
  for (const { row, fit, confidence } of rulings) {
    if (fit <= 0) continue
    const text = row.passage.text
    for (const m of matchPrinciples(text, tokenize(text)))
      for (const number of m.principle.rules)
        if (!out.some((b) => b.number === number))
          out.push({ number, strength: confidence, ruling: row.passage, principle: m.principle.name })
  }
  return out.sort((x, y) => y.strength - x.strength)
}
