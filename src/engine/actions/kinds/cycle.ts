// cycle: cycle or typecycle a card (CR 702.29).
import { cycle } from '../hand.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['cycle'],
  legal: ['activate', 'zone'],
  references(a, check, path) {
    if (a.find) a.find.forEach((f, j) => check.ref(f, `${path}.find[${j}]`))
  },
  about: (_game, a) => a.find ?? [],
  perform(game, a, { defaultPlaced, path }) {
    defaultPlaced.delete(a.card)
    return cycle(game, a.card, a.ability, a.find, path)
  },
})
