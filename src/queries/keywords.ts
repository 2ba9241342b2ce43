// Keywords (abilities, actions, ability words) with their defining rules, variants and example
// cards. Card rows list keywords by name ("Kicker", "Basic landcycling"); names match the keywords
// table case-insensitively.
import type { Db } from './cards.js'
import { run, sql } from './typed-sql.js'
import type { Keyword, KeywordKind, Page, PageRequest } from './types.js'

const KEYWORD_COLUMNS = `k.id, k.name, k.slug, k.kind, k.rule_number AS "ruleNumber", k.definition, k.parent_id AS "parentId"`

const BY_NAMES = sql('keywords.byNames', `SELECT ${KEYWORD_COLUMNS} FROM keywords k WHERE lower(k.name) = ANY($1::text[])`)
const BY_IDS = sql('keywords.byIds', `SELECT ${KEYWORD_COLUMNS} FROM keywords k WHERE k.id = ANY($1::int[])`)
const VARIANTS = sql(
  'keywords.variantsByParentIds',
  `SELECT ${KEYWORD_COLUMNS} FROM keywords k WHERE k.parent_id = ANY($1::int[]) ORDER BY k.parent_id, k.name`,
)
const BY_NAME_OR_SLUG = sql(
  'keywords.byNameOrSlug',
  `SELECT ${KEYWORD_COLUMNS} FROM keywords k WHERE lower(k.name) = lower($1) OR k.slug = $2
    ORDER BY (lower(k.name) = lower($1)) DESC LIMIT 1`,
)
const PAGE = sql(
  'keywords.page',
  `SELECT ${KEYWORD_COLUMNS}, count(*) OVER ()::int AS "total!" FROM keywords k
    WHERE ($1::text IS NULL OR k.kind::text = $1) ORDER BY lower(k.name), k.id LIMIT $2 OFFSET $3`,
)
const COUNT = sql('keywords.count', `SELECT count(*)::int AS "n!" FROM keywords k WHERE ($1::text IS NULL OR k.kind::text = $1)`)
const SPELLED = `(SELECT key, array_agg(spelling) AS spellings FROM unnest($1::text[], $2::text[]) AS s(key, spelling) GROUP BY key) k`
const EXAMPLE_CARDS = sql(
  'keywords.exampleCards',
  `SELECT key AS "key!", oracle_id, total AS "total!", n AS "n!" FROM (
     SELECT k.key, c.oracle_id,
            row_number() OVER (PARTITION BY k.key ORDER BY c.edhrec_rank NULLS LAST, c.name, c.oracle_id) AS n,
            count(*) OVER (PARTITION BY k.key)::int AS total
       FROM ${SPELLED}
       JOIN cards c ON c.keywords && k.spellings) x
    WHERE n > $3 AND n <= $3 + $4
    ORDER BY key, n`,
)
const EXAMPLE_COUNTS = sql(
  'keywords.exampleCounts',
  `SELECT k.key AS "key!", count(c.oracle_id)::int AS "total!"
     FROM ${SPELLED} LEFT JOIN cards c ON c.keywords && k.spellings GROUP BY k.key`,
)

export const KEYWORD_KINDS: readonly KeywordKind[] = ['ability', 'action', 'ability_word']

/** "Sticker kicker" → "sticker-kicker", as the importer writes slugs. */
export const keywordSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Keywords by name, case-insensitively; keyed by the lower-cased name asked for. */
export async function keywordsByNames(db: Db, names: readonly string[]): Promise<Map<string, Keyword>> {
  const keys = [...new Set(names.map((n) => n.toLowerCase()))]
  if (!keys.length) return new Map()
  const rows: Keyword[] = await run(db, BY_NAMES, [keys])
  return new Map(rows.map((k) => [k.name.toLowerCase(), k]))
}

export async function keywordsByIds(db: Db, ids: readonly number[]): Promise<Map<number, Keyword>> {
  if (!ids.length) return new Map()
  const rows: Keyword[] = await run(db, BY_IDS, [[...new Set(ids)]])
  return new Map(rows.map((k) => [k.id, k]))
}

/** Each keyword's variants (Kicker → Multikicker, Sticker kicker), by parent id. */
export async function keywordVariantsByParentIds(db: Db, ids: readonly number[]): Promise<Map<number, Keyword[]>> {
  const out = new Map<number, Keyword[]>(ids.map((id) => [id, []]))
  if (!ids.length) return out
  const rows: Keyword[] = await run(db, VARIANTS, [[...new Set(ids)]])
  for (const k of rows) out.get(k.parentId!)?.push(k)
  return out
}

/** One keyword by name (any case) or slug: `multikicker`, `Sticker kicker`, `sticker-kicker`. */
export async function keywordByNameOrSlug(db: Db, nameOrSlug: string): Promise<Keyword | null> {
  const rows: Keyword[] = await run(db, BY_NAME_OR_SLUG, [nameOrSlug.trim(), keywordSlug(nameOrSlug)])
  return rows[0] ?? null
}

/** Keywords, optionally of one kind, alphabetically. */
export async function listKeywords(db: Db, opts: { kind?: KeywordKind | undefined } & PageRequest): Promise<Page<Keyword>> {
  const rows = await run(db, PAGE, [opts.kind ?? null, opts.limit, opts.offset])
  let total = rows[0]?.total ?? 0
  if (!rows.length && opts.offset > 0) {
    const n = await run(db, COUNT, [opts.kind ?? null])
    total = n[0]!.n
  }
  return { items: rows.map(({ total: _, ...k }) => k), total }
}

/** How a keyword name may be spelled in a card's keyword list. */
function spellings(name: string): string[] {
  const lower = name.toLowerCase()
  const first = lower.charAt(0).toUpperCase() + lower.slice(1)
  const title = lower.replace(/\b[a-z]/g, (c) => c.toUpperCase())
  return [...new Set([name, lower, first, title])]
}

/**
 * Cards whose keyword list names each keyword (the most played first, by EDHREC rank), a page per
 * keyword: the Oracle ids of the page and the total. Keyed by the lower-cased name asked for.
 */
export async function exampleCardIdsByKeywordNames(
  db: Db,
  names: readonly string[],
  page: PageRequest,
): Promise<Map<string, Page<string>>> {
  const keys = [...new Set(names.map((n) => n.toLowerCase()))]
  const out = new Map<string, Page<string>>(keys.map((k) => [k, { items: [], total: 0 }]))
  if (!keys.length) return out
  const rows = await run(db, EXAMPLE_CARDS, [
    ...unzip(keys.flatMap((k) => spellings(k).map((s) => [k, s] as const))),
    page.offset,
    page.limit,
  ])
  for (const r of rows) {
    const entry = out.get(r.key)!
    entry.items.push(r.oracle_id)
    entry.total = r.total
  }
  if (page.offset > 0) {
    const empty = keys.filter((k) => out.get(k)!.items.length === 0)
    if (empty.length) {
      const counts = await run(db, EXAMPLE_COUNTS, unzip(empty.flatMap((k) => spellings(k).map((s) => [k, s] as const))))
      for (const c of counts) out.get(c.key)!.total = c.total
    }
  }
  return out
}

function unzip(pairs: (readonly [string, string])[]): [string[], string[]] {
  return [pairs.map((p) => p[0]), pairs.map((p) => p[1])]
}
