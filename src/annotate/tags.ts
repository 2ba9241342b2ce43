// deriveTags: every tag of one card, in the categories of seed 000's "Tags and classifications",
// each with its provenance — printed attributes, facts extracted from the rules text, and inferred
// themes (suggestions with a confidence, never rules text). Pure and fast: the importer calls it on
// every card of a full import (~28,000).
import { attributeTags, slugify } from './attribute-tags.js'
import { findActionKeywords, findLineKeywords } from './keyword-matcher.js'
import type { DerivedTag, TaggableCard } from './tag-types.js'
import { BUILTIN_VOCABULARY, type VocabularyEntry } from './vocabulary.js'

export type { DerivedTag, TagCategory, TagProvenance, TaggableCard } from './tag-types.js'

/** Keyword tags (category keyword, provenance extracted): each keyword the rules text carries. */
export function keywordTags(card: TaggableCard, vocabulary: readonly VocabularyEntry[] = BUILTIN_VOCABULARY): DerivedTag[] {
  const text = card.oracleText
  const tags = new Map<string, DerivedTag>()
  const add = (entry: VocabularyEntry, evidence: string) => {
    const slug = `kw-${slugify(entry.name)}`
    if (!tags.has(slug)) tags.set(slug, { slug, label: entry.name, category: 'keyword', provenance: 'extracted', confidence: null, evidence })
  }
  for (const hit of findLineKeywords(text, vocabulary)) add(hit.entry, text.slice(hit.start, hit.itemEnd))
  for (const hit of findActionKeywords(text, vocabulary)) add(hit.entry, text.slice(hit.start, hit.end))
  return [...tags.values()]
}

export function deriveTags(card: TaggableCard): DerivedTag[] {
  const tags = [...attributeTags(card), ...keywordTags(card)]
  // one tag per slug (the store's key is (oracle id, slug))
  const bySlug = new Map<string, DerivedTag>()
  for (const t of tags) if (!bySlug.has(t.slug)) bySlug.set(t.slug, t)
  return [...bySlug.values()]
}
