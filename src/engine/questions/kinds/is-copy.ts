// isCopy: is it a copy (CR 707.1, 707.10)?
import { reason } from '../../answers.js'
import { aboutObject, defineQuestion, done, objectDoubts } from '../module.js'

export default defineQuestion({
  kinds: ['isCopy'],
  references: aboutObject,
  doubts: objectDoubts(['copy']),
  answer(game, q) {
    const obj = game.current(q.of)
    const copy = Boolean(obj && (obj.isSpellCopy || obj.copyOf || obj.resolvedFrom?.copiedFrom))
    return done(
      copy,
      copy
        ? reason(`It is a copy${obj!.copyOf ? ` of ${obj!.copyOf}` : ' of a spell'} (CR 707.1, 707.10).`).rule('707.10')
        : reason(`${obj?.face.name ?? q.of} is not a copy.`),
    )
  },
})
