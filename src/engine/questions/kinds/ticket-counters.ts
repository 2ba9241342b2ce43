// ticketCounters: a player's ticket counters (CR 702.33h).
import { reason } from '../../answers.js'
import { aboutPlayer, defineQuestion, done } from '../module.js'

export default defineQuestion({
  kinds: ['ticketCounters'],
  references: aboutPlayer,
  doubts: (game) => [...game.doubts],
  answer(game, q) {
    const player = q.of ?? game.you
    const n = game.tickets.get(player) ?? 0
    const why = reason(
      `${player === game.you ? 'You have' : `${player} has`} ${n} ticket counter${n === 1 ? '' : 's'}: sticker kicker gives the spell's controller a ticket counter each time its cost is paid (CR 702.33h, 107.17).`,
    ).rule('702.33h', '107.17')
    for (const source of game.ticketSources.get(player) ?? []) why.ruling('sticker.ticket', source).ruling('sticker.oncePerSource', source)
    return done(n, why)
  },
})
