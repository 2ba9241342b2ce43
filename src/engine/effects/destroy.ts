// Destroying (CR 701.8): "Destroy target creature.", "Destroy all creatures.", "Destroy target
// artifact or enchantment." A destroyed permanent goes to its owner's graveyard (701.8a); an
// indestructible one isn't destroyed (702.12b); a token ceases to exist there (111.7, 704.5d). What
// could replace the destruction that the engine doesn't model (regeneration, "exile it instead") is
// a doubt on the result.
import { reason } from '../answers.js'
import { addDoubts, type Doubt } from '../doubts.js'
import { hasKeyword } from '../keywords/has.js'
import { permanentsDied } from '../game/leaves.js'
import type { GameObject } from '../state/game.js'
import { standingDoubts } from '../game/power-toughness.js'
import { isResult, take } from './common.js'
import { readObject } from './phrases.js'
import { objects } from './select.js'
import type { EffectModule } from './types.js'

const DESTROY = /^destroy (.+?)(?:\. (?:it|they) can't be regenerated)?$/i

export const destroy: EffectModule<'destroy'> = {
  kind: 'destroy',
  read(c, firstTarget) {
    const m = DESTROY.exec(c)
    const what = m ? readObject(m[1]!, firstTarget) : null
    return what ? { kind: 'destroy', what: what.sel, text: c, rules: ['701.8a'] } : null
  },
  apply(game, e, ctx) {
    const why = reason().rule('701.8a')
    const targets = take(objects(game, e.what, ctx, e.text), why)
    if (isResult(targets)) return targets
    const doubts: Doubt[] = []
    const died: GameObject[] = []
    // CR 701.8a: all at once; each to its owner's graveyard
    for (const o of targets) {
      addDoubts(doubts, standingDoubts(game, o, ['zone', 'damage']))
      if (hasKeyword(game, o, 'indestructible')) {
        why.say(`${o.face.name} has indestructible, so it isn't destroyed (CR 702.12b).`).rule('702.12b')
        continue
      }
      const text = `${o.face.name} was destroyed: put into its owner's graveyard (CR 701.8a).`
      why.say(text)
      const next = game.move(o, 'graveyard', reason(text).rule('701.8a'))
      died.push(o)
      if (!next) why.say('A token that leaves the battlefield ceases to exist (CR 111.7).').rule('111.7', '704.5d')
      else game.doubt(next, doubts)
    }
    if (!targets.length) why.say('There was nothing to destroy.')
    // CR 700.4, 603.10a: they died together; their "dies" abilities trigger
    permanentsDied(game, died, `${died.map((d) => d.face.name).join(' and ')} died`)
    return { ok: true, why, doubts }
  },
}
