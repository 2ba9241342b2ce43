// The keywords the game core applies when damage is dealt and state-based actions are checked, read
// from a card's keyword lines or from keyword counters (CR 122.1b). Granted abilities ("creatures you
// control have deathtouch") are not read: the Oracle reader marks such clauses as affecting
// 'keywords', and answers resting on them come back unsupported.
import type { Game, GameObject } from '../state/game.js'
import { grantedKeywords } from './continuous.js'

import type { DamageKeyword } from './damage-keywords.js'

/** Does the object have this keyword, printed on its card or from a keyword counter (CR 122.1b)? */
export function hasKeyword(obj: GameObject, keyword: DamageKeyword, game: Game): boolean {
  if ((obj.counters[keyword] ?? 0) > 0) return true
  // granted by a continuous effect (layer 6, CR 613.1f): "gains deathtouch until end of turn"
  if (grantedKeywords(game, obj).includes(keyword)) return true
  return obj.face.abilities.clauses.some((c) => c.kind === 'keyword' && c.text.toLowerCase() === keyword)
}
