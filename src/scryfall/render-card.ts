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

/**
 * The layout as Scryfall names it: its documented list (https://scryfall.com/docs/api/layouts) has
 * no `aftermath` (Scryfall files those cards under `split`) and no `prepare` (MTGJSON's name for
 * Secrets of Strixhaven's creature-and-spell cards, laid out as adventures: Scryfall's docs list no
 * layout of their own for them, so clients narrowing on `layout` get `adventure`). The store and
 * the search keep the finer name (`layout:aftermath`, `is:split` covers both).
 */
export const SCRYFALL_LAYOUT: Readonly<Record<string, string>> = { aftermath: 'split', prepare: 'adventure' }
export const scryfallLayout = (layout: string) => SCRYFALL_LAYOUT[layout] ?? layout

/** Image URLs in Scryfall's layout: {base}/{size}/{front|back}/{a}/{b}/{id}.{jpg|png}. */
export function imageUris(imageBase: string, id: string, side: 'front' | 'back'): CardObject['image_uris'] {
  const path = `${side}/${id[0]}/${id[1]}/${id}`
  return Object.fromEntries(
    IMAGE_SIZES.map((size) => [size, `${imageBase}/${size}/${path}.${size === 'png' ? 'png' : 'jpg'}`]),
  ) as CardObject['image_uris']
}

/** Whether a render asked for `only` these fields works out field `f` (all without `only`). */
const wants = (only: ReadonlySet<CardField> | undefined, f: CardField) => only === undefined || only.has(f)
/** o[k] = v unless v is null or undefined, or a render asked for `only` some fields and k isn't one. */
const put = <T extends object, K extends keyof T>(o: T, k: K, v: T[K] | null | undefined, only?: ReadonlySet<CardField>) => {
  if (v != null && wants(only, k as CardField)) o[k] = v
}
/** o[k] = v, unless a render asked for `only` some fields and k isn't one. */
const assign = <K extends keyof CardObject>(o: CardObject, only: ReadonlySet<CardField> | undefined, k: K, v: CardObject[K]) => {
  if (wants(only, k)) o[k] = v
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

/**
 * A card and one of its printings → the card object. With `only`, the same rendering of just those
 * fields (besides object, id and oracle_id): the others are neither worked out (links, images,
 * faces) nor set, for a caller that wants a few fields of many cards (a deck's entries).
 */
export function renderCard(
  { card, printing }: CardPrinting,
  links: RenderLinks,
  parts: readonly RelatedPart[] = [],
  only?: ReadonlySet<CardField>,
): CardObject {
  const base = links.apiBase
  const id = printing?.id ?? null
  const self = `${base}/cards/${id ?? card.oracleId}`
  const multiFaced = card.faces.length > 1
  const doubleSided = multiFaced && DOUBLE_SIDED_LAYOUTS.has(card.layout)
  const o: CardObject = { object: 'card', id, oracle_id: card.oracleId }
  if (printing) {
    assign(o, only, 'multiverse_ids', printing.multiverseIds)
    put(o, 'mtgo_id', printing.mtgoId, only)
    put(o, 'mtgo_foil_id', printing.mtgoFoilId, only)
    put(o, 'arena_id', printing.arenaId, only)
    put(o, 'tcgplayer_id', printing.tcgplayerId, only)
    put(o, 'tcgplayer_etched_id', printing.tcgplayerEtchedId, only)
    put(o, 'cardmarket_id', printing.cardmarketId, only)
  }
  assign(o, only, 'name', card.name)
  if (printing) {
    assign(o, only, 'lang', printing.language)
    put(o, 'released_at', printing.releasedAt, only)
  }
  assign(o, only, 'uri', self)
  if (id && wants(only, 'scryfall_uri')) o.scryfall_uri = `${base}/explore/card/${id}`
  assign(o, only, 'layout', scryfallLayout(card.layout))
  if (printing) {
    const images = !!links.imageBase
    assign(o, only, 'highres_image', images && printing.highresImage)
    assign(o, only, 'image_status', !images ? 'missing' : printing.highresImage ? 'highres_scan' : 'lowres')
    if (images && !doubleSided && wants(only, 'image_uris')) o.image_uris = imageUris(links.imageBase, printing.id, 'front')
  }
  // multi-faced cards keep what differs per face on the faces (Scryfall): the root has the joined
  // cost and, unless the faces are two sides of the card, the colors
  if (!doubleSided && (!multiFaced || card.manaCost != null)) assign(o, only, 'mana_cost', card.manaCost ?? '')
  assign(o, only, 'cmc', card.manaValue)
  assign(o, only, 'type_line', card.typeLine)
  if (!multiFaced) assign(o, only, 'oracle_text', card.oracleText)
  // a flip or adventure card's stats are its front face's, at the root too (Scryfall)
  if (!doubleSided) {
    put(o, 'power', card.power, only)
    put(o, 'toughness', card.toughness, only)
    put(o, 'loyalty', card.loyalty, only)
    put(o, 'defense', card.defense, only)
  }
  if (!doubleSided) assign(o, only, 'colors', card.colors)
  assign(o, only, 'color_identity', card.colorIdentity)
  if (card.colorIndicator.length && !doubleSided) assign(o, only, 'color_indicator', card.colorIndicator)
  assign(o, only, 'keywords', card.keywords)
  if (parts.length && wants(only, 'all_parts')) {
    o.all_parts = parts.map((p) => ({
      object: 'related_card',
      id: p.id,
      component: p.component,
      name: p.name,
      type_line: p.typeLine,
      uri: `${base}/cards/${p.id}`,
    }))
  }
  if (multiFaced && wants(only, 'card_faces')) {
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
  assign(o, only, 'legalities', card.legalities)
  if (printing) assign(o, only, 'games', printing.games)
  assign(o, only, 'reserved', card.isReserved)
  assign(o, only, 'game_changer', card.isGameChanger)
  put(o, 'hand_modifier', card.handModifier, only)
  put(o, 'life_modifier', card.lifeModifier, only)
  if (printing) {
    if (wants(only, 'finishes') || wants(only, 'foil') || wants(only, 'nonfoil')) {
      const finishes = printing.finishes.filter((f) => FINISHES.has(f))
      assign(o, only, 'foil', finishes.includes('foil') || finishes.includes('etched'))
      assign(o, only, 'nonfoil', finishes.includes('nonfoil'))
      assign(o, only, 'finishes', finishes)
    }
    assign(o, only, 'oversized', printing.oversized || OVERSIZED_LAYOUTS.has(card.layout))
    assign(o, only, 'promo', printing.promo)
    if (printing.promoTypes.length) assign(o, only, 'promo_types', printing.promoTypes)
    assign(o, only, 'reprint', printing.reprint)
    assign(o, only, 'variation', printing.variation)
    const set = printing.setCode.toLowerCase()
    put(o, 'set_id', printing.setId, only)
    assign(o, only, 'set', set)
    assign(o, only, 'set_name', printing.setName)
    put(o, 'set_type', printing.setType, only)
    if (wants(only, 'set_uri')) o.set_uri = `${base}/sets/${printing.setId ?? set}`
    if (wants(only, 'set_search_uri')) o.set_search_uri = `${base}/cards/search?order=set&q=${q(`e:${set}`)}&unique=prints`
    if (wants(only, 'scryfall_set_uri')) o.scryfall_set_uri = `${base}/explore/search?q=${q(`e:${set}`)}`
  }
  if (wants(only, 'rulings_uri')) o.rulings_uri = `${self}/rulings`
  if (wants(only, 'prints_search_uri'))
    o.prints_search_uri = `${base}/cards/search?order=released&q=${q(`oracleid:${card.oracleId}`)}&unique=prints`
  if (printing) {
    assign(o, only, 'collector_number', printing.collectorNumber)
    assign(o, only, 'digital', printing.digital)
    assign(o, only, 'rarity', printing.rarity)
    put(o, 'printed_name', printing.printedName, only)
    put(o, 'printed_type_line', printing.printedTypeLine, only)
    put(o, 'printed_text', printing.printedText, only)
    put(o, 'flavor_name', printing.flavorName, only)
    if (!multiFaced) put(o, 'flavor_text', printing.flavorText, only)
    put(o, 'watermark', printing.watermark, only)
    if (!doubleSided) assign(o, only, 'card_back_id', printing.cardBackId ?? MAGIC_CARD_BACK)
    put(o, 'artist', printing.artist, only)
    put(o, 'illustration_id', printing.illustrationId, only)
    put(o, 'border_color', printing.borderColor, only)
    put(o, 'frame', printing.frame, only)
    if (printing.frameEffects.length) assign(o, only, 'frame_effects', printing.frameEffects)
    put(o, 'security_stamp', printing.securityStamp, only)
    assign(o, only, 'full_art', printing.fullArt)
    assign(o, only, 'textless', printing.textless)
    assign(o, only, 'booster', printing.booster)
    assign(o, only, 'story_spotlight', printing.storySpotlight)
  }
  put(o, 'edhrec_rank', card.edhrecRank, only)
  const p = printing?.prices
  if (wants(only, 'prices'))
    o.prices = {
      usd: p?.usd ?? null,
      usd_foil: p?.usdFoil ?? null,
      usd_etched: p?.usdEtched ?? null,
      eur: p?.eur ?? null,
      eur_foil: p?.eurFoil ?? null,
      tix: p?.tix ?? null,
    }
  if (wants(only, 'related_uris')) o.related_uris = relatedUris(card.name, printing?.multiverseIds ?? [])
  if (printing && wants(only, 'purchase_uris')) o.purchase_uris = purchaseUris(card.name, printing.tcgplayerId, printing.mtgoId)
  assign(o, only, 'funny', card.isFunny)
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
