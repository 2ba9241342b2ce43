// "Return the exiled cards to the battlefield under their owners' control." (Worldgorger Dragon): the
// cards the same object's linked ability exiled (CR 607.2a) and that are still in exile as the same
// objects (400.7), each under its owner's control. With none, it does nothing — a leaves-the-battlefield
// ability that resolves before the enters ability it is linked to returns nothing (Worldgorger Dragon's
// ruling).
import { reason } from '../answers.js'
import { putOntoBattlefield } from '../actions/battlefield.js'
import { exiledWith } from '../game/leaves.js'
import type { EffectModule } from './types.js'

const RETURN = /^return the exiled (?:cards?|permanents?) to the battlefield under (?:their owners'|its owner's|their owner's) control$/i

export const returnExiled: EffectModule<'returnExiled'> = {
  kind: 'returnExiled',
  read(c) {
    return RETURN.test(c) ? { kind: 'returnExiled', text: c, rules: ['607.2a', '400.7'] } : null
  },
  apply(game, _e, ctx) {
    const why = reason().rule('607.2a')
    const cards = exiledWith(game, ctx.source)
    if (!cards.length) {
      why.say(
        `No card exiled by ${ctx.source.face.name}'s linked ability is in exile, so it returns nothing: "the exiled cards" means only those (CR 607.2a).`,
      )
      return { ok: true, why, doubts: [] }
    }
    for (const o of cards) {
      const r = putOntoBattlefield(game, o.ref, {})
      why.say(`${o.face.name}, exiled by its linked ability (CR 607.2a), returned:`).merge(r.why).say(r.why.text)
    }
    return { ok: true, why, doubts: [] }
  },
}
