// Section headers and section names as decklist tools write them: Arena's "Deck" / "Sideboard" /
// "Commander" / "Companion", "Sideboard:" and "SIDEBOARD", "// Sideboard", Moxfield's
// "Commander (1)", MTGGoldfish's "Creatures (16)" type groups, CSV "board" values.
import type { Section } from '../types.js'

const SECTION_WORDS: Record<string, Section> = {
  deck: 'main',
  main: 'main',
  maindeck: 'main',
  mainboard: 'main',
  decklist: 'main',
  sideboard: 'sideboard',
  side: 'sideboard',
  sb: 'sideboard',
  commander: 'commander',
  commanders: 'commander',
  commandzone: 'commander',
  oathbreaker: 'commander',
  signaturespell: 'commander',
  companion: 'companion',
  companions: 'companion',
  maybeboard: 'maybeboard',
  maybe: 'maybeboard',
  considering: 'maybeboard',
  wishlist: 'maybeboard',
}

/** Card-type groups that some exports put between cards; they change nothing. */
const GROUP_WORDS = new Set([
  'creature',
  'creatures',
  'land',
  'lands',
  'instant',
  'instants',
  'sorcery',
  'sorceries',
  'artifact',
  'artifacts',
  'enchantment',
  'enchantments',
  'planeswalker',
  'planeswalkers',
  'battle',
  'battles',
  'spell',
  'spells',
  'otherspells',
  'other',
  'nonlandpermanents',
  'noncreaturespells',
])

const word = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '')

export type Header = { kind: 'section'; section: Section } | { kind: 'group' } | { kind: 'about' }

/**
 * A line that is a header: a section word or a type group, alone on its line, optionally as a
 * comment ("// Sideboard"), with a colon, or with a count ("Sideboard (15)", "16 Creatures").
 */
export function readHeader(line: string): Header | null {
  const m = /^(?:\/\/+|#+|-{2,})?\s*(?:\d+\s+)?([A-Za-z][A-Za-z ]{0,30}?)\s*:?\s*(?:\(\d+\)|\[\d+\]|\d+)?\s*:?$/.exec(line)
  if (!m) return null
  const w = word(m[1]!)
  if (w === 'about') return { kind: 'about' }
  const section = SECTION_WORDS[w]
  if (section) {
    // "1 Commander" is a card count, not a header, only when it is a number then the word; a header has at most a count in brackets
    if (/^\d/.test(line)) return null
    return { kind: 'section', section }
  }
  if (GROUP_WORDS.has(w)) return { kind: 'group' }
  return null
}

/** A CSV board / section value, or a bracket tag ("[Commander{top}]") → the section it names, if any. */
export function sectionFromTag(value: string): Section | null {
  const words = value
    .split(/[,;{}|]/)
    .map(word)
    .filter(Boolean)
  for (const w of words) {
    const s = SECTION_WORDS[w]
    if (s) return s
  }
  return null
}
