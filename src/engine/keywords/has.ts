// Whether an object has a keyword ability now (CR 113.1, 702): printed on it (its Oracle keyword
// lines), from a keyword counter (CR 122.1b) or granted by a continuous effect the engine applies
// (layer 6, CR 613.1f). The one place the engine asks this for a keyword without a cost.
import { grantedKeywords } from '../game/continuous.js'
import type { Game, GameObject } from '../state/game.js'

/** Does the object have this keyword (lower case, "first strike") now: printed, from a keyword counter, or granted? */
export function hasKeyword(game: Game, obj: GameObject, keyword: string): boolean {
  if ((obj.counters[keyword] ?? 0) > 0) return true
  if (grantedKeywords(game, obj).includes(keyword)) return true
  return obj.face.abilities.clauses.some((c) => c.kind === 'keyword' && c.text.toLowerCase() === keyword)
}

/** Counter kinds that are never keyword counters (CR 122.1b names the keyword counters; these are others). */
const NOT_KEYWORD_COUNTERS = ['loyalty', 'charge', 'defense', 'ticket']

/** Every keyword it has now, by where it comes from: its keyword lines, keyword counters (CR 122.1b), continuous effects (613.1f). */
export function keywordsOf(game: Game, obj: GameObject): { printed: string[]; counters: string[]; granted: string[] } {
  return {
    printed: obj.face.abilities.clauses.filter((c) => c.kind === 'keyword').map((c) => c.text.toLowerCase()),
    counters: Object.entries(obj.counters)
      .filter(([k, n]) => n > 0 && /^[a-z ]+$/.test(k) && !NOT_KEYWORD_COUNTERS.includes(k))
      .map(([k]) => k),
    granted: grantedKeywords(game, obj),
  }
}

/** The instances of a registered keyword it has now, lower case: printed ("islandwalk"), from a keyword counter, or granted. */
export function keywordInstances(game: Game, obj: GameObject, module: { name: string; printed?: RegExp }): string[] {
  const is = (k: string) => k === module.name || Boolean(module.printed?.test(k))
  const { printed, counters, granted } = keywordsOf(game, obj)
  return [...new Set([...printed, ...counters, ...granted].filter(is))]
}
