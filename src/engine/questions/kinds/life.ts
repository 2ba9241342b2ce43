// lifeTotal, poisonCounters, hasLost: a player's life, poison counters, and whether they lost (CR 119, 122.1f, 704.5a, 704.5c).
import { reason } from '../../answers.js'
import { addDoubts } from '../../doubts.js'
import { lifeDoubts, poisonDoubts } from '../../game/life.js'
import { aboutPlayer, defineQuestion, done } from '../module.js'

export default defineQuestion({
  kinds: ['lifeTotal', 'poisonCounters', 'hasLost'],
  references: aboutPlayer,
  // poison counters are counters (CR 122.1f): what could change the counters a player gets is in doubt too
  doubts: (game, q) =>
    addDoubts([...(game.core.playerDoubts.get(q.of ?? game.you) ?? [])], q.q === 'lifeTotal' ? lifeDoubts(game) : poisonDoubts(game)),
  answer(game, q) {
    const player = q.of !== undefined ? q.of : game.you
    const who = player === game.you ? 'You' : player
    switch (q.q) {
      case 'lifeTotal': {
        const life = game.core.life.get(player)!
        return done(life, reason(`${who} ${player === game.you ? 'have' : 'has'} ${life} life (CR 119.1, 119.3).`).rule('119.1', '119.3'))
      }
      case 'poisonCounters': {
        const n = game.core.poison.get(player)!
        return done(
          n,
          reason(
            `${who} ${player === game.you ? 'have' : 'has'} ${n} poison counter${n === 1 ? '' : 's'}; ten or more lose the game (CR 122.1f, 704.5c).`,
          ).rule('122.1f', '704.5c'),
        )
      }
      case 'hasLost': {
        const lost = game.core.lost.get(player)
        if (lost) return done(true, reason(lost.text).rule(lost.rule, '704.3'))
        return done(
          false,
          reason(
            `${who} ${player === game.you ? 'have' : 'has'} ${game.core.life.get(player)} life and ${game.core.poison.get(player)} poison counters: no state-based action makes ${player === game.you ? 'you' : 'them'} lose (CR 704.5a, 704.5c).`,
          ).rule('704.5a', '704.5c'),
        )
      }
    }
  },
})
