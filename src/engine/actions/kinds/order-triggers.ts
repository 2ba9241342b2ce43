// orderTriggers: a player orders their triggered abilities put on the stack at the same time (CR 603.3b).
import { orderTriggers } from '../../game/stack-objects.js'
import { unseenAbilityDoubts } from '../../game/unseen-abilities.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['orderTriggers'],
  legal: [],
  declaration: true,
  references(a, check, path) {
    a.order.forEach((t, j) => check.ref(t, `${path}.order[${j}]`))
  },
  perform: (game, a, { path }) =>
    orderTriggers(
      game,
      a.player ?? game.you,
      a.order,
      path,
      a.order.flatMap((ref) => unseenAbilityDoubts(game, ref)),
    ),
})
