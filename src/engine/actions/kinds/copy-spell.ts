// copySpell: copy a spell on the stack (CR 707.10).
import { copySpell } from '../../game/copy-spell.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['copySpell'],
  legal: ['copy'],
  makes: (a, i) => `${a.card}:copy@${i}`,
  perform: (game, a, { made }) => copySpell(game, a.card, made!, a.controller, a.source),
})
