// zone: where is it?
import { reason } from '../../answers.js'
import { aboutObject, defineQuestion, done, gone } from '../module.js'

export default defineQuestion({
  kinds: ['zone'],
  references: aboutObject,
  // where it is rests on the doubts the dispatcher consults for every object a question names (module.ts locatedObjects)
  doubts: () => [],
  answer(game, q) {
    const obj = game.current(q.of)
    if (!obj || obj.zone === null) return done(null, gone(obj, q.of))
    const where = obj.zone === 'battlefield' || obj.zone === 'stack' ? obj.zone : obj.zone
    const why = reason(obj.arrival.text).merge(obj.arrival)
    const detail: Record<string, unknown> = { zoneOwner: obj.zoneOwner }
    if (obj.zone === 'library') detail.position = game.libraries.get(obj.zoneOwner)!.indexOf(obj.id) + 1
    if (obj.zone === 'stack') detail.position = game.stack.length - game.stack.indexOf(obj.id)
    return done(where, why, { detail })
  },
})
