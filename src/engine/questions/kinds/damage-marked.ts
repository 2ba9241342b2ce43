// damageMarked: the damage marked on it (CR 120.3e, 120.6).
import { reason } from '../../answers.js'
import { standingDoubts } from '../../game/power-toughness.js'
import { aboutObject, defineQuestion, doesntExist, done } from '../module.js'

export default defineQuestion({
  kinds: ['damageMarked'],
  references: aboutObject,
  doubts(game, q) {
    const obj = game.current(q.of)
    if (!obj || obj.zone === null) return []
    return standingDoubts(game, obj, ['damage'])
  },
  answer(game, q) {
    const obj = game.current(q.of)
    if (!obj || obj.zone === null) return doesntExist(obj, q.of)
    const name = obj.face.name
    if (obj.zone !== 'battlefield')
      return done(
        0,
        reason(`${name} is in the ${obj.zone}: only permanents have damage marked on them (CR 120.3e, 400.7).`).rule('120.3e', '400.7'),
      )
    const n = game.core.damage.get(obj.id) ?? 0
    return done(
      n,
      reason(`${name} has ${n} damage marked on it; it stays until the cleanup step (CR 120.6, 514.2).`).rule('120.6', '514.2'),
    )
  },
})
