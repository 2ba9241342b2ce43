// counter: counter a spell (CR 701.6).
import { counter } from '../stack.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['counter'],
  legal: ['zone'],
  perform: (game, a) => counter(game, a.card),
})
