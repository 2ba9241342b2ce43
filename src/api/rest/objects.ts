// Query-layer records → REST objects (snake_case, with an `object` kind and a `uri`).
import type { GlossaryTerm, Keyword, Rule, RuleDetail, Tag, TextHit } from '../../queries/index.js'

const ruleUri = (number: string) => `/rules/${number}`

export const ruleSummary = (r: Rule) => ({
  object: 'rule' as const,
  number: r.number,
  kind: r.kind,
  text: r.text,
  examples: r.examples,
  uri: ruleUri(r.number),
})

export const ruleObject = (r: RuleDetail) => ({
  ...ruleSummary(r),
  effective_date: r.effectiveDate,
  parent: r.parent && ruleSummary(r.parent),
  subrules: r.children.map(ruleSummary),
  previous: r.previous && ruleSummary(r.previous),
  next: r.next && ruleSummary(r.next),
  references: r.referencedRules.map((ref) => ({ number: ref.number, rule: ref.rule && ruleSummary(ref.rule) })),
  history_uri: `/rules/${r.number}/history?effective=${r.effectiveDate}`,
})

export const glossaryObject = (g: GlossaryTerm) => ({
  object: 'glossary_term' as const,
  term: g.term,
  text: g.text,
  references: g.references,
  effective_date: g.effectiveDate,
  uri: `/glossary/${encodeURIComponent(g.term)}`,
})

export const keywordSummary = (k: Keyword) => ({
  object: 'keyword' as const,
  name: k.name,
  slug: k.slug,
  kind: k.kind,
  rule_number: k.ruleNumber,
  uri: `/keywords/${k.slug}`,
})

export const keywordObject = (k: Keyword) => ({ ...keywordSummary(k), definition: k.definition })

export const tagObject = (t: Tag) => ({
  object: 'tag' as const,
  slug: t.slug,
  label: t.label,
  category: t.category,
  provenance: t.provenance,
  confidence: t.confidence,
  evidence: t.evidence,
})

export function textHitObject(h: TextHit) {
  const base = { rank: h.rank, title: h.title, snippet: h.snippet, text: h.text }
  if (h.kind === 'rule')
    return { object: 'rule' as const, ...base, uri: ruleUri(h.ruleNumber!), rule_number: h.ruleNumber!, effective_date: h.effectiveDate! }
  if (h.kind === 'glossary')
    return {
      object: 'glossary_term' as const,
      ...base,
      uri: `/glossary/${encodeURIComponent(h.term!)}`,
      term: h.term!,
      effective_date: h.effectiveDate!,
    }
  return {
    object: 'ruling' as const,
    ...base,
    uri: `/cards/${h.ruling!.oracleId}/rulings`,
    oracle_id: h.ruling!.oracleId,
    published_at: h.ruling!.publishedAt,
    card_count: h.ruling!.cardCount,
  }
}
