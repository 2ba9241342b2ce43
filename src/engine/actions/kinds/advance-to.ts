// advanceTo: go on to a step (CR 500–514), its turn-based actions on the way (src/engine/game/turn.ts).
import { advanceTo } from '../../game/turn.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['advanceTo'],
  // its doubts (triggers at the beginning of a step, the cleanup discard) come from advanceTo itself
  legal: [],
  movesTurn: true,
  perform: (game, a) => advanceTo(game, a.step, a.player),
})
