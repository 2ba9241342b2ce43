// activateManaAbility: activate a mana ability (CR 605); its result is the mana produced.
import { activateManaAbility } from '../mana.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['activateManaAbility'],
  legal: ['activate'],
  result: ['mana'],
  perform: (game, a) => activateManaAbility(game, a.card, a.ability),
})
