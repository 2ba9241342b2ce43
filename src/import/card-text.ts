// Small helpers shared by the MTGJSON and Scryfall readers: type lines, colours, legalities.
import type { Legality } from '../store/types.js'

/** Supertypes (CR 205.4a). */
const SUPERTYPES = new Set(['Basic', 'Elite', 'Legendary', 'Ongoing', 'Snow', 'World', 'Host'])
/** Card types (CR 205.2a), with the older Tribal (now Kindred) and the Un-set / non-traditional ones. */
const CARD_TYPES = new Set([
  'Artifact',
  'Battle',
  'Conspiracy',
  'Creature',
  'Dungeon',
  'Enchantment',
  'Instant',
  'Kindred',
  'Land',
  'Phenomenon',
  'Plane',
  'Planeswalker',
  'Scheme',
  'Sorcery',
  'Tribal',
  'Vanguard',
  'Emblem',
  'Hero',
  'Card',
])

export interface TypeLineParts {
  supertypes: string[]
  types: string[]
  subtypes: string[]
}

/**
 * "Legendary Artifact Creature — Scarecrow Guest" → Legendary / Artifact, Creature / Scarecrow, Guest
 * (CR 205.1a: the type line holds supertypes and card types, then a long dash and subtypes).
 */
export function parseTypeLine(typeLine: string): TypeLineParts {
  const parts: TypeLineParts = { supertypes: [], types: [], subtypes: [] }
  for (const face of typeLine.split(' // ')) {
    const [left = '', right = ''] = face.split(/\s+[—–-]\s+/, 2)
    for (const word of left.split(/\s+/).filter(Boolean)) {
      if (SUPERTYPES.has(word)) pushUnique(parts.supertypes, word)
      else if (CARD_TYPES.has(word)) pushUnique(parts.types, word)
      else pushUnique(parts.types, word) // an unknown word before the dash is still a type
    }
    for (const word of splitSubtypes(right)) pushUnique(parts.subtypes, word)
  }
  return parts
}

/** Subtypes are single words except a few multi-word land/planar types ("Urza's", "New Phyrexia"). */
function splitSubtypes(s: string): string[] {
  return s.split(/\s+/).filter(Boolean)
}

export function pushUnique<T>(list: T[], value: T): void {
  if (!list.includes(value)) list.push(value)
}

export function union<T>(lists: readonly (readonly T[] | undefined | null)[]): T[] {
  const out: T[] = []
  for (const l of lists) for (const v of l ?? []) pushUnique(out, v)
  return out
}

const WUBRG = ['W', 'U', 'B', 'R', 'G']

/** Colours in WUBRG order, de-duplicated. */
export function colorsInOrder(lists: readonly (readonly string[] | undefined | null)[]): string[] {
  const set = new Set(union(lists))
  return [...WUBRG.filter((c) => set.has(c)), ...[...set].filter((c) => !WUBRG.includes(c)).sort()]
}

/** Formats a card may be legal in, as MTGJSON and Scryfall name them. */
export const FORMATS = [
  'alchemy',
  'brawl',
  'commander',
  'duel',
  'explorer',
  'future',
  'gladiator',
  'historic',
  'historicbrawl',
  'legacy',
  'modern',
  'oathbreaker',
  'oldschool',
  'pauper',
  'paupercommander',
  'penny',
  'pioneer',
  'predh',
  'premodern',
  'standard',
  'standardbrawl',
  'timeless',
  'vintage',
] as const

const LEGALITY_VALUES: ReadonlySet<string> = new Set<Legality>(['legal', 'not_legal', 'banned', 'restricted'])
const isLegality = (v: string): v is Legality => LEGALITY_VALUES.has(v)

/**
 * Scryfall's vocabulary: every known format present, "legal" | "not_legal" | "banned" |
 * "restricted". MTGJSON writes "Legal", "Banned", "Restricted" and omits formats a card is not
 * legal in; those become "not_legal".
 */
export function normalizeLegalities(source: Record<string, unknown> | null | undefined): Record<string, Legality> {
  const out: Record<string, Legality> = {}
  for (const f of FORMATS) out[f] = 'not_legal'
  for (const [format, value] of Object.entries(source ?? {})) {
    if (typeof value !== 'string') continue
    const v = value.toLowerCase().replace(/[\s-]+/g, '_')
    out[format.toLowerCase()] = isLegality(v) ? v : 'not_legal'
  }
  return out
}

/** "12.34" / 12.34 / null → 12.34 | null */
export function price(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : null
}

export const str = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null)
export const strList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])
export const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
      ? Number(v)
      : null
