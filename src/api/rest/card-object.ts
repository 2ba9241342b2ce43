// Domain cards → Scryfall-shaped card objects (snake_case, Scryfall's field names), and field
// selection over them. Absent optional fields are left out, as Scryfall does.
import type { CardFace, CardPrinting, Ruling } from '../../queries/index.js'

export interface CardObject {
  object: 'card'
  id: string | null
  oracle_id: string
  multiverse_ids?: number[]
  name: string
  lang?: string
  released_at?: string
  uri: string
  rulings_uri: string
  layout: string
  mana_cost?: string
  cmc: number
  type_line: string
  oracle_text?: string
  power?: string
  toughness?: string
  loyalty?: string
  defense?: string
  colors?: string[]
  color_identity: string[]
  color_indicator?: string[]
  keywords: string[]
  legalities: Record<string, string>
  reserved: boolean
  edhrec_rank?: number
  card_faces?: CardFaceObject[]
  set?: string
  set_name?: string
  set_type?: string
  collector_number?: string
  rarity?: string
  artist?: string
  flavor_text?: string
  border_color?: string
  frame?: string
  finishes?: string[]
  prices: { usd: string | null; usd_foil: string | null; eur: string | null; tix: string | null }
  /** Arcanum: true for Un-sets, playtest and silver-bordered cards (Scryfall's is:funny). */
  funny: boolean
}

export interface CardFaceObject {
  object: 'card_face'
  name: string
  mana_cost: string
  type_line: string
  oracle_text: string
  colors?: string[]
  color_indicator?: string[]
  power?: string
  toughness?: string
  loyalty?: string
  defense?: string
  cmc?: number
}

/** Every field a card object may carry: what `fields=` accepts. */
export const CARD_FIELDS = [
  'object',
  'id',
  'oracle_id',
  'multiverse_ids',
  'name',
  'lang',
  'released_at',
  'uri',
  'rulings_uri',
  'layout',
  'mana_cost',
  'cmc',
  'type_line',
  'oracle_text',
  'power',
  'toughness',
  'loyalty',
  'defense',
  'colors',
  'color_identity',
  'color_indicator',
  'keywords',
  'legalities',
  'reserved',
  'edhrec_rank',
  'card_faces',
  'set',
  'set_name',
  'set_type',
  'collector_number',
  'rarity',
  'artist',
  'flavor_text',
  'border_color',
  'frame',
  'finishes',
  'prices',
  'funny',
] as const satisfies readonly (keyof CardObject)[]
export type CardField = (typeof CARD_FIELDS)[number]

const put = <T extends object, K extends keyof T>(o: T, k: K, v: T[K] | null | undefined) => {
  if (v != null) o[k] = v
}

function faceObject(f: CardFace): CardFaceObject {
  const o: CardFaceObject = {
    object: 'card_face',
    name: f.name,
    mana_cost: f.manaCost ?? '',
    type_line: f.typeLine,
    oracle_text: f.oracleText,
  }
  if (f.colors.length || f.manaCost) o.colors = f.colors
  if (f.colorIndicator.length) o.color_indicator = f.colorIndicator
  put(o, 'power', f.power)
  put(o, 'toughness', f.toughness)
  put(o, 'loyalty', f.loyalty)
  put(o, 'defense', f.defense)
  put(o, 'cmc', f.manaValue)
  return o
}

export function cardObject({ card, printing }: CardPrinting): CardObject {
  const id = printing?.id ?? null
  const o: CardObject = {
    object: 'card',
    id,
    oracle_id: card.oracleId,
    name: card.name,
    uri: `/cards/${id ?? card.oracleId}`,
    rulings_uri: `/cards/${id ?? card.oracleId}/rulings`,
    layout: card.layout,
    cmc: card.manaValue,
    type_line: card.typeLine,
    color_identity: card.colorIdentity,
    keywords: card.keywords,
    legalities: card.legalities,
    reserved: card.isReserved,
    prices: { usd: null, usd_foil: null, eur: null, tix: null },
    funny: card.isFunny,
  }
  const multiFaced = card.faces.length > 1
  if (!multiFaced || card.manaCost != null) o.mana_cost = card.manaCost ?? ''
  if (!multiFaced) o.oracle_text = card.oracleText
  if (!multiFaced || card.colors.length) o.colors = card.colors
  if (card.colorIndicator.length) o.color_indicator = card.colorIndicator
  put(o, 'power', card.power)
  put(o, 'toughness', card.toughness)
  put(o, 'loyalty', card.loyalty)
  put(o, 'defense', card.defense)
  put(o, 'edhrec_rank', card.edhrecRank)
  if (multiFaced) o.card_faces = card.faces.map(faceObject)
  if (printing) {
    o.multiverse_ids = printing.multiverseIds
    o.lang = printing.language
    put(o, 'released_at', printing.releasedAt)
    o.set = printing.setCode.toLowerCase()
    o.set_name = printing.setName
    put(o, 'set_type', printing.setType)
    o.collector_number = printing.collectorNumber
    o.rarity = printing.rarity
    put(o, 'artist', printing.artist)
    put(o, 'flavor_text', printing.flavorText)
    put(o, 'border_color', printing.borderColor)
    put(o, 'frame', printing.frame)
    o.finishes = printing.finishes
    o.prices = { usd: printing.prices.usd, usd_foil: printing.prices.usdFoil, eur: printing.prices.eur, tix: printing.prices.tix }
  }
  return o
}

/** Keep only the selected fields (in the card object's own order). */
export function selectFields(o: CardObject, fields: readonly CardField[] | null): Partial<CardObject> {
  if (!fields) return o
  const out: Partial<CardObject> = {}
  for (const f of fields) if (o[f] !== undefined) (out as Record<string, unknown>)[f] = o[f]
  return out
}

export interface RulingObject {
  object: 'ruling'
  oracle_id: string
  source: string | null
  published_at: string
  comment: string
}

export const rulingObject = (r: Ruling): RulingObject => ({
  object: 'ruling',
  oracle_id: r.oracleId,
  source: r.source,
  published_at: r.publishedAt,
  comment: r.text,
})
