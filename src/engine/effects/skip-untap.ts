// "That permanent doesn't untap during its controller's next untap step." (Ojutai, Soul of Winter;
// Frost Breath's "they don't untap …"): an effect that keeps a permanent tapped through the next
// untap step of the player controlling it (CR 502.3), whether or not it is tapped now (Ojutai's
// ruling). Kept and applied by src/engine/game/untap.ts.
import { reason } from '../answers.js'
import { skipNextUntap } from '../game/untap.js'
import { isResult, take } from './common.js'
import { readObject } from './phrases.js'
import { objects } from './select.js'
import type { EffectModule } from './types.js'

const SKIP = /^(.+?) doesn't untap during (its controller's|your) next untap step$/i

export const skipUntap: EffectModule<'skipUntap'> = {
  kind: 'skipUntap',
  read(c, firstTarget) {
    const m = SKIP.exec(c)
    const what = m ? readObject(m[1]!, firstTarget) : null
    // "your next untap step" is its controller's only when it is the source itself
    if (!what || (m![2]!.toLowerCase() === 'your' && what.sel.kind !== 'self')) return null
    return { kind: 'skipUntap', what: what.sel, text: c, rules: ['502.3'] }
  },
  apply(game, e, ctx) {
    const why = reason().rule('502.3')
    const targets = take(objects(game, e.what, ctx, e.text), why)
    if (isResult(targets)) return targets
    for (const o of targets) {
      if (o.zone !== 'battlefield') continue
      skipNextUntap(game, o)
      why.say(`${o.face.name} won't untap during its controller's next untap step (CR 502.3).`)
    }
    return { ok: true, why, doubts: [] }
  },
}
