// Undaunted (CR 702.125, src/engine/mechanics/undaunted.ts): "This spell costs {1} less to cast for each
// opponent you have." (702.125a) A generic reduction as the total cost is determined (601.2f, 118.7a); the
// mana value doesn't change (Sublime Exhalation's ruling).
import { describe, expect, it } from 'vitest'
import { understandCard } from '../../../src/engine/index.js'
import { loadCards } from '../support/cards.js'
import { engineWith, rules, values } from '../support/run.js'

const pool = loadCards(['Sublime Exhalation'])
const run = engineWith(pool)

describe('undaunted (CR 702.125)', () => {
  it('is read as understood, citing its rule', () => {
    const clause = understandCard(pool['Sublime Exhalation']!).clauses.find((c) => c.text === 'Undaunted')!
    expect(clause).toMatchObject({ status: 'understood', readAs: ['undaunted (CR 702.125a)'] })
  })

  it('with one opponent Sublime Exhalation costs {5}{W}; its mana value stays 7 (ruling)', () => {
    const r = run({
      cards: { s: 'Sublime Exhalation' },
      actions: [{ do: 'cast', card: 's' }],
      ask: [
        { q: 'totalCost', of: 's' },
        { q: 'manaValue', of: 's' },
      ],
    })
    expect(values(r)).toEqual(['{5}{W}', 7])
    expect(rules(r.answers[0]!)).toEqual(expect.arrayContaining(['601.2f']))
  })
})
