// The deck as the rules see it: cards grouped by English name within each section, with the
// characteristics a card has in a library (CR 712.8a: a double-faced card's front face; 715.4: an
// adventurer's normal characteristics; 709.4: a split card's two halves combined), its color
// identity, and the issue shape every check returns. Pure.
import type { Card, Legality } from '../../queries/types.js'
import { colorIdentity, deckbuildingColors, type Color, type Identity } from '../identity.js'
import type { FormatRuleText } from '../formats.js'
import { copyKey } from '../names.js'
import type { ResolvedDeck, ResolvedLine, Section } from '../types.js'

/** What an issue cites; the service turns these into texts from the store. */
export type CiteKey =
  | { rule: string }
  | { legality: { card: string; format: string; status: Legality | 'missing'; source: string } }
  | { oracle: { card: string; text: string } }
  | { ruling: { oracleId: string; card: string; contains: string } }
  | { format: FormatRuleText }

export type Severity = 'error' | 'warning' | 'info'

export interface DeckIssue {
  code: string
  severity: Severity
  message: string
  /** Names of the cards the issue is about. */
  cards: string[]
  /** The rule broken: a CR rule number ("100.2a"), or a format's own rule ("modern banned list", "oathbreaker:size"). */
  rule: string
  /** Input lines the issue is about. */
  lines: number[]
  /** false: the check could not be made; the deck's legality is then unknown, never assumed. */
  supported?: false
  cite: CiteKey[]
}

export interface Characteristics {
  supertypes: string[]
  types: string[]
  subtypes: string[]
  typeLine: string
}

/** One card of the deck: every line naming it in one section, added up. */
export interface DeckCard {
  key: string
  name: string
  card: Card
  section: Section
  quantity: number
  lines: number[]
  rarities: string[] | null
  sourceVersion: string
  /** In a library (and as a commander): front face, adventurer's normal side, split halves combined. */
  library: Characteristics
  identity: Identity
  /** Identity and basic land types' colors, with what the store records (which also knows meld results' color indicators). */
  colors: Color[]
}

/** "Legendary Creature — Human Wizard" → supertypes, types, subtypes. */
export function parseTypeLine(typeLine: string): Characteristics {
  const [left = '', right = ''] = typeLine.split(/\s+—\s+|\s+-\s+/)
  const SUPERTYPES = new Set(['Basic', 'Legendary', 'Ongoing', 'Snow', 'World', 'Elite', 'Host'])
  const words = left.split(/\s+/).filter(Boolean)
  const subtypes = right.includes('Time Lord')
    ? ['Time Lord', ...right.replace('Time Lord', '').split(/\s+/).filter(Boolean)]
    : right.split(/\s+/).filter(Boolean)
  return { supertypes: words.filter((w) => SUPERTYPES.has(w)), types: words.filter((w) => !SUPERTYPES.has(w)), subtypes, typeLine }
}

const COMBINED_LAYOUTS = new Set(['split', 'aftermath'])

export function libraryCharacteristics(card: Card): Characteristics {
  if (!card.faces.length) return { supertypes: card.supertypes, types: card.types, subtypes: card.subtypes, typeLine: card.typeLine }
  if (COMBINED_LAYOUTS.has(card.layout)) {
    const halves = card.faces.map((f) => parseTypeLine(f.typeLine))
    const union = (k: 'supertypes' | 'types' | 'subtypes') => [...new Set(halves.flatMap((h) => h[k]))]
    return { supertypes: union('supertypes'), types: union('types'), subtypes: union('subtypes'), typeLine: card.typeLine }
  }
  return parseTypeLine(card.faces[0]!.typeLine)
}

export function toDeckCard(lines: ResolvedLine[]): DeckCard {
  const first = lines[0]!
  const card = first.found.card
  const identity = colorIdentity(card)
  const stored = card.colorIdentity.filter((c): c is Color => ['W', 'U', 'B', 'R', 'G'].includes(c))
  const colors = [...new Set([...deckbuildingColors(identity), ...stored])]
  return {
    key: copyKey(card.name),
    name: card.name,
    card,
    section: first.section,
    quantity: lines.reduce((n, l) => n + l.quantity, 0),
    lines: lines.map((l) => l.line),
    rarities: first.rarities,
    sourceVersion: first.sourceVersion,
    library: libraryCharacteristics(card),
    identity,
    colors: (['W', 'U', 'B', 'R', 'G'] as const).filter((c) => colors.includes(c)),
  }
}

export interface DeckModel {
  bySection: Record<Section, DeckCard[]>
  deck: ResolvedDeck
}

/** Cards by section, lines naming the same card (by English name) within a section added up, in first-line order. */
export function deckModel(deck: ResolvedDeck): DeckModel {
  const bySection = { commander: [], companion: [], main: [], sideboard: [], maybeboard: [] } as Record<Section, DeckCard[]>
  const groups = new Map<string, ResolvedLine[]>()
  for (const e of deck.entries) {
    const k = `${e.section}\u0000${copyKey(e.found.card.name)}`
    const g = groups.get(k)
    if (g) g.push(e)
    else groups.set(k, [e])
  }
  for (const lines of groups.values()) bySection[lines[0]!.section].push(toDeckCard(lines))
  return { bySection, deck }
}

export const total = (cards: DeckCard[]) => cards.reduce((n, c) => n + c.quantity, 0)

export const isBasicLand = (c: DeckCard) => c.library.supertypes.includes('Basic') && c.library.types.includes('Land')

/** "A deck can have any number of cards named Relentless Rats." / "… up to seven cards named Seven Dwarves." */
export function deckCountText(card: Card): { max: number; text: string } | null {
  const any = /A deck can have any number of cards named [^.\n]+\./.exec(card.oracleText)
  if (any) return { max: Number.POSITIVE_INFINITY, text: any[0] }
  const upTo = /A deck can have up to (\w+) cards named [^.\n]+\./.exec(card.oracleText)
  if (upTo) {
    const n = NUMBER_WORDS.indexOf(upTo[1]!.toLowerCase())
    const max = n >= 0 ? n : Number(upTo[1])
    if (Number.isFinite(max)) return { max, text: upTo[0] }
  }
  return null
}
const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
]

export function issue(
  code: string,
  severity: Severity,
  rule: string,
  message: string,
  cards: DeckCard[] | string[],
  cite: CiteKey[],
  extra: { lines?: number[]; supported?: false } = {},
): DeckIssue {
  const named = cards.map((c) => (typeof c === 'string' ? c : c.name))
  const lines = extra.lines ?? cards.flatMap((c) => (typeof c === 'string' ? [] : c.lines))
  return {
    code,
    severity,
    message,
    cards: [...new Set(named)],
    rule,
    lines: [...new Set(lines)].sort((a, b) => a - b),
    ...(extra.supported === false ? { supported: false as const } : {}),
    cite,
  }
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`
export const listNames = (cards: DeckCard[], max = 5) =>
  cards.length <= max
    ? cards.map((c) => c.name).join(', ')
    : `${cards
        .slice(0, max)
        .map((c) => c.name)
        .join(', ')} and ${cards.length - max} more`
