// Run a Scryfall-syntax search against the store.
import type { Database } from '../store/database.js'
import type { Filter, Order, SearchAst, Unique } from './ast.js'
import { compileSearch, type SearchOptions } from './compile.js'
import { SearchError } from './errors.js'
import { parseQuery } from './parser.js'
import { checkRegexCost, invalidRegex, postgresPattern, regexTerms } from './regex.js'

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
    await checkRegexCost(ast.source, term) // catastrophic shapes are refused before they run (regex.ts)
    try {
      await db.pool.query("SELECT '' ~* $1::text", [postgresPattern(term.source)])
    } catch (e) {
      if ((e as { code?: string }).code === INVALID_REGULAR_EXPRESSION) {
        throw invalidRegex(ast.source, term, (e as Error).message.replace(/^invalid regular expression: /, ''))
      }
      throw e
    }
  }
}

function filtersOf(node: SearchAst['root'], out: Filter[] = []): Filter[] {
  if (!node) return out
  if (node.kind === 'and' || node.kind === 'or') node.children.forEach((c) => filtersOf(c, out))
  else if (node.kind === 'not') filtersOf(node.child, out)
  else out.push(node.filter)
  return out
}

/** Set codes and tags the query names that the store does not know: worth a warning, as on Scryfall. */
async function unknownNameWarnings(db: Database, ast: SearchAst): Promise<string[]> {
  const filters = filtersOf(ast.root)
  const codes = [...new Set(filters.flatMap((f) => (f.field === 'set' ? [f.code] : [])))]
  const tags = [...new Set(filters.flatMap((f) => (f.field === 'tag' ? [f.tag.toLowerCase()] : [])))]
  const warnings: string[] = []
  if (codes.length) {
    const { rows } = await db.pool.query<{ code: string }>('SELECT code FROM sets WHERE code = ANY($1::text[])', [codes])
    const known = new Set(rows.map((r) => r.code))
    warnings.push(...codes.filter((c) => !known.has(c)).map((c) => `Unknown set "${c.toLowerCase()}": no card is printed in it`))
  }
  for (const tag of tags) {
    const { rowCount } = await db.pool.query(
      'SELECT 1 FROM card_tags WHERE slug = $1::text UNION ALL (SELECT 1 FROM card_tags WHERE lower(label) = $1::text LIMIT 1) LIMIT 1',
      [tag],
    )
    if (!rowCount) warnings.push(`Unknown tag "${tag}": no card has it (tags are matched by slug or label)`)
  }
  return warnings
}

export async function searchCards(db: Database, q: string, options: SearchOptions = {}): Promise<SearchResult> {
  const ast = parseQuery(q)
  const compiled = compileSearch(ast, options)
  await checkRegexesInDatabase(db, ast)
  const warnings = [...compiled.warnings, ...(await unknownNameWarnings(db, ast))]
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
