// Casting a spell (CR 601.2): proposal, announcements of alternative and additional costs (601.2b),
// total cost (601.2f, 118.9), payment, then the spell becomes cast and cast triggers see it (601.2i).
// Each keyword's part (alternative costs, kicker, buyback…) is its mechanic module's (src/engine/mechanics).
import { possessive, reason, subject, zonePhrase as zoneName, type Reason } from '../answers.js'
import {
  addCosts,
  emptyCost,
  formatManaCost,
  manaPaidFor,
  parseManaCost,
  reduceCost,
  reductionRules,
  withX,
  type ManaCost,
} from '../mana/cost.js'
import type { Cost } from '../oracle/types.js'
import type { CastOptions, CostChoice, Zone } from '../scenario/index.js'
import { isType, matchesQuality, type CardFace } from '../state/card.js'
import type { CastRecord, Game, GameObject, PlayerId } from '../state/game.js'
import { fireTriggers } from '../state/triggers.js'
import { lifePayable, lifePayment, payLife, unpayableLife } from './life-payment.js'
import { selfReductions } from '../game/cost-reductions.js'
import { doubt, type Doubt } from '../doubts.js'
import {
  ADDITIONAL_COSTS,
  ALTERNATIVE_COSTS,
  alternativeCost,
  type AdditionalCost,
  type AnnounceContext,
  type CastContext,
  type Payment,
} from '../mechanics/index.js'
import type { PaidFields } from '../mechanics/types.js'
import { additionalSacrifices, payAdditionalSacrifices, readSacrifice, sacrificeCandidates } from './additional-sacrifice.js'
import { payWith, planPayers, type PayerUse } from './cost-payers.js'
import { costReductions } from './cost-reducers.js'

/** An action the rules forbid; `doubts`: what the engine can't read that the refusal rests on (the outcome is then unsupported). */
export type Illegal = { ok: false; why: Reason; doubts?: Doubt[] }
export interface CastPlan {
  ok: true
  obj: GameObject
  owner: PlayerId
  controller: PlayerId
  relocateFrom?: Zone
  record: CastRecord
  /** The additional costs paid, as the outcome says them ("kicker {2}", "buyback"). */
  paid: string[]
  /** Citations the cast carries (the rules of the alternative cost used…). */
  notes: Reason
  /** What the mechanics say about the cast, told in its outcome. */
  said: Reason
  /** Cost parts the engine can't check are payable ("Sacrifice a creature"): whether it may be cast rests on them (CR 601.2h). */
  doubts: Doubt[]
  /** The objects that pay part of the total cost (convoke, improvise, delve: src/engine/mechanics), tapped or exiled as it is paid. */
  payers: PayerUse[]
  /** What its total cost rests on that the engine can't be sure of (what its own reduction counts, CR 601.2f). */
  costDoubts?: Doubt[]
}

const illegal = (why: Reason): Illegal => ({ ok: false, why })

export function asList<T>(v: T | T[] | undefined): T[] {
  return v === undefined ? [] : Array.isArray(v) ? v : [v]
}

/** The value of a mechanic's cast option ("kicker", "buyback", "stickerKicker"). */
export const choiceOf = (opts: object, m: AdditionalCost): unknown => (opts as Record<string, unknown>)[m.option]

const costHasX = (c: Cost | null) => Boolean(c && ((c.mana?.x ?? 0) > 0 || c.other.some((o) => /\bX\b/.test(o))))

function manaOf(c: Cost | null, x: number): ManaCost {
  return c?.mana ? withX(c.mana, x) : emptyCost()
}

/** "Sacrifice a Mountain", "Sacrifice two creatures": can the caster pay it? Null when the engine can't tell (CR 701.21a). */
function sacrificeCost(game: Game, part: string, controller: PlayerId, spell: GameObject): { payable: boolean; have: number } | null {
  const read = readSacrifice(part)
  if (!read) return null
  const have = sacrificeCandidates(game, read.quality, controller, spell).length
  return { payable: have >= read.need, have }
}

/** Plan a cast without changing the game: every check of CR 601.2–601.3 that can make it illegal. */
export function planCast(game: Game, ref: string, opts: CastOptions, defaultPlaced: Set<string>): CastPlan | Illegal {
  if (!game.cards.has(ref)) {
    const o = game.current(ref)
    return illegal(
      reason(`${o?.face.name ?? ref} is ${o?.isToken ? 'a token' : 'a copy'}, not a card: it can't be cast (CR 601.2, 707.10a).`).rule(
        '601.2',
        '707.10a',
      ),
    )
  }
  const obj = game.current(ref)
  if (!obj) return illegal(reason(`${game.cards.get(ref)!.name} is no longer in the game.`).rule('400.7'))
  const face = obj.face
  if (isType(face, 'land')) {
    return illegal(
      reason(`${face.name} is a land, and lands can't be cast: they are played as a special action (CR 305.1, 305.9).`).rule(
        '305.1',
        '305.9',
      ),
    )
  }
  const owner = opts.owner ?? obj.owner
  const controller = opts.controller ?? (opts.owner && opts.owner !== obj.owner ? game.you : owner)
  const notes = reason()

  // CR 118.9a, 601.2b: at most one alternative cost
  const costs = asList<CostChoice>(opts.cost)
  if (costs.length > 1) {
    return illegal(
      reason(
        `Only one alternative cost can be applied to a spell as it's being cast, and you can't apply two alternative methods of casting to one spell: ${costs.join(' and ')} can't be combined (CR 118.9a, 601.2b).`,
      ).rule('118.9a', '601.2b'),
    )
  }
  const mechanic = alternativeCost(costs[0])
  const alt = mechanic?.name ?? null

  // where it is cast from
  let zone = obj.zone
  let relocateFrom: Zone | undefined
  if (opts.from && opts.from !== zone) {
    if (defaultPlaced.has(ref) && opts.from !== 'stack' && opts.from !== 'battlefield' && !mechanic?.reachedOnlyByAction) {
      relocateFrom = opts.from
      zone = opts.from
    } else {
      return illegal(
        reason(
          `${face.name} is ${zoneName(obj.zone, obj.zoneOwner, game.you)}, not in the ${opts.from}: a spell is cast from where the card is (CR 601.2a).`,
        ).rule('601.2a'),
      )
    }
  }
  if (zone === 'stack' || zone === 'battlefield') {
    return illegal(
      reason(`${face.name} is ${zoneName(zone, obj.zoneOwner, game.you)}; only a card in another zone can be cast (CR 601.2a).`).rule(
        '601.2a',
      ),
    )
  }

  const ctx: CastContext = {
    name: face.name,
    types: face.type.types,
    zone,
    ownZone: obj.zoneOwner === controller,
    ownerIsCaster: obj.owner === controller,
    madnessPending: obj.madnessPending,
    otherCardsInGraveyard: game.inZone('graveyard', controller).filter((o) => o.id !== obj.id).length,
    opponentLostLife: game.opponentsOf(controller).some((p) => game.core.lostLifeThisTurn.has(p)),
    where: zoneName(zone, obj.zoneOwner, game.you),
    castAnotherSpellThisTurn: (game.core.spellsCastThisTurn.get(controller) ?? 0) > 0,
    designation: obj.designation ?? null,
    turn: game.core.turn?.number ?? null,
  }
  let base: Cost | null = null
  const castDoubts: Doubt[] = []
  if (mechanic) {
    // CR 118.9: an alternative cost of a registered mechanic (src/engine/mechanics)
    const cost = mechanic.costOf(face.abilities)
    if (!cost)
      return illegal(reason(`${face.name} has no ${mechanic.keyword.toLowerCase()} ability (CR ${mechanic.rule}).`).rule(mechanic.rule))
    const bad = mechanic.check(ctx, cost, () => reason())
    if (bad) return illegal(bad)
    const unsure = mechanic.unsure?.(ctx)
    if (unsure)
      castDoubts.push(
        doubt(
          unsure.text,
          unsure.citations.flatMap((c) => ('rule' in c ? [c.rule] : [])),
          ['cast'],
        ),
      )
    base = cost
    mechanic.cite(notes, face.name)
  } else {
    const fromOwnHand = zone === 'hand' && obj.zoneOwner === controller
    const assumedPermission = opts.source || (opts.owner !== undefined && opts.owner !== controller)
    if (!fromOwnHand && !assumedPermission) {
      const why = reason(
        `A spell is normally cast from your hand; casting ${face.name} from ${zoneName(zone, obj.zoneOwner, game.you).replace(/^in /, '')} needs a rule or effect that allows it (CR 601.3).`,
      ).rule('601.3')
      // a registered alternative cost that would allow it from there (flashback, madness…)
      for (const m of ALTERNATIVE_COSTS) {
        const cost = m.costOf(face.abilities)
        if (cost && !m.check(ctx, cost, () => reason())) why.say(m.hint).rule(m.rule)
      }
      return illegal(why)
    }
    if (!fromOwnHand)
      notes
        .say(
          `Cast from ${zoneName(zone, obj.zoneOwner, game.you).replace(/^in /, '')} as ${opts.source ? `"${opts.source}"` : 'an effect'} allows (CR 601.3).`,
        )
        .rule('601.3')
  }

  const announce: AnnounceContext = { game, ref, face, controller, matchesQuality }
  // CR 601.3: prohibitions (Meddling Mage); a sticker can't change the name beforehand
  const prohibitedBy = [
    ...game.prohibitions.filter((p) => p.name.toLowerCase() === face.name.toLowerCase()).map((p) => p.source),
    ...game
      .battlefield()
      .filter((p) => p.face.abilities.prohibitsChosenName && p.chosenName?.toLowerCase() === face.name.toLowerCase())
      .map((p) => p.face.name),
  ]
  if (prohibitedBy.length) {
    const why = reason(
      `Spells named ${face.name} can't be cast (${prohibitedBy.join(', ')}). A player can begin to cast a spell only if no rule or effect prohibits it, and "can't" beats "can" (CR 601.3, 101.2).`,
    ).rule('601.3', '101.2')
    for (const m of ADDITIONAL_COSTS) m.whenProhibited?.(announce, choiceOf(opts, m), why)
    return illegal(why)
  }

  // CR 601.2b: the additional costs announced (kicker, sticker kicker, buyback: src/engine/mechanics)
  const payments: Payment[] = []
  const paidRecord: Partial<PaidFields> = {}
  for (const m of ADDITIONAL_COSTS) {
    const a = m.announce(announce, choiceOf(opts, m))
    if (!a.ok) return illegal(a.why)
    payments.push(...a.payments)
    Object.assign(paidRecord, m.unpaid, a.record)
  }

  // CR 107.3a–b: the value of X
  const xIn = (alt === null ? face.manaCost.x > 0 : costHasX(base)) || payments.some((p) => p.hasX)
  if (opts.x !== undefined && opts.x !== 0 && !xIn) {
    if (alt && face.manaCost.x > 0) {
      return illegal(
        reason(`${face.name} is being cast for its ${alt} cost, which has no X, so the only legal choice for X is 0 (CR 107.3b).`).rule(
          '107.3b',
        ),
      )
    }
    return illegal(
      reason(`There is no X in the costs of ${face.name} as it's being cast, so no value of X can be announced (CR 107.3a, 601.2b).`).rule(
        '107.3a',
        '601.2b',
      ),
    )
  }
  const x = xIn ? (opts.x ?? 0) : null
  const xv = x ?? 0

  // CR 601.2f: mana cost or one alternative cost, plus additional costs and increases, minus reductions
  const steps: string[] = []
  let total = base ? manaOf(base, xv) : withX(face.manaCost, xv)
  steps.push(base ? `${alt} cost ${base.text}` : `mana cost ${face.manaCostText ?? '(none)'}${face.manaCost.x ? ` with X=${xv}` : ''}`)
  const other = [...(base?.other ?? [])]
  for (const p of payments) {
    if (p.mana) total = addCosts(total, withX(p.mana, xv), p.times)
    for (let i = 0; i < p.times; i++) other.push(...p.other)
    steps.push(p.step)
  }
  if (opts.costIncrease) {
    total = addCosts(total, parseManaCost(opts.costIncrease))
    steps.push(`+ increase ${opts.costIncrease}`)
  }
  let reduction: string[] | undefined
  // CR 601.2f, 118.7a: the spell's own cost reductions (affinity, undaunted: src/engine/mechanics)
  const reducing = costReductions(game, obj, controller)
  if (reducing.steps.length) {
    const by = { ...emptyCost(), generic: reducing.by }
    reduction = reductionRules(total, by)
    total = reduceCost(total, by)
    steps.push(...reducing.steps)
    castDoubts.push(...reducing.doubts)
  }
  // and those its text states ("~ costs {1} less to cast if you control three or more artifacts")
  const own = selfReductions(game, face, obj, controller)
  if (own.steps.length) {
    const by = parseManaCost(`{${own.generic}}`)
    reduction = [...(reduction ?? []), ...reductionRules(total, by)]
    total = reduceCost(total, by)
    steps.push(...own.steps)
  }
  if (opts.costReduction) {
    const by = parseManaCost(opts.costReduction)
    reduction = [...new Set([...(reduction ?? []), ...reductionRules(total, by)])]
    total = reduceCost(total, by)
    steps.push(`− reduction ${opts.costReduction}`)
  }
  const mana = formatManaCost(total)
  // CR 601.2h: objects that pay part of the total cost once it is determined (convoke, improvise, delve)
  const paying = planPayers(game, obj, controller, opts, total)
  if (!paying.ok) return paying
  const paidByObjects = paying.uses.reduce((n, u) => n + u.objects.length, 0)
  const otherText = other.map((o) => o.replace(/\bX\b/g, String(xv)))
  const totalCost = [mana, ...otherText].join(', ')
  steps.push(`= ${totalCost}`)

  const record: CastRecord = {
    wasCast: true,
    controller,
    from: zone!,
    alternativeCost: alt,
    ...(paidRecord as PaidFields),
    x,
    totalCost,
    otherCosts: otherText,
    manaSpent: manaPaidFor(total) - paidByObjects,
    costSteps: steps,
    ...(reduction ? { reductionRules: reduction } : {}),
  }
  // what the mechanics say about this cast once its costs are known (kicker's targets, CR 702.33g)
  const said = reason()
  for (const m of ADDITIONAL_COSTS) m.castNotes?.(face, record, said)
  said.say(reducing.said.text).merge(reducing.said)
  said.say(paying.said.text).merge(paying.said)
  // CR 601.2h: costs other than mana must be payable; what the engine can't check is a doubt
  const doubts: Doubt[] = [...castDoubts, ...paying.doubts]
  // "As an additional cost to cast this spell, sacrifice a creature" (CR 601.2b): checked like the costs above
  for (const part of [...otherText, ...additionalSacrifices(face)]) {
    if (mechanic?.checksCostPart?.(part)) continue
    const life = lifePayment(part)
    if (life !== null) {
      const can = lifePayable(game, controller, life)
      doubts.push(...can.doubts)
      // CR 119.4: a refusal resting on a doubt is itself in doubt
      if (!can.payable)
        return { ...illegal(unpayableLife(game, controller, part, can.life)), ...(can.doubts.length ? { doubts: can.doubts } : {}) }
      continue
    }
    const sacrifice = sacrificeCost(game, part, controller, obj)
    if (sacrifice === null)
      doubts.push(doubt(`Arcanum doesn't check whether this cost can be paid (CR 601.2h): "${part}" (${face.name}).`, ['601.2h'], ['cast']))
    else if (!sacrifice.payable)
      return illegal(
        reason(
          `${face.name}'s cost includes "${part}", and ${possessive(controller, game.you)} battlefield has ${sacrifice.have === 0 ? 'no' : `only ${sacrifice.have}`} such permanent${sacrifice.have === 1 ? '' : 's'}: a cost that can't be paid can't be paid, so it can't be cast this way (CR 601.2h, 701.21a).`,
        ).rule('601.2h', '701.21a'),
      )
  }
  const plan: CastPlan = {
    ok: true,
    obj,
    owner,
    controller,
    record,
    paid: payments.map((p) => p.paid),
    notes,
    said,
    doubts,
    payers: paying.uses,
    costDoubts: own.doubts,
  }
  if (relocateFrom) plan.relocateFrom = relocateFrom
  return plan
}

/** Carry out a planned cast: the card moves to the stack as a new object (CR 400.7, 601.2a). */
export function performCast(game: Game, plan: CastPlan, defaultPlaced: Set<string>): { spell: GameObject; why: Reason } {
  let obj = plan.obj
  if (plan.relocateFrom) {
    obj = game.move(obj, plan.relocateFrom, reason(`${obj.face.name} starts in the ${plan.relocateFrom}.`))!
  }
  if (obj.owner !== plan.owner) obj.owner = obj.zoneOwner = plan.owner
  defaultPlaced.delete(obj.ref)
  const face = obj.face
  const r = plan.record
  const where =
    r.from === 'hand' || r.from === 'graveyard' || r.from === 'library'
      ? `${possessive(obj.zoneOwner, game.you)} ${r.from}`
      : r.from === 'exile'
        ? 'exile'
        : `the ${r.from}`
  const why = reason(
    `${subject(plan.controller, game.you)} cast ${face.name} from ${where}${r.alternativeCost ? ` for its ${r.alternativeCost} cost` : ''}${plan.paid.length ? `, paying ${plan.paid.join(' and ')}` : ''}${r.x !== null ? `, X=${r.x}` : ''}; total cost ${r.totalCost} (CR 601.2).`,
  )
    .rule('601.2')
    .merge(plan.notes)
    .say(plan.said.text)
    .merge(plan.said)
  const spell = game.move(obj, 'stack', why, { controller: plan.controller })!
  spell.cast = r
  // CR 601.2h: its additional sacrifices are paid as it is cast, before it becomes cast (601.2i)
  payAdditionalSacrifices(game, spell, plan.controller, why)
  payLife(game, plan.controller, r.otherCosts, why)
  if (plan.costDoubts?.length) game.doubt(spell, plan.costDoubts)
  // just before the spell becomes cast: sticker kicker's ticket counters and stickers (CR 702.33h)
  for (const m of ADDITIONAL_COSTS) m.beforeCast?.(game, spell, r)
  // CR 601.2h: the objects paying part of the cost are tapped or exiled (convoke, improvise, delve)
  payWith(game, plan.payers)
  // CR 601.2i: the spell becomes cast; cast triggers trigger now
  r.castBefore = [...game.core.spellsCastThisTurn.values()].reduce((a, b) => a + b, 0)
  game.core.spellsCastThisTurn.set(plan.controller, (game.core.spellsCastThisTurn.get(plan.controller) ?? 0) + 1)
  const triggered = fireTriggers(game, { kind: 'cast', spell, player: plan.controller }, `${face.name} was cast`)
  if (triggered.length)
    why.say(`It triggered ${triggered.map((t) => game.objects.get(t.sourceId)!.face.name).join(', ')} (CR 601.2i).`).rule('601.2i')
  return { spell, why }
}

export const isCreatureSpell = (face: CardFace) => isType(face, 'creature')
