// Reading "At the beginning of …" triggered abilities of permanents (CR 603.2, 503.1a, 504.2, 505.4,
// 507.1, 513.1): the step whose beginning triggers them, whose turn it must be, and an intervening
// "if" the engine checks (CR 603.4, game/conditions.ts). Pure text reading, for the Oracle parser
// (src/engine/oracle/abilities.ts); game/step-triggers.ts fires them as a step begins. A trigger
// with an intervening "if" the engine can't check, or a delayed one ("at the beginning of the next
// end step", CR 603.7), isn't read here.
import type { PlayerScope, TriggeredAbility } from '../oracle/types.js'
import type { Step } from '../state/core.js'
import { readCondition } from './condition-words.js'

/** The step named after "at the beginning of [whose]" (CR 500.1, 505.1: the first main phase is the precombat one). */
const STEP_WORDS: [RegExp, Step][] = [
  [/^upkeep$/i, 'upkeep'],
  [/^draw step$/i, 'draw'],
  [/^(?:precombat|first) main phase$/i, 'precombatMain'],
  [/^(?:postcombat|second) main phase$/i, 'postcombatMain'],
  [/^end step$/i, 'end'],
]

const WHOSE: Record<string, PlayerScope> = {
  your: 'you',
  each: 'any',
  the: 'any',
  "each player's": 'any',
  "each opponent's": 'opponent',
  "an opponent's": 'opponent',
}

const BEGINNING =
  /^at the beginning of (?:(combat on your turn|each combat)|(your|each|the|each player's|each opponent's|an opponent's) (next )?(upkeep|draw step|(?:precombat|postcombat|first|second) main phase|end step))(?:,|$)/i

/** The step and whose turn an "At the beginning of …" trigger condition names, or null; `length`: how much of the text it is. */
export function beginningOf(text: string): { step: Step; who: PlayerScope; length: number; next: boolean } | null {
  const m = BEGINNING.exec(text)
  if (!m) return null
  if (m[1])
    return { step: 'beginningOfCombat', who: m[1].toLowerCase() === 'each combat' ? 'any' : 'you', length: m[0].length, next: false }
  const step = STEP_WORDS.find(([re]) => re.test(m[4]!))?.[1]
  return step ? { step, who: WHOSE[m[2]!.toLowerCase()]!, length: m[0].length, next: Boolean(m[3]) } : null
}

/** Read "At the beginning of your upkeep, …" (with an intervening "if" the engine checks), or null. */
export function readStepTrigger(first: string, line: string): TriggeredAbility | null {
  const b = beginningOf(first)
  // "at the beginning of the next end step" is a delayed trigger a resolving effect creates (CR 603.7)
  if (!b || b.next) return null
  const t: TriggeredAbility = { event: 'beginningOfStep', text: line, who: b.who, step: b.step }
  const cond = /^(if [^,]+),/i.exec(line.slice(b.length).trim())
  if (cond) {
    const c = readCondition(cond[1]!)
    if (!c) return null // an intervening "if" the engine can't check (CR 603.4)
    t.condition = c
  }
  return t
}
