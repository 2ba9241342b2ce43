// The Comprehensive Rules glossary: a term by exact name (any case), else by trigram similarity
// (pg_trgm), in the current edition unless an effective date says otherwise.
import type { Db } from './cards.js'
import { run, sql } from './typed-sql.js'
import type { GlossaryTerm, Page, PageRequest } from './types.js'

// effective_date is NOT NULL: so is its text
const TERM_COLUMNS = `g.document_id AS "documentId", g.term, g.text, g.references, d.effective_date::text AS "effectiveDate!"`
const EDITION = `(SELECT id FROM rules_documents WHERE $1::date IS NULL OR effective_date <= $1::date ORDER BY effective_date DESC LIMIT 1)`

/** Below this similarity a fuzzy match is no match. */
export const GLOSSARY_MIN_SIMILARITY = 0.3

export interface GlossaryMatch {
  match: 'exact' | 'fuzzy'
  term: GlossaryTerm
  /** For a fuzzy match: the next closest terms. */
  alternatives: GlossaryTerm[]
}

const GLOSSARY_LOOKUP = sql(
  'glossary.lookup',
  `SELECT ${TERM_COLUMNS}, score, exact FROM (
     SELECT g.*, lower(g.term) = $2 OR $2 = ANY(string_to_array(lower(g.term), ', ')) AS exact,
            greatest(similarity(lower(g.term), $2),
                     (SELECT max(similarity(part, $2)) FROM unnest(string_to_array(lower(g.term), ', ')) part)) AS score
       FROM glossary_terms g WHERE g.document_id = ${EDITION}) g
     JOIN rules_documents d ON d.id = g.document_id
    WHERE g.exact OR g.score >= $3
    ORDER BY g.exact DESC, g.score DESC, g.position LIMIT 6`,
)

const GLOSSARY_PAGE = sql(
  'glossary.page',
  `SELECT ${TERM_COLUMNS}, count(*) OVER ()::int AS "total!" FROM glossary_terms g JOIN rules_documents d ON d.id = g.document_id
    WHERE g.document_id = ${EDITION} ORDER BY g.position LIMIT $2 OFFSET $3`,
)

const GLOSSARY_COUNT = sql('glossary.count', `SELECT count(*)::int AS "n!" FROM glossary_terms WHERE document_id = ${EDITION}`)

/** A term as the query layer gives it: a term without references (a NULL list) has none. */
const glossaryTerm = (t: Omit<GlossaryTerm, 'references'> & { references: string[] | null }): GlossaryTerm => ({
  ...t,
  references: t.references ?? [],
})

/**
 * A glossary term. Exact (case-insensitive) first; else the closest by trigram similarity, also
 * trying each term's comma-separated parts ("Active Player, Nonactive Player" matches "nonactive player").
 */
export async function glossaryLookup(db: Db, term: string, opts: { effective?: string | null } = {}): Promise<GlossaryMatch | null> {
  const wanted = term.trim().toLowerCase().replace(/\s+/g, ' ')
  if (!wanted) return null
  const rows = await run(db, GLOSSARY_LOOKUP, [opts.effective ?? null, wanted, GLOSSARY_MIN_SIMILARITY])
  const [best, ...rest] = rows.map(({ exact, score: _, ...t }) => ({ exact, term: glossaryTerm(t) }))
  if (!best) return null
  return { match: best.exact ? 'exact' : 'fuzzy', term: best.term, alternatives: rest.map((r) => r.term) }
}

/** Glossary terms in document order. */
export async function listGlossary(db: Db, opts: { effective?: string | null } & PageRequest): Promise<Page<GlossaryTerm>> {
  const rows = await run(db, GLOSSARY_PAGE, [opts.effective ?? null, opts.limit, opts.offset])
  let total = rows[0]?.total ?? 0
  if (!rows.length && opts.offset > 0) {
    const n = await run(db, GLOSSARY_COUNT, [opts.effective ?? null])
    total = n[0]!.n
  }
  return { items: rows.map(({ total: _, ...t }) => glossaryTerm(t)), total }
}
