// A resolved permission to cast spells as though they had flash (CR 702.8a, 601.3b), lasting until the turn
// ends (611.2a, 514.2): "The next sorcery spell you cast this turn can be cast as though it had flash." applies
// to that next sorcery spell only; "You may cast spells this turn as though they had flash." (Alchemist's
// Refuge) to every spell its controller casts this turn.
import { describe, expect, it } from 'vitest'
import { loadCards } from '../support/cards.js'
import { engineWith, rules } from '../support/run.js'

const pool = loadCards(["Alchemist's Refuge", 'Divination', 'Lightning Bolt', 'Grizzly Bears', 'Island'])
const run = engineWith(pool)
// a card written from CR 601.3b's wording: a permission for "the next sorcery spell you cast this turn"
const hastening = {
  name: 'Hastening Word',
  manaCost: '{U}',
  typeLine: 'Instant',
  oracleText: 'The next sorcery spell you cast this turn can be cast as though it had flash.',
}
const library = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`l${i}`, { card: 'Island', zone: 'library' as const }]))
const combat = { active: 'you', step: 'beginningOfCombat' as const }

describe('a permission to cast as though it had flash (CR 702.8a, 601.3b)', () => {
  it('"the next sorcery spell you cast this turn": a sorcery outside a main phase is legal once, and only the next sorcery uses it', () => {
    const r = run({
      cards: { h: hastening, b: 'Lightning Bolt', d1: 'Divination', d2: 'Divination', ...library },
      turn: combat,
      actions: [
        { do: 'cast', card: 'h' },
        { do: 'resolve' },
        { id: 'bolt', do: 'cast', card: 'b', targets: ['opponent'] },
        { do: 'resolve' },
        { id: 'first', do: 'cast', card: 'd1' },
        { do: 'resolve' },
        { id: 'second', do: 'cast', card: 'd2' },
      ],
      ask: [
        { q: 'legal', of: 'bolt' },
        { q: 'legal', of: 'first' },
        { q: 'legal', of: 'second' },
      ],
    })
    expect(r.answers.map((a) => [a.value, a.supported])).toEqual([
      [true, true],
      [true, true],
      [false, true],
    ])
    expect(rules(r.answers[1]!)).toEqual(expect.arrayContaining(['702.8a', '601.3b']))
  })

  it('without the permission the sorcery is illegal outside a main phase (CR 307.1), and the permission ends with the turn (CR 514.2)', () => {
    const none = run({
      cards: { d1: 'Divination', ...library },
      turn: combat,
      actions: [{ id: 'c', do: 'cast', card: 'd1' }],
      ask: [{ q: 'legal', of: 'c' }],
    })
    expect(none.answers[0]).toMatchObject({ value: false, supported: true })
    const later = run({
      cards: { h: hastening, d1: 'Divination', ...library },
      turn: combat,
      actions: [
        { do: 'cast', card: 'h' },
        { do: 'resolve' },
        { do: 'advanceTo', step: 'upkeep', player: 'opponent' },
        { id: 'c', do: 'cast', card: 'd1' },
      ],
      ask: [{ q: 'legal', of: 'c' }],
    })
    expect(later.answers[0]).toMatchObject({ value: false, supported: true })
  })

  it("Alchemist's Refuge: every spell its controller casts this turn may be cast as though it had flash", () => {
    const r = run({
      cards: { ar: { card: "Alchemist's Refuge", zone: 'battlefield' }, g1: 'Grizzly Bears', g2: 'Grizzly Bears' },
      turn: combat,
      actions: [
        { do: 'activate', card: 'ar', ability: 2 },
        { do: 'resolve' },
        { id: 'a', do: 'cast', card: 'g1' },
        { do: 'resolve' },
        { id: 'b', do: 'cast', card: 'g2' },
      ],
      ask: [
        { q: 'legal', of: 'a' },
        { q: 'legal', of: 'b' },
      ],
    })
    expect(r.answers.map((a) => [a.value, a.supported])).toEqual([
      [true, true],
      [true, true],
    ])
  })
})
