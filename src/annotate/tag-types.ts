// The tag contract: what the importer hands `deriveTags` for each card, and what it gets back to
// store in `card_tags` (prisma/schema.prisma, model CardTag).
import type { TagCategory, TagFields, TagProvenance } from '../store/types.js'

export type { TagCategory, TagProvenance }

export interface TaggableCard {
  oracleId: string
  name: string
  layout: string
  manaCost: string | null
  manaValue: number
  colors: string[]
  colorIdentity: string[]
  typeLine: string
  supertypes: string[]
  types: string[]
  subtypes: string[]
  /** Oracle text; faces of multi-faced cards joined with "\n//\n" (as the store keeps it). */
  oracleText: string
  /** As the source lists them. Not used to extract keyword tags: those are read from the text. */
  keywords: string[]
  power: string | null
  toughness: string | null
}

/** What `deriveTags` returns for a card: a `card_tags` row without its Oracle id. */
export type DerivedTag = TagFields
