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
  | 'gamechanger'
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
  // card-level, from the rules text or the card's printings
  | 'modal'
  | 'frenchvanilla'
  | 'companion'
  | 'partner'
  | 'brawler'
  | 'duelcommander'
  | 'unique'
  | 'indicator'
  | 'token'
  // printing-level: where a printing stands among the card's printings in this store
  | 'reprint'
  | 'firstprint'
  // printing-level: what MTGJSON says of the printing (its flags, promo types, frame effects)
  | PrintingFlag
  | LandNickname

/** is:/has: values read from a printing's own fields (the printing columns of issue 12). */
export const PRINTING_FLAG_NAMES = [
  'digital',
  'promo',
  'spotlight',
  'fullart',
  'hires',
  'booster',
  'textless',
  'oversized',
  'variation',
  'showcase',
  'extendedart',
  'colorshifted',
  'borderless',
  'masterpiece',
  'datestamped',
  'prerelease',
  'playtest',
  'watermark',
] as const
export type PrintingFlag = (typeof PRINTING_FLAG_NAMES)[number]

/** Scryfall's nicknames for land cycles, each recognized by its Oracle text (see land-cycles.ts). */
export type LandNickname =
  | 'dual'
  | 'shockland'
  | 'fetchland'
  | 'checkland'
  | 'fastland'
  | 'painland'
  | 'triland'
  | 'triome'
  | 'bounceland'
  | 'bikeland'
  | 'canopyland'
  | 'filterland'
  | 'gainland'
  | 'scryland'
  | 'shadowland'
  | 'storageland'
  | 'creatureland'
  | 'tangoland'

/** Counts over a card's printings in this store (prints=1, sets>=20). */
export type PrintCount = 'prints' | 'sets' | 'paperprints' | 'papersets'

/** What a printing is the first of, among the card's printings (new:rarity, new:artist, …). */
export type NewAttribute = 'rarity' | 'artist' | 'flavor' | 'frame' | 'language' | 'art'

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
  | { field: 'numberCompare'; op: Comparison; value: number }
  | { field: 'oracleId'; id: string }
  | { field: 'year'; op: Comparison; value: number }
  | { field: 'date'; op: Comparison; date: string } // YYYY-MM-DD
  | { field: 'setDate'; op: Comparison; code: string } // date>dom: the set's release date
  | { field: 'printCount'; count: PrintCount; op: Comparison; value: number }
  | { field: 'artistCount'; op: Comparison; value: number } // artists>1: printings by several artists
  | { field: 'in'; what: 'set' | 'settype' | 'rarity' | 'language' | 'game'; value: string } // some printing of the card
  | { field: 'game'; game: string } // the printing is in this game (paper, mtgo, arena)
  | { field: 'frameEffect'; effect: string } // frame:showcase, frame:legendary, …
  | { field: 'stamp'; stamp: string } // the security stamp
  | { field: 'block'; block: string } // a block's name, or the code of one of its sets
  | { field: 'watermark'; watermark: string }
  | { field: 'language'; lang: string } // 'any' matches every printing
  | { field: 'frame'; frame: string }
  | { field: 'new'; attribute: NewAttribute }
  | { field: 'cheapest'; currency: 'usd' | 'eur' | 'tix' }
  | { field: 'devotion'; op: Comparison; colors: Color[]; count: number }
  | { field: 'produces'; op: Comparison; value: ColorValue }
  | { field: 'oracleTag'; tag: string }
  | { field: 'price'; currency: 'usd' | 'eur' | 'tix'; op: Comparison; value: number }
  | { field: 'border'; value: string }
  | { field: 'legality'; format: string; statuses: string[] }
  | { field: 'keyword'; keyword: string }
  | { field: 'is'; flag: IsFlag }
  | { field: 'tag'; tag: string }
  | { field: 'artTag'; tag: string }

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
  'review',
  'penny',
  'spoiled',
] as const
export type Order = (typeof ORDERS)[number]
export type Direction = 'asc' | 'desc' | 'auto'
export type Unique = 'cards' | 'prints' | 'art'
/** Which printing stands for a card (prefer:); `default` is the newest. */
export const PREFERENCES = [
  'default',
  'newest',
  'oldest',
  'usd-low',
  'usd-high',
  'eur-low',
  'eur-high',
  'tix-low',
  'tix-high',
  'promo',
  'atypical',
  'ub',
  'notub',
] as const
export type Preference = (typeof PREFERENCES)[number]

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
  prefer?: Directive<Preference>
  includeExtras: boolean
  /** Terms that were understood but changed or ignored, said in words. */
  warnings: string[]
  /** The terms dropped because they could not be used, with why (each also in `warnings`). */
  ignored: IgnoredTerm[]
}

export interface IgnoredTerm {
  span: Span
  /** The term as written, with a "-" directly before it. */
  expression: string
  reason: string
}

const PRINTING_FLAGS = new Set<IsFlag>(['foil', 'nonfoil', 'etched', 'reprint', 'firstprint', ...PRINTING_FLAG_NAMES])

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
    case 'numberCompare':
    case 'artistCount':
    case 'date':
    case 'setDate':
    case 'language':
    case 'frame':
    case 'new':
    case 'cheapest':
    case 'game':
    case 'frameEffect':
    case 'stamp':
    case 'block':
    case 'watermark':
    case 'artTag': // art tags are on illustrations, so on printings
      return true
    case 'is':
      return PRINTING_FLAGS.has(f.flag)
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
