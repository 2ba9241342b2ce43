// Undying (CR 702.93, src/engine/mechanics/undying.ts): read as the ability it stands for (702.93a): the
// permanent returns with a +1/+1 counter when it had none as it left (603.10a), found in its owner's
// graveyard (400.7e). Young Wolf and Strangleroot Geist; Mikaeus, the Unhallowed's ruling on the +1/+1 bonus.
import { describe, expect, it } from 'vitest'
import { understandCard } from '../../../src/engine/index.js'
import { loadCards } from '../support/cards.js'
import { engineWith, values } from '../support/run.js'

const pool = loadCards(['Young Wolf', 'Strangleroot Geist'])
const run = engineWith(pool)

describe('undying (CR 702.93)', () => {
  it('reads "Undying" as understood, beside haste', () => {
    expect(understandCard(pool['Strangleroot Geist']!).clauses.map((c) => c.status)).toEqual(['understood', 'understood'])
  })

  it("702.93a: Young Wolf dies without a +1/+1 counter and returns with one, a 2/2, under its owner's control", () => {
    const r = run({
      cards: { w: { card: 'Young Wolf', zone: 'battlefield' } },
      actions: [{ do: 'dealDamage', to: 'w', amount: 1 }, { do: 'resolve' }],
      ask: [
        { q: 'zone', of: 'w' },
        { q: 'counters', of: 'w' },
        { q: 'power', of: 'w' },
        { q: 'controller', of: 'w' },
      ],
    })
    expect(values(r)).toEqual(['battlefield', { '+1/+1': 1 }, 2, 'you'])
  })

  it("with its +1/+1 counter, it dies for good: undying doesn't trigger (CR 603.4)", () => {
    const r = run({
      cards: { w: { card: 'Young Wolf', zone: 'battlefield', counters: { '+1/+1': 1 } } },
      actions: [{ do: 'dealDamage', to: 'w', amount: 2 }],
      ask: [{ q: 'zone', of: 'w' }, { q: 'stack' }],
    })
    expect(values(r)).toEqual(['graveyard', []])
  })

  it('a -1/-1 counter it survives removes its +1/+1 counter (CR 704.5q), so it returns again when it next dies', () => {
    const r = run({
      cards: { w: { card: 'Strangleroot Geist', zone: 'battlefield', counters: { '+1/+1': 1 } } },
      actions: [{ do: 'putCounters', card: 'w', kind: '-1/-1', amount: 1 }, { do: 'dealDamage', to: 'w', amount: 2 }, { do: 'resolve' }],
      ask: [
        { q: 'zone', of: 'w' },
        { q: 'counters', of: 'w' },
      ],
    })
    expect(values(r)).toEqual(['battlefield', { '+1/+1': 1 }])
  })

  it("returns under its owner's control, not the controller's as it died (CR 702.93a)", () => {
    const r = run({
      cards: { w: { card: 'Young Wolf', zone: 'battlefield', owner: 'opponent', controller: 'you' } },
      actions: [{ do: 'dealDamage', to: 'w', amount: 1 }, { do: 'resolve' }],
      ask: [
        { q: 'zone', of: 'w' },
        { q: 'controller', of: 'w' },
      ],
    })
    expect(values(r)).toEqual(['battlefield', 'opponent'])
  })
})
