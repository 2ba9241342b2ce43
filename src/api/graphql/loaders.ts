// DataLoaders behind every relation, created per request so nothing is cached across callers but
// what the store holds, under the version it was read at (src/store/kept.ts).
// Each batches one relation for every parent in a result into one query-layer call, so a page of
// cards with their printings, rulings, keywords and tags costs a fixed number of SQL statements.
import DataLoader from 'dataloader'
import * as q from '../../queries/index.js'
import type { CardPrinting, CardSet, Keyword, Page, Printing, Rule, Ruling, RulesEdition, Tag } from '../../queries/index.js'
import { type PagedPrinting, printingPagesByOracleIds, rulingPagesByOracleIds } from '../../queries/relation-pages.js'
import type { Database } from '../../store/database.js'
import { type Kept, keptFor, keptUnder } from '../../store/kept.js'
import { KEPT_STORED_NODES, type StoredCard, storedCardLoader } from './stored-nodes.js'

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
 * The store's generation (migration store_generation) for one request, read once: by the search
 * that began the request where it read it (noted with `seen`), else by a statement of its own.
 * What this request keeps is kept under it, and read before it is kept: never older than the
 * generation it is kept under (an import committed in between makes it newer, and the next request
 * reads the new generation).
 */
function requestGeneration(db: Database) {
  let generation: Promise<string> | undefined
  return {
    get: () => (generation ??= q.storeVersion(db).then((v) => v.key)),
    seen: (value: string) => {
      generation ??= Promise.resolve(value)
    },
  }
}

/**
 * A page of each card's rows of one relation (relation-pages.ts), keyed by Oracle id and page: the
 * pages `kept` holds under the store's current generation, the others in one statement.
 */
function cardPagesLoader<T>(
  db: Database,
  kept: Kept<Page<T>> | null,
  generation: () => Promise<string>,
  load: (db: Database, oracleIds: readonly string[], page: q.PageRequest) => Promise<Map<string, Page<T>>>,
) {
  return pagedLoader<{ oracleId: string }, Page<T>>(
    (k) => lower(k.oracleId),
    async (keys, page) => {
      const oracleIds = keys.map((k) => lower(k.oracleId))
      const read = (ids: readonly string[]) => load(db, ids, page)
      if (!kept) return read(oracleIds)
      return keptUnder(kept, await generation(), oracleIds, read, (id) => `${id}|${page.offset}:${page.limit}`)
    },
    { items: [], total: 0 },
  )
}

/** `keep`: use the values this database's requests keep between them (src/store/kept.ts); false reads every one from the store. */
export function createLoaders(db: Database, keep = true) {
  const ruleKey = (k: { documentId: number; number: string }) => q.ruleKey(k.documentId, k.number)
  let edition: Promise<RulesEdition | null> | undefined
  const generation = requestGeneration(db)
  /** This database's kept values of one kind, or none when this request keeps nothing. */
  const keptOf = <V>(kind: string, max: number, weigh?: (value: V) => number) => (keep ? keptFor<V>(db.pool, kind, max, weigh) : null)
  const keptPages = <T>(kind: string) => keptOf<Page<T>>(kind, KEPT_PAGE_ROWS, (p) => Math.max(p.items.length, 1))
  const keptKeywords = keptOf<Keyword | null>('keywords by name', KEPT_KEYWORDS)

  return {
    cardByOracleId: new DataLoader<string, CardPrinting | null>(async (ids) => {
      const found = new Map((await q.cardsByOracleIds(db, ids)).map((c) => [c.card.oracleId, c]))
      return ids.map((id) => found.get(lower(id)) ?? null)
    }),
    /** Card nodes read from the stored card objects (stored-nodes.ts), by printing id. */
    storedCardByPrintingId: storedCardLoader(db, keptOf<StoredCard>('stored card nodes', KEPT_STORED_NODES)),
    cardByPrintingId: new DataLoader<string, CardPrinting | null>(async (ids) => {
      const found = new Map((await q.cardsByPrintingIds(db, ids)).map((c) => [c.printing!.id, c]))
      return ids.map((id) => found.get(lower(id)) ?? null)
    }),
    printingsByOracleId: new DataLoader<string, Printing[]>(async (ids) => {
      const found = await q.printingsByOracleIds(db, ids)
      return ids.map((id) => found.get(lower(id)) ?? [])
    }),
    /** A page of each card's printings (Card.printings, paging forward): one statement per page shape. */
    printingPages: cardPagesLoader(db, keptPages<PagedPrinting>('printing pages'), generation.get, printingPagesByOracleIds),
    /** A page of each card's rulings (Card.rulings, paging forward). */
    rulingPages: cardPagesLoader(db, keptPages<Ruling>('ruling pages'), generation.get, rulingPagesByOracleIds),
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
        const lowered = names.map(lower)
        const found = keptKeywords ? await keptUnder(keptKeywords, await generation.get(), lowered, read) : await read(lowered)
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
    /** Tell the loaders the store's generation a statement of this request read (the search's): no statement of their own then. */
    storeGenerationSeen: generation.seen,
    /** The current CR edition, looked up once per request. */
    currentEdition: () => (edition ??= q.rulesEdition(db)),
  }
}

export type Loaders = ReturnType<typeof createLoaders>
