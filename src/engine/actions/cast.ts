// Casting a spell (CR 601.2): proposal, announcements of alternative and additional costs (601.2b),
// total cost (601.2f, 118.9), payment, then — sticker kicker's ticket counters and stickers just
// before — the spell becomes cast and cast triggers see it (601.2i).
import { possessive, reason, subject, type Reason } from '../answers.js'
import {
  addCosts,
  emptyCost,
  formatManaCost,
  manaPaidFor,
  parseManaCost,
  readManaCost,
  reduceCost,
  reductionRules,
  withX,
  type ManaCost,
} from '../mana/cost.js'
import type { Cost } from '../oracle/types.js'
import type { CastOptions, CostChoice, KickerChoice, Zone } from '../scenario/index.js'
import { numberWord } from '../oracle/text.js'
import { isType, matchesQuality, unknownQualityWords, type CardFace } from '../state/card.js'
import type { CastRecord, Game, GameObject, KickPaid, PlayerId, StickerKick } from '../state/game.js'
import { fireTriggers } from '../state/triggers.js'
import { doubt, type Doubt } from '../doubts.js'
import { alternativeCost, type CastContext } from '../mechanics/index.js'

export type Illegal = { ok: false; why: Reason }
export interface CastPlan {
  ok: true
  obj: GameObject
  owner: PlayerId
  controller: PlayerId
  relocateFrom?: Zone
  record: CastRecord
  stickerSources: GameObject[]
  notes: Reason
  /** Cost parts the engine can't check are payable ("Sacrifice a creature"): whether it may be cast rests on them (CR 601.2h). */
  doubts: Doubt[]
}

const illegal = (why: Reason): Illegal => ({ ok: false, why })
const zoneName = (z: Zone | null, owner: string, you: string) =>
  z === null
    ? 'nowhere (it no longer exists)'
    : z === 'battlefield' || z === 'stack'
      ? `on the ${z}`
      : `in ${owner === you ? 'your' : `${owner}'s`} ${z}`

export function asList<T>(v: T | T[] | undefined): T[] {
  return v === undefined ? [] : Array.isArray(v) ? v : [v]
}

/** The printed kicker costs a kicker choice pays, or why the choice is illegal (CR 702.33). */
export function kickerChoice(face: CardFace, choice: KickerChoice | undefined): { kicks: KickPaid[] } | Illegal {
  const kickers = face.abilities.kickers
  const none = choice === undefined || choice === false || choice === 0 || (Array.isArray(choice) && choice.length === 0)
  if (none) return { kicks: [] }
  if (kickers.length === 0) {
    const why = reason(
      `${face.name} has no kicker ability, so there is no kicker cost to pay: kicker is "You may pay an additional [cost] as you cast this spell" printed on the spell (CR 702.33a).`,
    ).rule('702.33a')
    if (face.abilities.stickerKicker) why.say('Its sticker kicker is paid with the cast option stickerKicker.')
    return illegal(why)
  }
  const cost = (label: 'A' | 'B') => kickers.find((k) => k.label === label)
  const text = (c: Cost) => c.text
  const multi = kickers.find((k) => k.multi)
  if (multi) {
    const times = choice === true ? 1 : typeof choice === 'number' ? choice : asList(choice as 'A' | 'B' | ('A' | 'B')[]).length
    if (Array.isArray(choice) || typeof choice === 'string') {
      if (asList(choice).some((l) => l !== 'A'))
        return illegal(
          reason(`${face.name} has one multikicker cost; there is no [B] kicker (CR 702.33c, 702.33f).`).rule('702.33c', '702.33f'),
        )
    }
    return { kicks: [{ label: 'A', times, cost: text(multi.cost), multi: true }] }
  }
  let labels: ('A' | 'B')[]
  if (choice === true) labels = ['A']
  else if (typeof choice === 'number') {
    if (choice > kickers.length) {
      return illegal(
        reason(
          `${face.name} has ${kickers.length === 1 ? 'one kicker cost' : 'two kicker costs'} and no multikicker, so it can be kicked at most ${kickers.length === 1 ? 'once' : 'twice (once with each cost)'}: the kicker ability doesn't let you pay a kicker cost more than once (CR 702.33a, 702.33d).`,
        )
          .rule('702.33a', '702.33d')
          .ruling('kicker.once', face.name),
      )
    }
    labels = (['A', 'B'] as const).slice(0, choice)
  } else labels = asList(choice as 'A' | 'B' | ('A' | 'B')[])
  const seen = new Set<string>()
  for (const l of labels) {
    if (!cost(l))
      return illegal(
        reason(
          `${face.name} has no [${l}] kicker: its kicker costs are ${kickers.map((k) => `[${k.label}] ${k.cost.text}`).join(' and ')} (CR 702.33f).`,
        ).rule('702.33b', '702.33f'),
      )
    if (seen.has(l))
      return illegal(
        reason(
          `The [${l}] kicker cost of ${face.name} can't be paid twice: the kicker ability doesn't let you pay a kicker cost more than once (CR 702.33a).`,
        )
          .rule('702.33a', '702.33d')
          .ruling('kicker.once', face.name),
      )
    seen.add(l)
  }
  return { kicks: labels.map((l) => ({ label: l, times: 1, cost: text(cost(l)!.cost), multi: false })) }
}

const costHasX = (c: Cost | null) => Boolean(c && ((c.mana?.x ?? 0) > 0 || c.other.some((o) => /\bX\b/.test(o))))

function manaOf(c: Cost | null, x: number): ManaCost {
  return c?.mana ? withX(c.mana, x) : emptyCost()
}

/** "Sacrifice a Mountain", "Sacrifice two creatures": can the caster pay it? Null when the engine can't tell (CR 701.21a). */
function sacrificeCost(game: Game, part: string, controller: PlayerId, spell: GameObject): { payable: boolean; have: number } | null {
  const m = /^sacrifice (a|an|one|two|three|four|five) ([\w ]+?)$/i.exec(part)
  if (!m) return null
  const need = numberWord(m[1]!) ?? 1
  const quality = need > 1 ? m[2]!.replace(/\b(creature|land|artifact|enchantment|permanent)s\b/gi, '$1') : m[2]!
  if (unknownQualityWords(quality).length) return null
  const have = game.battlefield().filter((o) => o.controller === controller && o !== spell && matchesQuality(o.face, quality)).length
  return { payable: have >= need, have }
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
    if (defaultPlaced.has(ref) && opts.from !== 'stack' && opts.from !== 'battlefield' && alt !== 'madness') {
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

  let base: Cost | null = null
  if (mechanic) {
    // CR 118.9: an alternative cost of a registered mechanic (src/engine/mechanics)
    const cost = mechanic.costOf(face.abilities)
    if (!cost)
      return illegal(reason(`${face.name} has no ${mechanic.keyword.toLowerCase()} ability (CR ${mechanic.rule}).`).rule(mechanic.rule))
    const ctx: CastContext = {
      name: face.name,
      types: face.type.types,
      zone,
      ownZone: obj.zoneOwner === controller,
      ownerIsCaster: obj.owner === controller,
      madnessPending: obj.madnessPending,
      otherCardsInGraveyard: game.inZone('graveyard', controller).filter((o) => o.id !== obj.id).length,
      where: zoneName(zone, obj.zoneOwner, game.you),
    }
    const bad = mechanic.check(ctx, cost, () => reason())
    if (bad) return illegal(bad)
    base = cost
    mechanic.cite(notes, face.name)
  } else {
    const fromOwnHand = zone === 'hand' && obj.zoneOwner === controller
    const assumedPermission = opts.source || (opts.owner !== undefined && opts.owner !== controller)
    if (!fromOwnHand && !assumedPermission) {
      const why = reason(
        `A spell is normally cast from your hand; casting ${face.name} from ${zoneName(zone, obj.zoneOwner, game.you).replace(/^in /, '')} needs a rule or effect that allows it (CR 601.3).`,
      ).rule('601.3')
      if (zone === 'graveyard' && face.abilities.flashback) why.say('It has flashback: cast it with cost "flashback".').rule('702.34a')
      if (zone === 'exile' && obj.madnessPending) why.say('Its madness trigger is waiting: cast it with cost "madness".').rule('702.35a')
      return illegal(why)
    }
    if (!fromOwnHand)
      notes
        .say(
          `Cast from ${zoneName(zone, obj.zoneOwner, game.you).replace(/^in /, '')} as ${opts.source ? `"${opts.source}"` : 'an effect'} allows (CR 601.3).`,
        )
        .rule('601.3')
  }

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
    if (opts.stickerKicker !== undefined) {
      why
        .say(
          "Sticker kicker doesn't help: the sticker goes on just before the spell is considered cast, and you can't use it to change a spell's name to get around effects that prohibit that spell from being cast (CR 123.6).",
        )
        .rule('123.6')
      for (const s of asList(opts.stickerKicker)) why.ruling('sticker.noNameDodge', game.nameOf(s))
    }
    return illegal(why)
  }

  // CR 601.2b: kicker, buyback and sticker kicker announcements
  const k = kickerChoice(face, opts.kicker)
  if ('ok' in k) return k
  if (opts.buyback && !face.abilities.buyback) return illegal(reason(`${face.name} has no buyback ability (CR 702.27a).`).rule('702.27a'))

  const stickerSources: GameObject[] = []
  const stickerKicks: StickerKick[] = []
  const seen = new Set<string>()
  for (const sRef of asList(opts.stickerKicker)) {
    if (seen.has(sRef)) {
      const name = game.current(sRef)?.face.name ?? sRef
      return illegal(
        reason(
          `Each ${name} lets you pay its sticker kicker cost only once per spell; pay it again only with another source granting sticker kicker.`,
        )
          .rule('702.33h')
          .ruling('sticker.oncePerSource', name),
      )
    }
    seen.add(sRef)
    if (sRef === ref && face.abilities.stickerKicker) {
      stickerKicks.push({ sourceRef: sRef, sourceName: face.name, cost: face.abilities.stickerKicker.text })
      continue
    }
    const src = game.current(sRef)
    const grant = src?.face.abilities.grants.find((g) => g.family === 'sticker kicker' && g.to.kind === 'spellsYouCast')
    if (!src || !grant) return illegal(reason(`${src?.face.name ?? sRef} doesn't grant sticker kicker.`).rule('702.33h'))
    if (src.zone !== 'battlefield' || src.controller !== controller) {
      return illegal(
        reason(
          `${src.face.name} grants sticker kicker to spells its controller casts only while it's on the battlefield: it is ${zoneName(src.zone, src.zoneOwner, game.you)}${src.zone === 'battlefield' ? ` under ${possessive(src.controller, game.you)} control` : ''} (CR 702.33h, 611.3a).`,
        ).rule('702.33h', '611.3a'),
      )
    }
    const types = grant.to.kind === 'spellsYouCast' ? grant.to.types : []
    if (types.length && !types.some((t) => matchesQuality(face, t))) {
      return illegal(
        reason(
          `${src.face.name} gives sticker kicker only to ${types.join(' or ')} spells you cast; ${face.name} is a ${face.typeLine}. Sticker kicker is an optional additional cost that you may pay as you cast a creature spell (CR 702.33h).`,
        )
          .rule('702.33h')
          .ruling('sticker.optionalAdditionalCost', src.face.name),
      )
    }
    stickerSources.push(src)
    stickerKicks.push({
      sourceRef: sRef,
      sourceName: src.face.name,
      cost: grant.cost === 'manaCost' ? (face.manaCostText ?? '{0}') : grant.cost.text,
    })
  }

  // CR 107.3a–b: the value of X
  const kickerCostObjs = k.kicks.map((kp) => face.abilities.kickers.find((kc) => kc.label === kp.label)!.cost)
  const xIn =
    (alt === null ? face.manaCost.x > 0 : costHasX(base)) ||
    kickerCostObjs.some(costHasX) ||
    (opts.buyback && costHasX(face.abilities.buyback))
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
  for (const kp of k.kicks) {
    const c = face.abilities.kickers.find((kc) => kc.label === kp.label)!.cost
    total = addCosts(total, manaOf(c, xv), kp.times)
    for (let i = 0; i < kp.times; i++) other.push(...c.other)
    steps.push(`+ ${kp.multi ? 'multikicker' : 'kicker'} ${c.text}${kp.times > 1 ? ` ×${kp.times}` : ''}`)
  }
  for (const sk of stickerKicks) {
    total = addCosts(total, readManaCost(sk.cost).cost)
    steps.push(`+ sticker kicker ${sk.cost} (${sk.sourceName})`)
  }
  if (opts.buyback && face.abilities.buyback) {
    total = addCosts(total, manaOf(face.abilities.buyback, xv))
    other.push(...face.abilities.buyback.other)
    steps.push(`+ buyback ${face.abilities.buyback.text}`)
  }
  if (opts.costIncrease) {
    total = addCosts(total, parseManaCost(opts.costIncrease))
    steps.push(`+ increase ${opts.costIncrease}`)
  }
  let reduction: string[] | undefined
  if (opts.costReduction) {
    const by = parseManaCost(opts.costReduction)
    reduction = reductionRules(total, by)
    total = reduceCost(total, by)
    steps.push(`− reduction ${opts.costReduction}`)
  }
  const mana = formatManaCost(total)
  const otherText = other.map((o) => o.replace(/\bX\b/g, String(xv)))
  const totalCost = [mana, ...otherText].join(', ')
  steps.push(`= ${totalCost}`)

  const record: CastRecord = {
    wasCast: true,
    controller,
    from: zone!,
    alternativeCost: alt,
    kicks: k.kicks.filter((kp) => kp.times > 0),
    stickerKicks,
    buyback: Boolean(opts.buyback),
    x,
    totalCost,
    otherCosts: otherText,
    manaSpent: manaPaidFor(total),
    costSteps: steps,
    ...(reduction ? { reductionRules: reduction } : {}),
  }
  // CR 601.2h: costs other than mana must be payable; what the engine can't check is a doubt
  const doubts: Doubt[] = []
  for (const part of otherText) {
    if (mechanic?.checksCostPart?.(part)) continue
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
  const plan: CastPlan = { ok: true, obj, owner, controller, record, stickerSources, notes, doubts }
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
  const kicked = [
    ...r.kicks.map((k) => `${k.multi ? 'multikicker' : 'kicker'} ${k.cost}${k.times !== 1 ? ` ×${k.times}` : ''}`),
    ...r.stickerKicks.map((s) => `sticker kicker ${s.cost} from ${s.sourceName}`),
  ]
  const where =
    r.from === 'hand' || r.from === 'graveyard' || r.from === 'library'
      ? `${possessive(obj.zoneOwner, game.you)} ${r.from}`
      : r.from === 'exile'
        ? 'exile'
        : `the ${r.from}`
  const why = reason(
    `${subject(plan.controller, game.you)} cast ${face.name} from ${where}${r.alternativeCost ? ` for its ${r.alternativeCost} cost` : ''}${kicked.length ? `, paying ${kicked.join(' and ')}` : ''}${r.buyback ? ', paying buyback' : ''}${r.x !== null ? `, X=${r.x}` : ''}; total cost ${r.totalCost} (CR 601.2).`,
  )
    .rule('601.2')
    .merge(plan.notes)
  const spell = game.move(obj, 'stack', why, { controller: plan.controller })!
  spell.cast = r
  // CR 702.33h and the Wicker Picker rulings: a ticket counter for each sticker kick, and a sticker on
  // the spell only if its caster owns it (CR 123.3b) — all just before the spell is considered cast.
  if (r.stickerKicks.length) {
    game.tickets.set(plan.controller, (game.tickets.get(plan.controller) ?? 0) + r.stickerKicks.length)
    const sources = game.ticketSources.get(plan.controller) ?? new Set<string>()
    for (const s of r.stickerKicks) sources.add(s.sourceName)
    game.ticketSources.set(plan.controller, sources)
    if (spell.owner === plan.controller) spell.stickers += r.stickerKicks.length
  }
  // CR 601.2i: the spell becomes cast; cast triggers trigger now
  const triggered = fireTriggers(game, { kind: 'cast', spell, player: plan.controller }, `${face.name} was cast`)
  if (triggered.length)
    why.say(`It triggered ${triggered.map((t) => game.objects.get(t.sourceId)!.face.name).join(', ')} (CR 601.2i).`).rule('601.2i')
  return { spell, why }
}

export const isCreatureSpell = (face: CardFace) => isType(face, 'creature')
