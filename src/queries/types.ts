// The query layer's plain data shapes, shared by the REST and GraphQL APIs. Field names are the
// store's, in camelCase; each API maps them to its own conventions (REST: Scryfall's snake_case).

import type {
  CardFields,
  FaceCharacteristics,
  KeywordKind,
  Legality,
  PrintingFields,
  RuleFields,
  RuleKind,
  TagCategory,
  TagFields,
  TagProvenance,
} from '../store/types.js'

export type { KeywordKind, Legality, RuleKind, TagCategory, TagProvenance }

export interface CardFace extends FaceCharacteristics {
  position: number
  manaValue: number | null
}

/** One card by Oracle identity: the rules object, whatever its printings. */
export interface Card extends CardFields {
  faces: CardFace[]
}

export interface Prices {
  usd: string | null
  usdFoil: string | null
  usdEtched: string | null
  eur: string | null
  eurFoil: string | null
  tix: string | null
}

/** One printing of a card in a set (Scryfall's card object is a printing). */
export interface Printing extends PrintingFields {
  /** The set's UUID (Scryfall's, or derived from its code: src/store/set-id.ts). */
  setId: string | null
  highresImage: boolean
  isExtra: boolean
  /** Scryfall ids of the token printings its Oracle text creates, where the source names none (all_parts). */
  textTokenIds: string[]
  /** Names of the cards whose Oracle text creates this token, where the source names none (all_parts). */
  textCreatorNames: string[]
  setName: string
  setType: string | null
  prices: Prices
}

/** A card together with one of its printings: the one asked for, or its newest (null: no printing stored). */
export interface CardPrinting {
  card: Card
  printing: Printing | null
}

export interface CardSet {
  code: string
  name: string
  type: string | null
  releaseDate: string | null
  cardCount: number
  /** Printings stored for the set (may be fewer than the set's card count). */
  printingCount: number
  /** Scryfall's set UUID, or one derived from the code (src/store/set-id.ts). */
  scryfallId: string
  tcgplayerId: number | null
  mtgoCode: string | null
  block: string | null
  parentCode: string | null
  digital: boolean
  foilOnly: boolean
  nonfoilOnly: boolean
  printedSize: number | null
  iconCode: string | null
}

export interface Ruling {
  id: number
  oracleId: string
  position: number
  publishedAt: string
  source: string | null
  text: string
}

export interface Keyword {
  id: number
  name: string
  slug: string
  kind: KeywordKind
  ruleNumber: string | null
  definition: string
  parentId: number | null
}

export interface Tag extends TagFields {
  oracleId: string
}

export interface Rule extends RuleFields {
  /** The CR edition (rules document) the rule belongs to. */
  documentId: number
  effectiveDate: string
}

export interface RuleReference {
  number: string
  /** The cited rule in the same edition; null when the edition has no such number. */
  rule: Rule | null
}

export interface RuleDetail extends Rule {
  parent: Rule | null
  /** Direct subrules in document order (702.33 → 702.33a … 702.33h). */
  children: Rule[]
  previous: Rule | null
  next: Rule | null
  referencedRules: RuleReference[]
}

export interface GlossaryTerm {
  documentId: number
  term: string
  text: string
  references: string[]
  effectiveDate: string
}

/** One edition of the Comprehensive Rules. */
export interface RulesEdition {
  id: number
  effectiveDate: string
}

/** A page of a list: the items asked for and how many there are in all. */
export interface Page<T> {
  items: T[]
  total: number
}

export interface PageRequest {
  offset: number
  limit: number
}

/** A card found by a search row, a name or an identifier, as ids only: its Oracle id and the printing it stands for. */
export interface CardRowRef {
  oracleId: string
  printingId: string | null
}
