// Revealing cards from the top of a library until a card of a quality is revealed (CR 701.20a, 608.2c):
// "That creature's controller reveals cards from the top of their library until they reveal a creature
// card. That player puts that card onto the battlefield, then shuffles the rest into their library."
// (Transmogrify). The first instruction reveals, the second refers back to what it revealed (608.2c): the
// card found goes onto the battlefield under that player's control, and the library is shuffled. With no
// such card in the library, every card is revealed, nothing is put onto the battlefield, and the library
// is still shuffled (Transmogrify's ruling).
import { reason } from '../answers.js'
import { putOntoBattlefield } from '../actions/battlefield.js'
import { shuffleLibrary } from '../actions/library.js'
import { matchesQuality } from '../state/card.js'
import { isResult, take, unsupported } from './common.js'
import { readPlayer, readQuality } from './phrases.js'
import { players } from './select.js'
import type { EffectModule, PlayerSelector } from './types.js'

const REVEAL = /^(.+?) reveals cards from the top of (?:their|his or her|your) library until (?:they reveal|you reveal) an? (.+?) card$/i
const PUT = /^(?:that player|you) puts? that card onto the battlefield, then shuffles? the rest into (?:their|your) library$/i

function readWho(phrase: string, firstTarget: number): PlayerSelector | null {
  // "that creature's controller": the controller of the previous target, from its last known information (CR 608.2h)
  if (/^that (?:creature|permanent)'s controller$/i.test(phrase.trim()) && firstTarget > 0)
    return { kind: 'controllerOfTarget', index: firstTarget - 1 }
  const p = readPlayer(phrase, firstTarget)
  return p && p.used === 0 ? p.sel : null
}

export const revealUntil: EffectModule<'revealUntil'> = {
  kind: 'revealUntil',
  read(c, firstTarget) {
    const m = REVEAL.exec(c)
    const who = m ? readWho(m[1]!, firstTarget) : null
    const quality = m ? readQuality(m[2]!) : null
    return who && quality ? { kind: 'revealUntil', who, quality, text: c, rules: ['701.20a', '608.2c'] } : null
  },
  apply(game, e, ctx) {
    const why = reason().rule('701.20a')
    const who = take(players(game, e.who, ctx, e.text), why)
    if (isResult(who)) return who
    const player = who[0]
    if (!player) return { ok: true, why: why.say('There is no player to reveal cards.'), doubts: [] }
    const library = game.inZone('library', player)
    const at = library.findIndex((o) => matchesQuality(o.face, e.quality))
    const revealed = at < 0 ? library : library.slice(0, at + 1)
    ctx.revealed = { player, found: at < 0 ? null : library[at]!, rest: at < 0 ? library : library.slice(0, at) }
    why.say(
      `${player === game.you ? 'You' : player} revealed ${revealed.map((o) => o.face.name).join(', ') || 'nothing (an empty library)'}${at < 0 ? `: the whole library, with no ${e.quality} card in it` : ''} (CR 701.20a).`,
    )
    return { ok: true, why, doubts: [] }
  },
}

export const putRevealed: EffectModule<'putRevealed'> = {
  kind: 'putRevealed',
  read(c) {
    return PUT.test(c) ? { kind: 'putRevealed', text: c, rules: ['608.2c', '701.24a'] } : null
  },
  apply(game, e, ctx) {
    const r = ctx.revealed
    if (!r) return unsupported(`Arcanum can't carry out "${e.text}": no card was revealed for it to refer to (CR 608.2c).`, ['608.2c'])
    const why = reason().rule('608.2c')
    if (r.found) {
      const put = putOntoBattlefield(game, r.found.ref, { controller: r.player })
      why.say(put.why.text).merge(put.why)
    } else why.say('No card was found, so nothing is put onto the battlefield; the library is still shuffled (CR 608.2c).')
    const shuffled = shuffleLibrary(game, r.player, `${ctx.source.face.name} resolved`)
    why.say(shuffled.text).merge(shuffled)
    return { ok: true, why, doubts: [] }
  },
}
