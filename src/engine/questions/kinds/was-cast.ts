// wasCast: was it cast (CR 601.2, 707.10)?
import { reason } from '../../answers.js'
import { recordOf } from '../../state/kicker.js'
import { aboutObject, defineQuestion, done, objectDoubts } from '../module.js'

export default defineQuestion({
  kinds: ['wasCast'],
  references: aboutObject,
  doubts: objectDoubts(['cast']),
  answer(game, q) {
    const obj = game.current(q.of)
    const r = obj ? recordOf(obj) : undefined
    const cast = Boolean(r?.wasCast)
    const why = reason(
      cast
        ? `It was cast (CR 601.2).`
        : r
          ? "It is a copy: a copy of a spell isn't cast (CR 707.10)."
          : `${obj?.face.name ?? q.of} wasn't cast as it is now (CR 400.7, 601.2).`,
    ).rule(cast ? '601.2' : r ? '707.10' : '400.7')
    if (r && !cast && r.copiedBy) why.ruling('verazol.copyNotCast', r.copiedBy)
    return done(cast, why)
  },
})
