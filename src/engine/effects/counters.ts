// Putting counters as an effect (CR 122.1, 122.6): "Put a +1/+1 counter on target creature.", "Put
// two +1/+1 counters on each creature you control.", "Put a -1/-1 counter on ~." The counting is the
// game core's changeCounters (src/engine/game/counters.ts); +1/+1 and -1/-1 annihilate as a
// state-based action (704.5q).
import { reason } from '../answers.js'
import { changeCounters } from '../game/counters.js'
import { isResult, take } from './common.js'
import { readForEach, readNumber, readObject } from './phrases.js'
import { amount, objects } from './select.js'
import type { Amount, EffectModule } from './types.js'

const COUNTERS = /^put (a|an|one|two|three|four|five|x|\d+) ([+-]\d+\/[+-]\d+|[a-z]+) counters? on (.+?)(?: (for each .+))?$/i

export const counters: EffectModule<'counters'> = {
  kind: 'counters',
  read(c, firstTarget) {
    const m = COUNTERS.exec(c)
    if (!m) return null
    let n: Amount | null = readNumber(m[1]!)
    if (m[4]) n = n?.kind === 'fixed' && n.n === 1 ? readForEach(m[4]) : null
    const what = readObject(m[3]!, firstTarget)
    if (!n || !what) return null
    return { kind: 'counters', what: what.sel, counter: m[2]!.toLowerCase(), amount: n, text: c, rules: ['122.1', '122.6'] }
  },
  apply(game, e, ctx) {
    const why = reason().rule('122.6')
    const targets = take(objects(game, e.what, ctx, e.text), why)
    if (isResult(targets)) return targets
    const n = take(amount(game, e.amount, ctx, e.text), why)
    if (isResult(n)) return n
    for (const o of targets) {
      const r = changeCounters(game, o.ref, e.counter, n, true)
      why.say(r.why.text).merge(r.why)
    }
    return { ok: true, why, doubts: [] }
  },
}
