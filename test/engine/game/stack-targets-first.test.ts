// A spell whose target sentence only the stack's reader carries out ("Counter target spell.") followed by
// sentences the effect modules read with no target of their own ("Draw a card.", "Scry 1."): the effects
// happen in the order written (CR 608.2c), the stack's reader numbering and checking every target (601.2c),
// and all of them not at all when the only target is illegal as it resolves (608.2b).
import { describe, expect, it } from 'vitest'
import { loadCards } from '../support/cards.js'
import { engineWith, values } from '../support/run.js'

const pool = loadCards(['Dismiss', 'Lightning Bolt', 'Grizzly Bears', 'Island', 'Forest'])
const run = engineWith(pool)
const library = { l1: { card: 'Island', zone: 'library' as const }, l2: { card: 'Forest', zone: 'library' as const } }

describe('"Counter target spell. Draw a card." (CR 608.2c, 601.2c)', () => {
  it('Dismiss counters its target and its controller draws a card', () => {
    const r = run({
      cards: { d: 'Dismiss', gb: { card: 'Grizzly Bears', owner: 'opponent' }, ...library },
      actions: [{ do: 'cast', card: 'gb' }, { id: 'c', do: 'cast', card: 'd', targets: ['gb'] }, { do: 'resolve' }],
      ask: [
        { q: 'legal', of: 'c' },
        { q: 'zone', of: 'gb' },
        { q: 'handSize', of: 'you' },
      ],
    })
    expect(r.answers.map((a) => [a.value, a.supported])).toEqual([
      [true, true],
      ['graveyard', true],
      [1, true],
    ])
  })

  it('a target that is no longer on the stack: Dismiss does nothing at all, not even the draw (CR 608.2b)', () => {
    const r = run({
      cards: { d: 'Dismiss', b: { card: 'Lightning Bolt', owner: 'opponent' }, ...library },
      actions: [
        { do: 'cast', card: 'b', targets: ['you'] },
        { do: 'cast', card: 'd', targets: ['b'] },
        { do: 'counter', card: 'b' },
        { do: 'resolve' },
      ],
      ask: [{ q: 'handSize', of: 'you' }],
    })
    expect(values(r)).toEqual([0])
  })

  it('naming no target, or two, for its one "target spell" is illegal (CR 601.2c)', () => {
    const r = run({
      cards: { d: 'Dismiss', gb: { card: 'Grizzly Bears', owner: 'opponent' }, g2: { card: 'Grizzly Bears', owner: 'opponent' } },
      actions: [
        { do: 'cast', card: 'gb' },
        { do: 'cast', card: 'g2' },
        { id: 'c', do: 'cast', card: 'd', targets: ['gb', 'g2'] },
      ],
      ask: [{ q: 'legal', of: 'c' }],
    })
    expect(r.answers[0]).toMatchObject({ value: false, supported: true })
  })

  it('"Its controller mills two cards." after "Counter target spell.": the controller of that target, as it last existed (CR 608.2h, 701.17a)', () => {
    const strike = {
      name: 'Mind Sever',
      manaCost: '{1}{U}{B}',
      typeLine: 'Instant',
      oracleText: 'Counter target spell. Its controller mills two cards.',
    }
    const theirs = {
      l1: { card: 'Island', zone: 'library' as const, owner: 'opponent' },
      l2: { card: 'Forest', zone: 'library' as const, owner: 'opponent' },
    }
    const r = run({
      cards: { m: strike, gb: { card: 'Grizzly Bears', owner: 'opponent' }, ...theirs, ...library },
      actions: [{ do: 'cast', card: 'gb' }, { do: 'cast', card: 'm', targets: ['gb'] }, { do: 'resolve' }],
      ask: [
        { q: 'zone', of: 'gb' },
        { q: 'libraryCount', of: 'opponent' },
        { q: 'libraryCount', of: 'you' },
      ],
    })
    expect(r.answers.map((a) => [a.value, a.supported])).toEqual([
      ['graveyard', true],
      [0, true],
      [2, true],
    ])
  })
})
