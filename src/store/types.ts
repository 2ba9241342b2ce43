// Row shapes that several layers share: the importers write them, the query layer reads them,
// the annotator tags them. The enums come from the Prisma schema, so they cannot drift from the
// database.
export type { KeywordKind, RuleKind, TagCategory, TagProvenance } from '../generated/prisma/enums.js'

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
  edhrecRank: number | null
}
