// What to cite for a passage, as one line: the rule number with its CR edition, the glossary term
// with its edition, or the ruled card with the ruling's date.
import type { Passage } from './types.js'

export function citationOf(p: Passage): string {
  if (p.rule) return `CR ${p.rule.number} (${p.rule.effectiveDate})`
  if (p.glossary) return `CR glossary: ${p.glossary.term} (${p.glossary.effectiveDate})`
  return `Ruling on ${p.ruling!.cardName}, ${p.ruling!.publishedAt}`
}
