// Exiling (CR 406.2, 701.?): "Exile target creature.", "Exile target card from a graveyard.", "Exile
// all creatures." The object goes to exile, a new object there (400.7); a token ceases to exist (111.7).
import { reason } from '../answers.js'
import { addDoubts, type Doubt } from '../doubts.js'
import { standingDoubts } from '../game/power-toughness.js'
import { isResult, take } from './common.js'
import { readObject } from './phrases.js'
import { objects } from './select.js'
import type { EffectModule } from './types.js'

const EXILE = /^exile (.+)$/i

export const exile: EffectModule<'exile'> = {
  kind: 'exile',
  read(c, firstTarget) {
    const m = EXILE.exec(c)
    const what = m ? readObject(m[1]!, firstTarget) : null
    return what ? { kind: 'exile', what: what.sel, text: c, rules: ['406.2', '400.7'] } : null
  },
  apply(game, e, ctx) {
    const why = reason().rule('406.2')
    const targets = take(objects(game, e.what, ctx, e.text), why)
    if (isResult(targets)) return targets
    const doubts: Doubt[] = []
    for (const o of targets) {
      addDoubts(doubts, standingDoubts(game, o, ['zone']))
      const text = `${o.face.name} was exiled (CR 406.2); it is a new object there (CR 400.7).`
      why.say(text).rule('400.7')
      if (!game.move(o, 'exile', reason(text).rule('406.2', '400.7')))
        why.say('A token that leaves the battlefield ceases to exist (CR 111.7).').rule('111.7')
    }
    if (!targets.length) why.say('There was nothing to exile.')
    return { ok: true, why, doubts }
  },
}
