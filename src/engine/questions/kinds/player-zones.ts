// handSize, libraryCount, graveyard, library: the cards in a player's hand, library or graveyard (CR 400.1, 401.1).
import { possessive, reason } from '../../answers.js'
import { zoneContentDoubts } from '../../state/doubts.js'
import { aboutPlayer, defineQuestion, done } from '../module.js'

const zoneOf = (q: string) => (q === 'handSize' ? 'hand' : q === 'libraryCount' || q === 'library' ? 'library' : 'graveyard')

export default defineQuestion({
  kinds: ['handSize', 'libraryCount', 'graveyard', 'library'],
  references: aboutPlayer,
  doubts: (game, q) => zoneContentDoubts(game, game.inZone(zoneOf(q.q), q.of ?? game.you)),
  answer(game, q) {
    const p = q.of ?? game.you
    const zone = zoneOf(q.q)
    const cards = game.inZone(zone, p)
    const listed = cards.length && (zone !== 'library' || q.q === 'library')
    const why = reason(
      `${cards.length} card${cards.length === 1 ? '' : 's'} in ${possessive(p, game.you)} ${zone}${listed ? `${q.q === 'library' ? ', top first' : ''}: ${cards.map((o) => o.face.name).join(', ')}` : ''} (CR 400.1${q.q === 'library' ? ', 401.1' : ''}).`,
    ).rule('400.1')
    return q.q === 'graveyard' || q.q === 'library'
      ? done(
          cards.map((o) => o.ref),
          why,
        )
      : done(cards.length, why)
  },
})
