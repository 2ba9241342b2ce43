// "Attacks" triggered abilities (CR 508.3a): "Whenever ~ attacks" and "Whenever a Dragon you control
// attacks" trigger once for each creature declared as an attacker that they name — not for one put onto
// the battlefield attacking. "Deals combat damage" triggered abilities (CR 510.3a, 603.2), as trigger-words.ts reads them, matched
// against the combat damage each creature dealt in a combat damage step (510.2: all of it at once,
// one event per creature). "Whenever ~ deals combat damage to a player" (Slith Firewalker), "… to an
// opponent", "Whenever ~ deals combat damage" (to anything), and "Whenever a creature you control deals
// combat damage to an opponent" (Coastal Piracy: once for each creature, as its ruling says).
import type { TriggeredAbility } from '../oracle/types.js'
import type { GameObject, PlayerId } from '../state/game.js'
import { matchesQuality } from '../state/card.js'

/** The combat damage one creature dealt in one combat damage step (CR 510.2). */
export interface CombatDamageEvent {
  kind: 'combatDamage'
  source: GameObject
  /** The players it dealt combat damage to. */
  players: PlayerId[]
  /** The creatures and planeswalkers it dealt combat damage to. */
  objects: GameObject[]
  amount: number
}

/** Does this ability of `source` trigger on the combat damage one creature dealt (CR 603.2)? */
export function combatDamageTriggers(source: GameObject, a: TriggeredAbility, e: CombatDamageEvent): boolean {
  const players = a.who === 'opponent' ? e.players.filter((p) => p !== e.source.controller) : e.players
  if (a.event === 'combatDamage')
    return e.source.id === source.id && (a.filter === 'player' ? players.length > 0 : players.length + e.objects.length > 0)
  if (a.event === 'creatureCombatDamage')
    return (
      e.source.controller === source.controller &&
      players.length > 0 &&
      a.filter!.split(' ').every((w) => w === 'creature' || matchesQuality(e.source.face, w)) &&
      matchesQuality(e.source.face, 'creature')
    )
  return false
}

/**
 * Does this ability of `source` trigger on this creature becoming blocked (CR 509.3c)? "Whenever ~ becomes
 * blocked": the creature itself; "Whenever enchanted/equipped creature becomes blocked": the creature its source
 * is attached to (CR 301.5, 303.4) — null when what it is attached to isn't known (a filter it can't check, 603.2).
 */
export function becomesBlockedTriggers(source: GameObject, a: TriggeredAbility, attacker: GameObject): boolean | null {
  if (a.filter === '~') return attacker.id === source.id
  if (source.attachedTo === undefined) return null
  return source.attachedTo === attacker.id
}

/** Does this ability of `source` trigger on this creature being declared as an attacker (CR 508.3a)? */
export function attackTriggers(source: GameObject, a: TriggeredAbility, attacker: GameObject): boolean {
  if (a.event === 'attacks') return attacker.id === source.id
  if (a.event === 'creatureAttacks')
    return (
      attacker.controller === source.controller &&
      matchesQuality(attacker.face, 'creature') &&
      a.filter!.split(' ').every((w) => w === 'creature' || matchesQuality(attacker.face, w))
    )
  return false
}
