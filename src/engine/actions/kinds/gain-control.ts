// gainControl: a player gains control of a permanent.
import { gainControl } from '../turn.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['gainControl'],
  legal: ['control'],
  perform: (game, a) => gainControl(game, a.card, a.player ?? game.you),
})
