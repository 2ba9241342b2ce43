// One edition of the Comprehensive Rules as the ranking reads it. An edition is an immutable
// document of about 3,300 rules and 700 glossary terms, so it is read from the store once (per pool
// and edition id + checksum) and searched in memory: each rule and glossary term with the English
// lexemes of its stored search vector (PostgreSQL's to_tsvector, the same lexemes /rules/search
// matches), an inverted index from lexeme to rules, and each lexeme's document frequency. The
// keyword list, derived from the current edition by the importer, is read with it.
import type { Db } from '../queries/index.js'
import { runOn, sql } from '../queries/typed-sql.js'
import type { GlossaryPassage, RulePassage } from './types.js'
import { lengthFactor } from './length.js'
import { PhraseIndex, phraseForms } from './words.js'

export interface EditionRef {
  id: number
  effectiveDate: string
  sha256: string
}

export interface RuleDoc {
  /** Its index in the edition's rules (EditionFacts.rules): where its scores sit in the scoring arrays. */
  ord: number
  passage: RulePassage
  lexemes: Set<string>
  /** The rule's chapter ("702" for 702.19b). */
  chapter: string
  heading: boolean
  /** Its parent rule when that is a heading ("702.19 Trample" for 702.19b), and its chapter's heading (not itself). */
  parentHeading: RuleDoc | null
  chapterHeading: RuleDoc | null
  /** Its parent rule (702.19 for 702.19b), heading or not, and its direct subrules. */
  parent: RuleDoc | null
  children: RuleDoc[]
  /** The rules of this edition its text cites ("See rule 707.10"), outside its own section (its parent, its subrules). */
  cites: RuleDoc[]
  /** Its text introduces a list of its subrules ("The state-based actions are as follows:"): it says nothing alone. */
  listIntro: boolean
}

export interface GlossaryEntry {
  /** Its index in the edition's glossary (EditionFacts.glossary). */
  ord: number
  passage: GlossaryPassage
  term: string
  text: string
  references: string[]
  lexemes: Set<string>
  /** The term, and each comma-separated part of it ("Active Player, Nonactive Player"), as word forms. */
  forms: string[][]
  /** "See Typecycling." entries: the term they send the reader to. */
  seeAlso: string | null
}

export interface KeywordEntry {
  name: string
  kind: 'ability' | 'action' | 'ability_word'
  ruleNumber: string | null
  parent: string | null
  forms: string[]
  /** English lexemes of its defining rules' text. */
  definitionLexemes: Set<string>
}

export interface EditionFacts {
  edition: EditionRef
  rules: RuleDoc[]
  byNumber: Map<string, RuleDoc>
  /** Lexeme → the rules whose own text contains it, by ordinal (RuleDoc.ord), ascending. */
  postings: Map<string, Int32Array>
  /** Rule number → its direct subrules; chapter number → every rule in it. */
  childrenOf: Map<string, RuleDoc[]>
  inChapter: Map<string, RuleDoc[]>
  /** Lexeme → how many rules contain it; the rules' mean length in distinct lexemes. */
  ruleFrequency: Map<string, number>
  meanRuleLength: number
  /** Heading number → its title ("702.19" → "Trample", "707" → "Copying Objects"). */
  titleOf: Map<string, string>
  glossary: GlossaryEntry[]
  /** Lexeme → the glossary entries containing it (in the term or its text), by ordinal, ascending. */
  glossaryPostings: Map<string, Int32Array>
  /** By rule ordinal, and by glossary ordinal: BM25's length factor (lengthFactor) of its number of distinct lexemes. */
  ruleLengthFactors: Float64Array
  glossaryLengthFactors: Float64Array
  meanGlossaryLength: number
  keywords: KeywordEntry[]
  /** By name and by term, lower case. */
  keywordByName: Map<string, KeywordEntry>
  glossaryByTerm: Map<string, GlossaryEntry>
  /** Where glossary terms (and each comma-separated part) and keyword names occur in a question. */
  glossaryNames: PhraseIndex<GlossaryEntry>
  keywordNames: PhraseIndex<KeywordEntry>
}

/**
 * Inverse document frequency over the edition's rules (BM25's form) of a lexeme, or of a document
 * frequency given as a number; a lexeme no rule contains counts as the rarest.
 */
export function inverseFrequency(facts: EditionFacts, lexeme: string | number): number {
  const df = typeof lexeme === 'number' ? lexeme : (facts.ruleFrequency.get(lexeme) ?? 0)
  return Math.log(1 + (facts.rules.length - df + 0.5) / (df + 0.5))
}

/** Same heuristic as the explorer: a chapter, or a numbered rule whose text is short and not a sentence. */
export function isHeading(kind: string, text: string): boolean {
  if (kind === 'section' || kind === 'chapter') return true
  return kind === 'rule' && text.length <= 80 && !/[.:”"]$/.test(text.trim())
}

const cache = new WeakMap<object, Map<string, Promise<EditionFacts>>>()

/** The facts of an edition, loaded once per pool and edition. */
export function editionFacts(db: Db, edition: EditionRef): Promise<EditionFacts> {
  let perDb = cache.get(db.pool)
  if (!perDb) cache.set(db.pool, (perDb = new Map()))
  const key = `${edition.id}:${edition.sha256}`
  let facts = perDb.get(key)
  if (!facts) {
    facts = loadFacts(db, edition)
    facts.catch(() => perDb.delete(key))
    perDb.set(key, facts)
  }
  return facts
}

/** How long the answer to "which edition is in force" is reused before the store is asked again. */
const EDITION_TTL_MS = 5_000
const editions = new WeakMap<object, Map<string, { at: number; edition: Promise<EditionRef | null> }>>()

/** The edition in force on `effective` (YYYY-MM-DD), or the newest; null when no CR is stored. Reused for a few seconds. */
export function findEdition(db: Db, effective: string | null): Promise<EditionRef | null> {
  let perDb = editions.get(db.pool)
  if (!perDb) editions.set(db.pool, (perDb = new Map()))
  const key = effective ?? 'current'
  const hit = perDb.get(key)
  if (hit && Date.now() - hit.at < EDITION_TTL_MS) return hit.edition
  const edition = lookUpEdition(db, effective)
  edition.catch(() => perDb.delete(key))
  if (perDb.size > 100) perDb.clear()
  perDb.set(key, { at: Date.now(), edition })
  return edition
}

const EDITION = sql(
  'ask.edition',
  `SELECT id, effective_date::text AS "effectiveDate!", sha256 FROM rules_documents
    WHERE $1::date IS NULL OR effective_date <= $1::date ORDER BY effective_date DESC LIMIT 1`,
)

async function lookUpEdition(db: Db, effective: string | null): Promise<EditionRef | null> {
  const rows = await runOn(db.pool, EDITION, [effective])
  return rows[0] ?? null
}

const LEXEMES = (vector: string) => `ARRAY(SELECT lexeme FROM unnest(${vector}))`
const RULES = sql(
  'ask.rules',
  `SELECT r.document_id AS "documentId", r.number, r.kind, r.parent_number AS "parentNumber", r.position, r.text,
          coalesce(r.examples, '{}') AS "examples!", coalesce(r.references, '{}') AS "references!", d.effective_date::text AS "effectiveDate!", ${LEXEMES('r.search_vector')} AS "lexemes!"
     FROM rules r JOIN rules_documents d ON d.id = r.document_id WHERE r.document_id = $1 ORDER BY r.position`,
)
const GLOSSARY = sql(
  'ask.glossary',
  `SELECT g.document_id AS "documentId", g.term, g.text, coalesce(g.references, '{}') AS "references!", d.effective_date::text AS "effectiveDate!",
          ${LEXEMES('g.search_vector')} AS "lexemes!"
     FROM glossary_terms g JOIN rules_documents d ON d.id = g.document_id WHERE g.document_id = $1 ORDER BY g.position`,
)
const KEYWORDS = sql(
  'ask.keywords',
  `SELECT k.name, k.kind, k.rule_number, p.name AS "parent?", ${LEXEMES("to_tsvector('english', k.definition)")} AS "lexemes!"
     FROM keywords k LEFT JOIN keywords p ON p.id = k.parent_id`,
)

async function loadFacts(db: Db, edition: EditionRef): Promise<EditionFacts> {
  const [rules, glossary, keywords] = await Promise.all([
    runOn(db.pool, RULES, [edition.id]),
    runOn(db.pool, GLOSSARY, [edition.id]),
    runOn(db.pool, KEYWORDS, []),
  ])
  const docs: RuleDoc[] = rules.map(({ lexemes, ...passage }, ord) => ({
    ord,
    passage,
    lexemes: new Set(lexemes),
    chapter: passage.number.split('.')[0]!,
    heading: isHeading(passage.kind, passage.text),
    parentHeading: null,
    chapterHeading: null,
    parent: null,
    children: [],
    cites: [],
    listIntro: /:\s*$/.test(passage.text),
  }))
  const byNumber = new Map(docs.map((d) => [d.passage.number, d]))
  for (const d of docs) {
    const parent = d.passage.parentNumber ? byNumber.get(d.passage.parentNumber) : undefined
    if (parent?.heading && parent.passage.kind !== 'section') d.parentHeading = parent
    if (parent) {
      d.parent = parent
      parent.children.push(d)
    }
    const own = d.passage.number
    d.cites = [...new Set(d.passage.references)]
      .filter((n) => !n.startsWith(own) && !own.startsWith(n))
      .flatMap((n) => byNumber.get(n) ?? [])
    const chapter = byNumber.get(d.chapter)
    if (chapter && chapter !== d && chapter.passage.kind === 'chapter') d.chapterHeading = chapter
  }
  const group = (key: (d: RuleDoc) => string | null) => {
    const out = new Map<string, RuleDoc[]>()
    for (const d of docs) {
      const k = key(d)
      if (k === null) continue
      const list = out.get(k)
      if (list) list.push(d)
      else out.set(k, [d])
    }
    return out
  }
  const ords = new Map<string, number[]>()
  for (const d of docs)
    for (const l of d.lexemes) {
      const list = ords.get(l)
      if (list) list.push(d.ord)
      else ords.set(l, [d.ord])
    }
  const postings = new Map([...ords].map(([l, list]) => [l, Int32Array.from(list)]))
  const glossaryEntries: GlossaryEntry[] = glossary.map(({ lexemes, ...g }, ord) => ({
    ord,
    passage: g,
    term: g.term,
    text: g.text,
    references: g.references,
    lexemes: new Set(lexemes),
    forms: [g.term, ...(g.term.includes(',') ? g.term.split(/,\s*/) : [])].map(phraseForms).filter((f) => f.length),
    seeAlso: /^See ([^.]+)\.$/.exec(g.text.trim())?.[1] ?? null,
  }))
  const glossaryOrds = new Map<string, number[]>()
  for (const g of glossaryEntries)
    for (const l of g.lexemes) {
      const list = glossaryOrds.get(l)
      if (list) list.push(g.ord)
      else glossaryOrds.set(l, [g.ord])
    }
  const glossaryPostings = new Map([...glossaryOrds].map(([l, list]) => [l, Int32Array.from(list)]))
  const meanRuleLength = docs.reduce((s, d) => s + d.lexemes.size, 0) / Math.max(1, docs.length)
  const meanGlossaryLength = glossaryEntries.reduce((n, g) => n + g.lexemes.size, 0) / Math.max(1, glossaryEntries.length)
  const keywordEntries: KeywordEntry[] = keywords.map((k) => ({
    name: k.name,
    kind: k.kind,
    ruleNumber: k.rule_number,
    parent: k.parent,
    forms: phraseForms(k.name),
    definitionLexemes: new Set(k.lexemes),
  }))
  return {
    edition,
    rules: docs,
    byNumber,
    postings,
    childrenOf: group((d) => d.passage.parentNumber),
    inChapter: group((d) => (d.passage.kind === 'section' || d.passage.kind === 'chapter' ? null : d.chapter)),
    ruleFrequency: new Map([...postings].map(([l, list]) => [l, list.length])),
    meanRuleLength,
    ruleLengthFactors: Float64Array.from(docs, (d) => lengthFactor(d.lexemes.size, meanRuleLength)),
    titleOf: new Map(docs.filter((d) => d.heading && d.passage.kind !== 'section').map((d) => [d.passage.number, d.passage.text])),
    glossary: glossaryEntries,
    glossaryPostings,
    meanGlossaryLength,
    glossaryLengthFactors: Float64Array.from(glossaryEntries, (g) => lengthFactor(g.lexemes.size, meanGlossaryLength)),
    keywords: keywordEntries,
    keywordByName: new Map(keywordEntries.map((k) => [k.name.toLowerCase(), k])),
    glossaryByTerm: new Map(glossaryEntries.map((g) => [g.term.toLowerCase(), g])),
    glossaryNames: new PhraseIndex(glossaryEntries.flatMap((g) => g.forms.map((forms) => ({ item: g, forms })))),
    keywordNames: new PhraseIndex(keywordEntries.map((k) => ({ item: k, forms: k.forms }))),
  }
}
