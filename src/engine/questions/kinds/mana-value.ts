// manaValue: its mana value (CR 202.3).
import { reason } from '../../answers.js'
import { manaValueOf } from '../../mana/cost.js'
import { ADDITIONAL_COSTS, alternativeCost } from '../../mechanics/index.js'
import { addDoubts } from '../../doubts.js'
import { whereaboutsDoubts } from '../../state/doubts.js'
import type { Game, GameObject } from '../../state/game.js'
import { recordOf } from '../../state/kicker.js'
import { aboutObject, defineQuestion, done, gone, objectDoubts, type Partial } from '../module.js'

export default defineQuestion({
  kinds: ['manaValue'],
  references: aboutObject,
  // X is 0 off the stack (CR 202.3e): off it, its mana value is the same in every zone; on it, where it is counts
  sameInEveryZone: 'off the stack its mana value is that of its mana cost with X = 0, wherever it is (CR 202.3, 202.3e)',
  doubts: (game, q) => {
    const obj = game.current(q.of)
    return addDoubts(objectDoubts(['cost'])(game, q), obj?.zone === 'stack' ? whereaboutsDoubts(game, [obj]) : [])
  },
  answer: (game, q) => manaValue(game, game.current(q.of), q.of),
})

function manaValue(_game: Game, obj: GameObject | undefined, ref: string): Partial {
  if (!obj || obj.zone === null) return done(null, gone(obj, ref))
  const x = obj.zone === 'stack' ? (obj.cast?.x ?? 0) : 0
  const mv = manaValueOf(obj.face.manaCost, x)
  const why = reason(
    `The mana value of ${obj.face.name} is the total amount of mana in its mana cost ${obj.face.manaCostText ?? '(none: 0)'}, regardless of color (CR 202.3).`,
  ).rule('202.3')
  if (obj.face.manaCost.x)
    why
      .say(
        obj.zone === 'stack'
          ? `X is the number chosen for it while it's on the stack: ${x} (CR 202.3e).`
          : `X is 0 while it isn't on the stack (CR 202.3e).`,
      )
      .rule('202.3e')
  const r = recordOf(obj)
  const paid = r ? ADDITIONAL_COSTS.filter((m) => m.isPaid(r)) : []
  if (r && (paid.length || r.alternativeCost)) {
    why
      .say(
        `What was paid (${r.totalCost}) doesn't change it: additional and alternative costs don't change a spell's mana cost (CR 118.8d, 118.9c).`,
      )
      .rule('118.8d', '118.9c')
    // the general ruling of the mechanic involved, never another mechanic's
    for (const m of paid) m.citeCost(why, obj.face.name, 'manaValue')
    const ruling = alternativeCost(r.alternativeCost)?.totalCostRuling
    if (ruling) why.ruling(ruling, obj.face.name)
  }
  return done(mv, why)
}
