// Fetching rules, the table of contents, glossary terms and rules search results from the REST
// API, and turning them into what the rules pages show.
import { getJson, qs } from '../api.js'

export interface RuleSummary {
  number: string
  kind: 'section' | 'chapter' | 'rule' | 'subrule'
  text: string
}

export interface RuleView extends RuleSummary {
  examples: string[]
  references: string[]
  effectiveDate: string
  parent: RuleSummary | null
  children: RuleSummary[]
  previous: RuleSummary | null
  next: RuleSummary | null
  referencedRules: { number: string; rule: RuleSummary | null }[]
}

interface RuleJson {
  number: string
  kind: RuleSummary['kind']
  text: string
  examples?: string[]
  references?: string[]
  effective_date?: string
  parent?: RuleJson | null
  children?: RuleJson[]
  previous?: RuleJson | null
  next?: RuleJson | null
  referenced_rules?: { number: string; rule: RuleJson | null }[]
}

const summary = (r: RuleJson): RuleSummary => ({ number: r.number, kind: r.kind, text: r.text })

export async function loadRule(number: string, signal: AbortSignal): Promise<RuleView> {
  const r = await getJson<RuleJson>(`/rules/${encodeURIComponent(number)}`, signal)
  return {
    ...summary(r),
    examples: r.examples ?? [],
    references: r.references ?? [],
    effectiveDate: r.effective_date ?? '',
    parent: r.parent ? summary(r.parent) : null,
    children: (r.children ?? []).map(summary),
    previous: r.previous ? summary(r.previous) : null,
    next: r.next ? summary(r.next) : null,
    referencedRules: (r.referenced_rules ?? []).map((x) => ({ number: x.number, rule: x.rule ? summary(x.rule) : null })),
  }
}

export interface RulesIndex {
  effectiveDate: string | null
  sections: (RuleSummary & { children: RuleSummary[] })[]
}

/** The nine sections of the CR with their chapters. */
export async function loadRulesIndex(signal: AbortSignal): Promise<RulesIndex> {
  const sections = await Promise.all(['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((n) =>
    getJson<RuleJson>(`/rules/${n}`, signal).catch((e: unknown) => {
      if ((e as { status?: number }).status === 404) return null
      throw e
    })))
  const found = sections.filter((s): s is RuleJson => s !== null)
  return {
    effectiveDate: found[0]?.effective_date ?? null,
    sections: found.map((s) => ({ ...summary(s), children: (s.children ?? []).map(summary) })),
  }
}

export interface RuleSearchHit {
  kind: 'rule' | 'glossary' | 'ruling'
  /** Rule number, glossary term, or the ruled card's name. */
  key: string
  date: string | null
  /** The snippet as [text, highlighted] pieces. */
  snippet: [string, boolean][]
}

interface SearchHitJson {
  kind?: string
  object?: string
  number?: string
  term?: string
  card_name?: string
  name?: string
  published_at?: string
  snippet?: string
  text?: string
}

/** Split a snippet with highlighted words marked «like this» or <b>like this</b>. */
export function snippetPieces(snippet: string): [string, boolean][] {
  const out: [string, boolean][] = []
  const re = /<(?:b|mark|em)>(.*?)<\/(?:b|mark|em)>|«(.*?)»|\*\*(.*?)\*\*/g
  let last = 0
  for (const m of snippet.matchAll(re)) {
    if (m.index > last) out.push([snippet.slice(last, m.index), false])
    out.push([m[1] ?? m[2] ?? m[3] ?? '', true])
    last = m.index + m[0].length
  }
  if (last < snippet.length) out.push([snippet.slice(last), false])
  return out
}

export async function searchRules(q: string, signal: AbortSignal): Promise<RuleSearchHit[]> {
  const list = await getJson<{ data: SearchHitJson[] }>(`/rules/search?${qs({ q })}`, signal)
  return list.data.map((x) => {
    const kind = (x.kind ?? x.object ?? 'rule') as string
    const k: RuleSearchHit['kind'] = kind.includes('gloss') ? 'glossary' : kind.includes('ruling') ? 'ruling' : 'rule'
    return {
      kind: k,
      key: (k === 'rule' ? x.number : k === 'glossary' ? x.term : x.card_name ?? x.name) ?? '',
      date: x.published_at ?? null,
      snippet: snippetPieces(x.snippet ?? x.text ?? ''),
    }
  })
}
