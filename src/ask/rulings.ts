// Card rulings, scored for a question: each search term weighted by the caller (its inverse document
// frequency times how it was found), the sum length-normalised as score-edition.ts does for rules.
// A named card's rulings are read and scored by PostgreSQL (the terms travel as two arrays, tsquery
// and weight); the rulings of any other card are scored in memory (ruling-index.ts).
import type { Db } from '../queries/index.js'
import { runOn, sql } from '../queries/typed-sql.js'
import { hasLexeme, textCount, textLength, textsWith, type RulingIndex } from './ruling-index.js'
import { BM25, lengthFactor } from './length.js'
import type { RulingPassage } from './types.js'

/** Rulings are about this many distinct lexemes long on average (measured on the full corpus). */
const MEAN_RULING_LENGTH = 18

export interface QueryTerm {
  /** A tsquery of one lexeme: 'kick'. */
  query: string
  weight: number
}

export interface Scored<T> {
  passage: T
  /** Sum of the matched terms' weights, length-normalised. */
  lexical: number
  /** The lexemes it matched. */
  matched: string[]
  /** All its lexemes (a named card's rulings only): what its own rules are found by (text-rules.ts). */
  lexemes?: string[]
}

const TERMS = `t AS (SELECT * FROM unnest($2::tsquery[], $3::float8[]) AS t(q, w))`
const normalised = (length: string, mean: string) =>
  `(${BM25.k1} + 1) / (1 + ${BM25.k1} * (1 - ${BM25.b} + ${BM25.b} * ${length}::float8 / ${mean}))`

const CARD_RULINGS = sql(
  'ask.cardRulings',
  `WITH ${TERMS}
   SELECT ru.id, ru.oracle_id AS "oracleId", c.name AS "cardName", ru.position, ru.published_at::text AS "publishedAt!", ru.source, ru.text,
          1 AS "cardCount!", coalesce(m.w, 0)::float8 * ${normalised('length(ru.search_vector)', String(MEAN_RULING_LENGTH))} AS "lexical!",
          m.matched, tsvector_to_array(ru.search_vector) AS "lexemes!"
     FROM rulings ru JOIN cards c ON c.oracle_id = ru.oracle_id
     LEFT JOIN LATERAL (SELECT sum(t.w) AS w, array_agg(t.q::text) AS matched FROM t WHERE ru.search_vector @@ t.q) m ON true
    WHERE ru.oracle_id = ANY($1::uuid[])
    ORDER BY ru.oracle_id, ru.position`,
)

/** Every ruling of the given cards, scored. */
export async function scoreCardRulings(
  db: Db,
  oracleIds: readonly string[],
  terms: readonly QueryTerm[],
): Promise<Scored<RulingPassage>[]> {
  if (!oracleIds.length) return []
  const rows = await runOn(db.pool, CARD_RULINGS, [oracleIds, terms.map((t) => t.query), terms.map((t) => t.weight)])
  return rows.map(({ lexical, matched, lexemes, ...passage }) => ({ passage, lexical, matched: unquote(matched), lexemes }))
}

/** Which texts to score: those with at least `need` of these lexemes (the question's rarest words). */
export interface RulingFilter {
  lexemes: string[]
  need: number
}

/** A distinct ruling text chosen by its score, before its ruling is read. */
export interface ScoredText {
  text: number
  lexical: number
  matched: string[]
}

/**
 * The `limit` best ruling texts, on any card, among those matching `filter` (which keeps them few),
 * scored in memory over the distinct ruling texts (ruling-index.ts); a text printed on several cards
 * is one passage. Of equal scores, the lowest ruling id comes first.
 */
export function bestRulingTexts(
  index: RulingIndex,
  filter: RulingFilter,
  terms: readonly (QueryTerm & { lexeme: string })[],
  limit: number,
): ScoredText[] {
  // texts with at least `need` of the filter's lexemes: counted over their postings
  const count = new Uint8Array(textCount(index))
  const hits: number[] = []
  for (const l of new Set(filter.lexemes)) for (const t of textsWith(index, l)) if (++count[t]! === filter.need) hits.push(t)
  const known = terms.flatMap((term) => {
    const id = index.lexemeIds.get(term.lexeme)
    return id === undefined ? [] : [{ term, id }]
  })
  const lexical = new Float64Array(hits.length)
  for (const [i, text] of hits.entries()) {
    let sum = 0
    for (const k of known) if (hasLexeme(index, text, k.id)) sum += k.term.weight
    lexical[i] = sum * lengthFactor(textLength(index, text), MEAN_RULING_LENGTH)
  }
  // only those at or above the limit-th best score are sorted
  const floor = lexical.slice().sort()[Math.max(0, hits.length - limit)] ?? 0
  return hits
    .flatMap((text, i) => (lexical[i]! >= floor ? [{ text, lexical: lexical[i]! }] : []))
    .sort((x, y) => y.lexical - x.lexical || index.rulingId[x.text]! - index.rulingId[y.text]!)
    .slice(0, limit)
    .map((b) => ({ ...b, matched: known.filter((k) => hasLexeme(index, b.text, k.id)).map((k) => k.term.lexeme) }))
}

const RULINGS_BY_ID = sql(
  'ask.rulingsById',
  `SELECT ru.id, ru.oracle_id AS "oracleId", c.name AS "cardName", ru.position, ru.published_at::text AS "publishedAt!", ru.source, ru.text
     FROM rulings ru JOIN cards c ON c.oracle_id = ru.oracle_id WHERE ru.id = ANY($1::int[])`,
)

/** The rulings of these texts, read from the store by id (none read for none), in the same order. */
export async function readRulings(db: Db, index: RulingIndex, texts: readonly ScoredText[]): Promise<Scored<RulingPassage>[]> {
  if (!texts.length) return []
  const rows = await runOn(db.pool, RULINGS_BY_ID, [texts.map((b) => index.rulingId[b.text]!)])
  const byId = new Map(rows.map((r) => [r.id, r]))
  return texts.flatMap((b) => {
    const ruling = byId.get(index.rulingId[b.text]!)
    // a ruling removed since the index was built is left out
    return ruling ? [{ passage: { ...ruling, cardCount: index.cardCount[b.text]! }, lexical: b.lexical, matched: b.matched }] : []
  })
}

const unquote = (queries: string[] | null) => (queries ?? []).map((q) => q.replace(/^'|'$/g, '').replace(/''/g, "'"))
