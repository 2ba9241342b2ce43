// enterAsCopy: the card enters the battlefield as a copy of a permanent (CR 707.2).
import { enterAsCopy } from '../battlefield.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['enterAsCopy'],
  legal: ['copy', 'zone'],
  perform(game, a, { defaultPlaced }) {
    defaultPlaced.delete(a.card)
    return enterAsCopy(game, a.card, a.copyOf, a.controller)
  },
})
