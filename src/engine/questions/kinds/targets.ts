// targets: the targets chosen for a spell or ability on the stack, and whether each is still legal (CR 115.1, 608.2b).
import { reason } from '../../answers.js'
import { addDoubts } from '../../doubts.js'
import { targetSpecsOf } from '../../game/target-actions.js'
import { checkTarget, targetName } from '../../game/targets.js'
import type { Game } from '../../state/game.js'
import { aboutObject, defineQuestion, partialOf, type StackAnswer } from '../module.js'

export default defineQuestion({
  kinds: ['targets'],
  references: aboutObject,
  doubts: (game, q) => targetsAnswer(game, q.of).doubts,
  answer: (game, q) => partialOf(targetsAnswer(game, q.of)),
})

function targetsAnswer(game: Game, ref: string): StackAnswer {
  const obj = game.current(ref)
  if (obj?.zone !== 'stack')
    return {
      value: null,
      why: reason(`${game.nameOf(ref)} isn't a spell or ability on the stack; only those have targets (CR 115.1).`).rule('115.1'),
      doubts: [],
    }
  const { specs, doubts } = targetSpecsOf(game, obj)
  const source = obj.ability ? game.objects.get(obj.ability.sourceId)! : obj
  const chosen = obj.targets ?? []
  if (!chosen.length)
    return {
      value: [],
      why: reason(
        specs.length
          ? `${obj.ref} has no targets chosen yet (${specs.map((s) => `"${s.text}"`).join(', ')}); choose them with "chooseTargets" (CR 601.2c, 603.3d).`
          : `${obj.ref} has no targets (CR 115.1, 115.10).`,
      ).rule('115.1', ...(specs.length ? ['601.2c'] : ['115.10'])),
      doubts,
    }
  const why = reason()
  const legality = chosen.map((t, i) => {
    const c = checkTarget(game, specs[i]!, obj.controller, source, t, obj)
    addDoubts(doubts, c.doubts)
    why.say(c.ok ? `${targetName(game, t)} ("${specs[i]!.text}") is a legal target.` : c.why.text).merge(c.why)
    return { target: 'player' in t ? t.player : t.ref, for: specs[i]!.text, legal: c.ok }
  })
  why.rule('115.1', '608.2b')
  if (legality.every((l) => !l.legal)) why.say("With every target illegal, it won't resolve (CR 608.2b).")
  return { value: legality.map((l) => l.target), why, detail: { targets: legality }, doubts }
}
