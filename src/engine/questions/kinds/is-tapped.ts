// isTapped: is the permanent tapped (CR 110.5)?
import { reason } from '../../answers.js'
import { doubtsFor } from '../../state/doubts.js'
import { aboutObject, defineQuestion, done } from '../module.js'

export default defineQuestion({
  kinds: ['isTapped'],
  references: aboutObject,
  doubts: (game, q) => doubtsFor(game, [game.current(q.of)], ['activate']),
  answer(game, q) {
    const o = game.current(q.of)
    if (o?.zone !== 'battlefield')
      return done(
        null,
        reason(`${o?.face.name ?? q.of} isn't on the battlefield: only permanents are tapped or untapped (CR 110.5).`).rule('110.5'),
      )
    return done(o.tapped, reason(`${o.face.name} is ${o.tapped ? 'tapped' : 'untapped'} (CR 110.5).`).rule('110.5'))
  },
})
