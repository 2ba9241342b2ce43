// Delayed triggered abilities (CR 603.7): created as a spell or ability resolves ("Return that card to
// the battlefield … at the beginning of the next end step", "At the beginning of the next end step,
// you gain 3 life"), they trigger only once, the next time their event happens (603.7b) — here the
// beginning of the next end step (513.1) — and not for an event before they were created (603.7a).
// One that refers to an object affects it only if it is still in the zone it was expected in, as the
// same object (603.7c, 400.7). They go on the stack like any triggered ability (603.3) and resolve here.
import type { Reason } from '../answers.js'
import type { Doubt } from '../doubts.js'
import type { Effect } from '../effects/types.js'
import type { DelayedAbility, Game, GameObject, PlayerId } from '../state/game.js'

export type DelayedTrigger = DelayedAbility

const created = new WeakMap<Game, DelayedTrigger[]>()

export function createDelayedTrigger(game: Game, d: Omit<DelayedTrigger, 'turn'>) {
  const list = created.get(game) ?? []
  list.push({ ...d, turn: game.core.turn?.number ?? 1 })
  created.set(game, list)
}

/** When a delayed trigger triggers: its event, the phrase that names it, the step's beginning in words, the rule of that step. */
interface DelayedMoment {
  at: NonNullable<DelayedTrigger['at']>
  kind: string
  phrase: string
  began: string
  cause: string
  rule: string
}

const END_STEP: DelayedMoment = {
  at: 'nextEndStep',
  kind: 'endStep',
  phrase: 'at the beginning of the next end step',
  began: 'the end step began',
  cause: 'the end step began',
  rule: '513.1',
}
const NEXT_UPKEEP: DelayedMoment = {
  at: 'nextTurnUpkeep',
  kind: 'upkeep',
  phrase: "at the beginning of the next turn's upkeep",
  began: "the next turn's upkeep began",
  cause: 'the upkeep step began',
  rule: '503.1',
}

/** The delayed triggers that trigger now trigger, once (CR 603.7b), and wait to be put on the stack (603.3). */
function trigger(game: Game, why: Reason, m: DelayedMoment, due: (d: DelayedTrigger) => boolean) {
  const list = created.get(game) ?? []
  const now = list.filter(due)
  if (!now.length) return
  created.set(
    game,
    list.filter((d) => !now.includes(d)),
  )
  const sentence = new RegExp(` ${m.phrase}\\.?$`, 'i')
  for (const d of now) {
    const record = {
      sourceId: d.source.id,
      sourceRef: d.source.ref,
      event: m.at,
      kind: m.kind,
      text: `${m.phrase.replace(/^./, (c) => c.toUpperCase())}, ${d.text.replace(sentence, '').replace(/^./, (c) => c.toLowerCase())}`,
      cause: m.cause,
    }
    game.triggers.push(record)
    game.pendingTriggers.push({ record, source: d.source, controller: d.controller, delayed: d })
    why
      .say(
        `${d.source.face.name}'s delayed triggered ability "${d.text}" triggered as ${m.began}; it triggers only once (CR 603.7b, ${m.rule}).`,
      )
      .rule('603.7b', m.rule)
  }
}

/** The beginning of the end step (CR 513.1): "at the beginning of the next end step" delayed triggers. */
export function endStepBegins(game: Game, why: Reason) {
  trigger(game, why, END_STEP, (d) => (d.at ?? 'nextEndStep') === 'nextEndStep')
}

/**
 * The beginning of an upkeep (CR 503.1): "at the beginning of the next turn's upkeep" delayed triggers created
 * in an earlier turn.
 */
export function upkeepBegins(game: Game, why: Reason) {
  const turn = game.core.turn?.number ?? 1
  trigger(game, why, NEXT_UPKEEP, (d) => d.at === 'nextTurnUpkeep' && d.turn < turn)
}

/** A delayed triggered ability resolving (CR 608.2, 603.7c). */
export function resolveDelayed(
  game: Game,
  d: DelayedTrigger,
  why: Reason,
  carry: {
    putOntoBattlefield: (ref: string, controller: PlayerId) => { ok: boolean; why: Reason }
    apply: (effect: Effect, controller: PlayerId, source: GameObject) => { ok: boolean | null; why: Reason; doubts: Doubt[] }
  },
): Doubt[] {
  if (d.does.kind === 'effect') {
    const r = carry.apply(d.does.effect as Effect, d.controller, d.source)
    why.say(r.why.text).merge(r.why)
    return r.doubts
  }
  const obj = game.objects.get(d.does.objectId)
  if (obj?.zone !== 'exile') {
    why
      .say(
        `${obj?.face.name ?? 'The card'} isn't in exile as the object the ability refers to any more (it left exile, or it was a token that ceased to exist), so it doesn't return (CR 603.7c, 400.7).`,
      )
      .rule('603.7c', '400.7')
    return []
  }
  const r = carry.putOntoBattlefield(obj.ref, obj.owner)
  why.say(`${obj.face.name} was returned to the battlefield under its owner's control (CR 603.7c).`).rule('603.7c').merge(r.why)
  if (r.why.text) why.say(r.why.text)
  return []
}
