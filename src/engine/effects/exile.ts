// Exiling (CR 406.2): "Exile target creature.", "Exile target card from a graveyard.", "Exile all
// creatures." The object goes to exile, a new object there (400.7); a token ceases to exist (111.7).
// What an ability exiles is recorded for its linked abilities ("the exiled cards", 607.2a). "Exile …
// until ~ leaves the battlefield" (Thopter Arrest) returns the card as its source leaves (610.3,
// src/engine/game/leaves.ts); if the source has already left by the time the exile would happen, the
// object doesn't move (610.3a, 610.3b).
import { reason } from '../answers.js'
import { addDoubts, type Doubt } from '../doubts.js'
import { recordExiled } from '../game/leaves.js'
import { standingDoubts } from '../game/power-toughness.js'
import { isResult, take } from './common.js'
import { readObject } from './phrases.js'
import { objects } from './select.js'
import type { EffectModule } from './types.js'

const EXILE = /^exile (.+?)( until ~ leaves the battlefield)?$/i

export const exile: EffectModule<'exile'> = {
  kind: 'exile',
  read(c, firstTarget) {
    const m = EXILE.exec(c)
    const what = m ? readObject(m[1]!, firstTarget) : null
    if (!what) return null
    const until = Boolean(m![2])
    return {
      kind: 'exile',
      what: what.sel,
      ...(until ? { untilSourceLeaves: true } : {}),
      text: c,
      rules: until ? ['406.2', '610.3'] : ['406.2', '400.7'],
    }
  },
  apply(game, e, ctx) {
    const why = reason().rule('406.2')
    const targets = take(objects(game, e.what, ctx, e.text), why)
    if (isResult(targets)) return targets
    // CR 610.3a–b: the event the exile lasts until has already happened, so the object doesn't move
    if (e.untilSourceLeaves && ctx.source.zone !== 'battlefield') {
      why
        .say(
          `${ctx.source.face.name} has already left the battlefield, the event its exile would last until, so ${targets.map((o) => o.face.name).join(', ') || 'nothing'} isn't exiled (CR 610.3a, 610.3b).`,
        )
        .rule('610.3a', '610.3b')
      return { ok: true, why, doubts: [] }
    }
    const doubts: Doubt[] = []
    for (const o of targets) {
      addDoubts(doubts, standingDoubts(game, o, ['zone']))
      const text = `${o.face.name} was exiled (CR 406.2); it is a new object there (CR 400.7).`
      why.say(text).rule('400.7')
      const exiled = game.move(o, 'exile', reason(text).rule('406.2', '400.7'))
      if (!exiled) why.say('A token that leaves the battlefield ceases to exist (CR 111.7).').rule('111.7')
      else recordExiled(game, ctx.source, exiled, Boolean(e.untilSourceLeaves))
    }
    if (e.untilSourceLeaves && targets.length)
      why.say(`It returns when ${ctx.source.face.name} leaves the battlefield (CR 610.3).`).rule('610.3')
    if (!targets.length) why.say('There was nothing to exile.')
    return { ok: true, why, doubts }
  },
}
