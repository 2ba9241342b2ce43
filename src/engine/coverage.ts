// What the engine models and what it doesn't, as data: the source for docs/evaluate.md's list and
// for tool descriptions (the MCP tool evaluate_scenario describes the engine from it). Each entry
// names the CR rules involved. An answer that depends on something of the second list comes back
// with supported: false and says which rule or clause is missing.
import { withHook } from './keywords/index.js'

export interface CoverageEntry {
  area: string
  rules: string[]
  summary: string
}

export interface ModelCoverage {
  modeled: CoverageEntry[]
  notModeled: CoverageEntry[]
}

const MODELED: CoverageEntry[] = [
  {
    area: 'casting',
    rules: ['601.2', '601.3', '118.9', '107.3'],
    summary: 'Casting a spell: where from, alternative and additional costs, X, total cost, mana value, prohibitions.',
  },
  {
    area: 'kicker',
    rules: ['702.33'],
    summary: 'Kicker, multikicker and sticker kicker; linked "if it was kicked" abilities; kicked copies.',
  },
  {
    area: 'flashback',
    rules: ['702.34'],
    summary: 'Casting from the graveyard for the flashback cost; exiled whenever it leaves the stack.',
  },
  { area: 'buyback', rules: ['702.27'], summary: "Paying buyback; the spell returns to its owner's hand as it resolves." },
  { area: 'madness', rules: ['702.35'], summary: 'Discarding into exile, casting for the madness cost or declining.' },
  {
    area: 'escape',
    rules: ['702.138'],
    summary: 'Casting from the graveyard for the escape cost, with the other cards to exile there to pay it.',
  },
  { area: 'evoke', rules: ['702.74'], summary: 'Casting for the evoke cost; its sacrifice trigger is recorded as it enters.' },
  {
    area: 'costs other than mana',
    rules: ['601.2h', '701.21a'],
    summary: 'Sacrificing permanents as a cost is checked against the battlefield; other such costs make the cast unsupported.',
  },
  { area: 'cycling', rules: ['702.29'], summary: 'Cycling and typecycling from the hand, the draw or search, cycle and discard triggers.' },
  {
    area: 'stack',
    rules: ['405.5', '608.2n', '608.3', '701.6'],
    summary: 'Resolving the top spell (its library search, where the card goes), countering, "can\'t be countered".',
  },
  {
    area: 'copies',
    rules: ['707.10', '707.2', '111.2'],
    summary: 'Copies of spells (copying choices, not cast), entering as a copy, token copies.',
  },
  {
    area: 'zones',
    rules: ['400.7', '701.9'],
    summary: 'Zone changes make new objects; discarding; moving cards; putting permanents onto the battlefield.',
  },
  {
    area: 'library',
    rules: ['701.23', '701.24'],
    summary: 'Searching for cards by quality, failing to find, shuffling, search and shuffle triggers.',
  },
  {
    area: 'mana',
    rules: ['106', '605', '107.5', '107.6', '302.6'],
    summary: 'Mana abilities, "could produce", undefined mana types, {T}/{Q} and summoning sickness, spending restrictions.',
  },
  {
    area: 'triggers',
    rules: ['603.2', '603.4'],
    summary:
      'Which abilities trigger on casts, cycles, discards, entering, shuffles, searches and tapping for mana (recorded, not resolved).',
  },
]

const NOT_MODELED: CoverageEntry[] = [
  {
    area: 'triggered abilities on the stack',
    rules: ['603.3'],
    summary: 'Triggered abilities are recorded but never put on the stack or resolved.',
  },
  { area: 'targets', rules: ['115', '601.2c', '608.2b'], summary: 'No targets: choosing them, legality, fizzling.' },
  {
    area: 'turn structure and timing',
    rules: ['500', '117', '307'],
    summary: 'No phases, steps or priority; sorcery timing is not checked.',
  },
  {
    area: 'combat beyond combat damage',
    rules: ['506', '508.1c', '509.1b'],
    summary: `Combat is modeled as far as combat damage needs it (src/engine/combat), with "whenever ~ attacks" triggers, toxic and "can't block" restrictions; attacking planeswalkers and battles, other attack and block restrictions, evasion other than the keyword table's (${[...withHook('block'), ...withHook('blockedBy')].map((k) => k.name).join(', ')}: src/engine/keywords), and block or "becomes blocked" triggers are unsupported.`,
  },
  { area: 'state-based actions', rules: ['704'], summary: 'No state-based actions (lethal damage, 0 toughness, the legend rule…).' },
  {
    area: 'continuous effects',
    rules: ['611', '613'],
    summary: 'No layers: power/toughness changes, ability-granting and type-changing effects.',
  },
  {
    area: 'clauses not understood',
    rules: ['113.1'],
    summary:
      'Every clause of a card is read as understood or not (GET /cards/:id/engine); answers that could depend on one not understood come back unsupported.',
  },
  {
    area: 'spell effects',
    rules: ['608.2'],
    summary: 'Only library searches are carried out; other effects (draw, destroy, damage, tokens…) are not.',
  },
]

export function modelCoverage(): ModelCoverage {
  return { modeled: MODELED.map((e) => ({ ...e })), notModeled: NOT_MODELED.map((e) => ({ ...e })) }
}
