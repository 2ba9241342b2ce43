// CR 702.16: protection from [quality]. Modeled here: 702.16f, "Attacking creatures with protection can't
// be blocked by creatures that have the stated quality", with 702.16g ("from A and from B" is two
// abilities), 702.16j (from everything: no creature can block it) and the qualities the engine can read
// on the blocker: colors, "all colors", monocolored, multicolored, colorless, card types, supertypes and
// creature types ("protection from Humans"). A quality it can't read (a player, "the chosen color",
// "creatures with power 3 or greater") makes the block unsupported. Targeting (702.16b) is checked by
// game/targets.ts; damage prevention (702.16e) and Auras and Equipment (702.16c–d) are not modeled, so the
// clause stays not understood and answers about damage rest on it (`notModeled`).
import type { Doubt } from '../doubts.js'
import type { BlockCheck, KeywordModule, Read } from './types.js'

const COLORS: Record<string, string> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' }
/** Card types and supertypes, lower case in a quality (CR 205.2a, 205.4a). */
const TYPE_WORDS = new Set([
  'artifact',
  'battle',
  'creature',
  'enchantment',
  'instant',
  'kindred',
  'land',
  'planeswalker',
  'sorcery',
  'basic',
  'legendary',
  'snow',
  'world',
  'permanent',
])
const IRREGULAR: Record<string, string> = { elves: 'elf', dwarves: 'dwarf', wolves: 'wolf', werewolves: 'werewolf' }

/** "protection from red and from Goblins" → ["red", "Goblins"] (CR 702.16g). */
export function protectionQualities(printed: string): string[] {
  return printed
    .replace(/^protection from /i, '')
    .split(/,? and from |, from |, and /i)
    .map((q) => q.trim())
    .filter(Boolean)
}

const singular = (w: string) => IRREGULAR[w] ?? w.replace(/s$/, '')

/** Does the blocker have the quality? Null when the engine can't read it. */
function hasQuality(check: BlockCheck, blocker: BlockCheck['blocker'], quality: string): Read<boolean> | null {
  const q = quality.toLowerCase()
  if (q === 'everything') return { value: true, doubts: [] } // 702.16j
  const color = COLORS[q]
  if (color) return check.is(blocker, q)
  if (['all colors', 'each color', 'monocolored', 'multicolored', 'colorless'].includes(q)) {
    const c = check.colors(blocker)
    const n = c.value.length
    return { value: q === 'monocolored' ? n === 1 : q === 'multicolored' ? n > 1 : q === 'colorless' ? n === 0 : n > 0, doubts: c.doubts }
  }
  // a card type, supertype or creature type, in the plural ("creatures", "artifacts", "Humans"); one word only
  if (!/^[A-Za-z-]+$/.test(quality)) return null
  // instances come in lower case: a word that isn't a card type or supertype is a subtype, capitalized (CR 205.3)
  const one = singular(q)
  const r = check.is(blocker, TYPE_WORDS.has(one) ? one : one.charAt(0).toUpperCase() + one.slice(1))
  return r.doubts.some((d) => d.text.startsWith("Arcanum can't tell whether")) ? null : r
}

export const protection: KeywordModule = {
  name: 'protection',
  printed: /^protection from .+$/i,
  rule: '702.16f',
  summary:
    "can't be blocked by creatures with the stated quality (702.16f); not modeled: damage prevention (702.16e), Auras and Equipment (702.16c–d)",
  area: 'combat',
  notModeled: { parts: 'damage prevention (702.16e), Auras and Equipment (702.16c–d)', affects: ['damage'] },
  hooks: {
    block: (check) => {
      const { attacker, blocker, instances } = check
      const doubts: Doubt[] = []
      for (const k of instances(attacker, protection))
        for (const quality of protectionQualities(k)) {
          const r = hasQuality(check, blocker, quality)
          if (!r) {
            doubts.push({
              text: `Arcanum can't tell whether ${blocker.face.name} has the quality of ${attacker.face.name}'s "${k}" (CR 702.16f).`,
              rules: ['702.16f', '509.1b'],
            })
            continue
          }
          if (r.value && !r.doubts.length)
            return {
              problem: {
                text: `${attacker.face.name} has ${k} and ${blocker.face.name} is ${quality === 'everything' ? 'a creature' : `of that quality (${quality})`}, so it can't block it (CR 702.16f, 509.1b).`,
                rules: ['702.16f', '509.1b'],
              },
            }
          doubts.push(...r.doubts)
        }
      return doubts.length ? { doubts } : null
    },
  },
}
