// Drawing from an empty library (CR 121.4): the player loses the next time a player would receive
// priority (704.5b) — unless a replacement effect of a permanent they control says "If you would draw a
// card while your library has no cards in it, you win the game instead." (Jace, Wielder of Mysteries,
// Laboratory Maniac): then the draw never happens (614.1, 614.6) and they win (104.2b), so each of
// their opponents has lost. Every draw of the engine comes here when the library is empty.
import type { Game, PlayerId } from '../state/game.js'
import { possessive } from '../answers.js'
import { WINS_INSTEAD } from './replacement-words.js'

/** A draw from an empty library: what happens instead, as a sentence for the because (it ends with the rules it follows). */
export function drawFromEmptyLibrary(game: Game, player: PlayerId): string {
  const source = game
    .battlefield()
    .find((p) => p.controller === player && p.face.abilities.clauses.some((c) => c.kind === 'sentence' && WINS_INSTEAD.test(c.text)))
  const who = player === game.you ? 'you' : player
  if (!source) {
    game.core.drewFromEmpty.add(player)
    return `${possessive(player, game.you)} library was empty, so ${who} can't draw and ${player === game.you ? 'lose' : 'loses'} the next time state-based actions are checked (CR 121.4, 704.5b)`
  }
  for (const o of game.opponentsOf(player))
    if (!game.core.lost.has(o))
      game.core.lost.set(o, {
        rule: '104.2b',
        text: `${who === 'you' ? 'You' : who} won the game instead of drawing from an empty library (${source.face.name}), so ${o === game.you ? 'you' : o} lost (CR 614.1, 104.2b).`,
      })
  return `${possessive(player, game.you)} library was empty: instead of drawing, ${who} ${player === game.you ? 'win' : 'wins'} the game (${source.face.name}: "If you would draw a card while your library has no cards in it, you win the game instead.") (CR 614.1, 614.6, 104.2b)`
}
