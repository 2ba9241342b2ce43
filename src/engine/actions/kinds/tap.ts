// tap, untap: tap or untap a permanent (CR 701.26).
import { setTapped } from '../turn.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['tap', 'untap'],
  legal: [],
  perform: (game, a) => setTapped(game, a.card, a.do === 'tap'),
})
