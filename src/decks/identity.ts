// Color identity as CR 903.4 defines it, read from a card's printed characteristics: the colors of
// the mana symbols in its mana cost and rules text (hybrid symbols count each color, Phyrexian
// symbols their color), its color indicator (204), colors its characteristic-defining abilities
// give it ("This card is all colors"), all faces of a double-faced card (903.4d) and an adventurer's
// alternative characteristics (903.4e) alike, reminder text ignored (903.4c). Apart from it: the
// colors of mana that basic land types let a land produce (903.5d, 305.6). Pure.
import type { Card } from '../queries/types.js'

export const COLORS = ['W', 'U', 'B', 'R', 'G'] as const
export type Color = (typeof COLORS)[number]

const COLOR_WORDS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' }
/** CR 305.6: the mana each basic land type's intrinsic ability adds. */
const BASIC_LAND_TYPES: Record<string, Color> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' }

const ordered = (set: Set<Color>): Color[] => COLORS.filter((c) => set.has(c))

/** CR 903.4c, 207.2a: reminder text is the parenthesized text; it may not nest, but remove inner pairs first anyway. */
export function withoutReminderText(text: string): string {
  let out = text
  for (let prev = ''; prev !== out; ) {
    prev = out
    out = out.replace(/\([^()]*\)/g, '')
  }
  return out
}

/** The colors of the mana symbols in some text: {G}, {W/U}, {2/B}, {R/P}, {G/U/P}, {HW}; `found` hears which symbol gave which color. */
export function symbolColors(text: string, into: Set<Color>, found?: (color: Color, symbol: string) => void): void {
  for (const m of text.matchAll(/\{([^{}]{1,10})\}/g)) {
    for (const part of m[1]!.toUpperCase().split('/')) {
      const c = /^H?([WUBRG])$/.exec(part)?.[1] as Color | undefined
      if (c) {
        into.add(c)
        found?.(c, m[0])
      }
    }
  }
}

const DEFINES_COLORS = / is (?:all colors|white|blue|black|red|green)/i
/** CR 604.3, 903.4: "This card is all colors.", "Transguild Courier is all colors.", "… is blue and red." */
function definedColors(text: string, names: string[], into: Set<Color>, found: (color: Color) => void): void {
  if (!DEFINES_COLORS.test(text)) return // what every line below must hold: most cards' texts are done here
  const selves = ['this card', 'this creature', 'this permanent', 'this spell', ...names.map((n) => n.toLowerCase())]
  for (const raw of text.split('\n')) {
    const line = raw.trim().toLowerCase()
    const m = /^(.+?) is (all colors|(?:(?:white|blue|black|red|green)(?:,? (?:and )?)?)+)\.$/.exec(line)
    if (!m || !selves.includes(m[1]!)) continue
    const colors = m[2] === 'all colors' ? [...COLORS] : m[2]!.split(/[ ,]+/).flatMap((w) => (COLOR_WORDS[w] ? [COLOR_WORDS[w]] : []))
    for (const c of colors) {
      into.add(c)
      found(c)
    }
  }
}

interface Side {
  name: string
  manaCost: string | null
  oracleText: string
  colorIndicator: string[]
  typeLine: string
}

export interface Identity {
  /** CR 903.4: the card's color identity. */
  colors: Color[]
  /** CR 903.5d: colors of mana its basic land types let it produce that its identity lacks. */
  landTypeColors: Color[]
  /** Where each color of `colors` comes from, first source first. */
  sources: Partial<Record<Color, ColorSource[]>>
}

/** One reason a card has a color: "{G/W} in its mana cost" (903.4), "its back face's color indicator" (903.4d, 204). */
export interface ColorSource {
  /** "{G/W} in its mana cost", "the blue color indicator of its back face, Insectile Aberration". */
  text: string
  /** The rules that make it count: 903.4 always, and 903.4d (back face), 903.4e (adventure), 204 (color indicator), 604.3 (characteristic-defining ability). */
  rules: string[]
}

export const COLOR_NAMES: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' }
/** Layouts whose other faces are a back face (903.4d) or an adventure (903.4e); split cards' halves are both "the card". */
const BACK_FACE_LAYOUTS = new Set(['transform', 'modal_dfc', 'meld', 'double_faced_token', 'reversible_card'])
const ALTERNATIVE_LAYOUTS = new Set(['adventure'])

export function colorIdentity(
  card: Pick<Card, 'name' | 'manaCost' | 'oracleText' | 'colorIndicator' | 'typeLine' | 'faces'> & { layout?: string },
): Identity {
  const sides: Side[] = card.faces.length ? card.faces : [card]
  const identity = new Set<Color>()
  const lands = new Set<Color>()
  const sources: Partial<Record<Color, ColorSource[]>> = {}
  const names = [card.name, ...card.faces.map((f) => f.name)]
  const layout = card.layout ?? ''
  const twoFaced = BACK_FACE_LAYOUTS.has(layout) || ALTERNATIVE_LAYOUTS.has(layout)
  sides.forEach((side, i) => {
    // where on the card a color was found, and the rule that makes that place count
    const [where, faceRules]: [string, string[]] = !card.faces.length
      ? ['', []]
      : !twoFaced
        ? [` of ${side.name}`, []] // a split card's halves
        : i === 0
          ? ['', []]
          : BACK_FACE_LAYOUTS.has(layout)
            ? [` of its back face, ${side.name}`, ['903.4d']]
            : [` of its adventure, ${side.name}`, ['903.4e']]
    const add = (c: Color, text: string, rules: string[] = []) => {
      const list = (sources[c] ??= [])
      if (!list.some((x) => x.text === text)) list.push({ text, rules: ['903.4', ...faceRules, ...rules] })
    }
    if (side.manaCost) symbolColors(side.manaCost, identity, (c, sym) => add(c, `${sym} in the mana cost${where}`))
    const rules = withoutReminderText(side.oracleText)
    symbolColors(rules, identity, (c, sym) => add(c, `${sym} in the rules text${where}`))
    definedColors(rules, names, identity, (c) => add(c, `the characteristic-defining ability${where}`, ['604.3']))
    for (const c of side.colorIndicator) {
      if (!(COLORS as readonly string[]).includes(c)) continue
      identity.add(c as Color)
      add(c as Color, `the ${COLOR_NAMES[c as Color]} color indicator${where}`, ['204'])
    }
    const subtypes = side.typeLine.split(/\s+[—-]\s+/)[1]?.split(/\s+/) ?? []
    for (const t of subtypes) if (BASIC_LAND_TYPES[t] && /\bLand\b/.test(side.typeLine)) lands.add(BASIC_LAND_TYPES[t])
  })
  return { colors: ordered(identity), landTypeColors: ordered(lands).filter((c) => !identity.has(c)), sources }
}

/** Everything 903.5c and 903.5d weigh: the identity and the basic land types' colors together. */
export const deckbuildingColors = (i: Identity): Color[] => ordered(new Set([...i.colors, ...i.landTypeColors]))
