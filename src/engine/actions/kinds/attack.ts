// attack: declare attackers (CR 508.1), src/engine/combat.
import { declareAttackers } from '../../combat/declare.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['attack'],
  // its doubts (restrictions, requirements, attack triggers it doesn't read) come from the declaration itself
  legal: [],
  movesTurn: true,
  references(a, check, path) {
    a.cards.forEach((t, j) => check.ref(t, `${path}.cards[${j}]`))
    check.player(a.defending, `${path}.defending`)
  },
  // a declaration in doubt leaves the creatures declared in doubt
  about: (_game, a) => a.cards,
  perform: (game, a, { path }) => declareAttackers(game, a.cards, a.defending, path),
})
