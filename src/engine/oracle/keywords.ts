// Keyword abilities with costs, read from keyword lines such as
//   "Kicker {B} and/or {R}"            (702.33b: two kicker costs)
//   "Flashback—Sacrifice a creature."  (a non-mana cost after an em dash)
//   "Madness {R}, cycling {1}{R}, kicker {2}{R}, flashback {3}{R}, buyback {4}{R}"
//   "Plainscycling {2}, islandcycling {2}"
// Which keywords there are, and how each is read, is the registered mechanics' (src/engine/mechanics).
import { KEYWORD_PATTERN, MECHANICS } from '../mechanics/index.js'
import { typecyclingQuality } from '../mechanics/cycling.js'
import { parseCost } from './cost.js'
import type { Cost, KeywordAbility, KeywordFamily } from './types.js'

const KEYWORD = String.raw`(${KEYWORD_PATTERN})`
const SYMBOLS = String.raw`((?:\{[^{}]+\})+)`
/** A keyword with symbol costs, at the start of a line or after a comma of a keyword list. */
const SYMBOL_ITEM = new RegExp(String.raw`(?:^|[,;] )${KEYWORD} ${SYMBOLS}(?: and\/or ${SYMBOLS})?(?=$|[,;.] ?|\s)`, 'gi')
/** "Keyword—cost." with a non-mana or mixed cost: the cost runs to the end of the sentence. */
const DASH_ITEM = new RegExp(String.raw`^${KEYWORD} ?[—–-] ?(.+?)(?:\.(?= |$)|$)`, 'i')
const FAMILIES = MECHANICS.flatMap((m) => m.keywords.map((k) => ({ re: new RegExp(`^(?:${k.pattern})$`, 'i'), family: k.family })))

export function keywordFamily(keyword: string): KeywordFamily | null {
  return FAMILIES.find((f) => f.re.test(keyword))?.family ?? null
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase()

function ability(keyword: string, costs: Cost[]): KeywordAbility | null {
  const family = keywordFamily(keyword)
  if (!family) return null
  const out: KeywordAbility = { keyword: capitalize(keyword), family, costs }
  if (family === 'typecycling') out.searchesFor = typecyclingQuality(keyword)
  return out
}

/** Keyword abilities printed on one (normalized) line. Grants ("… have sticker kicker {1}") are not printed keywords. */
export function parseKeywordLine(line: string): KeywordAbility[] {
  const out: KeywordAbility[] = []
  const dash = DASH_ITEM.exec(line)
  // "Flashback—Sacrifice a creature.", and "Kicker—{2}{R}, Sacrifice a land." or "Flashback—{1}{U}, Pay 3 life."
  if (dash) {
    const a = ability(dash[1]!, [parseCost(dash[2]!)])
    if (a) return [a]
  }
  for (const m of line.matchAll(SYMBOL_ITEM)) {
    const costs = [parseCost(m[2]!)]
    if (m[3]) costs.push(parseCost(m[3]))
    const a = ability(m[1]!, costs)
    if (a) out.push(a)
  }
  return out
}
