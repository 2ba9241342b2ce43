// Fetching rules, the table of contents, glossary terms and rules search results from the REST
// API, and turning them into what the rules pages show.
import { getJson, qs } from '../api.js'

export interface RuleSummary {
  number: string
  kind: 'section' | 'chapter' | 'rule' | 'subrule'
  text: string
  examples: string[]
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

interface RuleSummaryJson {
  number: string
  kind: RuleSummary['kind']
  text: string
  examples?: string[]
}

/** GET /rules/:number (src/api/rest/objects.ts ruleObject). */
interface RuleJson extends RuleSummaryJson {
  effective_date: string
  parent: RuleSummaryJson | null
  subrules: RuleSummaryJson[]
  previous: RuleSummaryJson | null
  next: RuleSummaryJson | null
  /** The rules its text cites, resolved in the same edition (rule null: no such rule there). */
  references: { number: string; rule: RuleSummaryJson | null }[]
}

const summary = (r: RuleSummaryJson): RuleSummary => ({ number: r.number, kind: r.kind, text: r.text, examples: r.examples ?? [] })

export async function loadRule(number: string, signal: AbortSignal): Promise<RuleView> {
  const r = await getJson<RuleJson>(`/rules/${encodeURIComponent(number)}`, signal)
  return {
    ...summary(r),
    references: r.references.map((x) => x.number),
    effectiveDate: r.effective_date,
    parent: r.parent ? summary(r.parent) : null,
    children: r.subrules.map(summary),
    previous: r.previous ? summary(r.previous) : null,
    next: r.next ? summary(r.next) : null,
    referencedRules: r.references.map((x) => ({ number: x.number, rule: x.rule ? summary(x.rule) : null })),
  }
}

export interface RulesIndex {
  effectiveDate: string | null
  sections: (RuleSummary & { children: RuleSummary[] })[]
}

/** The nine sections of the CR with their chapters. */
export async function loadRulesIndex(signal: AbortSignal): Promise<RulesIndex> {
  const sections = await Promise.all(
    ['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((n) =>
      getJson<RuleJson>(`/rules/${n}`, signal).catch((e: unknown) => {
        if ((e as { status?: number }).status === 404) return null
        throw e
      }),
    ),
  )
  const found = sections.filter((s): s is RuleJson => s !== null)
  return {
    effectiveDate: found[0]?.effective_date ?? null,
    sections: found.map((s) => ({ ...summary(s), children: s.subrules.map(summary) })),
  }
}

export interface RuleSearchHit {
  kind: 'rule' | 'glossary' | 'ruling'
  /** Rule number, glossary term, or the ruled card's Oracle id. */
  key: string
  title: string
  date: string | null
  /** The snippet as [text, highlighted] pieces. */
  snippet: [string, boolean][]
}

/** GET /rules/search hits (src/api/rest/objects.ts textHitObject). */
interface SearchHitJson {
  object: 'rule' | 'glossary_term' | 'ruling'
  title: string
  snippet: string
  rule_number?: string
  term?: string
  oracle_id?: string
  published_at?: string
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
  const list = await getJson<{ data: SearchHitJson[] }>(`/rules/search?${qs({ q, page_size: 50 })}`, signal)
  return list.data.map((x) => {
    const kind: RuleSearchHit['kind'] = x.object === 'glossary_term' ? 'glossary' : x.object === 'ruling' ? 'ruling' : 'rule'
    return {
      kind,
      key: (kind === 'rule' ? x.rule_number : kind === 'glossary' ? x.term : x.oracle_id) ?? '',
      title: x.title,
      date: x.published_at ?? null,
      snippet: snippetPieces(x.snippet),
    }
  })
}
