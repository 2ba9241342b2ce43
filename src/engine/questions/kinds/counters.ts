// counters: its counters, or how many of one kind (CR 122, 400.7).
import { reason } from '../../answers.js'
import { aboutObject, defineQuestion, done, gone, objectDoubts } from '../module.js'

export default defineQuestion({
  kinds: ['counters'],
  references: aboutObject,
  // an object that changed zones is a new object without the counters it had (CR 400.7, 122.2): where it is,
  // the dispatcher's zone doubts (module.ts locatedObjects); what changed its counters, these
  doubts: objectDoubts(['counters']),
  answer(game, q) {
    const obj = game.current(q.of)
    if (!obj || obj.zone === null) return done(null, gone(obj, q.of))
    const value = q.kind ? (obj.counters[q.kind] ?? 0) : { ...obj.counters }
    return done(
      value,
      reason(
        obj.zone === 'battlefield'
          ? obj.arrival.text
          : `${obj.face.name} is in the ${obj.zone}: a new object has no counters from an earlier existence (CR 400.7).`,
      ).merge(obj.arrival),
    )
  },
})
