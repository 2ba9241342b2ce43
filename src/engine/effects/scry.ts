// Scry (CR 701.22) and surveil (701.25): "Scry 2.", "Surveil 1." The player looks at the top N cards
// and puts any number on the bottom (scry) or into the graveyard (surveil), the rest back on top in
// any order. Those decisions are the context's choices (bottom / graveyard, and top for the order);
// none given means every card stays on top in its order, and the because says so.
import { reason, subject } from '../answers.js'
import { isResult, plural, take } from './common.js'
import { readNumber } from './phrases.js'
import { amount, players } from './select.js'
import type { EffectModule } from './types.js'

const SCRY = /^(scry|surveil) (\d+|x)$/i

export const scry: EffectModule<'scry'> = {
  kind: 'scry',
  read(c) {
    const m = SCRY.exec(c)
    const n = m ? readNumber(m[2]!) : null
    if (!n) return null
    const surveil = m![1]!.toLowerCase() === 'surveil'
    return { kind: 'scry', who: { kind: 'you' }, amount: n, surveil, text: c, rules: [surveil ? '701.25a' : '701.22a'] }
  },
  apply(game, e, ctx) {
    const rule = e.surveil ? '701.25a' : '701.22a'
    const why = reason().rule(rule)
    const who = take(players(game, e.who, ctx, e.text), why)
    if (isResult(who)) return who
    const n = take(amount(game, e.amount, ctx, e.text), why)
    if (isResult(n)) return n
    const player = who[0]!
    const looked = game.inZone('library', player).slice(0, n)
    const away = (e.surveil ? ctx.choices?.graveyard : ctx.choices?.bottom) ?? []
    const order = ctx.choices?.top ?? []
    const refs = looked.map((o) => o.ref)
    const stray = [...away, ...order].filter((r) => !refs.includes(r))
    if (stray.length)
      return {
        ok: false,
        why: reason(
          `${stray.map((r) => game.nameOf(r)).join(', ')} isn't among the top ${plural(n, 'card')} of the library, which are what ${e.surveil ? 'surveil' : 'scry'} looks at (CR ${rule}).`,
        ).rule(rule),
      }
    const kept = looked.filter((o) => !away.includes(o.ref))
    if (order.length && order.length !== kept.length)
      return {
        ok: false,
        why: reason(`choices.top must order every card left on top (${kept.map((o) => o.face.name).join(', ')}) (CR ${rule}).`).rule(rule),
      }
    const keptOrdered = order.length ? order.map((r) => kept.find((o) => o.ref === r)!) : kept
    why.say(
      `${subject(player, game.you)} ${e.surveil ? 'surveilled' : 'scried'} ${n}, looking at ${looked.map((o) => o.face.name).join(', ') || 'no cards (an empty library)'}`,
    )
    const moved = looked.filter((o) => away.includes(o.ref))
    for (const o of moved)
      game.move(
        o,
        e.surveil ? 'graveyard' : 'library',
        reason(`${o.face.name} was put ${e.surveil ? 'into the graveyard' : 'on the bottom of the library'} (CR ${rule}).`).rule(rule),
      )
    // the cards kept go back on top in the chosen order
    const lib = game.libraries.get(player)!
    const keptIds = keptOrdered.map((o) => o.id)
    const rest = lib.filter((id) => !keptIds.includes(id))
    lib.splice(0, lib.length, ...keptIds, ...rest)
    why.say(
      `: ${moved.length ? `${moved.map((o) => o.face.name).join(', ')} ${e.surveil ? 'into the graveyard' : 'on the bottom'}` : `none ${e.surveil ? 'into the graveyard' : 'on the bottom'}${away.length || order.length ? '' : ' (no choice was given)'}`}, ${keptOrdered.length ? `${keptOrdered.map((o) => o.face.name).join(', ')} on top in that order` : 'none on top'} (CR ${rule}).`,
    )
    why.text = why.text.replace(' :', ':')
    return { ok: true, why, doubts: [] }
  },
}
