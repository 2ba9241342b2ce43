// Granting keyword abilities until end of turn (CR 611.2a, 613.1f layer 6): "Target creature gains
// flying until end of turn.", "Creatures you control gain trample until end of turn.", "~ gains haste
// until end of turn." Only keywords without a parameter; the engine answers `abilities` with them,
// and the game core's keywords (deathtouch, lifelink, indestructible…) take effect.
import { reason } from '../answers.js'
import { addContinuous, GRANTABLE_KEYWORDS } from '../game/continuous.js'
import { isResult, take } from './common.js'
import { readObject } from './phrases.js'
import { objects } from './select.js'
import type { EffectModule } from './types.js'

/** "flying", "flying and first strike", "trample, haste and lifelink" → the keywords; null if any isn't a plain keyword. */
export function readKeywordList(text: string): string[] | null {
  const ks = text
    .split(/,? and |, /)
    .map((k) => k.trim().toLowerCase())
    .filter(Boolean)
  return ks.length && ks.every((k) => GRANTABLE_KEYWORDS.includes(k)) ? ks : null
}

const GAINS = /^(.+?) gains? (.+?) until end of turn$/i

export const grant: EffectModule<'grant'> = {
  kind: 'grant',
  read(c, firstTarget) {
    const m = GAINS.exec(c)
    if (!m || /\bcontrol\b/i.test(m[2]!)) return null
    const what = readObject(m[1]!, firstTarget)
    const keywords = readKeywordList(m[2]!)
    return what && keywords
      ? { kind: 'grant', what: what.sel, keywords, duration: 'endOfTurn', text: c, rules: ['611.2a', '613.1f'] }
      : null
  },
  apply(game, e, ctx) {
    const why = reason().rule(...e.rules)
    const targets = take(objects(game, e.what, ctx, e.text), why)
    if (isResult(targets)) return targets
    if (!targets.length) return { ok: true, why: why.say('It affects nothing.'), doubts: [] }
    addContinuous(game, {
      layer: '6',
      objectIds: targets.map((o) => o.id),
      power: 0,
      toughness: 0,
      keywords: e.keywords,
      until: 'endOfTurn',
      text: e.text,
      source: ctx.source.face.name,
    })
    why
      .say(
        `${targets.map((o) => o.face.name).join(', ')} gain${targets.length === 1 ? 's' : ''} ${e.keywords.join(', ')} until end of turn (CR 613.1f), until the cleanup step (CR 514.2).`,
      )
      .rule('514.2')
    return { ok: true, why, doubts: [] }
  },
}
