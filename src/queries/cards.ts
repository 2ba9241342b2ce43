// Cards and printings: by printing id, by Oracle id, by set + collector number, and a card's
// printings. Every lookup is one parameterised SQL statement; batch functions take many keys so
// the GraphQL DataLoaders and the REST handlers share them.
import type { Database } from '../store/database.js'
import { DEFAULT_PRINTING_ORDER } from '../search/sql-fragments.js'
import { run, sql, type SqlRow } from './typed-sql.js'
import type { Card, CardFace, CardPrinting, CardRowRef, Legality, Printing } from './types.js'

export type Db = Pick<Database, 'pool' | 'kind'>

export const CARD_COLUMNS = `
  c.oracle_id AS c_oracle_id, c.name AS c_name, c.layout AS c_layout, c.mana_cost AS c_mana_cost,
  c.mana_value AS c_mana_value, c.colors AS c_colors, c.color_identity AS c_color_identity,
  c.color_indicator AS c_color_indicator, c.type_line AS c_type_line, c.supertypes AS c_supertypes,
  c.types AS c_types, c.subtypes AS c_subtypes, c.oracle_text AS c_oracle_text, c.power AS c_power,
  c.toughness AS c_toughness, c.loyalty AS c_loyalty, c.defense AS c_defense, c.keywords AS c_keywords,
  c.legalities AS c_legalities, c.is_funny AS c_is_funny, c.is_reserved AS c_is_reserved, c.game_changer AS c_game_changer, c.hand_modifier AS c_hand_modifier, c.life_modifier AS c_life_modifier,
  c.edhrec_rank AS c_edhrec_rank, c.is_extra AS c_is_extra,
  -- multi-faced cards, and only they, join their faces' names with " // " (see the schema): the
  -- correlated subquery is skipped for the other 98% of cards
  CASE WHEN c.name LIKE '%//%' THEN (SELECT json_agg(json_build_object(
      'position', f.position, 'name', f.name, 'manaCost', f.mana_cost, 'manaValue', f.mana_value,
      'colors', f.colors, 'colorIndicator', f.color_indicator, 'typeLine', f.type_line,
      'oracleText', f.oracle_text, 'power', f.power, 'toughness', f.toughness, 'loyalty', f.loyalty,
      'defense', f.defense) ORDER BY f.position)
   FROM card_faces f WHERE f.oracle_id = c.oracle_id) END AS c_faces`

/** Printing columns read as they are: [column, field of Printing]. */
const PRINTING_EXTRAS = [
  ['frame_effects', 'frameEffects'],
  ['security_stamp', 'securityStamp'],
  ['watermark', 'watermark'],
  ['promo', 'promo'],
  ['promo_types', 'promoTypes'],
  ['digital', 'digital'],
  ['full_art', 'fullArt'],
  ['textless', 'textless'],
  ['story_spotlight', 'storySpotlight'],
  ['booster', 'booster'],
  ['oversized', 'oversized'],
  ['variation', 'variation'],
  ['reprint', 'reprint'],
  ['highres_image', 'highresImage'],
  ['games', 'games'],
  ['is_extra', 'isExtra'],
  ['printed_name', 'printedName'],
  ['printed_type_line', 'printedTypeLine'],
  ['printed_text', 'printedText'],
  ['flavor_name', 'flavorName'],
  ['arena_id', 'arenaId'],
  ['mtgo_id', 'mtgoId'],
  ['mtgo_foil_id', 'mtgoFoilId'],
  ['tcgplayer_id', 'tcgplayerId'],
  ['tcgplayer_etched_id', 'tcgplayerEtchedId'],
  ['cardmarket_id', 'cardmarketId'],
  ['card_back_id', 'cardBackId'],
  ['illustration_id', 'illustrationId'],
  ['related_token_uuids', 'relatedTokenUuids'],
  ['related_names', 'relatedNames'],
] as const satisfies readonly (readonly [string, keyof Printing])[]
/** Array columns a row stored before they existed holds as NULL: read as empty lists. */
const LIST_FIELDS = new Set(['frameEffects', 'promoTypes', 'games', 'relatedTokenUuids', 'relatedNames'])

/** A printing's own columns (and its set's), without the links to the tokens its text creates. */
export const PRINTING_OWN_COLUMNS = `
  p.id AS p_id, p.oracle_id AS p_oracle_id, p.set_code AS p_set_code, s.name AS p_set_name,
  s.type AS p_set_type, p.collector_number AS p_collector_number, p.rarity AS p_rarity,
  p.language AS p_language, p.released_at::text AS p_released_at, p.artist AS p_artist,
  p.flavor_text AS p_flavor_text, p.border_color AS p_border_color, p.frame AS p_frame,
  p.finishes AS p_finishes, p.multiverse_ids AS p_multiverse_ids, p.price_usd::text AS p_price_usd,
  p.price_usd_foil::text AS p_price_usd_foil, p.price_eur::text AS p_price_eur, p.price_tix::text AS p_price_tix,
  p.price_usd_etched::text AS p_price_usd_etched, p.price_eur_foil::text AS p_price_eur_foil,
  s.scryfall_id AS p_set_id, ${PRINTING_EXTRAS.map(([col]) => `p.${col} AS p_${col}`).join(', ')}`

/** A printing's columns, with the links to the tokens its text creates (REST's all_parts). */
export const PRINTING_COLUMNS = `${PRINTING_OWN_COLUMNS},
  (SELECT l.token_ids FROM printing_text_links l WHERE l.printing_id = p.id) AS p_text_token_ids,
  (SELECT l.creator_names FROM printing_text_links l WHERE l.printing_id = p.id) AS p_text_creator_names`

/** The order that picks a card's default printing (defined once, in search/sql-fragments.ts), and lists its printings. */
export const PRINTING_ORDER = DEFAULT_PRINTING_ORDER

/** A row's columns whose names start with `prefix`. */
type Prefixed<R, P extends string> = { [K in keyof R as K extends `${P}${string}` ? K : never]: R[K] }

/** CARD_COLUMNS as PostgreSQL describes them (sql-types.generated.ts): every statement selecting them reads the same. */
export type CardColumns = Prefixed<SqlRow<'cards.byPrintingIds'>, 'c_'>
/** PRINTING_COLUMNS as PostgreSQL describes them. */
export type PrintingColumns = Prefixed<SqlRow<'cards.byPrintingIds'>, 'p_'>
/** The links to the tokens a printing's text creates, which PRINTING_OWN_COLUMNS leaves out. */
type PrintingLinkColumns = Pick<PrintingColumns, 'p_text_token_ids' | 'p_text_creator_names'>
/** PRINTING_OWN_COLUMNS as PostgreSQL describes them. */
type PrintingOwnColumns = Omit<PrintingColumns, keyof PrintingLinkColumns>
/** Columns read through an outer join (outerJoined): each may be null. */
type Outer<T> = { [K in keyof T]: T[K] | null }
/** A row holding a printing's columns (PRINTING_COLUMNS or PRINTING_OWN_COLUMNS), maybe through an outer join. */
export type PrintingRow = (PrintingOwnColumns | Outer<PrintingOwnColumns>) & Partial<Outer<PrintingLinkColumns>>

/**
 * A printing fragment's columns (p_…) read through an outer join, marked nullable for the SQL types ("p_id?"):
 * PostgreSQL describes a NOT NULL column as NOT NULL even where an outer join may give a NULL.
 */
export const outerJoined = (columns: string) => columns.replace(/ AS (p_[a-z0-9_]+)\b/g, ' AS "$1?"')

export function toCard(r: CardColumns): Card {
  return {
    oracleId: r.c_oracle_id,
    name: r.c_name,
    layout: r.c_layout,
    manaCost: r.c_mana_cost,
    manaValue: r.c_mana_value,
    colors: r.c_colors ?? [],
    colorIdentity: r.c_color_identity ?? [],
    colorIndicator: r.c_color_indicator ?? [],
    typeLine: r.c_type_line,
    supertypes: r.c_supertypes ?? [],
    types: r.c_types ?? [],
    subtypes: r.c_subtypes ?? [],
    oracleText: r.c_oracle_text,
    power: r.c_power,
    toughness: r.c_toughness,
    loyalty: r.c_loyalty,
    defense: r.c_defense,
    keywords: r.c_keywords ?? [],
    // JSON columns: their shape is the importer's (src/import/store/merge-cards.ts), not PostgreSQL's to describe
    legalities: r.c_legalities as Record<string, Legality>,
    isFunny: r.c_is_funny,
    isReserved: r.c_is_reserved,
    isGameChanger: r.c_game_changer,
    handModifier: r.c_hand_modifier,
    lifeModifier: r.c_life_modifier,
    edhrecRank: r.c_edhrec_rank,
    isExtra: r.c_is_extra ?? false,
    faces: (r.c_faces as CardFace[] | null) ?? [],
  }
}

/** [row key, field, read NULL as []] of each extra column, worked out once rather than per row. */
const PRINTING_EXTRA_KEYS = PRINTING_EXTRAS.map(([col, field]) => [`p_${col}`, field, LIST_FIELDS.has(field)] as const)

export function toPrinting(row: PrintingRow): Printing | null {
  if (row.p_id == null) return null
  // a printing's id is there: the outer join found its row, and every NOT NULL column is there too
  const r = row as PrintingOwnColumns & Partial<PrintingLinkColumns>
  const extras: Record<string, unknown> = {}
  for (const [key, field, list] of PRINTING_EXTRA_KEYS) extras[field] = r[key as keyof PrintingOwnColumns] ?? (list ? [] : null)
  return {
    ...(extras as Pick<Printing, (typeof PRINTING_EXTRAS)[number][1]>),
    textTokenIds: r.p_text_token_ids ?? [],
    textCreatorNames: r.p_text_creator_names ?? [],
    setId: r.p_set_id,
    id: r.p_id,
    oracleId: r.p_oracle_id,
    setCode: r.p_set_code,
    setName: r.p_set_name,
    setType: r.p_set_type,
    collectorNumber: r.p_collector_number,
    rarity: r.p_rarity,
    language: r.p_language,
    releasedAt: r.p_released_at,
    artist: r.p_artist,
    flavorText: r.p_flavor_text,
    borderColor: r.p_border_color,
    frame: r.p_frame,
    finishes: r.p_finishes ?? [],
    multiverseIds: r.p_multiverse_ids ?? [],
    prices: {
      usd: r.p_price_usd,
      usdFoil: r.p_price_usd_foil,
      usdEtched: r.p_price_usd_etched,
      eur: r.p_price_eur,
      eurFoil: r.p_price_eur_foil,
      tix: r.p_price_tix,
    },
  }
}

const toCardPrinting = (r: CardColumns & PrintingRow): CardPrinting => ({
  card: toCard(r),
  printing: toPrinting(r),
})

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (s: string) => UUID.test(s)

const CARDS_BY_ORACLE_IDS = sql(
  'cards.byOracleIds',
  `SELECT ${CARD_COLUMNS}, ${outerJoined(PRINTING_COLUMNS)}
     FROM cards c
     LEFT JOIN LATERAL (SELECT * FROM printings p WHERE p.oracle_id = c.oracle_id ORDER BY ${PRINTING_ORDER} LIMIT 1) p ON true
     LEFT JOIN sets s ON s.code = p.set_code
    WHERE c.oracle_id = ANY($1::uuid[])`,
)

/** Cards by Oracle id, each with its newest printing, in the order of the ids asked for (missing ones left out). */
export async function cardsByOracleIds(db: Db, oracleIds: readonly string[]): Promise<CardPrinting[]> {
  const ids = [...new Set(oracleIds.filter(isUuid).map((s) => s.toLowerCase()))]
  if (!ids.length) return []
  const rows = await run(db, CARDS_BY_ORACLE_IDS, [ids], { hot: true })
  return inOrder(rows.map(toCardPrinting), ids, (c) => c.card.oracleId)
}

const CARDS_BY_PRINTING_IDS = sql(
  'cards.byPrintingIds',
  `SELECT ${CARD_COLUMNS}, ${PRINTING_COLUMNS}
     FROM printings p JOIN cards c ON c.oracle_id = p.oracle_id JOIN sets s ON s.code = p.set_code
    WHERE p.id = ANY($1::uuid[])`,
)

/** Cards by printing (Scryfall) id, each with that printing, in the order asked for. */
export async function cardsByPrintingIds(db: Db, printingIds: readonly string[]): Promise<CardPrinting[]> {
  const ids = [...new Set(printingIds.filter(isUuid).map((s) => s.toLowerCase()))]
  if (!ids.length) return []
  const rows = await run(db, CARDS_BY_PRINTING_IDS, [ids], { hot: true })
  return inOrder(rows.map(toCardPrinting), ids, (c) => c.printing!.id)
}

/**
 * A card by either kind of id: a printing id first (Scryfall's card id, one indexed lookup), then
 * an Oracle id (the card with its newest printing).
 */
export async function cardById(db: Db, id: string): Promise<CardPrinting | null> {
  if (!isUuid(id)) return null
  const [byPrinting] = await cardsByPrintingIds(db, [id])
  if (byPrinting) return byPrinting
  const [byOracle] = await cardsByOracleIds(db, [id])
  return byOracle ?? null
}

export interface SetNumber {
  set: string
  collectorNumber: string
}

const CARDS_BY_SET_NUMBERS = sql(
  'cards.bySetNumbers',
  `SELECT ${CARD_COLUMNS}, ${PRINTING_COLUMNS}
     FROM unnest($1::text[], $2::text[]) AS k(set_code, collector_number)
     JOIN printings p ON p.set_code = k.set_code AND p.collector_number = k.collector_number
     JOIN cards c ON c.oracle_id = p.oracle_id JOIN sets s ON s.code = p.set_code`,
)

/** Printings by set code (any case) and collector number, in the order asked for. */
export async function cardsBySetNumbers(db: Db, keys: readonly SetNumber[]): Promise<(CardPrinting | null)[]> {
  if (!keys.length) return []
  const sets = keys.map((k) => k.set.toUpperCase())
  const numbers = keys.map((k) => k.collectorNumber)
  const rows = await run(db, CARDS_BY_SET_NUMBERS, [sets, numbers])
  const found = new Map<string, CardPrinting>()
  for (const r of rows) found.set(`${r.p_set_code}\u0000${r.p_collector_number}`, toCardPrinting(r))
  return keys.map((k) => found.get(`${k.set.toUpperCase()}\u0000${k.collectorNumber}`) ?? null)
}

const CARD_REF_BY_SET_NUMBER_LANG = sql(
  'cards.refBySetNumberLang',
  'SELECT p.oracle_id, p.id FROM printings p WHERE p.set_code = $1 AND p.collector_number = $2 AND p.language = $3 ORDER BY p.id LIMIT 1',
)

/** A printing by set, collector number and language (Scryfall's code: en, ja, …), as ids only: for serving its stored card object. */
export async function cardRefBySetNumberLang(db: Db, set: string, collectorNumber: string, lang: string): Promise<CardRowRef | null> {
  const rows = await run(db, CARD_REF_BY_SET_NUMBER_LANG, [set.toUpperCase(), collectorNumber, lang.toLowerCase()])
  return rows[0] ? { oracleId: rows[0].oracle_id, printingId: rows[0].id } : null
}

export async function cardBySetNumber(db: Db, set: string, collectorNumber: string): Promise<CardPrinting | null> {
  const [found] = await cardsBySetNumbers(db, [{ set, collectorNumber }])
  return found ?? null
}

const CARD_REF_BY_SET_NUMBER = sql(
  'cards.refBySetNumber',
  'SELECT p.oracle_id, p.id FROM printings p WHERE p.set_code = $1 AND p.collector_number = $2 ORDER BY p.id LIMIT 1',
)

/** A printing by set code (any case) and collector number, as ids only: for serving its stored card object. */
export async function cardRefBySetNumber(db: Db, set: string, collectorNumber: string): Promise<CardRowRef | null> {
  const rows = await run(db, CARD_REF_BY_SET_NUMBER, [set.toUpperCase(), collectorNumber])
  return rows[0] ? { oracleId: rows[0].oracle_id, printingId: rows[0].id } : null
}

const PRINTING_REFS_BY_ORACLE_ID = sql(
  'cards.printingRefsByOracleId',
  `SELECT p.id FROM printings p WHERE p.oracle_id = $1::uuid ORDER BY ${PRINTING_ORDER}`,
)

/** A card's printings as ids only, newest first (the order of printingsByOracleIds). */
export async function printingRefsByOracleId(db: Db, oracleId: string): Promise<CardRowRef[]> {
  if (!isUuid(oracleId)) return []
  const rows = await run(db, PRINTING_REFS_BY_ORACLE_ID, [oracleId.toLowerCase()])
  return rows.map((r) => ({ oracleId: oracleId.toLowerCase(), printingId: r.id }))
}

const PRINTINGS_BY_ORACLE_IDS = sql(
  'cards.printingsByOracleIds',
  `SELECT ${PRINTING_COLUMNS} FROM printings p JOIN sets s ON s.code = p.set_code
    WHERE p.oracle_id = ANY($1::uuid[]) ORDER BY p.oracle_id, ${PRINTING_ORDER}`,
)

/** Every printing of each card, newest first, keyed by Oracle id. */
export async function printingsByOracleIds(db: Db, oracleIds: readonly string[]): Promise<Map<string, Printing[]>> {
  const ids = [...new Set(oracleIds.filter(isUuid).map((s) => s.toLowerCase()))]
  const out = new Map<string, Printing[]>(ids.map((id) => [id, []]))
  if (!ids.length) return out
  const rows = await run(db, PRINTINGS_BY_ORACLE_IDS, [ids])
  for (const r of rows) out.get(r.p_oracle_id)?.push(toPrinting(r)!)
  return out
}

const PRINTINGS_BY_IDS = sql(
  'cards.printingsByIds',
  `SELECT ${PRINTING_COLUMNS} FROM printings p JOIN sets s ON s.code = p.set_code WHERE p.id = ANY($1::uuid[])`,
)

/** Printings by id (without their cards), keyed by id. */
export async function printingsByIds(db: Db, printingIds: readonly string[]): Promise<Map<string, Printing>> {
  const ids = [...new Set(printingIds.filter(isUuid).map((s) => s.toLowerCase()))]
  if (!ids.length) return new Map()
  const rows = await run(db, PRINTINGS_BY_IDS, [ids])
  return new Map(rows.map((r) => [r.p_id, toPrinting(r)!]))
}

export function inOrder<T>(items: T[], keys: readonly string[], keyOf: (item: T) => string): T[] {
  const byKey = new Map(items.map((i) => [keyOf(i), i]))
  return keys.flatMap((k) => byKey.get(k) ?? [])
}
