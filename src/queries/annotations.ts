// The annotation dictionary from the store (keywords, the current CR edition's keyword rules and
// glossary), and cards' annotated Oracle text built with it. The dictionary is cached per database
// and rebuilt when the stored rules change (a new CR import): the cache checks a signature of
// rules_documents and keywords at most once per `recheckMs`.
import { annotateOracleText, type AnnotatableCard, type Span } from '../annotate/annotate.js'
import type { AnnotationDictionary, DictionaryKeyword } from '../annotate/dictionary.js'
import { renderAnnotatedHtml } from '../annotate/render.js'
import type { KeywordKind } from '../store/types.js'
import type { Db } from './cards.js'
import { run, sql } from './typed-sql.js'

interface CacheEntry {
  signature: string
  checkedAt: number
  dictionary: Promise<AnnotationDictionary>
}

const cache = new WeakMap<object, CacheEntry>()

const SIGNATURE = sql(
  'annotations.signature',
  `SELECT (SELECT count(*) || ':' || coalesce(max(id), 0) || ':' || coalesce(max(imported_at)::text, '') || ':' || coalesce(max(effective_date)::text, '') FROM rules_documents)
       || '/' || (SELECT count(*) || ':' || coalesce(max(id), 0) FROM keywords) AS signature`,
)

const EDITION = sql(
  'annotations.edition',
  `SELECT id, effective_date::text AS "effective!" FROM rules_documents ORDER BY effective_date DESC LIMIT 1`,
)

// a keyword's parent through an outer join: its name may be NULL
const KEYWORDS = sql(
  'annotations.keywords',
  `SELECT k.name, k.kind, k.rule_number AS rule, k.definition, p.name AS "parent?"
     FROM keywords k LEFT JOIN keywords p ON p.id = k.parent_id ORDER BY k.id`,
)

const GLOSSARY = sql('annotations.glossary', `SELECT term, text AS definition FROM glossary_terms WHERE document_id = $1 ORDER BY position`)

// keyword actions and abilities (CR 701, 702) and the ability-word rule (CR 207.2c)
const KEYWORD_RULES = sql(
  'annotations.keywordRules',
  `SELECT number, parent_number AS parent, kind, text FROM rules
    WHERE document_id = $1 AND (parent_number IN ('701', '702') OR parent_number LIKE '701.%' OR parent_number LIKE '702.%' OR number = '207.2c')
    ORDER BY position`,
)

async function signatureOf(db: Db): Promise<string> {
  const rows = await run(db, SIGNATURE, [])
  return rows[0]?.signature ?? ''
}

/** Read the dictionary from the store: the current (newest) CR edition's rules and glossary. */
export async function readAnnotationDictionary(db: Db): Promise<AnnotationDictionary> {
  const edition = (await run(db, EDITION, []))[0]
  const keywords = await run(db, KEYWORDS, [])
  if (!edition) return { edition: null, keywords: keywords.map(toKeyword), glossary: [], rules: {} }
  const [glossary, ruleRows] = await Promise.all([run(db, GLOSSARY, [edition.id]), run(db, KEYWORD_RULES, [edition.id])])
  // a rule's definition is its subrules' text, in order ("702.33" → 702.33a … 702.33h)
  const rules: Record<string, string> = {}
  const subrules = new Map<string, string[]>()
  for (const r of ruleRows) {
    if (r.kind === 'subrule' && r.parent) {
      const list = subrules.get(r.parent) ?? []
      list.push(r.text)
      subrules.set(r.parent, list)
      rules[r.number] = r.text
    }
  }
  for (const [parent, texts] of subrules) rules[parent] = texts.join('\n')
  return { edition: edition.effective, keywords: keywords.map(toKeyword), glossary, rules }
}

function toKeyword(k: {
  name: string
  kind: KeywordKind
  rule: string | null
  definition: string
  parent: string | null
}): DictionaryKeyword {
  return { name: k.name, kind: k.kind, rule: k.rule, definition: k.definition, parent: k.parent }
}

export interface DictionaryOptions {
  /** How long a cached dictionary is trusted without checking the store's signature (default 1000 ms). */
  recheckMs?: number
}

/** The annotation dictionary of the store, cached; a changed rules_documents or keywords table rebuilds it. */
export async function loadAnnotationDictionary(db: Db, opts: DictionaryOptions = {}): Promise<AnnotationDictionary> {
  const recheckMs = opts.recheckMs ?? 1000
  const key = db.pool
  const entry = cache.get(key)
  const now = Date.now()
  if (entry && now - entry.checkedAt < recheckMs) return entry.dictionary
  const signature = await signatureOf(db)
  if (entry && entry.signature === signature) {
    entry.checkedAt = now
    return entry.dictionary
  }
  const dictionary = readAnnotationDictionary(db)
  cache.set(key, { signature, checkedAt: now, dictionary })
  dictionary.catch(() => {
    if (cache.get(key)?.dictionary === dictionary) cache.delete(key)
  })
  return dictionary
}

/** Forget the cached dictionary of a database (the next load reads the store again). */
export function invalidateAnnotationDictionary(db: Db): void {
  cache.delete(db.pool)
}

export interface AnnotatedText {
  spans: Span[]
  html: string
  /** The CR edition the definitions come from. */
  edition: string | null
}

/** A card's (or a face's) Oracle text, annotated with the given dictionary. */
export function annotateWith(dictionary: AnnotationDictionary, card: AnnotatableCard): AnnotatedText {
  const spans = annotateOracleText(card, dictionary)
  return { spans, html: renderAnnotatedHtml(spans, dictionary), edition: dictionary.edition }
}

/** A card's Oracle text annotated with the store's current dictionary. */
export async function annotateCard(db: Db, card: AnnotatableCard): Promise<AnnotatedText> {
  return annotateWith(await loadAnnotationDictionary(db), card)
}
