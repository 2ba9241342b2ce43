// Abilities on the stack (CR 113.1b, 405.1): triggered abilities put on the stack the next time a
// player would receive priority (603.3, 117.5), each player's in APNAP order (101.4, 603.3b) and in
// the order their controller chooses (the orderTriggers action); activated abilities put there as
// they are activated (602.2a). An ability on the stack is an object with no card (405.1) that
// exists independently of its source (113.7a); its ref is its source's ref with ":trigger" or
// ":ability" (a number after the first: "bolt:trigger2").
import { reason, ScenarioError, type Reason } from '../answers.js'
import { addDoubts, doubt, touching, type Doubt } from '../doubts.js'
import type { TriggeredAbility } from '../oracle/types.js'
import type { ChosenTarget, Game, GameObject, PendingTrigger, PlayerId, StackAbility, TriggerRecord } from '../state/game.js'
import { readEffects, triggerEffectText, withSelf, type ReadEffects } from './effect-text.js'
import { checkTarget, type TargetSpec } from './targets.js'

/** The refs the engine gives ability objects: the source's ref, then ":trigger" or ":ability" and a count after the first. */
export const ABILITY_REF = /^(.+):(trigger|ability)(\d*)$/

/** The active player (CR 102.1): whose turn it is once the turn is known (game/turn.ts), else the first player. */
export const activePlayer = (game: Game): PlayerId => game.core.turn?.active ?? game.you

/** Players in APNAP order: the active player, then the others in turn order (CR 101.4). */
export function apnapOrder(game: Game): PlayerId[] {
  const ap = activePlayer(game)
  const i = game.players.indexOf(ap)
  return [...game.players.slice(i), ...game.players.slice(0, i)].filter((p) => !game.core.lost.has(p))
}

function abilityRef(game: Game, sourceRef: string, kind: 'trigger' | 'ability', as?: string): string {
  if (as) return as
  const key = `${sourceRef}:${kind}`
  const n = (game.abilityRefCounts.get(key) ?? 0) + 1
  game.abilityRefCounts.set(key, n)
  return n === 1 ? key : `${key}${n}`
}

/** The effect an ability object would carry out, read as the stack reads it; null when it can't be. */
export function abilityEffects(ability: StackAbility, sourceName: string): ReadEffects | null {
  if (ability.ward || ability.delayed) return { effects: [], targets: [] }
  return readEffects(withSelf(ability.effect, sourceName))
}

/** Put an ability on the stack as a new object on top (CR 405.2). */
export function putAbilityOnStack(
  game: Game,
  source: GameObject,
  controller: PlayerId,
  ability: StackAbility,
  why: Reason,
  as?: string,
): GameObject {
  const ref = abilityRef(game, source.ref, ability.kind === 'triggered' ? 'trigger' : 'ability', as)
  const obj = game.create({
    cardRef: null,
    ref,
    face: source.face,
    zone: 'stack',
    zoneOwner: controller,
    owner: controller,
    controller,
    isToken: false,
    isSpellCopy: false,
    arrival: why,
    ability,
  })
  game.madeRefs.set(ref, obj.id)
  return obj
}

/**
 * Queue a triggered ability that just triggered (CR 603.2), to be put on the stack when a player would
 * next receive priority — whether or not the engine can carry out its effect: one it can't is an opaque
 * object on the stack (its controller, APNAP order and timing are known, 603.3b; what it does isn't).
 * A triggered mana ability doesn't use the stack (CR 605.1b, 605.4a).
 */
export function queueTrigger(game: Game, source: GameObject, a: TriggeredAbility, record: TriggerRecord) {
  if (a.event === 'tappedForMana') return
  game.pendingTriggers.push({ record, source, controller: source.controller })
}

/**
 * A target phrase that needs a target ("target creature", "any target"; "up to N target …" may have none, CR 601.2c,
 * 115.1d) — not "the target of" or "new targets for the copy", which name no target of the ability itself.
 */
const UNREAD_TARGET = /(?<!\bup to (?:one|two|three|four|five|x|any number of) (?:other )?|\bthe )\btarget\b(?! of\b)/i

/** Is there any legal choice at all for this target phrase (CR 603.3d: an ability with none is removed from the stack)? */
function anyLegalTarget(game: Game, spec: TargetSpec, controller: PlayerId, source: GameObject, self: GameObject): boolean {
  for (const p of game.players) if (checkTarget(game, spec, controller, source, { player: p }, self).ok) return true
  for (const o of game.objects.values())
    if (
      (o.zone === 'battlefield' || o.zone === 'stack') &&
      checkTarget(game, spec, controller, source, { ref: o.ref, objectId: o.id }, self).ok
    )
      return true
  return false
}

/**
 * Put every waiting triggered ability on the stack (CR 603.3b): the active player's first, then each
 * other player's in turn order, so the last player's resolve first. Returns what was done, for the
 * because of the action after which it happened; empty when nothing waited.
 */
export function putTriggersOnStack(game: Game): Reason {
  const why = reason()
  if (!game.pendingTriggers.length) return why
  const waiting = game.pendingTriggers.splice(0)
  const batch: number[] = []
  // CR 800.4a: when a player leaves the game, the abilities they control cease to exist
  for (const t of waiting)
    if (game.core.lost.has(t.controller)) {
      t.record.onStack = -1
      why
        .say(
          `${t.source.face.name}'s triggered ability never went on the stack: ${t.controller === game.you ? 'you' : t.controller} had lost the game, and a player who leaves the game takes their abilities with them (CR 800.4a).`,
        )
        .rule('800.4a')
    }
  for (const player of apnapOrder(game)) {
    const mine = waiting.filter((t) => t.controller === player)
    for (const t of mine) {
      const obj = stackTrigger(game, t)
      const name = t.source.face.name
      if (!obj) continue
      const effects = abilityEffects(obj.ability!, name)
      const removed = effects?.targets.find((spec) => !anyLegalTarget(game, spec, player, t.source, obj))
      // CR 603.3d: one whose targets the engine doesn't read may have had none to choose, and been removed
      if (!effects && UNREAD_TARGET.test(obj.ability!.effect))
        game.doubt(obj, [
          doubt(
            `Arcanum doesn't read the targets of "${obj.ability!.text}", so it can't tell whether it had a legal target as it was put on the stack; without one it is removed from the stack (CR 603.3d, 115.1) (${name}).`,
            ['603.3d', '115.1'],
            ['trigger', 'target'],
          ),
        ])
      if (removed) {
        game.cease(
          obj,
          reason(`It had no legal target for "${removed.text}", so it was removed from the stack (CR 603.3d).`).rule('603.3d'),
        )
        why
          .say(`${name}'s triggered ability had no legal target for "${removed.text}" and was removed from the stack (CR 603.3d).`)
          .rule('603.3d')
        continue
      }
      batch.push(obj.id)
    }
  }
  game.lastTriggerBatch = batch
  if (!batch.length) return why
  const names = batch.map((id) => {
    const o = game.objects.get(id)!
    return `${o.face.name}'s "${o.ability!.text}" (${o.ref})`
  })
  why
    .say(
      `Triggered abilities went on the stack before any player received priority (CR 603.3, 117.5)${apnapOrder(game).length > 1 && new Set(waiting.map((w) => w.controller)).size > 1 ? ", the active player's first (APNAP order, CR 101.4, 603.3b)" : ''}: ${names.join('; ')}; the last one is on top.`,
    )
    .rule('603.3', '117.5')
  if (new Set(waiting.map((w) => w.controller)).size > 1) why.rule('101.4', '603.3b')
  if (batch.some((id) => game.objects.get(id)!.ability!.trigger?.kind === 'dies')) why.rule('603.10a')
  return why
}

function stackTrigger(game: Game, t: PendingTrigger): GameObject | null {
  const text = t.record.text
  const { effect } = triggerEffectText(text)
  const ability: StackAbility = {
    kind: 'triggered',
    sourceId: t.source.id,
    sourceRef: t.source.ref,
    text,
    effect: t.ward ? `Counter that spell or ability unless its controller pays ${t.ward.cost}.` : withSelf(effect, t.source.face.name),
    trigger: t.record,
    ...(t.ward ? { ward: t.ward } : {}),
    ...(t.delayed ? { delayed: t.delayed, effect: t.delayed.text } : {}),
  }
  const obj = putAbilityOnStack(
    game,
    t.source,
    t.controller,
    ability,
    reason(`${t.source.face.name}'s triggered ability "${text}" was put on the stack (${t.record.cause}) (CR 603.3).`).rule('603.3'),
  )
  t.record.onStack = obj.id
  return obj
}

/** The orderTriggers action: a player puts their triggered abilities that just went on the stack together in the order they choose (CR 603.3b). */
export function orderTriggers(game: Game, player: PlayerId, order: string[], path: string, unseenDoubts: readonly Doubt[] = []) {
  const batch = game.lastTriggerBatch.map((id) => game.objects.get(id)!).filter((o) => o.zone === 'stack' && o.controller === player)
  // an ability the engine can't read may have triggered (CR 603.2): what was put on the stack together is in
  // doubt, so an order naming abilities it didn't see is not a bad scenario but an action it can't check;
  // so is one naming an ability whose source may have triggered unseen (game/unseen-abilities.ts)
  const unsure = addDoubts([...touching(game.mayHaveTriggered, ['trigger'])], unseenDoubts)
  const unseen = order.some((ref) => !batch.includes(game.current(ref)!)) || new Set(order).size !== batch.length
  if (unsure.length && unseen)
    return {
      ok: false as const,
      why: reason(
        `Arcanum can't tell which triggered abilities were put on the stack together, so it can't order ${order.map((r) => `"${r}"`).join(', ')} (CR 603.3b).`,
      ).rule('603.3b'),
      doubts: unsure,
    }
  const chosen = order.map((ref, i) => {
    const o = game.current(ref)
    if (!o || !batch.includes(o))
      throw new ScenarioError(
        `${path}.order[${i}]`,
        `"${ref}" isn't one of ${player === game.you ? 'your' : `${player}'s`} triggered abilities put on the stack together just now${batch.length ? ` (${batch.map((b) => `"${b.ref}"`).join(', ')})` : ' (there are none)'}`,
      )
    return o
  })
  if (new Set(chosen).size !== chosen.length || chosen.length !== batch.length)
    throw new ScenarioError(
      `${path}.order`,
      `name each of ${batch.map((b) => `"${b.ref}"`).join(', ')} once, the first to be put on the stack first`,
    )
  // they must still be the objects they were put there as, together: nothing can have happened in between
  const positions = batch.map((o) => game.stack.indexOf(o.id)).sort((a, b) => a - b)
  const slots = [...positions]
  chosen.forEach((o, i) => {
    game.stack[slots[i]!] = o.id
  })
  const why = reason(
    `${player === game.you ? 'You' : player} put ${player === game.you ? 'your' : 'their'} triggered abilities on the stack in the order chosen, ${chosen.map((o) => o.ref).join(', then ')}: the last is on top and resolves first (CR 603.3b, 405.2).`,
  ).rule('603.3b', '405.2')
  return { ok: true as const, why, doubts: [] }
}

/** The targets of an ability or spell object as chosen, in words. */
export function describeTargets(game: Game, targets: ChosenTarget[] | undefined): string {
  if (!targets?.length) return 'no targets'
  return targets
    .map((t) => ('player' in t ? (t.player === game.you ? 'you' : t.player) : (game.objects.get(t.objectId)?.face.name ?? t.ref)))
    .join(', ')
}
