// Scryfall's card and set objects (https://scryfall.com/docs/api/cards, /docs/api/sets), written
// once as TypeBox schemas: the REST API serializes with them and documents them (/openapi.json),
// the bulk files are rendered with the same function (render-card.ts), and the TypeScript types
// are derived from them. Fields a `fields=` selection may leave out are optional here.
import { Type, type Static } from 'typebox'

const Str = Type.String()
const OptStr = Type.Optional(Str)
const OptBool = Type.Optional(Type.Boolean())
const OptInt = Type.Optional(Type.Integer())
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()])

/** Image sizes Scryfall serves, by name (https://scryfall.com/docs/api/images). */
export const IMAGE_SIZES = ['small', 'normal', 'large', 'png', 'art_crop', 'border_crop'] as const
export type ImageSize = (typeof IMAGE_SIZES)[number]

export const ImageUris = Type.Object(Object.fromEntries(IMAGE_SIZES.map((s) => [s, Str])) as Record<ImageSize, typeof Str>, {
  description: 'Image URLs of the printing (or face), from IMAGE_BASE_URL.',
})

export const RelatedCard = Type.Object({
  object: Type.Literal('related_card'),
  id: Type.String({ format: 'uuid' }),
  component: Type.Union([Type.Literal('token'), Type.Literal('meld_part'), Type.Literal('meld_result'), Type.Literal('combo_piece')]),
  name: Str,
  type_line: Str,
  uri: Str,
})

export const CardFaceObject = Type.Object({
  object: Type.Literal('card_face'),
  name: Str,
  mana_cost: Str,
  type_line: Str,
  oracle_text: Str,
  colors: Type.Optional(Type.Array(Str)),
  color_indicator: Type.Optional(Type.Array(Str)),
  power: OptStr,
  toughness: OptStr,
  loyalty: OptStr,
  defense: OptStr,
  cmc: Type.Optional(Type.Number()),
  artist: OptStr,
  illustration_id: OptStr,
  flavor_text: OptStr,
  image_uris: Type.Optional(ImageUris),
})

const Prices = Type.Object({
  usd: Nullable(Str),
  usd_foil: Nullable(Str),
  usd_etched: Nullable(Str),
  eur: Nullable(Str),
  eur_foil: Nullable(Str),
  tix: Nullable(Str),
})

/** A card object (one printing of a card), Scryfall's field names, in Scryfall's order. */
export const CardObject = Type.Object(
  {
    object: Type.Optional(Type.Literal('card')),
    id: Type.Optional(
      Nullable(Type.String({ format: 'uuid', description: 'Scryfall id of the printing (null when no printing is stored).' })),
    ),
    oracle_id: Type.Optional(Type.String({ format: 'uuid' })),
    multiverse_ids: Type.Optional(Type.Array(Type.Integer())),
    mtgo_id: OptInt,
    mtgo_foil_id: OptInt,
    arena_id: OptInt,
    tcgplayer_id: OptInt,
    tcgplayer_etched_id: OptInt,
    cardmarket_id: OptInt,
    name: OptStr,
    lang: OptStr,
    released_at: OptStr,
    uri: OptStr,
    scryfall_uri: OptStr,
    layout: OptStr,
    highres_image: OptBool,
    image_status: Type.Optional(
      Type.Union([Type.Literal('missing'), Type.Literal('placeholder'), Type.Literal('lowres'), Type.Literal('highres_scan')]),
    ),
    image_uris: Type.Optional(ImageUris),
    mana_cost: OptStr,
    cmc: Type.Optional(Type.Number({ description: 'Mana value.' })),
    type_line: OptStr,
    oracle_text: OptStr,
    power: OptStr,
    toughness: OptStr,
    loyalty: OptStr,
    defense: OptStr,
    colors: Type.Optional(Type.Array(Str)),
    color_identity: Type.Optional(Type.Array(Str)),
    color_indicator: Type.Optional(Type.Array(Str)),
    keywords: Type.Optional(Type.Array(Str)),
    all_parts: Type.Optional(Type.Array(RelatedCard)),
    card_faces: Type.Optional(Type.Array(CardFaceObject)),
    legalities: Type.Optional(Type.Record(Str, Str, { description: 'format → legal | not_legal | banned | restricted' })),
    games: Type.Optional(Type.Array(Str)),
    reserved: OptBool,
    game_changer: OptBool,
    hand_modifier: OptStr,
    life_modifier: OptStr,
    foil: OptBool,
    nonfoil: OptBool,
    finishes: Type.Optional(
      Type.Array(Str, { description: 'nonfoil, foil, etched (signed copies are not a finish here, as on Scryfall)' }),
    ),
    oversized: OptBool,
    promo: OptBool,
    promo_types: Type.Optional(Type.Array(Str)),
    reprint: OptBool,
    variation: OptBool,
    set_id: OptStr,
    set: Type.Optional(Type.String({ description: 'Set code, lower case.' })),
    set_name: OptStr,
    set_type: OptStr,
    set_uri: OptStr,
    set_search_uri: OptStr,
    scryfall_set_uri: OptStr,
    rulings_uri: OptStr,
    prints_search_uri: OptStr,
    collector_number: OptStr,
    digital: OptBool,
    rarity: OptStr,
    printed_name: OptStr,
    printed_type_line: OptStr,
    printed_text: OptStr,
    flavor_name: OptStr,
    flavor_text: OptStr,
    watermark: OptStr,
    card_back_id: OptStr,
    artist: OptStr,
    illustration_id: OptStr,
    border_color: OptStr,
    frame: OptStr,
    frame_effects: Type.Optional(Type.Array(Str)),
    security_stamp: OptStr,
    full_art: OptBool,
    textless: OptBool,
    booster: OptBool,
    story_spotlight: OptBool,
    edhrec_rank: OptInt,
    prices: Type.Optional(Prices),
    related_uris: Type.Optional(Type.Record(Str, Str)),
    purchase_uris: Type.Optional(Type.Record(Str, Str)),
    funny: Type.Optional(Type.Boolean({ description: 'Arcanum: Un-sets, playtest and silver-bordered cards (is:funny).' })),
  },
  { $id: 'Card' },
)

/** A set object (https://scryfall.com/docs/api/sets). */
export const SetObject = Type.Object(
  {
    object: Type.Literal('set'),
    id: Type.String({ format: 'uuid', description: "Scryfall's set id, or a UUID derived from the code where no Scryfall file gave one." }),
    code: Type.String({ description: 'Lower case, as Scryfall writes it.' }),
    mtgo_code: OptStr,
    tcgplayer_id: OptInt,
    name: Str,
    uri: Str,
    scryfall_uri: Str,
    search_uri: Str,
    released_at: Type.Optional(Str),
    set_type: Str,
    card_count: Type.Integer(),
    printed_size: OptInt,
    digital: Type.Boolean(),
    nonfoil_only: Type.Boolean(),
    foil_only: Type.Boolean(),
    parent_set_code: OptStr,
    block: OptStr,
    icon_svg_uri: Str,
    printed_count: Type.Integer({ description: 'Arcanum: printings of the set held by this server.' }),
  },
  { $id: 'Set' },
)
export type SetObject = Static<typeof SetObject>

export type CardObject = Static<typeof CardObject>
export type CardFaceObject = Static<typeof CardFaceObject>
export type RelatedCard = Static<typeof RelatedCard>
export type CardField = keyof CardObject

/** Every field a card object may carry, in order: what `fields=` accepts. */
export const CARD_FIELDS = Object.keys(CardObject.properties) as CardField[]
