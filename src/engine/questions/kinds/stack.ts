// stack: the spells and abilities on the stack, top first (CR 405.2); detail: each with its controller and targets.
import { reason } from '../../answers.js'
import { addDoubts, doubt, touching, type Doubt } from '../../doubts.js'
import { describeTargets } from '../../game/stack-objects.js'
import { battlefieldDoubts, skippedEventDoubts } from '../../state/doubts.js'
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

/** What could have put something on the stack the engine doesn't know of: triggered abilities it records but can't resolve. */
function stackDoubts(game: Game): Doubt[] {
  const out: Doubt[] = []
  for (const t of game.triggers)
    if (t.onStack === undefined && t.event !== 'tappedForMana' && t.kind !== 'becomesTarget')
      out.push(
        doubt(
          `Arcanum doesn't put on the stack a triggered ability whose effect it can't carry out: "${t.text}" triggered (${t.cause}) (CR 603.3) (${game.objects.get(t.sourceId)?.face.name ?? t.sourceRef}).`,
          ['603.3'],
          ['trigger'],
        ),
      )
  // a triggered ability the reader didn't read could have triggered on anything that happened (damage
  // dealt, a permanent entering…): whatever is on the battlefield with one makes the answer unsure
  for (const p of game.battlefield()) addDoubts(out, touching(p.face.clauseDoubts, ['trigger']))
  // an ability that may have triggered (an unread filter or condition, an opaque trigger): it may be on the stack
  addDoubts(out, game.mayHaveTriggered)
  addDoubts(out, battlefieldDoubts(game, ['trigger']))
  // an effect the engine skipped could have caused events an ability triggered on (CR 603.2, 603.3)
  addDoubts(out, skippedEventDoubts(game))
  // an effect the engine didn't carry out that copies spells would have put the copies on the stack (CR 707.10)
  for (const e of game.effectDoubts) addDoubts(out, touching([e.doubt], ['copy']))
  for (const id of game.stack) addDoubts(out, game.objects.get(id)!.doubts)
  return out
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
