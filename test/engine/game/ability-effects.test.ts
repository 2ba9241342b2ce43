// Abilities carrying out the effect modules' effects (src/engine/effects/ability.ts), prowess (CR
// 702.108a), a permanent's own "gets +N/+N for each …" (CR 611.3a, 613.4c), "a creature you own" dies
// triggers, and activated abilities off the battlefield (CR 113.6) — each from a real card's ruling in
// the shared MTGJSON corpus, asserted as stored there.
import { describe, expect, it } from 'vitest'
import { loadCards } from '../support/cards.js'
import { engineWith, values } from '../support/run.js'

const pool = loadCards([
  'Ravenous Bloodseeker',
  'Dragon Bell Monk',
  'Lightning Bolt',
  'Knight of the Reliquary',
  'Forest',
  'Mountain',
  'Island',
  'Athreos, God of Passage',
  'Grizzly Bears',
  'Enhanced Surveillance',
  'Teeming Dragonstorm',
  'Sarkhan, Dragon Ascendant',
  'Needlebite Trap',
  'Quicksilver Gargantuan',
  'Phyrexian Metamorph',
  'Elvish Visionary',
])
const run = engineWith(pool)
const ruling = (card: string, start: string) => {
  const r = pool[card]!.rulings.find((x) => x.text.startsWith(start))
  expect(r, `${card} has a ruling starting "${start}"`).toBeDefined()
}
const bf = (card: string, extra: Record<string, unknown> = {}) => ({ card, zone: 'battlefield' as const, ...extra })

describe('abilities carry out the effect modules (CR 608.2c)', () => {
  it('Ravenous Bloodseeker: "It will be put into its owner\'s graveyard once its toughness is 0 or less. Any other instances of the ability still on the stack will resolve with no effect."', () => {
    ruling('Ravenous Bloodseeker', "You can activate Ravenous Bloodseeker's ability any number of times")
    const activate = (c: string, as: string) => ({ do: 'activate' as const, card: 'rb', discard: [c], as })
    const r = run({
      cards: { rb: bf('Ravenous Bloodseeker'), a: 'Island', b: 'Island', c: 'Island' },
      actions: [activate('a', 'a1'), activate('b', 'a2'), activate('c', 'a3'), { do: 'resolve' }, { do: 'resolve' }, { do: 'resolve' }],
      ask: [{ q: 'zone', of: 'rb' }, { q: 'handSize' }, { q: 'stack' }],
    })
    expect(r.actions.every((a) => a.legal === true)).toBe(true)
    // 1/3, then 3/1, then 5/-1: put into the graveyard (CR 704.5f); the last instance finds it gone (400.7)
    expect(r.actions[4]!.because).toMatch(/704\.5f/)
    expect(r.actions[5]!.because).toMatch(/has left its zone/)
    expect(values(r)).toEqual(['graveyard', 0, []])
    // after one resolution it is 3/1
    const one = run({
      cards: { rb: bf('Ravenous Bloodseeker'), a: 'Island' },
      actions: [activate('a', 'a1'), { do: 'resolve' }],
      ask: [
        { q: 'power', of: 'rb' },
        { q: 'toughness', of: 'rb' },
      ],
    })
    expect(values(one)).toEqual([3, 1])
  })

  it('Dragon Bell Monk: "Once it triggers, prowess isn\'t connected to the spell that caused it to trigger. If that spell is countered, prowess will still resolve." (CR 702.108a)', () => {
    ruling('Dragon Bell Monk', 'Once it triggers, prowess')
    const r = run({
      cards: { m: bf('Dragon Bell Monk'), bolt: 'Lightning Bolt' },
      actions: [{ do: 'cast', card: 'bolt', targets: ['opponent'] }, { do: 'counter', card: 'bolt' }, { do: 'resolve' }],
      ask: [{ q: 'power', of: 'm' }, { q: 'toughness', of: 'm' }, { q: 'lifeTotal', of: 'opponent' }, { q: 'stack' }],
    })
    expect(r.actions[0]!.because).toMatch(/m:trigger/)
    expect(values(r)).toEqual([3, 3, 20, []])
    // a creature spell doesn't trigger it
    const bears = run({
      cards: { m: bf('Dragon Bell Monk'), g: 'Grizzly Bears' },
      actions: [{ do: 'cast', card: 'g' }],
      ask: [{ q: 'triggerCount', of: 'm' }],
    })
    expect(values(bears)).toEqual([0])
  })
})

describe("a permanent's own static P/T ability (CR 611.3a, 613.4c) and where abilities work (CR 113.6)", () => {
  it("Knight of the Reliquary: \"Knight of the Reliquary's first ability applies only while it's on the battlefield. In all other zones, it's a 2/2 creature.\"", () => {
    ruling('Knight of the Reliquary', "Knight of the Reliquary's first ability applies only while it's on the battlefield.")
    const graveyard = { f: { card: 'Forest', zone: 'graveyard' as const }, m: { card: 'Mountain', zone: 'graveyard' as const } }
    const ask = [
      { q: 'power' as const, of: 'kr' },
      { q: 'toughness' as const, of: 'kr' },
    ]
    expect(values(run({ cards: { kr: bf('Knight of the Reliquary'), ...graveyard }, ask }))).toEqual([4, 4])
    expect(values(run({ cards: { kr: { card: 'Knight of the Reliquary', zone: 'graveyard' }, ...graveyard }, ask }))).toEqual([2, 2])
    // counted now (CR 611.3a): a land card leaving the graveyard shrinks it
    const moved = run({
      cards: { kr: bf('Knight of the Reliquary'), ...graveyard },
      actions: [{ do: 'move', card: 'f', to: 'exile' }],
      ask,
    })
    expect(values(moved)).toEqual([3, 3])
  })

  it('Enhanced Surveillance: "Enhanced Surveillance\'s last ability can be activated only while it\'s on the battlefield."', () => {
    ruling('Enhanced Surveillance', "Enhanced Surveillance's last ability can be activated only while it's on the battlefield.")
    const r = run({ cards: { es: 'Enhanced Surveillance' }, ask: [{ q: 'canActivate', of: 'es' }] })
    expect(r.answers[0]).toMatchObject({ value: false, supported: true })
    expect(r.answers[0]!.citations).toContainEqual({ rule: '113.6' })
    // on the battlefield the ability's cost and effect aren't read: unsupported, not guessed
    const there = run({ cards: { es: bf('Enhanced Surveillance') }, ask: [{ q: 'canActivate', of: 'es' }] })
    expect(there.answers[0]).toMatchObject({ value: null, supported: false })
  })

  it('Athreos, God of Passage: "It doesn\'t matter who controlled the creature when it died. Athreos\'s last ability will trigger if you owned that creature."', () => {
    ruling('Athreos, God of Passage', "It doesn't matter who controlled the creature when it died.")
    const dies = (owner: string) =>
      run({
        cards: { ath: bf('Athreos, God of Passage'), bears: bf('Grizzly Bears', { owner, controller: 'opponent' }) },
        actions: [{ do: 'dealDamage', to: 'bears', amount: 2 }],
        ask: [{ q: 'triggerCount', of: 'ath' }],
      })
    expect(values(dies('you'))).toEqual([1])
    expect(values(dies('opponent'))).toEqual([0])
  })

  it('Sarkhan, Dragon Ascendant: "If an effect refers to a “[subtype] card,” it refers only to a card that has that subtype." — a battlefield trigger of a library card changes nothing (CR 113.6)', () => {
    ruling('Sarkhan, Dragon Ascendant', 'If an effect refers to a “[subtype] card,”')
    // Teeming Dragonstorm cares about Dragons ("When a Dragon you control enters, return this enchantment…"),
    // a trigger the engine doesn't read: in the library it can't trigger, so it can't change where the card goes
    const search = (find: string[]) =>
      run({
        cards: { td: { card: 'Teeming Dragonstorm', zone: 'library' } },
        actions: [{ do: 'search', for: 'a Dragon card', find, id: 's' }],
        ask: [{ q: 'legal', of: 's' }],
      }).answers[0]
    expect(search(['td'])).toMatchObject({ value: false, supported: true })
    // on the battlefield it could move itself, but only once its event happens: with no creature entering it stays
    // (an opaque trigger whose event never happens blocks nothing), once a creature enters where it goes is unsupported
    const there = run({ cards: { td: { card: 'Teeming Dragonstorm', zone: 'battlefield' } }, ask: [{ q: 'zone', of: 'td' }] })
    expect(there.answers[0]).toMatchObject({ value: 'battlefield', supported: true })
    const entered = run({
      cards: {
        td: { card: 'Teeming Dragonstorm', zone: 'battlefield' },
        d: { name: 'Test Dragon', manaCost: '{4}{R}{R}', typeLine: 'Creature — Dragon', oracleText: '', power: '5', toughness: '5' },
      },
      actions: [{ do: 'putOntoBattlefield', card: 'd' }, { do: 'resolve' }],
      ask: [{ q: 'zone', of: 'td' }, { q: 'stack' }],
    })
    expect(entered.answers[0]).toMatchObject({ value: null, supported: false })
    expect(entered.answers[1]).toMatchObject({ value: null, supported: false })
  })

  it('Needlebite Trap: "You may ignore a Trap\'s alternative cost condition and simply cast it for its normal mana cost." (CR 118.9)', () => {
    ruling('Needlebite Trap', "You may ignore a Trap's alternative cost condition")
    const r = run({ cards: { nt: 'Needlebite Trap' }, actions: [{ do: 'cast', card: 'nt', id: 'c' }], ask: [{ q: 'totalCost', of: 'nt' }] })
    expect(r.answers[0]).toMatchObject({ value: '{5}{B}{B}', supported: true })
  })
})

describe("a copy effect's own exception (CR 707.9b)", () => {
  const pt = [
    { q: 'power' as const, of: 'qg' },
    { q: 'toughness' as const, of: 'qg' },
  ]
  it('Quicksilver Gargantuan: "You can choose not to copy anything. In that case, Quicksilver Gargantuan simply enters as a 7/7 creature."', () => {
    ruling('Quicksilver Gargantuan', 'You can choose not to copy anything.')
    expect(values(run({ cards: { qg: 'Quicksilver Gargantuan' }, actions: [{ do: 'putOntoBattlefield', card: 'qg' }], ask: pt }))).toEqual([
      7, 7,
    ])
  })

  it('Quicksilver Gargantuan: "Except for its power and toughness, Quicksilver Gargantuan copies exactly what was printed on the original creature … It doesn\'t copy … whether it has any counters on it"', () => {
    ruling('Quicksilver Gargantuan', 'Except for its power and toughness, Quicksilver Gargantuan copies exactly')
    const r = run({
      cards: { qg: 'Quicksilver Gargantuan', b: bf('Grizzly Bears', { counters: { '+1/+1': 2 } }) },
      actions: [{ do: 'enterAsCopy', card: 'qg', copyOf: 'b' }],
      ask: [...pt, { q: 'counters', of: 'qg', kind: '+1/+1' }],
    })
    expect(values(r)).toEqual([7, 7, 0])
    expect(r.actions[0]!.because).toMatch(/707\.9b/)
  })

  it("an exception the engine doesn't apply makes what it could change unsupported, not the printed values (Phyrexian Metamorph)", () => {
    const r = run({
      cards: { pm: 'Phyrexian Metamorph', ev: bf('Elvish Visionary') },
      actions: [{ do: 'enterAsCopy', card: 'pm', copyOf: 'ev' }],
      ask: [
        { q: 'power', of: 'pm' },
        { q: 'triggerCount', of: 'pm' },
      ],
    })
    expect(r.answers[0]).toMatchObject({ value: null, supported: false })
    // its exception ("it's an artifact in addition to its other types") can't change what triggered as it entered
    expect(r.answers[1]).toMatchObject({ value: 1, supported: true })
  })
})
