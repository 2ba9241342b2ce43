// Batch lookup of up to 75 card identifiers at once (Scryfall's /cards/collection): by printing
// id, Oracle id, multiverse id, name (optionally in a set), or set + collector number. One
// statement per kind of identifier, whatever the count; the ones not found are listed.
import { CARD_COLUMNS, PRINTING_COLUMNS, PRINTING_ORDER, isUuid, outerJoined, toCard, toPrinting, type Db } from './cards.js'
import { run, sql, type SqlRow, type Statement, type StatementName } from './typed-sql.js'
import type { CardPrinting, CardRowRef } from './types.js'
import { cardRefsByVendorIds, cardsByVendorIds, type VendorIdKind } from './vendor-ids.js'

export const COLLECTION_MAX_IDENTIFIERS = 75

export type CardIdentifier =
  | { id: string }
  | { oracle_id: string }
  | { multiverse_id: number }
  | { name: string; set?: string }
  | { set: string; collector_number: string }
  | { mtgo_id: number }
  | { arena_id: number }
  | { illustration_id: string }

/** Identifiers looked up by a vendor id (src/queries/vendor-ids.ts), by their field. */
const VENDOR_IDENTIFIERS = { mtgo_id: 'mtgo', arena_id: 'arena', illustration_id: 'illustration' } as const satisfies Record<
  string,
  VendorIdKind
>
type VendorField = keyof typeof VENDOR_IDENTIFIERS

/** How an API spells the identifier fields that have two words (REST: oracle_id; GraphQL: oracleId). */
export interface IdentifierSpelling {
  oracleId: string
  multiverseId: string
  collectorNumber: string
  /** mtgo_id, arena_id, illustration_id as this API spells them (default: as REST does). */
  vendor?: Record<VendorField, string>
}

/**
 * The identifier an API's object stands for, by the fields it sets (null and undefined count as
 * unset), or a message saying what is wrong with it, for the API to throw as its own 400.
 */
export function readIdentifier(x: Record<string, unknown>, i: number, spelling: IdentifierSpelling): CardIdentifier | string {
  const { oracleId, multiverseId, collectorNumber } = spelling
  const vendor = spelling.vendor ?? { mtgo_id: 'mtgo_id', arena_id: 'arena_id', illustration_id: 'illustration_id' }
  const keys = Object.keys(x)
    .filter((k) => x[k] != null)
    .sort()
    .join(',')
  switch (keys) {
    case 'id':
      return { id: x.id as string }
    case oracleId:
      return { oracle_id: x[oracleId] as string }
    case multiverseId:
      return { multiverse_id: x[multiverseId] as number }
    case 'name':
      return { name: x.name as string }
    case 'name,set':
      return { name: x.name as string, set: x.set as string }
    case [collectorNumber, 'set'].sort().join(','):
      return { set: x.set as string, collector_number: x[collectorNumber] as string }
    default: {
      const field = (Object.keys(vendor) as VendorField[]).find((f) => vendor[f] === keys)
      if (field) return { [field]: x[keys] } as CardIdentifier
      return (
        `identifiers[${i}] has ${keys ? `the fields ${keys}` : 'no fields'}; an identifier is one of {id}, {${oracleId}}, ` +
        `{${multiverseId}}, {${vendor.mtgo_id}}, {${vendor.arena_id}}, {${vendor.illustration_id}}, {name}, {name, set} or {set, ${collectorNumber}}.`
      )
    }
  }
}

export interface CollectionResult {
  /** Found cards, in the order of the identifiers that found them. */
  data: CardPrinting[]
  notFound: CardIdentifier[]
}

/** One statement per kind of identifier, selecting `columns` (a printing's through an outer join where the card may have none). */
const statementsOf = <W extends string>(what: W, columns: string) => ({
  id: sql(
    `collection.${what}.byId` as const,
    `SELECT k.i AS "i!", ${columns}
       FROM unnest($1::int[], $2::uuid[]) AS k(i, id)
       JOIN printings p ON p.id = k.id JOIN cards c ON c.oracle_id = p.oracle_id JOIN sets s ON s.code = p.set_code`,
  ),
  oracle: sql(
    `collection.${what}.byOracleId` as const,
    `SELECT k.i AS "i!", ${outerJoined(columns)}
       FROM unnest($1::int[], $2::uuid[]) AS k(i, oracle_id) JOIN cards c ON c.oracle_id = k.oracle_id
       LEFT JOIN LATERAL (SELECT * FROM printings p WHERE p.oracle_id = c.oracle_id ORDER BY ${PRINTING_ORDER} LIMIT 1) p ON true
       LEFT JOIN sets s ON s.code = p.set_code`,
  ),
  multiverse: sql(
    `collection.${what}.byMultiverseId` as const,
    `SELECT DISTINCT ON (k.i) k.i AS "i!", ${columns}
       FROM unnest($1::int[], $2::int[]) AS k(i, mid)
       JOIN printings p ON k.mid = ANY(p.multiverse_ids) JOIN cards c ON c.oracle_id = p.oracle_id JOIN sets s ON s.code = p.set_code
      ORDER BY k.i, ${PRINTING_ORDER}`,
  ),
  // a name matches a card's full name or one of its faces' names, in any case
  name: sql(
    `collection.${what}.byName` as const,
    `WITH k AS (SELECT * FROM unnest($1::int[], $2::text[], $3::text[]) AS k(i, name, set_code)),
     named AS (
       SELECT k.i, c.oracle_id, 0 AS via FROM k JOIN cards c ON lower(c.name) = k.name
       UNION ALL
       SELECT k.i, f.oracle_id, 1 FROM k JOIN card_faces f ON lower(f.name) = k.name)
     SELECT DISTINCT ON (n.i) n.i AS "i!", ${outerJoined(columns)}
       FROM named n JOIN k ON k.i = n.i JOIN cards c ON c.oracle_id = n.oracle_id
       LEFT JOIN LATERAL (SELECT * FROM printings p WHERE p.oracle_id = c.oracle_id AND (k.set_code IS NULL OR p.set_code = k.set_code)
                           ORDER BY ${PRINTING_ORDER} LIMIT 1) p ON true
       LEFT JOIN sets s ON s.code = p.set_code
      WHERE k.set_code IS NULL OR p.id IS NOT NULL
      ORDER BY n.i, n.via, c.name`,
  ),
  setNumber: sql(
    `collection.${what}.bySetNumber` as const,
    `SELECT k.i AS "i!", ${columns}
       FROM unnest($1::int[], $2::text[], $3::text[]) AS k(i, set_code, collector_number)
       JOIN printings p ON p.set_code = k.set_code AND p.collector_number = k.collector_number
       JOIN cards c ON c.oracle_id = p.oracle_id JOIN sets s ON s.code = p.set_code`,
  ),
})

const CARDS = statementsOf('cards', `${CARD_COLUMNS}, ${PRINTING_COLUMNS}`)
const REFS = statementsOf('refs', 'c.oracle_id AS c_oracle_id, p.id AS p_id')

type Statements = typeof CARDS | typeof REFS
/** The rows of a set of statements (any of its kinds). */
type RowOf<S extends Statements> = { [K in keyof S]: S[K] extends Statement<infer N extends StatementName> ? SqlRow<N> : never }[keyof S]

export async function lookupCollection(db: Db, identifiers: readonly CardIdentifier[]): Promise<CollectionResult> {
  return lookup(db, identifiers, CARDS, (r) => ({ card: toCard(r), printing: toPrinting(r) }), cardsByVendorIds)
}

/** As lookupCollection, the found cards as ids only (Oracle id and printing id), for serving stored card objects. */
export async function lookupCollectionRefs(db: Db, identifiers: readonly CardIdentifier[]): Promise<CollectionRefs> {
  return lookup(db, identifiers, REFS, (r) => ({ oracleId: r.c_oracle_id, printingId: r.p_id ?? null }), cardRefsByVendorIds)
}

export interface CollectionRefs {
  data: CardRowRef[]
  notFound: CardIdentifier[]
}

/** One statement per kind of identifier (of `statements`), reading each row with `read`. */
async function lookup<T, S extends Statements>(
  db: Db,
  identifiers: readonly CardIdentifier[],
  statements: S,
  read: (r: RowOf<S>) => T,
  vendorLookup: (db: Db, kind: VendorIdKind, ids: readonly (string | number)[]) => Promise<(T | null)[]>,
): Promise<{ data: T[]; notFound: CardIdentifier[] }> {
  const found: (T | null)[] = identifiers.map(() => null)
  const byKind = { id: [] as number[], oracle: [] as number[], multiverse: [] as number[], name: [] as number[], setNumber: [] as number[] }
  const byVendor = new Map<VendorField, number[]>()
  identifiers.forEach((ident, i) => {
    const vendorField = (Object.keys(VENDOR_IDENTIFIERS) as VendorField[]).find((f) => f in ident)
    if (vendorField) byVendor.set(vendorField, [...(byVendor.get(vendorField) ?? []), i])
    else if ('id' in ident) byKind.id.push(i)
    else if ('oracle_id' in ident) byKind.oracle.push(i)
    else if ('multiverse_id' in ident) byKind.multiverse.push(i)
    else if ('name' in ident) byKind.name.push(i)
    else byKind.setNumber.push(i)
  })
  // each statement's rows are RowOf<S>, which TypeScript does not follow through the generic S
  const take = (rows: readonly { i: number }[]) => {
    for (const r of rows) found[r.i] = read(r as RowOf<S>)
  }
  const at = <T>(idx: number[], f: (ident: CardIdentifier) => T) => idx.map((i) => f(identifiers[i]!))
  const uuidOrNull = (s: string) => (isUuid(s) ? s.toLowerCase() : null)

  const vendorLookups = [...byVendor].map(async ([field, idx]) => {
    const cards = await vendorLookup(
      db,
      VENDOR_IDENTIFIERS[field],
      at(idx, (x) => (x as Record<VendorField, string | number>)[field]),
    )
    cards.forEach((c, j) => {
      if (c) found[idx[j]!] = c
    })
  })
  await Promise.all([
    ...vendorLookups,
    byKind.id.length && run(db, statements.id, [byKind.id, at(byKind.id, (x) => uuidOrNull((x as { id: string }).id))]).then(take),
    byKind.oracle.length &&
      run(db, statements.oracle, [byKind.oracle, at(byKind.oracle, (x) => uuidOrNull((x as { oracle_id: string }).oracle_id))]).then(take),
    byKind.multiverse.length &&
      run(db, statements.multiverse, [
        byKind.multiverse,
        at(byKind.multiverse, (x) => (x as { multiverse_id: number }).multiverse_id),
      ]).then(take),
    byKind.name.length &&
      run(db, statements.name, [
        byKind.name,
        at(byKind.name, (x) => (x as { name: string }).name.trim().toLowerCase().replace(/\s+/g, ' ')),
        at(byKind.name, (x) => (x as { set?: string }).set?.toUpperCase() ?? null),
      ]).then(take),
    byKind.setNumber.length &&
      run(db, statements.setNumber, [
        byKind.setNumber,
        at(byKind.setNumber, (x) => (x as { set: string }).set.toUpperCase()),
        at(byKind.setNumber, (x) => (x as { collector_number: string }).collector_number),
      ]).then(take),
  ])
  return {
    data: found.filter((c): c is T => c !== null),
    notFound: identifiers.filter((_, i) => found[i] === null),
  }
}
