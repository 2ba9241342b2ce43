// Delve (CR 702.66, src/engine/mechanics/delve.ts): the cast option "delve" names the cards exiled from
// the caster's graveyard to pay for the spell, each paying {1} of its generic mana (702.66a), after the total
// cost is determined and without changing it (702.66b). Examples from Treasure Cruise's rulings.
import { describe, expect, it } from 'vitest'
import { understandCard } from '../../../src/engine/index.js'
import { loadCards } from '../support/cards.js'
import { engineWith, rules, values } from '../support/run.js'

const pool = loadCards(['Treasure Cruise', 'Gurmag Angler', 'Grizzly Bears'])
const run = engineWith(pool)
const dead = (n: number, owner?: string) =>
  Object.fromEntries(
    Array.from({ length: n }, (_, i) => [`d${i}`, { card: 'Grizzly Bears', zone: 'graveyard' as const, ...(owner ? { owner } : {}) }]),
  )
const refs = (n: number) => Array.from({ length: n }, (_, i) => `d${i}`)

describe('delve (CR 702.66)', () => {
  it('is read as understood, citing its rule', () => {
    const clause = understandCard(pool['Gurmag Angler']!).clauses.find((c) => c.text === 'Delve')!
    expect(clause).toMatchObject({ status: 'understood', readAs: ['delve (CR 702.66a)'] })
  })

  it("exiles seven cards for Treasure Cruise's {7}: they are in exile, its mana value is still 8 (ruling), one mana is spent", () => {
    const r = run({
      cards: { t: 'Treasure Cruise', ...dead(7) },
      actions: [{ do: 'cast', card: 't', delve: refs(7), id: 'c' }],
      ask: [
        { q: 'legal', of: 'c' },
        { q: 'zone', of: 'd6' },
        { q: 'totalCost', of: 't' },
        { q: 'manaValue', of: 't' },
        { q: 'manaSpent', of: 't' },
      ],
    })
    expect(values(r)).toEqual([true, 'exile', '{7}{U}', 8, 1])
    expect(r.answers.every((a) => a.supported)).toBe(true)
    expect(rules(r.actions[0]!)).toEqual(expect.arrayContaining(['702.66a', '702.66b']))
  })

  it("can't exile more cards than the generic mana (ruling: no more than seven for Treasure Cruise unless an effect increased its cost)", () => {
    const eight = run({ cards: { t: 'Treasure Cruise', ...dead(8) }, ask: [{ q: 'canCast', of: 't', delve: refs(8) }] })
    expect(eight.answers[0]).toMatchObject({ value: false, legal: false, supported: true })
    const increased = run({
      cards: { t: 'Treasure Cruise', ...dead(8) },
      ask: [{ q: 'canCast', of: 't', costIncrease: '{1}', delve: refs(8) }],
    })
    expect(increased.answers[0]).toMatchObject({ value: true, supported: true })
  })

  it("exiles only cards from the caster's own graveyard", () => {
    const r = run({ cards: { t: 'Treasure Cruise', ...dead(1, 'opponent') }, ask: [{ q: 'canCast', of: 't', delve: refs(1) }] })
    expect(r.answers[0]).toMatchObject({ value: false, supported: true })
  })
})
