// declineMadness: don't cast a card whose madness trigger is resolving (CR 702.35a).
import { declineMadness } from '../hand.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['declineMadness'],
  legal: ['zone'],
  perform: (game, a) => declineMadness(game, a.card),
})
