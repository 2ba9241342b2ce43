// Milling (CR 701.13): "Mill two cards.", "Target player mills three cards.", "Each opponent mills X
// cards." A player mills the top cards of their library into their graveyard; with fewer cards, all
// of them (701.13b). Milling from an empty library isn't drawing: no one loses for it.
import { possessive, reason, subject } from '../answers.js'
import { isResult, plural, take } from './common.js'
import { readNumber, readPlayer } from './phrases.js'
import { amount, players } from './select.js'
import type { EffectModule } from './types.js'

const MILL = /^(?:(.+?) )?(mills?) (a|an|one|two|three|four|five|six|seven|eight|ten|x|\d+) cards?$/i

export const mill: EffectModule<'mill'> = {
  kind: 'mill',
  read(c, firstTarget) {
    const m = MILL.exec(c)
    if (!m) return null
    const who = m[1] ? readPlayer(m[1], firstTarget) : { sel: { kind: 'you' as const }, used: 0 }
    if (!who || (who.sel.kind === 'you') === m[2]!.toLowerCase().endsWith('s')) return null
    const n = readNumber(m[3]!)
    return n ? { kind: 'mill', who: who.sel, amount: n, text: c, rules: ['701.13a'] } : null
  },
  apply(game, e, ctx) {
    const why = reason().rule(...e.rules)
    const who = take(players(game, e.who, ctx, e.text), why)
    if (isResult(who)) return who
    const n = take(amount(game, e.amount, ctx, e.text), why)
    if (isResult(n)) return n
    for (const p of who) {
      const cards = game.inZone('library', p).slice(0, n)
      for (const c of cards) game.move(c, 'graveyard', reason(`${c.face.name} was milled (CR 701.13a).`).rule('701.13a'))
      why.say(
        `${subject(p, game.you)} milled ${plural(cards.length, 'card')}${cards.length ? ` (${cards.map((c) => c.face.name).join(', ')})` : ''}: the top of ${possessive(p, game.you)} library into the graveyard (CR 701.13a).`,
      )
      if (cards.length < n) why.say(`There were only ${cards.length}, so all of them were milled (CR 701.13b).`).rule('701.13b')
    }
    return { ok: true, why, doubts: [] }
  },
}
