// Drawing cards (CR 121): "Draw a card.", "Target player draws two cards.", "Each player draws a
// card.", "Draw a card for each creature you control." A player who must draw from an empty library
// draws nothing and loses the next time state-based actions are checked (CR 121.4, 704.5b).
import { reason, subject } from '../answers.js'
import type { Game } from '../state/game.js'
import { drawFromEmptyLibrary } from '../game/empty-library-draw.js'
import { readForEach, readNumber, readPlayer } from './phrases.js'
import { amount, players } from './select.js'
import type { Amount, EffectModule } from './types.js'

/** Draw n cards, one at a time (CR 121.2); returns what happened, for the because. */
export function drawCards(game: Game, player: string, n: number, cause: string): string {
  const drawn: string[] = []
  let short = 0
  let empty = ''
  for (let i = 0; i < n; i++) {
    const top = game.inZone('library', player)[0]
    if (!top) {
      short++
      empty = drawFromEmptyLibrary(game, player)
      continue
    }
    game.move(top, 'hand', reason(`${top.face.name} was drawn (CR 121.1).`).rule('121.1'))
    game.events.push({ kind: 'draw', player, detail: cause })
    drawn.push(top.face.name)
  }
  const who = subject(player, game.you)
  return `${who} drew ${drawn.length ? drawn.join(', ') : 'nothing'}${short ? ` (${short} draw${short === 1 ? '' : 's'} from an empty library); ${empty.replace(/^./, (c) => c.toLowerCase())}` : ''} (CR 121.1).`
}

const DRAW = /^(?:(.+?) )?(draws?) (a|an|one|two|three|four|five|six|seven|x|\d+) cards?(?: (for each .+))?$/i

export const draw: EffectModule<'draw'> = {
  kind: 'draw',
  read(c, firstTarget) {
    const m = DRAW.exec(c)
    if (!m) return null
    const who = m[1] ? readPlayer(m[1], firstTarget) : { sel: { kind: 'you' as const }, used: 0 }
    // "draw" without a subject is an instruction to you; "draws" needs one
    if (!who || (!m[1] && m[2]!.toLowerCase() !== 'draw') || (m[1] && m[1].toLowerCase() === 'you' && m[2] !== 'draw')) return null
    let n: Amount | null = readNumber(m[3]!)
    if (m[4]) n = n?.kind === 'fixed' && n.n === 1 ? readForEach(m[4]) : null
    if (!n) return null
    return { kind: 'draw', who: who.sel, amount: n, text: c, rules: ['121.1', '121.2'] }
  },
  apply(game, e, ctx) {
    const who = players(game, e.who, ctx, e.text)
    if (who.ok === null) return { ok: null, why: reason(), doubts: who.doubts }
    const n = amount(game, e.amount, ctx, e.text)
    if (n.ok === null) return { ok: null, why: reason(), doubts: n.doubts }
    const why = reason().rule(...e.rules)
    for (const note of [...who.notes, ...n.notes]) why.say(note)
    if (n.notes.length) why.rule('608.2h')
    for (const p of who.value) why.say(drawCards(game, p, n.value, `${ctx.source.face.name}: ${e.text}`))
    if (why.text.includes('704.5b')) why.rule('121.4', '704.5b')
    if (why.text.includes('104.2b')) why.rule('614.1', '104.2b')
    return { ok: true, why, doubts: [] }
  },
}
