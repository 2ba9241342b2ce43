// Dealing damage as a spell's or ability's effect (CR 120): "~ deals 3 damage to any target.",
// "~ deals 2 damage to target creature or planeswalker.", "~ deals 1 damage to each creature and each
// player.", "~ deals X damage to target player." The damage itself, with deathtouch, lifelink,
// infect and wither of its source, is the game core's dealDamage (src/engine/game/damage.ts, 120.3).
import { reason } from '../answers.js'
import { addDoubts, type Doubt } from '../doubts.js'
import { dealDamage } from '../game/damage.js'
import { readForEach, readNumber, readObject, readPlayer } from './phrases.js'
import { amount, objects, players } from './select.js'
import type { Amount, DamageRecipient, EffectModule } from './types.js'

const DAMAGE = /^~ deals (a|an|one|two|three|four|five|six|seven|x|\d+) damage to (.+?)(?: (for each .+))?$/i
const DAMAGE_EQUAL = /^~ deals damage equal to the number of (.+?) to (.+)$/i

/** "any target", "target creature or planeswalker", "each creature and each opponent". */
function readRecipients(phrase: string, firstTarget: number): DamageRecipient[] | null {
  const p = phrase.trim()
  if (/^any (?:other )?target$/i.test(p)) return [{ kind: 'anyTarget', index: firstTarget, phrase: p }]
  // "target creature or planeswalker" is one target of either type
  if (/^target [\w ]+ or planeswalker$/i.test(p) || /^target (?:creature or player|player or planeswalker)$/i.test(p))
    return [{ kind: 'anyTarget', index: firstTarget, phrase: p }]
  const out: DamageRecipient[] = []
  let next = firstTarget
  for (const part of p.split(/,? and |, /)) {
    const player = readPlayer(part, next)
    if (player) {
      out.push({ kind: 'player', select: player.sel })
      next += player.used
      continue
    }
    const obj = readObject(part, next)
    if (!obj || obj.sel.kind === 'self') return null
    out.push({ kind: 'object', select: obj.sel })
    next += obj.used
  }
  return out.length ? out : null
}

export const damage: EffectModule<'damage'> = {
  kind: 'damage',
  read(c, firstTarget) {
    let n: Amount | null
    let to: DamageRecipient[] | null
    const m = DAMAGE.exec(c)
    if (m) {
      n = readNumber(m[1]!)
      if (m[3]) n = n?.kind === 'fixed' && n.n === 1 ? readForEach(m[3]) : null
      to = readRecipients(m[2]!, firstTarget)
    } else {
      const e = DAMAGE_EQUAL.exec(c)
      if (!e) return null
      n = readForEach(`for each ${e[1]!.replace(/s\b/, '')}`)
      to = readRecipients(e[2]!, firstTarget)
    }
    if (!n || !to) return null
    return { kind: 'damage', amount: n, to, text: c, rules: ['120.1', '120.3'] }
  },
  apply(game, e, ctx) {
    const n = amount(game, e.amount, ctx, e.text)
    if (n.ok === null) return { ok: null, why: reason(), doubts: n.doubts }
    // every recipient, found before any damage is dealt (CR 120.2: damage is dealt simultaneously)
    const recipients: string[] = []
    const why = reason()
    for (const note of n.notes) why.say(note).rule('608.2h')
    for (const r of e.to) {
      if (r.kind === 'anyTarget') {
        const t = ctx.targets[r.index]
        if (t === undefined) return { ok: null, why: reason(), doubts: [missing(e.text)] }
        if (t === null || (!game.players.includes(t) && game.current(t)?.zone !== 'battlefield'))
          why.say(`Its target is no longer legal, so no damage is dealt to it (CR 608.2b).`).rule('608.2b')
        else recipients.push(t)
      } else if (r.kind === 'player') {
        const ps = players(game, r.select, ctx, e.text)
        if (ps.ok === null) return { ok: null, why: reason(), doubts: ps.doubts }
        for (const note of ps.notes) why.say(note)
        recipients.push(...ps.value)
      } else {
        const os = objects(game, r.select, ctx, e.text)
        if (os.ok === null) return { ok: null, why: reason(), doubts: os.doubts }
        for (const note of os.notes) why.say(note)
        recipients.push(...os.value.map((o) => o.ref))
      }
    }
    const doubts: Doubt[] = []
    for (const to of recipients) {
      const r = dealDamage(game, { source: ctx.source.ref, to, amount: n.value }, 'effect')
      if (!r.ok) {
        why.say(r.why.text).merge(r.why)
        continue
      }
      why.say(r.why.text).merge(r.why)
      addDoubts(doubts, r.doubts)
    }
    if (!recipients.length) why.say('No damage was dealt.')
    return { ok: true, why, doubts }
  },
}

const missing = (effect: string) => ({
  text: `Arcanum can't carry out "${effect}" without its target: no target was chosen for it (CR 601.2c).`,
  rules: ['601.2c'],
})
