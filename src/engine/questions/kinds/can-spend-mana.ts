// canSpendMana: can mana from this source's mana ability be spent on this spell (CR 106.6)?
import { canSpendMana } from '../../actions/mana.js'
import { doubtsFor } from '../../state/doubts.js'
import { defineQuestion, done } from '../module.js'

export default defineQuestion({
  kinds: ['canSpendMana'],
  references(q, check, path) {
    check.ref(q.of, `${path}.of`)
    check.ref(q.source, `${path}.source`)
  },
  doubts: (game, q) => doubtsFor(game, [game.current(q.of), game.current(q.source)], ['mana']),
  answer(game, q) {
    const { value, why } = canSpendMana(game, game.current(q.of), game.current(q.source), q.ability)
    return done(value, why)
  },
})
