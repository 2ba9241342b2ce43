// Surge (CR 702.117, src/engine/mechanics/surge.ts): an alternative cost payable if you cast another spell
// this turn (702.117a); the mana value doesn't change (Crush of Tentacles's ruling); the other spell may
// still be on the stack (ruling). Spells cast before the scenario aren't assumed.
import { describe, expect, it } from 'vitest'
import { understandCard } from '../../../src/engine/index.js'
import { loadCards } from '../support/cards.js'
import { engineWith, rules, values } from '../support/run.js'

const pool = loadCards(['Crush of Tentacles', 'Reckless Bushwhacker', 'Grizzly Bears'])
const run = engineWith(pool)

describe('surge (CR 702.117)', () => {
  it('reads "Surge {3}{U}{U}" as understood', () => {
    expect(understandCard(pool['Crush of Tentacles']!).clauses.find((c) => c.text.startsWith('Surge'))!.status).toBe('understood')
  })

  it('after you cast another spell this turn, Crush of Tentacles costs {3}{U}{U}; its mana value stays 6 (ruling)', () => {
    const r = run({
      cards: { g: 'Grizzly Bears', c: 'Crush of Tentacles' },
      actions: [{ do: 'cast', card: 'g' }, { do: 'resolve' }, { do: 'cast', card: 'c', cost: 'surge', id: 's' }],
      ask: [
        { q: 'legal', of: 's' },
        { q: 'totalCost', of: 'c' },
        { q: 'manaValue', of: 'c' },
      ],
    })
    expect(values(r)).toEqual([true, '{3}{U}{U}', 6])
    expect(rules(r.answers[1]!)).toEqual(expect.arrayContaining(['702.117a', '118.9']))
  })

  it('the other spell may still be on the stack (ruling): Reckless Bushwhacker for {1}{R} in response to your own spell', () => {
    const r = run({
      cards: { g: 'Grizzly Bears', b: 'Reckless Bushwhacker' },
      actions: [{ do: 'cast', card: 'g' }],
      ask: [{ q: 'canCast', of: 'b', cost: 'surge' }],
    })
    // Reckless Bushwhacker is a creature: with a spell on the stack it couldn't be cast at sorcery timing once the turn is known,
    // but the scenario sets no turn, so the engine assumes a time it could be cast (docs: Turn structure and timing)
    expect(r.answers[0]).toMatchObject({ value: true, supported: true })
  })

  it("isn't payable when you cast no other spell this turn, nor after a new turn began", () => {
    const none = run({ cards: { b: 'Reckless Bushwhacker' }, ask: [{ q: 'canCast', of: 'b', cost: 'surge' }] })
    expect(none.answers[0]).toMatchObject({ value: false, supported: true })
    const lastTurn = run({
      turn: { active: 'you', step: 'precombatMain', number: 1 },
      cards: { g: 'Grizzly Bears', b: 'Reckless Bushwhacker' },
      actions: [
        { do: 'cast', card: 'g' },
        { do: 'passPriority' },
        { do: 'passPriority' },
        { do: 'advanceTo', step: 'precombatMain', player: 'you' },
      ],
      ask: [{ q: 'canCast', of: 'b', cost: 'surge' }],
    })
    expect(lastTurn.answers[0]).toMatchObject({ value: false, supported: true })
    expect(lastTurn.answers[0]!.because).toContain('cast another spell this turn')
  })

  it("an opponent's spell doesn't count", () => {
    const r = run({
      cards: { g: { card: 'Grizzly Bears', owner: 'opponent' }, b: 'Reckless Bushwhacker' },
      actions: [{ do: 'cast', card: 'g' }, { do: 'resolve' }],
      ask: [{ q: 'canCast', of: 'b', cost: 'surge' }],
    })
    expect(r.answers[0]).toMatchObject({ value: false, supported: true })
  })
})
