// deriveTags: every tag of one card, in the categories of seed 000's "Tags and classifications",
// each with its provenance — printed attributes, facts extracted from the rules text, and inferred
// themes (suggestions with a confidence, never rules text). Pure and fast: the importer calls it on
// every card of a full import (~28,000).
import { abilityTags } from './ability-tags.js'
import { attributeTags, slugify } from './attribute-tags.js'
import { findActionKeywords, findDashLabels, findLineKeywords } from './keyword-matcher.js'
import { findSelfReferences } from './self-reference.js'
import type { DerivedTag, TaggableCard } from './tag-types.js'
import { themeTags } from './theme-tags.js'
import { BUILTIN_VOCABULARY, VOCABULARY_NAMES, type VocabularyEntry } from './vocabulary.js'

export type { DerivedTag, TagCategory, TagProvenance, TaggableCard } from './tag-types.js'

/**
 * Keyword actions that are everyday rules verbs (CR 701.2–701.9, 701.12, 701.13, 701.18, 701.20,
 * 701.21, 701.23, 701.24, 701.26). Their words are annotated in the text and linked to their rule,
 * but they are tagged as ability facts ("Destroys", "Exiles", "Searches library") rather than as
 * keyword tags: nearly every card would otherwise carry "Cast" or "Create".
 */
export const BASIC_ACTIONS: ReadonlySet<string> = new Set([
  'activate',
  'attach',
  'cast',
  'counter',
  'create',
  'destroy',
  'discard',
  'exchange',
  'exile',
  'play',
  'reveal',
  'sacrifice',
  'search',
  'shuffle',
  'tap',
  'untap',
])

const BASIC_LAND_TYPES = new Set(['plains', 'island', 'swamp', 'mountain', 'forest'])

/**
 * The keywords a variant also counts as, following the CR where it says so and MTGJSON's
 * convention for which variants carry their parent's name:
 * - "[type]walk" is landwalk (CR 702.14a);
 * - "[type]cycling" is typecycling and cycling (CR 702.29e–f), and "landcycling" when the type is a
 *   basic land type or "basic land";
 * - "hexproof from [quality]" is a hexproof ability (CR 702.11d–e);
 * - "partner with [name]" is a partner ability (CR 702.124);
 * - to manifest dread is to manifest one of two cards (CR 701.62a).
 * Multikicker, megamorph and commander ninjutsu keep their own names only (as MTGJSON lists them).
 */
export function impliedKeywords(entry: VocabularyEntry, written: string, vocabulary: readonly VocabularyEntry[]): VocabularyEntry[] {
  const byName = (name: string) => vocabulary.find((e) => e.name.toLowerCase() === name)
  const low = written.toLowerCase()
  const names: string[] = []
  if (low === 'manifest dread') names.push('manifest')
  if (entry.kind !== 'ability') return names.map(byName).filter((e): e is VocabularyEntry => !!e)
  if (low.endsWith('walk') && low !== 'landwalk') names.push('landwalk')
  if (low.endsWith('cycling') && low !== 'cycling') {
    names.push('cycling')
    if (low !== 'typecycling') names.push('typecycling')
    const type = low.slice(0, -'cycling'.length).trim()
    if (BASIC_LAND_TYPES.has(type) || type.endsWith('land')) names.push('landcycling')
  }
  const parent = entry.parent?.toLowerCase()
  if (parent === 'hexproof' || (parent === 'partner' && low === 'partner with')) names.push(parent)
  return names.map(byName).filter((e): e is VocabularyEntry => !!e && e !== entry)
}

/** Keyword tags (category keyword, provenance extracted): each keyword the rules text carries. */
export function keywordTags(card: TaggableCard, vocabulary: readonly VocabularyEntry[] = BUILTIN_VOCABULARY): DerivedTag[] {
  const text = card.oracleText
  const tags = new Map<string, DerivedTag>()
  const add = (entry: VocabularyEntry, evidence: string) => {
    const slug = `kw-${slugify(entry.name)}`
    if (!tags.has(slug))
      tags.set(slug, { slug, label: entry.name, category: 'keyword', provenance: 'extracted', confidence: null, evidence })
  }
  for (const hit of findLineKeywords(text, vocabulary)) {
    const evidence = text.slice(hit.start, hit.itemEnd)
    add(hit.entry, evidence)
    for (const implied of impliedKeywords(hit.entry, text.slice(hit.start, hit.end), vocabulary)) add(implied, evidence)
  }
  // reminder text counts: it states what the keyword does (Dredge mills, Disturb transforms)
  const skip = [...findSelfReferences(text, card.name, VOCABULARY_NAMES), ...findDashLabels(text)]
  for (const hit of findActionKeywords(text, vocabulary, { skip })) {
    if (BASIC_ACTIONS.has(hit.entry.name.toLowerCase())) continue
    const evidence = text.slice(hit.start, hit.end)
    add(hit.entry, evidence)
    for (const implied of impliedKeywords(hit.entry, hit.entry.name, vocabulary)) add(implied, evidence)
  }
  return [...tags.values()]
}

export function deriveTags(card: TaggableCard): DerivedTag[] {
  // one tag per slug (the store's key is (oracle id, slug)); the first wins
  const bySlug = new Map<string, DerivedTag>()
  const add = (tags: DerivedTag[]) => {
    for (const t of tags) if (!bySlug.has(t.slug)) bySlug.set(t.slug, t)
  }
  add(attributeTags(card))
  add(keywordTags(card))
  add(abilityTags(card))
  add(themeTags(card, [...bySlug.values()]))
  return [...bySlug.values()]
}
