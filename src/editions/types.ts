// The shapes of an edition diff: what goes in (two editions' rules and glossary terms, as the store
// keeps them) and what comes out (one entry per change, with a summary).

export type EditionRuleKind = 'section' | 'chapter' | 'rule' | 'subrule'

export interface EditionRule {
  number: string
  kind: EditionRuleKind
  parentNumber: string | null
  /** Order in the document, from 0. */
  position: number
  text: string
  /** "Example:" paragraphs, without the prefix. */
  examples: readonly string[]
}

export interface EditionTerm {
  term: string
  position: number
  text: string
}

export interface Edition {
  /** YYYY-MM-DD */
  effectiveDate: string
  rules: readonly EditionRule[]
  glossary: readonly EditionTerm[]
}

export const CHANGE_KINDS = ['added', 'removed', 'moved', 'changed', 'renumbered'] as const
/**
 * added: only in the newer edition; removed: only in the older one; moved: the same text under a
 * new number (or term); changed: new text; renumbered: the text differs only in the rule numbers
 * it cites, and each of those is the cited rule's new number.
 */
export type ChangeKind = (typeof CHANGE_KINDS)[number]

export const CHANGE_SCOPES = ['rule', 'glossary'] as const
export type ChangeScope = (typeof CHANGE_SCOPES)[number]

/** One run of a word-level diff: unchanged, only in the old text, or only in the new one. */
export interface WordPart {
  op: 'equal' | 'delete' | 'insert'
  text: string
}

/** A rule number the text cites, and the number it cites instead in the newer edition. */
export interface Renumbering {
  from: string
  to: string
}

export interface EditionChange {
  scope: ChangeScope
  kind: ChangeKind
  /** The number (or glossary term) in the older edition; null for added. */
  from: string | null
  /** The number (or glossary term) in the newer edition; null for removed. */
  to: string | null
  /** section | chapter | rule | subrule, or term for the glossary (the newer edition's, when both have it). */
  entryKind: EditionRuleKind | 'term'
  /** The full text as the edition prints it: the rule's text, then its "Example: …" paragraphs. */
  fromText: string | null
  toText: string | null
  /** "7" for a rule of 7. Additional Rules; null for the glossary. */
  section: string | null
  /** "722"; null for sections and the glossary. */
  chapter: string | null
  /** changed: the word-level diff from fromText to toText. */
  words: WordPart[] | null
  /** renumbered: each cited number and what it became. */
  renumbered: Renumbering[] | null
  /** changed, moved and renumbered: how alike the two texts are (0–1, words compared with cited numbers masked). */
  similarity: number | null
  /**
   * added: the old entry this one was split from — its text is much like this one's, and it goes on
   * (changed) under the number in `to` of its own entry. null when there is none.
   */
  splitFrom: string | null
  /** removed: the new entry this one was merged into (the same relation the other way round). */
  mergedInto: string | null
}

export interface SectionTouched {
  section: string
  title: string
  changes: number
}

export type KindCounts = Record<ChangeKind, number>

export interface DiffSummary {
  total: number
  kinds: KindCounts
  rules: KindCounts
  glossary: KindCounts
  /** Sections with at least one rule change, in order. */
  sections: SectionTouched[]
  /** Glossary entries changed (the glossary is not a numbered section). */
  glossaryChanges: number
}

export interface EditionDiff {
  from: string
  to: string
  /** The matching method's version: stored diffs made by another version are computed again. */
  method: string
  changes: EditionChange[]
  summary: DiffSummary
}
