// Extracted ability tags checked against expectations written by reading each card's Oracle text
// (read from the shared MTGJSON data, newest build). For each card the test compares the exact set
// of `ability` tags, so both a missed fact and a spurious one fail.
import { describe, expect, it } from 'vitest'
import { deriveTags } from '../../src/annotate/tags.js'
import { corpusCard, loadCorpus } from './support/corpus.js'

const cards = loadCorpus()
const tagsOf = (name: string) => deriveTags(corpusCard(cards, name).card)
const slugs = (name: string, category: string) =>
  tagsOf(name)
    .filter((t) => t.category === category)
    .map((t) => t.slug)
    .sort()

const FETCH_BASIC = [
  'searches-library-basic-land',
  'searches-library-land',
  'searches-library',
  'puts-lands-onto-battlefield',
  'shuffles-library',
]

// card → its ability facts, as read from the card
const EXPECTED_ABILITIES: Record<string, string[]> = {
  'Grow from the Ashes': FETCH_BASIC, // "Search your library for a basic land card, put it onto the battlefield, then shuffle."
  'Rampant Growth': FETCH_BASIC,
  Cultivate: [...FETCH_BASIC, 'reveals'],
  "Kodama's Reach": [...FETCH_BASIC, 'reveals'],
  'Path to Exile': ['exiles', ...FETCH_BASIC],
  Harrow: ['sacrifices', ...FETCH_BASIC], // additional cost: sacrifice a land
  'Evolving Wilds': ['sacrifices', ...FETCH_BASIC],
  'Sakura-Tribe Elder': ['sacrifices', ...FETCH_BASIC],
  'Wood Elves': ['searches-library-land', 'searches-library', 'puts-lands-onto-battlefield', 'shuffles-library'], // a Forest card, not "basic"
  Farseek: ['searches-library-land', 'searches-library', 'puts-lands-onto-battlefield', 'shuffles-library'],
  Explore: ['plays-additional-lands', 'draws-cards'],
  'Demonic Tutor': ['tutors', 'searches-library', 'shuffles-library'],
  'Lightning Bolt': ['deals-damage'],
  'Shivan Fire': ['deals-damage'],
  'Lightning Helix': ['deals-damage', 'gains-life'],
  Fling: ['sacrifices', 'deals-damage'],
  'Goblin Bombardment': ['sacrifices', 'deals-damage'],
  'Blast from the Past': ['deals-damage', 'creates-tokens', 'creates-creature-tokens', 'casts-from-graveyard'], // flashback
  Counterspell: ['counters-spells'],
  Cancel: ['counters-spells'],
  'Essence Scatter': ['counters-spells'],
  Negate: ['counters-spells'],
  'Mana Leak': ['counters-spells'],
  'Abrupt Decay': ['cant-be-countered', 'destroys'],
  'Wrath of God': ['destroys', 'destroys-all'],
  'Doom Blade': ['destroys'],
  Murder: ['destroys'],
  Smother: ['destroys'],
  'Ravenous Chupacabra': ['destroys'],
  Shriekmaw: ['destroys'], // evoke's reminder text ("it's sacrificed") is not rules text
  'Krosan Grip': ['destroys'],
  'Stone Rain': ['destroys'],
  'Swords to Plowshares': ['exiles', 'gains-life'], // "Its controller gains life equal to its power"
  Cloudshift: ['exiles', 'flickers'],
  Dismember: ['shrinks-creatures'],
  'Prey Upon': ['fights'],
  Unsummon: ['bounces'],
  "Man-o'-War": ['bounces'],
  'Control Magic': ['gains-control'], // "You control enchanted creature."
  Threaten: ['untaps', 'gains-control'],
  'Icy Manipulator': ['taps'],
  'Relentless Assault': ['untaps', 'extra-combat'],
  'Time Walk': ['extra-turn'],
  Divination: ['draws-cards'],
  Brainstorm: ['draws-cards'],
  Mulldrifter: ['draws-cards'],
  Ponder: ['looks-at-top-of-library', 'shuffles-library', 'draws-cards'],
  'Fact or Fiction': ['reveals', 'looks-at-top-of-library'],
  'Faithless Looting': ['draws-cards', 'discards', 'casts-from-graveyard'],
  "Tezzeret's Gambit": ['draws-cards', 'proliferates'],
  'Mind Rot': ['discards'],
  Thoughtseize: ['reveals', 'discards'],
  Duress: ['reveals', 'discards'],
  'Glimpse the Unthinkable': ['mills'],
  'Raise Dead': ['returns-from-graveyard'],
  Gravedigger: ['returns-from-graveyard'],
  Reanimate: ['returns-from-graveyard', 'reanimates'],
  'Lingering Souls': ['creates-tokens', 'creates-creature-tokens', 'casts-from-graveyard'],
  'Raise the Alarm': ['creates-tokens', 'creates-creature-tokens'],
  'Giant Growth': ['pumps-creatures'],
  'Hardened Scales': ['plus-one-counters'],
  "Ajani's Pridemate": ['plus-one-counters'], // "Whenever you gain life" is a trigger, not gaining life
  Twincast: ['copies-spells'],
  'Llanowar Elves': ['adds-mana'],
  'Dark Ritual': ['adds-mana'],
  'Sol Ring': ['adds-mana'],
  'Healing Salve': ['gains-life', 'prevents-damage'],
  "Sovereign's Bite": ['drains-life', 'gains-life'],
  // "can't cause you to discard cards or sacrifice permanents" is a prohibition, not discarding
  'Tamiyo, Collector of Tales': ['looks-at-top-of-library', 'reveals', 'returns-from-graveyard'],
  Burrowing: ['grants-evasion'], // "Enchanted creature has mountainwalk."
  Pacifism: [],
  'Serra Angel': [],
  'Grizzly Bears': [],
}

describe('extracted ability tags on real cards, against hand-written expectations', () => {
  it('covers at least 50 cards', () => expect(Object.keys(EXPECTED_ABILITIES).length).toBeGreaterThanOrEqual(50))

  for (const [name, expected] of Object.entries(EXPECTED_ABILITIES)) {
    it(name, () => expect(slugs(name, 'ability')).toEqual([...expected].sort()))
  }

  it('every extracted ability tag carries the text it came from as evidence', () => {
    for (const name of Object.keys(EXPECTED_ABILITIES)) {
      const text = corpusCard(cards, name).card.oracleText
      for (const t of tagsOf(name).filter((t) => t.provenance === 'extracted')) {
        expect(t.evidence, `${name} ${t.slug}`).toBeTruthy()
        expect(text, `${name} ${t.slug}`).toContain(t.evidence!)
        expect(t.confidence).toBeNull()
      }
    }
  })
})

describe('timing tags', () => {
  it.each([
    ['Lightning Bolt', ['instant-speed']], // an instant (attribute)
    ['Grow from the Ashes', ['sorcery-speed']],
    ['Krosan Grip', ['instant-speed', 'split-second']],
    ['Gravedigger', ['enters-trigger']],
    ['Mulldrifter', ['enters-trigger']],
    ["Ajani's Pridemate", []],
    ['Grizzly Bears', []],
  ])('%s', (name, expected) => expect(slugs(name, 'timing')).toEqual([...expected].sort()))

  it('keeps the provenance apart: an instant is instant speed by its type, a Flash creature by its text', () => {
    const bolt = tagsOf('Lightning Bolt').find((t) => t.slug === 'instant-speed')!
    expect(bolt.provenance).toBe('attribute')
    const flash = cards.find((c) => /^Flash$/m.test(c.card.oracleText) && c.card.types.includes('Creature'))!
    const t = deriveTags(flash.card).find((t) => t.slug === 'instant-speed')!
    expect(t.provenance).toBe('extracted')
    expect(t.evidence).toBe('Flash')
  })
})

describe('inferred themes are suggestions with a confidence', () => {
  it.each([
    ['Grow from the Ashes', 'theme-ramp'],
    ['Llanowar Elves', 'theme-ramp'],
    ['Counterspell', 'theme-counterspell'],
    ['Wrath of God', 'theme-board-wipe'],
    ['Lingering Souls', 'theme-tokens'],
    ['Raise Dead', 'theme-graveyard'],
    ['Divination', 'theme-card-advantage'],
    ['Lightning Bolt', 'theme-burn'],
    ['Murder', 'theme-removal'],
    ['Healing Salve', 'theme-lifegain'],
  ])('%s suggests %s', (name, theme) => {
    const t = tagsOf(name).find((t) => t.slug === theme)
    expect(
      t,
      `${name}: ${tagsOf(name)
        .map((t) => t.slug)
        .join(' ')}`,
    ).toBeDefined()
    expect(t!.provenance).toBe('inferred')
    expect(t!.category).toBe('theme')
    expect(t!.confidence).toBeGreaterThan(0)
    expect(t!.confidence).toBeLessThan(1)
    expect(t!.evidence).toMatch(/^suggested by: /)
  })

  it('suggests no theme for a vanilla creature', () => {
    expect(slugs('Grizzly Bears', 'theme')).toEqual([])
  })
})
