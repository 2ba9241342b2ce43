// Attaching (CR 701.3): "Attach ~ to target creature you control." — the effect of equip (702.6a). The
// Equipment becomes attached to the creature (301.5a); one already attached to it stays, and one attached
// elsewhere moves (701.3a). If the Equipment has left the battlefield, or the creature can't be equipped by
// it, the Equipment doesn't move (301.5b, 301.5c, 701.3b).
import { reason } from '../answers.js'
import { isEquipment } from '../game/attachments.js'
import { isResult, take } from './common.js'
import { readObject } from './phrases.js'
import { objects } from './select.js'
import type { EffectModule } from './types.js'

const ATTACH = /^attach ~ to (target .+)$/i

export const attach: EffectModule<'attach'> = {
  kind: 'attach',
  read(c, firstTarget) {
    const m = ATTACH.exec(c)
    const what = m ? readObject(m[1]!, firstTarget) : null
    return what ? { kind: 'attach', to: what.sel, text: c, rules: ['701.3a', '301.5'] } : null
  },
  apply(game, e, ctx) {
    const why = reason().rule('701.3a')
    const to = take(objects(game, e.to, ctx, e.text), why)
    if (isResult(to)) return to
    const source = ctx.source
    const target = to[0]
    if (!target)
      return { ok: true, why: why.say(`${source.face.name} doesn't move: it has no legal creature to attach to (CR 608.2b).`), doubts: [] }
    if (
      source.zone !== 'battlefield' ||
      !isEquipment(source.face) ||
      target.id === source.id ||
      !target.face.type.types.includes('creature')
    ) {
      why
        .say(
          `${source.face.name} doesn't move: ${source.zone !== 'battlefield' ? "it isn't on the battlefield" : `${target.face.name} can't be equipped by it`} (CR 301.5b, 301.5c, 701.3b).`,
        )
        .rule('301.5c', '701.3b')
      return { ok: true, why, doubts: [] }
    }
    const from = source.attachedTo !== undefined && source.attachedTo !== null ? game.objects.get(source.attachedTo) : undefined
    source.attachedTo = target.id
    why
      .say(
        `${source.face.name} became attached to ${target.face.name}${from?.zone === 'battlefield' && from.id !== target.id ? `, moving from ${from.face.name}` : ''} (CR 701.3a, 301.5a).`,
      )
      .rule('301.5a')
    return { ok: true, why, doubts: [] }
  },
}
