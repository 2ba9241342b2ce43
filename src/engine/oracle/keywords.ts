// Keyword abilities with costs (CR 702.27 buyback, 702.29 cycling, 702.33 kicker, 702.34 flashback,
// 702.35 madness), read from keyword lines such as
//   "Kicker {B} and/or {R}"            (702.33b: two kicker costs)
//   "Flashback—Sacrifice a creature."  (a non-mana cost after an em dash)
//   "Madness {R}, cycling {1}{R}, kicker {2}{R}, flashback {3}{R}, buyback {4}{R}"
//   "Plainscycling {2}, islandcycling {2}"
import { ALTERNATIVE_COST_KEYWORDS } from '../mechanics/index.js'
import { parseCost } from './cost.js'
import type { Cost, KeywordAbility, KeywordFamily } from './types.js'

const KEYWORD = String.raw`(sticker kicker|multikicker|kicker|madness|flashback|buyback|${ALTERNATIVE_COST_KEYWORDS.join('|')}|cycling|(?:[a-z]+ )?[a-z]+cycling)`
const SYMBOLS = String.raw`((?:\{[^{}]+\})+)`
/** A keyword with symbol costs, at the start of a line or after a comma of a keyword list. */
const SYMBOL_ITEM = new RegExp(String.raw`(?:^|[,;] )${KEYWORD} ${SYMBOLS}(?: and\/or ${SYMBOLS})?(?=$|[,;.] ?|\s)`, 'gi')
/** "Keyword—cost." with a non-mana or mixed cost: the cost runs to the end of the sentence. */
const DASH_ITEM = new RegExp(String.raw`^${KEYWORD} ?[—–-] ?(.+?)(?:\.(?= |$)|$)`, 'i')

export function keywordFamily(keyword: string): KeywordFamily | null {
  const k = keyword.toLowerCase()
  switch (k) {
    case 'kicker':
      return 'kicker'
    case 'multikicker':
      return 'multikicker'
    case 'sticker kicker':
      return 'sticker kicker'
    case 'madness':
      return 'madness'
    case 'flashback':
      return 'flashback'
    case 'buyback':
      return 'buyback'
    case 'cycling':
      return 'cycling'
  }
  if (ALTERNATIVE_COST_KEYWORDS.includes(k)) return 'alternative cost'
  return k.endsWith('cycling') ? 'typecycling' : null
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase()

/** What a typecycling ability searches for (CR 702.29e): "Basic landcycling" → "basic land", "Plainscycling" → "Plains". */
export function typecyclingQuality(keyword: string): string {
  const stem = keyword.slice(0, -'cycling'.length).trim()
  const words = stem.split(' ')
  const last = words.pop()!
  const SUBTYPES_CAPITALIZED = ![
    'land',
    'artifact',
    'creature',
    'enchantment',
    'basic',
    'snow',
    'legendary',
    'instant',
    'sorcery',
  ].includes(last.toLowerCase())
  const lastOut = SUBTYPES_CAPITALIZED ? capitalize(last) : last.toLowerCase()
  return [...words.map((w) => w.toLowerCase()), lastOut].join(' ')
}

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
  if (dash && !/^\{/.test(dash[2]!)) {
    const a = ability(dash[1]!, [parseCost(dash[2]!)])
    if (a) return [a]
  }
  if (dash && /^\{/.test(dash[2]!)) {
    // "Kicker—{2}{R}, Sacrifice a land." and "Flashback—{1}{U}, Pay 3 life."
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
