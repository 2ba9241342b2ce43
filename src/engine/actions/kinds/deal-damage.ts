// dealDamage: deal damage, as an effect the scenario states (CR 120).
import { dealDamage } from '../../game/damage.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['dealDamage'],
  // its doubts (prevention, protection, granted keywords) come from dealDamage itself
  legal: [],
  perform: (game, a, { path }) => dealDamage(game, a, path),
})
