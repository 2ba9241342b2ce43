// The annotation dictionary: what each keyword, keyword action and glossary term means, from the
// stored Comprehensive Rules (src/queries/annotations.ts loads it from the current edition). Plain,
// serialisable data; `dictionaryIndex` builds the lookups once per dictionary object.
import type { KeywordKind } from '../store/types.js'
import { BUILTIN_VOCABULARY, type VocabularyEntry } from './vocabulary.js'

export interface DictionaryKeyword {
  name: string
  kind: KeywordKind
  /** "702.33", "701.23", "207.2c"; null where the CR has no rule for it. */
  rule: string | null
  /** The defining rules' text, subrules joined by newlines. */
  definition: string
  parent: string | null
}

export interface DictionaryGlossaryTerm {
  /** As the CR heads it: "Kicker, Kicked", "Mana Value". */
  term: string
  definition: string
}

export interface AnnotationDictionary {
  /** Effective date of the CR edition the definitions come from ("2026-02-27"); null when none is stored. */
  edition: string | null
  keywords: DictionaryKeyword[]
  glossary: DictionaryGlossaryTerm[]
  /** Rule number → the rule's text and its subrules', for keywords the keyword table does not hold. */
  rules: Record<string, string>
}

/** A definition attached to a span: the term, its rule and what it means. */
export interface Definition {
  term: string
  rule: string | null
  definition: string | null
}

export const EMPTY_DICTIONARY: AnnotationDictionary = { edition: null, keywords: [], glossary: [], rules: {} }

interface DictionaryIndex {
  vocabulary: readonly VocabularyEntry[]
  keywords: Map<string, DictionaryKeyword>
  glossary: Map<string, DictionaryGlossaryTerm>
}

const indexes = new WeakMap<AnnotationDictionary, DictionaryIndex>()

const builtinByName = new Map(BUILTIN_VOCABULARY.map((e) => [e.name.toLowerCase(), e]))

export function dictionaryIndex(dictionary: AnnotationDictionary): DictionaryIndex {
  const hit = indexes.get(dictionary)
  if (hit) return hit
  const keywords = new Map(dictionary.keywords.map((k) => [k.name.toLowerCase(), k]))
  const glossary = new Map<string, DictionaryGlossaryTerm>()
  for (const g of dictionary.glossary) {
    // "Kicker, Kicked" and "Control, Controller" name two spellings of one entry
    for (const alias of g.term.split(/,\s+/)) {
      const key = alias.toLowerCase().replace(/\s*\(obsolete\)$/, '')
      if (!glossary.has(key)) glossary.set(key, g)
    }
  }
  // The built-in vocabulary, plus names the stored CR knows and it does not (a newer edition's keywords)
  const extra: VocabularyEntry[] = dictionary.keywords
    .filter((k) => !builtinByName.has(k.name.toLowerCase()) && /^[\p{L}][\p{L}' !-]*$/u.test(k.name))
    .map((k) => ({ name: k.name, kind: k.kind, rule: k.rule, parent: k.parent }))
  const vocabulary = extra.length ? [...BUILTIN_VOCABULARY, ...extra] : BUILTIN_VOCABULARY
  const index = { vocabulary, keywords, glossary }
  indexes.set(dictionary, index)
  return index
}

/** The definition of a keyword, keyword action or ability word, from the dictionary. */
export function keywordDefinition(dictionary: AnnotationDictionary, entry: VocabularyEntry): Definition {
  const { keywords, glossary } = dictionaryIndex(dictionary)
  const stored = keywords.get(entry.name.toLowerCase())
  if (stored?.definition) return { term: stored.name, rule: stored.rule ?? entry.rule, definition: stored.definition }
  const rule = stored?.rule ?? entry.rule
  const byRule = rule ? dictionary.rules[rule] : undefined
  if (byRule) return { term: entry.name, rule, definition: byRule }
  const fromGlossary = glossary.get(entry.name.toLowerCase())
  if (fromGlossary) return { term: entry.name, rule, definition: fromGlossary.definition }
  if (entry.parent) {
    const parent = builtinByName.get(entry.parent.toLowerCase())
    if (parent) {
      const p = keywordDefinition(dictionary, parent)
      if (p.definition) return { term: entry.name, rule: rule ?? p.rule, definition: p.definition }
    }
  }
  return { term: entry.name, rule, definition: null }
}

/** A glossary entry by one of its spellings ("mana value", "kicked"). */
export function glossaryDefinition(dictionary: AnnotationDictionary, term: string): Definition | null {
  const g = dictionaryIndex(dictionary).glossary.get(term.toLowerCase())
  if (!g) return null
  const rule = /\bSee rule (\d{3}(?:\.\d+[a-z]?)?)/.exec(g.definition)?.[1] ?? null
  return { term: g.term, rule, definition: g.definition }
}
