// Mana and other symbols written in braces: {2}, {G}, {T}, {Q}, {W/U}, {G/P}, {2/W}, {C}, {S}, {X}, {E}.
// CR 107.4 (mana symbols), 107.5 (tap {T}), 107.6 (untap {Q}), 107.4e–f, 107.4h (hybrid, Phyrexian).

export interface SymbolHit {
  /** As written, with braces: "{G}", "{W/P}". */
  symbol: string
  start: number
  end: number
}

const SYMBOL = /\{[^{}\s]{1,8}\}/g

export function findSymbols(text: string): SymbolHit[] {
  const hits: SymbolHit[] = []
  for (const m of text.matchAll(SYMBOL)) hits.push({ symbol: m[0], start: m.index, end: m.index + m[0].length })
  return hits
}

/** The symbols of a mana cost, in order: "{2}{G}{G}" → ["{2}", "{G}", "{G}"]. */
export function manaCostSymbols(manaCost: string | null): string[] {
  return manaCost ? findSymbols(manaCost).map((h) => h.symbol) : []
}

export type SymbolKind = 'mana' | 'tap' | 'untap' | 'energy' | 'other'

const COLOR_NAMES: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green', C: 'colorless' }

export function symbolKind(symbol: string): SymbolKind {
  const inner = symbol.slice(1, -1).toUpperCase()
  if (inner === 'T') return 'tap' // CR 107.5
  if (inner === 'Q') return 'untap' // CR 107.6
  if (inner === 'E') return 'energy' // CR 107.14
  if (/^(\d+|[WUBRGCSXYZ]|H[WUBRG]|[WUBRGC2]\/[WUBRGP]|[WUBRG]\/[WUBRG]\/P|½|∞|\d+\/\d+)$/.test(inner)) return 'mana'
  return 'other'
}

/** A short description of a symbol for tooltips and screen readers: "{G}" → "one green mana". */
export function describeSymbol(symbol: string): string {
  const inner = symbol.slice(1, -1).toUpperCase()
  const kind = symbolKind(symbol)
  if (kind === 'tap') return 'tap this permanent (CR 107.5)'
  if (kind === 'untap') return 'untap this permanent (CR 107.6)'
  if (kind === 'energy') return 'one energy counter (CR 107.14)'
  if (/^\d+$/.test(inner)) return `${inner} generic mana (CR 107.4b)`
  if (inner === 'X' || inner === 'Y' || inner === 'Z') return `${inner} generic mana, chosen as you pay (CR 107.3)`
  if (inner === 'S') return 'one mana from a snow source (CR 107.4h)'
  if (inner === 'C') return 'one colorless mana (CR 107.4c)'
  const color = COLOR_NAMES[inner]
  if (color) return `one ${color} mana (CR 107.4a)`
  const parts = inner.split('/')
  if (parts.includes('P')) {
    const colors = parts.filter((p) => p !== 'P').map((p) => COLOR_NAMES[p] ?? p)
    return `Phyrexian ${colors.join('/')} mana: pay ${colors.join(' or ')} mana or 2 life (CR 107.4f)`
  }
  if (parts.length === 2 && parts[0] === '2')
    return `monocolored hybrid: two generic mana or one ${COLOR_NAMES[parts[1]!] ?? parts[1]} mana (CR 107.4e)`
  if (parts.length === 2) return `hybrid: one ${parts.map((p) => COLOR_NAMES[p] ?? p).join(' or one ')} mana (CR 107.4e)`
  return symbol
}

/**
 * The CSS class of the mana-font convention (`ms ms-g`, `ms ms-wu`, `ms ms-tap`), so a page may
 * style symbols with the Mana font or its own sheet.
 */
export function symbolCssClass(symbol: string): string {
  const inner = symbol.slice(1, -1).toLowerCase()
  if (inner === 't') return 'ms ms-tap'
  if (inner === 'q') return 'ms ms-untap'
  const name = inner.replace(/\//g, '').replace(/[^a-z0-9]/g, '') || 'unknown'
  return `ms ms-${name}`
}
