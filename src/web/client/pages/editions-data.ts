// Fetching the stored CR editions, the diff between two of them and one rule's history from the
// REST API (src/api/rest/rule-editions.ts), as the "What changed" and history pages show them.
import { getJson, qs } from '../api.js'

export type ChangeKind = 'added' | 'removed' | 'moved' | 'changed' | 'renumbered'
export type WordPart = { op: 'equal' | 'delete' | 'insert'; text: string }
export type Renumbering = { from: string; to: string }

export interface Edition {
  effectiveDate: string
  current: boolean
}

export interface Change {
  scope: 'rule' | 'glossary'
  kind: ChangeKind
  entryKind: string
  from: string | null
  to: string | null
  fromText: string | null
  toText: string | null
  section: string | null
  words: WordPart[] | null
  renumbered: Renumbering[] | null
  splitFrom: string | null
  mergedInto: string | null
}

export interface DiffView {
  from: string
  to: string
  counts: Record<ChangeKind, number>
  sections: { section: string; title: string; changes: number }[]
  changes: Change[]
}

interface ChangeJson {
  scope: Change['scope']
  kind: ChangeKind
  entry_kind: string
  from: string | null
  to: string | null
  from_text: string | null
  to_text: string | null
  section: string | null
  words: WordPart[] | null
  renumbered: Renumbering[] | null
  split_from: string | null
  merged_into: string | null
}

interface DiffJson {
  from: string
  to: string
  summary: { kinds: Record<ChangeKind, number>; sections: DiffView['sections'] }
  has_more: boolean
  next_page: string | null
  data: ChangeJson[]
}

export async function loadEditions(signal: AbortSignal): Promise<Edition[]> {
  const r = await getJson<{ data: { effective_date: string; current: boolean }[] }>('/rules/editions', signal)
  return r.data.map((e) => ({ effectiveDate: e.effective_date, current: e.current }))
}

/** The whole diff between the editions in force on `from` and `to` (the API's defaults when left out), every page. */
export async function loadDiff(from: string | undefined, to: string | undefined, signal: AbortSignal): Promise<DiffView> {
  let page = await getJson<DiffJson>(`/rules/diff?${qs({ from, to })}`, signal)
  const first = page
  const changes: ChangeJson[] = [...page.data]
  while (page.has_more && page.next_page) {
    const next = new URL(page.next_page)
    page = await getJson<DiffJson>(next.pathname + next.search, signal)
    changes.push(...page.data)
  }
  return {
    from: first.from,
    to: first.to,
    counts: first.summary.kinds,
    sections: first.summary.sections,
    changes: changes.map((c) => ({
      scope: c.scope,
      kind: c.kind,
      entryKind: c.entry_kind,
      from: c.from,
      to: c.to,
      fromText: c.from_text,
      toText: c.to_text,
      section: c.section,
      words: c.words,
      renumbered: c.renumbered,
      splitFrom: c.split_from,
      mergedInto: c.merged_into,
    })),
  }
}

export interface HistoryView {
  number: string
  effectiveDate: string
  current: { number: string; effectiveDate: string } | null
  removedIn: { effectiveDate: string; mergedInto: string | null } | null
  editions: {
    effectiveDate: string
    number: string
    text: string
    examples: string[]
    change: { kind: ChangeKind | 'unchanged'; from: string | null; words: WordPart[] | null; renumbered: Renumbering[] | null } | null
  }[]
}

interface HistoryJson {
  number: string
  effective_date: string
  current: { number: string; effective_date: string } | null
  removed_in: { effective_date: string; merged_into: string | null } | null
  editions: {
    effective_date: string
    number: string
    text: string
    examples: string[]
    change: { kind: ChangeKind | 'unchanged'; from: string | null; words: WordPart[] | null; renumbered: Renumbering[] | null } | null
  }[]
}

export async function loadHistory(number: string, effective: string | undefined, signal: AbortSignal): Promise<HistoryView> {
  const r = await getJson<HistoryJson>(`/rules/${encodeURIComponent(number)}/history${effective ? `?${qs({ effective })}` : ''}`, signal)
  return {
    number: r.number,
    effectiveDate: r.effective_date,
    current: r.current && { number: r.current.number, effectiveDate: r.current.effective_date },
    removedIn: r.removed_in && { effectiveDate: r.removed_in.effective_date, mergedInto: r.removed_in.merged_into },
    editions: r.editions.map((e) => ({
      effectiveDate: e.effective_date,
      number: e.number,
      text: e.text,
      examples: e.examples,
      change: e.change,
    })),
  }
}
