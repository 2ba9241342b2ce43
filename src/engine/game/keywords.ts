// The keywords the game core applies when damage is dealt and state-based actions are checked, read
// from a card's keyword lines or from keyword counters (CR 122.1b). Granted abilities ("creatures you
// control have deathtouch") are not read: the Oracle reader marks such clauses as affecting
// 'keywords', and answers resting on them come back unsupported.
import type { GameObject } from '../state/game.js'

export const DAMAGE_KEYWORDS = {
  deathtouch: '702.2b', // destroyed by any damage from it (704.5h)
  lifelink: '702.15b', // its controller gains that much life (120.3f)
  infect: '702.90b', // -1/-1 counters to creatures, poison to players (120.3b, 120.3d)
  wither: '702.80a', // -1/-1 counters to creatures (120.3d)
  indestructible: '702.12b', // not destroyed by lethal damage or deathtouch (704.5g–h)
} as const
export type DamageKeyword = keyof typeof DAMAGE_KEYWORDS

/** Does the object have this keyword, printed on its card or from a keyword counter (CR 122.1b)? */
export function hasKeyword(obj: GameObject, keyword: DamageKeyword): boolean {
  if ((obj.counters[keyword] ?? 0) > 0) return true
  return obj.face.abilities.clauses.some((c) => c.kind === 'keyword' && c.text.toLowerCase() === keyword)
}
