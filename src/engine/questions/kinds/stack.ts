// stack: the spells and abilities on the stack, top first (CR 405.2); detail: each with its controller and targets.
import { reason } from '../../answers.js'
import { describeTargets } from '../../game/stack-objects.js'
import { stackDoubts } from '../../state/stack-doubts.js'
import type { Game, GameObject } from '../../state/game.js'
import { defineQuestion, partialOf, type StackAnswer } from '../module.js'

export default defineQuestion({
  kinds: ['stack'],
  references() {},
  doubts: (game) => stackAnswer(game).doubts,
  answer: (game) => partialOf(stackAnswer(game)),
})

function kindOf(o: GameObject): string {
  if (o.ability) return `${o.ability.kind} ability`
  return o.isSpellCopy ? 'copy of a spell' : 'spell'
}

function stackAnswer(game: Game): StackAnswer {
  const objects = [...game.stack].reverse().map((id) => game.objects.get(id)!)
  const detail = objects.map((o) => ({
    ref: o.ref,
    name: o.face.name,
    kind: kindOf(o),
    controller: o.controller,
    ...(o.ability ? { text: o.ability.text } : {}),
    targets: (o.targets ?? []).map((t) => ('player' in t ? t.player : t.ref)),
  }))
  const why = objects.length
    ? reason(
        `On the stack, top first: ${objects.map((o) => `${o.ref} (${o.face.name}'s ${kindOf(o)}${o.targets?.length ? `, targeting ${describeTargets(game, o.targets)}` : ''})`).join('; ')}. Each object is put on top of those already there, and the top one resolves first (CR 405.2, 405.5).`,
      ).rule('405.2', '405.5')
    : reason('The stack is empty (CR 405.1).').rule('405.1')
  if (objects.some((o) => o.ability)) why.rule('113.7a')
  return { value: objects.map((o) => o.ref), why, detail: { objects: detail }, doubts: stackDoubts(game) }
}
