// The tag contract: what the importer hands `deriveTags` for each card, and what it gets back to
// store in `card_tags` (prisma/schema.prisma, model CardTag).
import type { TagCategory, TagProvenance } from '../generated/prisma/enums.js'

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

export interface DerivedTag {
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
