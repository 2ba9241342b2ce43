// controller: who controls it (CR 108.4, 110.2, 601.2a)?
import { reason } from '../../answers.js'
import { aboutObject, defineQuestion, done, gone, objectDoubts } from '../module.js'

export default defineQuestion({
  kinds: ['controller'],
  references: aboutObject,
  doubts: objectDoubts(['control']),
  answer(game, q) {
    const obj = game.current(q.of)
    if (!obj || obj.zone === null) return done(null, gone(obj, q.of))
    if (obj.zone !== 'stack' && obj.zone !== 'battlefield')
      return done(
        null,
        reason(`${obj.face.name} is in the ${obj.zone}; only spells and permanents have controllers (CR 108.4).`).rule('108.4'),
      )
    return done(
      obj.controller,
      reason(
        obj.zone === 'stack'
          ? 'The player who cast or put a spell on the stack controls it (CR 601.2a, 707.10).'
          : "A permanent's controller is, by default, the player under whose control it entered (CR 110.2).",
      ).rule(obj.zone === 'stack' ? '601.2a' : '110.2'),
    )
  },
})
