// attachedTo: the permanent an Aura or Equipment is attached to (CR 301.5, 303.4).
import { reason } from '../../answers.js'
import { attachedObject, isAura } from '../../game/attachments.js'
import { doubtsFor } from '../../state/doubts.js'
import { aboutObject, defineQuestion, done } from '../module.js'

export default defineQuestion({
  kinds: ['attachedTo'],
  references: aboutObject,
  doubts: (game, q) => doubtsFor(game, [game.current(q.of)], ['zone']),
  answer(game, q) {
    const o = game.current(q.of)
    if (o?.zone !== 'battlefield')
      return done(
        null,
        reason(`${o?.face.name ?? q.of} isn't on the battlefield, so it isn't attached to anything (CR 301.5, 303.4).`).rule('303.4'),
      )
    const to = attachedObject(game, o)
    if (o.attachedTo === undefined && isAura(o.face))
      return done(null, reason(`The scenario doesn't say what ${o.face.name} is attached to (CR 303.4f).`).rule('303.4f'))
    return to
      ? done(to.ref, reason(`${o.face.name} is attached to ${to.face.name} (CR 301.5a, 303.4b).`).rule('301.5a', '303.4b'))
      : done(null, reason(`${o.face.name} isn't attached to anything (CR 301.5, 303.4).`).rule('301.5', '303.4'))
  },
})
