// discard: discard a card from its owner's hand (CR 701.9).
import { discard } from '../hand.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['discard'],
  legal: ['zone'],
  perform(game, a, { defaultPlaced }) {
    defaultPlaced.delete(a.card)
    return discard(game, a.card)
  },
})
