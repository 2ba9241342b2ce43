// Resolving the language's one spelling of an ability reference (scenario/primitives.ts AbilityRef):
// a number in print order among the abilities concerned, or a word naming one (its keyword as
// printed, its kicker label, or the start of its text).
import type { AbilityReference } from '../scenario/index.js'

export function findAbility<T>(list: readonly T[], ref: AbilityReference | undefined, words: (a: T) => string[]): T | undefined {
  if (ref === undefined) return list[0]
  if (typeof ref === 'number') return list[ref - 1]
  const want = ref.trim().toLowerCase()
  return (
    list.find((a) => words(a).some((w) => w.toLowerCase() === want)) ??
    list.find((a) => words(a).some((w) => want.length >= 3 && w.toLowerCase().startsWith(want)))
  )
}

/** How an ability reference reads in a sentence: "ability 2", "Plainscycling". */
export const describeAbilityRef = (ref: AbilityReference | undefined) =>
  ref === undefined ? 'its first ability' : typeof ref === 'number' ? `ability ${ref}` : `"${ref}"`
