// What the engine answers: one Answer per question, one ActionOutcome per action, their shape
// defined once in scenario/answers.ts. Citations are keys: a CR rule number, or a ruling the engine
// relies on (by its key in rulings.ts, with the text it quotes and the card it is about). The
// evaluate service turns keys into texts from the store. Here: the builder of reasons and citations.
import { cardRulingsOn, RULINGS, type CardRulingEvent, type RulingKey } from './rulings.js'
import type { CitationKey } from './scenario/answers.js'

export type { ActionOutcome, Answer, AnswerValue, CitationKey, EvaluateResult, RuleCitation, RulingCitation } from './scenario/answers.js'

/** A small builder for because-text and citations that travel together. */
export class Reason {
  readonly citations: CitationKey[] = []
  constructor(public text = '') {}

  rule(...numbers: string[]): this {
    for (const n of numbers) if (!this.citations.some((c) => 'rule' in c && c.rule === n)) this.citations.push({ rule: n })
    return this
  }

  ruling(key: RulingKey, card: string): this {
    if (!this.citations.some((c) => 'ruling' in c && c.ruling.key === key && c.ruling.card === card)) {
      this.citations.push({ ruling: { key, card, text: RULINGS[key].text } })
    }
    return this
  }

  /** Cite the card's own rulings about this event, if it has any (rulings as data, rulings.ts). */
  cardRulings(event: CardRulingEvent, card: string): this {
    for (const key of cardRulingsOn(event, card)) this.ruling(key, card)
    return this
  }

  merge(other: { citations: CitationKey[] }): this {
    for (const c of other.citations) {
      if ('rule' in c) this.rule(c.rule)
      else this.ruling(c.ruling.key, c.ruling.card)
    }
    return this
  }

  say(text: string): this {
    if (!text) return this
    this.text = this.text ? `${this.text} ${text}` : text
    return this
  }
}

export const reason = (text = '') => new Reason(text)

/** "You" for the first player, the player's name for others — as a sentence's subject. */
export const subject = (player: string, you = 'you') => (player === you ? 'You' : player)

/** "your" for the first player ("you"), "opponent's" for others. */
export const possessive = (player: string, you = 'you') => (player === you ? 'your' : `${player}'s`)

/** Where an object is, in words: "on the battlefield", "in your graveyard", "in opponent's hand". */
export const zonePhrase = (zone: string | null, owner: string, you: string) =>
  zone === null
    ? 'nowhere (it no longer exists)'
    : zone === 'battlefield' || zone === 'stack'
      ? `on the ${zone}`
      : `in ${owner === you ? 'your' : `${owner}'s`} ${zone}`

/** Thrown for a scenario the engine can't read (unknown reference, impossible setup): the caller's mistake, a 4xx. */
export class ScenarioError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`)
    this.name = 'ScenarioError'
  }
}
