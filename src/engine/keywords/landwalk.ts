// CR 702.14: landwalk, printed "[type]walk" (702.14a: "islandwalk", "nonbasic landwalk", "snow swampwalk").
// A creature with landwalk can't be blocked as long as the defending player controls at least one land
// with the specified land type, with the specified type or supertype, without it ("non…"), or with both
// (702.14c). Landwalk abilities don't cancel one another (702.14d): a blocker's own landwalk changes
// nothing. The defending player's lands are read as the block is declared (509.1b); an effect the
// engine doesn't model that could change land types ("Nonbasic lands are Mountains") makes it unsupported.
import type { Doubt } from '../doubts.js'
import type { KeywordModule } from './types.js'

/** Card types and supertypes, written in lower case in a quality (CR 205.2a, 205.4a); other words are land subtypes. */
const TYPE_WORDS = new Set(['basic', 'legendary', 'snow', 'world', 'artifact', 'land', 'creature', 'enchantment'])

/** The quality of land a landwalk names: "islandwalk" → "Island land", "nonbasic landwalk" → "nonbasic land". */
export function landwalkQuality(printed: string): string {
  const words = printed
    .toLowerCase()
    .replace(/walk$/, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (TYPE_WORDS.has(w.replace(/^non/, '')) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
  return words.includes('land') ? words.join(' ') : [...words, 'land'].join(' ')
}

export const landwalk: KeywordModule = {
  name: 'landwalk',
  // CR 702.14a: a land type (205.3i) or the card type land, with any supertype or card type before it
  printed:
    /^(?:(?:non)?(?:basic|legendary|snow|world|artifact|creature|enchantment) )?(?:non)?(?:land|cave|cloud|desert|forest|gate|island|lair|locus|mine|mountain|plains|planet|power-plant|sphere|swamp|tower|town|urza's)walk$/i,
  rule: '702.14c',
  summary: "can't be blocked as long as the defending player controls a land of the named kind (islandwalk: an Island)",
  area: 'combat',
  hooks: {
    block: ({ attacker, instances, defenderControls }) => {
      const doubts: Doubt[] = []
      for (const k of instances(attacker, landwalk)) {
        const quality = landwalkQuality(k)
        const r = defenderControls(quality)
        if (r.value && !r.doubts.length)
          return {
            problem: {
              text: `${attacker.face.name} has ${k} and the defending player controls a ${quality}, so it can't be blocked (CR 702.14c, 509.1b).`,
              rules: ['702.14c', '509.1b'],
            },
          }
        doubts.push(...r.doubts)
      }
      return doubts.length ? { doubts } : null
    },
  },
}
