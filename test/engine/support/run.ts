// Running scenarios in engine tests the way the evaluate service does: store names in a scenario's
// cards resolve to real card data (loaded from the shared MTGJSON files), inline cards are used as is.
// Every result is checked against the one schema of answers (src/engine/scenario/answers.ts).
import {
  evaluate,
  storeName,
  understandCard,
  type Answer,
  type CardCharacteristics,
  type EvaluateResult,
  type Scenario,
} from '../../../src/engine/index.js'
import { engineResultErrors } from '../../support/evaluation-shape.js'

export function engineWith(pool: Record<string, CardCharacteristics>) {
  return (scenario: Scenario): EvaluateResult => {
    const cards: Record<string, CardCharacteristics> = {}
    for (const [ref, spec] of Object.entries(scenario.cards)) {
      const name = storeName(spec)
      if (name === null) continue
      const c = pool[name]
      if (!c) throw new Error(`test setup: ${name} wasn't loaded`)
      cards[ref] = c
    }
    const result = evaluate(scenario, cards)
    const wrong = engineResultErrors(result)
    if (wrong.length > 0) throw new Error(`the engine's result does not fit its schema: ${wrong.join('; ')}`)
    return result
  }
}

export const rules = (a: { citations: Answer['citations'] }) => a.citations.flatMap((c) => ('rule' in c ? [c.rule] : []))
export const rulings = (a: { citations: Answer['citations'] }) => a.citations.flatMap((c) => ('ruling' in c ? [c.ruling.key] : []))

/** The answers' values, in order: the short form most tests assert. */
export const values = (r: EvaluateResult) => r.answers.map((a) => a.value)

/** The clauses of a card the engine doesn't understand (CR text as printed): [] when it models all of it. */
export const notUnderstood = (card: CardCharacteristics) =>
  understandCard(card)
    .clauses.filter((c) => c.status !== 'understood')
    .map((c) => c.text)
