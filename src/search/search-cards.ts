// Run a Scryfall-syntax search against the store.
import type { Database } from '../store/database.js'
import { runOn, sql } from '../store/typed-sql.js'
import type { Filter, Node, Order, SearchAst, Unique } from './ast.js'
import { compileSearch, type SearchOptions } from './compile.js'
import { ALL_TERMS_IGNORED, ignoredWarning, SearchError } from './errors.js'
import { parseQuery } from './parser.js'
import { SearchTotals } from './totals.js'
import { COMMUNITY_TAG_EXISTS } from './community-tags.js'
import { checkRegexCost, postgresPattern, regexTerms } from './regex.js'

/** A row of a compiled search's statement (compile.ts). */
const UNKNOWN_KEYWORDS = sql(
  'search.unknownKeywords',
  'SELECT k AS "k!" FROM unnest($1::text[]) AS k WHERE NOT EXISTS (SELECT 1 FROM cards c WHERE arcanum_lower_array(c.keywords) @> ARRAY[k])',
)
const KNOWN_SETS = sql('search.knownSets', 'SELECT code FROM sets WHERE code = ANY($1::text[])')

interface MatchRow {
  oracle_id: string
  name: string
  printing_id: string | null
  /** null in a page read without its count (pageSql). */
  total: string | number | null
  /** The store's generation, where the statement reads it (pageSql). */
  generation?: string
}

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
  /** The store's generation the page was read in, where its statement reads it (a page by name). */
  generation?: string
}

const INVALID_REGULAR_EXPRESSION = '2201B'

/** The tree without the given terms; a group left empty goes too. `undefined` when nothing is left. */
function withoutTerms(node: Node, drop: Set<Node>): Node | undefined {
  switch (node.kind) {
    case 'term':
      return drop.has(node) ? undefined : node
    case 'not': {
      const child = withoutTerms(node.child, drop)
      return child && { ...node, child }
    }
    case 'and':
    case 'or': {
      const children = node.children.flatMap((c) => withoutTerms(c, drop) ?? [])
      if (children.length <= 1) return children[0]
      return { ...node, children }
    }
  }
}

type TermNode = Node & { kind: 'term' }

function termsOf(node: Node | null, out: TermNode[] = []): TermNode[] {
  if (!node) return out
  if (node.kind === 'and' || node.kind === 'or') node.children.forEach((c) => termsOf(c, out))
  else if (node.kind === 'not') termsOf(node.child, out)
  else out.push(node)
  return out
}

/**
 * Terms only the store can tell it cannot answer, dropped with a warning as the parser drops the
 * others (and as Scryfall does): a regex PostgreSQL will not compile (each is compiled on its own
 * first), and a kw: value no card has as a keyword (Scryfall: `Unknown keyword “untap”`).
 */
async function dropTermsTheStoreCannotAnswer(db: Database, ast: SearchAst): Promise<SearchAst> {
  const rejected = new Map<Node, string>()
  for (const term of regexTerms(ast.root)) {
    await checkRegexCost(ast.source, term) // catastrophic shapes are refused before they run (regex.ts)
    try {
      await db.pool.query("SELECT '' ~* $1::text", [postgresPattern(term.source)])
    } catch (e) {
      if ((e as { code?: string }).code !== INVALID_REGULAR_EXPRESSION) throw e
      rejected.set(term.node, `Invalid regular expression: ${(e as Error).message.replace(/^invalid regular expression: /, '')}.`)
    }
  }
  const keywordTerms = termsOf(ast.root).filter((t) => t.filter.field === 'keyword')
  if (keywordTerms.length) {
    const asked = [...new Set(keywordTerms.map((t) => (t.filter as { keyword: string }).keyword.toLowerCase()))]
    const rows = await runOn(db.pool, UNKNOWN_KEYWORDS, [asked])
    const unknown = new Set(rows.map((r) => r.k))
    for (const t of keywordTerms) {
      const keyword = (t.filter as { keyword: string }).keyword
      if (unknown.has(keyword.toLowerCase())) rejected.set(t, `Unknown keyword “${keyword}”.`)
    }
  }
  if (!rejected.size || !ast.root) return ast
  const root = withoutTerms(ast.root, new Set(rejected.keys()))
  // the expression echoes a "-" written right before the term, as the parser's warnings do
  const expression = (t: TermNode) => ast.source.slice(ast.source[t.span.start - 1] === '-' ? t.span.start - 1 : t.span.start, t.span.end)
  const warnings = [...ast.warnings, ...[...rejected].map(([node, reason]) => ignoredWarning(expression(node as TermNode), reason))]
  if (!root) throw new SearchError(400, 'all_terms_ignored', ALL_TERMS_IGNORED, warnings)
  return { ...ast, root, warnings }
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
  const setCode = (f: Filter) =>
    f.field === 'set' || f.field === 'setDate' ? [f.code] : f.field === 'in' && f.what === 'set' ? [f.value] : []
  const codes = [...new Set(filters.flatMap(setCode))]
  const tags = [...new Set(filters.flatMap((f) => (f.field === 'tag' || f.field === 'oracleTag' ? [f.tag.toLowerCase()] : [])))]
  const otags = new Set(filters.flatMap((f) => (f.field === 'oracleTag' ? [f.tag.toLowerCase()] : [])))
  const artTags = [...new Set(filters.flatMap((f) => (f.field === 'artTag' ? [f.tag.toLowerCase()] : [])))]
  const warnings: string[] = []
  if (codes.length) {
    const rows = await runOn(db.pool, KNOWN_SETS, [codes])
    const known = new Set(rows.map((r) => r.code))
    warnings.push(...codes.filter((c) => !known.has(c)).map((c) => `Unknown set "${c.toLowerCase()}": no card is printed in it`))
  }
  for (const tag of tags) {
    const { rowCount } = await db.pool.query(
      'SELECT 1 FROM card_tags WHERE slug = $1::text UNION ALL (SELECT 1 FROM card_tags WHERE lower(label) = $1::text LIMIT 1) LIMIT 1',
      [tag],
    )
    if (!rowCount && !(otags.has(tag) && (await db.pool.query(COMMUNITY_TAG_EXISTS, [tag, 'oracle'])).rowCount)) {
      warnings.push(`Unknown tag "${tag}": no card has it (tags are matched by slug or label)`)
    }
  }
  for (const tag of artTags) {
    if (!(await db.pool.query(COMMUNITY_TAG_EXISTS, [tag, 'art'])).rowCount)
      warnings.push(`Unknown art tag "${tag}": no illustration has it`)
  }
  return warnings
}

export interface SearchCardsOptions extends SearchOptions {
  /** Totals kept from earlier searches, and where to keep this one's (a server's: search/totals.ts); none counts every time. */
  totals?: SearchTotals
}

export async function searchCards(db: Database, q: string, options: SearchCardsOptions = {}): Promise<SearchResult> {
  const parsed = parseQuery(q)
  let compiled = compileSearch(parsed, options) // options are checked before anything reaches the database
  const ast = await dropTermsTheStoreCannotAnswer(db, parsed)
  if (ast !== parsed) compiled = compileSearch(ast, options)
  const warnings = [...compiled.warnings, ...(await unknownNameWarnings(db, ast))]
  const run = async (sql: string) => {
    try {
      // untyped: the search compiler builds this statement from the query at run time
      return (await db.pool.query<MatchRow>(sql, compiled.params)).rows
    } catch (e) {
      if ((e as { code?: string }).code === INVALID_REGULAR_EXPRESSION) {
        throw new SearchError(400, 'invalid_regex', `Invalid regular expression: ${(e as Error).message}`)
      }
      throw e
    }
  }
  // A total kept from an earlier search of the same terms saves counting them again, if the store
  // is still the one it was counted in (the page's rows carry the store's generation); else the
  // page is read again with its count, in one snapshot.
  const key = compiled.pageSql && options.totals ? SearchTotals.key(compiled.countSql, compiled.countParams) : undefined
  const kept = key ? options.totals!.get(key) : undefined
  let rows = await run(kept ? compiled.pageSql! : compiled.sql)
  if (kept && rows[0] && rows[0].generation !== kept.version) rows = await run(compiled.sql)
  // Every row carries the total; a page past the end has none, so count separately (rare).
  let total: number
  if (rows[0]) total = rows[0].total === null ? kept!.value : Number(rows[0].total)
  else if (compiled.offset === 0) total = 0
  // untyped: the count is built by the search compiler at run time, as the page is
  else total = (await db.pool.query<{ total: number }>(compiled.countSql, compiled.countParams)).rows[0]!.total
  if (key && rows[0] && rows[0].total !== null) options.totals!.set(key, rows[0].generation!, total)
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
    ...(rows[0]?.generation != null && { generation: String(rows[0].generation) }),
  }
}
