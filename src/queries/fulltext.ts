// Full-text search over the Comprehensive Rules, the glossary and card rulings: one ranked list
// (ts_rank, normalised by document length so short boilerplate does not crowd out rules) with
// highlighted snippets (ts_headline), what a rules chatbot needs to find its citations. A ruling
// printed word for word on many cards ("If you copy a kicked spell…") is one hit, with the number
// of cards that carry it. The query is read by websearch_to_tsquery, which accepts any user text ("quoted
// phrases", or, -negation) and never raises a syntax error. Each table stores its text's tsvector
// (search_vector, a generated column with a GIN index: migration fulltext_vectors), so matching
// and ranking read the stored vector instead of parsing every matching text again; rulings are
// ranked once per distinct text (ruling_texts, migration ruling_texts). A query of one common
// lexeme alone (`spell`: 5,439 hits) is not ranked at all: its hits are stored with ts_rank's value,
// in the search's order (text_lexeme_hits, migration text_lexeme_hits), so its page is the index's
// first rows, and counted per kind and edition (text_lexeme_counts); the answer is the same either way.
import type { Db } from './cards.js'
import { run, sql } from './typed-sql.js'
import type { Page, PageRequest } from './types.js'

export type TextHitKind = 'rule' | 'glossary' | 'ruling'
export const TEXT_HIT_KINDS: readonly TextHitKind[] = ['rule', 'glossary', 'ruling']

export interface TextHit {
  kind: TextHitKind
  rank: number
  /** Matching passage with hits wrapped in <mark>…</mark>. */
  snippet: string
  /** kind rule: the rule number; glossary: the term; ruling: the card's name. */
  title: string
  text: string
  ruleNumber: string | null
  term: string | null
  /** A ruling hit: one card that carries it, and how many cards carry the same text. */
  ruling: {
    id: number
    oracleId: string
    cardName: string
    position: number
    publishedAt: string
    source: string | null
    cardCount: number
  } | null
  /** Rules and glossary hits: the CR edition and the rule numbers the text cites. */
  documentId: number | null
  references: string[]
  effectiveDate: string | null
}

export interface TextSearchOptions extends PageRequest {
  kinds?: readonly TextHitKind[]
  effective?: string | null
}

const HEADLINE = `StartSel=<mark>, StopSel=</mark>, MaxWords=40, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`

// the kinds, LIMIT and OFFSET are read through subqueries ((SELECT $3)), so no plan depends on
// their values: PostgreSQL then finds its one generic plan for the prepared statement as cheap
// as a plan for the values at hand, and keeps it instead of planning again for every request
// (~1.2 ms of planning, as long as the rest of the statement)
const SEARCH_TEXT = sql(
  'fulltext.search',
  `WITH q AS (SELECT websearch_to_tsquery('english', $1) AS q),
   edition AS (SELECT id, effective_date FROM rules_documents
                WHERE $2::date IS NULL OR effective_date <= $2::date ORDER BY effective_date DESC LIMIT 1),
   -- a query that is one stored lexeme alone (tsquery equality: no weight, no prefix) reads its
   -- hits with their ranks from text_lexeme_hits, in the search's order, and its total from
   -- text_lexeme_counts; any other is ranked below
   lexeme AS (SELECT l.id FROM text_lexemes l, q WHERE l.query = q.q),
   stored AS NOT MATERIALIZED (
     SELECT h.kind, h.id, h.rank FROM text_lexeme_hits h
      WHERE h.lexeme_id = (SELECT id FROM lexeme) AND h.kind = ANY((SELECT $3::text[])::text[])
        AND (h.kind = 'ruling' OR h.document_id = (SELECT id FROM edition))
   ),
   hits AS (
     SELECT 'rule'::text AS kind, r.id, ts_rank(r.search_vector, q.q, 1) AS rank, 1 AS card_count
       FROM rules r, q, edition e
      WHERE NOT EXISTS (SELECT 1 FROM lexeme) AND 'rule' = ANY((SELECT $3::text[])::text[]) AND r.document_id = e.id AND r.search_vector @@ q.q
     UNION ALL
     SELECT 'glossary', g.id, ts_rank(g.search_vector, q.q, 1), 1
       FROM glossary_terms g, q, edition e
      WHERE NOT EXISTS (SELECT 1 FROM lexeme) AND 'glossary' = ANY((SELECT $3::text[])::text[]) AND g.document_id = e.id AND g.search_vector @@ q.q
     UNION ALL
     -- a ruling printed word for word on several cards (typographic and straight quotes alike)
     -- is one hit: ruling_texts holds each distinct text once, with the first ruling that
     -- carries it and how many do (kept by triggers on rulings: migration ruling_texts)
     SELECT 'ruling', t.ruling_id, ts_rank(t.search_vector, q.q, 1), t.card_count
       FROM ruling_texts t, q
      WHERE NOT EXISTS (SELECT 1 FROM lexeme) AND 'ruling' = ANY((SELECT $3::text[])::text[]) AND t.search_vector @@ q.q
   ),
   -- one of the two is empty
   page AS (
     (SELECT kind, id, rank, CASE WHEN kind = 'ruling' THEN NULL ELSE 1 END AS card_count
        FROM stored ORDER BY rank DESC, kind, id LIMIT (SELECT $4::int) OFFSET (SELECT $5::int))
     UNION ALL
     (SELECT * FROM hits ORDER BY rank DESC, kind, id LIMIT (SELECT $4::int) OFFSET (SELECT $5::int))
   )
   SELECT page.kind, page.id, page.rank, coalesce(page.card_count, ru.card_count) AS card_count, t.total,
          coalesce(r.text, g.text, ru.text) AS text,
          coalesce(r.number, g.term, ru.name) AS title,
          -- a ruling's columns through its outer join: NULL on the other kinds' rows
          ru.oracle_id AS "oracle_id?", ru.published_at::text AS published_at, ru.source, ru.position AS "position?",
          coalesce(r.document_id, g.document_id) AS document_id, coalesce(r.references, g.references) AS references,
          (SELECT effective_date::text FROM edition WHERE page.kind <> 'ruling') AS effective_date,
          ts_headline('english', coalesce(r.text, g.text, ru.text), q.q, '${HEADLINE}') AS snippet
     FROM (SELECT (SELECT coalesce(sum(c.hits), 0) FROM text_lexeme_counts c
                    WHERE c.lexeme_id = (SELECT id FROM lexeme) AND c.kind = ANY((SELECT $3::text[])::text[])
                      AND (c.kind = 'ruling' OR c.document_id = (SELECT id FROM edition)))::int
                  + (SELECT count(*) FROM hits)::int AS total) t CROSS JOIN q
     LEFT JOIN page ON true
     -- each page row's text by its primary key (OFFSET 0 keeps these lateral lookups: the generic
     -- plan, not knowing the page size, would otherwise hash whole tables)
     LEFT JOIN LATERAL (SELECT r.text, r.number, r.document_id, r.references FROM rules r
                         WHERE page.kind = 'rule' AND r.id = page.id OFFSET 0) r ON true
     LEFT JOIN LATERAL (SELECT g.text, g.term, g.document_id, g.references FROM glossary_terms g
                         WHERE page.kind = 'glossary' AND g.id = page.id OFFSET 0) g ON true
     LEFT JOIN LATERAL (
       SELECT ru.text, ru.oracle_id, ru.published_at, ru.source, ru.position, c.name,
              (SELECT rt.card_count FROM ruling_texts rt WHERE page.card_count IS NULL AND rt.key = ru.text_key) AS card_count
         FROM rulings ru LEFT JOIN cards c ON c.oracle_id = ru.oracle_id
        WHERE page.kind = 'ruling' AND ru.id = page.id OFFSET 0) ru ON true
    ORDER BY page.rank DESC, page.kind, page.id`,
)

export async function searchText(db: Db, query: string, opts: TextSearchOptions): Promise<Page<TextHit>> {
  const kinds = opts.kinds?.length ? opts.kinds : TEXT_HIT_KINDS
  const rows = await run(db, SEARCH_TEXT, [query, opts.effective ?? null, kinds, opts.limit, opts.offset], { hot: true })
  return {
    total: rows[0]?.total ?? 0,
    // a row of the page (its id): its kind, rank, title, text and snippet are there, and a ruling's own columns
    items: rows
      .filter((r) => r.id != null)
      .map((r) => ({
        kind: r.kind as TextHitKind,
        rank: r.rank!,
        snippet: r.snippet!,
        title: r.title!,
        text: r.text!,
        ruleNumber: r.kind === 'rule' ? r.title : null,
        term: r.kind === 'glossary' ? r.title : null,
        ruling:
          r.kind === 'ruling'
            ? {
                id: r.id!,
                oracleId: r.oracle_id!,
                cardName: r.title!,
                position: r.position!,
                publishedAt: r.published_at!,
                source: r.source,
                cardCount: r.card_count!,
              }
            : null,
        documentId: r.document_id,
        references: r.references ?? [],
        effectiveDate: r.effective_date,
      })),
  }
}
