// canCast: could it be cast this way now (CR 601.2)? Takes the options of "cast", checked as the cast action checks them.
import { reason } from '../../answers.js'
import { asList, planCast } from '../../actions/cast.js'
import { allPayerRefs, payerRefs } from '../../actions/cost-payers.js'
import { COST_PAYERS } from '../../mechanics/index.js'
import { checkCastChoices } from '../../effects/cast-choices.js'
import { checkCastTargets } from '../../game/target-actions.js'
import { castTimingProblem } from '../../game/timing.js'
import { doubtsFor } from '../../state/doubts.js'
import { printedKicks } from '../../state/kicker.js'
import { defineQuestion, done } from '../module.js'

export default defineQuestion({
  kinds: ['canCast'],
  legality: true,
  references(q, check, path) {
    check.ref(q.of, `${path}.of`)
    asList(q.stickerKicker).forEach((s) => check.ref(s, `${path}.stickerKicker`))
    for (const m of COST_PAYERS) payerRefs(q, m).forEach((r, j) => check.ref(r, `${path}.${m.option}[${j}]`))
    check.player(q.controller, `${path}.controller`)
    check.player(q.owner, `${path}.owner`)
  },
  doubts: (game, q) =>
    doubtsFor(
      game,
      [game.current(q.of), ...[...asList(q.stickerKicker), ...allPayerRefs(q)].map((s) => game.current(s))],
      ['cast', 'cost'],
    ),
  answer(game, q, { defaultPlaced }) {
    const plan = planCast(game, q.of, q, defaultPlaced)
    if (!plan.ok) return plan.doubts?.length ? { ...done(null, reason()), doubts: plan.doubts } : done(false, plan.why, { legal: false })
    // CR 601.2c, 115.1: the targets named, checked as the cast action checks them — one for each target phrase the
    // stack's reader finds (a spell with two phrases and one target named can't be cast), or a doubt when it can't
    // read them all (src/engine/game/target-actions.ts); then the effects' own words (cast-choices.ts)
    const targeting = checkCastTargets(game, plan.obj, plan.controller, q.targets, q.modes)
    if (!targeting.ok)
      return targeting.doubts?.length ? { ...done(null, reason()), doubts: targeting.doubts } : done(false, targeting.why, { legal: false })
    const choices = checkCastChoices(game, plan.obj.face, plan.controller, q, targeting.checked)
    if (!choices.ok)
      return choices.doubts?.length ? { ...done(null, reason()), doubts: choices.doubts } : done(false, choices.why, { legal: false })
    // timing (src/engine/game/timing.ts), as the cast action checks it: priority, sorcery timing, split second
    const late = castTimingProblem(game, plan.obj.face, plan.controller, plan.record.alternativeCost)
    if (late) return done(false, late, { legal: false })
    if (plan.doubts.length || targeting.doubts.length || choices.doubts.length)
      return { ...done(null, reason()), doubts: [...plan.doubts, ...targeting.doubts, ...choices.doubts] }
    const r = plan.record
    const why = reason(
      `${plan.obj.face.name} can be cast from ${r.from}${r.alternativeCost ? ` for its ${r.alternativeCost} cost` : ''}; total cost ${r.totalCost} (CR 601.2, 601.2f).`,
    )
      .rule('601.2', '601.2f')
      .merge(plan.notes)
    if (plan.notes.text) why.say(plan.notes.text)
    if (r.alternativeCost === 'madness' && (r.kicks.length || r.buyback))
      why.cardRulings('canCast.madnessWithKickerOrBuyback', plan.obj.face.name)
    if (r.alternativeCost === 'flashback' && r.kicks.length) why.cardRulings('canCast.flashbackKicked', plan.obj.face.name)
    return done(true, why, {
      legal: true,
      detail: { totalCost: r.totalCost, steps: r.costSteps, kicked: printedKicks(r) + r.stickerKicks.length > 0 },
    })
  },
})
