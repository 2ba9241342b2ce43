// Modal spells and abilities (CR 700.2): "Choose one —" / "Choose two —" / "Choose one or both —"
// followed by "•" modes. The modes are chosen as it is cast (700.2a, 601.2b) — the context's modes,
// 0-based in print order; a mode can't be chosen twice unless the card says so (700.2d). Each mode
// numbers its own targets from 0, and the context's targets are those of the chosen modes, in order.
import { reason } from '../answers.js'
import { unsupported } from './common.js'
import type { Effect, EffectModule } from './types.js'

const CHOOSE = /^choose (one|two|three|one or both|one or more|any number) —$/i
/** "Choose up to four. You may choose the same mode more than once." (Moment of Reckoning; CR 700.2d) */
const CHOOSE_UP_TO = /^choose up to (one|two|three|four|five)\.?$/i
const SAME_MODE = /^you may choose the same mode more than once\.?$/i
const UP_TO: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 }
const COUNTS: Record<string, { min: number; max: number }> = {
  one: { min: 1, max: 1 },
  two: { min: 2, max: 2 },
  three: { min: 3, max: 3 },
  'one or both': { min: 1, max: 2 },
  'one or more': { min: 1, max: 99 },
  'any number': { min: 0, max: 99 },
}

type Reader = (clauses: string[]) => { effects: Effect[]; unread: string[] }

/**
 * "Choose one —" at clauses[i] and the "•" modes after it: the modal effect, or null effect when a
 * mode isn't read (then every clause of it stays unread). Null when clauses[i] isn't a "choose" line.
 */
export function readModes(clauses: string[], i: number, readAll: Reader): { effect: Effect | null; consumed: number } | null {
  const m = CHOOSE.exec(clauses[i]!.trim())
  const upTo = m ? null : CHOOSE_UP_TO.exec(clauses[i]!.trim())
  if (!m && !upTo) return null
  const modes: string[][] = []
  let j = i + 1
  // CR 700.2d: "You may choose the same mode more than once."
  const repeat = j < clauses.length && SAME_MODE.test(clauses[j]!.trim())
  if (repeat) j++
  for (; j < clauses.length && clauses[j]!.trim().startsWith('•'); j++) modes.push([clauses[j]!.trim().replace(/^•\s*/, '')])
  if (modes.length < 2) return { effect: null, consumed: j - i }
  const read = modes.map((mode) => readAll(mode))
  if (read.some((r) => r.unread.length || !r.effects.length)) return { effect: null, consumed: j - i }
  // "up to N": from one to N here; choosing none isn't read (the engine can't be sure a spell may be cast with no mode)
  const choose = m ? COUNTS[m[1]!.toLowerCase()]! : { min: 1, max: UP_TO[upTo![1]!.toLowerCase()]!, upTo: true }
  const text = clauses
    .slice(i, repeat ? i + 2 : i + 1)
    .map((c) => c.trim())
    .join(' ')
  return {
    effect: {
      kind: 'modal',
      choose: { ...choose, ...(repeat ? { repeat: true } : {}) },
      modes: read.map((r) => r.effects),
      text,
      rules: repeat ? ['700.2', '700.2a', '700.2d'] : ['700.2', '700.2a'],
    },
    consumed: j - i,
  }
}

type ApplyAll = (
  game: Parameters<EffectModule['apply']>[0],
  effects: Effect[],
  ctx: Parameters<EffectModule['apply']>[2],
) => ReturnType<EffectModule['apply']>
let applyAll: ApplyAll
/** The registry hands its applyAll in (it imports this module). */
export const useApplyAll = (f: ApplyAll) => {
  applyAll = f
}

const targetCount = (effects: Effect[]) => {
  let max = -1
  JSON.stringify(effects, (k, v) => {
    if (k === 'index' && typeof v === 'number') max = Math.max(max, v)
    return v
  })
  return max + 1
}

export const modal: EffectModule<'modal'> = {
  kind: 'modal',
  apply(game, e, ctx) {
    const chosen = ctx.modes
    if (!chosen)
      return unsupported(
        `Arcanum can't carry out "${e.text}" without the modes chosen for it as it was cast (CR 700.2a) (${ctx.source.face.name}).`,
        ['700.2a'],
      )
    if (
      chosen.length < e.choose.min ||
      chosen.length > e.choose.max ||
      (!e.choose.repeat && new Set(chosen).size !== chosen.length) ||
      chosen.some((k) => k < 0 || k >= e.modes.length)
    )
      return {
        ok: false,
        why: reason(
          `"${e.text}" has ${e.modes.length} modes; ${chosen.length} were chosen (${chosen.map((k) => k + 1).join(', ')}): choose ${e.choose.min === e.choose.max ? e.choose.min : `${e.choose.min} to ${e.choose.max}`}${e.choose.repeat ? '' : ', each at most once'} (CR 700.2a, 700.2d).`,
        ).rule('700.2a', '700.2d'),
      }
    const why = reason(`Mode${chosen.length === 1 ? '' : 's'} chosen: ${chosen.map((k) => k + 1).join(', ')} (CR 700.2a).`).rule('700.2a')
    let offset = 0
    // the chosen modes are carried out in the order printed; one chosen twice, as if it appeared twice in sequence (CR 700.2d)
    for (const k of [...chosen].sort((a, b) => a - b)) {
      const effects = e.modes[k]!
      const n = targetCount(effects)
      const r = applyAll(game, effects, { ...ctx, targets: ctx.targets.slice(offset, offset + n), modes: undefined })
      offset += n
      if (r.ok === false) return r
      why.say(r.why.text).merge(r.why)
      if (r.ok === null) return { ok: null, why, doubts: r.doubts }
    }
    return { ok: true, why, doubts: [] }
  },
}
