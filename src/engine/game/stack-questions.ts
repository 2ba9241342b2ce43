// The stack's questions: stack (what is on it, top first, CR 405.2), targets (what a spell or
// ability on the stack targets and whether each target is still legal, 115.1, 608.2b) and canTarget
// (could it target this, 115, 601.2c). Each answer carries what it rests on that the engine can't be
// sure of; the question layer turns those into unsupported answers.
import { reason, type Reason } from '../answers.js'
import { addDoubts, doubt, touching, type Doubt } from '../doubts.js'
import type { Question } from '../scenario/index.js'
import { findAbility } from '../state/ability-ref.js'
import { battlefieldDoubts, skippedEventDoubts } from '../state/doubts.js'
import type { Game, GameObject } from '../state/game.js'
import { activatedEffectText, readEffects, withSelf } from './effect-text.js'
import { targetInput } from './resolution.js'
import { describeTargets } from './stack-objects.js'
import { targetSpecsOf } from './target-actions.js'
import { checkTarget, targetName, type TargetSpec } from './targets.js'

export const STACK_QUESTIONS = ['stack', 'targets', 'canTarget'] as const
export type StackQuestion = Extract<Question, { q: (typeof STACK_QUESTIONS)[number] }>
export const isStackQuestion = (q: Question): q is StackQuestion => (STACK_QUESTIONS as readonly string[]).includes(q.q)

export interface StackAnswer {
  value: boolean | string[] | null
  why: Reason
  legal?: boolean
  detail?: Record<string, unknown>
  doubts: Doubt[]
}

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

/** The target phrases of what canTarget asks about: a spell or ability on the stack, a card's spell text, or a permanent's activated ability. */
function specsFor(game: Game, obj: GameObject, ability: Extract<Question, { q: 'canTarget' }>['ability']) {
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

function canTargetAnswer(game: Game, q: Extract<Question, { q: 'canTarget' }>): StackAnswer {
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

export function answerStackQuestion(game: Game, q: StackQuestion): StackAnswer {
  switch (q.q) {
    case 'stack':
      return stackAnswer(game)
    case 'targets':
      return targetsAnswer(game, q.of)
    case 'canTarget':
      return canTargetAnswer(game, q)
  }
}
