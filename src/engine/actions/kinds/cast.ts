// cast: cast a card (CR 601.2).
import { checkCastChoices } from '../../effects/cast-choices.js'
import { castTargets, checkCastTargets } from '../../game/target-actions.js'
import { castTimingProblem, flashPermissionFor, useFlashPermissions } from '../../game/timing.js'
import { actedWithPriority } from '../../game/turn.js'
import { asList, performCast, planCast } from '../cast.js'
import { allPayerRefs, payerRefs } from '../cost-payers.js'
import { COST_PAYERS } from '../../mechanics/index.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['cast'],
  legal: ['cast'],
  references(a, check, path) {
    asList(a.stickerKicker).forEach((s, j) => check.ref(s, `${path}.stickerKicker${Array.isArray(a.stickerKicker) ? `[${j}]` : ''}`))
    if (a.targets) a.targets.forEach((t, j) => check.isPlayer(t) || check.ref(t, `${path}.targets[${j}]`))
    for (const m of COST_PAYERS) payerRefs(a, m).forEach((r, j) => check.ref(r, `${path}.${m.option}[${j}]`))
  },
  about: (_game, a) => [...asList(a.stickerKicker), ...allPayerRefs(a)],
  perform(game, a, { defaultPlaced }) {
    const plan = planCast(game, a.card, a, defaultPlaced)
    if (!plan.ok) return plan
    // CR 601.2b–c: modes and targets are chosen before costs are paid; an illegal choice makes the cast illegal.
    // The target legality of the stack (src/engine/game/targets.ts: hexproof, shroud, protection, ward) where
    // it reads the target phrases; the effects' own words (src/engine/effects) for what they read.
    const targeting = checkCastTargets(game, plan.obj, plan.controller, a.targets, a.modes)
    if (!targeting.ok) return targeting
    const choices = checkCastChoices(game, plan.obj.face, plan.controller, a, targeting.checked)
    if (!choices.ok) return choices
    // timing (src/engine/game/timing.ts): once the turn is known (CR 117.1a, 307.1, 702.8a)
    const late = castTimingProblem(game, plan.obj.face, plan.controller, plan.record.alternativeCost)
    if (late) return { ok: false as const, why: late }
    const permission = game.core.turn ? flashPermissionFor(game, plan.obj.face, plan.controller) : undefined
    if (a.targets) plan.record.targets = a.targets
    if (a.targets && targeting.checked && !targeting.doubts.length) plan.record.targetsChecked = true
    if (a.modes) plan.record.modes = a.modes
    const { spell, why } = performCast(game, plan, defaultPlaced)
    if (permission)
      why
        .say(`It may be cast as though it had flash: "${permission.text}" (${permission.source}) (CR 702.8a, 601.3b).`)
        .rule('702.8a', '601.3b')
    useFlashPermissions(game, spell.face, plan.controller)
    const chosen = castTargets(game, spell, a.targets, why)
    actedWithPriority(game, plan.controller)
    return { ok: true as const, why, doubts: [...plan.doubts, ...targeting.doubts, ...choices.doubts, ...chosen] }
  },
})
