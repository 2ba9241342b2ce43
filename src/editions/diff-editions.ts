// The diff between two editions of the Comprehensive Rules: rules and glossary terms matched
// (match.ts), each pair and each unpaired entry classified (types.ts, ChangeKind), in document
// order, with a summary. Pure and deterministic: the same two editions give the same diff.
import { citationRenumberings, maskCitations } from './citations.js'
import { matchEntries, NEAR, type Matching, type MatchItem } from './match.js'
import {
  CHANGE_KINDS,
  type ChangeKind,
  type DiffSummary,
  type Edition,
  type EditionChange,
  type EditionDiff,
  type EditionRule,
  type EditionTerm,
  type KindCounts,
} from './types.js'
import { wordDiff } from './word-diff.js'

/** Bump when the matching or the classification changes: stored diffs of another method are made again. */
export const DIFF_METHOD = 'text-and-neighbourhood/2'

/** A rule's full text as the edition prints it: its text, then its "Example:" paragraphs. */
export function ruleContent(rule: Pick<EditionRule, 'text' | 'examples'>): string {
  return [rule.text, ...rule.examples.map((e) => `Example: ${e}`)].join('\n')
}

const ruleGroup = (kind: EditionRule['kind']) => (kind === 'subrule' ? 'rule' : kind)

function ruleItems(rules: readonly EditionRule[]): { rules: EditionRule[]; items: MatchItem[] } {
  const sorted = [...rules].sort((x, y) => x.position - y.position)
  const index = new Map(sorted.map((r, i) => [r.number, i]))
  const items = sorted.map((r) => ({
    key: r.number,
    group: ruleGroup(r.kind),
    parent: r.parentNumber === null ? -1 : (index.get(r.parentNumber) ?? -1),
    content: ruleContent(r),
  }))
  return { rules: sorted, items }
}

function termItems(terms: readonly EditionTerm[]): { terms: EditionTerm[]; items: MatchItem[] } {
  const sorted = [...terms].sort((x, y) => x.position - y.position)
  return { terms: sorted, items: sorted.map((t) => ({ key: t.term, group: 'term', parent: -1, content: t.text })) }
}

/**
 * For each unpaired entry, the changed pair nearby whose other-side entry its text resembles most
 * (≥ NEAR): the entry it was split from (an added one) or merged into (a removed one). Nearby: the
 * two entries' parents are paired, or (without parents) the pair's entry is next to it. Keyed by
 * the unpaired entry's index.
 */
function splitsAndMerges(m: Matching, oldItems: readonly MatchItem[], newItems: readonly MatchItem[]) {
  const changed: [number, number][] = []
  oldItems.forEach((item, i) => {
    const j = m.oldToNew[i]!
    if (j >= 0 && newItems[j]!.content !== item.content) changed.push([i, j])
  })
  const nearby = (i: number, j: number, pairedJ: number) => {
    const pi = oldItems[i]!.parent
    const pj = newItems[j]!.parent
    return pi >= 0 || pj >= 0 ? pi >= 0 && m.oldToNew[pi] === pj : Math.abs(pairedJ - j) === 1
  }
  const best = (pairs: [number, number][], alike: (i: number, j: number) => number) => {
    let found = -1
    let top = NEAR
    pairs.forEach(([i, j], k) => {
      const s = alike(i, j)
      if (s > top || (s === top && found < 0)) [found, top] = [k, s]
    })
    return found
  }
  const splitFrom = new Map<number, number>()
  newItems.forEach((item, j) => {
    if (m.newToOld[j] !== -1) return
    const near = changed.filter(([i, pj]) => oldItems[i]!.group === item.group && nearby(i, j, pj))
    const k = best(near, (i) => m.similarityOf(i, j))
    if (k >= 0) splitFrom.set(j, near[k]![0])
  })
  const mergedInto = new Map<number, number>()
  oldItems.forEach((item, i) => {
    if (m.oldToNew[i] !== -1) return
    const near = changed.filter(([pi, j]) => newItems[j]!.group === item.group && nearby(i, j, m.oldToNew[i]!) && pi !== i)
    const k = best(near, (_, j) => m.similarityOf(i, j))
    if (k >= 0) mergedInto.set(i, near[k]![1])
  })
  return { splitFrom, mergedInto }
}

const sectionOf = (number: string) => number.charAt(0)
const chapterOf = (number: string) => (number.length >= 3 ? number.slice(0, 3) : null)

/** Changes of one scope in document order: by the newer edition's order, a removed entry after the paired entry before it. */
function inDocumentOrder<T extends { change: EditionChange; oldIndex: number; newIndex: number }>(
  rows: T[],
  oldToNew: Int32Array,
): EditionChange[] {
  const place = (r: T) => {
    if (r.newIndex >= 0) return r.newIndex
    for (let k = r.oldIndex - 1; k >= 0; k--) if (oldToNew[k]! >= 0) return oldToNew[k]! + 0.5
    return -0.5
  }
  return rows
    .map((r) => ({ r, at: place(r) }))
    .sort((x, y) => x.at - y.at || x.r.oldIndex - y.r.oldIndex)
    .map((x) => x.r.change)
}

interface Classified {
  kind: ChangeKind | null // null: unchanged
  renumbered: { from: string; to: string }[] | null
}

function classify(
  fromKey: string,
  toKey: string,
  fromText: string,
  toText: string,
  renumber: (n: string) => string | undefined,
): Classified {
  if (fromText === toText) return { kind: fromKey === toKey ? null : 'moved', renumbered: null }
  // equal once citations are masked, so some cited number differs: is each the cited rule's new number?
  const renumbered = maskCitations(fromText) === maskCitations(toText) ? citationRenumberings(fromText, toText, renumber) : null
  return renumbered ? { kind: 'renumbered', renumbered } : { kind: 'changed', renumbered: null }
}

export function diffEditions(older: Edition, newer: Edition): EditionDiff {
  const a = ruleItems(older.rules)
  const b = ruleItems(newer.rules)
  const rules = matchEntries(a.items, b.items)
  const renumber = new Map<string, string>()
  a.rules.forEach((r, i) => {
    const j = rules.oldToNew[i]!
    if (j >= 0) renumber.set(r.number, b.rules[j]!.number)
  })
  const renumberOf = (n: string) => renumber.get(n)
  const ruleLinks = splitsAndMerges(rules, a.items, b.items)

  const sectionTitles = new Map<string, string>()
  for (const r of [...a.rules, ...b.rules]) if (r.kind === 'section') sectionTitles.set(r.number, r.text)

  const ruleRows: { change: EditionChange; oldIndex: number; newIndex: number }[] = []
  const ruleChange = (i: number, j: number): EditionChange | null => {
    const from = i >= 0 ? a.rules[i]! : null
    const to = j >= 0 ? b.rules[j]! : null
    const fromText = from ? a.items[i]!.content : null
    const toText = to ? b.items[j]!.content : null
    let kind: ChangeKind
    let renumbered: EditionChange['renumbered'] = null
    if (from && to) {
      const c = classify(from.number, to.number, fromText!, toText!, renumberOf)
      if (!c.kind) return null
      kind = c.kind
      renumbered = c.renumbered
    } else kind = from ? 'removed' : 'added'
    const number = (to ?? from)!.number
    return {
      scope: 'rule',
      kind,
      from: from?.number ?? null,
      to: to?.number ?? null,
      entryKind: (to ?? from)!.kind,
      fromText,
      toText,
      section: sectionOf(number),
      chapter: chapterOf(number),
      words: kind === 'changed' ? wordDiff(fromText!, toText!) : null,
      renumbered,
      similarity: from && to ? round(rules.similarity[i]!) : null,
      splitFrom: !from ? (a.rules[ruleLinks.splitFrom.get(j) ?? -1]?.number ?? null) : null,
      mergedInto: !to ? (b.rules[ruleLinks.mergedInto.get(i) ?? -1]?.number ?? null) : null,
    }
  }
  a.rules.forEach((_, i) => {
    const c = ruleChange(i, rules.oldToNew[i]!)
    if (c) ruleRows.push({ change: c, oldIndex: i, newIndex: rules.oldToNew[i]! })
  })
  b.rules.forEach((_, j) => {
    if (rules.newToOld[j] !== -1) return
    ruleRows.push({ change: ruleChange(-1, j)!, oldIndex: -1, newIndex: j })
  })

  const ga = termItems(older.glossary)
  const gb = termItems(newer.glossary)
  const terms = matchEntries(ga.items, gb.items, { sameKeyFirst: true })
  const termLinks = splitsAndMerges(terms, ga.items, gb.items)
  const termRows: { change: EditionChange; oldIndex: number; newIndex: number }[] = []
  const termChange = (i: number, j: number): EditionChange | null => {
    const from = i >= 0 ? ga.terms[i]! : null
    const to = j >= 0 ? gb.terms[j]! : null
    let kind: ChangeKind
    let renumbered: EditionChange['renumbered'] = null
    if (from && to) {
      const c = classify(from.term, to.term, from.text, to.text, renumberOf)
      if (!c.kind) return null
      kind = c.kind
      renumbered = c.renumbered
    } else kind = from ? 'removed' : 'added'
    return {
      scope: 'glossary',
      kind,
      from: from?.term ?? null,
      to: to?.term ?? null,
      entryKind: 'term',
      fromText: from?.text ?? null,
      toText: to?.text ?? null,
      section: null,
      chapter: null,
      words: kind === 'changed' ? wordDiff(from!.text, to!.text) : null,
      renumbered,
      similarity: from && to ? round(terms.similarity[i]!) : null,
      splitFrom: !from ? (ga.terms[termLinks.splitFrom.get(j) ?? -1]?.term ?? null) : null,
      mergedInto: !to ? (gb.terms[termLinks.mergedInto.get(i) ?? -1]?.term ?? null) : null,
    }
  }
  ga.terms.forEach((_, i) => {
    const c = termChange(i, terms.oldToNew[i]!)
    if (c) termRows.push({ change: c, oldIndex: i, newIndex: terms.oldToNew[i]! })
  })
  gb.terms.forEach((_, j) => {
    if (terms.newToOld[j] !== -1) return
    termRows.push({ change: termChange(-1, j)!, oldIndex: -1, newIndex: j })
  })

  const changes = [...inDocumentOrder(ruleRows, rules.oldToNew), ...inDocumentOrder(termRows, terms.oldToNew)]
  return { from: older.effectiveDate, to: newer.effectiveDate, method: DIFF_METHOD, changes, summary: summarize(changes, sectionTitles) }
}

const round = (x: number) => Math.round(x * 1000) / 1000

export function emptyCounts(): KindCounts {
  return Object.fromEntries(CHANGE_KINDS.map((k) => [k, 0])) as KindCounts
}

export function summarize(changes: readonly EditionChange[], sectionTitles: ReadonlyMap<string, string>): DiffSummary {
  const kinds = emptyCounts()
  const rules = emptyCounts()
  const glossary = emptyCounts()
  const sections = new Map<string, number>()
  for (const c of changes) {
    kinds[c.kind]++
    if (c.scope === 'rule') {
      rules[c.kind]++
      if (c.section) sections.set(c.section, (sections.get(c.section) ?? 0) + 1)
    } else glossary[c.kind]++
  }
  return {
    total: changes.length,
    kinds,
    rules,
    glossary,
    sections: [...sections]
      .sort(([x], [y]) => x.localeCompare(y))
      .map(([section, n]) => ({ section, title: sectionTitles.get(section) ?? '', changes: n })),
    glossaryChanges: changes.length - [...sections.values()].reduce((s, n) => s + n, 0),
  }
}
