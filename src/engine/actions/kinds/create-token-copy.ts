// createTokenCopy: create a token that is a copy of a permanent (CR 707.2, 111.2).
import { createTokenCopy } from '../battlefield.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['createTokenCopy'],
  legal: ['copy'],
  makes: (a, i) => `${a.card}:token@${i}`,
  perform: (game, a, { made }) => createTokenCopy(game, a.card, made!, a.controller),
})
