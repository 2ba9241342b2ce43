// passPriority: pass priority (CR 117.3d); when all pass in succession the top of the stack resolves or the step ends (117.4).
import { passPriority } from '../../game/turn.js'
import { resolve } from '../stack.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['passPriority'],
  legal: [],
  movesTurn: true,
  resolves: true,
  perform: (game, a, { path }) =>
    passPriority(game, a.player, () => {
      const r = resolve(game, undefined, undefined, path)
      return r.ok ? r : { ...r, why: r.why }
    }),
})
