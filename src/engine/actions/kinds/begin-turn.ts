// beginTurn: a player's turn begins (CR 302.6).
import { beginTurn } from '../turn.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['beginTurn'],
  legal: [],
  movesTurn: true,
  perform: (game, a) => beginTurn(game, a.player ?? game.you),
})
