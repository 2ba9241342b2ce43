// keywords: its keyword abilities with costs, as read from its Oracle text.
import { reason } from '../../answers.js'
import { aboutObject, defineQuestion, done, gone, objectDoubts } from '../module.js'

export default defineQuestion({
  kinds: ['keywords'],
  references: aboutObject,
  doubts: objectDoubts(['keywords']),
  answer(game, q) {
    const obj = game.current(q.of)
    if (!obj) return done(null, gone(obj, q.of))
    const a = obj.face.abilities
    const list = a.keywords.map((k) => `${k.keyword} ${k.costs.map((c) => c.text).join(' and/or ')}`)
    return done(list, reason(`Keyword abilities with costs read from the Oracle text of ${obj.face.name}.`), {
      detail: {
        linkedKicker: a.linkedKicker.map((l) => l.text),
        triggers: a.triggers.map((t) => t.text),
        manaAbilities: a.manaAbilities.map((m) => m.text),
        grants: a.grants.map((g) => g.text),
      },
    })
  },
})
