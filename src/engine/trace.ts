// What an answer or an action outcome rests on, reported to a context as it is read (the model is
// graphql-js's ValidationContext.reportError: report to the context, don't return arrays up the call
// chain). A trace holds what was consulted — objects and the aspects of them read, the battlefield's
// static abilities, game-wide events — and the doubts found there: clauses the engine didn't
// understand (opaque, each with its card and CR kind) or rules it doesn't model. One function,
// `verdict`, turns a trace into `supported` and the `because`: nothing else decides it.
import { reason, type CitationKey } from './answers.js'
import { addDoubts, doubtText, type Aspect, type Doubt } from './doubts.js'

export type Consulted =
  /** An object's characteristics, history and own clauses, for these aspects. */
  | { kind: 'object'; ref: string; aspects: readonly Aspect[] }
  /** The static abilities of every permanent on the battlefield (CR 604.1, 611.3a), for these aspects. */
  | { kind: 'battlefield'; aspects: readonly Aspect[] }
  /** Game-wide events: effects resolved, abilities that may have triggered, doubted actions (CR 608.2, 603.2). */
  | { kind: 'events'; aspects: readonly Aspect[] }
  /** An earlier action's outcome (the legal, found and manaProduced questions). */
  | { kind: 'action'; id: string }

export class Trace {
  readonly consulted: Consulted[] = []
  readonly doubts: Doubt[] = []

  consult(c: Consulted): this {
    this.consulted.push(c)
    return this
  }

  /** Report what the answer rests on and the engine can't be sure of. */
  report(doubts: readonly Doubt[]): this {
    addDoubts(this.doubts, doubts)
    return this
  }

  /** The opaque clauses the answer rests on (not-understood clauses of a card, with their CR kind). */
  get opaqueClauses(): NonNullable<Doubt['clause']>[] {
    return this.doubts.flatMap((d) => (d.clause ? [d.clause] : []))
  }

  get clean(): boolean {
    return this.doubts.length === 0
  }
}

export type Verdict = { supported: true } | { supported: false; because: string; citations: CitationKey[] }

/** The one place `supported` is decided: an answer is supported exactly when its trace reported no doubt. */
export function verdict(trace: Trace): Verdict {
  if (trace.clean) return { supported: true }
  return {
    supported: false,
    because: doubtText(trace.doubts),
    citations: reason().rule(...trace.doubts.flatMap((d) => d.rules)).citations,
  }
}

/** A trace as plain data, for tests and tools (evaluate's `trace` option). */
export interface TraceView {
  consulted: Consulted[]
  doubts: { text: string; rules: string[]; aspects?: Aspect[]; clause?: Doubt['clause'] }[]
}

export const viewOf = (t: Trace): TraceView => ({ consulted: t.consulted, doubts: t.doubts.map((d) => ({ ...d })) })
