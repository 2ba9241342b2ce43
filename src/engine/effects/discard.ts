// Discarding as an effect (CR 701.9): "Discard a card.", "Target player discards two cards.", "Each
// opponent discards a card.", "Target player discards a card at random.", "Discard your hand." The
// discarding player chooses (701.9a) — the context's choices.discard — unless it is at random, when
// the context states the random result (701.9b). With no more cards in hand than asked, no choice is
// needed: all of them are discarded. A card with madness goes to exile (702.35a, src/engine/actions/hand.ts).
import { reason, subject } from '../answers.js'
import { discard as discardCard } from '../actions/hand.js'
import { isResult, plural, take, unsupported } from './common.js'
import { readNumber, readPlayer } from './phrases.js'
import { amount, players } from './select.js'
import type { EffectModule } from './types.js'

const DISCARD = /^(?:(.+?) )?(discards?) (a|an|one|two|three|x|\d+) cards?( at random)?$/i
const DISCARD_HAND = /^(?:(.+?) )?(discards?) (?:your|their|his or her) hand$/i

export const discard: EffectModule<'discard'> = {
  kind: 'discard',
  read(c, firstTarget) {
    const m = DISCARD.exec(c) ?? DISCARD_HAND.exec(c)
    if (!m) return null
    const who = m[1] ? readPlayer(m[1], firstTarget) : { sel: { kind: 'you' as const }, used: 0 }
    if (!who || (who.sel.kind === 'you') === m[2]!.toLowerCase().endsWith('s')) return null
    if (m.length === 3 || m[3] === undefined)
      return { kind: 'discard', who: who.sel, amount: 'hand', how: 'chosen', text: c, rules: ['701.9a'] }
    const n = readNumber(m[3])
    if (!n) return null
    return {
      kind: 'discard',
      who: who.sel,
      amount: n,
      how: m[4] ? 'random' : 'chosen',
      text: c,
      rules: m[4] ? ['701.9a', '701.9b'] : ['701.9a'],
    }
  },
  apply(game, e, ctx) {
    const why = reason()
    const who = take(players(game, e.who, ctx, e.text), why)
    if (isResult(who)) return who
    const n = e.amount === 'hand' ? Number.POSITIVE_INFINITY : take(amount(game, e.amount, ctx, e.text), why)
    if (isResult(n)) return n
    const chosen = ctx.choices?.discard ?? []
    // check every player's discard before any card moves (all-or-nothing)
    const plan: { player: string; refs: string[] }[] = []
    for (const p of who) {
      const hand = game.inZone('hand', p)
      if (hand.length <= n) {
        plan.push({ player: p, refs: hand.map((o) => o.ref) })
        continue
      }
      const mine = chosen.filter((r) => game.current(r)?.zone === 'hand' && game.current(r)?.zoneOwner === p)
      const stray = chosen.filter((r) => game.current(r)?.zone !== 'hand')
      if (stray.length)
        return {
          ok: false,
          why: reason(`${stray.map((r) => game.nameOf(r)).join(', ')} isn't in a hand, so it can't be discarded (CR 701.9a).`).rule(
            '701.9a',
          ),
        }
      if (!mine.length)
        return unsupported(
          `Arcanum can't carry out "${e.text}": ${e.how === 'random' ? 'which card is discarded at random' : `which ${plural(n, 'card')} ${subject(p, game.you).toLowerCase() === 'you' ? 'you choose' : `${p} chooses`}`} wasn't given (choices.discard) (CR ${e.how === 'random' ? '701.9b' : '701.9a'}) (${ctx.source.face.name}).`,
          [e.how === 'random' ? '701.9b' : '701.9a'],
        )
      if (mine.length !== n)
        return {
          ok: false,
          why: reason(
            `"${e.text}" discards exactly ${plural(n, 'card')} from a hand of ${hand.length}; ${mine.length} were chosen (CR 701.9a).`,
          ).rule('701.9a'),
        }
      plan.push({ player: p, refs: mine })
    }
    for (const { player, refs } of plan) {
      why.say(
        `${subject(player, game.you)} discarded ${refs.length ? refs.map((r) => game.nameOf(r)).join(', ') : 'nothing (an empty hand)'}${e.how === 'random' ? ' at random (CR 701.9b)' : ''}.`,
      )
      for (const r of refs) {
        const d = discardCard(game, r)
        why.say(d.why.text).merge(d.why)
      }
    }
    return { ok: true, why: why.rule(...e.rules), doubts: [] }
  },
}
