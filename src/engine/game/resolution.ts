// Choosing targets (CR 601.2c, 602.2b, 603.3d) and resolving spells' and abilities' effects (608.2):
// the targets are checked again as it resolves (608.2b) — with every target illegal it doesn't
// resolve, with some illegal it does what it can to the rest — then its instructions are followed in
// order (608.2c) and an ability leaves the stack and ceases to exist (608.2n). Ward (702.21a) is a
// triggered ability, put on the stack when its permanent becomes the target of an opponent's spell
// or ability. The effects carried out are those effect-text.ts reads (damage, life, counters,
// countering); src/engine/effects (stream engine-turn) adds the others through the same shape.
import { effectTouches } from '../oracle/clause-kind.js'
import { reason, ScenarioError, type Reason } from '../answers.js'
import { addDoubts, doubt, type Doubt } from '../doubts.js'
import type { ChosenTarget, Game, GameObject, PlayerId } from '../state/game.js'
import { linkedApplies } from '../state/kicker.js'
import type { Illegal } from '../actions/cast.js'
import { changeCounters } from './counters.js'
import { dealDamage } from './damage.js'
import type { ReadEffects, Recipient } from './effect-text.js'
import { changeLife } from './life.js'
import { checkCondition } from './conditions.js'
import { checkTarget, targetName, wardCost, type TargetSpec } from './targets.js'

/** A target as the scenario names it: a player, or a card or reference (its object now). */
export function targetInput(game: Game, name: string): ChosenTarget | Illegal {
  if (game.players.includes(name) && !game.isKnownRef(name)) return { player: name }
  const obj = game.current(name)
  if (!obj || obj.zone === null)
    return { ok: false, why: reason(`${game.nameOf(name)} isn't in any zone, so it can't be targeted (CR 115.1).`).rule('115.1') }
  return { ref: obj.ref, objectId: obj.id }
}

/**
 * Choose targets for a spell or ability: one for each target phrase, in order, each legal (CR 601.2c).
 * Sets them on the object and queues ward triggers (702.21a). Nothing changes when a choice is illegal.
 */
export function chooseTargets(
  game: Game,
  obj: GameObject,
  specs: TargetSpec[],
  names: string[],
  chooser: PlayerId,
  source: GameObject,
): { ok: true; why: Reason; doubts: Doubt[] } | Illegal {
  const name = obj.face.name
  // CR 601.2c: one target for each target phrase; an "up to N" phrase's may be left unchosen
  const fits = names.length === specs.length || (names.length < specs.length && specs.slice(names.length).every((s) => s.optional))
  if (!fits)
    return {
      ok: false,
      why: reason(
        specs.length
          ? `${name}${obj.ability ? "'s ability" : ''} needs ${specs.length} target${specs.length === 1 ? '' : 's'}, one for each of ${specs.map((s) => `"${s.text}"`).join(', ')}; ${names.length} ${names.length === 1 ? 'was' : 'were'} named (CR 601.2c).`
          : `${name}${obj.ability ? "'s ability" : ''} has no targets the engine reads, so none can be chosen (CR 115.1).`,
      ).rule('601.2c', '115.1'),
    }
  const doubts: Doubt[] = []
  const chosen: ChosenTarget[] = []
  const why = reason()
  for (let i = 0; i < names.length; i++) {
    const t = targetInput(game, names[i]!)
    if ('ok' in t) return t
    const c = checkTarget(game, specs[i]!, chooser, source, t, obj)
    addDoubts(doubts, c.doubts)
    if (!c.ok) return { ok: false, why: c.why }
    chosen.push(t)
    why.say(c.why.text).merge(c.why)
  }
  obj.targets = chosen
  for (const t of chosen) {
    if ('player' in t) continue
    const target = game.objects.get(t.objectId)!
    const cost = target.zone === 'battlefield' ? wardCost(target) : null
    // CR 702.21a: ward triggers when it becomes the target of a spell or ability an opponent controls
    if (cost !== null && target.controller !== chooser) {
      const record = {
        sourceId: target.id,
        sourceRef: target.ref,
        event: 'becomesTarget',
        kind: 'becomesTarget',
        text: `Ward ${cost}`,
        cause: `${target.face.name} became the target of ${name}${obj.ability ? "'s ability" : ''}`,
      }
      game.triggers.push(record)
      game.pendingTriggers.push({ record, source: target, controller: target.controller, ward: { objectId: obj.id, cost } })
      why.say(`${target.face.name} has ward ${cost}: its ward ability triggers (CR 702.21a).`).rule('702.21a')
    }
  }
  return { ok: true, why, doubts }
}

function recipients(game: Game, r: Recipient, controller: PlayerId, source: GameObject, targets: (ChosenTarget | null)[]) {
  if (typeof r === 'object') return [targets[r.target] ?? null]
  if (r === 'self') return [{ ref: source.ref, objectId: source.id } as ChosenTarget]
  if (r === 'you') return [{ player: controller }]
  const players = r === 'eachOpponent' ? game.opponentsOf(controller) : game.players
  return players.filter((p) => !game.core.lost.has(p)).map((p) => ({ player: p }))
}

const refOf = (t: ChosenTarget) => ('player' in t ? t.player : t.ref)

/**
 * Carry out a spell's or ability's read effects (CR 608.2): targets checked again first (608.2b).
 * Returns whether it resolved at all (false: every target was illegal) and what the engine can't be sure of.
 */
export function carryOut(
  game: Game,
  obj: GameObject,
  read: ReadEffects,
  source: GameObject,
  why: Reason,
  counterObject: (target: GameObject) => { why: Reason },
  choices?: unknown,
): { resolved: boolean; doubts: Doubt[]; illegal?: boolean } {
  const doubts: Doubt[] = []
  const controller = obj.controller
  const chosen = obj.targets ?? []
  const legal: (ChosenTarget | null)[] = read.targets.map((spec, i) => {
    const t = chosen[i]
    if (!t) return null
    const c = checkTarget(game, spec, controller, source, t, obj)
    addDoubts(doubts, c.doubts)
    if (!c.ok) why.say(`${targetName(game, t)} is no longer a legal target: ${c.why.text}`).merge(c.why)
    return c.ok ? t : null
  })
  if (read.targets.length && legal.every((t) => t === null)) {
    why.say(`Every target is illegal, so it doesn't resolve: none of its effects happen (CR 608.2b).`).rule('608.2b')
    return { resolved: false, doubts }
  }
  if (legal.some((t) => t === null)) why.say('It does as much as it can: nothing happens to an illegal target (CR 608.2b).').rule('608.2b')
  const by = source.face.name
  if (read.modules) {
    // the effect modules carry it out (src/engine/effects/ability.ts), with the targets still legal (CR 608.2b)
    const r = read.modules.carryOut(
      game,
      controller,
      source,
      legal.map((t) => (t ? refOf(t) : null)),
      choices,
      movedTo(game, obj, source),
      legal.map((t) => (t && 'objectId' in t ? game.objects.get(t.objectId) : undefined)),
    )
    why.say(r.why.text).merge(r.why)
    if (r.ok === null) {
      why.say(`Arcanum didn't carry out the rest of its effect: ${r.doubts.map((d) => d.text).join(' ')}`)
      for (const d of r.doubts) game.effectDoubts.push({ doubt: d, cardRef: null })
    } else addDoubts(doubts, r.doubts)
    return { resolved: true, doubts, ...(r.ok === false ? { illegal: true } : {}) }
  }
  for (const e of read.effects) {
    const whom = recipients(
      game,
      e.kind === 'damage' ? e.to : e.kind === 'life' ? e.who : e.kind === 'counters' ? e.on : e.what,
      controller,
      source,
      legal,
    )
    for (const t of whom) {
      if (!t) continue
      switch (e.kind) {
        case 'damage': {
          const r = dealDamage(game, { source: source.ref, to: refOf(t), amount: e.amount }, 'resolve')
          why.say(r.why.text).merge(r.why)
          if (r.ok) addDoubts(doubts, r.doubts)
          break
        }
        case 'life':
          if ('player' in t) changeLife(game, t.player, e.gain ? e.amount : -e.amount, why)
          break
        case 'counters': {
          const r = changeCounters(game, refOf(t), e.counter, e.amount, true)
          why.say(r.why.text).merge(r.why)
          break
        }
        case 'counter': {
          const target = 'player' in t ? undefined : game.objects.get(t.objectId)
          if (target) {
            const r = counterObject(target)
            why.say(r.why.text).merge(r.why)
          }
          break
        }
      }
    }
  }
  if (!read.effects.length) why.say(`${by}'s effect did nothing the engine reads.`)
  return { resolved: true, doubts }
}

const PUBLIC_ZONES = ['battlefield', 'graveyard', 'exile', 'stack', 'command']

/**
 * CR 400.7e: an ability that triggers when its source moves from one zone to another ("When this Aura is
 * put into a graveyard from the battlefield") can find the new object the source became in the public zone
 * it moved to — still there as that object; undefined otherwise.
 */
function movedTo(game: Game, obj: GameObject, source: GameObject): GameObject | undefined {
  const kind = obj.ability?.trigger?.kind
  if (source.zone !== null || source.cardRef === null || (kind !== 'dies' && kind !== 'leaves')) return undefined
  const now = game.current(source.cardRef)
  // the object that move made: its arrival is the source's departure (Game.move)
  return now && now.arrival === source.departure && PUBLIC_ZONES.includes(now.zone ?? '') ? now : undefined
}

/** CR 603.4: an intervening "if" is checked again as the ability resolves; if it's false then, the ability does nothing. */
export function interveningIfHolds(game: Game, obj: GameObject, why: Reason): boolean {
  const ability = obj.ability!
  const source = game.objects.get(ability.sourceId)!
  const printed = source.face.abilities.triggers.find((t) => t.text === ability.text)
  if (printed?.condition) {
    const c = checkCondition(game, printed.condition, source, obj.controller)
    const cond = printed.condition.text.replace(/~/g, source.face.name)
    if (c.holds === null) {
      // whether it does anything is in doubt: so is whatever it could change (CR 603.4)
      const clause = source.face.abilities.clauses.find((x) => x.text === ability.text)
      const d = doubt(
        `Arcanum can't tell whether the intervening "if" ("${cond}") holds as the ability resolves (CR 603.4): ${c.found} (${source.face.name}).`,
        ['603.4', ...c.rules],
        clause ? [...effectTouches(clause)] : undefined,
      )
      game.effectDoubts.push({ doubt: d, cardRef: null })
      why.say(d.text).rule('603.4')
      return false
    }
    why
      .say(
        c.holds
          ? `Its intervening "if" ("${cond}") is checked again as it resolves, and still holds: ${c.found} (CR 603.4).`
          : `Its intervening "if" ("${cond}") is checked again as it resolves and no longer holds: ${c.found}, so it does nothing (CR 603.4).`,
      )
      .rule('603.4', ...c.rules)
    return c.holds
  }
  if (!printed?.ifKicked) return true
  const holds = linkedApplies(source.resolvedFrom, printed.ifKicked)
  why
    .say(
      holds
        ? `Its condition "${printed.ifKicked.text}" is checked again as it resolves, and still holds (CR 603.4).`
        : `Its condition is checked again as it resolves and no longer holds, so it does nothing (CR 603.4).`,
    )
    .rule('603.4')
  return holds
}

/** The ward trigger resolving: the spell or ability is countered unless its controller pays (CR 702.21a). */
export function resolveWard(
  game: Game,
  obj: GameObject,
  pay: boolean | undefined,
  path: string,
  why: Reason,
  counterObject: (target: GameObject) => { why: Reason },
) {
  const ward = obj.ability!.ward!
  const target = game.objects.get(ward.objectId)
  const name = obj.face.name
  if (target?.zone !== 'stack') {
    why.say(`The spell or ability ${name}'s ward would counter has left the stack; it does nothing (CR 608.2b).`)
    return
  }
  if (pay === undefined)
    throw new ScenarioError(
      `${path}.pay`,
      `${name}'s ward ability resolves: say whether ${target.controller === game.you ? 'you pay' : `${target.controller} pays`} ${ward.cost} ("pay": true or false)`,
    )
  const life = /^pay (\w+) life$/i.exec(ward.cost)
  if (pay && life) {
    const n = Number(life[1])
    const have = game.core.life.get(target.controller)!
    // CR 119.4: a player can pay life only if their life total is greater than or equal to the payment
    if (!(have >= n)) {
      why
        .say(`${target.controller === game.you ? 'You' : target.controller} can't pay ${n} life with ${have} life (CR 119.4).`)
        .rule('119.4')
      pay = false
    } else {
      changeLife(game, target.controller, -n, why, '119.4')
    }
  }
  if (pay) {
    why
      .say(`${ward.cost} was paid, so ${target.face.name}${target.ability ? "'s ability" : ''} isn't countered (CR 702.21a).`)
      .rule('702.21a')
    return
  }
  why.say(`${ward.cost} wasn't paid (CR 702.21a).`).rule('702.21a')
  const r = counterObject(target)
  why.say(r.why.text).merge(r.why)
}
