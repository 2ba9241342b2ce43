// Split second (CR 702.61a), canCast checking timing as the cast action does (CR 117.1, 117.1a), and
// target phrases the effects now read: "target tapped creature" (a status checked again as it
// resolves, 608.2b) and "target card from a graveyard" — each from a real card's ruling in the shared
// MTGJSON corpus, asserted as stored there.
import { describe, expect, it } from 'vitest'
import { loadCards } from '../support/cards.js'
import { engineWith, values } from '../support/run.js'

const pool = loadCards(['Sudden Spoiling', 'Lightning Bolt', 'Divination', "Eriette's Lullaby", 'Grizzly Bears', 'Coffin Purge'])
const run = engineWith(pool)
const ruling = (card: string, start: string) => {
  const r = pool[card]!.rulings.find((x) => x.text.startsWith(start))
  expect(r, `${card} has a ruling starting "${start}"`).toBeDefined()
}

describe('split second (CR 702.61a)', () => {
  it('Sudden Spoiling: "After a spell with split second resolves (or otherwise leaves the stack), players may again cast spells and activate abilities before the next object on the stack resolves."', () => {
    ruling('Sudden Spoiling', 'After a spell with split second resolves')
    const r = run({
      cards: { b1: 'Lightning Bolt', b2: 'Lightning Bolt', ss: { card: 'Sudden Spoiling', owner: 'opponent' } },
      turn: { active: 'you', step: 'precombatMain' },
      actions: [
        { do: 'cast', card: 'b1', targets: ['opponent'] },
        { do: 'passPriority' },
        { do: 'cast', card: 'ss', targets: ['you'] },
        { do: 'passPriority' },
        { do: 'cast', card: 'b2', targets: ['opponent'], id: 'during' },
        { do: 'passPriority' },
        { do: 'cast', card: 'b2', targets: ['opponent'], id: 'after' },
      ],
      ask: [{ q: 'legal', of: 'during' }, { q: 'legal', of: 'after' }, { q: 'stack' }],
    })
    expect(values(r)).toEqual([false, true, ['b2', 'b1']])
    expect(r.answers[0]!.citations).toContainEqual({ rule: '702.61a' })
  })

  it('holds with no turn set up, and canCast says so too', () => {
    const r = run({
      cards: { b2: 'Lightning Bolt', ss: { card: 'Sudden Spoiling', owner: 'opponent' } },
      actions: [{ do: 'cast', card: 'ss', targets: ['you'] }],
      ask: [{ q: 'canCast', of: 'b2', targets: ['opponent'] }],
    })
    expect(r.answers[0]).toMatchObject({ value: false, supported: true })
  })
})

describe('canCast checks timing as the cast action does (CR 117.1, 117.1a, 307.1)', () => {
  it("a sorcery on the opponent's turn, an instant without priority", () => {
    const ask = [
      { q: 'canCast' as const, of: 'div' },
      { q: 'canCast' as const, of: 'bolt', targets: ['opponent'] },
    ]
    const cards = { div: 'Divination', bolt: 'Lightning Bolt' }
    expect(values(run({ cards, turn: { active: 'opponent', step: 'precombatMain', priority: 'you' }, ask }))).toEqual([false, true])
    expect(values(run({ cards, turn: { active: 'opponent', step: 'precombatMain' }, ask }))).toEqual([false, false])
    expect(values(run({ cards, turn: { active: 'you', step: 'precombatMain' }, ask }))).toEqual([true, true])
  })
})

describe('target phrases the effects read (CR 115.1, 608.2b)', () => {
  it("Eriette's Lullaby: \"If the target creature is an illegal target as Eriette's Lullaby tries to resolve, it won't resolve and none of its effects will happen. You won't gain life.\"", () => {
    ruling("Eriette's Lullaby", 'If the target creature is an illegal target')
    const bears = (tapped: boolean) => ({ card: 'Grizzly Bears', zone: 'battlefield' as const, owner: 'opponent', tapped })
    const ask = [{ q: 'lifeTotal' as const }, { q: 'zone' as const, of: 'bears' }]
    // untapped before it resolves: a "tapped creature" no longer
    const fizzled = run({
      cards: { el: "Eriette's Lullaby", bears: bears(true) },
      actions: [{ do: 'cast', card: 'el', targets: ['bears'] }, { do: 'untap', card: 'bears' }, { do: 'resolve' }],
      ask,
    })
    expect(values(fizzled)).toEqual([20, 'battlefield'])
    const resolved = run({
      cards: { el: "Eriette's Lullaby", bears: bears(true) },
      actions: [{ do: 'cast', card: 'el', targets: ['bears'] }, { do: 'resolve' }],
      ask,
    })
    expect(values(resolved)).toEqual([22, 'graveyard'])
    // an untapped creature can't be chosen at all (CR 601.2c)
    const illegal = run({
      cards: { el: "Eriette's Lullaby", bears: bears(false) },
      actions: [{ do: 'cast', card: 'el', targets: ['bears'], id: 'c' }],
      ask: [{ q: 'legal', of: 'c' }],
    })
    expect(values(illegal)).toEqual([false])
  })

  it('Coffin Purge: "If a card with flashback is put into your graveyard during your turn, you can cast it if it\'s legal to do so before any other player can take any actions."', () => {
    ruling('Coffin Purge', 'If a card with flashback is put into your graveyard during your turn')
    const r = run({
      cards: { cp: { card: 'Coffin Purge', zone: 'library' }, x: { card: 'Grizzly Bears', zone: 'graveyard', owner: 'opponent' } },
      turn: { active: 'you', step: 'precombatMain' },
      actions: [
        { do: 'move', card: 'cp', to: 'graveyard' },
        { do: 'cast', card: 'cp', from: 'graveyard', cost: 'flashback', targets: ['x'], id: 'c' },
        { do: 'resolve' },
      ],
      ask: [
        { q: 'legal', of: 'c' },
        { q: 'zone', of: 'x' },
        { q: 'zone', of: 'cp' },
      ],
    })
    // "target card from a graveyard": any card there (CR 115.1); flashback exiles it (702.34a)
    expect(values(r)).toEqual([true, 'exile', 'exile'])
  })
})
