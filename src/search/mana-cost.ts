// Mana costs as written in queries (m:2WW, m:{G}{G}, m:{2/G}{R/P}) and on cards ({2}{G}{G}),
// reduced to a generic amount plus a count of every other symbol in its canonical spelling (CR 107.4).
import type { ManaCost } from './ast.js'

const COLORS = 'WUBRG'
// CR 107.4e: hybrid symbols are written in this order.
const HYBRID_PAIRS = ['W/U', 'U/B', 'B/R', 'R/G', 'G/W', 'W/B', 'U/R', 'B/G', 'R/W', 'G/U']
// Letters that may stand alone, unbraced: colors, colorless (C), snow (S), X/Y/Z.
const SINGLE = new Set([...COLORS, 'C', 'S', 'X', 'Y', 'Z'])

function canonicalPair(a: string, b: string): string | null {
  if (HYBRID_PAIRS.includes(`${a}/${b}`)) return `${a}/${b}`
  if (HYBRID_PAIRS.includes(`${b}/${a}`)) return `${b}/${a}`
  return null
}

/** The canonical form of the inside of one braced symbol, or null if it is no mana symbol. */
export function canonicalSymbol(inner: string): { generic: number } | { symbol: string } | null {
  const s = inner.toUpperCase().replace(/\s+/g, '')
  if (/^\d+$/.test(s)) return { generic: Number(s) }
  if (SINGLE.has(s)) return { symbol: `{${s}}` }
  const parts = s.split('/')
  if (parts.some((p) => p === '')) return null
  const phyrexian = parts.includes('P')
  const rest = parts.filter((p) => p !== 'P')
  if (phyrexian && parts.filter((p) => p === 'P').length > 1) return null
  // {H}-prefixed half mana of Un-cards: {HW}, {HR}
  if (!phyrexian && rest.length === 1 && /^H[WUBRG]$/.test(rest[0]!)) return { symbol: `{${rest[0]}}` }
  if (rest.length === 1) {
    const [a] = rest as [string]
    return phyrexian && COLORS.includes(a) && a.length === 1 ? { symbol: `{${a}/P}` } : null
  }
  if (rest.length === 2) {
    const [a, b] = rest as [string, string]
    let body: string | null = null
    if (a.length === 1 && b.length === 1 && COLORS.includes(a) && COLORS.includes(b)) body = canonicalPair(a, b)
    else if ((a === '2' || a === 'C') && b.length === 1 && COLORS.includes(b)) body = `${a}/${b}`
    else if ((b === '2' || b === 'C') && a.length === 1 && COLORS.includes(a)) body = `${b}/${a}`
    if (!body) return null
    return { symbol: phyrexian ? `{${body}/P}` : `{${body}}` }
  }
  return null
}

export class ManaCostError extends Error {
  constructor(
    message: string,
    readonly offset: number,
    readonly length: number,
  ) {
    super(message)
  }
}

/** Parse "2WW", "{2}{W}{W}", "{G/U}{G/U}", "x{r}"; throws ManaCostError naming the bad symbol. */
export function parseManaCost(text: string): ManaCost {
  const cost: ManaCost = { generic: 0, symbols: {} }
  const add = (r: { generic: number } | { symbol: string }) => {
    if ('generic' in r) cost.generic += r.generic
    else cost.symbols[r.symbol] = (cost.symbols[r.symbol] ?? 0) + 1
  }
  let i = 0
  while (i < text.length) {
    const ch = text[i]!
    if (ch === '{') {
      const close = text.indexOf('}', i)
      if (close < 0) throw new ManaCostError('"{" without its closing "}"', i, text.length - i)
      const r = canonicalSymbol(text.slice(i + 1, close))
      if (!r) throw new ManaCostError(`${text.slice(i, close + 1)} is not a mana symbol`, i, close + 1 - i)
      add(r)
      i = close + 1
    } else if (/\d/.test(ch)) {
      let j = i
      while (j < text.length && /\d/.test(text[j]!)) j++
      add({ generic: Number(text.slice(i, j)) })
      i = j
    } else if (SINGLE.has(ch.toUpperCase())) {
      add({ symbol: `{${ch.toUpperCase()}}` })
      i++
    } else {
      throw new ManaCostError(`"${ch}" is not a mana symbol (hybrid and Phyrexian symbols need braces, e.g. {G/U}, {R/P})`, i, 1)
    }
  }
  if (!Number.isSafeInteger(cost.generic) || cost.generic > 1_000_000)
    throw new ManaCostError('generic mana amount is too large', 0, text.length)
  return cost
}

export function formatManaCost(cost: ManaCost): string {
  return (
    (cost.generic ? `{${cost.generic}}` : '') +
    Object.entries(cost.symbols)
      .map(([s, n]) => s.repeat(n))
      .join('')
  )
}
