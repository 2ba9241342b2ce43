// Untapping (CR 701.26b) and the untap step (502.3): a permanent that becomes untapped — in its
// controller's untap step, by an effect, the untap action or a {Q} cost — triggers its "Whenever ~
// becomes untapped" abilities (inspired); in the untap step they wait, since no player receives
// priority there, and go on the stack in the upkeep (502.4, 503.1a). "That permanent doesn't untap
// during its controller's next untap step" (effects/doesnt-untap.ts, game/untap-skips.ts) keeps it
// tapped through the next untap step of the player controlling it then, and only that one (502.3).
import type { Game, GameObject, PlayerId } from '../state/game.js'
import { fireTriggers } from '../state/triggers.js'
import { keptTapped } from './untap-skips.js'

/** Untap a tapped permanent (CR 701.26b): its "becomes untapped" abilities trigger. */
export function untapPermanent(game: Game, obj: GameObject, cause: string) {
  if (!obj.tapped) return
  obj.tapped = false
  fireTriggers(game, { kind: 'untapped', permanent: obj }, cause)
}

/**
 * The untap step's turn-based action (CR 502.3): the active player untaps their permanents all at
 * once, except those an effect keeps tapped this time. Returns how many untapped, those kept tapped, and whether abilities triggered.
 */
export function untapStep(game: Game, active: PlayerId): { untapped: number; kept: string[]; held: boolean } {
  const untapping: GameObject[] = []
  const kept: string[] = []
  for (const p of game.battlefield()) {
    if (p.controller !== active) continue
    // used up by this untap step whether or not the permanent is tapped (untap-skips.ts)
    if (keptTapped(game, p)) {
      if (p.tapped) kept.push(p.face.name)
      continue
    }
    if (p.tapped) untapping.push(p)
  }
  // all at once (CR 502.3): then their "becomes untapped" abilities trigger
  for (const p of untapping) p.tapped = false
  const waiting = game.pendingTriggers.length
  for (const p of untapping) fireTriggers(game, { kind: 'untapped', permanent: p }, 'the untap step')
  return { untapped: untapping.length, kept, held: game.pendingTriggers.length > waiting }
}

/** What the untap step's triggered abilities do next (CR 502.4, 503.1a), for the because. */
export const HELD_TO_UPKEEP =
  'Abilities that triggered as permanents untapped wait: no player receives priority in the untap step, so they go on the stack in the upkeep (CR 502.4, 503.1a).'
