// Gaining and losing life as a spell's or ability's effect (CR 119.3): "You gain 3 life.", "Each
// opponent loses 2 life.", "Target player loses X life.", "You gain 1 life for each creature you
// control." Doubts about life (an unread "if you would gain life…") come with the game core's
// changeLife (src/engine/game/life.ts).
import { reason } from '../answers.js'
import { changeLife, lifeDoubts } from '../game/life.js'
import { readForEach, readNumber, readPlayer } from './phrases.js'
import { amount, players } from './select.js'
import type { Amount, EffectModule } from './types.js'

const LIFE = /^(?:(.+?) )?(gains?|loses?) (a|an|one|two|three|four|five|six|seven|eight|ten|x|\d+) life(?: (for each .+))?$/i

export const life: EffectModule<'life'> = {
  kind: 'life',
  read(c, firstTarget) {
    const m = LIFE.exec(c)
    if (!m) return null
    const subjectless = !m[1]
    const who = subjectless ? { sel: { kind: 'you' as const }, used: 0 } : readPlayer(m[1]!, firstTarget)
    if (!who) return null
    const verb = m[2]!.toLowerCase()
    // "You gain", "Each opponent loses": the verb agrees with its subject
    const thirdPerson = verb.endsWith('s')
    if ((who.sel.kind === 'you') === thirdPerson) return null
    let n: Amount | null = readNumber(m[3]!)
    if (m[4]) n = n?.kind === 'fixed' && n.n === 1 ? readForEach(m[4]) : null
    if (!n) return null
    return { kind: 'life', who: who.sel, amount: n, gain: verb.startsWith('gain'), text: c, rules: ['119.3'] }
  },
  apply(game, e, ctx) {
    const who = players(game, e.who, ctx, e.text)
    if (who.ok === null) return { ok: null, why: reason(), doubts: who.doubts }
    const n = amount(game, e.amount, ctx, e.text)
    if (n.ok === null) return { ok: null, why: reason(), doubts: n.doubts }
    const why = reason()
    for (const note of [...who.notes, ...n.notes]) why.say(note)
    if (n.notes.length) why.rule('608.2h')
    for (const p of who.value) changeLife(game, p, e.gain ? n.value : -n.value, why)
    return { ok: true, why, doubts: lifeDoubts(game) }
  },
}
