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

/** The colors of the mana symbols in some text: {G}, {W/U}, {2/B}, {R/P}, {G/U/P}, {HW}. */
export function symbolColors(text: string, into: Set<Color>): void {
  for (const m of text.matchAll(/\{([^{}]{1,10})\}/g)) {
    for (const part of m[1]!.toUpperCase().split('/')) {
      const c = /^H?([WUBRG])$/.exec(part)?.[1] as Color | undefined
      if (c) into.add(c)
    }
  }
}

/** CR 604.3, 903.4: "This card is all colors.", "Transguild Courier is all colors.", "… is blue and red." */
function definedColors(text: string, names: string[], into: Set<Color>): void {
  const selves = ['this card', 'this creature', 'this permanent', 'this spell', ...names.map((n) => n.toLowerCase())]
  for (const raw of text.split('\n')) {
    const line = raw.trim().toLowerCase()
    const m = /^(.+?) is (all colors|(?:(?:white|blue|black|red|green)(?:,? (?:and )?)?)+)\.$/.exec(line)
    if (!m || !selves.includes(m[1]!)) continue
    if (m[2] === 'all colors') for (const c of COLORS) into.add(c)
    else for (const w of m[2]!.split(/[ ,]+/)) if (COLOR_WORDS[w]) into.add(COLOR_WORDS[w])
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
}

export function colorIdentity(card: Pick<Card, 'name' | 'manaCost' | 'oracleText' | 'colorIndicator' | 'typeLine' | 'faces'>): Identity {
  const sides: Side[] = card.faces.length ? card.faces : [card]
  const identity = new Set<Color>()
  const lands = new Set<Color>()
  const names = [card.name, ...card.faces.map((f) => f.name)]
  for (const side of sides) {
    if (side.manaCost) symbolColors(side.manaCost, identity)
    const rules = withoutReminderText(side.oracleText)
    symbolColors(rules, identity)
    definedColors(rules, names, identity)
    for (const c of side.colorIndicator) if ((COLORS as readonly string[]).includes(c)) identity.add(c as Color)
    const subtypes = side.typeLine.split(/\s+[—-]\s+/)[1]?.split(/\s+/) ?? []
    for (const t of subtypes) if (BASIC_LAND_TYPES[t] && /\bLand\b/.test(side.typeLine)) lands.add(BASIC_LAND_TYPES[t])
  }
  return { colors: ordered(identity), landTypeColors: ordered(lands).filter((c) => !identity.has(c)) }
}

/** Everything 903.5c and 903.5d weigh: the identity and the basic land types' colors together. */
export const deckbuildingColors = (i: Identity): Color[] => ordered(new Set([...i.colors, ...i.landTypeColors]))
