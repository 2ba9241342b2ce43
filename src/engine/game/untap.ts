// Untapping (CR 701.26b) and the untap step (502.3): a permanent that becomes untapped — in its
// controller's untap step, by an effect, the untap action or a {Q} cost — triggers its "Whenever ~
// becomes untapped" abilities (inspired); in the untap step they wait, since no player receives
// priority there, and go on the stack in the upkeep (502.4, 503.1a). "That permanent doesn't untap
// during its controller's next untap step" (an effect, effects/skip-untap.ts) keeps it tapped through
// the next untap step of the player controlling it then, and only that one (502.3).
import { possessive, type Reason } from '../answers.js'
import type { Game, GameObject, PlayerId } from '../state/game.js'
import { fireTriggers } from '../state/triggers.js'

/** Permanents (by object id) that don't untap during their controller's next untap step (CR 502.3). */
const skipping = new WeakMap<Game, Set<number>>()
const skipSet = (game: Game) => {
  let s = skipping.get(game)
  if (!s) skipping.set(game, (s = new Set()))
  return s
}

/** The effect "doesn't untap during its controller's next untap step" now applies to this permanent (CR 502.3). */
export function skipNextUntap(game: Game, obj: GameObject) {
  skipSet(game).add(obj.id)
}

/** Will it stay tapped through its controller's next untap step? (A new object after a zone change won't, CR 400.7.) */
export const skipsNextUntap = (game: Game, obj: GameObject) => skipSet(game).has(obj.id)

/** Untap a tapped permanent (CR 701.26b): its "becomes untapped" abilities trigger. */
export function untapPermanent(game: Game, obj: GameObject, cause: string) {
  if (!obj.tapped) return
  obj.tapped = false
  fireTriggers(game, { kind: 'untapped', permanent: obj }, cause)
}

/**
 * The untap step's turn-based action (CR 502.3): the active player untaps their permanents all at
 * once, except those an effect keeps tapped this time. Returns how many untapped.
 */
export function untapStep(game: Game, active: PlayerId, why: Reason): number {
  const skip = skipSet(game)
  const untapping: GameObject[] = []
  for (const p of game.battlefield()) {
    if (p.controller !== active) continue
    if (skip.has(p.id)) {
      skip.delete(p.id)
      why
        .say(
          `${p.face.name} doesn't untap during ${possessive(active, game.you)} untap step: an effect said it wouldn't untap during its controller's next untap step (CR 502.3).`,
        )
        .rule('502.3')
      continue
    }
    if (p.tapped) untapping.push(p)
  }
  // all at once (CR 502.3): then their "becomes untapped" abilities trigger
  for (const p of untapping) p.tapped = false
  const waiting = game.pendingTriggers.length
  for (const p of untapping) fireTriggers(game, { kind: 'untapped', permanent: p }, 'the untap step')
  if (game.pendingTriggers.length > waiting)
    why
      .say(
        'Abilities that triggered as permanents untapped wait: no player receives priority in the untap step, so they go on the stack in the upkeep (CR 502.4, 503.1a).',
      )
      .rule('502.4', '503.1a')
  return untapping.length
}
