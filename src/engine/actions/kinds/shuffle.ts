// shuffle: shuffle a library, optionally shuffling cards into it first (CR 701.24).
import { shuffleInto, shuffleLibrary } from '../library.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['shuffle'],
  legal: ['zone'],
  references(a, check, path) {
    if (a.cards) a.cards.forEach((f, j) => check.ref(f, `${path}.cards[${j}]`))
  },
  about: (_game, a) => a.cards ?? [],
  perform: (game, a) => ({
    ok: true as const,
    why: a.cards ? shuffleInto(game, a.player ?? game.you, a.cards) : shuffleLibrary(game, a.player ?? game.you, 'a shuffle'),
  }),
})
