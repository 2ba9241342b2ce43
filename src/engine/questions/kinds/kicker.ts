// isKicked, timesKicked, kickedWith, linkedKickerApplies, seenAsKickedSpell: the kicker questions (questions/kicker.ts).
import { isKicked, kickedWith, linkedKickerApplies, seenAsKickedSpell, timesKicked } from '../kicker.js'
import { aboutObject, defineQuestion, objectDoubts } from '../module.js'

export default defineQuestion({
  kinds: ['isKicked', 'timesKicked', 'kickedWith', 'linkedKickerApplies', 'seenAsKickedSpell'],
  references: aboutObject,
  doubts: objectDoubts(['kicked']),
  answer(game, q) {
    const obj = game.current(q.of)
    switch (q.q) {
      case 'isKicked':
        return isKicked(game, obj, q.of)
      case 'timesKicked':
        return timesKicked(game, obj, q.of)
      case 'kickedWith':
        return kickedWith(game, obj, q.of)
      case 'linkedKickerApplies':
        return linkedKickerApplies(game, obj, q.of, q.ability)
      case 'seenAsKickedSpell':
        return seenAsKickedSpell(game, obj, q.of)
    }
  },
})
