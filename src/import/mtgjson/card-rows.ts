// MTGJSON card entries → store records. MTGJSON lists printings (one entry per face of a
// multi-faced printing, with `side` "a", "b", …); Scryfall, and the store, keep one card per
// Oracle id with its faces, and one printing per Scryfall id. Field names: see SOURCES.md.
import { colorsInOrder, normalizeLegalities, num, str, strList, union } from '../card-text.js'
import { normalizeName } from '../../store/normalize-name.js'
import { ISO_DATE, type CardRecord, type FaceRecord, type PrintingRecord, type RulingItem } from '../records.js'

/** The parts of an MTGJSON card (set or atomic) the importer reads. */
export interface MtgjsonCard {
  name?: unknown
  faceName?: unknown
  side?: unknown
  layout?: unknown
  manaCost?: unknown
  manaValue?: unknown
  convertedManaCost?: unknown
  colors?: unknown
  colorIdentity?: unknown
  colorIndicator?: unknown
  type?: unknown
  supertypes?: unknown
  types?: unknown
  subtypes?: unknown
  text?: unknown
  power?: unknown
  toughness?: unknown
  loyalty?: unknown
  defense?: unknown
  keywords?: unknown
  legalities?: unknown
  isFunny?: unknown
  isReserved?: unknown
  edhrecRank?: unknown
  rulings?: unknown
  identifiers?: { scryfallOracleId?: unknown; scryfallId?: unknown; multiverseId?: unknown }
  uuid?: unknown
  setCode?: unknown
  number?: unknown
  rarity?: unknown
  language?: unknown
  originalReleaseDate?: unknown
  artist?: unknown
  flavorText?: unknown
  borderColor?: unknown
  frameVersion?: unknown
  finishes?: unknown
}

/** MTGJSON language names → Scryfall's language codes. */
const LANGUAGES: Record<string, string> = {
  English: 'en',
  Spanish: 'es',
  French: 'fr',
  German: 'de',
  Italian: 'it',
  'Portuguese (Brazil)': 'pt',
  Portuguese: 'pt',
  Japanese: 'ja',
  Korean: 'ko',
  Russian: 'ru',
  'Chinese Simplified': 'zhs',
  'Chinese Traditional': 'zht',
  Hebrew: 'he',
  Latin: 'la',
  'Ancient Greek': 'grc',
  Arabic: 'ar',
  Sanskrit: 'sa',
  Phyrexian: 'ph',
  Quenya: 'qya',
}

export const oracleIdOf = (c: MtgjsonCard): string | null => str(c.identifiers?.scryfallOracleId)
export const scryfallIdOf = (c: MtgjsonCard): string | null => str(c.identifiers?.scryfallId)

function faceName(c: MtgjsonCard): string {
  return str(c.faceName) ?? str(c.name) ?? ''
}

function face(c: MtgjsonCard, position: number): FaceRecord {
  return {
    position,
    name: faceName(c),
    manaCost: str(c.manaCost),
    manaValue: num(c.manaValue) ?? num(c.convertedManaCost),
    colors: colorsInOrder([strList(c.colors)]),
    colorIndicator: colorsInOrder([strList(c.colorIndicator)]),
    typeLine: str(c.type) ?? '',
    supertypes: strList(c.supertypes),
    types: strList(c.types),
    subtypes: strList(c.subtypes),
    oracleText: str(c.text) ?? '',
    power: str(c.power),
    toughness: str(c.toughness),
    loyalty: str(c.loyalty),
    defense: str(c.defense),
  }
}

function rulings(c: MtgjsonCard): RulingItem[] {
  if (!Array.isArray(c.rulings)) return []
  const out: RulingItem[] = []
  for (const r of c.rulings as { date?: unknown; text?: unknown }[]) {
    const date = str(r?.date)
    const text = str(r?.text)
    // an empty ruling (there is one in the 2022 STX files) says nothing: it is not kept
    if (date && text) out.push({ publishedAt: date, source: null, text })
  }
  return out
}

/** Faces in side order ("a" first). */
export function sortBySide(entries: MtgjsonCard[]): MtgjsonCard[] {
  return [...entries].sort((x, y) => (str(x.side) ?? '').localeCompare(str(y.side) ?? ''))
}

/**
 * One card from the entries of one printing (one entry, or one per face). Multi-faced cards take
 * Scryfall's conventions: names and type lines joined with " // ", Oracle texts with "\n//\n",
 * colours and types the union of the faces', mana value and characteristics of the front face.
 */
export function cardFromEntries(oracleId: string, entries: MtgjsonCard[], setIsFunny = false): CardRecord {
  const faces = sortBySide(entries)
  const front = faces[0]!
  const multi = faces.length > 1
  const faceRecords = multi ? faces.map(face) : []
  const name = multi ? faceRecords.map((f) => f.name).join(' // ') : str(front.side) ? faceName(front) : (str(front.name) ?? '')
  const costs = faces.map((f) => str(f.manaCost)).filter((c): c is string => !!c)
  const typeParts = {
    supertypes: union(faces.map((f) => strList(f.supertypes))),
    types: union(faces.map((f) => strList(f.types))),
    subtypes: union(faces.map((f) => strList(f.subtypes))),
  }
  return {
    oracleId,
    name,
    normalizedName: normalizeName(name),
    layout: str(front.layout) ?? 'normal',
    manaCost: costs.length ? costs.join(' // ') : null,
    manaValue: num(front.manaValue) ?? num(front.convertedManaCost) ?? 0,
    colors: colorsInOrder(faces.map((f) => strList(f.colors))),
    colorIdentity: colorsInOrder([strList(front.colorIdentity)]),
    colorIndicator: colorsInOrder(faces.map((f) => strList(f.colorIndicator))),
    typeLine: faces.map((f) => str(f.type) ?? '').join(' // '),
    ...typeParts,
    oracleText: multi ? faces.map((f) => str(f.text) ?? '').join('\n//\n') : (str(front.text) ?? ''),
    power: str(front.power),
    toughness: str(front.toughness),
    loyalty: str(front.loyalty),
    defense: str(front.defense),
    keywords: union(faces.map((f) => strList(f.keywords))),
    legalities: normalizeLegalities(front.legalities as Record<string, unknown> | undefined),
    isFunny: setIsFunny || faces.some((f) => f.isFunny === true),
    isReserved: front.isReserved === true,
    edhrecRank: num(front.edhrecRank),
    faces: faceRecords,
    rulings: rulings(front),
  }
}

export function printingFromEntries(oracleId: string, scryfallId: string, entries: MtgjsonCard[]): PrintingRecord {
  const faces = sortBySide(entries)
  const front = faces[0]!
  const multiverseIds = union(
    faces.map((f) => {
      const id = num(f.identifiers?.multiverseId)
      return id === null ? [] : [id]
    }),
  )
  return {
    id: scryfallId,
    oracleId,
    setCode: (str(front.setCode) ?? '').toUpperCase(),
    collectorNumber: str(front.number) ?? '',
    mtgjsonUuid: str(front.uuid),
    rarity: str(front.rarity) ?? 'common',
    language: LANGUAGES[str(front.language) ?? 'English'] ?? 'en',
    releasedAt: ISO_DATE.test(str(front.originalReleaseDate) ?? '') ? str(front.originalReleaseDate) : null,
    artist: str(front.artist),
    flavorText: faces.map((f) => str(f.flavorText)).find((t) => t) ?? null,
    borderColor: str(front.borderColor),
    frame: str(front.frameVersion),
    finishes: strList(front.finishes),
    multiverseIds,
    priceUsd: null,
    priceUsdFoil: null,
    priceEur: null,
    priceTix: null,
  }
}
