// resolve: resolve the top of the stack (CR 608).
import { afterResolution } from '../../game/turn.js'
import { resolve } from '../stack.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['resolve'],
  legal: ['zone'],
  resolves: true,
  references(a, check, path) {
    if (a.find) a.find.forEach((f, j) => check.ref(f, `${path}.find[${j}]`))
  },
  about(game, a) {
    const refs: string[] = []
    if (!a.card) {
      const top = game.topOfStack()
      if (top) refs.push(top.ref)
    }
    if (a.find) refs.push(...a.find)
    return refs
  },
  perform(game, a, { path }) {
    const r = resolve(game, a.card, a.find, path, a.pay, a.choices, a.chosen)
    if (r.ok) afterResolution(game)
    return r
  },
})
