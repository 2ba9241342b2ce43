// What the engine models and what it doesn't, as data: the source of docs/evaluate.md's table "What is
// modeled, and what isn't" (coverageTable(), written by scripts/coverage-table.ts and checked by
// test/engine/coverage.test.ts) and of the MCP tool evaluate_scenario's description. The parts that
// registries hold — the keyword table, the mechanics, the effects — are listed from the registries
// themselves, so a module added there shows here without an edit. An answer that depends on something of
// the second list comes back with supported: false and says which rule or clause is missing.
import { EFFECT_KINDS } from './effects/index.js'
import { KEYWORDS } from './keywords/index.js'
import { MECHANICS } from './mechanics/index.js'

export interface CoverageEntry {
  area: string
  rules: string[]
  summary: string
}

export interface ModelCoverage {
  modeled: CoverageEntry[]
  notModeled: CoverageEntry[]
}

const names = (xs: readonly { name: string }[]) => xs.map((x) => x.name).join(', ')
/** The keyword rules (702.N) of a list of subrules, once each: "702.33a", "702.33h" → "702.33". */
const keywordRules = (rules: string[]) => [...new Set(rules.flatMap((r) => /^702\.\d+/.exec(r)?.[0] ?? []))]
/** The keyword table's modules that model their keyword whole (protection is modeled in part). */
const wholeKeywords = () => KEYWORDS.filter((k) => !k.notModeled)

function modeled(): CoverageEntry[] {
  return [
    {
      area: 'casting',
      rules: ['601.2', '601.3', '117.1', '118.9', '107.3'],
      summary:
        'Casting a spell: where from, timing once the turn is known, alternative and additional costs, X, total cost with stated and its own reductions, mana value, prohibitions.',
    },
    {
      area: 'keyword mechanics',
      rules: keywordRules(MECHANICS.flatMap((m) => m.rules)),
      summary: `The mechanics of src/engine/mechanics: ${names(MECHANICS)}.`,
    },
    {
      area: 'keyword abilities',
      rules: keywordRules(wholeKeywords().map((k) => k.rule)),
      summary: `The keyword table of src/engine/keywords: ${names(wholeKeywords())}.`,
    },
    {
      area: 'stack and triggered abilities',
      rules: ['405.5', '603.2', '603.3b', '603.4', '608.2', '701.6'],
      summary:
        'Spells and abilities on the stack; triggered abilities put on it in APNAP order and resolved; intervening "if"; resolving and countering; "can\'t be countered".',
    },
    {
      area: 'targets',
      rules: ['115', '601.2c', '608.2b', '702.11', '702.21'],
      summary: 'Choosing targets and checking them on casting and on resolution; fizzling; hexproof, shroud and ward.',
    },
    {
      area: 'spell and ability effects',
      rules: ['608.2c'],
      summary: `The effects of src/engine/effects, one module each: ${EFFECT_KINDS.join(', ')}.`,
    },
    {
      area: 'activated abilities',
      rules: ['602', '605', '106'],
      summary: 'Activating abilities and mana abilities: costs, {T}/{Q} and summoning sickness, what mana they could produce.',
    },
    {
      area: 'turn structure and timing',
      rules: ['500', '117', '503', '513'],
      summary: 'Steps and phases, priority and passing it, "at the beginning of" triggers, untapping, lands played.',
    },
    {
      area: 'combat',
      rules: ['506', '508.1', '509.1', '510'],
      summary:
        'Declaring attackers and blockers against players, combat damage and its division, "attacks" and "deals combat damage" triggers.',
    },
    {
      area: 'damage, life, counters and state-based actions',
      rules: ['119', '120', '122', '704'],
      summary: 'Life totals, poison, damage marked, counters, power and toughness from them, state-based actions.',
    },
    {
      area: 'continuous effects of Auras, Equipment and statics',
      rules: ['611.3a', '613.1f', '613.4', '702.5', '301.5'],
      summary: 'Attachments; +N/+N and keyword grants in layers 7c and 6; counts made whenever they apply.',
    },
    {
      area: 'copies',
      rules: ['707.2', '707.10', '111.2'],
      summary: 'Copies of spells (copying choices, not cast), entering as a copy, token copies.',
    },
    {
      area: 'zones and libraries',
      rules: ['400.7', '701.9', '701.23', '701.24'],
      summary: 'Zone changes make new objects; discarding, moving cards, searching for cards, shuffling.',
    },
  ]
}

const NOT_MODELED: CoverageEntry[] = [
  {
    area: 'the rest of the layer system',
    rules: ['613.1a', '613.1b', '613.1c', '613.1d', '613.1e', '613.7', '613.8'],
    summary: 'Copy effects with exceptions (707.9), control-, text-, type- and color-changing effects, timestamps and dependencies.',
  },
  {
    area: 'replacement and prevention effects',
    rules: ['614', '615', '616'],
    summary:
      'Those of the mechanics and a permanent\'s own entering state are modeled; other "instead" and prevention effects make what they could change unsupported.',
  },
  {
    area: 'choices the scenario cannot state',
    rules: ['603.5', '608.2d', '616.1'],
    summary: '"You may" and optional payments beyond `pay`, choices made on resolution beyond `choices`, the order of replacement effects.',
  },
  {
    area: 'permissions from effects',
    rules: ['601.3', '305.9'],
    summary: "Casting or playing from exile, a library or a graveyard by another card's effect, unless the scenario names it as `source`.",
  },
  {
    area: 'other keyword abilities',
    rules: ['702'],
    summary: 'Every keyword ability of CR 702 not listed above (docs/evaluate.md lists those the rulings ask about most).',
  },
  {
    area: 'combat options',
    rules: ['506.2', '508.1b', '508.1d', '509.1c'],
    summary: 'Attacking planeswalkers and battles, attack and block requirements ("attacks each combat if able").',
  },
  { area: 'multiplayer and formats', rules: ['101.4', '800', '903'], summary: 'More than two players, Commander, Two-Headed Giant.' },
  { area: 'game-level objects', rules: ['114', '702.16k'], summary: 'Emblems, players with hexproof or protection, restarting the game.' },
  {
    area: 'clauses not understood',
    rules: ['113.1'],
    summary:
      'Every clause of a card is read as understood or not (GET /cards/:id/engine); answers that could depend on one not understood come back unsupported.',
  },
]

export function modelCoverage(): ModelCoverage {
  return { modeled: modeled(), notModeled: NOT_MODELED.map((e) => ({ ...e, rules: [...e.rules] })) }
}

/** docs/evaluate.md's table of what is modeled and what isn't, as Markdown. */
export function coverageTable(coverage = modelCoverage()): string {
  const row = (modeledHere: string) => (e: CoverageEntry) => `| ${e.area} | ${modeledHere} | ${e.rules.join(', ')} | ${e.summary} |`
  return [
    '| Area | Modeled | Rules (CR) | What |',
    '| --- | --- | --- | --- |',
    ...coverage.modeled.map(row('yes')),
    ...coverage.notModeled.map(row('no')),
  ].join('\n')
}
