// manaSpent: how much mana was spent to cast it (CR 601.2f–h).
import { reason } from '../../answers.js'
import { recordOf } from '../../state/kicker.js'
import { aboutObject, defineQuestion, done, objectDoubts } from '../module.js'

export default defineQuestion({
  kinds: ['manaSpent'],
  references: aboutObject,
  doubts: objectDoubts(['cost']),
  answer(game, q) {
    const obj = game.current(q.of)
    const r = obj ? recordOf(obj) : undefined
    const spent = r?.wasCast ? r.manaSpent : 0
    const why = reason(
      r?.wasCast
        ? `${spent} mana was spent to cast it: its total cost ${r.totalCost}, additional costs included (CR 601.2f–h).`
        : "It wasn't cast, so no mana was spent to cast it.",
    ).rule('601.2h')
    if (obj) why.cardRulings(r?.wasCast ? 'manaSpent.cast' : 'manaSpent.notCast', obj.face.name)
    return done(spent, why)
  },
})
