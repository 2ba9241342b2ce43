// owner: who owns it (CR 108.3, 111.2, 707.10)?
import { reason } from '../../answers.js'
import { aboutObject, defineQuestion, done, gone, objectDoubts } from '../module.js'

export default defineQuestion({
  kinds: ['owner'],
  references: aboutObject,
  sameInEveryZone: "a card's owner is who started the game with it (CR 108.3); a token's, who created it (111.2)",
  doubts: objectDoubts(['control']),
  answer(game, q) {
    const obj = game.current(q.of)
    if (!obj) return done(null, gone(obj, q.of))
    const why = obj.isSpellCopy
      ? reason('A copy of a spell is owned by the player under whose control it was put on the stack (CR 707.10).').rule('707.10')
      : obj.isToken
        ? reason('The player who creates a token is its owner (CR 111.2).').rule('111.2')
        : reason('The owner of a card is the player who started the game with it in their deck (CR 108.3).').rule('108.3')
    return done(obj.owner, why)
  },
})
