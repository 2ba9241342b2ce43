// couldProduce: the types of mana it could produce (CR 106.7).
import { reason } from '../../answers.js'
import { couldProduce } from '../../actions/mana.js'
import { aboutObject, defineQuestion, done, objectDoubts } from '../module.js'

export default defineQuestion({
  kinds: ['couldProduce'],
  references: aboutObject,
  doubts: objectDoubts(['mana']),
  answer(game, q) {
    const obj = game.current(q.of)
    if (obj?.zone !== 'battlefield') return done([], reason(`${obj?.face.name ?? q.of} isn't on the battlefield.`))
    const types = couldProduce(game, obj)
    return done(
      types.map((t) => `{${t}}`),
      reason(
        types.length
          ? `The types of mana its mana abilities would produce if they resolved now, ignoring whether their costs could be paid (CR 106.7).`
          : `None of its abilities would produce mana if they resolved now, so there's no type of mana it could produce (CR 106.7).`,
      ).rule('106.7'),
    )
  },
})
