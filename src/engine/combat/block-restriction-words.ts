// Reading blocking restrictions (CR 509.1b): "~ can't block." and "Creatures your opponents control
// without flying or reach can't block creatures with power 2 or less." (Sidar Kondo of Jamuraa) — who
// can't block, optionally qualified by keywords it lacks, and optionally which attackers (by power).
// Pure text reading, for the Oracle parser (src/engine/oracle/clauses.ts); combat/declare.ts checks
// blocks against them. A restriction worded any other way isn't read, and stays a doubt.
import { COMBAT_KEYWORDS } from './keyword-rules.js'

export interface BlockRestriction {
  /** Who can't block: the permanent itself, or creatures the restriction's controller's opponents (or they) control. */
  who: 'self' | 'opponents' | 'you'
  /** "without flying or reach": the restriction applies only to creatures that have none of these. */
  without: string[]
  /** "creatures with power N or less": only those attackers can't be blocked; absent, none can be. */
  attackerPower?: { atMost: number }
  text: string
}

const RESTRICTION =
  /^(~|creatures your opponents control|creatures you control)(?: without ([a-z ]+?))? can't block(?: creatures with power (\d+) or less)?\.?$/i

export function readBlockRestriction(sentence: string): BlockRestriction | null {
  const m = RESTRICTION.exec(sentence.trim())
  if (!m) return null
  const without = m[2] ? m[2].toLowerCase().split(/ or /) : []
  // only keywords combat knows whether a creature has (CR 702.9, 702.17…)
  if (without.some((k) => !(k in COMBAT_KEYWORDS))) return null
  if (m[1] === '~' && without.length) return null
  const who = m[1] === '~' ? 'self' : m[1]!.toLowerCase().startsWith('creatures your opponents') ? 'opponents' : 'you'
  return { who, without, ...(m[3] ? { attackerPower: { atMost: Number(m[3]) } } : {}), text: sentence.trim() }
}
