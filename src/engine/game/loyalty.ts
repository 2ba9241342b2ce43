// Loyalty abilities (CR 606): an activated ability with a loyalty symbol in its cost ("[+1]: …",
// "[−3]: …"). Its cost is putting on or removing loyalty counters (606.4); one with a negative cost
// needs at least that many (606.6); it may be activated only as a sorcery — the controller's main phase,
// stack empty, with priority (606.3, checked by timing.ts once the turn is known) — and only if no
// loyalty ability of that permanent was activated this turn (606.3). A permanent left with no loyalty
// is put into its owner's graveyard as a state-based action (704.5i); the ability still resolves (113.7a).
import { reason, type Reason } from '../answers.js'
import type { ActivatedAbility } from '../oracle/types.js'
import type { Game, GameObject } from '../state/game.js'
import { loyaltyCost } from './loyalty-cost.js'

export const isLoyaltyAbility = (a: Pick<ActivatedAbility, 'otherCosts'>) => a.otherCosts.some((c) => loyaltyCost(c) !== null)

/** Loyalty activations this turn: permanent object id → the turn number (0 when no turn is set up). */
const activated = new WeakMap<Game, Map<number, number>>()
const turnNumber = (game: Game) => game.core.turn?.number ?? 0

/** CR 606.3: why a loyalty ability of this permanent can't be activated again this turn, or null. */
export function loyaltyOncePerTurn(game: Game, obj: GameObject, a: ActivatedAbility): Reason | null {
  if (!isLoyaltyAbility(a)) return null
  if (activated.get(game)?.get(obj.id) !== turnNumber(game)) return null
  return reason(
    `A loyalty ability of ${obj.face.name} was already activated this turn: a player may activate a loyalty ability of a permanent only if no player has activated one of that permanent's loyalty abilities this turn (CR 606.3).`,
  ).rule('606.3')
}

/** Note that a loyalty ability of this permanent was activated this turn (CR 606.3). */
export function recordLoyaltyActivation(game: Game, obj: GameObject, a: ActivatedAbility) {
  if (!isLoyaltyAbility(a)) return
  const m = activated.get(game) ?? new Map<number, number>()
  m.set(obj.id, turnNumber(game))
  activated.set(game, m)
}
