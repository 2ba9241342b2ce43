// One example of the Comprehensive Rules, as data: the rule it belongs to, its text quoted from the
// CR, and either a scenario that reproduces it with the answers the example states, or why the
// scenario language can't state it. The runner (cr-examples.test.ts) checks that every example of
// the families it covers appears once, and that the engine answers each right or unsupported.
import type { Scenario } from '../../../src/engine/index.js'

interface Quoted {
  /** The rule the example follows, e.g. "613.4d". */
  rule: string
  /** The example's text as the CR prints it, without "Example: ". */
  example: string
  /** How the scenario reads the example, when that isn't plain. */
  note?: string
}

export interface Expressible extends Quoted {
  scenario: Scenario
  /** The answers the example states, one per question of scenario.ask (after all its actions). */
  answers: unknown[]
  /** States the example gives on the way: the same questions asked after the first `actions` actions. */
  after?: { actions: number; answers: unknown[] }[]
}

export interface NotExpressible extends Quoted {
  /** What the scenario language lacks to state it. */
  notExpressible: string
}

export type CrExample = Expressible | NotExpressible

export const isExpressible = (e: CrExample): e is Expressible => 'scenario' in e
