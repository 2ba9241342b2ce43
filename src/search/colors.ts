// Color values of c:/color: and id:/identity: — letters (wubrg), names (white … green), the
// nicknames of guilds, shards, wedges, Strixhaven colleges and four-color groups, colorless (c),
// multicolor (m), or a number of colors.
import type { Color, ColorValue } from './ast.js'

export const WUBRG: readonly Color[] = ['W', 'U', 'B', 'R', 'G']

const NAMED: Record<string, string> = {
  white: 'W',
  blue: 'U',
  black: 'B',
  red: 'R',
  green: 'G',
  // guilds
  azorius: 'WU',
  dimir: 'UB',
  rakdos: 'BR',
  gruul: 'RG',
  selesnya: 'GW',
  orzhov: 'WB',
  izzet: 'UR',
  golgari: 'BG',
  boros: 'RW',
  simic: 'GU',
  // shards
  bant: 'GWU',
  esper: 'WUB',
  grixis: 'UBR',
  jund: 'BRG',
  naya: 'RGW',
  // wedges
  abzan: 'WBG',
  jeskai: 'URW',
  sultai: 'BGU',
  mardu: 'RWB',
  temur: 'GUR',
  // Strixhaven colleges
  silverquill: 'WB',
  prismari: 'UR',
  witherbloom: 'BG',
  lorehold: 'RW',
  quandrix: 'GU',
  // four colors, named for the missing one's opposite
  chaos: 'UBRG',
  aggression: 'WBRG',
  altruism: 'WURG',
  growth: 'WUBG',
  artifice: 'WUBR',
  glint: 'UBRG',
  dune: 'WBRG',
  ink: 'WURG',
  witch: 'WUBG',
  yore: 'WUBR',
  rainbow: 'WUBRG',
  fivecolor: 'WUBRG',
  all: 'WUBRG',
}

export const COLOR_NAMES = Object.keys(NAMED)

function ordered(letters: Iterable<string>): Color[] {
  const set = new Set(letters)
  return WUBRG.filter((c) => set.has(c))
}

/** Parse a color value, or return null when it is not one. */
export function parseColorValue(raw: string): ColorValue | null {
  const v = raw.trim().toLowerCase()
  if (v === '') return null
  if (/^\d+$/.test(v)) {
    const count = Number(v)
    return count <= 5 ? { kind: 'count', count } : null
  }
  if (v === 'c' || v === 'colorless') return { kind: 'set', colors: [] }
  if (v === 'm' || v === 'multicolor' || v === 'multicolored') return { kind: 'multicolor' }
  const named = NAMED[v]
  if (named) return { kind: 'set', colors: ordered(named) }
  if (/^[wubrg]+$/.test(v)) return { kind: 'set', colors: ordered(v.toUpperCase()) }
  return null
}
