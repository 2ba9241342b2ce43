// canActivate: could its activated ability be activated now (CR 602.2, 107.5, 302.6)?
import { reason } from '../../answers.js'
import { activatedAbilityOf } from '../../actions/mana.js'
import { activationCheck } from '../../game/activate.js'
import { activationConditionProblem } from '../../game/activation-conditions.js'
import { activationTimingProblem } from '../../game/timing.js'
import type { Clause } from '../../oracle/types.js'
import { sentences } from '../../oracle/text.js'
import { isPermanentCard } from '../../state/card.js'
import { battlefieldDoubts, doubtsFor } from '../../state/doubts.js'
import type { GameObject } from '../../state/game.js'
import { aboutObject, defineQuestion, done } from '../module.js'

export default defineQuestion({
  kinds: ['canActivate'],
  legality: true,
  references: aboutObject,
  doubts(game, q) {
    const obj = game.current(q.of)
    // CR 113.6: a permanent card's abilities function only on the battlefield unless they say otherwise, so
    // off it what its own clauses do can't make it activatable; effects of other permanents still could
    if (obj && functionsOnlyOnBattlefield(obj)) return battlefieldDoubts(game, ['activate'])
    return doubtsFor(game, [obj], ['activate'])
  },
  answer(game, q) {
    const obj = game.current(q.of)
    const c = activationCheck(game, obj, q.ability)
    if (!c.ok) return done(false, c.why, { legal: false })
    // timing (src/engine/game/timing.ts): priority, "Activate only as a sorcery" (CR 117.1, 602.5d)
    const ability = obj ? activatedAbilityOf(obj, q.ability) : null
    const late =
      obj && ability && 'text' in ability
        ? activationTimingProblem(game, ability.text, obj.face.name, obj.controller, ability.isMana)
        : null
    if (late) return done(false, late, { legal: false })
    // "Activate only if …" (CR 602.5b)
    const cond = obj && ability && 'text' in ability ? activationConditionProblem(game, ability.text, obj, obj.controller) : null
    if (cond?.doubts.length) return { ...done(null, reason()), doubts: cond.doubts }
    if (cond?.problem) return done(false, cond.problem, { legal: false })
    return done(true, c.why, { legal: true })
  },
})

/** Off the battlefield, a permanent card none of whose clauses names another zone it could work from (CR 113.6, 113.6b, 113.6j). */
function functionsOnlyOnBattlefield(obj: GameObject): boolean {
  if (obj.zone === 'battlefield' || obj.zone === null || obj.zone === 'stack' || !isPermanentCard(obj.face)) return false
  const zoneWords = /\b(?:hand|graveyard|library|command zone|from exile|in exile|exiled card|is exiled)\b/i
  // of an activated ability, what says where it works is its cost and its activation instructions (CR 602.1b)
  const saysWhere = (c: Clause) =>
    c.kind === 'activated'
      ? zoneWords.test(c.text.slice(0, c.text.indexOf(': '))) || sentences(c.text).some((t) => /^activate\b/i.test(t) && zoneWords.test(t))
      : zoneWords.test(c.text)
  return !obj.face.abilities.clauses.some((c) => c.kind === 'keyword' || saysWhere(c))
}
