// What the effect modules share: turning a selection's doubts into an unsupported result, and the
// notes a selection makes (an illegal target skipped, a count made) into the because.
import { reason, type Reason } from '../answers.js'
import { doubt } from '../doubts.js'
import type { Selected } from './select.js'
import type { EffectResult } from './types.js'

/** The value of a selection, or the unsupported result it leads to (the game unchanged). */
export function take<T>(s: Selected<T>, why: Reason): T | EffectResult {
  if (s.ok === null) return { ok: null, why: reason(), doubts: s.doubts }
  for (const note of s.notes) why.say(note)
  if (s.notes.some((n) => n.includes('608.2b'))) why.rule('608.2b')
  if (s.notes.some((n) => n.includes('608.2h'))) why.rule('608.2h')
  return s.value
}

/** An effect the engine can't carry out without a choice the scenario didn't give: unsupported, the game unchanged. */
export const unsupported = (text: string, rules: string[]): EffectResult => ({ ok: null, why: reason(), doubts: [doubt(text, rules)] })

export const isResult = (v: unknown): v is EffectResult =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && 'ok' in v && 'why' in v

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
