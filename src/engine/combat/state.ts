// The combat phase as state (CR 506): which creatures attack whom, which block which, which
// attackers are blocked (509.1h), the damage assignments the attacking and defending players chose
// (510.1c–d, 702.19b), and the first-strike combat damage step (510.4). Kept by object id: a creature
// that leaves the battlefield is a new object, so it is removed from combat (506.4). Held beside the
// game, not in it: only the combat modules read it.
import type { Doubt } from '../doubts.js'
import type { Game, GameObject, PlayerId } from '../state/game.js'

export interface AttackingCreature {
  /** The player it attacks (CR 506.2, 508.1b). */
  defending: PlayerId
  /** CR 509.1h: once blocked, it stays blocked even if its blockers leave combat. */
  blocked: boolean
}

export interface CombatState {
  /** Attacking creatures by object id (CR 508.1, 506.3). */
  attackers: Map<number, AttackingCreature>
  /** Blocking creatures by object id: the attacker each blocks (CR 509.1a, 509.1g). */
  blockers: Map<number, number>
  attackersDeclared: boolean
  blockersDeclared: boolean
  /** The combat damage assignments chosen, by the assigning creature's object id: recipient ref or player → amount. */
  assignments: Map<number, Record<string, number>>
  /** CR 510.4: 'first' while in the first-strike combat damage step, 'regular' after it or with no first strike; null before. */
  damageStep: 'first' | 'regular' | null
  /** CR 510.4: the creatures that had first strike or double strike as the first combat damage step began. */
  struckFirst: Set<number>
  /** What combat's result rests on that the engine doesn't model. */
  doubts: Doubt[]
}

const combats = new WeakMap<Game, CombatState>()

/** The current combat, if a combat phase has begun and not ended (CR 506.1, 511.3). */
export const combatOf = (game: Game): CombatState | undefined => combats.get(game)

/** CR 506.1: the beginning of combat step starts a new combat. */
export function beginCombat(game: Game): CombatState {
  const c: CombatState = {
    attackers: new Map(),
    blockers: new Map(),
    attackersDeclared: false,
    blockersDeclared: false,
    assignments: new Map(),
    damageStep: null,
    struckFirst: new Set(),
    doubts: [],
  }
  combats.set(game, c)
  return c
}

/** CR 511.3: as the end of combat step ends, all creatures are removed from combat. */
export function endCombat(game: Game) {
  combats.delete(game)
}

/** Is this object (still) in combat: the same object, on the battlefield (CR 506.4)? */
export const inCombat = (game: Game, id: number): GameObject | undefined => {
  const o = game.objects.get(id)
  return o?.zone === 'battlefield' ? o : undefined
}

/** The creatures blocking an attacker now (CR 509.1g, 506.4): declared blockers still on the battlefield. */
export function blockersOf(game: Game, c: CombatState, attackerId: number): GameObject[] {
  const out: GameObject[] = []
  for (const [b, a] of c.blockers) if (a === attackerId && inCombat(game, b)) out.push(game.objects.get(b)!)
  return out
}

/** Are creatures attacking (declared attackers still in combat)? With none declared, 508.8 skips the blockers and damage steps. */
export const hasAttackers = (game: Game): boolean => {
  const c = combatOf(game)
  return Boolean(c?.attackers.size)
}
