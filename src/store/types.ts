// Row shapes that several layers share: the importers write them, the query layer reads them,
// the annotator tags them. The enums are the migrated schema's, as PostgreSQL has them (npm run
// sql:types), so they cannot drift from the database.
import type { KeywordKind, RuleKind, TagCategory, TagProvenance } from './enums.generated.js'

export type { KeywordKind, RuleKind, TagCategory, TagProvenance }

/** Scryfall's legality vocabulary, which the store keeps. */
export type Legality = 'legal' | 'not_legal' | 'banned' | 'restricted'

/** What a card and each of its faces print (CR 109.3), as the store keeps it. */
export interface FaceCharacteristics {
  name: string
  manaCost: string | null
  colors: string[]
  colorIndicator: string[]
  typeLine: string
  oracleText: string
  power: string | null
  toughness: string | null
  loyalty: string | null
  defense: string | null
}

/** A card by Oracle identity: the `cards` row without its provenance columns. */
export interface CardFields extends FaceCharacteristics {
  oracleId: string
  layout: string
  manaValue: number
  colorIdentity: string[]
  supertypes: string[]
  types: string[]
  subtypes: string[]
  keywords: string[]
  legalities: Record<string, Legality>
  isFunny: boolean
  isReserved: boolean
  /** On the Commander Game Changers list (Scryfall game_changer). */
  isGameChanger: boolean
  /** A Vanguard card's hand and life modifiers ("+1", "-5"). */
  handModifier: string | null
  lifeModifier: string | null
  edhrecRank: number | null
  /** Tokens, emblems, art cards, planes, schemes, vanguards: Scryfall's "extras" (EXTRA_LAYOUTS). */
  isExtra: boolean
}

/** Layouts Scryfall calls extras: not cards of a deck, left out of searches unless asked for. */
export const EXTRA_LAYOUTS: ReadonlySet<string> = new Set([
  'token',
  'double_faced_token',
  'emblem',
  'art_series',
  'planar',
  'scheme',
  'vanguard',
])

/** One printing's own columns (`printings`), without prices and source bookkeeping. */
export interface PrintingFields {
  id: string // Scryfall id
  oracleId: string
  setCode: string
  collectorNumber: string
  rarity: string
  language: string
  releasedAt: string | null
  artist: string | null
  flavorText: string | null
  borderColor: string | null
  frame: string | null
  finishes: string[]
  multiverseIds: number[]
  frameEffects: string[]
  securityStamp: string | null
  watermark: string | null
  promo: boolean
  promoTypes: string[]
  /** Online only (MTGO, Arena); the set's own flag is added when the printings are merged. */
  digital: boolean
  fullArt: boolean
  textless: boolean
  storySpotlight: boolean
  booster: boolean
  oversized: boolean
  variation: boolean
  reprint: boolean
  /** paper, arena, mtgo */
  games: string[]
  printedName: string | null
  /** An English printing's type line and text where they differ from Oracle. */
  printedTypeLine: string | null
  printedText: string | null
  flavorName: string | null
  arenaId: number | null
  mtgoId: number | null
  mtgoFoilId: number | null
  tcgplayerId: number | null
  tcgplayerEtchedId: number | null
  cardmarketId: number | null
  cardBackId: string | null
  illustrationId: string | null
  /** MTGJSON uuids of the tokens the printing makes (all_parts). */
  relatedTokenUuids: string[]
  /** Names of the cards that make this token, or that it melds with (all_parts). */
  relatedNames: string[]
}

/** A card tag (`card_tags`), as `deriveTags` makes it. */
export interface TagFields {
  /** Unique per card: "kw-kicker", "type-sorcery", "mv-3", "searches-library-basic-land". */
  slug: string
  label: string
  category: TagCategory
  provenance: TagProvenance
  /** 0..1 for inferred tags (suggestions); null for attributes and extracted facts. */
  confidence: number | null
  /** The text span or attribute the tag came from: "Kicker {2}", "type line: Sorcery". */
  evidence: string | null
}

/** A Comprehensive Rules section, chapter, rule or subrule (`rules`), within its edition. */
export interface RuleFields {
  number: string
  kind: RuleKind
  parentNumber: string | null
  /** Order in the document, from 0 (sections and chapters included). */
  position: number
  text: string
  /** "Example:" paragraphs, without the prefix. */
  examples: string[]
  /** Rule numbers its text and examples cite, as written. */
  references: string[]
}
