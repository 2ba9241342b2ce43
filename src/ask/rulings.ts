// Card rulings, scored by PostgreSQL: tens of thousands of texts with a stored tsvector column
// (GIN-indexed), each search term weighted by the caller (its inverse document frequency times how
// it was found), the sum length-normalised as score-edition.ts does for rules. The terms travel as
// two arrays (tsquery, weight); the statement scores each ruling against each term.
import type { Db } from '../queries/index.js'
import { BM25 } from './score-edition.js'
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
}

const TERMS = `t AS (SELECT * FROM unnest($2::tsquery[], $3::float8[]) AS t(q, w))`
const normalised = (length: string, mean: string) =>
  `(${BM25.k1} + 1) / (1 + ${BM25.k1} * (1 - ${BM25.b} + ${BM25.b} * ${length}::float8 / ${mean}))`

/** Every ruling of the given cards, scored. */
export async function scoreCardRulings(
  db: Db,
  oracleIds: readonly string[],
  terms: readonly QueryTerm[],
): Promise<Scored<RulingPassage>[]> {
  if (!oracleIds.length) return []
  const { rows } = await db.pool.query<RulingPassage & { lexical: number; matched: string[] | null }>(
    `WITH ${TERMS}
     SELECT ru.id, ru.oracle_id AS "oracleId", c.name AS "cardName", ru.position, ru.published_at::text AS "publishedAt", ru.source, ru.text,
            1 AS "cardCount", coalesce(m.w, 0)::float8 * ${normalised('length(ru.search_vector)', String(MEAN_RULING_LENGTH))} AS lexical,
            m.matched
       FROM rulings ru JOIN cards c ON c.oracle_id = ru.oracle_id
       LEFT JOIN LATERAL (SELECT sum(t.w) AS w, array_agg(t.q::text) AS matched FROM t WHERE ru.search_vector @@ t.q) m ON true
      WHERE ru.oracle_id = ANY($1::uuid[])
      ORDER BY ru.oracle_id, ru.position`,
    [oracleIds, terms.map((t) => t.query), terms.map((t) => t.weight)],
  )
  return rows.map(({ lexical, matched, ...passage }) => ({ passage, lexical, matched: unquote(matched) }))
}

/**
 * Rulings on any card matching `filter` (a tsquery that keeps the candidates few: the question's
 * rarest terms, two at a time), scored; a text printed on several cards is one passage.
 */
export async function scoreAnyRulings(
  db: Db,
  filter: string,
  terms: readonly QueryTerm[],
  limit: number,
): Promise<Scored<RulingPassage>[]> {
  const { rows } = await db.pool.query<RulingPassage & { lexical: number; matched: string[] | null }>(
    `WITH ${TERMS},
     hits AS (SELECT ru.id, ru.text, ru.search_vector FROM rulings ru WHERE ru.search_vector @@ $1::tsquery),
     grouped AS (SELECT min(h.id) AS id, count(*)::int AS cards FROM hits h
                  GROUP BY replace(replace(replace(replace(h.text, '’', ''''), '‘', ''''), '“', '"'), '”', '"')),
     scored AS (SELECT g.id, g.cards, m.w * ${normalised('length(ru.search_vector)', String(MEAN_RULING_LENGTH))} AS lexical, m.matched
                  FROM grouped g JOIN rulings ru ON ru.id = g.id
                  CROSS JOIN LATERAL (SELECT sum(t.w) AS w, array_agg(t.q::text) AS matched FROM t WHERE ru.search_vector @@ t.q) m
                 ORDER BY lexical DESC, g.id LIMIT $4)
     SELECT ru.id, ru.oracle_id AS "oracleId", c.name AS "cardName", ru.position, ru.published_at::text AS "publishedAt", ru.source, ru.text,
            s.cards AS "cardCount", s.lexical::float8 AS lexical, s.matched
       FROM scored s JOIN rulings ru ON ru.id = s.id JOIN cards c ON c.oracle_id = ru.oracle_id`,
    [filter, terms.map((t) => t.query), terms.map((t) => t.weight), limit],
  )
  return rows.map(({ lexical, matched, ...passage }) => ({ passage, lexical, matched: unquote(matched) }))
}

const unquote = (queries: string[] | null) => (queries ?? []).map((q) => q.replace(/^'|'$/g, '').replace(/''/g, "'"))
