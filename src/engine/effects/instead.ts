// "X. If [condition], instead Y." (Kumena's Awakening: "Each player draws a card. If you have the
// city's blessing, instead only you draw a card."): one instruction replaced by another when a
// condition holds as the spell or ability resolves (CR 608.2c: the instructions are read as a whole;
// the condition is checked then, not as it triggered — Kumena's Awakening's ruling). Conditions are
// game/condition-words.ts's; "only you draw" is "you draw".
import { reason } from '../answers.js'
import { checkCondition } from '../game/conditions.js'
import { readCondition } from '../game/condition-words.js'
import { unsupported } from './common.js'
import type { Effect, EffectContext, EffectModule, EffectResult } from './types.js'

const INSTEAD = /^if ([^,]+), instead (?:only )?(.+?)\.?$/i

type ReadOne = (clause: string, firstTarget: number) => Effect | null

/** Clauses i and i+1 as "X. If …, instead Y.", or null. */
export function readInstead(clauses: string[], i: number, readOne: ReadOne, firstTarget: number): Effect | null {
  const m = clauses[i + 1] ? INSTEAD.exec(clauses[i + 1]!.trim()) : null
  const condition = m ? readCondition(m[1]!) : null
  if (!m || !condition) return null
  const otherwise = readOne(clauses[i]!, firstTarget)
  const then = otherwise && readOne(m[2]!, firstTarget)
  // the replacement may not use targets of its own: they'd be chosen as it is cast, whichever happens
  if (!otherwise || !then || JSON.stringify(then).includes('"index"')) return null
  return {
    kind: 'instead',
    condition,
    otherwise,
    then,
    text: `${clauses[i]!.trim()} ${clauses[i + 1]!.trim()}`,
    rules: ['608.2c'],
  }
}

let applyOne: (game: import('../state/game.js').Game, e: Effect, ctx: EffectContext) => EffectResult = () => {
  throw new Error('effects/instead.ts: apply not registered')
}
/** The registry hands its apply() over (it imports this module). */
export const useApply = (f: typeof applyOne) => {
  applyOne = f
}

export const instead: EffectModule<'instead'> = {
  kind: 'instead',
  apply(game, e, ctx) {
    const c = checkCondition(game, e.condition, ctx.source, ctx.controller)
    const cond = e.condition.text.replace(/~/g, ctx.source.face.name)
    if (c.holds === null)
      return unsupported(`Arcanum can't tell whether "${cond}" holds as "${e.text}" resolves: ${c.found} (${ctx.source.face.name}).`, [
        '608.2c',
        ...c.rules,
      ])
    const r = applyOne(game, c.holds ? e.then : e.otherwise, ctx)
    if (r.ok === false) return r
    const why = reason(
      `As it resolves, ${c.found}, so ${c.holds ? `instead "${e.then.text}"` : `"${e.otherwise.text}"`} (CR 608.2c).`,
    ).rule('608.2c', ...c.rules)
    why.say(r.why.text).merge(r.why)
    return { ...r, why }
  },
}
