// block: declare blockers (CR 509.1), src/engine/combat.
import { declareBlockers } from '../../combat/declare.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['block'],
  legal: [],
  movesTurn: true,
  references(a, check, path) {
    a.blocks.forEach((b, j) => {
      check.ref(b.blocker, `${path}.blocks[${j}].blocker`)
      check.ref(b.attacker, `${path}.blocks[${j}].attacker`)
    })
  },
  // a declaration in doubt leaves the creatures declared in doubt
  about: (_game, a) => a.blocks.flatMap((b) => [b.blocker, b.attacker]),
  perform: (game, a, { path }) => declareBlockers(game, a.blocks, path),
})
