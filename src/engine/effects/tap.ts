// Tapping and untapping as an effect (CR 701.26): "Tap target creature.", "Untap target land.", "Tap
// all creatures your opponents control.", "Untap ~." Tapping a tapped permanent does nothing (701.26a).
import { reason } from '../answers.js'
import { isResult, take } from './common.js'
import { readObject } from './phrases.js'
import { objects } from './select.js'
import type { EffectModule } from './types.js'
import { untapPermanent } from '../game/untap.js'

const TAP = /^(tap|untap) (.+)$/i

export const tap: EffectModule<'tap'> = {
  kind: 'tap',
  read(c, firstTarget) {
    const m = TAP.exec(c)
    const what = m ? readObject(m[2]!, firstTarget) : null
    return what ? { kind: 'tap', what: what.sel, untap: m![1]!.toLowerCase() === 'untap', text: c, rules: ['701.26a', '701.26b'] } : null
  },
  apply(game, e, ctx) {
    const why = reason().rule(e.untap ? '701.26b' : '701.26a')
    const targets = take(objects(game, e.what, ctx, e.text), why)
    if (isResult(targets)) return targets
    for (const o of targets) {
      if (o.tapped === !e.untap) why.say(`${o.face.name} was already ${e.untap ? 'untapped' : 'tapped'}.`)
      else {
        if (e.untap) untapPermanent(game, o, `${ctx.source.face.name}'s "${e.text}"`)
        else o.tapped = true
        why.say(`${o.face.name} was ${e.untap ? 'untapped' : 'tapped'} (CR ${e.untap ? '701.26b' : '701.26a'}).`)
      }
    }
    return { ok: true, why, doubts: [] }
  },
}
