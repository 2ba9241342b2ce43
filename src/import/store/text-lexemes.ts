// The common lexemes of full-text search, chosen again after an import writes what it searches
// (migration text_lexeme_hits). Their hits are kept in step by triggers whatever writes rules,
// glossary terms or ruling texts; which lexemes are common (at least 500 hits) is decided here, by
// the database function: those that became common get their ranked hits, those no longer common
// lose theirs, and an import that changes no choice writes nothing. A search for a lexeme left out
// is ranked as any other query, so this step only decides which searches are fast.
import type pg from 'pg'
import { runOn, sql } from '../../store/typed-sql.js'

const WRITTEN = sql(
  'text-lexemes.written',
  `SELECT EXISTS (SELECT 1 FROM pg_stat_xact_user_tables WHERE schemaname = current_schema()
                   AND relname IN ('rules', 'glossary_terms', 'ruling_texts') AND n_tup_ins + n_tup_upd + n_tup_del > 0) AS "written!"`,
)

/** Refresh text_lexemes and their hits when this transaction wrote rules, glossary terms or ruling texts. */
export async function refreshTextLexemes(client: pg.ClientBase): Promise<boolean> {
  // what this transaction (and, within the last second, this connection: a harmless extra refresh) wrote
  const rows = await runOn(client, WRITTEN, [])
  if (!rows[0]!.written) return false
  await client.query('SELECT arcanum_refresh_text_lexemes()')
  return true
}
