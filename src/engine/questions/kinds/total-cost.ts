// totalCost: the total cost paid to cast it (CR 601.2f).
import { reason } from '../../answers.js'
import { ADDITIONAL_COSTS, alternativeCost } from '../../mechanics/index.js'
import type { Game, GameObject } from '../../state/game.js'
import { recordOf } from '../../state/kicker.js'
import { aboutObject, defineQuestion, done, gone, objectDoubts, type Partial } from '../module.js'

export default defineQuestion({
  kinds: ['totalCost'],
  references: aboutObject,
  doubts: objectDoubts(['cost']),
  answer: (game, q) => totalCost(game, game.current(q.of), q.of),
})

function totalCost(_game: Game, obj: GameObject | undefined, ref: string): Partial {
  if (!obj || obj.zone === null) return done(null, gone(obj, ref))
  const r = recordOf(obj)
  if (!r)
    return done(
      null,
      reason(
        `${obj.face.name} is in the ${obj.zone}; it has no total cost because it isn't a spell being cast${obj.zone === 'battlefield' ? " and didn't resolve from one" : ''} (CR 601.2f, 400.7).`,
      ).rule('601.2f', '400.7'),
    )
  const name = obj.face.name
  const why = reason(
    `Total cost ${r.totalCost}: ${r.costSteps.join(' ')}. The total cost is the mana cost or an alternative cost, plus all additional costs and cost increases, minus all cost reductions (CR 601.2f).`,
  ).rule('601.2f')
  if (!r.wasCast)
    why
      .say("It is a copy: a copy isn't cast and nothing was paid for it, though it copies the choices made for the original (CR 707.10).")
      .rule('707.10')
  const alt = alternativeCost(r.alternativeCost)
  if (alt) why.rule('118.9', '118.9d', alt.rule)
  if (alt?.totalCostRuling) why.ruling(alt.totalCostRuling, name)
  for (const m of ADDITIONAL_COSTS) if (m.isPaid(r)) m.citeCost(why, name, 'totalCost')
  if (r.reductionRules) why.rule('118.7', ...r.reductionRules)
  return done(r.totalCost, why, { detail: { steps: r.costSteps, manaSpent: r.manaSpent, alternativeCost: r.alternativeCost } })
}
