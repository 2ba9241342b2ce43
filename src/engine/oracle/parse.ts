// Oracle text → OracleAbilities. The one entry point of the parser; results are cached by
// (name, text) since the same cards recur in every scenario.
import {
  parseActivatedAbilities,
  parseEntersWithCounters,
  parseGrants,
  parseLinkedKicker,
  parseManaAbilities,
  parseSearchEffects,
  parseTriggers,
} from './abilities.js'
import { readClauses } from './clauses.js'
import { keywordItems, readTriggeredKeywords } from './triggered-keywords.js'
import { parseKeywordLine } from './keywords.js'
import { normalizeOracle, sentences } from './text.js'
import { MECHANICS, triggeredKeywordOf } from '../mechanics/index.js'
import type { KeywordAbility, OracleAbilities, TriggeredAbility } from './types.js'

const cache = new Map<string, OracleAbilities>()
const CACHE_LIMIT = 5000

export function parseOracle(name: string, oracleText: string | null | undefined): OracleAbilities {
  const text = oracleText ?? ''
  const key = `${name}\u0000${text}`
  const hit = cache.get(key)
  if (hit) return hit
  const parsed = parseUncached(name, text)
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(key, parsed)
  return parsed
}

function parseUncached(name: string, text: string): OracleAbilities {
  const lines = normalizeOracle(text, name)
    .split('\n')
    .filter((l) => l !== '//')
  const keywords: KeywordAbility[] = lines.flatMap(parseKeywordLine)

  // each mechanic reads its own keywords (kickers, flashback, cycling…: src/engine/mechanics)
  const read: Partial<OracleAbilities> = Object.assign({}, ...MECHANICS.map((m) => m.read?.(keywords)))
  const kickers = read.kickers ?? []
  const linkedKicker = parseLinkedKicker(lines, kickers)
  const linkedMadness = lines.flatMap((l) => sentences(l)).filter((s) => /\bmadness cost was paid\b/i.test(s))

  const out: OracleAbilities = {
    clauses: [],
    keywords,
    kickers,
    stickerKicker: read.stickerKicker ?? null,
    madness: read.madness ?? null,
    flashback: read.flashback ?? null,
    buyback: read.buyback ?? null,
    alternativeCosts: Object.fromEntries(
      keywords.filter((k) => k.family === 'alternative cost' && k.costs[0]).map((k) => [k.keyword.toLowerCase(), k.costs[0]!]),
    ),
    cycling: read.cycling ?? [],
    linkedKicker,
    linkedMadness,
    // CR 702: a triggered keyword the engine doesn't carry out still triggers, opaque (oracle/triggered-keywords.ts)
    // a registered triggered keyword (persist…) is read as the ability it stands for (src/engine/mechanics)
    triggers: [...parseTriggers(lines, linkedKicker), ...readTriggeredKeywords(lines), ...keywordMeanings(lines)],
    activated: parseActivatedAbilities(lines),
    manaAbilities: parseManaAbilities(lines),
    grants: parseGrants(lines),
    entersWithCounters: parseEntersWithCounters(lines, linkedKicker),
    searchEffects: parseSearchEffects(lines, linkedKicker),
    cantBeCountered: lines.some((l) => /^~ can't be countered\b/i.test(l) || /(?:^|\. )~ can't be countered\b/i.test(l)),
    prohibitsChosenName: lines.some((l) => /\bspells with the chosen name can't be cast\b/i.test(l)),
    doublesManaFromTapping: lines.some((l) => /^if you tap a permanent for mana, it produces twice as much of that mana instead/i.test(l)),
  }
  out.clauses = readClauses(lines, out)
  // quoted back in answers: say the card's name where the text said "~"
  const display = (t: string) => t.replace(/~/g, name)
  for (const c of out.clauses) {
    c.text = display(c.text)
    c.rest = display(c.rest)
  }
  for (const group of [
    out.linkedKicker,
    out.triggers,
    out.activated,
    out.manaAbilities,
    out.grants,
    out.entersWithCounters,
    out.searchEffects,
  ] as { text: string }[][]) {
    for (const a of group) a.text = display(a.text)
  }
  out.linkedMadness = out.linkedMadness.map(display)
  return out
}

/** What each printed instance of a registered triggered keyword means, one ability per instance (CR 702.79a, 702.40b). */
function keywordMeanings(lines: string[]): TriggeredAbility[] {
  const out: TriggeredAbility[] = []
  for (const line of lines)
    for (const item of keywordItems(line)) {
      const m = triggeredKeywordOf(item)
      if (m) out.push(...(m.event ? [{ event: m.event, text: m.means, who: 'you' as const }] : parseTriggers([m.means], [])))
    }
  return out
}
