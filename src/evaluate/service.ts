// The evaluate service: validate a scenario, resolve its card names from the store, run the rules
// engine, and turn the engine's citation keys into rule and ruling texts from the store. REST
// (POST /evaluate) and GraphQL (evaluate) both call it, so they answer alike.
import { ClientError } from '../errors.js'
import { evaluate, ScenarioError, storeName, validateScenario, type CardCharacteristics, type Scenario } from '../engine/index.js'
import type { Database } from '../store/database.js'
import { CardResolver, type StoredCard } from './cards.js'
import { CitationResolver } from './citations.js'
import type { EvaluateResponse } from './response.js'

export type { ActionOutcomeOut, AnswerOut, EvaluateResponse } from './response.js'

export class EvaluateService {
  readonly cards: CardResolver
  readonly citations: CitationResolver

  constructor(db: Database) {
    this.cards = new CardResolver(db)
    this.citations = new CitationResolver(db)
  }

  /** Validate, then evaluate. Throws ClientError (400) naming what is wrong with a malformed scenario. */
  async evaluate(input: unknown): Promise<EvaluateResponse> {
    const v = validateScenario(input)
    if (!v.ok) throw new ClientError(400, 'invalid_scenario', v.message)
    return this.evaluateValid(v.value)
  }

  /** Evaluate a scenario that validateScenario has accepted (the REST route validates it on the way in). */
  async evaluateValid(scenario: Scenario): Promise<EvaluateResponse> {
    const names = new Map<string, string>() // ref → store name
    for (const [ref, spec] of Object.entries(scenario.cards)) {
      const n = storeName(spec)
      if (n !== null) names.set(ref, n)
    }
    // the usual case — every card and citation already cached — runs without a single await
    const found = this.cards.cached(names.values()) ?? (await this.cards.resolve([...names.values()]))
    const { cards, byName, unknown } = this.characteristics(names, found)
    if (unknown) {
      const [ref, name] = unknown
      const suggestion = await this.cards.suggest(name)
      throw new ClientError(
        400,
        'unknown_card',
        `cards.${ref}: no card named "${name}" in the store${suggestion ? ` — did you mean "${suggestion}"?` : ''} Name a card exactly (any case), or define it inline with name, manaCost, typeLine and oracleText.`,
      )
    }
    let result: ReturnType<typeof evaluate>
    try {
      result = evaluate(scenario, cards)
    } catch (e) {
      if (e instanceof ScenarioError) throw new ClientError(400, 'invalid_scenario', e.message)
      throw e
    }
    const keys = [...result.answers, ...result.actions].flatMap((a) => a.citations)
    if (!this.citations.ready(keys, byName)) await this.citations.prepare(keys, byName)
    return {
      answers: result.answers.map((a) => ({ ...a, citations: this.citations.resolve(a.citations, byName) })),
      actions: result.actions.map((a) => ({ ...a, citations: this.citations.resolve(a.citations, byName) })),
    }
  }

  private characteristics(names: Map<string, string>, found: Map<string, StoredCard | null>) {
    const cards: Record<string, CardCharacteristics> = {}
    const byName = new Map<string, StoredCard>()
    for (const [ref, name] of names) {
      const card = found.get(name)
      if (!card) return { cards, byName, unknown: [ref, name] as const }
      cards[ref] = card.characteristics
      byName.set(card.characteristics.name.toLowerCase(), card)
    }
    return { cards, byName, unknown: null }
  }
}

const services = new WeakMap<Database, EvaluateService>()

/** One service per database, shared by REST and GraphQL. */
export function evaluateServiceFor(db: Database): EvaluateService {
  let s = services.get(db)
  if (!s) {
    s = new EvaluateService(db)
    services.set(db, s)
  }
  return s
}
