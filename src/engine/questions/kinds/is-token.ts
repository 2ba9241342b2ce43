// isToken: is it a token (CR 111.1, 608.3f)?
import { reason } from '../../answers.js'
import { aboutObject, defineQuestion, done, objectDoubts } from '../module.js'

export default defineQuestion({
  kinds: ['isToken'],
  references: aboutObject,
  doubts: objectDoubts(['copy']),
  answer(game, q) {
    const obj = game.current(q.of)
    return done(
      Boolean(obj?.isToken),
      obj?.isToken
        ? reason(
            'It is a token: a copy of a permanent spell becomes a token as it resolves (CR 608.3f), as does a created token copy (CR 111.1).',
          ).rule('608.3f', '111.1')
        : reason(`${obj?.face.name ?? q.of} is not a token.`),
    )
  },
})
