// A decklist as read from what a player pasted, and as resolved against the store. Plain data: the
// parsers make DeckList, the loader (resolve.ts) turns it into ResolvedDeck, and the validator,
// the statistics and the exporters read that.
import type { CardPrinting, Printing } from '../queries/types.js'

/** Where a card sits. The companion and the commander(s) are designations, kept apart from the deck's other cards. */
export const SECTIONS = ['commander', 'companion', 'main', 'sideboard', 'maybeboard'] as const
export type Section = (typeof SECTIONS)[number]

/** The input formats a list may be written in (detected by content unless the caller says which). */
export const INPUT_FORMATS = ['arena', 'mtgo', 'dek', 'text', 'csv'] as const
export type InputFormat = (typeof INPUT_FORMATS)[number]

/** One card line: "4 Lightning Bolt (M11) 146 *F*", a .dek <Cards> element or a CSV row. */
export interface DeckLine {
  /** 1-based line of the input the entry was read from. */
  line: number
  /** That line as written (trimmed). */
  text: string
  section: Section
  quantity: number
  /** The card name as written (split separators made canonical: "Fire/Ice" → "Fire // Ice"). */
  name: string
  /** Set code or set name as written, when the line gives one. */
  set?: string
  collectorNumber?: string
  foil?: boolean
  etched?: boolean
  /** Blocks are runs of lines between blank lines; 0 is the first. */
  block: number
}

/** A line that is not a card but was read as something: a comment, a section header, metadata. */
export interface SkippedLine {
  line: number
  text: string
  kind: 'comment' | 'header' | 'metadata'
}

/** Something the reader decided that the caller should know about (which block became the sideboard, …). */
export interface ParseNote {
  line: number
  code: string
  message: string
}

export interface DeckList {
  /** How the list was read: one of INPUT_FORMATS, or "entries" when it was given as data. */
  inputFormat: InputFormat | 'entries'
  lines: DeckLine[]
  skipped: SkippedLine[]
  notes: ParseNote[]
  /** A name the list gives itself (Arena's "Name …", a .dek file name or comment), if any. */
  name?: string
}

/** How the printing of a resolved line was found. */
export type PrintingMatch = 'exact' | 'set' | 'default' | 'not_found'

export interface ResolvedLine extends DeckLine {
  /** The card with the printing the line asked for, or its newest printing. */
  found: CardPrinting
  printingMatch: PrintingMatch
  /** Several cards answer to the name equally well; `found` is the first of `candidates`. */
  ambiguous: boolean
  candidates: string[]
  /** Every rarity the card was printed at; null when not read (only pauper commander's rule needs them: ResolveOptions.rarities). */
  rarities: string[] | null
  /** The build of the source the card's row (and its legalities) came from, e.g. "5.3.0+20260709". */
  sourceVersion: string
}

export interface UnresolvedLine extends DeckLine {
  suggestions: string[]
}

export interface ResolvedDeck {
  inputFormat: InputFormat | 'entries'
  name?: string
  entries: ResolvedLine[]
  unresolved: UnresolvedLine[]
  skipped: SkippedLine[]
  notes: ParseNote[]
}

export type { CardPrinting, Printing }
