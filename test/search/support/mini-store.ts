// A small store of real cards for the search tests: selected MTGJSON set files loaded into a fresh
// database with plain SQL, mapped the way the store describes its columns (prisma/schema.prisma).
// The search tests run against it when they need a database that is quick to build; the answers
// they expect are computed from the same MTGJSON files, never typed in.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Database } from '../../../src/store/database.js'
import { normalizeName } from '../../../src/search/normalize.js'
import { mtgjsonSetFiles } from '../../support/data.js'

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
  identifiers: { scryfallOracleId?: string; scryfallId?: string }
}

export interface MtgjsonSet {
  code: string
  name: string
  type: string
  releaseDate: string
  cards: MtgjsonCard[]
}

export function readSet(code: string): MtgjsonSet {
  const file = mtgjsonSetFiles().find((f) => path.basename(f, '.json') === code)
  if (!file) throw new Error(`no MTGJSON file for ${code}`)
  return JSON.parse(readFileSync(file, 'utf8')).data as MtgjsonSet
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

export async function loadSets(db: Database, codes: string[]): Promise<Map<string, OracleCard>> {
  const sets = codes.map(readSet)
  const cards = oracleCards(sets)
  for (const s of sets) {
    await db.pool.query('INSERT INTO sets (code, name, type, release_date) VALUES ($1, $2, $3, $4)', [s.code, s.name, s.type, s.releaseDate])
  }
  for (const c of cards.values()) {
    const f0 = c.faces[0]!
    const multi = c.faces.length > 1
    const join = (pick: (f: MtgjsonCard) => string | undefined, sep: string) =>
      multi ? c.faces.map((f) => pick(f) ?? '').join(sep) : pick(f0) ?? null
    const colors = [...new Set(c.faces.flatMap((f) => f.colors))]
    await db.pool.query(
      `INSERT INTO cards (oracle_id, name, normalized_name, layout, mana_cost, mana_value, colors, color_identity, color_indicator,
         type_line, supertypes, types, subtypes, oracle_text, power, toughness, loyalty, defense, keywords, legalities,
         is_funny, is_reserved, edhrec_rank, source_format, source_version, source_date)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,'mtgjson','test','2026-07-09')`,
      [c.oracleId, f0.name, normalizeName(f0.name), f0.layout, join((f) => f.manaCost, ' // '), f0.manaValue, colors, f0.colorIdentity,
        f0.colorIndicator ?? [], join((f) => f.type, ' // ') ?? '', [...new Set(c.faces.flatMap((f) => f.supertypes))],
        [...new Set(c.faces.flatMap((f) => f.types))], [...new Set(c.faces.flatMap((f) => f.subtypes))],
        (multi ? c.faces.map((f) => f.text ?? '').join('\n//\n') : f0.text) ?? '', f0.power ?? null, f0.toughness ?? null,
        f0.loyalty ?? null, f0.defense ?? null, f0.keywords ?? [], JSON.stringify(lowerLegalities(f0.legalities)),
        Boolean(f0.isFunny) || c.printings.some((p) => p.set.type === 'funny'), Boolean(f0.isReserved), f0.edhrecRank ?? null])
    if (multi) {
      for (const [i, f] of c.faces.entries()) {
        await db.pool.query(
          `INSERT INTO card_faces (oracle_id, position, name, mana_cost, colors, color_indicator, type_line, supertypes, types, subtypes, oracle_text, power, toughness, loyalty)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14)`,
          [c.oracleId, i, f.faceName ?? f.name, f.manaCost ?? null, f.colors, f.colorIndicator ?? [], f.type, f.supertypes, f.types, f.subtypes,
            f.text ?? '', f.power ?? null, f.toughness ?? null, f.loyalty ?? null])
      }
    }
    for (const { set, card } of c.printings) {
      if (!card.identifiers.scryfallId) continue
      await db.pool.query(
        `INSERT INTO printings (id, oracle_id, set_code, collector_number, rarity, released_at, artist, flavor_text, border_color, finishes, source_date)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,'2026-07-09') ON CONFLICT (id) DO NOTHING`,
        [card.identifiers.scryfallId, c.oracleId, set.code, card.number, card.rarity, set.releaseDate, card.artist ?? null,
          card.flavorText ?? null, card.borderColor ?? null, card.finishes ?? []])
    }
  }
  return cards
}
