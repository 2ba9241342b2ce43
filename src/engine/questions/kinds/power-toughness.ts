// power, toughness: printed values, counters and the continuous effects the engine applies (CR 208, 613.4).
import { powerToughness } from '../../game/power-toughness.js'
import { aboutObject, defineQuestion, doesntExist, done } from '../module.js'

export default defineQuestion({
  kinds: ['power', 'toughness'],
  references: aboutObject,
  doubts(game, q) {
    const obj = game.current(q.of)
    if (!obj || obj.zone === null) return []
    return powerToughness(game, obj).doubts
  },
  answer(game, q) {
    const obj = game.current(q.of)
    if (!obj || obj.zone === null) return doesntExist(obj, q.of)
    const pt = powerToughness(game, obj)
    return done(pt[q.q], pt.why)
  },
})
