// What the deck page reads from POST /decks/validate, and how it groups a deck for display: by
// section, then by card type (a card under its first type in the order players sort by).
import type { CardJson } from '../model.js'

export interface DeckEntryJson {
  line: number
  text: string
  section: string
  quantity: number
  name: string
  foil?: boolean
  card: CardJson & { cmc?: number; colors?: string[]; layout?: string }
}

export interface DeckUnresolvedJson {
  line: number
  text: string
  section: string
  quantity: number
  name: string
  suggestions: string[]
}

export interface DeckCitationJson {
  rule?: string
  text?: string | null
  effective?: string | null
  ruling?: { card: string; date: string; text: string }
  legality?: { card: string; format: string; status: string; source: string }
  oracle?: { card: string; text: string }
  format?: { name: string; text: string; source: string }
}

export interface DeckIssueJson {
  code: string
  severity: 'error' | 'warning' | 'info'
  message: string
  cards: string[]
  rule: string
  lines: number[]
  supported?: boolean
  citations: DeckCitationJson[]
}

export interface DeckJson {
  input_format: string
  name?: string
  counts: Record<string, number>
  entries: DeckEntryJson[]
  unresolved: DeckUnresolvedJson[]
  notes: { line: number; code: string; message: string }[]
  stats: {
    cards: number
    curve: Record<string, number>
    colors: Record<string, number>
    types: Record<string, number>
    price: { usd: string | null; eur: string | null; tix: string | null; priced: number; unpriced: number }
  }
}

export interface DeckValidationJson {
  format: string
  legal: boolean | null
  supported: boolean
  counts: Record<string, number>
  issues: DeckIssueJson[]
  deck: DeckJson
}

/** The formats offered, with the names players know them by (the API accepts these ids). */
export const DECK_FORMATS: [id: string, label: string][] = [
  ['standard', 'Standard'],
  ['pioneer', 'Pioneer'],
  ['modern', 'Modern'],
  ['legacy', 'Legacy'],
  ['vintage', 'Vintage'],
  ['pauper', 'Pauper'],
  ['commander', 'Commander'],
  ['duel', 'Duel Commander'],
  ['paupercommander', 'Pauper Commander'],
  ['brawl', 'Brawl'],
  ['standardbrawl', 'Standard Brawl'],
  ['historicbrawl', 'Historic Brawl'],
  ['oathbreaker', 'Oathbreaker'],
  ['limited', 'Limited'],
  ['historic', 'Historic'],
  ['timeless', 'Timeless'],
  ['alchemy', 'Alchemy'],
  ['explorer', 'Explorer'],
  ['penny', 'Penny Dreadful'],
  ['premodern', 'Premodern'],
  ['oldschool', 'Old School 93/94'],
  ['predh', 'PreDH'],
]

export const SECTION_ORDER: [section: string, heading: string][] = [
  ['commander', 'Commander'],
  ['companion', 'Companion'],
  ['main', 'Main deck'],
  ['sideboard', 'Sideboard'],
  ['maybeboard', 'Maybeboard'],
]

const TYPE_ORDER: [type: string, group: string][] = [
  ['Creature', 'Creatures'],
  ['Planeswalker', 'Planeswalkers'],
  ['Battle', 'Battles'],
  ['Instant', 'Instants'],
  ['Sorcery', 'Sorceries'],
  ['Artifact', 'Artifacts'],
  ['Enchantment', 'Enchantments'],
  ['Land', 'Lands'],
]

/** A card's group: its front face's first type in TYPE_ORDER ("Artifact Creature" is a creature). */
export function typeGroup(typeLine: string): string {
  const front = (typeLine.split(' // ')[0] ?? '').split(' — ')[0] ?? ''
  return TYPE_ORDER.find(([t]) => new RegExp(`\\b${t}\\b`).test(front))?.[1] ?? 'Other'
}

/** Entries of one section grouped by type, in TYPE_ORDER. */
export function groupByType(entries: DeckEntryJson[]): [group: string, entries: DeckEntryJson[]][] {
  const groups = new Map<string, DeckEntryJson[]>()
  for (const e of entries) {
    const g = typeGroup(e.card.type_line)
    groups.set(g, [...(groups.get(g) ?? []), e])
  }
  const order = [...TYPE_ORDER.map(([, g]) => g), 'Other']
  return order.flatMap((g) => (groups.has(g) ? [[g, groups.get(g)!] as [string, DeckEntryJson[]]] : []))
}

export const cardCount = (entries: { quantity: number }[]) => entries.reduce((n, e) => n + e.quantity, 0)
