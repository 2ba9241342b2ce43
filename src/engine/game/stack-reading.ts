// What the stack's part of the Oracle reader counts as understood: the keywords modeled for
// targeting (hexproof 702.11b, shroud 702.18a, ward 702.21a), and activated abilities whose every
// cost the activate action pays (CR 602.2b, 118) and whose effect the stack carries out.
import type { ActivatedAbility } from '../oracle/types.js'
import { activatedEffectText, readEffects } from './effect-text.js'
import { loyaltyCost } from './loyalty-cost.js'

export const TARGETING_KEYWORDS = [
  { pattern: /^hexproof$/i, readAs: 'hexproof (CR 702.11b)' },
  { pattern: /^shroud$/i, readAs: 'shroud (CR 702.18a)' },
  { pattern: /^ward (?:\{[^}]+\})+$|^ward—pay \w+ life$/i, readAs: 'ward (CR 702.21a)' },
] as const

/** A cost other than mana, {T} and {Q} that the activate action pays (CR 118, 602.2b). */
export type OtherCost =
  | { kind: 'sacrificeSelf'; text: string }
  | { kind: 'sacrifice'; quality: string; text: string }
  | { kind: 'discard'; quality: string; text: string }
  | { kind: 'payLife'; amount: number; text: string }
  | { kind: 'removeCounters'; amount: number; counter: string; text: string }
  /** A loyalty cost (CR 606.4): loyalty counters put on (positive) or removed (negative). */
  | { kind: 'loyalty'; amount: number; text: string }

const NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 }

export function readOtherCost(text: string): OtherCost | null {
  const t = text.trim()
  let m: RegExpExecArray | null
  const loyalty = loyaltyCost(t)
  if (loyalty !== null) return { kind: 'loyalty', amount: loyalty, text: t }
  if (/^sacrifice ~$/i.test(t)) return { kind: 'sacrificeSelf', text: t }
  if ((m = /^sacrifice (?:a|an) ([a-z]+)$/i.exec(t))) return { kind: 'sacrifice', quality: m[1]!.toLowerCase(), text: t }
  if ((m = /^discard (?:a|an) ?([a-z]*) card$/i.exec(t))) return { kind: 'discard', quality: m[1]!.toLowerCase(), text: t }
  if ((m = /^pay (\d+) life$/i.exec(t))) return { kind: 'payLife', amount: Number(m[1]), text: t }
  if ((m = /^remove (a|an|one|two|three|four|five|\d+) ([+-]\d+\/[+-]\d+|[a-z]+) counters? from ~$/i.exec(t)))
    return { kind: 'removeCounters', amount: NUMBERS[m[1]!.toLowerCase()] ?? Number(m[1]), counter: m[2]!.toLowerCase(), text: t }
  return null
}

/** Does the engine model all of this activated ability: every cost paid, the effect carried out? (The text has "~" for its card.) */
export function activatedClauseModeled(a: ActivatedAbility): boolean {
  if (a.otherCosts.some((c) => readOtherCost(c) === null)) return false
  if (a.manaCost?.x) return false // X in an activation cost isn't announced by the activate action
  return readEffects(activatedEffectText(a.text)) !== null
}
