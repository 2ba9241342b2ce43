// Cards by the ids other services give a printing: Gatherer's multiverse ids, MTGO's and Arena's
// catalog ids, TCGplayer's and Cardmarket's product ids, and Scryfall's illustration ids (one
// artwork, several printings: the newest is the one found). One indexed statement each.
import { CARD_COLUMNS, PRINTING_COLUMNS, PRINTING_ORDER, toCard, toPrinting, type Db } from './cards.js'
import { run, sql } from './typed-sql.js'
import type { CardPrinting, CardRowRef } from './types.js'

export const VENDOR_ID_KINDS = ['multiverse', 'mtgo', 'arena', 'tcgplayer', 'cardmarket', 'illustration'] as const
export type VendorIdKind = (typeof VENDOR_ID_KINDS)[number]

/** The printing column(s) each kind of id is matched against ($1: the ids). */
const MATCH: Record<VendorIdKind, string> = {
  multiverse: 'p.multiverse_ids && ARRAY[k.id]::int[]',
  mtgo: '(p.mtgo_id = k.id::int OR p.mtgo_foil_id = k.id::int)',
  arena: 'p.arena_id = k.id::int',
  tcgplayer: '(p.tcgplayer_id = k.id::int OR p.tcgplayer_etched_id = k.id::int)',
  cardmarket: 'p.cardmarket_id = k.id::int',
  illustration: 'p.illustration_id = k.id::uuid',
}
const ID_TYPE: Record<VendorIdKind, string> = {
  multiverse: 'int',
  mtgo: 'int',
  arena: 'int',
  tcgplayer: 'int',
  cardmarket: 'int',
  illustration: 'uuid',
}

const INT = /^\d{1,9}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether a value can be an id of this kind (a whole number, or a UUID for illustrations). */
export function isVendorId(kind: VendorIdKind, id: string | number): boolean {
  return kind === 'illustration' ? typeof id === 'string' && UUID.test(id) : INT.test(String(id))
}

/** The statement finding each id's printing (the newest, when several share it) and selecting `columns`. */
const byKind = <C extends string>(kind: VendorIdKind, what: C, columns: string) =>
  sql(
    `vendorIds.${what}.${kind}` as const,
    `SELECT DISTINCT ON (k.i) k.i AS "i!", ${columns}
       FROM unnest($1::${ID_TYPE[kind]}[]) WITH ORDINALITY AS k(id, i)
       JOIN printings p ON ${MATCH[kind]} JOIN cards c ON c.oracle_id = p.oracle_id JOIN sets s ON s.code = p.set_code
      ORDER BY k.i, ${PRINTING_ORDER}`,
  )

const STATEMENTS = {
  multiverse: {
    cards: byKind('multiverse', 'cards', `${CARD_COLUMNS}, ${PRINTING_COLUMNS}`),
    refs: byKind('multiverse', 'refs', 'p.oracle_id, p.id'),
  },
  mtgo: { cards: byKind('mtgo', 'cards', `${CARD_COLUMNS}, ${PRINTING_COLUMNS}`), refs: byKind('mtgo', 'refs', 'p.oracle_id, p.id') },
  arena: { cards: byKind('arena', 'cards', `${CARD_COLUMNS}, ${PRINTING_COLUMNS}`), refs: byKind('arena', 'refs', 'p.oracle_id, p.id') },
  tcgplayer: {
    cards: byKind('tcgplayer', 'cards', `${CARD_COLUMNS}, ${PRINTING_COLUMNS}`),
    refs: byKind('tcgplayer', 'refs', 'p.oracle_id, p.id'),
  },
  cardmarket: {
    cards: byKind('cardmarket', 'cards', `${CARD_COLUMNS}, ${PRINTING_COLUMNS}`),
    refs: byKind('cardmarket', 'refs', 'p.oracle_id, p.id'),
  },
  illustration: {
    cards: byKind('illustration', 'cards', `${CARD_COLUMNS}, ${PRINTING_COLUMNS}`),
    refs: byKind('illustration', 'refs', 'p.oracle_id, p.id'),
  },
}

/** The ids as a statement of their kind takes them: UUIDs (illustrations) or numbers; null for one that cannot be of the kind. */
function validIds(kind: VendorIdKind, ids: readonly (string | number)[]) {
  const valid = ids.map((id) => (isVendorId(kind, id) ? String(id).toLowerCase() : null))
  return {
    any: valid.some((v) => v !== null),
    uuids: valid,
    numbers: valid.map((v) => (v === null ? null : Number(v))),
  }
}

/** Each id's card with its printing (the newest, when several share it), in the order asked; null where none. */
export async function cardsByVendorIds(db: Db, kind: VendorIdKind, ids: readonly (string | number)[]): Promise<(CardPrinting | null)[]> {
  const valid = validIds(kind, ids)
  const out: (CardPrinting | null)[] = ids.map(() => null)
  if (!valid.any) return out
  const rows =
    kind === 'illustration'
      ? await run(db, STATEMENTS.illustration.cards, [valid.uuids])
      : await run(db, STATEMENTS[kind].cards, [valid.numbers])
  for (const r of rows) out[Number(r.i) - 1] = { card: toCard(r), printing: toPrinting(r) }
  return out
}

/** As cardsByVendorIds, as ids only (Oracle id and printing id): for serving stored card objects. */
export async function cardRefsByVendorIds(db: Db, kind: VendorIdKind, ids: readonly (string | number)[]): Promise<(CardRowRef | null)[]> {
  const valid = validIds(kind, ids)
  const out: (CardRowRef | null)[] = ids.map(() => null)
  if (!valid.any) return out
  const rows =
    kind === 'illustration'
      ? await run(db, STATEMENTS.illustration.refs, [valid.uuids])
      : await run(db, STATEMENTS[kind].refs, [valid.numbers])
  for (const r of rows) out[Number(r.i) - 1] = { oracleId: r.oracle_id, printingId: r.id }
  return out
}

export async function cardByVendorId(db: Db, kind: VendorIdKind, id: string | number): Promise<CardPrinting | null> {
  return (await cardsByVendorIds(db, kind, [id]))[0] ?? null
}

export async function cardRefByVendorId(db: Db, kind: VendorIdKind, id: string | number): Promise<CardRowRef | null> {
  return (await cardRefsByVendorIds(db, kind, [id]))[0] ?? null
}
