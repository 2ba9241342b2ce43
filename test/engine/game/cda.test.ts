// Characteristic-defining abilities that count (CR 604.3, 613.4a): "Nightmare's power and toughness are each
// equal to the number of Swamps you control." They function in every zone (604.3), are counted whenever the
// value is needed (611.3a), count lands by subtype (205.3i: a nonbasic land with the subtype Swamp is a Swamp),
// and an effect the engine doesn't read that could change what is counted leaves the answer unsupported.
import { describe, expect, it } from 'vitest'
import { loadCards } from '../support/cards.js'
import { engineWith, rules, values } from '../support/run.js'

const pool = loadCards(['Nightmare', 'Maro', 'Swamp', 'Island', 'Godless Shrine', 'Urborg, Tomb of Yawgmoth', 'Forest'])
const run = engineWith(pool)
const bf = (card: string) => ({ card, zone: 'battlefield' as const })

describe('counting characteristic-defining abilities (CR 604.3, 613.4a)', () => {
  it('Nightmare counts every land you control with the subtype Swamp', () => {
    const r = run({
      cards: {
        n: bf('Nightmare'),
        s: bf('Swamp'),
        g: bf('Godless Shrine'),
        f: bf('Forest'),
        o: { card: 'Swamp', zone: 'battlefield', owner: 'opponent' },
      },
      ask: [
        { q: 'power', of: 'n' },
        { q: 'toughness', of: 'n' },
      ],
    })
    expect(values(r)).toEqual([2, 2])
    expect(rules(r.answers[0]!)).toEqual(expect.arrayContaining(['604.3', '613.4a']))
  })

  it("Maro in its owner's hand counts itself among the cards in that hand (CR 604.3: in every zone)", () => {
    const r = run({ cards: { m: 'Maro', a: 'Island', b: 'Island' }, ask: [{ q: 'power', of: 'm' }] })
    expect(values(r)).toEqual([3])
  })

  it('with no Swamp it is 0/0 and dies to a state-based action (CR 704.5f)', () => {
    const r = run({ cards: { n: bf('Nightmare'), f: bf('Forest') }, ask: [{ q: 'zone', of: 'n' }] })
    expect(values(r)).toEqual(['graveyard'])
  })

  it('Urborg\'s unread "Each land is a Swamp …" could change the count: unsupported, never a guess', () => {
    const r = run({
      cards: { n: bf('Nightmare'), u: bf('Urborg, Tomb of Yawgmoth'), f: bf('Forest') },
      ask: [{ q: 'power', of: 'n' }],
    })
    expect(r.answers[0]).toMatchObject({ value: null, supported: false })
  })
})
