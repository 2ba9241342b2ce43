// DataLoaders behind every relation, created per request so nothing is cached across callers.
// Each batches one relation for every parent in a result into one query-layer call, so a page of
// cards with their printings, rulings, keywords and tags costs a fixed number of SQL statements.
import DataLoader from 'dataloader'
import * as q from '../../queries/index.js'
import type { CardPrinting, CardSet, Keyword, Page, Printing, Rule, Ruling, RulesEdition, Tag } from '../../queries/index.js'
import { printingPagesByOracleIds, rulingPagesByOracleIds } from '../../queries/relation-pages.js'
import type { Database } from '../../store/database.js'
import { storedCardLoader } from './stored-nodes.js'

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

/** A page of each card's rows of one relation (relation-pages.ts), keyed by Oracle id and page. */
function cardPagesLoader<T>(
  db: Database,
  load: (db: Database, oracleIds: readonly string[], page: q.PageRequest) => Promise<Map<string, Page<T>>>,
) {
  return pagedLoader<{ oracleId: string }, Page<T>>(
    (k) => lower(k.oracleId),
    (keys, page) =>
      load(
        db,
        keys.map((k) => k.oracleId),
        page,
      ),
    { items: [], total: 0 },
  )
}

export function createLoaders(db: Database) {
  const ruleKey = (k: { documentId: number; number: string }) => q.ruleKey(k.documentId, k.number)
  let edition: Promise<RulesEdition | null> | undefined

  return {
    cardByOracleId: new DataLoader<string, CardPrinting | null>(async (ids) => {
      const found = new Map((await q.cardsByOracleIds(db, ids)).map((c) => [c.card.oracleId, c]))
      return ids.map((id) => found.get(lower(id)) ?? null)
    }),
    /** Card nodes read from the stored card objects (stored-nodes.ts), by printing id. */
    storedCardByPrintingId: storedCardLoader(db),
    cardByPrintingId: new DataLoader<string, CardPrinting | null>(async (ids) => {
      const found = new Map((await q.cardsByPrintingIds(db, ids)).map((c) => [c.printing!.id, c]))
      return ids.map((id) => found.get(lower(id)) ?? null)
    }),
    printingsByOracleId: new DataLoader<string, Printing[]>(async (ids) => {
      const found = await q.printingsByOracleIds(db, ids)
      return ids.map((id) => found.get(lower(id)) ?? [])
    }),
    /** A page of each card's printings (Card.printings, paging forward): one statement per page shape. */
    printingPages: cardPagesLoader(db, printingPagesByOracleIds),
    /** A page of each card's rulings (Card.rulings, paging forward). */
    rulingPages: cardPagesLoader(db, rulingPagesByOracleIds),
    rulingsByOracleId: new DataLoader<string, Ruling[]>(async (ids) => {
      const found = await q.rulingsByOracleIds(db, ids)
      return ids.map((id) => found.get(lower(id)) ?? [])
    }),
    tagsByOracleId: new DataLoader<string, Tag[]>(async (ids) => {
      const found = await q.tagsByOracleIds(db, ids)
      return ids.map((id) => found.get(lower(id)) ?? [])
    }),
    /** By name, case-insensitively. */
    keywordByName: new DataLoader<string, Keyword | null, string>(
      async (names) => {
        const found = await q.keywordsByNames(db, names)
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
