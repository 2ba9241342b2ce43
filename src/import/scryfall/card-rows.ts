// Scryfall card objects → store records (https://scryfall.com/docs/api/cards). A card object is a
// printing that carries its card's Oracle fields; multi-faced cards keep per-face fields in
// `card_faces`. Scryfall already uses the store's vocabulary (legalities, colours, rarity).
import { colorsInOrder, normalizeLegalities, num, parseTypeLine, price, str, strList, union } from '../card-text.js'
import { normalizeName } from '../../store/normalize-name.js'
import { EXTRA_LAYOUTS } from '../../store/types.js'
import { ISO_DATE, UUID, type CardRecord, type FaceRecord, type PrintingRecord, type RulingRecord, type SetRecord } from '../records.js'

export interface ScryfallFace {
  oracle_id?: unknown
  name?: unknown
  mana_cost?: unknown
  cmc?: unknown
  colors?: unknown
  color_indicator?: unknown
  type_line?: unknown
  oracle_text?: unknown
  power?: unknown
  toughness?: unknown
  loyalty?: unknown
  defense?: unknown
  flavor_text?: unknown
}

export interface ScryfallCard extends ScryfallFace {
  object?: unknown
  id?: unknown
  lang?: unknown
  multiverse_ids?: unknown
  layout?: unknown
  card_faces?: ScryfallFace[]
  color_identity?: unknown
  keywords?: unknown
  legalities?: unknown
  reserved?: unknown
  edhrec_rank?: unknown
  set?: unknown
  set_name?: unknown
  set_type?: unknown
  collector_number?: unknown
  rarity?: unknown
  released_at?: unknown
  artist?: unknown
  border_color?: unknown
  frame?: unknown
  security_stamp?: unknown
  finishes?: unknown
  prices?: { usd?: unknown; usd_foil?: unknown; usd_etched?: unknown; eur?: unknown; eur_foil?: unknown; tix?: unknown }
  set_id?: unknown
  frame_effects?: unknown
  watermark?: unknown
  promo?: unknown
  promo_types?: unknown
  digital?: unknown
  full_art?: unknown
  textless?: unknown
  story_spotlight?: unknown
  booster?: unknown
  oversized?: unknown
  variation?: unknown
  reprint?: unknown
  highres_image?: unknown
  games?: unknown
  printed_name?: unknown
  printed_type_line?: unknown
  printed_text?: unknown
  game_changer?: unknown
  hand_modifier?: unknown
  life_modifier?: unknown
  flavor_name?: unknown
  arena_id?: unknown
  mtgo_id?: unknown
  mtgo_foil_id?: unknown
  tcgplayer_id?: unknown
  tcgplayer_etched_id?: unknown
  cardmarket_id?: unknown
  card_back_id?: unknown
  illustration_id?: unknown
  all_parts?: { name?: unknown; component?: unknown }[]
}

/** Layouts that are not cards of a deck: tokens, emblems, art cards (MTGJSON keeps them apart too). */
export const NON_CARD_LAYOUTS = new Set(['token', 'double_faced_token', 'emblem', 'art_series'])

/** The card's Oracle id: top level, or (reversible cards) the one all faces share. */
export function oracleIdOf(c: ScryfallCard): string | null {
  const top = str(c.oracle_id)
  if (top) return top
  const ids = new Set((c.card_faces ?? []).map((f) => str(f.oracle_id)).filter(Boolean))
  return ids.size === 1 ? [...ids][0]! : null
}

function face(f: ScryfallFace, position: number): FaceRecord {
  const typeLine = str(f.type_line) ?? ''
  return {
    position,
    name: str(f.name) ?? '',
    manaCost: str(f.mana_cost) || null,
    manaValue: num(f.cmc),
    colors: colorsInOrder([strList(f.colors)]),
    colorIndicator: colorsInOrder([strList(f.color_indicator)]),
    typeLine,
    ...parseTypeLine(typeLine),
    oracleText: str(f.oracle_text) ?? '',
    power: str(f.power),
    toughness: str(f.toughness),
    loyalty: str(f.loyalty),
    defense: str(f.defense),
  }
}

export function cardFromScryfall(oracleId: string, c: ScryfallCard): CardRecord {
  const faces = (c.card_faces ?? []).map(face)
  const front = faces[0]
  const name = str(c.name) ?? faces.map((f) => f.name).join(' // ')
  const typeLine = str(c.type_line) ?? faces.map((f) => f.typeLine).join(' // ')
  const costs = faces.map((f) => f.manaCost).filter((m): m is string => !!m)
  return {
    oracleId,
    name,
    normalizedName: normalizeName(name),
    layout: str(c.layout) ?? 'normal',
    manaCost: str(c.mana_cost) || (costs.length ? costs.join(' // ') : null),
    manaValue: num(c.cmc) ?? front?.manaValue ?? 0,
    colors: c.colors !== undefined ? colorsInOrder([strList(c.colors)]) : colorsInOrder(faces.map((f) => f.colors)),
    colorIdentity: colorsInOrder([strList(c.color_identity)]),
    colorIndicator:
      c.color_indicator !== undefined ? colorsInOrder([strList(c.color_indicator)]) : colorsInOrder(faces.map((f) => f.colorIndicator)),
    typeLine,
    ...(faces.length
      ? {
          supertypes: union(faces.map((f) => f.supertypes)),
          types: union(faces.map((f) => f.types)),
          subtypes: union(faces.map((f) => f.subtypes)),
        }
      : parseTypeLine(typeLine)),
    oracleText: str(c.oracle_text) ?? faces.map((f) => f.oracleText).join('\n//\n'),
    power: str(c.power) ?? front?.power ?? null,
    toughness: str(c.toughness) ?? front?.toughness ?? null,
    loyalty: str(c.loyalty) ?? front?.loyalty ?? null,
    defense: str(c.defense) ?? front?.defense ?? null,
    keywords: strList(c.keywords),
    legalities: normalizeLegalities(c.legalities as Record<string, unknown> | undefined),
    isFunny: c.set_type === 'funny' || c.border_color === 'silver' || c.security_stamp === 'acorn',
    isReserved: c.reserved === true,
    isGameChanger: c.game_changer === true,
    handModifier: str(c.hand_modifier),
    lifeModifier: str(c.life_modifier),
    edhrecRank: num(c.edhrec_rank),
    isExtra: EXTRA_LAYOUTS.has(str(c.layout) ?? 'normal'),
    faces: faces.length > 1 ? faces : [],
    rulings: null,
  }
}

export function printingFromScryfall(oracleId: string, c: ScryfallCard): PrintingRecord {
  return {
    id: str(c.id)!,
    oracleId,
    setCode: (str(c.set) ?? '').toUpperCase(),
    collectorNumber: str(c.collector_number) ?? '',
    mtgjsonUuid: null,
    rarity: str(c.rarity) ?? 'common',
    language: str(c.lang) ?? 'en',
    releasedAt: ISO_DATE.test(str(c.released_at) ?? '') ? str(c.released_at) : null,
    artist: str(c.artist),
    flavorText: str(c.flavor_text) ?? (c.card_faces ?? []).map((f) => str(f.flavor_text)).find((t) => t) ?? null,
    borderColor: str(c.border_color),
    frame: str(c.frame),
    finishes: strList(c.finishes),
    multiverseIds: Array.isArray(c.multiverse_ids) ? c.multiverse_ids.filter((n): n is number => typeof n === 'number') : [],
    priceUsd: price(c.prices?.usd),
    priceUsdFoil: price(c.prices?.usd_foil),
    priceEur: price(c.prices?.eur),
    priceTix: price(c.prices?.tix),
    priceUsdEtched: price(c.prices?.usd_etched),
    priceEurFoil: price(c.prices?.eur_foil),
    frameEffects: strList(c.frame_effects),
    securityStamp: str(c.security_stamp),
    watermark: str(c.watermark),
    promo: c.promo === true,
    promoTypes: strList(c.promo_types),
    digital: c.digital === true,
    fullArt: c.full_art === true,
    textless: c.textless === true,
    storySpotlight: c.story_spotlight === true,
    booster: c.booster === true,
    oversized: c.oversized === true,
    variation: c.variation === true,
    reprint: c.reprint === true,
    games: strList(c.games),
    printedName: str(c.printed_name),
    printedTypeLine: str(c.printed_type_line),
    printedText: str(c.printed_text),
    flavorName: str(c.flavor_name),
    arenaId: int(c.arena_id),
    mtgoId: int(c.mtgo_id),
    mtgoFoilId: int(c.mtgo_foil_id),
    tcgplayerId: int(c.tcgplayer_id),
    tcgplayerEtchedId: int(c.tcgplayer_etched_id),
    cardmarketId: int(c.cardmarket_id),
    cardBackId: uuidOrNull(c.card_back_id),
    illustrationId: uuidOrNull(c.illustration_id),
    relatedTokenUuids: [], // MTGJSON uuids; Scryfall names the parts instead
    relatedNames: (c.all_parts ?? []).map((p) => str(p?.name)).filter((n): n is string => !!n && n !== str(c.name)),
  }
}

const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null)
const uuidOrNull = (v: unknown): string | null => {
  const s = str(v)
  return s && UUID.test(s) ? s : null
}

export function setFromScryfall(c: ScryfallCard): SetRecord | null {
  const code = str(c.set)
  if (!code) return null
  return {
    code: code.toUpperCase(),
    name: str(c.set_name) ?? code.toUpperCase(),
    type: str(c.set_type),
    releaseDate: null,
    scryfallId: uuidOrNull(c.set_id),
    digital: c.digital === true,
  }
}

export interface ScryfallRuling {
  object?: unknown
  oracle_id?: unknown
  source?: unknown
  published_at?: unknown
  comment?: unknown
}

export function rulingFromScryfall(r: ScryfallRuling): Omit<RulingRecord, 'oracleId'> & { oracleId: string | null } {
  return { oracleId: str(r.oracle_id), publishedAt: str(r.published_at) ?? '', source: str(r.source), text: str(r.comment) ?? '' }
}
