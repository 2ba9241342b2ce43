// The parsed form of a Scryfall-syntax query. The parser resolves every value (colors, rarities,
// mana symbols, formats, …) so the compiler only maps nodes to SQL; every node keeps the span of
// query text it came from.
import type { Span } from './errors.js'

export type Comparison = '=' | '!=' | '<' | '<=' | '>' | '>='
export type Color = 'W' | 'U' | 'B' | 'R' | 'G'

/** How a text field is matched. */
export type TextMatch =
  | { kind: 'contains'; value: string } // case-insensitive substring
  | { kind: 'regex'; source: string } // POSIX regex (Postgres ~*), validated before it reaches SQL

export type ColorValue =
  | { kind: 'set'; colors: Color[] } // [] = colorless
  | { kind: 'count'; count: number }
  | { kind: 'multicolor' }

/** One symbol of a mana cost in canonical form, e.g. "{G}", "{W/U}", "{2/W}", "{G/P}", "{X}". */
export interface ManaCost {
  generic: number
  symbols: Record<string, number>
}

export type StatName = 'power' | 'toughness' | 'loyalty' | 'defense' | 'powtou' | 'manavalue'

export type IsFlag =
  | 'spell'
  | 'permanent'
  | 'vanilla'
  | 'funny'
  | 'commander'
  | 'historic'
  | 'reserved'
  | 'split'
  | 'flip'
  | 'transform'
  | 'meld'
  | 'leveler'
  | 'dfc'
  | 'mdfc'
  | 'adventure'
  | 'bear'
  | 'party'
  | 'outlaw'
  | 'hybrid'
  | 'phyrexian'
  | 'foil'
  | 'nonfoil'
  | 'etched'

export type Filter =
  | { field: 'name'; match: TextMatch }
  | { field: 'exact'; name: string }
  | { field: 'oracle'; full: boolean; match: TextMatch }
  | { field: 'type'; match: TextMatch }
  | { field: 'artist' | 'flavor'; match: TextMatch }
  | { field: 'colors' | 'identity'; op: Comparison; value: ColorValue }
  | { field: 'mana'; op: Comparison; cost: ManaCost }
  | { field: 'stat'; stat: StatName; op: Comparison; value: number | { stat: StatName } }
  | { field: 'parity'; parity: 'even' | 'odd' }
  | { field: 'rarity'; rarities: string[] }
  | { field: 'set'; code: string }
  | { field: 'settype'; setType: string }
  | { field: 'number'; value: string }
  | { field: 'year'; op: Comparison; value: number }
  | { field: 'price'; currency: 'usd' | 'eur' | 'tix'; op: Comparison; value: number }
  | { field: 'border'; value: string }
  | { field: 'legality'; format: string; statuses: string[] }
  | { field: 'keyword'; keyword: string }
  | { field: 'is'; flag: IsFlag }
  | { field: 'tag'; tag: string }

export type Node =
  | { kind: 'and'; children: Node[]; span: Span }
  | { kind: 'or'; children: Node[]; span: Span }
  | { kind: 'not'; child: Node; span: Span }
  | { kind: 'term'; filter: Filter; span: Span; text: string }

export const ORDERS = [
  'name',
  'cmc',
  'power',
  'toughness',
  'rarity',
  'color',
  'set',
  'released',
  'edhrec',
  'usd',
  'eur',
  'tix',
  'artist',
] as const
export type Order = (typeof ORDERS)[number]
export type Direction = 'asc' | 'desc' | 'auto'
export type Unique = 'cards' | 'prints' | 'art'

export interface Directive<T> {
  value: T
  span: Span
}

export interface SearchAst {
  /** The query as given. */
  source: string
  /** The filter; null when the query holds only directives (order:, dir:, unique:, include:). */
  root: Node | null
  order?: Directive<Order>
  dir?: Directive<Direction>
  unique?: Directive<Unique>
  includeExtras: boolean
  /** Terms that were understood but changed or ignored, said in words. */
  warnings: string[]
}

/** Printing-level filters: evaluated per printing (a card matches when one of its printings does). */
export function isPrintingFilter(f: Filter): boolean {
  switch (f.field) {
    case 'rarity':
    case 'set':
    case 'settype':
    case 'number':
    case 'year':
    case 'price':
    case 'border':
    case 'artist':
    case 'flavor':
      return true
    case 'is':
      return f.flag === 'foil' || f.flag === 'nonfoil' || f.flag === 'etched'
    default:
      return false
  }
}

export function mentionsPrintings(node: Node | null): boolean {
  if (!node) return false
  switch (node.kind) {
    case 'and':
    case 'or':
      return node.children.some(mentionsPrintings)
    case 'not':
      return mentionsPrintings(node.child)
    case 'term':
      return isPrintingFilter(node.filter)
  }
}
