// MTGJSON card entries → store records. MTGJSON lists printings (one entry per face of a
// multi-faced printing, with `side` "a", "b", …); Scryfall, and the store, keep one card per
// Oracle id with its faces, and one printing per Scryfall id. Field names: see SOURCES.md.
import { colorsInOrder, normalizeLegalities, num, str, strList, union } from '../card-text.js'
import { normalizeName } from '../../store/normalize-name.js'
import { EXTRA_LAYOUTS } from '../../store/types.js'
import { ISO_DATE, UUID, type CardRecord, type FaceRecord, type PrintingRecord, type RulingItem } from '../records.js'

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
  isGameChanger?: unknown
  hand?: unknown
  life?: unknown
  edhrecRank?: unknown
  rulings?: unknown
  identifiers?: {
    scryfallOracleId?: unknown
    scryfallId?: unknown
    multiverseId?: unknown
    mtgArenaId?: unknown
    mtgoId?: unknown
    mtgoFoilId?: unknown
    tcgplayerProductId?: unknown
    tcgplayerEtchedProductId?: unknown
    mcmId?: unknown
    scryfallCardBackId?: unknown
    scryfallIllustrationId?: unknown
  }
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
  frameEffects?: unknown
  securityStamp?: unknown
  watermark?: unknown
  isPromo?: unknown
  promoTypes?: unknown
  isOnlineOnly?: unknown
  isFullArt?: unknown
  isTextless?: unknown
  isStorySpotlight?: unknown
  boosterTypes?: unknown
  isStarter?: unknown
  isOversized?: unknown
  isAlternative?: unknown
  isReprint?: unknown
  availability?: unknown
  printedName?: unknown
  printedType?: unknown
  printedText?: unknown
  flavorName?: unknown
  relatedCards?: { tokens?: unknown; reverseRelated?: unknown }
  /** A token's creators in MTGJSON 5.2 files (5.3 moved them into relatedCards). */
  reverseRelated?: unknown
  cardParts?: unknown
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
  const layout = str(front.layout) ?? 'normal'
  return {
    oracleId,
    name,
    normalizedName: normalizeName(name),
    layout,
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
    isGameChanger: faces.some((f) => f.isGameChanger === true),
    handModifier: str(front.hand),
    lifeModifier: str(front.life),
    edhrecRank: num(front.edhrecRank),
    isExtra: EXTRA_LAYOUTS.has(layout),
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
    ...printingExtras(faces),
    priceUsd: null,
    priceUsdFoil: null,
    priceEur: null,
    priceTix: null,
    priceUsdEtched: null,
    priceEurFoil: null,
  }
}

const int = (v: unknown): number | null => {
  const n = num(v)
  return n !== null && Number.isInteger(n) ? n : null
}
const uuid = (v: unknown): string | null => {
  const s = str(v)
  return s && UUID.test(s) ? s : null
}
const yes = (v: unknown): boolean => v === true

/**
 * The printing fields of Scryfall's card object that MTGJSON carries (frame effects, stamps,
 * booleans, vendor ids, related cards). Set-level facts (an online-only set, a partial preview)
 * are added when the printings are merged (merge-cards.ts), since a set file lists them after its cards.
 */
function printingExtras(faces: MtgjsonCard[]) {
  const front = faces[0]!
  const ids = front.identifiers ?? {}
  const games = strList(front.availability)
  const boosterTypes = front.boosterTypes
  return {
    frameEffects: union(faces.map((f) => strList(f.frameEffects))),
    securityStamp: str(front.securityStamp),
    watermark: faces.map((f) => str(f.watermark)).find((w) => w) ?? null,
    promo: yes(front.isPromo),
    promoTypes: strList(front.promoTypes),
    digital: yes(front.isOnlineOnly) || (games.length > 0 && !games.includes('paper')),
    fullArt: yes(front.isFullArt),
    textless: yes(front.isTextless),
    storySpotlight: yes(front.isStorySpotlight),
    // MTGJSON 5.2+ lists the booster types a printing is found in; older files only flag starter-deck cards
    booster: Array.isArray(boosterTypes) ? boosterTypes.length > 0 : !yes(front.isStarter) && !yes(front.isPromo),
    oversized: yes(front.isOversized),
    variation: yes(front.isAlternative),
    reprint: yes(front.isReprint),
    games,
    printedName: faces.length > 1 ? null : str(front.printedName),
    printedTypeLine: faces.length > 1 ? null : str(front.printedType),
    printedText: faces.length > 1 ? null : str(front.printedText),
    flavorName: str(front.flavorName),
    arenaId: int(ids.mtgArenaId),
    mtgoId: int(ids.mtgoId),
    mtgoFoilId: int(ids.mtgoFoilId),
    tcgplayerId: int(ids.tcgplayerProductId),
    tcgplayerEtchedId: int(ids.tcgplayerEtchedProductId),
    cardmarketId: int(ids.mcmId),
    cardBackId: uuid(ids.scryfallCardBackId),
    illustrationId: uuid(ids.scryfallIllustrationId),
    relatedTokenUuids: union(faces.map((f) => strList(f.relatedCards?.tokens).filter((t) => UUID.test(t)))),
    relatedNames: union(faces.flatMap((f) => [strList(f.relatedCards?.reverseRelated), strList(f.reverseRelated), strList(f.cardParts)])),
  }
}
