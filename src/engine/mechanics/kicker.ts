// Kicker and multikicker (CR 702.33): "You may pay an additional [cost] as you cast this spell";
// "Kicker [cost 1] and/or [cost 2]" is two kicker costs, [A] and [B] in print order (702.33b, f);
// multikicker may be paid any number of times (702.33c). A spell is kicked if its controller
// declared the intention to pay any of its kicker costs (702.33d). Abilities linked to the printed
// kicker ("if it was kicked") are read in oracle/abilities.ts and checked in state/kicker.ts.
import Type from 'typebox'
import { reason } from '../answers.js'
import type { Cost, KickerCost, LinkedKickerAbility } from '../oracle/types.js'
import { Bool } from '../scenario/primitives.js'
import type { AdditionalCost, CardFace, KickPaid, Payment } from './types.js'

/** The cast option "kicker": which printed kicker costs are paid. */
export const KickerChoiceSchema = Type.Union(
  [Bool, Type.Integer({ minimum: 0, maximum: 100 }), Type.Enum(['A', 'B']), Type.Array(Type.Enum(['A', 'B']), { maxItems: 2 })],
  { description: 'true, a number of times (multikicker), "A", "B", or ["A","B"] (CR 702.33).' },
)
type Choice = boolean | number | 'A' | 'B' | ('A' | 'B')[] | undefined

const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v])
const unused = (c: Choice) => c === undefined || c === false || c === 0 || (Array.isArray(c) && c.length === 0)
const illegal = (why: ReturnType<typeof reason>) => ({ ok: false as const, why })

function payment(k: KickPaid, cost: Cost): Payment {
  const word = k.multi ? 'multikicker' : 'kicker'
  return {
    paid: `${word} ${k.cost}${k.times !== 1 ? ` ×${k.times}` : ''}`,
    mana: cost.mana,
    other: cost.other,
    hasX: (cost.mana?.x ?? 0) > 0 || cost.other.some((o) => /\bX\b/.test(o)),
    times: k.times,
    step: `+ ${word} ${cost.text}${k.times > 1 ? ` ×${k.times}` : ''}`,
  }
}

/** The printed kicker costs a kicker choice pays, or why the choice is illegal (CR 702.33). */
function kicksFor(
  name: string,
  kickers: KickerCost[],
  hasSticker: boolean,
  choice: Choice,
): { ok: true; kicks: KickPaid[] } | { ok: false; why: ReturnType<typeof reason> } {
  if (unused(choice)) return { ok: true, kicks: [] }
  if (kickers.length === 0) {
    const why = reason(
      `${name} has no kicker ability, so there is no kicker cost to pay: kicker is "You may pay an additional [cost] as you cast this spell" printed on the spell (CR 702.33a).`,
    ).rule('702.33a')
    if (hasSticker) why.say('Its sticker kicker is paid with the cast option stickerKicker.')
    return illegal(why)
  }
  const multi = kickers.find((k) => k.multi)
  if (multi) {
    const times = choice === true ? 1 : typeof choice === 'number' ? choice : list(choice as 'A' | 'B' | ('A' | 'B')[]).length
    if ((Array.isArray(choice) || typeof choice === 'string') && list(choice).some((l) => l !== 'A'))
      return illegal(reason(`${name} has one multikicker cost; there is no [B] kicker (CR 702.33c, 702.33f).`).rule('702.33c', '702.33f'))
    return { ok: true, kicks: [{ label: 'A', times, cost: multi.cost.text, multi: true }] }
  }
  let labels: ('A' | 'B')[]
  if (choice === true) labels = ['A']
  else if (typeof choice === 'number') {
    if (choice > kickers.length) {
      return illegal(
        reason(
          `${name} has ${kickers.length === 1 ? 'one kicker cost' : 'two kicker costs'} and no multikicker, so it can be kicked at most ${kickers.length === 1 ? 'once' : 'twice (once with each cost)'}: the kicker ability doesn't let you pay a kicker cost more than once (CR 702.33a, 702.33d).`,
        )
          .rule('702.33a', '702.33d')
          .ruling('kicker.once', name),
      )
    }
    labels = (['A', 'B'] as const).slice(0, choice)
  } else labels = list(choice as 'A' | 'B' | ('A' | 'B')[])
  const seen = new Set<string>()
  for (const l of labels) {
    if (!kickers.some((k) => k.label === l))
      return illegal(
        reason(
          `${name} has no [${l}] kicker: its kicker costs are ${kickers.map((k) => `[${k.label}] ${k.cost.text}`).join(' and ')} (CR 702.33f).`,
        ).rule('702.33b', '702.33f'),
      )
    if (seen.has(l))
      return illegal(
        reason(
          `The [${l}] kicker cost of ${name} can't be paid twice: the kicker ability doesn't let you pay a kicker cost more than once (CR 702.33a).`,
        )
          .rule('702.33a', '702.33d')
          .ruling('kicker.once', name),
      )
    seen.add(l)
  }
  return { ok: true, kicks: labels.map((l) => ({ label: l, times: 1, cost: kickers.find((k) => k.label === l)!.cost.text, multi: false })) }
}

const linkedHolds = (l: LinkedKickerAbility, kicks: KickPaid[]) => {
  const paid = kicks.reduce((n, k) => n + k.times, 0)
  if (l.condition === 'twice') return paid >= 2
  if (l.condition === 'notKicked') return paid === 0
  return l.kicker === 'any' ? paid > 0 : kicks.some((k) => k.label === l.kicker && k.times > 0)
}

/**
 * CR 702.33g: the targets of a part of the spell that has its effect only if it was kicked are
 * chosen only if it was kicked; otherwise the spell is cast as if it didn't have them. For each such
 * part ("If this spell was kicked, it deals 2 damage to another target creature."), whether its
 * targets are chosen for this cast.
 */
export function targetsOnlyIfKicked(face: CardFace, kicks: KickPaid[]): { text: string; chosen: boolean }[] {
  return face.abilities.linkedKicker
    .filter((l) => l.condition !== 'notKicked' && l.condition !== 'perKick' && /\btargets?\b/i.test(l.text))
    .map((l) => ({ text: l.text, chosen: linkedHolds(l, kicks) }))
}

export const kicker: AdditionalCost = {
  name: 'kicker',
  option: 'kicker',
  keywords: [
    { pattern: 'multikicker', family: 'multikicker' },
    { pattern: 'kicker', family: 'kicker' },
  ],
  read(keywords) {
    const kickers: KickerCost[] = []
    for (const k of keywords) {
      if (k.family !== 'kicker' && k.family !== 'multikicker') continue
      for (const cost of k.costs) kickers.push({ label: kickers.length === 0 ? 'A' : 'B', cost, multi: k.family === 'multikicker' })
    }
    return { kickers }
  },
  rules: ['702.33a', '702.33b', '702.33c', '702.33d', '702.33e', '702.33f'],
  summary: "an optional additional cost, paid once (multikicker: any number of times), that the card's text asks about (702.33a–f)",
  rulings: ['kicker.kicked', 'kicker.once', 'kicker.notCast', 'kicker.copySpell', 'kicker.enterAsCopy', 'kicker.totalCost'],
  unpaid: { kicks: [] },
  announce({ face }, choice) {
    const k = kicksFor(face.name, face.abilities.kickers, Boolean(face.abilities.stickerKicker), choice as Choice)
    if (!k.ok) return k
    const kicks = k.kicks.filter((kp) => kp.times > 0)
    return {
      ok: true,
      payments: k.kicks.map((kp) => payment(kp, face.abilities.kickers.find((kc) => kc.label === kp.label)!.cost)),
      record: { kicks },
    }
  },
  castNotes(face, record, notes) {
    for (const t of targetsOnlyIfKicked(face, record.kicks)) {
      notes
        .say(
          t.chosen
            ? `It was kicked, so the targets of "${t.text}" are chosen as it is cast (CR 702.33g, 601.2c).`
            : `It wasn't kicked, so it is cast as if "${t.text}" had no targets: that part has its effect only if it was kicked, and its targets are chosen only then (CR 702.33g, 601.2c).`,
        )
        .rule('702.33g', '601.2c')
    }
  },
  notCast(face, choice) {
    if (unused(choice as Choice)) return null
    const why = reason(
      `${face.name} isn't being cast, so it can't be kicked: kicker functions while the spell is on the stack and is paid as the spell is cast (CR 702.33a, 702.33d, 601.2b).`,
    ).rule('702.33a', '702.33d', '601.2b')
    if (face.abilities.kickers.length) why.ruling('kicker.notCast', face.name)
    return why
  },
  isPaid: (r) => r.kicks.length > 0,
  citeCost(why, name, question) {
    if (question === 'manaValue') return void why.ruling('kicker.totalCost', name)
    why.rule('702.33a', '118.8').ruling('kicker.totalCost', name).cardRulings('totalCost.kicked', name)
  },
}
