// Reading "deals combat damage" triggers from Oracle text (CR 510.3a, 603.2): pure text reading, for
// the Oracle parser (src/engine/oracle/abilities.ts); combat/triggers.ts matches them to combat damage.
import type { TriggeredAbility } from '../oracle/types.js'

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
