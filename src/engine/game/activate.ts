// Activating an ability (CR 602.2): it is put on the stack (602.2a), its targets are chosen (601.2c
// through 602.2b), then its costs are paid — {T} and {Q} (107.5, 107.6), sacrifice (701.21a),
// discard (701.9a), paying life (119.4), removing counters (122.1) and mana, which the engine takes as
// paid as it does for spells (it doesn't track mana available). A cost that can't be paid in full
// makes the activation illegal (118.3), and then nothing happens (732).
import { reason, type Reason } from '../answers.js'
import { addDoubts, doubt, type Doubt } from '../doubts.js'
import { formatManaCost } from '../mana/cost.js'
import type { ActivatedAbility } from '../oracle/types.js'
import type { AbilityReference } from '../scenario/index.js'
import { matchesQuality } from '../state/card.js'
import type { Game, GameObject } from '../state/game.js'
import { fireTriggers } from '../state/triggers.js'
import { activatedAbilityOf, activateManaAbility, checkActivation } from '../actions/mana.js'
import { discard } from '../actions/hand.js'
import type { Illegal } from '../actions/cast.js'
import { activatedEffectText, readEffects, withSelf } from './effect-text.js'
import { changeLife } from './life.js'
import { chooseTargets, targetInput } from './resolution.js'
import { putAbilityOnStack } from './stack-objects.js'
import { readOtherCost, type OtherCost } from './stack-reading.js'
import { loyaltyOncePerTurn, recordLoyaltyActivation } from './loyalty.js'
import { checkTarget } from './targets.js'
import { untapPermanent } from './untap.js'

export interface ActivateRequest {
  card: string
  ability?: AbilityReference
  targets?: string[]
  sacrifice?: string[]
  discard?: string[]
  as?: string
}

type CostPlan = { cost: OtherCost; pays: GameObject | null }

/** Can every cost other than mana be paid, and with what (CR 118.3)? */
function planCosts(
  game: Game,
  obj: GameObject,
  a: ActivatedAbility,
  req: Pick<ActivateRequest, 'sacrifice' | 'discard'>,
): CostPlan[] | (Illegal & { needsChoice?: boolean }) {
  const sacrifices = [...(req.sacrifice ?? [])]
  const discards = [...(req.discard ?? [])]
  const out: CostPlan[] = []
  const name = obj.face.name
  for (const text of a.otherCosts) {
    const cost = readOtherCost(text)!
    const shown = cost.text.replace(/~/g, name)
    switch (cost.kind) {
      case 'sacrificeSelf':
        out.push({ cost, pays: obj })
        break
      case 'sacrifice':
      case 'discard': {
        const pool = cost.kind === 'sacrifice' ? sacrifices : discards
        const ref = pool.shift()
        const field = cost.kind === 'sacrifice' ? '"sacrifice"' : '"discard"'
        if (ref === undefined) {
          const any =
            cost.kind === 'sacrifice'
              ? game.battlefield().some((p) => p.controller === obj.controller && matchesQuality(p.face, cost.quality))
              : game.inZone('hand', obj.controller).some((c) => !cost.quality || matchesQuality(c.face, cost.quality))
          return {
            ok: false,
            needsChoice: any,
            why: reason(
              any
                ? `"${shown}" is part of the cost: name what is ${cost.kind === 'sacrifice' ? 'sacrificed' : 'discarded'} with ${field} (CR 601.2h, 602.2b).`
                : `"${shown}" can't be paid: ${obj.controller === game.you ? 'you have' : `${obj.controller} has`} no ${cost.quality || 'card'}${cost.kind === 'sacrifice' ? ' to sacrifice' : ' in hand'} (CR 118.3).`,
            ).rule(any ? '601.2h' : '118.3', '602.2b'),
          }
        }
        const p = game.current(ref)
        const ok =
          cost.kind === 'sacrifice'
            ? p?.zone === 'battlefield' && p.controller === obj.controller && matchesQuality(p.face, cost.quality)
            : p?.zone === 'hand' && p.zoneOwner === obj.controller && (!cost.quality || matchesQuality(p.face, cost.quality))
        if (!p || !ok)
          return {
            ok: false,
            why: reason(
              `${game.nameOf(ref)} can't pay "${shown}": ${cost.kind === 'sacrifice' ? `a player can sacrifice only a ${cost.quality} they control on the battlefield (CR 701.21a)` : `only a ${cost.quality ? `${cost.quality} ` : ''}card in ${obj.controller === game.you ? 'your' : 'their'} hand can be discarded (CR 701.9a)`}.`,
            ).rule(cost.kind === 'sacrifice' ? '701.21a' : '701.9a', '118.3'),
          }
        out.push({ cost, pays: p })
        break
      }
      case 'payLife': {
        const life = game.core.life.get(obj.controller)!
        if (life < cost.amount)
          return {
            ok: false,
            why: reason(
              `${obj.controller === game.you ? 'You have' : `${obj.controller} has`} ${life} life and can't pay ${cost.amount} life: a player can pay life only if their life total is greater than or equal to the payment (CR 119.4, 118.3).`,
            ).rule('119.4', '118.3'),
          }
        out.push({ cost, pays: null })
        break
      }
      case 'removeCounters': {
        const have = obj.counters[cost.counter] ?? 0
        if (have < cost.amount)
          return {
            ok: false,
            why: reason(
              `${name} has ${have} ${cost.counter} counter${have === 1 ? '' : 's'}, so "${shown}" can't be paid (CR 118.3).`,
            ).rule('118.3'),
          }
        out.push({ cost, pays: null })
        break
      }
      case 'loyalty': {
        const have = obj.counters.loyalty ?? 0
        if (have < -cost.amount)
          return {
            ok: false,
            why: reason(
              `${name} has ${have} loyalty counter${have === 1 ? '' : 's'}: a loyalty ability with a negative loyalty cost can't be activated unless the permanent has at least that many loyalty counters (CR 606.6).`,
            ).rule('606.6'),
          }
        out.push({ cost, pays: null })
      }
    }
  }
  const extra = sacrifices.length ? 'sacrifice' : discards.length ? 'discard' : null
  if (extra)
    return {
      ok: false,
      why: reason(`"${extra}" names more than its costs ask for ("${a.otherCosts.join(', ')}") (CR 602.2b).`).rule('602.2b'),
    }
  return out
}

/** Could it be activated now: {T}, {Q}, summoning sickness, and whether its other costs could be paid (CR 118.3)? For canActivate. */
export function activationCheck(game: Game, obj: GameObject | undefined, ability: AbilityReference | undefined) {
  const c = checkActivation(game, obj, (o) => activatedAbilityOf(o, ability))
  if (!c.ok || !obj) return c
  const again = loyaltyOncePerTurn(game, obj, c.ability)
  if (again) return { ok: false as const, why: again }
  if (c.ability.otherCosts.some((t) => readOtherCost(t) === null)) return c
  // with nothing named to sacrifice or discard: payable if something could be (the choice is the activate action's)
  const costs = planCosts(game, obj, c.ability, {})
  return Array.isArray(costs) || costs.needsChoice ? c : costs
}

function payCost(game: Game, obj: GameObject, plan: CostPlan, why: Reason) {
  const name = obj.face.name
  const { cost, pays } = plan
  switch (cost.kind) {
    case 'sacrificeSelf':
    case 'sacrifice': {
      const p = pays!
      const s = reason(`${p.face.name} was sacrificed to pay the cost (CR 701.21a).`).rule('701.21a')
      const next = game.move(p, 'graveyard', s)
      why.say(s.text).merge(s)
      if (!next) p.departure = s.say('A token that leaves the battlefield ceases to exist (CR 111.7).').rule('111.7')
      fireTriggers(game, { kind: 'dies', permanents: [p] }, `${p.face.name} was sacrificed`)
      break
    }
    case 'discard': {
      const r = discard(game, pays!.ref)
      why.say(`${pays!.face.name} was discarded to pay the cost (CR 701.9a).`).rule('701.9a')
      if (r.ok) why.merge(r.why)
      break
    }
    case 'payLife':
      changeLife(game, obj.controller, -cost.amount, why.say(`Paying ${cost.amount} life:`), '119.4')
      break
    case 'loyalty': {
      obj.counters.loyalty = (obj.counters.loyalty ?? 0) + cost.amount
      const n = Math.abs(cost.amount)
      why
        .say(
          `Its loyalty cost: ${n} loyalty counter${n === 1 ? '' : 's'} ${cost.amount >= 0 ? (n === 1 ? 'was put on' : 'were put on') : n === 1 ? 'was removed from' : 'were removed from'} ${name} (now ${obj.counters.loyalty}) (CR 606.4).`,
        )
        .rule('606.4')
      break
    }
    case 'removeCounters':
      obj.counters[cost.counter] = (obj.counters[cost.counter] ?? 0) - cost.amount
      why
        .say(
          `${cost.amount} ${cost.counter} counter${cost.amount === 1 ? ' was' : 's were'} removed from ${name} to pay the cost (CR 122.1).`,
        )
        .rule('122.1')
  }
}

/** The activate action (CR 602.2). */
export function activate(game: Game, req: ActivateRequest): { ok: true; why: Reason; doubts: Doubt[] } | Illegal {
  const obj = game.current(req.card)
  const c = checkActivation(game, obj, (o) => activatedAbilityOf(o, req.ability))
  if (!c.ok) return c
  const source = obj!
  const a = c.ability
  const name = source.face.name
  const again = loyaltyOncePerTurn(game, source, a)
  if (again) return { ok: false, why: again }
  // CR 605.3a: a mana ability doesn't use the stack
  if (a.isMana) {
    const m = activateManaAbility(game, req.card, a.index)
    return m.ok ? { ok: true, why: m.why, doubts: [] } : m
  }
  const unread = a.otherCosts.find((t) => readOtherCost(t) === null)
  if (unread)
    return {
      ok: false,
      why: reason(
        `Arcanum can't pay the cost "${unread.replace(/~/g, name)}" of "${a.text}" yet, so it doesn't activate it (CR 602.2b).`,
      ).rule('602.2b'),
    }
  const read = readEffects(withSelf(activatedEffectText(a.text), name))
  const doubts: Doubt[] = []
  // CR 601.2c via 602.2b: targets are chosen before costs are paid; check them first, so an illegal choice changes nothing
  const specs = read?.targets ?? []
  let names = req.targets ?? []
  // an effect the engine doesn't read that names a target ("… a copy of target creature card in your graveyard"):
  // a count it reads no target in is no proof the choice is illegal (CR 601.2c via 602.2b); the targets named
  // can't be checked, and what the ability does stays in doubt as it resolves
  if (names.length && !read && /\btargets?\b/i.test(activatedEffectText(a.text))) {
    doubts.push(
      doubt(
        `Arcanum doesn't read the targets of "${a.text}", so it can't check ${names.map((n) => `"${n}"`).join(', ')} (CR 115.1, 601.2c) (${name}).`,
        ['115.1', '601.2c'],
        ['target'],
      ),
    )
    names = []
  }
  if (names.length && names.length !== specs.length)
    return {
      ok: false,
      why: reason(
        `"${a.text}" has ${specs.length} target${specs.length === 1 ? '' : 's'} the engine reads; ${names.length} ${names.length === 1 ? 'was' : 'were'} named (CR 601.2c).`,
      ).rule('601.2c'),
    }
  for (let i = 0; i < names.length; i++) {
    const t = targetInput(game, names[i]!)
    if ('ok' in t) return t
    const check = checkTarget(game, specs[i]!, source.controller, source, t)
    addDoubts(doubts, check.doubts)
    if (!check.ok) return { ok: false, why: check.why }
  }
  const costs = planCosts(game, source, a, req)
  if (!Array.isArray(costs)) return costs
  const why = reason(
    `${source.controller === game.you ? 'You' : source.controller} activated ${name}'s ability "${a.text}": it was put on the stack (CR 602.2a).`,
  ).rule('602.2', '602.2a')
  const stacked = putAbilityOnStack(
    game,
    source,
    source.controller,
    { kind: 'activated', sourceId: source.id, sourceRef: source.ref, text: a.text, effect: withSelf(activatedEffectText(a.text), name) },
    reason(`${name}'s ability "${a.text}" was activated (CR 602.2a).`).rule('602.2a'),
    req.as,
  )
  if (names.length) {
    const chosen = chooseTargets(game, stacked, specs, names, source.controller, source)
    if (!chosen.ok) return chosen // checked above: can't happen
    why.say(chosen.why.text).merge(chosen.why)
    addDoubts(doubts, chosen.doubts)
  } else if (specs.length)
    why.say(`Its targets (${specs.map((s) => `"${s.text}"`).join(', ')}) are still to be chosen with "chooseTargets".`)
  if (a.tap) {
    source.tapped = true
    why.say(`${name} was tapped to pay {T} (CR 107.5).`).rule('107.5')
  }
  if (a.untap) {
    untapPermanent(game, source, `${name} was untapped to pay {Q}`)
    why.say(`${name} was untapped to pay {Q} (CR 107.6).`).rule('107.6')
  }
  if (a.manaCost && formatManaCost(a.manaCost) !== '{0}')
    why
      .say(`Its mana cost ${formatManaCost(a.manaCost)} is taken as paid: Arcanum doesn't track the mana available (CR 602.2b, 601.2h).`)
      .rule('601.2h')
  for (const plan of costs) payCost(game, source, plan, why)
  recordLoyaltyActivation(game, source, a)
  if (!read) why.say(`Arcanum doesn't read its effect "${activatedEffectText(a.text)}": what it does as it resolves is in doubt.`)
  why.say(`The ability is ${stacked.ref} on the stack; it exists independently of ${name} (CR 113.7a).`).rule('113.7a')
  return { ok: true, why, doubts }
}
