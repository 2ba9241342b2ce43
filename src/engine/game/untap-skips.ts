// "… don't untap during their controllers' next untap steps" (Sudden Storm): effects that keep permanents
// from untapping in the untap step (CR 502.3). Each applies once, to the next untap step of the
// permanent's controller, and only to that object (a permanent that changes zones is a new object, 400.7).
import type { Game, GameObject } from '../state/game.js'

const skips = new WeakMap<Game, Set<number>>()

/** The permanent won't untap during its controller's next untap step (CR 502.3). */
export function skipNextUntap(game: Game, obj: GameObject) {
  let s = skips.get(game)
  if (!s) skips.set(game, (s = new Set()))
  s.add(obj.id)
}

/**
 * In its controller's untap step: does an effect keep it tapped (CR 502.3)? The effect is used up either
 * way — it applies to that one untap step.
 */
export function keptTapped(game: Game, obj: GameObject): boolean {
  const s = skips.get(game)
  return s?.delete(obj.id) ?? false
}
