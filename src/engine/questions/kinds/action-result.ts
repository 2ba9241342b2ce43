// found, manaProduced: what the search, or the mana ability activation, with this id produced.
import { reason } from '../../answers.js'
import { defineQuestion, done } from '../module.js'

export default defineQuestion({
  kinds: ['found', 'manaProduced'],
  references: (q, check, path) => check.action(q.q, q.of, `${path}.of`),
  // what its result rests on, not only its legality
  doubts: (game, q) => game.results.get(q.of)?.resultDoubts ?? [],
  answer(game, q) {
    const r = game.results.get(q.of)!
    if (!r.legal)
      return done(null, reason(`The action "${q.of}" was illegal, so nothing happened: ${r.because.text}`).merge(r.because), {
        legal: false,
      })
    if (q.q === 'found') {
      if (!Array.isArray(r.value)) return done(null, reason(`"${q.of}" is a ${r.kind} action; it didn't search.`))
      return done(r.value as string[], r.because, { legal: true })
    }
    if (typeof r.value !== 'string') return done(null, reason(`"${q.of}" is a ${r.kind} action, not a mana ability activation.`))
    return done(r.value, r.because, { legal: true })
  },
})
