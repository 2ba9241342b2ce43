// The CR's own examples for the mana rules (CR 106.5, 106.7), with the abilities as the examples
// quote them, and Everflowing Chalice's and Elfhame Druid's mana on real Oracle text.
import { beforeAll, describe, expect, it } from 'vitest'
import type { EvaluateResult, Scenario } from '../../src/engine/index.js'
import { loadCards } from './support/cards.js'
import { engineWith, rules, rulings, values } from './support/run.js'

let run: (s: Scenario) => EvaluateResult
beforeAll(() => {
  run = engineWith(loadCards(['Forest', 'Llanowar Elves', 'Everflowing Chalice', 'Elfhame Druid', 'Grow from the Ashes', 'Bog Badger']))
})

const meteorCrater = {
  name: 'Meteor Crater',
  typeLine: 'Land',
  oracleText: '{T}: Choose a color of a permanent you control. Add one mana of that color.',
  zone: 'battlefield' as const,
}
const exoticOrchard = {
  name: 'Exotic Orchard',
  typeLine: 'Land',
  oracleText: '{T}: Add one mana of any color that a land an opponent controls could produce.',
  zone: 'battlefield' as const,
}

describe('mana (CR 106)', () => {
  it('CR 106.5, its example: Meteor Crater produces no mana if you control no colored permanents', () => {
    const r = run({
      cards: { crater: meteorCrater, forest: { card: 'Forest', zone: 'battlefield' } },
      actions: [{ do: 'activateManaAbility', card: 'crater', id: 'a' }],
      ask: [{ q: 'manaProduced', of: 'a' }],
    })
    expect(values(r)).toEqual([''])
    expect(rules(r.answers[0]!)).toContain('106.5')
    const withElves = run({
      cards: { crater: meteorCrater, elves: { card: 'Llanowar Elves', zone: 'battlefield' } },
      actions: [{ do: 'activateManaAbility', card: 'crater', id: 'a' }],
      ask: [{ q: 'manaProduced', of: 'a' }],
    })
    expect(values(withElves)).toEqual(['one mana of {G}'])
  })

  it('CR 106.7, its example: Exotic Orchard produces no mana if the opponent controls no lands — nor if the only other land is another Exotic Orchard', () => {
    const none = run({
      cards: { orchard: exoticOrchard },
      actions: [{ do: 'activateManaAbility', card: 'orchard', id: 'a' }],
      ask: [{ q: 'manaProduced', of: 'a' }],
    })
    expect(values(none)).toEqual([''])
    expect(rules(none.answers[0]!)).toEqual(expect.arrayContaining(['106.7', '106.5']))
    const mirror = run({
      cards: { mine: exoticOrchard, theirs: { ...exoticOrchard, owner: 'opponent' } },
      actions: [{ do: 'activateManaAbility', card: 'mine', id: 'a' }],
      ask: [
        { q: 'manaProduced', of: 'a' },
        { q: 'couldProduce', of: 'theirs' },
      ],
    })
    expect(values(mirror)).toEqual(['', []])
    const forest = run({
      cards: { mine: exoticOrchard, forest: { card: 'Forest', zone: 'battlefield', owner: 'opponent' } },
      actions: [{ do: 'activateManaAbility', card: 'mine', id: 'a' }],
      ask: [{ q: 'manaProduced', of: 'a' }],
    })
    expect(values(forest)).toEqual(['one mana of {G}'])
  })

  it('Everflowing Chalice ruling: with no charge counters its mana ability produces no mana; kicked twice it taps for {C}{C}', () => {
    const r = run({
      cards: { empty: 'Everflowing Chalice', two: 'Everflowing Chalice' },
      actions: [
        { do: 'cast', card: 'empty' },
        { do: 'resolve' },
        { do: 'cast', card: 'two', kicker: 2 },
        { do: 'resolve' },
        { do: 'activateManaAbility', card: 'empty', id: 'e' },
        { do: 'activateManaAbility', card: 'two', id: 't' },
      ],
      ask: [
        { q: 'manaProduced', of: 'e' },
        { q: 'manaProduced', of: 't' },
        { q: 'counters', of: 'two', kind: 'charge' },
      ],
    })
    expect(values(r)).toEqual(['', '{C}{C}', 2])
    expect(rulings(r.answers[0]!)).toContain('chalice.noCounters')
  })

  it("CR 106.6: Elfhame Druid's second ability makes mana that can be spent only on kicked spells", () => {
    const r = run({
      cards: { druid: { card: 'Elfhame Druid', zone: 'battlefield' }, gfa: 'Grow from the Ashes', bb: 'Bog Badger' },
      actions: [
        { do: 'cast', card: 'gfa', kicker: true },
        { do: 'cast', card: 'bb' },
        { do: 'activateManaAbility', card: 'druid', ability: 2, id: 'gg' },
      ],
      ask: [
        { q: 'canSpendMana', of: 'gfa', source: 'druid', ability: 2 },
        { q: 'canSpendMana', of: 'bb', source: 'druid', ability: 2 },
        { q: 'canSpendMana', of: 'bb', source: 'druid', ability: 1 },
        { q: 'manaProduced', of: 'gg' },
      ],
    })
    expect(values(r)).toEqual([true, false, true, '{G}{G}'])
    expect(rules(r.answers[1]!)).toContain('106.6')
  })
})
