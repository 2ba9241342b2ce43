// xValue: the value of X for it, or for its enters abilities (CR 107.3).
import { reason } from '../../answers.js'
import type { Game, GameObject } from '../../state/game.js'
import { aboutObject, defineQuestion, done, gone, objectDoubts, type Partial } from '../module.js'

export default defineQuestion({
  kinds: ['xValue'],
  references: aboutObject,
  doubts: objectDoubts(['cost']),
  answer: (game, q) => xValue(game, game.current(q.of), q.of, q.for),
})

function xValue(_game: Game, obj: GameObject | undefined, ref: string, which: 'object' | 'entersAbility' | undefined): Partial {
  if (!obj || obj.zone === null) return done(null, gone(obj, ref))
  if (which === 'entersAbility') {
    const x = obj.zone === 'battlefield' ? (obj.entersX ?? 0) : 0
    return done(
      x,
      reason(
        obj.resolvedFrom?.x != null
          ? `Its enters-the-battlefield abilities use the X chosen for the spell it was: ${x}, although the value of X for the permanent is 0 (CR 107.3m).`
          : `It didn't resolve from a spell with a value of X chosen, so its enters abilities have X = 0 (CR 107.3m).`,
      ).rule('107.3m'),
    )
  }
  if (obj.zone === 'stack') {
    const x = obj.cast?.x ?? 0
    return done(
      x,
      reason(
        `While a spell is on the stack, any X in its costs equals the announced value: ${x} (CR 107.3a${obj.isSpellCopy ? ', 707.10: a copy has the same X' : ''}).`,
      )
        .rule('107.3a')
        .rule(...(obj.isSpellCopy ? ['707.10'] : [])),
    )
  }
  if (obj.zone === 'battlefield' && obj.resolvedFrom?.x != null) {
    return done(
      0,
      reason(
        `The value of X for the permanent is 0, though its enters abilities use the spell's X (${obj.resolvedFrom.x}) (CR 107.3m).`,
      ).rule('107.3m'),
    )
  }
  return done(0, reason(`Off the stack, {X} in a mana cost is 0 (CR 107.3g).`).rule('107.3g'))
}
