// The shape of a question module (the model is graphql-js's specifiedRules): one file per question kind
// (or a small family) in questions/kinds/, listed one line each in questions/registry.ts. Its schema
// stays in the scenario language (scenario/questions.ts), the one source of the kinds; the module
// carries the references it names, the doubts its answer rests on, and its answer. The one dispatcher,
// `answer` (questions/index.ts), names no question.
import { reason, type Answer, type Reason } from '../answers.js'
import type { Aspect, Doubt } from '../doubts.js'
import type { Question, QuestionKind } from '../scenario/index.js'
import type { Game, GameObject } from '../state/game.js'
import { doubtsFor } from '../state/doubts.js'

export type QuestionOf<K extends QuestionKind> = Extract<Question, { q: K }>

/** A question's answer before the verdict: `doubts` are what its own working-out found it rests on. */
export type Partial = Pick<Answer, 'value' | 'because' | 'citations'> & {
  legal?: boolean
  detail?: Record<string, unknown>
  doubts?: Doubt[]
}

export const done = (value: Answer['value'], why: Reason, extra: { legal?: boolean; detail?: Record<string, unknown> } = {}): Partial => ({
  value,
  because: why.text,
  citations: why.citations,
  ...extra,
})

/** Why an object a question names isn't there: where it went, or that it never came to be. */
export function gone(obj: GameObject | undefined, ref: string): Reason {
  const why = reason(
    `${obj?.face.name ?? ref} doesn't exist${obj?.departure ? `: ${obj.departure.text}` : ' — the action that would have made it was illegal or never happened'}`,
  )
  if (obj?.departure) why.merge(obj.departure)
  return why
}

/** The static reference checks a question module calls for the fields it names (each throws a ScenarioError). */
export interface QuestionReferenceCheck {
  ref(r: string, path: string): void
  player(p: string | undefined, path: string): void
  isPlayer(p: string): boolean
  /** The id of an action of the scenario (legal, found, manaProduced ask about one). */
  action(q: QuestionKind, id: string, path: string): void
}

export interface QuestionContext {
  /** Cards whose zone the scenario left unset (canCast sets them up where the cast would take them). */
  defaultPlaced: Set<string>
}

export interface QuestionModule<K extends QuestionKind = QuestionKind> {
  /** The question kinds ("q") it answers, as the scenario schema names them. */
  kinds: readonly K[]
  /** A legality question: unsupported, it answers `legal: null` beside `value: null`. */
  legality?: boolean
  /**
   * Why its answer is the same wherever its objects are, citing the rule (owner: CR 108.3). Without it, the
   * dispatcher consults the zone doubts of every object the question names (see `locatedObjects`).
   */
  sameInEveryZone?: string
  /** Static checks of the references it names. */
  references(q: QuestionOf<K>, check: QuestionReferenceCheck, path: string): void
  /** The doubts of what it consults (its objects', its action's, the battlefield's): any makes it unsupported before it is worked out. */
  doubts(game: Game, q: QuestionOf<K>): Doubt[]
  /** Work out the answer (called only when `doubts` found none). */
  answer(game: Game, q: QuestionOf<K>, ctx: QuestionContext): Partial
}

/** Declare a question module (the kinds' types flow into its functions). */
export const defineQuestion = <K extends QuestionKind>(m: QuestionModule<K>): QuestionModule<K> => m

/** The references of a question about one object ("of"). */
export const aboutObject = (q: { of: string }, check: QuestionReferenceCheck, path: string) => check.ref(q.of, `${path}.of`)
/** The references of a question about a player ("of", default you). */
export const aboutPlayer = (q: { of?: string }, check: QuestionReferenceCheck, path: string) => check.player(q.of, `${path}.of`)
/** The doubts of a question about one object: its own and the battlefield's, touching these aspects. */
export const objectDoubts =
  (aspects: Aspect[]) =>
  (game: Game, q: { of: string }): Doubt[] =>
    doubtsFor(game, [game.current(q.of)], aspects)

/**
 * The objects a question names, as its own `references` names them (the fields it checks as refs, not
 * players nor action ids): what a question asks of an object rests on where that object is. Each zone change
 * makes a new object (CR 400.7); only spells and permanents have controllers (CR 108.4); abilities
 * function in their zone (CR 113.6); a card is cast and targeted from a zone (CR 601.2a, 115.1). So the
 * dispatcher consults the doubts on each one's zone for every question, and a module can't forget them.
 */
export function locatedObjects(module: QuestionModule, q: Question, game: Game): GameObject[] {
  const refs: string[] = []
  const check: QuestionReferenceCheck = {
    ref: (r) => void refs.push(r),
    player: () => {},
    isPlayer: (p) => game.players.includes(p),
    action: () => {},
  }
  module.references(q as never, check, 'ask')
  return refs.flatMap((r) => game.current(r) ?? [])
}

/** The game core's answer about an object that isn't there (power, toughness, damage, wouldDie). */
export function doesntExist(obj: GameObject | undefined, ref: string): Partial {
  return done(
    null,
    reason(`${obj?.face.name ?? ref} doesn't exist${obj?.departure ? `: ${obj.departure.text}` : ''}`).merge(obj?.departure ?? reason()),
  )
}

/** An answer worked out with its value, reason, legality and detail apart (the stack's questions). */
export const partialOf = (a: { value: Answer['value']; why: Reason; legal?: boolean; detail?: Record<string, unknown> }): Partial =>
  done(a.value, a.why, { ...(a.detail ? { detail: a.detail } : {}), ...(a.legal !== undefined ? { legal: a.legal } : {}) })

/** What the stack's questions work out: the answer and the doubts it rests on, together. */
export interface StackAnswer {
  value: boolean | string[] | null
  why: Reason
  legal?: boolean
  detail?: Record<string, unknown>
  doubts: Doubt[]
}
