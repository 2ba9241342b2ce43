// prohibit: spells with this name can't be cast, as an effect the scenario states.
import { prohibit } from '../turn.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['prohibit'],
  legal: [],
  declaration: true,
  perform: (game, a) => prohibit(game, a.name, a.source ?? 'a prohibition'),
})
