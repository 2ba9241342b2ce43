// Improvise (CR 702.126, src/engine/mechanics/improvise.ts): the cast option "improvise" names the artifacts
// tapped to pay for the spell, each paying {1} of its generic mana (702.126a), after the total cost is
// determined and without changing it (702.126b). Examples from Reverse Engineer's and Saheeli's Directive's rulings.
import { describe, expect, it } from 'vitest'
import { understandCard } from '../../../src/engine/index.js'
import { loadCards } from '../support/cards.js'
import { engineWith, rules, values } from '../support/run.js'

const pool = loadCards(['Reverse Engineer', "Saheeli's Directive", 'Ornithopter', 'Grizzly Bears'])
const run = engineWith(pool)
const thopters = (n: number, extra: object = {}) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`a${i}`, { card: 'Ornithopter', zone: 'battlefield' as const, ...extra }]))
const refs = (n: number) => Array.from({ length: n }, (_, i) => `a${i}`)

describe('improvise (CR 702.126)', () => {
  it('is read as understood, citing its rule', () => {
    const clause = understandCard(pool['Reverse Engineer']!).clauses.find((c) => c.text === 'Improvise')!
    expect(clause).toMatchObject({ status: 'understood', readAs: ['improvise (CR 702.126a)'] })
  })

  it('taps three artifacts for the {3} of Reverse Engineer: they are tapped, the total cost and mana value stay, two mana is spent', () => {
    const r = run({
      cards: { s: 'Reverse Engineer', ...thopters(3) },
      actions: [{ do: 'cast', card: 's', improvise: refs(3), id: 'c' }],
      ask: [
        { q: 'legal', of: 'c' },
        { q: 'isTapped', of: 'a2' },
        { q: 'totalCost', of: 's' },
        { q: 'manaValue', of: 's' },
        { q: 'manaSpent', of: 's' },
      ],
    })
    expect(values(r)).toEqual([true, true, '{3}{U}{U}', 5, 2])
    expect(r.answers.every((a) => a.supported)).toBe(true)
    expect(rules(r.actions[0]!)).toEqual(expect.arrayContaining(['702.126a', '702.126b']))
  })

  it("can't pay for {U} (ruling: improvise can't pay for {W}, {U}, {B}, {R}, {G} or {C}): four artifacts are one too many", () => {
    const r = run({ cards: { s: 'Reverse Engineer', ...thopters(4) }, ask: [{ q: 'canCast', of: 's', improvise: refs(4) }] })
    expect(r.answers[0]).toMatchObject({ value: false, legal: false, supported: true })
  })

  it("X is chosen first (ruling): Saheeli's Directive with X=3 has total cost {3}{R}{R}{R}; tapping two artifacts leaves {1}{R}{R}{R} to pay", () => {
    const r = run({
      cards: { s: "Saheeli's Directive", ...thopters(2) },
      actions: [{ do: 'cast', card: 's', x: 3, improvise: refs(2) }],
      ask: [
        { q: 'totalCost', of: 's' },
        { q: 'manaSpent', of: 's' },
      ],
    })
    expect(values(r)).toEqual(['{3}{R}{R}{R}', 4])
  })

  it("taps only untapped artifacts: a tapped one, or a creature that isn't an artifact, can't pay", () => {
    const tapped = run({
      cards: { s: 'Reverse Engineer', ...thopters(1, { tapped: true }) },
      ask: [{ q: 'canCast', of: 's', improvise: refs(1) }],
    })
    expect(tapped.answers[0]).toMatchObject({ value: false, supported: true })
    const bears = run({
      cards: { s: 'Reverse Engineer', b: { card: 'Grizzly Bears', zone: 'battlefield' } },
      ask: [{ q: 'canCast', of: 's', improvise: ['b'] }],
    })
    expect(bears.answers[0]).toMatchObject({ value: false, supported: true })
  })
})
