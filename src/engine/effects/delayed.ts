// Creating a delayed triggered ability (CR 603.7a): "Return that card to the battlefield under its
// owner's control at the beginning of the next end step." (Turn to Mist), "At the beginning of the next
// end step, <an effect another module reads>". "That card" is the object the spell's previous target
// became as it was exiled (the same object, CR 603.7c). The ability itself triggers and resolves in
// src/engine/game/delayed-triggers.ts.
import { reason } from '../answers.js'
import { createDelayedTrigger } from '../game/delayed-triggers.js'
import { unsupported } from './common.js'
import type { Effect, EffectModule } from './types.js'

const WHEN = /^(.+?) at the beginning of the next end step$|^at the beginning of the next end step, (.+)$/i
/** "Draw a card at the beginning of the next turn's upkeep." (CR 603.7a, 503.1) */
const UPKEEP = /^(.+?) at the beginning of the next turn's upkeep$|^at the beginning of the next turn's upkeep, (.+)$/i
const RETURN = /^return (?:that card|it|that creature|the exiled card) to the battlefield under its owner's control$/i

let readInner: (clause: string, firstTarget: number) => Effect | null = () => null
/** The registry's reader, for the effect the delayed ability will carry out (set by effects/index.ts). */
export const useReader = (r: typeof readInner) => {
  readInner = r
}

export const delayed: EffectModule<'delayed'> = {
  kind: 'delayed',
  read(c, firstTarget) {
    const upkeep = UPKEEP.exec(c)
    const m = upkeep ?? WHEN.exec(c)
    if (!m) return null
    const inner = (m[1] ?? m[2])!.trim()
    if (upkeep) {
      const e = readInner(
        inner.replace(/^./, (x) => x.toUpperCase()),
        firstTarget,
      )
      if (!e || JSON.stringify(e).includes('"index"')) return null
      return { kind: 'delayed', does: { kind: 'effect', effect: e }, at: 'nextTurnUpkeep', text: c, rules: ['603.7a', '503.1'] }
    }
    if (RETURN.test(inner))
      return firstTarget > 0
        ? { kind: 'delayed', does: { kind: 'returnToBattlefield', index: firstTarget - 1 }, text: c, rules: ['603.7a', '603.7c'] }
        : null
    const e = readInner(
      inner.replace(/^./, (x) => x.toUpperCase()),
      firstTarget,
    )
    // an inner effect with targets of its own isn't read: they'd be chosen as the delayed ability is put on the stack (603.3d)
    if (!e || JSON.stringify(e).includes('"index"')) return null
    return { kind: 'delayed', does: { kind: 'effect', effect: e }, text: c, rules: ['603.7a'] }
  },
  apply(game, e, ctx) {
    const why = reason(`${ctx.source.face.name} created a delayed triggered ability: "${e.text}" (CR 603.7a).`).rule('603.7a')
    if (e.does.kind === 'effect') {
      createDelayedTrigger(game, {
        text: e.text,
        controller: ctx.controller,
        source: ctx.source,
        does: e.does,
        ...(e.at ? { at: e.at } : {}),
      })
      return { ok: true, why, doubts: [] }
    }
    const ref = ctx.targets[e.does.index]
    const obj = ref ? game.current(ref) : undefined
    if (!ref)
      return unsupported(`Arcanum doesn't know which card "${e.text}" refers to: no target was chosen (${ctx.source.face.name}).`, [
        '603.7c',
      ])
    // CR 603.7c: it refers to that object; if it isn't in exile now (a token ceased to exist), it will do nothing
    createDelayedTrigger(game, {
      text: e.text,
      controller: ctx.controller,
      source: ctx.source,
      does: { kind: 'returnToBattlefield', objectId: obj?.zone === 'exile' ? obj.id : -1 },
    })
    return { ok: true, why, doubts: [] }
  },
}
