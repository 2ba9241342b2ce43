// canTarget: could it target this card or player (CR 115, 601.2c: type, controller, zone, hexproof, shroud, protection)?
import { reason } from '../../answers.js'
import { addDoubts, doubt } from '../../doubts.js'
import { activatedEffectText, readEffects, withSelf } from '../../game/effect-text.js'
import { targetInput } from '../../game/resolution.js'
import { targetSpecsOf } from '../../game/target-actions.js'
import { checkTarget, type TargetSpec } from '../../game/targets.js'
import { findAbility } from '../../state/ability-ref.js'
import type { Game, GameObject } from '../../state/game.js'
import { defineQuestion, partialOf, type QuestionOf, type StackAnswer } from '../module.js'

export default defineQuestion({
  kinds: ['canTarget'],
  legality: true,
  references(q, check, path) {
    check.ref(q.of, `${path}.of`)
    if (!check.isPlayer(q.target)) check.ref(q.target, `${path}.target`)
  },
  doubts: (game, q) => canTargetAnswer(game, q).doubts,
  answer: (game, q) => partialOf(canTargetAnswer(game, q)),
})

/** The target phrases of what canTarget asks about: a spell or ability on the stack, a card's spell text, or a permanent's activated ability. */
function specsFor(game: Game, obj: GameObject, ability: QuestionOf<'canTarget'>['ability']) {
  if (ability !== undefined || (obj.zone === 'battlefield' && obj.face.abilities.activated.length)) {
    const a = findAbility(obj.face.abilities.activated, ability, (x) => [x.text])
    if (!a) return null
    const read = readEffects(withSelf(activatedEffectText(a.text), obj.face.name))
    return {
      specs: read?.targets ?? [],
      doubts: read ? [] : [doubt(`Arcanum doesn't read the effect of "${a.text}" (CR 602.1) (${obj.face.name}).`, ['602.1'], ['target'])],
      source: obj,
    }
  }
  const t = targetSpecsOf(game, obj)
  return { ...t, source: obj.ability ? game.objects.get(obj.ability.sourceId)! : obj }
}

function canTargetAnswer(game: Game, q: QuestionOf<'canTarget'>): StackAnswer {
  const obj = game.current(q.of)
  if (!obj || obj.zone === null) return { value: null, why: reason(`${game.nameOf(q.of)} isn't in any zone.`), doubts: [] }
  const found = specsFor(game, obj, q.ability)
  if (!found) return { value: null, why: reason(`${obj.face.name} has no such activated ability (CR 602.1).`).rule('602.1'), doubts: [] }
  const { specs, doubts, source } = found
  const index = (q.index ?? 1) - 1
  const spec: TargetSpec | undefined = specs[index]
  if (!spec)
    return {
      value: doubts.length ? null : false,
      legal: false,
      why: reason(
        specs.length
          ? `It has ${specs.length} "target" phrase${specs.length === 1 ? '' : 's'}, not ${index + 1} (CR 115.1).`
          : `${obj.face.name}${obj.ability ? "'s ability" : ''} has no target the engine reads, so it targets nothing (CR 115.1, 115.10).`,
      ).rule('115.1'),
      doubts,
    }
  const t = targetInput(game, q.target)
  if ('ok' in t) return { value: false, legal: false, why: t.why, doubts }
  const c = checkTarget(game, spec, obj.controller, source, t, obj.zone === 'stack' ? obj : undefined)
  return { value: c.ok, legal: c.ok, why: c.why, doubts: addDoubts(doubts, c.doubts) }
}
