// A permanent starts in the state its own text gives it as it enters (CR 614.1c–d, 614.12): "enters tapped",
// "enters with N counters" (122.6: counters it enters with are counters put on it), and the choices of
// "As ~ enters, choose …", given by "chosen" on the card or on the action that puts it onto the battlefield.
// An ability that reads a choice the scenario didn't give leaves what it could change unsupported, and the
// answer says which choice is missing (CR 607.2d); answers it can't change stay answered.
import { describe, expect, it } from 'vitest'
import { ScenarioError } from '../../../src/engine/index.js'
import { loadCards } from '../support/cards.js'
import { engineWith, rules, values } from '../support/run.js'

const pool = loadCards([
  "Vanquisher's Banner",
  'Heraldic Banner',
  'Engineered Plague',
  'Meddling Mage',
  'Temple of Triumph',
  'Grizzly Bears',
  'Llanowar Elves',
  'Raging Goblin',
  'Lightning Bolt',
  'Shock',
])
const run = engineWith(pool)
const bf = (card: string, extra: Record<string, unknown> = {}) => ({ card, zone: 'battlefield' as const, ...extra })

describe('"As ~ enters, choose …": the choice is part of the permanent (CR 614.12, 607.2d)', () => {
  it("Vanquisher's Banner with a chosen creature type: only creatures of that type get +1/+1", () => {
    const r = run({
      cards: { vb: bf("Vanquisher's Banner", { chosen: { creatureType: 'Bear' } }), gb: bf('Grizzly Bears'), le: bf('Llanowar Elves') },
      ask: [
        { q: 'power', of: 'gb' },
        { q: 'toughness', of: 'gb' },
        { q: 'power', of: 'le' },
      ],
    })
    expect(values(r)).toEqual([3, 3, 1])
    expect(r.answers[0]!.because).toContain('Creatures you control of the chosen type get +1/+1.')
  })

  it('without the choice, what the ability could change is unsupported and the because names the missing choice', () => {
    const r = run({
      cards: { vb: bf("Vanquisher's Banner"), gb: bf('Grizzly Bears'), b: 'Lightning Bolt' },
      ask: [
        { q: 'power', of: 'gb' },
        { q: 'zone', of: 'b' },
        { q: 'canCast', of: 'b' },
      ],
    })
    expect(r.answers[0]!.supported).toBe(false)
    expect(r.answers[0]!.value).toBeNull()
    expect(r.answers[0]!.because).toContain("creature type chosen as Vanquisher's Banner entered")
    expect(r.answers[0]!.because).toContain('"chosen": { "creatureType"')
    expect(rules(r.answers[0]!)).toContain('614.12')
    // what the ability can't change stays answered (no over-broad refusal)
    expect(r.answers[1]).toMatchObject({ value: 'hand', supported: true })
    expect(r.answers[2]!.supported).toBe(true)
  })

  it('Heraldic Banner with a chosen color; Engineered Plague with a chosen type kills the 1/1s of that type (CR 704.5f)', () => {
    const r = run({
      cards: {
        hb: bf('Heraldic Banner', { chosen: { color: 'red' } }),
        rg: bf('Raging Goblin'),
        gb: bf('Grizzly Bears'),
      },
      ask: [
        { q: 'power', of: 'rg' },
        { q: 'power', of: 'gb' },
      ],
    })
    expect(values(r)).toEqual([2, 2])
    const plague = run({
      cards: { ep: bf('Engineered Plague', { chosen: { creatureType: 'Elf' } }), le: bf('Llanowar Elves'), gb: bf('Grizzly Bears') },
      actions: [{ do: 'passPriority' }],
      ask: [
        { q: 'zone', of: 'le' },
        { q: 'toughness', of: 'gb' },
      ],
    })
    expect(values(plague)).toEqual(['graveyard', 2])
  })

  it('the choice made as a permanent spell resolves, or as it is put onto the battlefield', () => {
    const resolved = run({
      cards: { vb: "Vanquisher's Banner", gb: bf('Grizzly Bears') },
      actions: [
        { do: 'cast', card: 'vb' },
        { do: 'resolve', chosen: { creatureType: 'Bear' } },
      ],
      ask: [{ q: 'power', of: 'gb' }],
    })
    expect(values(resolved)).toEqual([3])
    const put = run({
      cards: { vb: { card: "Vanquisher's Banner", zone: 'graveyard' }, gb: bf('Grizzly Bears') },
      actions: [{ do: 'putOntoBattlefield', card: 'vb', chosen: { creatureType: 'Goblin' } }],
      ask: [{ q: 'power', of: 'gb' }],
    })
    expect(values(put)).toEqual([2])
    const none = run({
      cards: { vb: "Vanquisher's Banner", gb: bf('Grizzly Bears') },
      actions: [{ do: 'cast', card: 'vb' }, { do: 'resolve' }],
      ask: [{ q: 'power', of: 'gb' }],
    })
    expect(none.answers[0]!.supported).toBe(false)
  })

  it('Meddling Mage: "chosenName" and "chosen": { "cardName" } are one choice; without it, casting is unsupported, never "legal"', () => {
    const ask = [{ q: 'canCast' as const, of: 'b' }]
    for (const mm of [
      bf('Meddling Mage', { chosenName: 'Lightning Bolt' }),
      bf('Meddling Mage', { chosen: { cardName: 'Lightning Bolt' } }),
    ])
      expect(values(run({ cards: { mm, b: 'Lightning Bolt' }, ask }))).toEqual([false])
    const unknown = run({ cards: { mm: bf('Meddling Mage'), b: 'Lightning Bolt' }, ask })
    expect(unknown.answers[0]).toMatchObject({ value: null, supported: false })
    expect(unknown.answers[0]!.because).toContain('card name chosen as Meddling Mage entered')
    expect(() =>
      run({
        cards: { mm: bf('Meddling Mage', { chosenName: 'Shock', chosen: { cardName: 'Lightning Bolt' } }), b: 'Lightning Bolt' },
        ask,
      }),
    ).toThrow(ScenarioError)
    expect(() => run({ cards: { mm: bf('Meddling Mage', { chosen: { player: 'nobody' } }), b: 'Lightning Bolt' }, ask })).toThrow(
      ScenarioError,
    )
  })
})

describe('"~ enters tapped" (CR 614.1d) and "~ enters with N counters" (CR 614.1c, 122.6)', () => {
  it("Temple of Triumph played, or put onto the battlefield, enters tapped and can't be tapped for mana", () => {
    const played = run({
      cards: { t: 'Temple of Triumph' },
      actions: [{ do: 'playLand', card: 't' }],
      ask: [
        { q: 'isTapped', of: 't' },
        { q: 'canActivate', of: 't' },
      ],
    })
    expect(values(played)).toEqual([true, false])
    const put = run({
      cards: { t: { card: 'Temple of Triumph', zone: 'graveyard' } },
      actions: [{ do: 'putOntoBattlefield', card: 't' }],
      ask: [{ q: 'isTapped', of: 't' }],
    })
    expect(values(put)).toEqual([true])
  })

  it('"enters with N counters … unless <condition>" is not read as unconditional: the counters are unsupported (CR 614.1c)', () => {
    const giant = (name: string, text: string) => ({
      name,
      manaCost: '{3}{R}',
      typeLine: 'Creature — Giant',
      oracleText: text,
      power: '4',
      toughness: '4',
    })
    const ask = [{ q: 'counters' as const, of: 'g', kind: '-1/-1' }]
    const actions = [{ do: 'cast' as const, card: 'g' }, { do: 'resolve' as const }]
    const unless = run({
      cards: { g: giant('Odd Giant', "Odd Giant enters with two -1/-1 counters on it unless you've cast another red spell this turn.") },
      actions,
      ask,
    })
    expect(unless.answers[0]).toMatchObject({ supported: false, value: null })
    const plain = run({ cards: { g: giant('Plain Giant', 'Plain Giant enters with two -1/-1 counters on it.') }, actions, ask })
    expect(values(plain)).toEqual([2])
  })

  it('declared on the battlefield: tapped when it came under control this turn, unless "tapped" says otherwise', () => {
    const ask = [{ q: 'isTapped' as const, of: 't' }]
    expect(values(run({ cards: { t: bf('Temple of Triumph', { summoningSick: true }) }, ask }))).toEqual([true])
    expect(values(run({ cards: { t: bf('Temple of Triumph', { summoningSick: true, tapped: false }) }, ask }))).toEqual([false])
    // there since the turn began: its controller's untap step untapped it (CR 502.3); the language's default stands
    expect(values(run({ cards: { t: bf('Temple of Triumph') }, ask }))).toEqual([false])
  })

  it('a declared permanent starts with the counters its own text gives it, unless "counters" says otherwise', () => {
    const card = {
      name: 'Test Hatchling',
      manaCost: '{1}{G}',
      typeLine: 'Creature — Beast',
      oracleText: 'Test Hatchling enters with two +1/+1 counters on it.',
      power: '0',
      toughness: '0',
      zone: 'battlefield' as const,
    }
    const ask = [
      { q: 'counters' as const, of: 'h', kind: '+1/+1' },
      { q: 'power' as const, of: 'h' },
    ]
    expect(values(run({ cards: { h: card }, ask }))).toEqual([2, 2])
    expect(values(run({ cards: { h: { ...card, counters: { '+1/+1': 1 } } }, ask }))).toEqual([1, 1])
  })
})
