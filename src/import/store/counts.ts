// Per kind of record: how many a run added, changed, and found already as they are.
export interface KindCounts {
  added: number
  updated: number
  unchanged: number
}

/** Per kind: sets, cards, printings, rulings, rules, sections, glossary, keywords, tags. */
export interface ImportSummary {
  [kind: string]: KindCounts
}

export const SUMMARY_KINDS = ['sets', 'cards', 'printings', 'rulings', 'rules', 'sections', 'glossary', 'keywords', 'tags'] as const

export function emptySummary(): ImportSummary {
  const s: ImportSummary = {}
  for (const k of SUMMARY_KINDS) s[k] = { added: 0, updated: 0, unchanged: 0 }
  return s
}

export const n = (v: unknown): number => Number(v ?? 0)
