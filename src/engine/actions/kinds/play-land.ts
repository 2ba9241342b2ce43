// playLand: play a land from hand, a special action (CR 305.1, 305.2, 116.2a).
import { playLand } from '../../game/turn.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['playLand'],
  legal: ['zone'],
  perform(game, a, { defaultPlaced }) {
    defaultPlaced.delete(a.card)
    return playLand(game, a.card, a.chosen)
  },
})
