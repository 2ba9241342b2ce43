// Convoke (CR 702.51, src/engine/mechanics/convoke.ts): the cast option "convoke" names the creatures tapped
// to pay for the spell; each pays {1} or one mana of one of its colors (702.51a), after the total cost is
// determined and without changing it (702.51b). Examples from the CR and from Siege Wurm's and Stoke the
// Flames's rulings.
import { describe, expect, it } from 'vitest'
import { understandCard } from '../../../src/engine/index.js'
import { loadCards } from '../support/cards.js'
import { engineWith, rules, values } from '../support/run.js'

const pool = loadCards([
  'Siege Wurm',
  'Stoke the Flames',
  'Grizzly Bears',
  'Savannah Lions',
  'Raging Goblin',
  'Watchwolf',
  'Chief Engineer',
  'Ornithopter',
  'Forest',
])
const run = engineWith(pool)
const many = (card: string, prefix: string, n: number, extra: object = {}) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${i}`, { card, zone: 'battlefield' as const, ...extra }]))
const refs = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`)

describe('convoke (CR 702.51)', () => {
  it('is read as understood, citing its rule', () => {
    const clause = understandCard(pool['Siege Wurm']!).clauses.find((c) => c.text === 'Convoke')!
    expect(clause).toMatchObject({ status: 'understood', readAs: ['convoke (CR 702.51a)'] })
  })

  it('taps seven creatures to pay all of Siege Wurm: two green ones for {G}{G}; the total cost and mana value stay {5}{G}{G} and 7 (702.51a–b)', () => {
    const r = run({
      cards: { w: 'Siege Wurm', ...many('Grizzly Bears', 'g', 2), ...many('Raging Goblin', 'r', 5) },
      actions: [{ do: 'cast', card: 'w', convoke: [...refs('g', 2), ...refs('r', 5)], id: 'c' }],
      ask: [
        { q: 'legal', of: 'c' },
        { q: 'isTapped', of: 'g0' },
        { q: 'isTapped', of: 'r4' },
        { q: 'totalCost', of: 'w' },
        { q: 'manaValue', of: 'w' },
        { q: 'manaSpent', of: 'w' },
      ],
    })
    expect(values(r)).toEqual([true, true, true, '{5}{G}{G}', 7, 0])
    expect(r.answers.every((a) => a.supported)).toBe(true)
    expect(rules(r.actions[0]!)).toEqual(expect.arrayContaining(['702.51a', '702.51b']))
  })

  it("can't tap a red creature for {G}: five red creatures and two white ones can't pay all of Siege Wurm (702.51a)", () => {
    const r = run({
      cards: { w: 'Siege Wurm', ...many('Savannah Lions', 'l', 2), ...many('Raging Goblin', 'r', 5) },
      ask: [{ q: 'canCast', of: 'w', convoke: [...refs('l', 2), ...refs('r', 5)] }],
    })
    expect(r.answers[0]).toMatchObject({ value: false, legal: false, supported: true })
    expect(rules(r.answers[0]!)).toEqual(expect.arrayContaining(['702.51a', '601.2h']))
  })

  it('a multicolored creature pays one mana of any of its colors (Siege Wurm ruling): two green-white Watchwolves pay {G}{G}', () => {
    const r = run({
      cards: { w: 'Siege Wurm', ...many('Watchwolf', 'm', 2), ...many('Raging Goblin', 'r', 5) },
      ask: [{ q: 'canCast', of: 'w', convoke: [...refs('m', 2), ...refs('r', 5)] }],
    })
    expect(r.answers[0]).toMatchObject({ value: true, supported: true })
  })

  it('pays part of the cost: two creatures for Stoke the Flames leave two mana to spend; green ones pay only its generic part', () => {
    const two = run({
      cards: { s: 'Stoke the Flames', ...many('Grizzly Bears', 'g', 2) },
      actions: [{ do: 'cast', card: 's', targets: ['opponent'], convoke: refs('g', 2), id: 'c' }],
      ask: [
        { q: 'legal', of: 'c' },
        { q: 'totalCost', of: 's' },
        { q: 'manaSpent', of: 's' },
      ],
    })
    expect(values(two)).toEqual([true, '{2}{R}{R}', 2])
    const three = run({
      cards: { s: 'Stoke the Flames', ...many('Grizzly Bears', 'g', 3) },
      ask: [{ q: 'canCast', of: 's', targets: ['opponent'], convoke: refs('g', 3) }],
    })
    expect(three.answers[0]).toMatchObject({ value: false, supported: true })
  })

  it('applies after the total cost is determined (702.51b): with a {2} increase, four green creatures can pay Stoke the Flames', () => {
    const r = run({
      cards: { s: 'Stoke the Flames', ...many('Grizzly Bears', 'g', 4) },
      ask: [{ q: 'canCast', of: 's', targets: ['opponent'], costIncrease: '{2}', convoke: refs('g', 4) }],
    })
    expect(r.answers[0]).toMatchObject({ value: true, supported: true })
  })

  it('taps only untapped creatures you control; one that came under your control this turn may be tapped (Siege Wurm ruling)', () => {
    const tapped = run({
      cards: { s: 'Stoke the Flames', g: { card: 'Grizzly Bears', zone: 'battlefield', tapped: true } },
      ask: [{ q: 'canCast', of: 's', targets: ['opponent'], convoke: ['g'] }],
    })
    expect(tapped.answers[0]).toMatchObject({ value: false, supported: true })
    expect(rules(tapped.answers[0]!)).toContain('701.26a')
    const theirs = run({
      cards: { s: 'Stoke the Flames', g: { card: 'Grizzly Bears', zone: 'battlefield', owner: 'opponent' } },
      ask: [{ q: 'canCast', of: 's', targets: ['opponent'], convoke: ['g'] }],
    })
    expect(theirs.answers[0]).toMatchObject({ value: false, supported: true })
    const gained = run({
      cards: { s: 'Stoke the Flames', g: { card: 'Grizzly Bears', zone: 'battlefield', owner: 'opponent' } },
      actions: [{ do: 'gainControl', card: 'g', player: 'you' }],
      ask: [{ q: 'canCast', of: 's', targets: ['opponent'], convoke: ['g'] }],
    })
    expect(gained.answers[0]).toMatchObject({ value: true, supported: true })
  })

  it("a spell without convoke can't be convoked, a creature can't be tapped twice, and a noncreature can't convoke", () => {
    const bears = run({
      cards: { b: 'Grizzly Bears', ...many('Grizzly Bears', 'g', 1) },
      ask: [{ q: 'canCast', of: 'b', convoke: ['g0'] }],
    })
    expect(bears.answers[0]).toMatchObject({ value: false, supported: true })
    const twice = run({
      cards: { w: 'Siege Wurm', ...many('Grizzly Bears', 'g', 1) },
      ask: [{ q: 'canCast', of: 'w', convoke: ['g0', 'g0'] }],
    })
    expect(twice.answers[0]).toMatchObject({ value: false, supported: true })
    const land = run({
      cards: { w: 'Siege Wurm', f: { card: 'Forest', zone: 'battlefield' } },
      ask: [{ q: 'canCast', of: 'w', convoke: ['f'] }],
    })
    expect(land.answers[0]).toMatchObject({ value: false, supported: true })
  })

  it('a not-understood grant of convoke (Chief Engineer: "Artifact spells you cast have convoke.") makes a convoked cast unsupported, not illegal', () => {
    const r = run({
      cards: { e: { card: 'Chief Engineer', zone: 'battlefield' }, o: 'Ornithopter', ...many('Grizzly Bears', 'g', 1) },
      ask: [{ q: 'canCast', of: 'o', convoke: ['g0'] }],
    })
    expect(r.answers[0]).toMatchObject({ value: null, supported: false })
  })
})
