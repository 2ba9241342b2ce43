// Reasons in words: which of the question's words a passage matched, and under which title; and the
// share of the question's weight a set of its terms carries (what the text scores are divided by).
import type { SearchTerm } from './analyze.js'
import type { EditionFacts } from './edition.js'
import type { Passage } from './types.js'

export type Term = SearchTerm & { weight: number }

/** A passage as ranked: its reasons are worded only if it is among those shown. */
export type Ranked = Omit<Passage, 'reasons'> & { reasons: () => string[] }

export class Explainer {
  constructor(
    private readonly terms: Map<string, Term>,
    readonly ownMax: number,
    private readonly facts: EditionFacts,
  ) {}

  /** The share of the question's weight these lexemes carry. */
  share(lexemes: readonly string[]): number {
    return lexemes.reduce((sum, l) => sum + (this.terms.get(l)?.weight ?? 0), 0) / this.ownMax
  }

  said(lexemes: readonly string[]): string[] {
    const said = lexemes
      .map((l) => this.terms.get(l))
      .filter((t) => t !== undefined)
      .sort((x, y) => y.weight - x.weight)
      .map((t) => (t.from === 'question' ? `“${t.words[0]}”` : `“${t.lexeme}” (for “${t.words[0]}”)`))
    return [...new Set(said)].slice(0, 5)
  }

  matched(lexemes: readonly string[]): string[] {
    const said = this.said(lexemes)
    return said.length ? [`matches ${said.join(', ')}`] : []
  }

  under(number: string | null, lexemes: readonly string[]): string[] {
    const title = number ? this.facts.titleOf.get(number) : undefined
    return title && lexemes.length ? [`under ${number} “${title}” (${this.said(lexemes).join(', ')})`] : []
  }
}
