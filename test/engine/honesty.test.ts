// The wrong answers issue 10 found, each now right or unsupported — never wrong. An unsupported
// answer has value null (legal null for an action), supported: false, and a because that quotes the
// clause the engine didn't understand, with the card's name.
import { describe, expect, it } from 'vitest'
import { loadCards } from './support/cards.js'
import { engineWith, rules } from './support/run.js'

const run = engineWith(
  loadCards([
    "Gaea's Cradle",
    'Manascape Refractor',
    'Forest',
    'Blood Divination',
    'Planar Gate',
    'Grizzly Bears',
    'Necravolver',
    'Grunn, the Lonely King',
    'Verdeloth the Ancient',
    'Adeliz, the Cinder Wind',
    'Lightning Bolt',
  ]),
)

const unsupported = (a: { value: unknown; supported: boolean; because: string }, quote: string, card: string) => {
  expect(a).toMatchObject({ value: null, supported: false })
  expect(a.because).toContain(quote)
  expect(a.because).toContain(`(${card})`)
}

describe('answers that were wrong are right or unsupported (issue 10)', () => {
  it("Gaea's Cradle can be activated (CR 602.2: {T} is payable); what it adds is unsupported, not illegal", () => {
    const cradle = { gc: { card: "Gaea's Cradle", zone: 'battlefield' as const } }
    const before = run({ cards: cradle, ask: [{ q: 'canActivate', of: 'gc' }] })
    expect(before.answers[0]).toMatchObject({ value: true, legal: true, supported: true })
    expect(rules(before.answers[0]!)).toContain('602.2')
    const r = run({
      cards: cradle,
      actions: [{ do: 'activateManaAbility', card: 'gc', id: 'tap' }],
      ask: [
        { q: 'legal', of: 'tap' },
        { q: 'manaProduced', of: 'tap' },
        { q: 'couldProduce', of: 'gc' },
      ],
    })
    expect(r.actions[0]).toMatchObject({ legal: true, supported: true })
    expect(r.answers[0]).toMatchObject({ value: true, supported: true })
    unsupported(r.answers[1]!, '"{T}: Add {G} for each creature you control."', "Gaea's Cradle")
    unsupported(r.answers[2]!, '{T}: Add {G} for each creature you control.', "Gaea's Cradle")
  })

  it("Manascape Refractor next to a Forest: what it could produce is unsupported (it has the Forest's abilities, CR 106.7)", () => {
    const r = run({
      cards: { m: { card: 'Manascape Refractor', zone: 'battlefield' }, f: { card: 'Forest', zone: 'battlefield' } },
      ask: [
        { q: 'couldProduce', of: 'm' },
        { q: 'couldProduce', of: 'f' },
      ],
    })
    unsupported(r.answers[0]!, 'has all activated abilities of all lands on the battlefield', 'Manascape Refractor')
    // the Forest's own mana is still known: the Refractor takes abilities, it doesn't change the Forest's
    expect(r.answers[1]).toMatchObject({ value: ['{G}'], supported: true })
  })

  it('Blood Divination with no creature to sacrifice: castable is unsupported (its additional cost, CR 601.2b, 601.2h)', () => {
    const r = run({
      cards: { b: 'Blood Divination' },
      actions: [{ do: 'cast', card: 'b', id: 'c' }],
      ask: [
        { q: 'canCast', of: 'b' },
        { q: 'legal', of: 'c' },
      ],
    })
    unsupported(r.answers[0]!, 'As an additional cost to cast Blood Divination, sacrifice a creature.', 'Blood Divination')
    expect(r.answers[0]!.legal).toBeNull()
    expect(r.actions[0]).toMatchObject({ legal: null, supported: false })
    expect(r.answers[1]).toMatchObject({ value: null, legal: null, supported: false })
  })

  it("Planar Gate's cost reduction isn't ignored: the total cost is unsupported, citing CR 601.2f", () => {
    const r = run({
      cards: { p: { card: 'Planar Gate', zone: 'battlefield' }, g: 'Grizzly Bears' },
      actions: [{ do: 'cast', card: 'g' }],
      ask: [
        { q: 'totalCost', of: 'g' },
        { q: 'manaSpent', of: 'g' },
        { q: 'zone', of: 'g' },
      ],
    })
    unsupported(r.answers[0]!, '"Creature spells you cast cost up to {2} less to cast."', 'Planar Gate')
    expect(rules(r.answers[0]!)).toContain('601.2f')
    unsupported(r.answers[1]!, 'cost up to {2} less', 'Planar Gate')
    // a cost reduction doesn't change whether it may be cast, or where it is
    expect(r.actions[0]).toMatchObject({ legal: true, supported: true })
    expect(r.answers[2]).toMatchObject({ value: 'stack', supported: true })
    // without the Gate the cost is known
    const plain = run({ cards: { g: 'Grizzly Bears' }, actions: [{ do: 'cast', card: 'g' }], ask: [{ q: 'totalCost', of: 'g' }] })
    expect(plain.answers[0]).toMatchObject({ value: '{1}{G}', supported: true })
  })

  it('"Whenever you cast an instant or sorcery spell" triggers on an instant (it was read as "n instant", CR 603.2)', () => {
    const r = run({
      cards: { a: { card: 'Adeliz, the Cinder Wind', zone: 'battlefield' }, b: 'Lightning Bolt', g: 'Grizzly Bears' },
      actions: [
        { do: 'cast', card: 'b' },
        { do: 'cast', card: 'g' },
      ],
      ask: [{ q: 'triggerCount', of: 'a', event: 'cast' }],
    })
    expect(r.answers[0]).toMatchObject({ value: 1, supported: true })
    expect(r.answers[0]!.because).toContain('Lightning Bolt was cast')
  })

  it('Necravolver\'s and Grunn\'s kicked "enters with" counters are counted (CR 614.1c, 702.33e)', () => {
    const counters = (card: string, kicker: unknown) =>
      run({
        cards: { c: card },
        actions: [{ do: 'cast', card: 'c', ...(kicker === undefined ? {} : { kicker }) } as never, { do: 'resolve' }],
        ask: [{ q: 'counters', of: 'c', kind: '+1/+1' }],
      }).answers[0]
    expect(counters('Necravolver', ['A', 'B'])).toMatchObject({ value: 3, supported: true })
    expect(counters('Necravolver', 'A')).toMatchObject({ value: 2, supported: true })
    expect(counters('Necravolver', 'B')).toMatchObject({ value: 1, supported: true })
    expect(counters('Necravolver', undefined)).toMatchObject({ value: 0, supported: true })
    expect(counters('Grunn, the Lonely King', true)).toMatchObject({ value: 5, supported: true })
    expect(counters('Grunn, the Lonely King', undefined)).toMatchObject({ value: 0, supported: true })
  })

  it('Verdeloth\'s enters trigger is read through its short name "Verdeloth" (CR 603.4: only if it was kicked)', () => {
    const count = (kicker: boolean) =>
      run({
        cards: { v: 'Verdeloth the Ancient' },
        actions: [{ do: 'cast', card: 'v', kicker, x: 2 }, { do: 'resolve' }],
        ask: [{ q: 'triggerCount', of: 'v', event: 'enters' }],
      }).answers[0]
    expect(count(true)).toMatchObject({ value: 1, supported: true })
    expect(count(false)).toMatchObject({ value: 0, supported: true })
  })
})

describe('the keywords answer is complete or unsupported', () => {
  it('a keyword with a cost the engine does not read (Dash) makes "keywords" unsupported, quoting it', () => {
    const r = run({
      cards: {
        d: { name: 'Dashing Test', manaCost: '{3}{R}', typeLine: 'Creature — Goblin', oracleText: 'Haste\nDash {2}{R}' },
        k: {
          name: 'Kicking Test',
          manaCost: '{1}{R}',
          typeLine: 'Instant',
          oracleText: 'Kicker {2}\nKicking Test deals 2 damage to any target.',
        },
      },
      ask: [
        { q: 'keywords', of: 'd' },
        { q: 'keywords', of: 'k' },
      ],
    })
    unsupported(r.answers[0]!, '"Dash {2}{R}"', 'Dashing Test')
    expect(r.answers[1]).toMatchObject({ supported: true })
  })
})
