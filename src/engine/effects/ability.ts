// Triggered and activated abilities' effects read by the effect modules (CR 608.2c): what the stack's
// own reader (src/engine/game/effect-text.ts) doesn't read — "Draw a card.", "~ gets +2/-2 until end of
// turn.", "Create a 1/1 … token." — an ability carries out through the same modules a spell does. The
// stack checks their targets (CR 115, 608.2b) with the phrases it reads, so an ability is read here only
// when every sentence is read and every target phrase is one the stack checks. Modal abilities aren't:
// the language gives modes only to spells.
import { aspectsOf } from '../oracle/clauses.js'
import { sentences } from '../oracle/text.js'
import { readTargetPhrase, type TargetSpec } from '../game/target-phrases.js'
import { useEffectModules, type ModuleEffects } from '../game/effect-text.js'
import type { Game, GameObject } from '../state/game.js'
import type { Effect, EffectChoices, EffectContext, EffectResult } from './types.js'

type Read = (clauses: string[]) => { effects: Effect[]; unread: string[] }
type Phrases = (effects: Effect[]) => string[]
type ApplyAll = (game: Game, effects: Effect[], ctx: EffectContext) => EffectResult

/** Read an ability's effect text ("~" for its source) into module effects with the stack's target specs, or null. */
export function readAbilityEffects(
  effect: string,
  read: Read,
  phrases: Phrases,
  applyAll: ApplyAll,
): { targets: TargetSpec[]; modules: ModuleEffects } | null {
  const clauses = sentences(effect.trim())
  if (!clauses.length) return null
  const r = read(clauses)
  if (r.unread.length || !r.effects.length || r.effects.some((e) => e.kind === 'modal')) return null
  const specs = phrases(r.effects).map((p) => (p ? readTargetPhrase(p) : null))
  if (specs.some((s) => s === null)) return null
  const effects = r.effects
  const text = effects.map((e) => e.text).join(' ')
  return {
    targets: specs as TargetSpec[],
    modules: {
      text,
      carryOut(game, controller, source, targets, choices, found, targeted) {
        const ctx = {
          controller,
          source: source as GameObject,
          targets,
          ...(targeted ? { targeted: targeted as (GameObject | undefined)[] } : {}),
          ...(choices ? { choices: choices as EffectChoices } : {}),
          ...(found ? { found: found as GameObject } : {}),
        }
        const res = applyAll(game as Game, effects, ctx)
        if (res.ok === false) return { ok: false, why: res.why, doubts: [] }
        if (res.ok === null) {
          // not carried out (a choice not given): what its text is about is in doubt from here on, as for a spell
          const aspects = aspectsOf(text)
          return { ok: null, why: res.why, doubts: res.doubts.map((d) => (aspects.length ? { ...d, aspects } : d)) }
        }
        return { ok: true, why: res.why, doubts: res.doubts }
      },
    },
  }
}

/** Hand the reader to the stack (it can't import the effect modules: they import the game). */
export function registerAbilityEffects(read: Read, phrases: Phrases, applyAll: ApplyAll) {
  useEffectModules((effect) => readAbilityEffects(effect, read, phrases, applyAll))
}
