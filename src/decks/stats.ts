// What a deckbuilding site shows beside a list: the mana curve, color and type counts, and the
// total price where the store has prices. Counts are of cards (quantities), for the deck itself:
// main deck and commanders. The price covers every listed card but the maybeboard. Pure.
import { libraryCharacteristics } from './validate/model.js'
import type { ResolvedDeck, ResolvedLine } from './types.js'

export const CURVE_BUCKETS = ['0', '1', '2', '3', '4', '5', '6', '7+'] as const

export interface PriceTotal {
  /** Sums in each currency over the cards that have a price in it (null: none has). */
  usd: string | null
  eur: string | null
  tix: string | null
  /** Cards (quantities) with a USD price / without one. */
  priced: number
  unpriced: number
}

export interface DeckStats {
  cards: number
  /** Nonland cards by mana value. */
  curve: Record<(typeof CURVE_BUCKETS)[number], number>
  /** Cards of each color (a card counts once for each of its colors), colorless and multicolored ones. */
  colors: { W: number; U: number; B: number; R: number; G: number; colorless: number; multicolor: number }
  /** Cards of each card type (a card counts once for each of its types). */
  types: Record<string, number>
  price: PriceTotal
}

const inDeck = (e: ResolvedLine) => e.section === 'main' || e.section === 'commander'

function money(lines: [ResolvedLine, string | null][]): string | null {
  const priced = lines.filter(([, p]) => p != null)
  if (!priced.length) return null
  const cents = priced.reduce((sum, [e, p]) => sum + Math.round(Number(p) * 100) * e.quantity, 0)
  return (cents / 100).toFixed(2)
}

export function deckStats(deck: ResolvedDeck): DeckStats {
  const cards = deck.entries.filter(inDeck)
  const curve = Object.fromEntries(CURVE_BUCKETS.map((b) => [b, 0])) as DeckStats['curve']
  const colors = { W: 0, U: 0, B: 0, R: 0, G: 0, colorless: 0, multicolor: 0 }
  const types: Record<string, number> = {}
  for (const e of cards) {
    const card = e.found.card
    const library = libraryCharacteristics(card)
    for (const t of library.types) types[t] = (types[t] ?? 0) + e.quantity
    if (!library.types.includes('Land')) {
      const mv = Math.floor(card.manaValue)
      curve[mv >= 7 ? '7+' : (String(mv) as (typeof CURVE_BUCKETS)[number])] += e.quantity
    }
    const own = card.colors.filter((c): c is keyof typeof colors => ['W', 'U', 'B', 'R', 'G'].includes(c))
    for (const c of own) colors[c] += e.quantity
    if (own.length === 0 && !library.types.includes('Land')) colors.colorless += e.quantity
    if (own.length > 1) colors.multicolor += e.quantity
  }
  const listed = deck.entries.filter((e) => e.section !== 'maybeboard')
  const prices = listed.map((e) => e.found.printing?.prices)
  const usd = listed.map(
    (e, i) =>
      [e, e.foil || e.etched ? (prices[i]?.usdFoil ?? prices[i]?.usd ?? null) : (prices[i]?.usd ?? null)] as [ResolvedLine, string | null],
  )
  const priced = usd.filter(([, p]) => p != null).reduce((n, [e]) => n + e.quantity, 0)
  return {
    cards: cards.reduce((n, e) => n + e.quantity, 0),
    curve,
    colors,
    types,
    price: {
      usd: money(usd),
      eur: money(listed.map((e, i) => [e, prices[i]?.eur ?? null])),
      tix: money(listed.map((e, i) => [e, prices[i]?.tix ?? null])),
      priced,
      unpriced: listed.reduce((n, e) => n + e.quantity, 0) - priced,
    },
  }
}
