// The shapes the explorer reads from the REST API (Scryfall's conventions: snake_case fields,
// list objects with data / has_more / total_cards). Only the fields the pages use are listed.

/** Scryfall's image_uris: one URL per size, from IMAGE_BASE_URL (absent when the server has none). */
export interface ImageUrisJson {
  small: string
  normal: string
  large: string
  png: string
  art_crop: string
  border_crop: string
}

/** An entry of all_parts: a card related to this one (a token it makes, a meld part, a combo piece). */
export interface RelatedCardJson {
  id: string
  component: 'token' | 'meld_part' | 'meld_result' | 'combo_piece' | string
  name: string
  type_line: string
}

export interface CardFaceJson {
  name: string
  image_uris?: ImageUrisJson
  flavor_text?: string | null
  artist?: string | null
  mana_cost?: string | null
  type_line?: string | null
  oracle_text?: string | null
  power?: string | null
  toughness?: string | null
  loyalty?: string | null
  defense?: string | null
}

/** A card object (src/api/rest/card-object.ts): a card with one of its printings. */
export interface CardJson {
  /** The printing's Scryfall id; null when the store holds no printing of the card. */
  id: string | null
  oracle_id: string
  name: string
  mana_cost?: string | null
  type_line: string
  oracle_text?: string | null
  power?: string | null
  toughness?: string | null
  loyalty?: string | null
  defense?: string | null
  keywords?: string[]
  legalities?: Record<string, string>
  prices?: Record<string, string | null>
  set?: string
  set_name?: string
  collector_number?: string
  rarity?: string
  released_at?: string | null
  card_faces?: CardFaceJson[]
  image_uris?: ImageUrisJson
  artist?: string | null
  flavor_text?: string | null
  all_parts?: RelatedCardJson[]
  layout?: string
  lang?: string
  digital?: boolean
}

export interface ListJson<T> {
  object: 'list'
  data: T[]
  has_more: boolean
  next_page?: string | null
  total?: number
  total_cards?: number
  warnings?: string[]
}
