// plot: a special action that exiles a card from hand to be cast later (CR 116.2k, 702.170a), one action
// per registered mechanic with a `special` (src/engine/mechanics), named as it.
import { SPECIAL_EXILES } from '../../mechanics/index.js'
import { defineAction } from '../module.js'
import { exileToCastLater } from '../special-exile.js'

export default defineAction({
  kinds: SPECIAL_EXILES.map((m) => m.name),
  legal: ['zone', 'cast'],
  perform(game, a, { defaultPlaced }) {
    defaultPlaced.delete(a.card)
    return exileToCastLater(game, a.do, a.card)
  },
})
