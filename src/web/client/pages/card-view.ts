// What the card page shows, independent of which API calls fetched it (see card-data.ts).
import type { TextSpan } from '../components/annotated-text.js'
import type { PictureFace } from '../components/card-image.js'
import type { RelatedCardJson } from '../model.js'

export interface FaceView {
  name: string
  manaCost: string | null
  typeLine: string
  spans: TextSpan[]
  power: string | null
  toughness: string | null
  loyalty: string | null
  defense: string | null
}

export interface TagView {
  slug: string
  label: string
  category: string
  provenance: 'attribute' | 'extracted' | 'inferred' | string
  confidence: number | null
  evidence: string | null
}

export interface PrintingView {
  id: string
  setCode: string
  setName: string
  collectorNumber: string
  rarity: string
  releasedAt: string | null
  priceUsd: string | null
  priceUsdFoil: string | null
}

export interface RulingView {
  date: string
  source: string | null
  text: string
}

export interface CardView {
  /** The id the page was opened with (a printing id or an Oracle id). */
  id: string
  oracleId: string
  name: string
  manaCost: string | null
  typeLine: string
  /** One entry per face; single-faced cards have one. */
  faces: FaceView[]
  legalities: Record<string, string>
  /** The printing shown (the one asked for, or the newest). */
  printing: PrintingView | null
  printings: PrintingView[]
  rulings: RulingView[]
  tags: TagView[]
  /** What the card's pictures show: both sides of a double-faced card, else one. */
  pictures: PictureFace[]
  /** The printing's artist(s), and flavor text per face (faces without any left out). */
  artist: string | null
  flavor: { face: string; text: string }[]
  /** Tokens it makes, meld parts, combo pieces (all_parts), without the card itself. */
  related: RelatedCardJson[]
  /** Keyword abilities and actions on the card, each with its rules page. */
  keywords: string[]
  /** Parts that failed to load, by section: shown there as errors while the rest of the page works. */
  problems: Partial<Record<'text' | 'rulings' | 'tags' | 'printings', unknown>>
}
