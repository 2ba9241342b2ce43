// What the registered characteristic-defining keywords make an object (CR 604.3): its colors (devoid,
// 702.114a) and creature types (changeling, 702.73a), in every zone. The core's color and type
// matching (state/card.ts, game/targets.ts, actions/mana.ts) asks here, so no answer reading a color or a
// subtype misses one. Only printed keywords count: an effect granting one is a clause the engine doesn't
// understand, and its doubts stand.
import { CREATURE_TYPES } from './creature-types.js'
import { KEYWORDS, keywordModule } from './index.js'

/** The part of a card face this reads: its clauses. */
interface Face {
  abilities: { clauses: readonly { kind: string; text: string }[] }
}

const DEFINING = KEYWORDS.some((k) => k.hooks.defines)
const LOWER_CREATURE_TYPES = new Set([...CREATURE_TYPES].map((t) => t.toLowerCase()))

function defined(face: Face): { colors?: readonly string[]; everyCreatureType?: boolean }[] {
  if (!DEFINING) return []
  const out: { colors?: readonly string[]; everyCreatureType?: boolean }[] = []
  for (const c of face.abilities.clauses) {
    if (c.kind !== 'keyword') continue
    const d = keywordModule(c.text)?.hooks.defines
    if (d) out.push(d)
  }
  return out
}

/** The colors a characteristic-defining keyword gives it ("W", "U"…), or null when none does. */
export function definedColors(face: Face): readonly string[] | null {
  return defined(face).find((d) => d.colors)?.colors ?? null
}

/** Is this subtype (any case) one the object has through a characteristic-defining keyword (changeling: every creature type)? */
export function definedSubtype(face: Face, subtype: string): boolean {
  return LOWER_CREATURE_TYPES.has(subtype.toLowerCase()) && defined(face).some((d) => d.everyCreatureType)
}
