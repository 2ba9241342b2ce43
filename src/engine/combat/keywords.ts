// The keywords combat models, each with the rule it follows (src/engine/combat): which creatures may
// attack and block (508.1a, 509.1a–b) and how combat damage is assigned and dealt (510.1, 510.4). The
// Oracle reader counts them as understood; haste's {T} and {Q} exception is applied as abilities are activated. A keyword is had when printed on the card, from a keyword
// counter (CR 122.1b) or granted by a continuous effect the engine applies (layer 6, CR 613.1f).
import { grantedKeywords } from '../game/continuous.js'
import type { Game, GameObject } from '../state/game.js'
import type { COMBAT_KEYWORDS } from './keyword-rules.js'

export { COMBAT_KEYWORDS, NO_DAMAGE_EFFECT, UNCHECKED_EVASION } from './keyword-rules.js'

export type CombatKeyword = keyof typeof COMBAT_KEYWORDS | 'deathtouch'

/** Does the object have this keyword now: printed, from a keyword counter (CR 122.1b), or granted (613.1f)? */
export function hasCombatKeyword(game: Game, obj: GameObject, keyword: CombatKeyword): boolean {
  if ((obj.counters[keyword] ?? 0) > 0) return true
  if (grantedKeywords(game, obj).includes(keyword)) return true
  return obj.face.abilities.clauses.some((c) => c.kind === 'keyword' && c.text.toLowerCase() === keyword)
}
