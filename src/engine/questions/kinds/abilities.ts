// abilities: its keyword abilities now, printed, from keyword counters (CR 122.1b) and granted (CR 613.1f).
import { reason } from '../../answers.js'
import { keywordsOf } from '../../keywords/has.js'
import { doubtsFor } from '../../state/doubts.js'
import { aboutObject, defineQuestion, done } from '../module.js'

export default defineQuestion({
  kinds: ['abilities'],
  references: aboutObject,
  doubts: (game, q) => doubtsFor(game, [game.current(q.of)], ['keywords']),
  answer(game, q) {
    const o = game.current(q.of)
    if (!o?.zone) return done(null, reason(`${game.nameOf(q.of)} doesn't exist any more.`))
    const { printed, counters, granted } = keywordsOf(game, o)
    const value = [...new Set([...printed, ...counters, ...granted])]
    const why = reason(`${o.face.name} has ${value.length ? value.join(', ') : 'no keyword abilities'}`).rule('113.1')
    const parts: string[] = []
    if (counters.length) parts.push(`from keyword counters: ${counters.join(', ')} (CR 122.1b)`)
    if (granted.length) parts.push(`granted by continuous effects: ${granted.join(', ')} (CR 613.1f)`)
    why.text += parts.length ? `; ${parts.join('; ')}.` : '.'
    if (counters.length) why.rule('122.1b')
    if (granted.length) why.rule('613.1f')
    return done(value, why, { detail: { text: o.face.abilities.clauses.map((c) => c.text) } })
  },
})
