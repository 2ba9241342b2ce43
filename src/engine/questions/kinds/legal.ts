// legal: was the action with this id allowed by the rules?
import { defineQuestion, done } from '../module.js'

export default defineQuestion({
  kinds: ['legal'],
  legality: true,
  references: (q, check, path) => check.action(q.q, q.of, `${path}.of`),
  doubts: (game, q) => game.results.get(q.of)?.doubts ?? [],
  answer(game, q) {
    const r = game.results.get(q.of)!
    return done(r.legal, r.because, { legal: r.legal })
  },
})
