// putOntoBattlefield: put a card onto the battlefield without casting it.
import { putOntoBattlefield } from '../battlefield.js'
import { asList } from '../cast.js'
import { defineAction } from '../module.js'
import { takeFrom } from '../take-from.js'

export default defineAction({
  kinds: ['putOntoBattlefield'],
  legal: ['zone', 'counters'],
  references(a, check, path) {
    asList(a.stickerKicker).forEach((s, j) => check.ref(s, `${path}.stickerKicker${Array.isArray(a.stickerKicker) ? `[${j}]` : ''}`))
  },
  about: (_game, a) => asList(a.stickerKicker),
  perform(game, a, { defaultPlaced }) {
    const from = takeFrom(game, a.card, a.from, defaultPlaced)
    if (from) return from
    return putOntoBattlefield(game, a.card, a)
  },
})
