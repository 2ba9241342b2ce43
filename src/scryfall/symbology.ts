// Scryfall's card symbols (https://scryfall.com/docs/api/card-symbols): every symbol printed on
// cards, with what it represents, and a mana cost parsed into its canonical symbols. Pure data:
// the symbols are the ones CR 107 describes, plus the Un-set ones Scryfall lists.
import { describeSymbol } from '../annotate/symbols.js'
import { formatManaCost, parseManaCost } from '../search/mana-cost.js'

export interface CardSymbol {
  object: 'card_symbol'
  symbol: string
  svg_uri: string
  loose_variant: string | null
  english: string
  transposable: boolean
  represents_mana: boolean
  appears_in_mana_costs: boolean
  mana_value: number | null
  cmc: number | null
  funny: boolean
  colors: string[]
  hybrid: boolean
  phyrexian: boolean
  gatherer_alternates: string[] | null
}

const COLORS = ['W', 'U', 'B', 'R', 'G']
const HYBRID = ['W/U', 'W/B', 'U/B', 'U/R', 'B/R', 'B/G', 'R/W', 'R/G', 'G/W', 'G/U']
/** Scryfall's symbol images, by the symbol without braces and slashes ({W/U} → WU.svg). */
export const SYMBOL_SVG_BASE = 'https://svgs.scryfall.io/card-symbols'

function symbol(inner: string, o: Partial<CardSymbol> = {}): CardSymbol {
  const s = `{${inner}}`
  const mana = o.represents_mana ?? true
  const colors = o.colors ?? COLORS.filter((c) => inner.split('/').includes(c) || inner === `H${c}`)
  return {
    object: 'card_symbol',
    symbol: s,
    svg_uri: `${SYMBOL_SVG_BASE}/${inner.replace(/\//g, '').replace('½', 'HALF').replace('∞', 'INFINITY')}.svg`,
    loose_variant: o.loose_variant ?? (/^(\d+|[WUBRGCXYZS])$/.test(inner) ? inner : null),
    english: o.english ?? describeSymbol(s),
    // hybrid and Phyrexian symbols can be written backwards ({P/U} for {U/P}); Scryfall never does
    transposable: inner.includes('/'),
    represents_mana: mana,
    appears_in_mana_costs: o.appears_in_mana_costs ?? mana,
    // Scryfall gives non-mana symbols ({T}, {Q}, {E}) a mana value of 0 too
    mana_value: o.mana_value === undefined ? 0 : o.mana_value,
    cmc: o.mana_value === undefined ? 0 : o.mana_value,
    funny: o.funny ?? false,
    colors,
    hybrid: o.hybrid ?? inner.includes('/'),
    phyrexian: o.phyrexian ?? (inner.includes('P') && inner.includes('/')),
    gatherer_alternates: null,
  }
}

/** Every symbol, in Scryfall's order: non-mana symbols, numbers and variables, then colored mana. */
export const CARD_SYMBOLS: readonly CardSymbol[] = [
  symbol('T', { represents_mana: false, english: 'tap this permanent', colors: [] }),
  symbol('Q', { represents_mana: false, english: 'untap this permanent', colors: [] }),
  symbol('E', { represents_mana: false, english: 'an energy counter', colors: [] }),
  symbol('PW', { represents_mana: false, english: 'planeswalker', funny: true, colors: [] }),
  symbol('CHAOS', { represents_mana: false, english: 'chaos', colors: [] }),
  symbol('A', { represents_mana: false, english: 'an acorn counter', funny: true, colors: [] }),
  symbol('TK', { represents_mana: false, english: 'a ticket counter', funny: true, colors: [] }),
  symbol('X', { colors: [] }),
  symbol('Y', { colors: [] }),
  symbol('Z', { colors: [] }),
  ...Array.from({ length: 21 }, (_, n) => symbol(String(n), { mana_value: n, colors: [] })),
  symbol('½', { mana_value: 0.5, funny: true, english: 'one-half generic mana', colors: [] }),
  symbol('100', { mana_value: 100, funny: true, colors: [] }),
  symbol('1000000', { mana_value: 1_000_000, funny: true, colors: [] }),
  symbol('∞', { mana_value: null, funny: true, english: 'infinite generic mana', colors: [] }),
  ...HYBRID.map((h) => symbol(h, { mana_value: 1 })),
  ...HYBRID.map((h) => symbol(`${h}/P`, { mana_value: 1 })),
  ...COLORS.map((c) => symbol(`C/${c}`, { mana_value: 1, hybrid: true })),
  ...COLORS.map((c) => symbol(`2/${c}`, { mana_value: 2, hybrid: true })),
  ...COLORS.map((c) => symbol(`${c}/P`, { mana_value: 1, hybrid: false })),
  // the generic Phyrexian symbol of reminder texts and rules (CR 107.4f), as Scryfall lists it
  symbol('P', { mana_value: 1, english: 'one colored Phyrexian mana', appears_in_mana_costs: false, phyrexian: true, colors: [] }),
  symbol('H', { represents_mana: false, english: 'Phyrexian mana (reminder)', colors: [] }),
  ...['W', 'R'].map((c) => symbol(`H${c}`, { mana_value: 0.5, funny: true, english: `one-half ${c === 'W' ? 'white' : 'red'} mana` })),
  ...COLORS.map((c) => symbol(c, { mana_value: 1 })),
  symbol('C', { mana_value: 1, colors: [] }),
  symbol('S', { mana_value: 1, colors: [] }),
]

const BY_SYMBOL = new Map(CARD_SYMBOLS.map((s) => [s.symbol, s]))

export interface ParsedManaCost {
  object: 'mana_cost'
  cost: string
  cmc: number
  colors: string[]
  colorless: boolean
  monocolored: boolean
  multicolored: boolean
}

/** "2WW", "{2}{w}{w}", "RUx" → the cost in Scryfall's canonical spelling, with its mana value and colors (CR 202). */
export function parseMana(text: string): ParsedManaCost {
  const cost = parseManaCost(text.replace(/\s+/g, ''))
  // Scryfall writes variables first, then generic, then colored symbols in WUBRG order
  const variables = Object.keys(cost.symbols).filter((s) => /^\{[XYZ]\}$/.test(s))
  const colorOrder = (s: string) => {
    const i = COLORS.findIndex((c) => s.includes(c))
    return i < 0 ? -1 : i
  }
  const rest = Object.keys(cost.symbols)
    .filter((s) => !variables.includes(s))
    .sort((a, b) => colorOrder(a) - colorOrder(b))
  const ordered = { generic: cost.generic, symbols: Object.fromEntries(rest.map((s) => [s, cost.symbols[s]!])) }
  const written = variables.map((v) => v.repeat(cost.symbols[v]!)).join('') + formatManaCost(ordered)
  let cmc = cost.generic
  const colors = new Set<string>()
  for (const [s, n] of Object.entries(cost.symbols)) {
    cmc += (BY_SYMBOL.get(s)?.mana_value ?? (/\{2\//.test(s) ? 2 : /\{[XYZ]\}/.test(s) ? 0 : 1)) * n
    for (const c of COLORS) if (s.slice(1, -1).split('/').includes(c) || s === `{H${c}}`) colors.add(c)
  }
  const list = COLORS.filter((c) => colors.has(c))
  return {
    object: 'mana_cost',
    cost: written || '{0}',
    cmc,
    colors: list,
    colorless: list.length === 0,
    monocolored: list.length === 1,
    multicolored: list.length > 1,
  }
}
