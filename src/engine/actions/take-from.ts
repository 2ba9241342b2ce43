// Zone set-up on an action ("from": "graveyard"): a card whose zone the scenario left unset starts in
// that zone; a card set up elsewhere makes the action illegal.
import { possessive, reason } from '../answers.js'
import type { Zone } from '../scenario/index.js'
import type { Game } from '../state/game.js'
import type { Illegal } from './cast.js'

/** Null when the card is where it should be (or now is). */
export function takeFrom(game: Game, ref: string, from: Zone | undefined, defaultPlaced: Set<string>): Illegal | null {
  const obj = game.current(ref)
  if (from && obj && obj.zone !== from) {
    if (!defaultPlaced.has(ref) || obj.cardRef === null)
      return {
        ok: false,
        why: reason(`${obj.face.name} is ${obj.zone ? `in the ${obj.zone}` : 'no longer in the game'}, not in the ${from}.`).rule('400.1'),
      }
    game.move(obj, from, reason(`${obj.face.name} starts in ${possessive(obj.owner, game.you)} ${from} as the action sets it up.`))
  }
  defaultPlaced.delete(ref)
  return null
}
