// "The next sorcery spell you cast this turn can be cast as though it had flash." (Quicken), "You may cast
// spells this turn as though they had flash." (Borne upon a Wind): a permission that lasts until the turn
// ends (CR 611.2a, 514.2) and lets its controller cast spells of a quality any time they could cast an
// instant (CR 702.8a, 601.3b). "The next … spell you cast this turn" applies to that one spell only: once
// its controller casts a spell of that quality, every such permission is used up (src/engine/game/timing.ts).
import { reason } from '../answers.js'
import { readQuality } from './phrases.js'
import type { EffectModule } from './types.js'

const NEXT =
  /^the next ([\w ]+?) spell you cast this turn (?:can be cast|you may cast) as though it had flash$|^you may cast the next ([\w ]+?) spell you cast this turn as though it had flash$/i
const ALL = /^you may cast ([\w ]+? )?spells this turn as though they had flash$/i

export const flashPermission: EffectModule<'flashPermission'> = {
  kind: 'flashPermission',
  read(c) {
    const next = NEXT.exec(c)
    const all = next ? null : ALL.exec(c)
    if (!next && !all) return null
    const words = (next ? (next[1] ?? next[2]) : all![1])?.trim() ?? ''
    const quality = words ? readQuality(words) : ''
    if (quality === null) return null
    return { kind: 'flashPermission', quality, next: Boolean(next), text: c, rules: ['702.8a', '601.3b', '611.2a'] }
  },
  apply(game, e, ctx) {
    game.core.flashPermissions.push({
      player: ctx.controller,
      quality: e.quality,
      next: e.next,
      text: e.text,
      source: ctx.source.face.name,
    })
    const what = e.quality ? `${e.quality} spell` : 'spell'
    return {
      ok: true,
      why: reason(
        e.next
          ? `Until the turn ends, the next ${what} ${ctx.controller === game.you ? 'you cast' : `${ctx.controller} casts`} can be cast any time ${ctx.controller === game.you ? 'you' : 'they'} could cast an instant (CR 702.8a, 601.3b, 611.2a).`
          : `Until the turn ends, ${ctx.controller === game.you ? 'you' : ctx.controller} may cast ${what}s any time ${ctx.controller === game.you ? 'you' : 'they'} could cast an instant (CR 702.8a, 601.3b, 611.2a).`,
      ).rule('702.8a', '601.3b', '611.2a'),
      doubts: [],
    }
  },
}
