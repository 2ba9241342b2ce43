// English lexemes of words, as PostgreSQL's text search makes them (to_tsvector('english', …)), so
// the words a question is searched for are exactly the lexemes stored in the rules' and rulings'
// search vectors. Words repeat from question to question; their lexemes are kept (a bounded map).
import type { Db } from '../queries/index.js'
import { runOn, sql } from '../queries/typed-sql.js'

const LEXEMES = sql(
  'ask.lexemes',
  `SELECT w AS "w!", coalesce((SELECT array_agg(lexeme ORDER BY lexeme) FROM unnest(to_tsvector('english', w))), '{}') AS "lexemes!"
     FROM unnest($1::text[]) AS w`,
)

const MAX_CACHED = 50_000
const cached = new Map<string, string[]>()

/** Each word's lexemes (none for a stop word); one statement for the words not seen before. */
export async function lexemesOf(db: Db, words: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>()
  const missing: string[] = []
  for (const w of new Set(words)) {
    const hit = cached.get(w)
    if (hit) out.set(w, hit)
    else missing.push(w)
  }
  if (missing.length) {
    const rows = await runOn(db.pool, LEXEMES, [missing])
    if (cached.size + rows.length > MAX_CACHED) cached.clear()
    for (const r of rows) {
      cached.set(r.w, r.lexemes)
      out.set(r.w, r.lexemes)
    }
  }
  return out
}
