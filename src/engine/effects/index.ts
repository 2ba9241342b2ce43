// The effects registry: every effect module (one file each, citing its rules), how a clause of Oracle
// text is read into an effect, and apply(), which carries one out. The stack's resolution calls
// readEffects() on a spell's or ability's text and apply()/applyAll() as it resolves (CR 608.2).
import { reason } from '../answers.js'
import { addDoubts, type Doubt } from '../doubts.js'
import type { Game } from '../state/game.js'
import { registerAbilityEffects } from './ability.js'
import { attach } from './attach.js'
import { copySelf } from './copy-self.js'
import { counters } from './counters.js'
import { damage } from './damage.js'
import { delayed, useReader as useDelayedReader } from './delayed.js'
import { destroy } from './destroy.js'
import { discard } from './discard.js'
import { doesntUntap } from './doesnt-untap.js'
import { draw } from './draw.js'
import { exile } from './exile.js'
import { flashPermission } from './flash-permission.js'
import { grant } from './grant.js'
import { life } from './life.js'
import { mill } from './mill.js'
import { modal, readModes, useApplyAll } from './modal.js'
import { move } from './move.js'
import { pt } from './pt.js'
import { returnExiled } from './return-exiled.js'
import { putRevealed, revealUntil } from './reveal-until.js'
import { sacrifice, sacrificeSelf } from './sacrifice.js'
import { scry } from './scry.js'
import { tap } from './tap.js'
import { instead, readInstead, useApply as useInsteadApply } from './instead.js'
import { createToken } from './token.js'
import type { Effect, EffectBody, EffectContext, EffectModule, EffectResult } from './types.js'

export type { Effect, EffectContext, EffectResult, EffectChoices } from './types.js'

const MODULES: { [K in EffectBody['kind']]: EffectModule<K> } = {
  delayed,
  draw,
  discard,
  mill,
  destroy,
  exile,
  returnExiled,
  move,
  sacrificeSelf,
  sacrifice,
  createToken,
  damage,
  life,
  counters,
  tap,
  instead,
  doesntUntap,
  attach,
  revealUntil,
  putRevealed,
  scry,
  pt,
  grant,
  modal,
  flashPermission,
  copySelf,
}

/** The effects the stack carries out, one module each: what docs/evaluate.md and the MCP tools list. */
export const EFFECT_KINDS = Object.keys(MODULES) as EffectBody['kind'][]

const READERS = Object.values(MODULES).filter((m) => m.read) as Required<EffectModule>[]

/** How many targets an effect uses, for numbering the next clause's targets (CR 601.2c: in the order they appear). */
export function targetsUsed(effect: Effect): number {
  let used = 0
  JSON.stringify(effect, (_k, v) => {
    // "up to two target creatures" uses two (CR 601.2c)
    if (v && typeof v === 'object' && typeof v.index === 'number') used = Math.max(used, v.index + (v.count ?? 1))
    return v
  })
  return used
}

/** Read one clause ("~" for the card itself) into an effect; null when no module reads all of it. */
export function readEffect(clause: string, firstTarget = 0): Effect | null {
  const c = clause.trim().replace(/\.$/, '')
  for (const m of READERS) {
    const e = m.read(c, firstTarget)
    if (e) return e
  }
  return null
}

export interface ReadEffects {
  effects: Effect[]
  /** Clauses no module read: the effect as a whole isn't modeled. */
  unread: string[]
}

/** Read a spell's or ability's effect, clause by clause; "Choose one —" and its "•" modes are one modal effect (CR 700.2). */
export function readEffects(clauses: string[], firstTarget = 0): ReadEffects {
  const effects: Effect[] = []
  const unread: string[] = []
  /** The clause each effect was read from. */
  const read: string[] = []
  let next = firstTarget
  for (let i = 0; i < clauses.length; i++) {
    const c = clauses[i]!
    const modes = readModes(clauses, i, readEffects)
    if (modes) {
      if (modes.effect) {
        effects.push(modes.effect)
        read.push(clauses[i]!)
      } else unread.push(...clauses.slice(i, i + modes.consumed))
      i += modes.consumed - 1
      continue
    }
    // "X. If …, instead Y." is one effect of two clauses (effects/instead.ts)
    const replaced = readInstead(clauses, i, readEffect, next)
    if (replaced) {
      effects.push(replaced)
      next = Math.max(next, targetsUsed(replaced))
      i++
      continue
    }
    const e = readEffect(c, next)
    if (e) {
      effects.push(e)
      read.push(c)
      next = Math.max(next, targetsUsed(e))
    } else unread.push(c)
  }
  // an instruction that refers back to what an earlier one revealed is read only right after it (CR 608.2c)
  for (let i = effects.length - 1; i >= 0; i--)
    if (effects[i]!.kind === 'putRevealed' && effects[i - 1]?.kind !== 'revealUntil') {
      effects.splice(i, 1)
      unread.push(read[i]!)
      read.splice(i, 1)
    }
  return { effects, unread }
}

/** Carry out one effect (see the contract in types.ts). */
export function apply(game: Game, effect: Effect, ctx: EffectContext): EffectResult {
  const m = MODULES[effect.kind] as EffectModule
  return m.apply(game, effect as never, ctx)
}

/**
 * Carry out a spell's or ability's effects in order (CR 608.2c). Each effect is all-or-nothing; if
 * one is unsupported the ones before it have happened and the result is unsupported, so the caller
 * treats everything after as in doubt.
 */
export function applyAll(game: Game, effects: Effect[], ctx: EffectContext): EffectResult {
  const why = reason()
  const doubts: Doubt[] = []
  const values: unknown[] = []
  for (const e of effects) {
    const r = apply(game, e, ctx)
    if (r.ok === false) return r
    why.say(r.why.text).merge(r.why)
    addDoubts(doubts, r.doubts)
    if (r.ok === null) return { ok: null, why, doubts }
    if (r.value !== undefined) values.push(r.value)
  }
  return { ok: true, why, doubts, ...(values.length ? { value: values.length === 1 ? values[0] : values } : {}) }
}

useApplyAll(applyAll)
useInsteadApply(apply)
useDelayedReader(readEffect)

/**
 * The target phrases of effects, by target index ("target creature", "any target", "target player"):
 * what the stack's target checks read (CR 601.2c). A modal effect's are those of each mode, numbered
 * within the mode.
 */
export function targetPhrases(effects: Effect[]): string[] {
  const out: string[] = []
  JSON.stringify(effects, (k, v) => {
    if (v && typeof v === 'object' && typeof v.index === 'number' && typeof v.phrase === 'string' && v.phrase)
      for (let i = v.index; i < v.index + (v.count ?? 1); i++) if (out[i] === undefined) out[i] = v.phrase
    return k === 'modes' ? undefined : v
  })
  return out
}

// triggered and activated abilities carry out the same modules' effects (effects/ability.ts)
registerAbilityEffects(readEffects, targetPhrases, applyAll)
