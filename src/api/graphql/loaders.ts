// DataLoaders behind every relation, created per request so nothing is cached across callers but
// what the store holds, under the version the request read (src/queries/store-reads.ts).
// Each batches one relation for every parent in a result into one query-layer call, so a page of
// cards with their printings, rulings, keywords and tags costs a fixed number of SQL statements.
import DataLoader from 'dataloader'
import * as q from '../../queries/index.js'
import type { CardPrinting, CardSet, Keyword, Page, Printing, Rule, Ruling, RulesEdition, Tag } from '../../queries/index.js'
import { type PagedPrinting, printingPagesByOracleIds, rulingPagesByOracleIds } from '../../queries/relation-pages.js'
import type { Database } from '../../store/database.js'
import { cardViews } from '../../queries/card-views.js'
import type { StoreReads } from '../../queries/store-reads.js'
import type { Kept } from '../../store/kept.js'

type PagedKey<K> = K & { offset: number; limit: number }

/** Batch paged keys by their (offset, limit): one call per distinct page shape. */
function pagedLoader<K, V>(keyOf: (k: K) => string, load: (keys: K[], page: q.PageRequest) => Promise<Map<string, V>>, empty: V) {
  return new DataLoader<PagedKey<K>, V, string>(
    async (keys) => {
      const groups = new Map<string, PagedKey<K>[]>()
      for (const k of keys) {
        const g = `${k.offset}:${k.limit}`
        groups.set(g, [...(groups.get(g) ?? []), k])
      }
      const results = new Map<string, V>()
      await Promise.all(
        [...groups.values()].map(async (group) => {
          const found = await load(group, { offset: group[0]!.offset, limit: group[0]!.limit })
          for (const k of group) results.set(`${keyOf(k)}|${k.offset}:${k.limit}`, found.get(keyOf(k)) ?? empty)
        }),
      )
      return keys.map((k) => results.get(`${keyOf(k)}|${k.offset}:${k.limit}`) ?? empty)
    },
    { cacheKeyFn: (k) => `${keyOf(k)}|${k.offset}:${k.limit}` },
  )
}

const lower = (s: string) => s.toLowerCase()

/** Keywords kept between requests, per database. */
export const KEPT_KEYWORDS = 2048
/**
 * Rows of each relation's pages kept between requests, per database (a page weighs its rows, and 1
 * when empty): 16,384 printings are ~33 MB, as many rulings ~9 MB (measured on the full corpus: 2.0 and 0.56 KB a row).
 */
export const KEPT_PAGE_ROWS = 16_384

/**
 * A page of each card's rows of one relation (relation-pages.ts), keyed by Oracle id and page: the
 * pages `kept` holds under the store's current generation, the others in one statement.
 */
function cardPagesLoader<T>(
  db: Database,
  reads: StoreReads,
  kept: Kept<Page<T>> | null,
  load: (db: Database, oracleIds: readonly string[], page: q.PageRequest) => Promise<Map<string, Page<T>>>,
) {
  return pagedLoader<{ oracleId: string }, Page<T>>(
    (k) => lower(k.oracleId),
    async (keys, page) => {
      const oracleIds = keys.map((k) => lower(k.oracleId))
      return reads.under(
        kept,
        oracleIds,
        (ids) => load(db, ids, page),
        (id) => `${id}|${page.offset}:${page.limit}`,
      )
    },
    { items: [], total: 0 },
  )
}

/**
 * The loaders of one request, reading through `reads`: what it keeps between requests (card views,
 * relation pages, keywords) is kept under the store version it read once (src/queries/store-reads.ts).
 */
export function createLoaders(db: Database, reads: StoreReads) {
  const ruleKey = (k: { documentId: number; number: string }) => q.ruleKey(k.documentId, k.number)
  let edition: Promise<RulesEdition | null> | undefined
  const keptPages = <T>(kind: string) => reads.kept<Page<T>>(kind, KEPT_PAGE_ROWS, (p) => Math.max(p.items.length, 1))
  const keptKeywords = reads.kept<Keyword | null>('keywords by name', KEPT_KEYWORDS)
  /** Card views (src/queries/card-views.ts) by Oracle id (its default printing) or printing id. */
  const views = (kind: 'oracleId' | 'printingId') =>
    new DataLoader<string, CardPrinting | null, string>(
      (ids) =>
        cardViews(
          reads,
          ids.map((id) => (kind === 'oracleId' ? { oracleId: id, printingId: null } : { oracleId: '', printingId: id })),
        ),
      { cacheKeyFn: lower },
    )

  return {
    /** A card with its default printing. */
    cardByOracleId: views('oracleId'),
    /** A card with this printing. */
    cardByPrintingId: views('printingId'),
    printingsByOracleId: new DataLoader<string, Printing[]>(async (ids) => {
      const found = await q.printingsByOracleIds(db, ids)
      return ids.map((id) => found.get(lower(id)) ?? [])
    }),
    /** A page of each card's printings (Card.printings, paging forward): one statement per page shape. */
    printingPages: cardPagesLoader(db, reads, keptPages<PagedPrinting>('printing pages'), printingPagesByOracleIds),
    /** A page of each card's rulings (Card.rulings, paging forward). */
    rulingPages: cardPagesLoader(db, reads, keptPages<Ruling>('ruling pages'), rulingPagesByOracleIds),
    rulingsByOracleId: new DataLoader<string, Ruling[]>(async (ids) => {
      const found = await q.rulingsByOracleIds(db, ids)
      return ids.map((id) => found.get(lower(id)) ?? [])
    }),
    tagsByOracleId: new DataLoader<string, Tag[]>(async (ids) => {
      const found = await q.tagsByOracleIds(db, ids)
      return ids.map((id) => found.get(lower(id)) ?? [])
    }),
    /** By name, case-insensitively; kept between requests under the store's generation (a name the store does not define too). */
    keywordByName: new DataLoader<string, Keyword | null, string>(
      async (names) => {
        const read = async (missing: readonly string[]) => {
          const found = await q.keywordsByNames(db, missing)
          return new Map(missing.map((n) => [n, found.get(n) ?? null]))
        }
        // the loader's keys are distinct already (its cache key is the lower-cased name)
        const found = await reads.under(keptKeywords, names.map(lower), read)
        return names.map((n) => found.get(lower(n)) ?? null)
      },
      { cacheKeyFn: lower },
    ),
    keywordById: new DataLoader<number, Keyword | null>(async (ids) => {
      const found = await q.keywordsByIds(db, ids)
      return ids.map((id) => found.get(id) ?? null)
    }),
    keywordVariants: new DataLoader<number, Keyword[]>(async (ids) => {
      const found = await q.keywordVariantsByParentIds(db, ids)
      return ids.map((id) => found.get(id) ?? [])
    }),
    keywordExampleIds: pagedLoader<{ name: string }, Page<string>>(
      (k) => lower(k.name),
      (keys, page) =>
        q.exampleCardIdsByKeywordNames(
          db,
          keys.map((k) => k.name),
          page,
        ),
      { items: [], total: 0 },
    ),
    setByCode: new DataLoader<string, CardSet | null, string>(
      async (codes) => {
        const found = await q.setsByCodes(db, codes)
        return codes.map((c) => found.get(c.toUpperCase()) ?? null)
      },
      { cacheKeyFn: (c) => c.toUpperCase() },
    ),
    setPrintings: pagedLoader<{ code: string }, Page<Printing>>(
      (k) => k.code.toUpperCase(),
      (keys, page) =>
        q.printingsBySetCodes(
          db,
          keys.map((k) => k.code),
          page,
        ),
      { items: [], total: 0 },
    ),
    rule: new DataLoader<{ documentId: number; number: string }, Rule | null, string>(
      async (keys) => {
        const found = await q.rulesByKeys(db, keys)
        return keys.map((k) => found.get(ruleKey(k)) ?? null)
      },
      { cacheKeyFn: ruleKey },
    ),
    ruleChildren: new DataLoader<{ documentId: number; number: string }, Rule[], string>(
      async (keys) => {
        const found = await q.childRulesByKeys(db, keys)
        return keys.map((k) => found.get(ruleKey(k)) ?? [])
      },
      { cacheKeyFn: ruleKey },
    ),
    rulePrevious: new DataLoader<{ documentId: number; position: number }, Rule | null, string>(
      async (keys) => {
        const found = await q.adjacentRules(db, keys, 'previous')
        return keys.map((k) => found.get(`${k.documentId}:${k.position}`) ?? null)
      },
      { cacheKeyFn: (k) => `${k.documentId}:${k.position}` },
    ),
    ruleNext: new DataLoader<{ documentId: number; position: number }, Rule | null, string>(
      async (keys) => {
        const found = await q.adjacentRules(db, keys, 'next')
        return keys.map((k) => found.get(`${k.documentId}:${k.position}`) ?? null)
      },
      { cacheKeyFn: (k) => `${k.documentId}:${k.position}` },
    ),
    /** The current CR edition, looked up once per request. */
    currentEdition: () => (edition ??= q.rulesEdition(db)),
  }
}

export type Loaders = ReturnType<typeof createLoaders>
