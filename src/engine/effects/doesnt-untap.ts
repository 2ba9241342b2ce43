// "Those creatures don't untap during their controllers' next untap steps." (Sudden Storm), "It doesn't
// untap during its controller's next untap step.": an effect that keeps permanents from untapping in
// their controller's next untap step (CR 502.3; src/engine/game/untap-skips.ts).
import { reason } from '../answers.js'
import { skipNextUntap } from '../game/untap-skips.js'
import { isResult, take } from './common.js'
import { readObject } from './phrases.js'
import { objects } from './select.js'
import type { EffectModule } from './types.js'

const DOESNT_UNTAP = /^(.+?) (?:doesn't|don't) untap during (?:its|their) controllers?'s? next untap steps?$/i

export const doesntUntap: EffectModule<'doesntUntap'> = {
  kind: 'doesntUntap',
  read(c, firstTarget) {
    const m = DOESNT_UNTAP.exec(c)
    const what = m ? readObject(m[1]!, firstTarget) : null
    return what ? { kind: 'doesntUntap', what: what.sel, text: c, rules: ['502.3'] } : null
  },
  apply(game, e, ctx) {
    const why = reason().rule('502.3')
    const found = take(objects(game, e.what, ctx, e.text), why)
    if (isResult(found)) return found
    for (const o of found) skipNextUntap(game, o)
    why.say(
      found.length
        ? `${found.map((o) => o.face.name).join(' and ')} won't untap during ${found.length === 1 ? "its controller's next untap step" : "their controllers' next untap steps"} (CR 502.3).`
        : 'There was nothing it applies to.',
    )
    return { ok: true, why, doubts: [] }
  },
}
