// The words a quality may be made of ("basic land", "nonblack creature", "Forest"): supertypes,
// card types (CR 205.4, 205.2a), colors and "permanent". Pure text, with no engine state, so the
// Oracle reader can use it.
export const SUPERTYPES = new Set(['basic', 'legendary', 'snow', 'world', 'ongoing', 'elite', 'host'])
export const CARD_TYPES = new Set([
  'artifact',
  'battle',
  'conspiracy',
  'creature',
  'dungeon',
  'enchantment',
  'instant',
  'kindred',
  'land',
  'phenomenon',
  'plane',
  'planeswalker',
  'scheme',
  'sorcery',
  'tribal',
  'vanguard',
])

export const COLOR_WORDS: Record<string, 'W' | 'U' | 'B' | 'R' | 'G'> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' }
export const isQualityWord = (w: string) => SUPERTYPES.has(w) || CARD_TYPES.has(w) || w in COLOR_WORDS || w === 'permanent'

/** Words of a quality the engine can't check (not a supertype, card type, color, or capitalized subtype). */
export function unknownQualityWords(quality: string): string[] {
  const out: string[] = []
  for (const alt of quality.split(/\s+or\s+/i)) {
    for (const word of alt.trim().split(/\s+/).filter(Boolean)) {
      const w = word.toLowerCase()
      const base = w.startsWith('non') && !isQualityWord(w) ? w.slice(3) : w
      if (isQualityWord(base) || /^[A-Z]/.test(word)) continue
      out.push(word)
    }
  }
  return out
}
