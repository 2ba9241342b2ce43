// The records every reader produces, whatever the source format: one shape per store table, in
// the store's vocabulary (Scryfall's names and values). Readers hand them to a RecordSink; the
// stager batches them into the import's staging tables.
import type { CardFields, FaceCharacteristics, KeywordKind, PrintingFields } from '../store/types.js'

export interface SetRecord {
  code: string // upper case: "DOM"
  name: string
  type: string | null
  releaseDate: string | null // YYYY-MM-DD
  /** Scryfall's set UUID where the source gives it (Scryfall files); else derived from the code. */
  scryfallId?: string | null
  tcgplayerId?: number | null
  mtgoCode?: string | null
  block?: string | null
  parentCode?: string | null
  digital?: boolean
  foilOnly?: boolean
  nonfoilOnly?: boolean
  printedSize?: number | null
  iconCode?: string | null
  isPartialPreview?: boolean
}

export interface FaceRecord extends FaceCharacteristics {
  position: number
  manaValue: number | null
  supertypes: string[]
  types: string[]
  subtypes: string[]
}

export interface RulingItem {
  publishedAt: string // YYYY-MM-DD
  source: string | null // "wotc" | "scryfall"; MTGJSON does not say
  text: string
}

export interface CardRecord extends CardFields {
  normalizedName: string
  faces: FaceRecord[]
  /** The source's whole ruling list for the card; null when the source carries no rulings (Scryfall card files). */
  rulings: RulingItem[] | null
}

export interface PrintingRecord extends PrintingFields {
  mtgjsonUuid: string | null
  priceUsd: number | null
  priceUsdFoil: number | null
  priceEur: number | null
  priceTix: number | null
  priceUsdEtched: number | null
  priceEurFoil: number | null
}

/** A ruling from a Scryfall rulings file (one object per ruling). */
export interface RulingRecord extends RulingItem {
  oracleId: string
}

/** Prices of one MTGJSON printing (AllPrices / AllPricesToday). */
export interface PriceRecord {
  mtgjsonUuid: string
  priceUsd: number | null
  priceUsdFoil: number | null
  priceEur: number | null
  priceTix: number | null
  priceUsdEtched: number | null
  priceEurFoil: number | null
}

export type { KeywordKind }

export interface RecordSink {
  set(r: SetRecord): void | Promise<void>
  card(r: CardRecord): void | Promise<void>
  printing(r: PrintingRecord): void | Promise<void>
  ruling(r: RulingRecord): void | Promise<void>
  price(r: PriceRecord): void | Promise<void>
  keywordName(name: string, kind: KeywordKind): void | Promise<void>
  /** Something left out on purpose (tokens, cards without an Oracle id): counted and reported. */
  skipped(reason: string, count?: number): void
}

/** What a source says about itself: its build date decides which data is newest. */
export interface SourceMeta {
  format: 'mtgjson' | 'scryfall' | 'cr' | 'seed'
  /** "5.3.0+20260709", "scryfall default_cards", "CR 2026-02-27" */
  version: string
  /** YYYY-MM-DD */
  date: string
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * A copy of a string that shares no memory with the text it was cut from. Strings the tokenizer
 * returns can be slices of a whole input chunk; keeping one in a long-lived set (ids seen so far)
 * would keep the chunk alive with it, and memory would grow with the file.
 */
export function ownString(s: string): string {
  return Buffer.from(s, 'utf8').toString('utf8')
}
