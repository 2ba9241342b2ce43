// Mana and other symbols ({2}{G}, {T}, {W/U}, {G/P}, …) drawn as small inline SVGs written here:
// no symbol font, nothing fetched. Each symbol is an image with a spoken label.
import { h, svg } from './dom.js'

const COLORS: Record<string, { fill: string; name: string }> = {
  W: { fill: '#f8f4d6', name: 'white' },
  U: { fill: '#acd3ed', name: 'blue' },
  B: { fill: '#b5aba7', name: 'black' },
  R: { fill: '#eb9f82', name: 'red' },
  G: { fill: '#9ac2a3', name: 'green' },
}
const GENERIC_FILL = '#cbc2bf'
const INK = '#1c1713'

// Simple glyphs for the five colors, on a 32×32 grid centred at 16,16.
const GLYPHS: Record<string, () => SVGElement[]> = {
  W: () => [
    svg('circle', { cx: 16, cy: 16, r: 4.6, fill: INK }),
    svg('path', {
      d: 'M16 5v4M16 23v4M5 16h4M23 16h4M8.2 8.2l2.8 2.8M21 21l2.8 2.8M8.2 23.8l2.8-2.8M21 11l2.8-2.8',
      stroke: INK,
      'stroke-width': 2.4,
      'stroke-linecap': 'round',
    }),
  ],
  U: () => [svg('path', { d: 'M16 5.5C16 5.5 9 14.5 9 19.3a7 7 0 0 0 14 0C23 14.5 16 5.5 16 5.5z', fill: INK })],
  B: () => [
    svg('path', {
      d: 'M16 6.5a8.5 8.5 0 0 0-8.5 8.5c0 3 1.5 5.3 3.6 6.5V25h10.8v-3.5c2.1-1.2 3.6-3.5 3.6-6.5A8.5 8.5 0 0 0 16 6.5zM12.6 13.4a2.1 2.1 0 1 1 0 4.2 2.1 2.1 0 0 1 0-4.2zm6.8 0a2.1 2.1 0 1 1 0 4.2 2.1 2.1 0 0 1 0-4.2z',
      fill: INK,
      'fill-rule': 'evenodd',
    }),
  ],
  R: () => [
    svg('path', {
      d: 'M17 4.5c.6 5.2 6.5 7.4 6.5 13.3a7.5 7.5 0 0 1-15 0c0-3 1.6-5.1 3-6.4.1 2.5 1 3.8 2.3 4.3C12.6 11.4 14.2 7.6 17 4.5z',
      fill: INK,
    }),
  ],
  G: () => [svg('path', { d: 'M16 4.5 9 15.5h3.6L8.5 22h6.3v5h2.4v-5h6.3l-4.1-6.5H23z', fill: INK })],
}

function disc(fill: string, ...glyph: SVGElement[]): SVGElement[] {
  return [
    svg('circle', { cx: 15, cy: 17, r: 15, fill: '#000', 'fill-opacity': 0.75 }),
    svg('circle', { cx: 16.5, cy: 15.5, r: 15, fill }),
    ...glyph,
  ]
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']

/** What a screen reader says for a symbol, e.g. "{2}" → "two generic mana". */
export function symbolName(symbol: string): string {
  const s = symbol.replace(/[{}]/g, '').toUpperCase()
  if (/^\d+$/.test(s)) return `${NUMBER_WORDS[Number(s)] ?? s} generic mana`
  if (COLORS[s]) return `${COLORS[s].name} mana`
  const named: Record<string, string> = {
    T: 'tap',
    Q: 'untap',
    X: 'X generic mana',
    Y: 'Y generic mana',
    Z: 'Z generic mana',
    C: 'colorless mana',
    S: 'snow mana',
    E: 'energy counter',
    TK: 'ticket counter',
    P: 'Phyrexian mana',
    '½': 'half generic mana',
    '∞': 'infinite generic mana',
    CHAOS: 'chaos',
  }
  if (named[s]) return named[s]
  const parts = s.split('/')
  if (parts.length === 2) {
    const [a, b] = parts as [string, string]
    if (b === 'P') return `Phyrexian ${COLORS[a]?.name ?? a} mana`
    const nameOf = (p: string) => COLORS[p]?.name ?? (/^\d+$/.test(p) ? `${NUMBER_WORDS[Number(p)] ?? p} generic` : p)
    return `hybrid ${nameOf(a)} or ${nameOf(b)} mana`
  }
  return `symbol ${s}`
}

interface Drawing {
  shapes: SVGElement[]
  /** Characters drawn over the disc by CSS (so the symbol's text content stays exactly "{X}"). */
  glyph?: string
  corners?: [string, string]
}

function drawing(symbol: string): Drawing {
  const s = symbol.replace(/[{}]/g, '').toUpperCase()
  if (COLORS[s]) return { shapes: disc(COLORS[s].fill, ...GLYPHS[s]!()) }
  if (/^\d+$|^[XYZ½∞]$/.test(s)) return { shapes: disc(GENERIC_FILL), glyph: s }
  if (s === 'T')
    return {
      shapes: disc(
        GENERIC_FILL,
        svg('path', { d: 'M10 21.5c0-6 3.5-9.5 9-9.5h1.5V8.5L26 14l-5.5 5.5V16H19c-3.3 0-5 2-5 5.5z', fill: INK }),
      ),
    }
  if (s === 'Q')
    return {
      shapes: disc(
        '#2b2521',
        svg('path', { d: 'M22 10.5c0 6-3.5 9.5-9 9.5h-1.5v3.5L6 18l5.5-5.5V16H13c3.3 0 5-2 5-5.5z', fill: '#f4efe8' }),
      ),
    }
  if (s === 'C')
    return {
      shapes: disc(
        GENERIC_FILL,
        svg('path', { d: 'M16 6.5 22 16l-6 9.5L10 16z', fill: 'none', stroke: INK, 'stroke-width': 2.6, 'stroke-linejoin': 'round' }),
      ),
    }
  if (s === 'S')
    return {
      shapes: disc(
        GENERIC_FILL,
        svg('path', { d: 'M16 6v20M7.3 11l17.4 10M7.3 21l17.4-10', stroke: INK, 'stroke-width': 2.4, 'stroke-linecap': 'round' }),
      ),
    }
  const parts = s.split('/')
  if (parts.length === 2) {
    const [a, b] = parts as [string, string]
    if (b === 'P')
      return {
        shapes: disc(
          COLORS[a]?.fill ?? GENERIC_FILL,
          svg('circle', { cx: 16, cy: 16, r: 6, fill: 'none', stroke: INK, 'stroke-width': 2.4 }),
          svg('path', { d: 'M16 7v18', stroke: INK, 'stroke-width': 2.4, 'stroke-linecap': 'round' }),
        ),
      }
    const fillOf = (p: string) => COLORS[p]?.fill ?? GENERIC_FILL
    return {
      shapes: [
        svg('circle', { cx: 15, cy: 17, r: 15, fill: '#000', 'fill-opacity': 0.75 }),
        svg('path', { d: 'M5.9 26.1A15 15 0 0 1 27.1 4.9z', fill: fillOf(a) }),
        svg('path', { d: 'M27.1 4.9A15 15 0 0 1 5.9 26.1z', fill: fillOf(b) }),
      ],
      corners: [a, b],
    }
  }
  return { shapes: disc(GENERIC_FILL), glyph: s.slice(0, 3) }
}

/** One symbol, e.g. "{G}", as an inline image. */
export function manaSymbol(symbol: string): HTMLElement {
  const name = symbolName(symbol)
  const title = svg('title', {})
  title.textContent = symbol
  const d = drawing(symbol)
  const image = svg('svg', { viewBox: '0 0 32 32', role: 'img', 'aria-label': name, focusable: 'false' }, title, ...d.shapes)
  return h(
    'span',
    {
      class: 'ms',
      'data-symbol': symbol,
      'data-glyph': d.glyph,
      'data-long': d.glyph && d.glyph.length > 1 ? 'true' : undefined,
      'data-corner-a': d.corners?.[0],
      'data-corner-b': d.corners?.[1],
    },
    image,
  )
}

/** "{2}{G}" → symbols; text outside braces stays text (e.g. " // " between faces). */
export function manaCost(cost: string | null | undefined): HTMLElement {
  const out = h('span', { class: 'mana-cost' })
  if (!cost) return out
  for (const part of cost.split(/(\{[^}]+\})/)) {
    if (!part) continue
    out.appendChild(part.startsWith('{') ? manaSymbol(part) : document.createTextNode(part))
  }
  return out
}

/** Plain text with any {…} symbols drawn inline (rulings and rules text mention {T}, {TK}, …). */
export function textWithSymbols(text: string): Node[] {
  return text
    .split(/(\{[^}\s]{1,8}\})/)
    .filter(Boolean)
    .map((part) => (/^\{[^}]+\}$/.test(part) ? manaSymbol(part) : document.createTextNode(part)))
}
