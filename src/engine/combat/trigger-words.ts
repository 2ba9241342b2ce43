// Reading "deals combat damage" triggers from Oracle text (CR 510.3a, 603.2): pure text reading, for
// the Oracle parser (src/engine/oracle/abilities.ts); combat/triggers.ts matches them to combat damage.
import type { TriggeredAbility } from '../oracle/types.js'
import { unknownQualityWords } from '../state/quality-words.js'

const SELF = /^whenever ~ deals combat damage(?: to (a player|an opponent|a creature))?(?:,| or\b)/i
const CREATURE = /^whenever (?:a|an) ([\w ]+?) you control deals combat damage to (a player|an opponent)\b/i

/** Read a "deals combat damage" trigger from the first sentence of an ability; null for any other. */
export function readCombatDamageTrigger(first: string, line: string): TriggeredAbility | null {
  let m = SELF.exec(first)
  if (m) {
    if (/^whenever ~ deals combat damage or\b/i.test(first)) return null
    const to = m[1]?.toLowerCase()
    return to === 'a creature'
      ? null
      : { event: 'combatDamage', text: line, who: to === 'an opponent' ? 'opponent' : 'any', filter: to ? 'player' : '' }
  }
  m = CREATURE.exec(first)
  if (m && !/\b(?:token|attacking|blocking|with|other|non)\b/i.test(m[1]!))
    return {
      event: 'creatureCombatDamage',
      text: line,
      who: m[2]!.toLowerCase() === 'an opponent' ? 'opponent' : 'any',
      filter: m[1]!.toLowerCase(),
    }
  return null
}

const BECOMES_BLOCKED = /^whenever (~|enchanted creature|equipped creature) becomes blocked,/i

/**
 * Read "Whenever ~ becomes blocked, …" and "Whenever enchanted (equipped) creature becomes blocked, …" (CR 509.3c:
 * once, as blockers are declared); null for "becomes blocked by a creature" (509.3d: once per blocker) and for
 * one with an intervening "if" (603.4), which the engine doesn't check.
 */
export function readBecomesBlockedTrigger(first: string, line: string): TriggeredAbility | null {
  const m = BECOMES_BLOCKED.exec(first)
  const effect = line.slice(m?.[0].length ?? 0).trim()
  if (!m || /^if\b/i.test(effect)) return null
  const who = m[1]!.toLowerCase()
  // "it" is then the enchanted or equipped creature, not the ability's source: the stack's reader takes "it"
  // for the source, so such an ability stays unread (an opaque trigger of this event, state/opaque-triggers.ts)
  if (who !== '~' && /\bits?\b/i.test(effect)) return null
  return { event: 'becomesBlocked', text: line, who: 'you', filter: who === '~' ? '~' : who.split(' ')[0]! }
}

/**
 * Does the effect name the attacking creature ("it gets +1/+1", "that creature gains flying") before any
 * target? The effects' words read "it" without an earlier target as the trigger's source (effects/phrases.ts).
 */
function namesAttacker(effect: string): boolean {
  const ref = /\b(?:it|its|that creature)\b/i.exec(effect)
  return ref !== null && !/\btarget\b/i.test(effect.slice(0, ref.index))
}

const SELF_ATTACKS = /^whenever ~ attacks,/i
const CREATURE_ATTACKS = /^whenever (a|an|another) ([\w ]+?) you control attacks,/i

/**
 * Read "Whenever ~ attacks, …" and "Whenever a Dragon you control attacks, …" (CR 508.3a: they trigger
 * when the creature is declared as an attacker); null for any other, and for one with an intervening
 * "if" (CR 603.4), "attacks alone" or "attacks a player", which the engine doesn't check, and for a
 * creature's attack trigger whose effect names the attacker ("it gets +1/+1"), which it can't bind.
 */
export function readAttackTrigger(first: string, line: string): TriggeredAbility | null {
  const after = (m: RegExpExecArray) => line.slice(m[0].length).trim()
  let m = SELF_ATTACKS.exec(first)
  if (m) return /^if\b/i.test(after(m)) ? null : { event: 'attacks', text: line, who: 'you' }
  m = CREATURE_ATTACKS.exec(first)
  if (
    !m ||
    /^if\b/i.test(after(m)) ||
    namesAttacker(after(m)) ||
    /\b(?:token|attacking|blocking|with|without|other|nontoken|tapped|untapped)\b/i.test(m[2]!) ||
    unknownQualityWords(m[2]!).length
  )
    return null
  return {
    event: 'creatureAttacks',
    text: line,
    who: 'you',
    filter: m[2]!.toLowerCase(),
    ...(m[1]!.toLowerCase() === 'another' ? { excludesSelf: true } : {}),
  }
}
