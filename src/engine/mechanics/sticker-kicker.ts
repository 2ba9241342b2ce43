// Sticker kicker (CR 702.33h, Unfinity): "Sticker kicker [cost]" means "Kicker [cost]" plus a ticket
// counter and, if you own the spell, a sticker on it, all just before the spell becomes cast. It is
// printed on a card or granted ("Creature spells you cast have sticker kicker {1}.", Wicker Picker),
// paid once per source. A sticker-kicked spell is kicked for cards that care about kicked spells, but
// abilities linked to the card's printed kicker see only that kicker (Wicker Picker rulings).
import Type from 'typebox'
import { possessive, reason, zonePhrase } from '../answers.js'
import { readManaCost } from '../mana/cost.js'
import { Ref, Refs } from '../scenario/primitives.js'
import type { AdditionalCost, Payment, StickerKick } from './types.js'

/** The cast option "stickerKicker": the permanents whose sticker kicker is paid, one payment each. */
export const StickerKickerChoiceSchema = (description: string) => Type.Union([Ref, Refs(10, description)], { description })

const list = (v: unknown): string[] => (v === undefined ? [] : Array.isArray(v) ? (v as string[]) : [v as string])
const illegal = (why: ReturnType<typeof reason>) => ({ ok: false as const, why })

export const stickerKicker: AdditionalCost = {
  name: 'stickerKicker',
  option: 'stickerKicker',
  keywords: [{ pattern: 'sticker kicker', family: 'sticker kicker' }],
  read: (keywords) => ({ stickerKicker: keywords.find((k) => k.family === 'sticker kicker')?.costs[0] ?? null }),
  rules: ['702.33h', '123.3b', '123.6'],
  summary: 'kicker with a ticket counter and a sticker, printed or granted, paid once per source (702.33h)',
  rulings: [
    'sticker.linkedOnlyOwnKicker',
    'sticker.optionalAdditionalCost',
    'sticker.noNameDodge',
    'sticker.notCast',
    'sticker.ticket',
    'sticker.oncePerSource',
    'sticker.notOwned',
    'sticker.beforeCast',
  ],
  unpaid: { stickerKicks: [] },
  announce({ game, ref, face, controller, matchesQuality }, choice) {
    const stickerKicks: StickerKick[] = []
    const seen = new Set<string>()
    for (const sRef of list(choice)) {
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
            `${src.face.name} grants sticker kicker to spells its controller casts only while it's on the battlefield: it is ${zonePhrase(src.zone, src.zoneOwner, game.you)}${src.zone === 'battlefield' ? ` under ${possessive(src.controller, game.you)} control` : ''} (CR 702.33h, 611.3a).`,
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
      stickerKicks.push({
        sourceRef: sRef,
        sourceName: src.face.name,
        cost: grant.cost === 'manaCost' ? (face.manaCostText ?? '{0}') : grant.cost.text,
      })
    }
    const payments: Payment[] = stickerKicks.map((sk) => ({
      paid: `sticker kicker ${sk.cost} from ${sk.sourceName}`,
      mana: readManaCost(sk.cost).cost,
      other: [],
      hasX: false,
      times: 1,
      step: `+ sticker kicker ${sk.cost} (${sk.sourceName})`,
    }))
    return { ok: true, payments, record: { stickerKicks } }
  },
  whenProhibited({ game }, choice, why) {
    if (choice === undefined) return
    why
      .say(
        "Sticker kicker doesn't help: the sticker goes on just before the spell is considered cast, and you can't use it to change a spell's name to get around effects that prohibit that spell from being cast (CR 123.6).",
      )
      .rule('123.6')
    for (const s of list(choice)) why.ruling('sticker.noNameDodge', game.nameOf(s))
  },
  notCast(face, choice, nameOf) {
    const sources = list(choice)
    if (!sources.length) return null
    return reason(
      `${face.name} isn't being cast, so it can't be sticker kicked: sticker kicker is a kicker cost paid as a creature spell is cast (CR 702.33h).`,
    )
      .rule('702.33h', '601.2b')
      .ruling('sticker.notCast', nameOf(sources[0]!))
  },
  // CR 702.33h and the Wicker Picker rulings: a ticket counter for each sticker kick, and a sticker on
  // the spell only if its caster owns it (CR 123.3b) — all just before the spell is considered cast.
  beforeCast(game, spell, r) {
    if (!r.stickerKicks.length) return
    game.tickets.set(r.controller, (game.tickets.get(r.controller) ?? 0) + r.stickerKicks.length)
    const sources = game.ticketSources.get(r.controller) ?? new Set<string>()
    for (const s of r.stickerKicks) sources.add(s.sourceName)
    game.ticketSources.set(r.controller, sources)
    if (spell.owner === r.controller) spell.stickers += r.stickerKicks.length
  },
  isPaid: (r) => r.stickerKicks.length > 0,
  citeCost: (why, name, question) =>
    question === 'manaValue' ? why.ruling('kicker.totalCost', name) : why.rule('702.33a', '118.8').ruling('kicker.totalCost', name),
}
