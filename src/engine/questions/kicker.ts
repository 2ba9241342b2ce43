// Kicker questions: isKicked, timesKicked, kickedWith, linkedKickerApplies, seenAsKickedSpell.
import { reason, type Answer, type Reason } from '../answers.js'
import type { AbilityReference } from '../scenario/index.js'
import { findAbility } from '../state/ability-ref.js'
import type { Game, GameObject } from '../state/game.js'
import { isKickedRecord, linkedValue, printedKicks, recordOf, stickerKicks } from '../state/kicker.js'

type Partial = Pick<Answer, 'value' | 'because' | 'citations'> & { detail?: Record<string, unknown> }

const done = (value: Answer['value'], why: Reason, detail?: Record<string, unknown>): Partial => ({
  value,
  because: why.text,
  citations: why.citations,
  ...(detail ? { detail } : {}),
})

/** Why an object has no kicked status, or the status it has with the rules behind it. */
export function kickedStatus(_game: Game, obj: GameObject | undefined, ref: string): { kicked: boolean; why: Reason } {
  if (!obj || obj.zone === null) {
    const w = reason(`${obj?.face.name ?? ref} no longer exists${obj?.departure ? `: ${obj.departure.text}` : ''}`)
    if (obj?.departure) w.merge(obj.departure)
    return { kicked: false, why: w }
  }
  const name = obj.face.name
  const r = recordOf(obj)
  if (!r) {
    if (obj.zone === 'battlefield') {
      if (obj.copyOf) {
        return {
          kicked: false,
          why: reason(
            `${name} entered the battlefield as a copy of ${obj.copyOf}: a copy gets the copiable values, not whether the original was kicked, so the new permanent isn't kicked, even if the original was (CR 707.2).`,
          )
            .rule('707.2')
            .ruling('kicker.enterAsCopy', obj.copyOf),
        }
      }
      const why = reason(
        `${name} didn't resolve from a spell — it was put onto the battlefield without being cast — so it wasn't kicked: a kicker cost is paid only as the spell is cast (CR 702.33a, 702.33d, 601.2b).`,
      ).rule('702.33a', '702.33d', '601.2b')
      if (obj.face.abilities.kickers.length) why.ruling('kicker.notCast', name)
      return { kicked: false, why }
    }
    return {
      kicked: false,
      why: reason(
        `${name} is in the ${obj.zone}, not a spell on the stack or a permanent that resolved from one; an object that moved to a new zone has no memory of the spell it was, so it isn't kicked (CR 400.7, 702.33d).`,
      ).rule('400.7', '702.33d'),
    }
  }
  const printed = printedKicks(r)
  const sticker = stickerKicks(r)
  const why = reason()
  if (obj.zone === 'battlefield')
    why.say(`As a permanent, ${name} remembers the spell it was, including the costs paid for it (CR 400.7d).`).rule('400.7d')
  if (obj.isSpellCopy || r.copiedFrom) {
    why
      .say(`A copy of a spell copies all decisions made for it, additional costs such as kicker included; a copy isn't cast (CR 707.10).`)
      .rule('707.10')
    if (printed + sticker > 0) why.ruling('kicker.copySpell', name)
    if (r.copiedBy) why.ruling('verazol.copyKicked', r.copiedBy)
    if (obj.isToken) why.say('The token a copy of a permanent spell becomes is kicked too (CR 608.3f).').rule('608.3f')
  }
  if (printed > 0) {
    const paid = r.kicks
      .map((k) => `its ${k.multi ? 'multikicker' : 'kicker'} cost ${k.cost}${k.times > 1 ? ` ${k.times} times` : ''}`)
      .join(' and ')
    const whose =
      obj.isSpellCopy || r.copiedFrom
        ? `The original ${name} spell's controller`
        : obj.zone === 'battlefield'
          ? `The controller of the ${name} spell`
          : `${name}'s controller`
    why.say(`${whose} declared the intention to pay ${paid}, so it is kicked (CR 702.33d).`).rule('702.33d').ruling('kicker.kicked', name)
  }
  if (sticker > 0) {
    why
      .say(
        `Sticker kicker means "Kicker [cost]", so paying it (${r.stickerKicks.map((s) => `${s.cost} from ${s.sourceName}`).join(', ')}) makes the spell kicked for cards that care about kicked spells (CR 702.33h, 702.33d).`,
      )
      .rule('702.33h', '702.33d')
      .ruling('sticker.linkedOnlyOwnKicker', r.stickerKicks[0]!.sourceName)
  }
  if (printed + sticker === 0)
    why
      .say(`No kicker cost was paid for ${name}${obj.zone === 'battlefield' ? "'s spell" : ''}, so it isn't kicked (CR 702.33d).`)
      .rule('702.33d')
  return { kicked: printed + sticker > 0, why }
}

export function isKicked(game: Game, obj: GameObject | undefined, ref: string): Partial {
  const s = kickedStatus(game, obj, ref)
  return done(s.kicked, s.why)
}

export function timesKicked(game: Game, obj: GameObject | undefined, ref: string): Partial {
  const s = kickedStatus(game, obj, ref)
  const r = obj ? recordOf(obj) : undefined
  const printed = printedKicks(r)
  const sticker = stickerKicks(r)
  s.why.say(
    `Kicked ${printed + sticker} time${printed + sticker === 1 ? '' : 's'}${sticker ? ` (${printed} with its own kicker, ${sticker} with sticker kicker)` : ''}; a spell with two kicker costs or multikicker may be kicked multiple times (CR 702.33d).`,
  )
  return done(printed + sticker, s.why, { printed, sticker })
}

export function kickedWith(game: Game, obj: GameObject | undefined, ref: string): Partial {
  const s = kickedStatus(game, obj, ref)
  const r = obj ? recordOf(obj) : undefined
  const labels = (r?.kicks ?? []).filter((k) => k.times > 0).map((k) => k.label)
  const kickers = obj?.face.abilities.kickers ?? []
  if (kickers.length > 1 || labels.length) {
    s.why
      .say(
        `Its kicker costs are, in print order, ${kickers.map((k) => `[${k.label}] ${k.cost.text}`).join(' and ')} (CR 702.33f); paid: ${labels.length ? labels.map((l) => `[${l}]`).join(' and ') : 'none'}.`,
      )
      .rule('702.33f')
  }
  return done(labels, s.why, {
    costs: (r?.kicks ?? []).map((k) => ({ label: k.label, cost: k.cost, times: k.times })),
    sticker: (r?.stickerKicks ?? []).map((k) => ({ from: k.sourceName, cost: k.cost })),
  })
}

export function linkedKickerApplies(game: Game, obj: GameObject | undefined, ref: string, which: AbilityReference | undefined): Partial {
  if (!obj || obj.zone === null) return done(false, kickedStatus(game, obj, ref).why)
  const name = obj.face.name
  const linked = obj.face.abilities.linkedKicker
  if (!linked.length) {
    return done(false, reason(`${name} has no ability that checks whether it was kicked (CR 702.33e).`).rule('702.33e'))
  }
  const ability = findAbility(linked, which, (l) => (l.kicker === 'any' ? [l.text] : [l.kicker, l.text]))
  if (!ability) {
    return done(
      false,
      reason(
        `${name} has no such linked ability; its abilities linked to kicker are: ${linked.map((l) => `${l.index}. "${l.text}"`).join(' ')}`,
      ).rule('702.33e'),
    )
  }
  const r = recordOf(obj)
  const v = linkedValue(r, ability)
  const applies = typeof v === 'number' ? v > 0 : v
  const why = reason(
    `"${ability.text}" is linked to the kicker${ability.kicker !== 'any' ? ` [${ability.kicker}]` : ''} printed on ${name}: it refers only to whether that cost was paid as the object was cast (CR 607.1, 607.2i, 702.33e${ability.kicker !== 'any' ? ', 702.33f' : ''}).`,
  ).rule('607.1', '607.2i', '702.33e')
  if (ability.kicker !== 'any') why.rule('702.33f')
  if (!r) {
    const s = kickedStatus(game, obj, ref)
    why.say(s.why.text).merge(s.why)
  } else {
    const printed = printedKicks(r)
    why.say(
      typeof v === 'number'
        ? `Its own kicker was paid ${v} time${v === 1 ? '' : 's'}.`
        : ability.condition === 'notKicked'
          ? `Its own kicker was ${printed ? '' : 'not '}paid, so the ability ${applies ? 'applies' : "doesn't apply"}.`
          : `Its own ${ability.kicker !== 'any' ? `[${ability.kicker}] ` : ''}kicker was ${applies ? '' : 'not '}paid, so the ability ${applies ? 'applies' : "doesn't apply"}.`,
    )
    if (r.stickerKicks.length) {
      why
        .say("Sticker kicker is a different kicker ability, not the one printed on the card, so it doesn't turn these effects on.")
        .rule('702.33h')
        .ruling('sticker.linkedOnlyOwnKicker', r.stickerKicks[0]!.sourceName)
    }
    if (r.copiedFrom)
      why
        .say('A copy of the spell has the same choices, including its kicker payments (CR 707.10).')
        .rule('707.10')
        .ruling('kicker.copySpell', name)
  }
  return done(applies, why, { ability: ability.text, ...(typeof v === 'number' ? { times: v } : {}) })
}

export function seenAsKickedSpell(game: Game, obj: GameObject | undefined, ref: string): Partial {
  if (obj?.zone !== 'stack' || !obj.cast) {
    const s = kickedStatus(game, obj, ref)
    return done(
      false,
      reason(
        `${obj?.face.name ?? ref} isn't a spell on the stack, so it isn't a "kicked spell" for cards such as Verazol, the Split Current or Elfhame Druid. ${s.why.text}`,
      ).merge(s.why),
    )
  }
  const r = obj.cast
  const kicked = isKickedRecord(r)
  const why = reason(
    kicked
      ? `${obj.face.name} is a kicked spell: its controller declared the intention to pay ${[...r.kicks.map((k) => `its kicker ${k.cost}`), ...r.stickerKicks.map((s) => `sticker kicker ${s.cost} (${s.sourceName})`)].join(' and ')} (CR 702.33d). Cards that care about kicked spells — "Whenever you cast a kicked spell", "Spend this mana only to cast kicked spells" — see it as kicked.`
      : `${obj.face.name} isn't kicked: no kicker cost was paid (CR 702.33d).`,
  ).rule('702.33d')
  if (r.stickerKicks.length)
    why
      .rule('702.33h')
      .ruling('sticker.linkedOnlyOwnKicker', r.stickerKicks[0]!.sourceName)
      .ruling('sticker.beforeCast', r.stickerKicks[0]!.sourceName)
  if (r.copiedFrom)
    why
      .say(
        'It is a copy, which copies the kicker decision (CR 707.10) — but a copy isn\'t cast, so "whenever you cast" abilities don\'t trigger for it.',
      )
      .rule('707.10')
  return done(kicked, why)
}
