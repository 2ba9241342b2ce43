// assignCombatDamage: how a creature divides its combat damage (CR 510.1c, 702.19b), checked as it is assigned (510.1e).
import { chooseAssignment } from '../../combat/declare.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['assignCombatDamage'],
  legal: [],
  perform: (game, a, { path }) => chooseAssignment(game, a.card, a.assign, path),
})
