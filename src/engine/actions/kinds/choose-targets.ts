// chooseTargets: choose the targets of a spell or ability on the stack that has none yet (CR 603.3d, 601.2c).
import { chooseTargetsAction } from '../../game/target-actions.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['chooseTargets'],
  legal: ['target'],
  declaration: true,
  references(a, check, path) {
    a.targets.forEach((t, j) => check.isPlayer(t) || check.ref(t, `${path}.targets[${j}]`))
  },
  perform: (game, a) => chooseTargetsAction(game, a.card, a.targets),
})
