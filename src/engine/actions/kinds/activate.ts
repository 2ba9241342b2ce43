// activate: activate an activated ability; it goes on the stack, its targets are chosen and its costs paid (CR 602.2).
import { activate } from '../../game/activate.js'
import { activationConditionProblem } from '../../game/activation-conditions.js'
import { activationTimingProblem } from '../../game/timing.js'
import { actedWithPriority } from '../../game/turn.js'
import { activatedAbilityOf } from '../mana.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['activate'],
  legal: ['activate'],
  references(a, check, path) {
    if (a.targets) a.targets.forEach((t, j) => check.isPlayer(t) || check.ref(t, `${path}.targets[${j}]`))
    for (const f of ['sacrifice', 'discard'] as const) (a[f] ?? []).forEach((t, j) => check.ref(t, `${path}.${f}[${j}]`))
  },
  perform(game, a, { defaultPlaced }) {
    defaultPlaced.delete(a.card)
    // timing (src/engine/game/timing.ts): priority, "Activate only as a sorcery" (CR 117.1, 602.5d)
    const obj = game.current(a.card)
    const ability = obj ? activatedAbilityOf(obj, a.ability) : null
    const late =
      obj && ability && 'text' in ability
        ? activationTimingProblem(game, ability.text, obj.face.name, obj.controller, ability.isMana)
        : null
    if (late) return { ok: false as const, why: late }
    // "Activate only if …" (CR 602.5b): checked as it is activated, never again
    const cond = obj && ability && 'text' in ability ? activationConditionProblem(game, ability.text, obj, obj.controller) : null
    if (cond?.problem) return { ok: false as const, why: cond.problem }
    const r = activate(game, a)
    if (r.ok && obj) actedWithPriority(game, obj.controller)
    if (r.ok && cond?.held) r.why.say(cond.held.text).merge(cond.held)
    return cond?.doubts.length && r.ok ? { ...r, doubts: [...('doubts' in r ? (r.doubts ?? []) : []), ...cond.doubts] } : r
  },
})
