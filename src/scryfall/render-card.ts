// The one rendering of a card object: a card and one of its printings → Scryfall's card object.
// REST responses, the bulk files and any pre-rendered rows all come from renderCard, so they
// cannot disagree. Pure: the links (this server's public URL, the image mirror) and the related
// cards (all_parts) are handed in.
import type { RelatedPart } from '../queries/related-cards.js'
import type { CardFace, CardPrinting } from '../queries/types.js'
import { IMAGE_SIZES, type CardFaceObject, type CardField, type CardObject } from './schema.js'

export interface RenderLinks {
  /** This API's public base URL, without a trailing slash (PUBLIC_URL): "https://arcanum.example". */
  apiBase: string
  /** Base URL of the card images (IMAGE_BASE_URL, Scryfall's layout); "" leaves image_uris out. */
  imageBase: string
}

/** Layouts whose two faces are two sides of the card: images and colors are on the faces (Scryfall). */
export const DOUBLE_SIDED_LAYOUTS: ReadonlySet<string> = new Set([
  'transform',
  'modal_dfc',
  'double_faced_token',
  'reversible_card',
  'art_series',
])

/** Scryfall's id of the usual Magic card back: where the source names no back (older MTGJSON builds). */
export const MAGIC_CARD_BACK = '0aeebaf5-8c7d-4636-9e82-8c27447861f7'

/** Planes, schemes and vanguards are printed oversized, whatever the source says. */
export const OVERSIZED_LAYOUTS: ReadonlySet<string> = new Set(['planar', 'scheme', 'vanguard'])

/** Finishes Scryfall names; MTGJSON's "signed" is a kind of copy, not a finish. */
const FINISHES = new Set(['nonfoil', 'foil', 'etched', 'glossy'])

/** Image URLs in Scryfall's layout: {base}/{size}/{front|back}/{a}/{b}/{id}.{jpg|png}. */
export function imageUris(imageBase: string, id: string, side: 'front' | 'back'): CardObject['image_uris'] {
  const path = `${side}/${id[0]}/${id[1]}/${id}`
  return Object.fromEntries(
    IMAGE_SIZES.map((size) => [size, `${imageBase}/${size}/${path}.${size === 'png' ? 'png' : 'jpg'}`]),
  ) as CardObject['image_uris']
}

const put = <T extends object, K extends keyof T>(o: T, k: K, v: T[K] | null | undefined) => {
  if (v != null) o[k] = v
}
const q = encodeURIComponent

function faceObject(f: CardFace, doubleSided: boolean): CardFaceObject {
  const o: CardFaceObject = {
    object: 'card_face',
    name: f.name,
    mana_cost: f.manaCost ?? '',
    type_line: f.typeLine,
    oracle_text: f.oracleText,
  }
  // the faces of a double-sided card have their own colors; a split, flip or adventure card's
  // colors are the card's (Scryfall). Faces carry no mana value: the card's is at the root
  if (doubleSided) o.colors = f.colors
  if (f.colorIndicator.length) o.color_indicator = f.colorIndicator
  put(o, 'power', f.power)
  put(o, 'toughness', f.toughness)
  put(o, 'loyalty', f.loyalty)
  put(o, 'defense', f.defense)
  return o
}

export function renderCard({ card, printing }: CardPrinting, links: RenderLinks, parts: readonly RelatedPart[] = []): CardObject {
  const base = links.apiBase
  const id = printing?.id ?? null
  const self = `${base}/cards/${id ?? card.oracleId}`
  const multiFaced = card.faces.length > 1
  const doubleSided = multiFaced && DOUBLE_SIDED_LAYOUTS.has(card.layout)
  const o: CardObject = { object: 'card', id, oracle_id: card.oracleId }
  if (printing) {
    o.multiverse_ids = printing.multiverseIds
    put(o, 'mtgo_id', printing.mtgoId)
    put(o, 'mtgo_foil_id', printing.mtgoFoilId)
    put(o, 'arena_id', printing.arenaId)
    put(o, 'tcgplayer_id', printing.tcgplayerId)
    put(o, 'tcgplayer_etched_id', printing.tcgplayerEtchedId)
    put(o, 'cardmarket_id', printing.cardmarketId)
  }
  o.name = card.name
  if (printing) {
    o.lang = printing.language
    put(o, 'released_at', printing.releasedAt)
  }
  o.uri = self
  if (id) o.scryfall_uri = `${base}/explore/card/${id}`
  o.layout = card.layout
  if (printing) {
    const images = !!links.imageBase
    o.highres_image = images && printing.highresImage
    o.image_status = !images ? 'missing' : printing.highresImage ? 'highres_scan' : 'lowres'
    if (images && !doubleSided) o.image_uris = imageUris(links.imageBase, printing.id, 'front')
  }
  // multi-faced cards keep what differs per face on the faces (Scryfall): the root has the joined
  // cost and, unless the faces are two sides of the card, the colors
  if (!doubleSided && (!multiFaced || card.manaCost != null)) o.mana_cost = card.manaCost ?? ''
  o.cmc = card.manaValue
  o.type_line = card.typeLine
  if (!multiFaced) o.oracle_text = card.oracleText
  // a flip or adventure card's stats are its front face's, at the root too (Scryfall)
  if (!doubleSided) {
    put(o, 'power', card.power)
    put(o, 'toughness', card.toughness)
    put(o, 'loyalty', card.loyalty)
    put(o, 'defense', card.defense)
  }
  if (!doubleSided) o.colors = card.colors
  o.color_identity = card.colorIdentity
  if (card.colorIndicator.length && !doubleSided) o.color_indicator = card.colorIndicator
  o.keywords = card.keywords
  if (parts.length) {
    o.all_parts = parts.map((p) => ({
      object: 'related_card',
      id: p.id,
      component: p.component,
      name: p.name,
      type_line: p.typeLine,
      uri: `${base}/cards/${p.id}`,
    }))
  }
  if (multiFaced) {
    o.card_faces = card.faces.map((f, i) => {
      const face = faceObject(f, doubleSided)
      if (printing) {
        put(face, 'artist', printing.artist)
        // the store keeps one flavor text per printing: the face it is printed on is not known, the first is assumed
        if (i === 0) put(face, 'flavor_text', printing.flavorText)
        if (doubleSided && links.imageBase) face.image_uris = imageUris(links.imageBase, printing.id, i === 0 ? 'front' : 'back')
      }
      return face
    })
  }
  o.legalities = card.legalities
  if (printing) o.games = printing.games
  o.reserved = card.isReserved
  if (printing) {
    const finishes = printing.finishes.filter((f) => FINISHES.has(f))
    o.foil = finishes.includes('foil') || finishes.includes('etched')
    o.nonfoil = finishes.includes('nonfoil')
    o.finishes = finishes
    o.oversized = printing.oversized || OVERSIZED_LAYOUTS.has(card.layout)
    o.promo = printing.promo
    if (printing.promoTypes.length) o.promo_types = printing.promoTypes
    o.reprint = printing.reprint
    o.variation = printing.variation
    const set = printing.setCode.toLowerCase()
    put(o, 'set_id', printing.setId)
    o.set = set
    o.set_name = printing.setName
    put(o, 'set_type', printing.setType)
    o.set_uri = `${base}/sets/${printing.setId ?? set}`
    o.set_search_uri = `${base}/cards/search?order=set&q=${q(`e:${set}`)}&unique=prints`
    o.scryfall_set_uri = `${base}/explore/search?q=${q(`e:${set}`)}`
  }
  o.rulings_uri = `${self}/rulings`
  o.prints_search_uri = `${base}/cards/search?order=released&q=${q(`oracleid:${card.oracleId}`)}&unique=prints`
  if (printing) {
    o.collector_number = printing.collectorNumber
    o.digital = printing.digital
    o.rarity = printing.rarity
    put(o, 'printed_name', printing.printedName)
    put(o, 'flavor_name', printing.flavorName)
    if (!multiFaced) put(o, 'flavor_text', printing.flavorText)
    put(o, 'watermark', printing.watermark)
    if (!doubleSided) o.card_back_id = printing.cardBackId ?? MAGIC_CARD_BACK
    put(o, 'artist', printing.artist)
    put(o, 'illustration_id', printing.illustrationId)
    put(o, 'border_color', printing.borderColor)
    put(o, 'frame', printing.frame)
    if (printing.frameEffects.length) o.frame_effects = printing.frameEffects
    put(o, 'security_stamp', printing.securityStamp)
    o.full_art = printing.fullArt
    o.textless = printing.textless
    o.booster = printing.booster
    o.story_spotlight = printing.storySpotlight
  }
  put(o, 'edhrec_rank', card.edhrecRank)
  const p = printing?.prices
  o.prices = {
    usd: p?.usd ?? null,
    usd_foil: p?.usdFoil ?? null,
    usd_etched: p?.usdEtched ?? null,
    eur: p?.eur ?? null,
    eur_foil: p?.eurFoil ?? null,
    tix: p?.tix ?? null,
  }
  o.related_uris = relatedUris(card.name, printing?.multiverseIds ?? [])
  if (printing) o.purchase_uris = purchaseUris(card.name, printing.tcgplayerId, printing.mtgoId)
  o.funny = card.isFunny
  return o
}

function relatedUris(name: string, multiverseIds: number[]): Record<string, string> {
  const out: Record<string, string> = {}
  if (multiverseIds.length) out.gatherer = `https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid=${multiverseIds[0]}`
  out.edhrec = `https://edhrec.com/route/?cc=${q(name)}`
  return out
}

/** Plain store links (Scryfall's are affiliate links): a product page where the id is known, else a name search. */
function purchaseUris(name: string, tcgplayerId: number | null, mtgoId: number | null): Record<string, string> {
  return {
    tcgplayer: tcgplayerId
      ? `https://www.tcgplayer.com/product/${tcgplayerId}`
      : `https://www.tcgplayer.com/search/magic/product?q=${q(name)}`,
    cardmarket: `https://www.cardmarket.com/en/Magic/Products/Search?searchString=${q(name)}`,
    cardhoarder: mtgoId ? `https://www.cardhoarder.com/cards/${mtgoId}` : `https://www.cardhoarder.com/cards?data%5Bsearch%5D=${q(name)}`,
  }
}

/** Keep only the selected fields (in the card object's own order). */
export function selectFields(o: CardObject, fields: readonly CardField[] | null): Partial<CardObject> {
  if (!fields) return o
  const wanted = new Set<string>(fields)
  const out: Record<string, unknown> = {}
  for (const [f, v] of Object.entries(o)) if (wanted.has(f) && v !== undefined) out[f] = v
  return out as Partial<CardObject>
}
