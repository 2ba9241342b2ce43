// move: put a card into a zone, a plain zone change (CR 400.7).
import { putOntoBattlefield } from '../battlefield.js'
import { move } from '../hand.js'
import { defineAction } from '../module.js'
import { takeFrom } from '../take-from.js'

export default defineAction({
  kinds: ['move'],
  legal: ['zone'],
  perform(game, a, { defaultPlaced }) {
    const from = takeFrom(game, a.card, a.from, defaultPlaced)
    if (from) return from
    if (a.to === 'battlefield') return putOntoBattlefield(game, a.card, {})
    return move(game, a.card, a.to)
  },
})
