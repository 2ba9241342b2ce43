// A parsed query → parameterized SQL for one page of results and for the total count.
//
// Cards are Oracle identities (table cards). Printing-level filters (r:, s:, a:, usd>, …) are
// evaluated per printing: with unique:cards a card matches when one of its printings satisfies the
// whole query, and that printing becomes the card's representative; with unique:prints every
// matching printing is a row. Top-level conjuncts that read only the card are kept outside the
// per-printing test so Postgres can use the card indexes for them.
import { mentionsPrintings, ORDERS, type Direction, type Node, type Order, type Preference, type SearchAst, type Unique } from './ast.js'
import { compileNode, printedWith } from './compile-filter.js'
import { SearchError } from './errors.js'
import { SqlParams } from './sql-params.js'
import { DEFAULT_PRINTING_ORDER, PRINTING_TIEBREAK, RARITY_RANK, rarityIn, statNumber } from './sql-fragments.js'

export const DEFAULT_LIMIT = 175
export const MAX_LIMIT = 1000
export const MAX_OFFSET = 1_000_000

export interface SearchOptions {
  /** Page size, 1…1000 (default 175, Scryfall's). */
  limit?: number
  offset?: number
  /** Defaults for order:/dir:/unique:; the same keywords in the query win over these. */
  order?: Order
  dir?: Direction
  unique?: Unique
  /** Scryfall's include_extras: tokens, emblems, art cards, planes, … (also include:extras in the query). */
  includeExtras?: boolean
}

export interface CompiledSearch {
  /**
   * Rows: oracle_id, name, printing_id (the representative printing; null for a card without
   * printings) and total (all matches, on every row; a page past the end has no rows, so no total).
   */
  sql: string
  params: unknown[]
  /**
   * Where the total is a count of its own inside `sql` (a page by name, read from the index in its
   * order, stops after its rows; its count reads every match): `sql` with no count, every row's
   * total null. `sql` and `pageSql` rows then also carry "generation", the store's
   * (store_generation.value) in the statement's snapshot, which a total kept from an earlier
   * search of the same terms must match (search/totals.ts).
   */
  pageSql?: string
  /** One row, one column "total": for a page past the end. */
  countSql: string
  countParams: unknown[]
  warnings: string[]
  order: Order
  dir: 'asc' | 'desc'
  unique: Unique
  limit: number
  offset: number
}

/** The direction dir:auto picks for each order. */
export const AUTO_DIRECTION: Record<Order, 'asc' | 'desc'> = {
  name: 'asc',
  penny: 'asc',
  spoiled: 'desc',
  review: 'asc',
  cmc: 'asc',
  power: 'desc',
  toughness: 'desc',
  rarity: 'desc',
  color: 'asc',
  set: 'asc',
  released: 'desc',
  edhrec: 'asc',
  usd: 'asc',
  eur: 'asc',
  tix: 'asc',
  artist: 'asc',
}

const PRINTING_ORDERS = new Set<Order>(['rarity', 'set', 'released', 'spoiled', 'usd', 'eur', 'tix', 'artist'])

/** Order keys, over `c` and a printing alias (rp for the representative printing, p per printing). */
function orderKeys(order: Order, pr: string): string[] {
  switch (order) {
    // no Penny Dreadful ranks in this store: by name, with a warning (compileSearch)
    case 'name':
    case 'penny':
      return ['c.name_order COLLATE "C"']
    case 'cmc':
      return ['c.mana_value']
    case 'power':
      return [statNumber('c.power')]
    case 'toughness':
      return [statNumber('c.toughness')]
    case 'edhrec':
      return ['c.edhrec_rank']
    // mono colors in WUBRG order, then by number of colors, colorless last; review: as a set review
    // lists a set's cards, by color (approximated: Scryfall also groups artifacts and lands last)
    case 'color':
    case 'review':
      return [
        `(CASE WHEN cardinality(c.colors) = 0 THEN 9 ELSE cardinality(c.colors) END)`,
        `((CASE WHEN 'W' = ANY(c.colors) THEN 'a' ELSE 'z' END) || (CASE WHEN 'U' = ANY(c.colors) THEN 'a' ELSE 'z' END) || ` +
          `(CASE WHEN 'B' = ANY(c.colors) THEN 'a' ELSE 'z' END) || (CASE WHEN 'R' = ANY(c.colors) THEN 'a' ELSE 'z' END) || ` +
          `(CASE WHEN 'G' = ANY(c.colors) THEN 'a' ELSE 'z' END))`,
      ]
    case 'rarity':
      return [RARITY_RANK.replace('%s', `${pr}.rarity`)]
    case 'set':
      return [`${pr}.set_code`]
    // no preview dates in this store: a printing's release date stands for it, with a warning (compileSearch)
    case 'released':
    case 'spoiled':
      return [`${pr}.released_at`]
    case 'usd':
      return [`${pr}.price_usd`]
    case 'eur':
      return [`${pr}.price_eur`]
    case 'tix':
      return [`${pr}.price_tix`]
    case 'artist':
      return [`${pr}.artist`]
  }
}

/** Which printing stands for a card: by default the default printing (sql-fragments.ts); prefer: changes the first key. */
const PREFERRED: Record<Exclude<Preference, 'default' | 'newest'>, string> = {
  oldest: 'p.released_at ASC NULLS LAST',
  'usd-low': 'p.price_usd ASC NULLS LAST, p.released_at DESC NULLS LAST',
  'usd-high': 'p.price_usd DESC NULLS LAST, p.released_at DESC NULLS LAST',
  'eur-low': 'p.price_eur ASC NULLS LAST, p.released_at DESC NULLS LAST',
  'eur-high': 'p.price_eur DESC NULLS LAST, p.released_at DESC NULLS LAST',
  'tix-low': 'p.price_tix ASC NULLS LAST, p.released_at DESC NULLS LAST',
  'tix-high': 'p.price_tix DESC NULLS LAST, p.released_at DESC NULLS LAST',
  promo: 'p.promo DESC, p.released_at DESC NULLS LAST',
  // an unusual frame, border or art first: a frame effect, full art, borderless, a promo
  atypical: `(coalesce(cardinality(p.frame_effects), 0) > 0 OR p.full_art OR p.border_color IS NOT DISTINCT FROM 'borderless' OR p.promo) DESC, p.released_at DESC NULLS LAST`,
  // Universes Beyond printings carry the triangle security stamp
  ub: `(p.security_stamp IS NOT DISTINCT FROM 'triangle') DESC, p.released_at DESC NULLS LAST`,
  notub: `(p.security_stamp IS NOT DISTINCT FROM 'triangle') ASC, p.released_at DESC NULLS LAST`,
}
/** unique:art: one row per illustration (MTGJSON's illustration id; a printing without one, by its artist). */
const ARTWORK = `coalesce(p.illustration_id::text, p.artist)`

/** The store's generation (migration store_generation): bumped by every transaction that writes a store table. */
const GENERATION = '(SELECT g.value FROM store_generation g)'

const preferredPrinting = (pref: Preference) =>
  pref === 'default' || pref === 'newest' ? DEFAULT_PRINTING_ORDER : `${PREFERRED[pref]}, ${PRINTING_TIEBREAK}`

/** Ties are broken by name, byte order (the same on every database collation), then Oracle id. */
const tiebreak = (alias: string) => `${alias}.name_order COLLATE "C", ${alias}.name COLLATE "C", ${alias}.oracle_id`

/**
 * A page in a card order from the matches read once, into a materialized CTE that both the total
 * and the page read: the cards matching `where`, sorted by `keys` (over `c`, as orderKeys gives
 * them), `limit` and `offset` their placeholders, each joined to its representative printing `rp`
 * by `representative` (a LATERAL join over `m`).
 */
function pageOfMatched(where: string, keys: string[], sqlDir: string, limit: string, offset: string, representative: string): string {
  const cols = keys.map((k, i) => `${k} AS k${i}`).join(', ')
  const by = (alias: string) => keys.map((_, i) => `${alias}.k${i} ${sqlDir} NULLS LAST`).join(', ')
  return (
    `WITH matched AS MATERIALIZED (SELECT c.oracle_id, c.name, c.name_order, ${cols} FROM cards c WHERE ${where}) ` +
    `SELECT m.oracle_id, m.name, rp.id AS printing_id, (SELECT count(*) FROM matched) AS total FROM (` +
    `SELECT * FROM matched c ORDER BY ${by('c')}, ${tiebreak('c')} LIMIT ${limit} OFFSET ${offset}) m ` +
    `${representative} ORDER BY ${by('m')}, ${tiebreak('m')}`
  )
}

/**
 * The columns of cards that cards_search_name_order_idx holds (migrations search_type_line_lower, search_printing_summary,
 * name_order_rebalanced),
 * in its key or INCLUDE: a page by name whose terms compare only these is read from the index in
 * its order and stops after its rows.
 */
const NAME_ORDER_INDEX_COLUMNS = new Set([
  'name_order',
  'normalized_name',
  'name',
  'oracle_id',
  'is_extra',
  'mana_value',
  'type_line_lower',
  'types',
  'colors',
  'color_identity',
  'keywords',
  'power',
  'toughness',
  'printing_rarities',
  'printing_count',
  'set_count',
  'paper_printing_count',
  'paper_set_count',
])

/** Whether a card-order page can be read in name order from that index: ordered by name, comparing only columns it holds. */
function readableInNameOrder(order: Order, cardWhere: string): boolean {
  if (order !== 'name' && order !== 'penny') return false
  return [...cardWhere.matchAll(/\bc\.([a-z_]+)/g)].every((m) => NAME_ORDER_INDEX_COLUMNS.has(m[1]!))
}

/**
 * The rarities of a query whose only printing term is r: (r:mythic, kw:flying pow>=3 r:rare): then
 * "the card has a printing of one of these rarities" is exactly the card term
 * `c.printing_rarities && rarities` (the set of its printings' rarities, kept by triggers on
 * printings: migration search_printing_rarities), which the name-order index holds. With another
 * printing term beside it, one printing must satisfy both, which only the per-printing test tells.
 */
function summarizedRarities(printingTerms: Node[]): string[] | undefined {
  if (printingTerms.length !== 1) return undefined
  const [node] = printingTerms
  return node!.kind === 'term' && node!.filter.field === 'rarity' ? node!.filter.rarities : undefined
}

/**
 * What a card's printings must hold for the card to match a query whose only printing term is a
 * new: term (new:art, new:rarity t:creature), where that is simpler than the term: a printing with
 * a value and a release date. The earliest printing with each value is new in it (none is earlier),
 * so a card has a printing new in the attribute exactly when it has a printing with a value of it;
 * the page's representative printing is still one that satisfies the term itself. Reading every
 * printing once for that, not probing each for an earlier one, is what makes new:art (a match for
 * almost every card) a single pass.
 */
function summarizedNew(printingTerms: Node[]): string | undefined {
  if (printingTerms.length !== 1) return undefined
  const [node] = printingTerms
  return node!.kind === 'term' && node!.filter.field === 'new' ? printedWith(node!.filter.attribute) : undefined
}

function checkOption(ok: boolean, message: string) {
  if (!ok) throw new SearchError(400, 'invalid_option', message)
}

function conjuncts(node: Node | null): Node[] {
  if (!node) return []
  return node.kind === 'and' ? node.children : [node]
}

const EXTRA_WORDS = /token|emblem|plane|phenomenon|scheme|vanguard|dungeon|art.?series|memorabilia|^t[a-z0-9]{3,4}$/i

/** Whether any term of the query asks for extras by name (a type, a set type, a token set). */
function mentionsExtras(node: Node): boolean {
  if (node.kind === 'not') return false
  if (node.kind !== 'term') return node.children.some(mentionsExtras)
  const f = node.filter
  switch (f.field) {
    case 'is':
      return f.flag === 'token'
    case 'type':
      return f.match.kind === 'contains' ? EXTRA_WORDS.test(f.match.value) : EXTRA_WORDS.test(f.match.source)
    case 'settype':
      return EXTRA_WORDS.test(f.setType)
    case 'set':
      return EXTRA_WORDS.test(f.code)
    default:
      return false
  }
}

export function compileSearch(ast: SearchAst, options: SearchOptions = {}): CompiledSearch {
  const limit = options.limit ?? DEFAULT_LIMIT
  const offset = options.offset ?? 0
  checkOption(Number.isInteger(limit) && limit >= 1 && limit <= MAX_LIMIT, `limit must be a whole number from 1 to ${MAX_LIMIT}`)
  checkOption(Number.isInteger(offset) && offset >= 0 && offset <= MAX_OFFSET, `offset must be a whole number from 0 to ${MAX_OFFSET}`)
  if (options.order !== undefined)
    checkOption((ORDERS as readonly string[]).includes(options.order), `order must be one of ${ORDERS.join(', ')}`)
  if (options.dir !== undefined) checkOption(['asc', 'desc', 'auto'].includes(options.dir), 'dir must be asc, desc or auto')
  if (options.unique !== undefined) checkOption(['cards', 'prints', 'art'].includes(options.unique), 'unique must be cards, prints or art')

  const order: Order = ast.order?.value ?? options.order ?? 'name'
  const requestedDir = ast.dir?.value ?? options.dir ?? 'auto'
  const dir = requestedDir === 'auto' ? AUTO_DIRECTION[order] : requestedDir
  const unique: Unique = ast.unique?.value ?? options.unique ?? 'cards'
  const PREFERRED_PRINTING = preferredPrinting(ast.prefer?.value ?? 'default')
  const warnings = [...ast.warnings]
  if (order === 'penny') warnings.push('order:penny sorts by name here: the store keeps no Penny Dreadful ranks')
  if (order === 'spoiled') warnings.push('order:spoiled sorts by release date here: the store keeps no preview dates')

  const params = new SqlParams()
  const cardOnly: string[] = []
  const perPrinting: string[] = []
  const printingTerms = conjuncts(ast.root).filter(mentionsPrintings)
  // r: alone among printing terms, in a card order: a card term, and the representative printing
  // one of those rarities (the same placeholder in both)
  const rarities = unique === 'cards' && !PRINTING_ORDERS.has(order) ? summarizedRarities(printingTerms) : undefined
  let representativeRarity = ''
  for (const node of conjuncts(ast.root)) {
    if (rarities && mentionsPrintings(node)) {
      const placeholder = params.add(rarities, 'text[]')
      cardOnly.push(`(c.printing_rarities && ${placeholder})`)
      representativeRarity = rarityIn(placeholder)
    } else (mentionsPrintings(node) ? perPrinting : cardOnly).push(compileNode(node, params))
  }
  // extras (tokens, emblems, …: cards.is_extra) only when asked for, or when the query names them
  // (t:token, is:token, s:tdom, st:token), as on Scryfall
  if (!options.includeExtras && !ast.includeExtras && !(ast.root && mentionsExtras(ast.root))) cardOnly.push('NOT c.is_extra')
  const predicateParams = params.values.length
  const cardWhere = cardOnly.length ? cardOnly.join(' AND ') : 'TRUE'
  const printingWhere = perPrinting.join(' AND ')
  const sqlDir = dir === 'asc' ? 'ASC' : 'DESC'
  const by = (keys: string[]) => keys.map((k) => `${k} ${sqlDir} NULLS LAST`).join(', ')

  let sql: string
  let countSql: string
  let pageSql: string | undefined
  if (unique === 'cards') {
    const printingOrder = PRINTING_ORDERS.has(order)
    if (printingOrder) {
      // ordered by a printing's attribute: read cards and printings in one join, one representative
      // per card (the preferred printing among those matching); without printing filters, cards
      // that have no printing stay in (LEFT JOIN)
      const keys = orderKeys(order, 'p')
      const cols = keys.map((k, i) => `${k} AS k${i}`).join(', ')
      const outer = keys.map((_, i) => `m.k${i} ${sqlDir} NULLS LAST`).join(', ')
      const from = printingWhere
        ? `FROM printings p JOIN cards c ON c.oracle_id = p.oracle_id WHERE ${cardWhere} AND ${printingWhere}`
        : `FROM cards c LEFT JOIN printings p ON p.oracle_id = c.oracle_id WHERE ${cardWhere}`
      sql =
        `SELECT m.oracle_id, m.name, m.printing_id, count(*) OVER () AS total FROM (` +
        `SELECT DISTINCT ON (c.oracle_id) c.oracle_id, c.name, c.name_order, p.id AS printing_id, ${cols} ${from} ` +
        `ORDER BY c.oracle_id, ${PREFERRED_PRINTING}) m ` +
        `ORDER BY ${outer}, ${tiebreak('m')} LIMIT ${params.add(limit, 'int')} OFFSET ${params.add(offset, 'int')}`
      countSql = printingWhere
        ? `SELECT count(DISTINCT c.oracle_id)::int AS total ${from}`
        : `SELECT count(*)::int AS total FROM cards c WHERE ${cardWhere}`
    } else if (printingWhere) {
      // printing filters, card order: cards with a matching printing (a semi-join), paged, then the
      // representative printing for the page's cards only. The matches go into a materialized CTE,
      // planned for the whole result: Postgres then chooses between one pass over printings
      // (r:mythic alone) and a probe per card (kw:flying r:rare) on real costs, not on the page's LIMIT.
      const where = `${cardWhere} AND EXISTS (SELECT 1 FROM printings p WHERE p.oracle_id = c.oracle_id AND ${summarizedNew(printingTerms) ?? printingWhere})`
      sql = pageOfMatched(
        where,
        orderKeys(order, 'rp'),
        sqlDir,
        params.add(limit, 'int'),
        params.add(offset, 'int'),
        `JOIN LATERAL (SELECT p.id FROM cards c JOIN printings p ON p.oracle_id = c.oracle_id ` +
          `WHERE c.oracle_id = m.oracle_id AND ${printingWhere} ORDER BY ${PREFERRED_PRINTING} LIMIT 1) rp ON TRUE`,
      )
      countSql = `SELECT count(*)::int AS total FROM cards c WHERE ${where}`
    } else {
      // page first, then pick the representative printing for the page's cards only (with r: as a
      // card term, the preferred printing of those rarities: every matching card has one)
      const keys = orderKeys(order, 'rp')
      const ofRarity = representativeRarity ? ` AND ${representativeRarity}` : ''
      const representative = `LEFT JOIN LATERAL (SELECT p.id FROM printings p WHERE p.oracle_id = m.oracle_id${ofRarity} ORDER BY ${PREFERRED_PRINTING} LIMIT 1) rp ON TRUE`
      countSql = `SELECT count(*)::int AS total FROM cards c WHERE ${cardWhere}`
      if (readableInNameOrder(order, cardWhere)) {
        // The total is its own subquery, not a count(*) OVER () of the page's rows: a window over
        // the matches makes the page read and sort every match, where the page alone can stop
        // after `limit` rows of the index in its order (cards_search_name_order_idx), and the
        // count alone takes its cheapest path (an index-only scan, a bitmap of the filters'
        // indexes) with no sort. The counted rows are ordered by the index's key: PostgreSQL's
        // costs rate a count through the index (narrow tuples) no cheaper than a sequential scan of
        // the wide card rows, which takes 2–3× the CPU (t:creature mv>=3: 23 → 11 ms); in the
        // index's order it takes the index, or a bitmap of the terms' indexes and a sort of a few
        // matches when that is cheaper.
        // With the page, the store's generation: a total kept from an earlier search of the same
        // terms stands for the count while it is the same (pageSql, search/totals.ts).
        const total = `SELECT count(*)::int FROM (SELECT 1 FROM cards c WHERE ${cardWhere} ORDER BY ${tiebreak('c')}) counted`
        const cols = keys.map((k, i) => `${k} AS k${i}`).join(', ')
        const outer = keys.map((_, i) => `m.k${i} ${sqlDir} NULLS LAST`).join(', ')
        const page = `LIMIT ${params.add(limit, 'int')} OFFSET ${params.add(offset, 'int')}`
        const pageWith = (totalColumn: string) =>
          `SELECT m.oracle_id, m.name, rp.id AS printing_id, ${totalColumn} AS total, ${GENERATION} AS generation FROM (` +
          `SELECT c.oracle_id, c.name, c.name_order, ${cols} FROM cards c WHERE ${cardWhere} ` +
          `ORDER BY ${by(keys)}, ${tiebreak('c')} ${page}` +
          `) m ${representative} ORDER BY ${outer}, ${tiebreak('m')}`
        sql = pageWith(`(${total})`)
        pageSql = pageWith('NULL::int')
      } else {
        // The page must read every match and sort them (a term on a column the index does not
        // hold, as o: or m:, or another order than by name): the matches are read once, into a
        // materialized CTE that both the total and the page read, instead of once for each.
        sql = pageOfMatched(cardWhere, keys, sqlDir, params.add(limit, 'int'), params.add(offset, 'int'), representative)
      }
    }
  } else {
    const where = [cardWhere, printingWhere].filter(Boolean).join(' AND ')
    const from = `FROM cards c JOIN printings p ON p.oracle_id = c.oracle_id WHERE ${where}`
    const keys = orderKeys(order, 'p')
    if (unique === 'prints') {
      sql =
        `SELECT c.oracle_id, c.name, p.id AS printing_id, count(*) OVER () AS total ${from} ` +
        `ORDER BY ${by(keys)}, ${tiebreak('c')}, ${PREFERRED_PRINTING} LIMIT ${params.add(limit, 'int')} OFFSET ${params.add(offset, 'int')}`
      countSql = `SELECT count(*)::int AS total ${from}`
    } else {
      const cols = keys.map((k, i) => `${k} AS k${i}`).join(', ')
      const outer = keys.map((_, i) => `a.k${i} ${sqlDir} NULLS LAST`).join(', ')
      sql =
        `SELECT a.oracle_id, a.name, a.printing_id, count(*) OVER () AS total FROM (` +
        `SELECT DISTINCT ON (c.oracle_id, ${ARTWORK}) c.oracle_id, c.name, c.name_order, p.id AS printing_id, ${cols} ${from} ` +
        `ORDER BY c.oracle_id, ${ARTWORK}, ${PREFERRED_PRINTING}) a ` +
        `ORDER BY ${outer}, ${tiebreak('a')} LIMIT ${params.add(limit, 'int')} OFFSET ${params.add(offset, 'int')}`
      countSql = `SELECT count(*)::int AS total FROM (SELECT DISTINCT c.oracle_id, ${ARTWORK} ${from}) a`
    }
  }
  return {
    sql,
    params: params.values,
    pageSql,
    countSql,
    countParams: params.values.slice(0, predicateParams),
    warnings,
    order,
    dir,
    unique,
    limit,
    offset,
  }
}
