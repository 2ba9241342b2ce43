// The shape of an action module (the model is boardgame.io's moves): one file per action kind (or a
// small family) in actions/kinds/, listed one line each in actions/registry.ts. Its schema stays in
// the scenario language (scenario/actions.ts), the one source of the kinds; the module carries the
// rest: the references it names, what its legality rests on, and its perform. evaluate.ts loops over
// the registry and names no action.
import type { Reason } from '../answers.js'
import type { Aspect, Doubt } from '../doubts.js'
import type { Action, ActionKind } from '../scenario/index.js'
import type { Game } from '../state/game.js'

export type ActionOf<K extends ActionKind> = Extract<Action, { do: K }>

/** What performing an action gives: legal or not and why; `doubts`: what its outcome rests on; `value`: its result (what a search found…). */
export type ActionResult = { ok: boolean; why: Reason; doubts?: Doubt[]; value?: unknown }

/** The static reference checks an action module calls for the fields it names (each throws a ScenarioError). */
export interface ReferenceCheck {
  /** A card of "cards", a ref an earlier action made with "as", or an ability on the stack ("<ref>:trigger"). */
  ref(r: string, path: string): void
  /** One of the scenario's players (undefined passes). */
  player(p: string | undefined, path: string): void
  isPlayer(p: string): boolean
}

/** What the evaluation loop hands an action as it performs it. */
export interface ActionContext {
  /** Its index in "actions" and its path for errors ("actions[3]"). */
  index: number
  path: string
  /** Cards whose zone the scenario left unset (an action may set them up where it needs them). */
  defaultPlaced: Set<string>
  /** The ref of the object it makes (its "as", or the module's `makes`). */
  made: string | undefined
}

export interface ActionModule<K extends ActionKind = ActionKind> {
  /** The action kinds ("do") it carries, as the scenario schema names them. */
  kinds: readonly K[]
  /** What its legality rests on (doubts touching these make its outcome unsupported), and what its result alone rests on. */
  legal: readonly Aspect[]
  result?: readonly Aspect[]
  /** It only declares a choice: nothing happens that a trigger could see (CR 603.2). */
  declaration?: boolean
  /** It may resolve the top of the stack (CR 405.5, 608.2), where an ability that may have triggered may be. */
  resolves?: boolean
  /** It may move the game on through the turn's steps (CR 500.1, 500.2): what step it is rests on whether it happened. */
  movesTurn?: boolean
  /** Static checks of the references it names beyond "card", "copyOf" and the player fields, which the loop checks for every action. */
  references?(a: ActionOf<K>, check: ReferenceCheck, path: string): void
  /** The refs of the objects it is about beyond "card" and "copyOf": their doubts are its doubts, and its doubts become theirs. */
  about?(game: Game, a: ActionOf<K>): string[]
  /** The ref of the object it makes when the action gives no "as". */
  makes?(a: ActionOf<K>, index: number): string
  /** Check it against the rules and carry it out; an illegal action changes nothing (CR 732). */
  perform(game: Game, a: ActionOf<K>, ctx: ActionContext): ActionResult
}

/** Declare an action module (the kinds' types flow into its functions). */
export const defineAction = <K extends ActionKind>(m: ActionModule<K>): ActionModule<K> => m
