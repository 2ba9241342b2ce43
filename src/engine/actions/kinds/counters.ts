// putCounters, removeCounters: put counters on or remove them from a permanent (CR 122, 609.3).
import { changeCounters } from '../../game/counters.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['putCounters', 'removeCounters'],
  legal: ['counters'],
  perform: (game, a) => changeCounters(game, a.card, a.kind, a.amount, a.do === 'putCounters'),
})
