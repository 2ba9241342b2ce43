// Run a Scryfall-syntax search against the store.
import type { Database } from '../store/database.js'
import type { Order, SearchAst, Unique } from './ast.js'
import { compileSearch, type SearchOptions } from './compile.js'
import { SearchError } from './errors.js'
import { parseQuery } from './parser.js'
import { invalidRegex, postgresPattern, regexTerms } from './regex.js'

export interface SearchRow {
  oracleId: string
  name: string
  /** The printing this row stands for: with unique:cards the card's newest printing that matches the query. */
  printingId: string | null
}

export interface SearchResult {
  /** Matching rows in all pages (cards, printings or arts, per `unique`). */
  total: number
  rows: SearchRow[]
  hasMore: boolean
  warnings: string[]
  order: Order
  dir: 'asc' | 'desc'
  unique: Unique
  limit: number
  offset: number
}

const INVALID_REGULAR_EXPRESSION = '2201B'

/** Let Postgres compile each regex on its own first, so a pattern only it rejects is a 400 at its term. */
async function checkRegexesInDatabase(db: Database, ast: SearchAst): Promise<void> {
  for (const term of regexTerms(ast.root)) {
    try {
      await db.pool.query('SELECT \'\' ~* $1::text', [postgresPattern(term.source)])
    } catch (e) {
      if ((e as { code?: string }).code === INVALID_REGULAR_EXPRESSION) {
        throw invalidRegex(ast.source, term, (e as Error).message.replace(/^invalid regular expression: /, ''))
      }
      throw e
    }
  }
}

/** Set codes the query names that the store does not know: worth a warning, as on Scryfall. */
async function unknownSetWarnings(db: Database, ast: SearchAst): Promise<string[]> {
  const codes = new Set<string>()
  const walk = (n: SearchAst['root']) => {
    if (!n) return
    if (n.kind === 'and' || n.kind === 'or') n.children.forEach(walk)
    else if (n.kind === 'not') walk(n.child)
    else if (n.filter.field === 'set') codes.add(n.filter.code)
  }
  walk(ast.root)
  if (codes.size === 0) return []
  const { rows } = await db.pool.query<{ code: string }>('SELECT code FROM sets WHERE code = ANY($1::text[])', [[...codes]])
  const known = new Set(rows.map((r) => r.code))
  return [...codes].filter((c) => !known.has(c)).map((c) => `Unknown set "${c.toLowerCase()}": no card is printed in it`)
}

export async function searchCards(db: Database, q: string, options: SearchOptions = {}): Promise<SearchResult> {
  const ast = parseQuery(q)
  const compiled = compileSearch(ast, options)
  await checkRegexesInDatabase(db, ast)
  const warnings = [...compiled.warnings, ...(await unknownSetWarnings(db, ast))]
  let rows: { oracle_id: string; name: string; printing_id: string | null; total: string | number }[]
  try {
    ;({ rows } = await db.pool.query(compiled.sql, compiled.params))
  } catch (e) {
    if ((e as { code?: string }).code === INVALID_REGULAR_EXPRESSION) {
      throw new SearchError(400, 'invalid_regex', `Invalid regular expression: ${(e as Error).message}`)
    }
    throw e
  }
  // Every row carries the total; a page past the end has none, so count separately (rare).
  let total: number
  if (rows[0]) total = Number(rows[0].total)
  else if (compiled.offset === 0) total = 0
  else total = (await db.pool.query<{ total: number }>(compiled.countSql, compiled.countParams)).rows[0]!.total
  return {
    total,
    rows: rows.map((r) => ({ oracleId: r.oracle_id, name: r.name, printingId: r.printing_id })),
    hasMore: compiled.offset + rows.length < total,
    warnings,
    order: compiled.order,
    dir: compiled.dir,
    unique: compiled.unique,
    limit: compiled.limit,
    offset: compiled.offset,
  }
}
