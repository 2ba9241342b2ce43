// Triggered abilities on another object's event, named by its qualities: "Whenever another creature enters"
// (CR 603.2, 603.6a; game/enters-trigger-words.ts) and "Whenever you cast a spell that targets ~" (heroic and its
// kin, CR 601.2c, 601.2i; game/targeting-trigger-words.ts), matched in game/trigger-subjects.ts. And CR 603.3d:
// a triggered ability whose targets the engine doesn't read may have had none, so whether it stayed on the stack
// is in doubt.
import { describe, expect, it } from 'vitest'
import { evaluate, parseOracle, type CardCharacteristics, type Scenario } from '../../../src/engine/index.js'
import { PLAIN_BEAR as BEAR } from '../support/vanilla.js'

const card = (name: string, typeLine: string, oracleText: string, manaCost = '{1}{W}', pt = true): CardCharacteristics => ({
  name,
  manaCost,
  typeLine,
  oracleText,
  power: pt ? '1' : null,
  toughness: pt ? '1' : null,
})

const WARDEN = card('Gate Warden', 'Creature — Human Cleric', 'Whenever another creature enters, you gain 1 life.')
const SURVEYOR = card('Land Surveyor', 'Creature — Elf', 'Landfall — Whenever a land you control enters, you gain 2 life.')
const KEEPER = card('Guild Keeper', 'Creature — Human', 'Whenever another nontoken creature you control enters, you gain 1 life.')
const STAR = card(
  'Star Weaver',
  'Enchantment Creature — Human',
  'Whenever Star Weaver or another enchantment you control enters, you gain 1 life.',
)
const GREEN_WATCH = card('Green Watch', 'Creature — Elf', 'Whenever a green creature enters, you gain 1 life.')
const FOREST: CardCharacteristics = {
  name: 'Plain Forest',
  manaCost: null,
  typeLine: 'Basic Land — Forest',
  oracleText: '',
  power: null,
  toughness: null,
}
const CHARM = card('Plain Charm', 'Enchantment', '', '{2}', false)
const SPROUT = card('Sprout Maker', 'Sorcery', 'Create a 1/1 green Saproling creature token.', '{G}', false)
const HERO = card(
  'Brave Squire',
  'Creature — Human Soldier',
  'Heroic — Whenever you cast a spell that targets Brave Squire, put a +1/+1 counter on Brave Squire.',
)
const MENTOR = card(
  'Kind Mentor',
  'Enchantment',
  'Whenever you cast a spell that targets a creature you control, you gain 2 life.',
  '{1}{G}',
  false,
)
const GROWTH = card('Quick Growth', 'Instant', 'Target creature gets +3/+3 until end of turn.', '{G}', false)

const run = (s: Scenario) => evaluate(s)
const values = (r: ReturnType<typeof evaluate>) => r.answers.map((a) => a.value)

describe('"Whenever another creature enters" (CR 603.2, 603.6a)', () => {
  it('reads the filter, whose permanent and "another"', () => {
    expect(parseOracle('Gate Warden', WARDEN.oracleText!).triggers[0]).toMatchObject({
      event: 'permanentEnters',
      who: 'any',
      filter: 'creature',
      excludesSelf: true,
    })
    expect(parseOracle('Land Surveyor', SURVEYOR.oracleText!).triggers[0]).toMatchObject({
      event: 'permanentEnters',
      who: 'you',
      filter: 'land',
    })
    expect(parseOracle('Guild Keeper', KEEPER.oracleText!).triggers[0]).toMatchObject({ token: false, who: 'you' })
    expect(parseOracle('Star Weaver', STAR.oracleText!).triggers[0]).toMatchObject({ orSelf: true, filter: 'enchantment' })
    // a batch ("one or more"), another zone ("from a graveyard") and an effect naming the permanent that entered aren't read
    for (const t of [
      'Whenever one or more creatures enter, you gain 1 life.',
      'Whenever a creature enters from a graveyard, you gain 1 life.',
      'Whenever another creature enters, put a +1/+1 counter on it.',
      'Whenever a creature with power 4 or greater enters, you gain 1 life.',
    ])
      expect(parseOracle('Custom', t).triggers).toEqual([])
  })

  it("triggers on each other creature entering, under anyone's control, not on itself nor on a land; its effect resolves", () => {
    const r = run({
      cards: {
        w: { ...WARDEN },
        b: BEAR,
        o: { ...BEAR, owner: 'opponent' },
        f: FOREST,
      },
      actions: [
        { do: 'putOntoBattlefield', card: 'w' },
        { do: 'putOntoBattlefield', card: 'b' },
        { do: 'resolve' },
        { do: 'putOntoBattlefield', card: 'o' },
        { do: 'resolve' },
        { do: 'putOntoBattlefield', card: 'f' },
      ],
      ask: [{ q: 'triggerCount', of: 'w' }, { q: 'lifeTotal', of: 'you' }, { q: 'stack' }],
    })
    expect(values(r)).toEqual([2, 22, []])
  })

  it("landfall: a land played or put onto the battlefield under your control, not an opponent's", () => {
    const r = run({
      cards: { s: { ...SURVEYOR, zone: 'battlefield' }, f1: FOREST, f2: FOREST, f3: { ...FOREST, owner: 'opponent' } },
      turn: { active: 'you', step: 'precombatMain' },
      actions: [
        { do: 'playLand', card: 'f1' },
        { do: 'resolve' },
        { do: 'putOntoBattlefield', card: 'f2' },
        { do: 'resolve' },
        { do: 'putOntoBattlefield', card: 'f3' },
      ],
      ask: [{ q: 'triggerCount', of: 's' }, { q: 'lifeTotal', of: 'you' }, { q: 'stack' }],
    })
    expect(values(r)).toEqual([2, 24, []])
  })

  it('"nontoken": a token entering doesn\'t trigger it', () => {
    const r = run({
      cards: { k: { ...KEEPER, zone: 'battlefield' }, s: SPROUT, b: BEAR },
      actions: [{ do: 'cast', card: 's' }, { do: 'resolve' }, { do: 'putOntoBattlefield', card: 'b' }],
      ask: [{ q: 'triggerCount', of: 'k' }],
    })
    expect(values(r)).toEqual([1])
  })

  it('"~ or another enchantment you control": itself entering and an enchantment after it; orders them like any trigger', () => {
    const r = run({
      cards: { x: STAR, e: CHARM },
      actions: [{ do: 'putOntoBattlefield', card: 'x' }, { do: 'resolve' }, { do: 'putOntoBattlefield', card: 'e' }],
      ask: [{ q: 'triggerCount', of: 'x' }, { q: 'stack' }, { q: 'lifeTotal', of: 'you' }],
    })
    expect(values(r)).toEqual([2, ['x:trigger2'], 21])
  })

  it("a token's color isn't kept: whether a green token triggers it is unsupported, a green card's isn't", () => {
    const token = run({
      cards: { g: { ...GREEN_WATCH, zone: 'battlefield' }, s: SPROUT },
      actions: [{ do: 'cast', card: 's' }, { do: 'resolve' }],
      ask: [{ q: 'triggerCount', of: 'g' }],
    })
    expect(token.answers[0]).toMatchObject({ supported: false, value: null })
    const bear = run({
      cards: { g: { ...GREEN_WATCH, zone: 'battlefield' }, b: BEAR },
      actions: [{ do: 'putOntoBattlefield', card: 'b' }],
      ask: [{ q: 'triggerCount', of: 'g' }],
    })
    expect(values(bear)).toEqual([1])
  })

  it("a static ability the engine doesn't model that could change what the permanent is (CR 613.1d) leaves the trigger in doubt", () => {
    const god = card(
      'Moody God',
      'Legendary Enchantment Creature — God',
      "As long as your devotion to white is less than five, Moody God isn't a creature.",
    )
    const r = run({
      cards: { w: { ...WARDEN, zone: 'battlefield' }, g: god },
      actions: [{ do: 'putOntoBattlefield', card: 'g' }],
      ask: [{ q: 'triggerCount', of: 'w' }],
    })
    expect(r.answers[0]).toMatchObject({ supported: false, value: null })
  })
})

describe('"Whenever you cast a spell that targets ~" (heroic, CR 601.2c, 601.2i)', () => {
  it('triggers on a spell cast targeting it, and resolves before that spell; not on one targeting another creature', () => {
    const r = run({
      cards: { h: { ...HERO, zone: 'battlefield' }, b: { ...BEAR, zone: 'battlefield' }, g: GROWTH, g2: GROWTH },
      actions: [{ do: 'cast', card: 'g', targets: ['h'] }, { do: 'resolve' }, { do: 'cast', card: 'g2', targets: ['b'] }],
      ask: [{ q: 'triggerCount', of: 'h' }, { q: 'counters', of: 'h', kind: '+1/+1' }, { q: 'stack' }],
    })
    expect(values(r)).toEqual([1, 1, ['g2', 'g']])
  })

  it("a copy of the spell isn't cast (CR 707.10): it doesn't trigger it again", () => {
    const r = run({
      cards: { h: { ...HERO, zone: 'battlefield' }, g: GROWTH },
      actions: [
        { do: 'cast', card: 'g', targets: ['h'] },
        { do: 'copySpell', card: 'g', as: 'cp' },
      ],
      ask: [{ q: 'triggerCount', of: 'h' }],
    })
    expect(values(r)).toEqual([1])
  })

  it('"targets a creature you control": a spell targeting an opponent\'s creature doesn\'t trigger it', () => {
    const r = run({
      cards: {
        m: { ...MENTOR, zone: 'battlefield' },
        mine: { ...BEAR, zone: 'battlefield' },
        theirs: { ...BEAR, zone: 'battlefield', owner: 'opponent' },
        g: GROWTH,
        g2: GROWTH,
      },
      actions: [
        { do: 'cast', card: 'g', targets: ['theirs'] },
        { do: 'cast', card: 'g2', targets: ['mine'] },
      ],
      ask: [{ q: 'triggerCount', of: 'm' }],
    })
    expect(values(r)).toEqual([1])
  })

  it("a spell whose targets the engine doesn't read: whether it targeted the creature is unsupported", () => {
    const odd = card('Odd Blessing', 'Instant', 'Target creature with odd power gains flying until end of turn.', '{W}', false)
    const r = run({
      cards: { h: { ...HERO, zone: 'battlefield' }, o: odd },
      actions: [{ do: 'cast', card: 'o', targets: ['h'] }],
      ask: [{ q: 'triggerCount', of: 'h' }],
    })
    expect(r.answers[0]).toMatchObject({ supported: false, value: null })
  })
})

describe('CR 603.3d: a triggered ability whose targets the engine does not read', () => {
  it('may have had no legal target and been removed from the stack: the stack is unsupported, the trigger still counted', () => {
    const frost = card(
      'Frost Caller',
      'Creature — Yeti',
      'When Frost Caller enters, tap target creature an opponent controls and put a stun counter on it.',
      '{1}{U}',
    )
    const r = run({
      cards: { f: frost, b: { ...BEAR, zone: 'battlefield' } },
      actions: [{ do: 'putOntoBattlefield', card: 'f' }],
      ask: [{ q: 'stack' }, { q: 'triggerCount', of: 'f' }],
    })
    expect(r.answers[0]).toMatchObject({ supported: false, value: null })
    expect(r.answers[0]!.because).toContain('603.3d')
    expect(values(r)[1]).toBe(1)
  })

  it('"up to one target" may have none: it stays on the stack', () => {
    const scout = card(
      'Road Scout',
      'Creature — Human',
      'When Road Scout enters, tap up to one target creature and put a stun counter on it.',
      '{1}{U}',
    )
    const r = run({ cards: { s: scout }, actions: [{ do: 'putOntoBattlefield', card: 's' }], ask: [{ q: 'stack' }] })
    expect(values(r)).toEqual([['s:trigger']])
  })
})
