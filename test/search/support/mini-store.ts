// A small store of real cards for the search tests: selected MTGJSON set files loaded into a fresh
// database with plain SQL, mapped the way the store describes its columns (prisma/schema.prisma).
// The search tests run against it when they need a database that is quick to build; the answers
// they expect are computed from the same MTGJSON files, never typed in.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import type { Database } from '../../../src/store/database.js'
import { normalizeName } from '../../../src/store/normalize-name.js'
import { corpusFiles, mtgjsonSetFiles } from '../../support/data.js'

export interface MtgjsonCard {
  name: string
  faceName?: string
  side?: string
  manaCost?: string
  manaValue: number
  colors: string[]
  colorIdentity: string[]
  colorIndicator?: string[]
  type: string
  supertypes: string[]
  types: string[]
  subtypes: string[]
  text?: string
  power?: string
  toughness?: string
  loyalty?: string
  defense?: string
  keywords?: string[]
  layout: string
  legalities: Record<string, string>
  isFunny?: boolean
  isReserved?: boolean
  edhrecRank?: number
  rarity: string
  number: string
  artist?: string
  flavorText?: string
  borderColor?: string
  finishes?: string[]
  frameVersion?: string
  originalReleaseDate?: string
  language?: string
  producedMana?: string[]
  // printing fields (Scryfall's card object; issue 12)
  availability?: string[]
  isOnlineOnly?: boolean
  isPromo?: boolean
  isFullArt?: boolean
  isStorySpotlight?: boolean
  isTextless?: boolean
  isReprint?: boolean
  frameEffects?: string[]
  promoTypes?: string[]
  securityStamp?: string
  watermark?: string
  uuid: string
  identifiers: { scryfallOracleId?: string; scryfallId?: string; scryfallIllustrationId?: string }
}

export interface MtgjsonSet {
  code: string
  name: string
  type: string
  releaseDate: string
  block?: string
  cards: MtgjsonCard[]
}

/** A set of the shared fixture (14 files), or else of the scale corpus (gzip-compressed). */
export function readSet(code: string): MtgjsonSet {
  const file = mtgjsonSetFiles().find((f) => path.basename(f, '.json') === code)
  if (file) return JSON.parse(readFileSync(file, 'utf8')).data as MtgjsonSet
  const packed = corpusFiles().find((f) => path.basename(f, '.json.gz') === code)
  if (!packed) throw new Error(`no MTGJSON file for ${code}`)
  return JSON.parse(gunzipSync(readFileSync(packed)).toString('utf8')).data as MtgjsonSet
}

/** One row per Oracle identity, faces merged as the store describes (names joined with " // "). */
export interface OracleCard {
  oracleId: string
  faces: MtgjsonCard[]
  printings: { set: MtgjsonSet; card: MtgjsonCard }[]
}

export function oracleCards(sets: MtgjsonSet[]): Map<string, OracleCard> {
  const byId = new Map<string, OracleCard>()
  for (const set of sets) {
    for (const card of set.cards) {
      const id = card.identifiers.scryfallOracleId
      if (!id) continue
      let entry = byId.get(id)
      if (!entry) byId.set(id, (entry = { oracleId: id, faces: [], printings: [] }))
      const faceKey = card.faceName ?? card.name
      if (!entry.faces.some((f) => (f.faceName ?? f.name) === faceKey)) entry.faces.push(card)
      if (!card.side || card.side === 'a') entry.printings.push({ set, card })
    }
  }
  for (const e of byId.values()) e.faces.sort((a, b) => (a.side ?? 'a').localeCompare(b.side ?? 'a'))
  return byId
}

const lowerLegalities = (l: Record<string, string>) =>
  Object.fromEntries(Object.entries(l).map(([k, v]) => [k.toLowerCase(), v.toLowerCase().replace(/ /g, '_')]))

/** Insert rows in one statement: json_populate_recordset maps JSON keys to the table's columns. */
async function insertRows(db: Database, table: string, rows: Record<string, unknown>[], conflict = '') {
  if (rows.length === 0) return
  const cols = Object.keys(rows[0]!).join(', ')
  for (let i = 0; i < rows.length; i += 2000) {
    await db.pool.query(
      `INSERT INTO ${table} (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::${table}, $1::json) ${conflict}`,
      [JSON.stringify(rows.slice(i, i + 2000))],
    )
  }
}

export async function loadSets(db: Database, codes: string[]): Promise<Map<string, OracleCard>> {
  const sets = codes.map(readSet)
  const cards = oracleCards(sets)
  await insertRows(
    db,
    'sets',
    sets.map((s) => ({ code: s.code, name: s.name, type: s.type, release_date: s.releaseDate })),
  )
  const cardRows: Record<string, unknown>[] = []
  const faceRows: Record<string, unknown>[] = []
  const printingRows: Record<string, unknown>[] = []
  for (const c of cards.values()) {
    const f0 = c.faces[0]!
    const multi = c.faces.length > 1
    const join = (pick: (f: MtgjsonCard) => string | undefined, sep: string) =>
      multi ? c.faces.map((f) => pick(f) ?? '').join(sep) : (pick(f0) ?? null)
    const union = (pick: (f: MtgjsonCard) => string[]) => [...new Set(c.faces.flatMap(pick))]
    cardRows.push({
      oracle_id: c.oracleId,
      name: f0.name,
      normalized_name: normalizeName(f0.name),
      layout: f0.layout,
      mana_cost: join((f) => f.manaCost, ' // '),
      mana_value: f0.manaValue,
      colors: union((f) => f.colors),
      color_identity: f0.colorIdentity,
      color_indicator: f0.colorIndicator ?? [],
      type_line: join((f) => f.type, ' // ') ?? '',
      supertypes: union((f) => f.supertypes),
      types: union((f) => f.types),
      subtypes: union((f) => f.subtypes),
      oracle_text: (multi ? c.faces.map((f) => f.text ?? '').join('\n//\n') : f0.text) ?? '',
      power: f0.power ?? null,
      toughness: f0.toughness ?? null,
      loyalty: f0.loyalty ?? null,
      defense: f0.defense ?? null,
      keywords: union((f) => f.keywords ?? []),
      legalities: lowerLegalities(f0.legalities),
      is_funny: c.printings.every((p) => p.card.isFunny === true),
      is_reserved: Boolean(f0.isReserved),
      edhrec_rank: f0.edhrecRank ?? null,
      source_format: 'mtgjson',
      source_version: 'test',
      source_date: '2026-07-09',
    })
    if (multi) {
      c.faces.forEach((f, i) =>
        faceRows.push({
          oracle_id: c.oracleId,
          position: i,
          name: f.faceName ?? f.name,
          mana_cost: f.manaCost ?? null,
          colors: f.colors,
          color_indicator: f.colorIndicator ?? [],
          type_line: f.type,
          supertypes: f.supertypes,
          types: f.types,
          subtypes: f.subtypes,
          oracle_text: f.text ?? '',
          power: f.power ?? null,
          toughness: f.toughness ?? null,
          loyalty: f.loyalty ?? null,
        }),
      )
    }
    for (const { set, card } of c.printings) {
      if (!card.identifiers.scryfallId) continue
      printingRows.push({
        id: card.identifiers.scryfallId,
        oracle_id: c.oracleId,
        set_code: set.code,
        collector_number: card.number,
        rarity: card.rarity,
        released_at: set.releaseDate,
        artist: card.artist ?? null,
        flavor_text: card.flavorText ?? null,
        border_color: card.borderColor ?? null,
        finishes: card.finishes ?? [],
        source_date: '2026-07-09',
      })
    }
  }
  await insertRows(db, 'cards', cardRows)
  await insertRows(db, 'card_faces', faceRows)
  await insertRows(db, 'printings', printingRows, 'ON CONFLICT (id) DO NOTHING')
  return cards
}
