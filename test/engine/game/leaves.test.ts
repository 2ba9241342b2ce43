// Leaving the battlefield (src/engine/game/leaves.ts): "exile … until ~ leaves the battlefield" (CR 610.3,
// Thopter Arrest), linked abilities' "the exiled cards" (607.2a) and leaves-the-battlefield triggers
// (603.6c, 603.10a, Worldgorger Dragon), on the cards' own rulings.
import { describe, expect, it } from 'vitest'
import type { Scenario } from '../../../src/engine/index.js'
import { loadCards } from '../support/cards.js'
import { engineWith, notUnderstood, rules, values } from '../support/run.js'

const pool = loadCards(['Thopter Arrest', 'Worldgorger Dragon', 'Grizzly Bears', 'Forest', 'Doomed Traveler'])
const run = engineWith(pool)
const theirBears = { card: 'Grizzly Bears', zone: 'battlefield' as const, owner: 'opponent' }
const arrestOnBears = [
  { do: 'putOntoBattlefield' as const, card: 'ta' },
  { do: 'chooseTargets' as const, card: 'ta:trigger', targets: ['bears'] },
]

describe('exile until ~ leaves the battlefield (CR 610.3)', () => {
  it('Thopter Arrest exiles its target; as it leaves, the card returns at once under its owner’s control (610.3, 610.3c)', () => {
    const r = run({
      cards: { ta: 'Thopter Arrest', bears: theirBears },
      actions: [...arrestOnBears, { do: 'resolve', id: 'r' }, { do: 'move', card: 'ta', to: 'graveyard', id: 'leave' }],
      ask: [
        { q: 'zone', of: 'bears' },
        { q: 'controller', of: 'bears' },
        { q: 'zone', of: 'ta' },
      ],
    })
    expect(r.actions.map((a) => a.legal)).toEqual([true, true, true, true])
    expect(r.actions[2]!.because).toContain('Grizzly Bears was exiled')
    expect(r.actions[3]!.because).toContain('returned to the battlefield under its owner')
    expect(rules(r.actions[3]!)).toEqual(expect.arrayContaining(['610.3', '610.3c']))
    expect(values(r)).toEqual(['battlefield', 'opponent', 'graveyard'])
  })

  it('while Thopter Arrest stays, the card stays exiled', () => {
    const r = run({
      cards: { ta: 'Thopter Arrest', bears: theirBears },
      actions: [...arrestOnBears, { do: 'resolve' }],
      ask: [{ q: 'zone', of: 'bears' }],
    })
    expect(values(r)).toEqual(['exile'])
  })

  it('Thopter Arrest ruling: "If Thopter Arrest leaves the battlefield before its triggered ability resolves, the target permanent won’t be exiled." (610.3b)', () => {
    const r = run({
      cards: { ta: 'Thopter Arrest', bears: theirBears },
      actions: [...arrestOnBears, { do: 'move', card: 'ta', to: 'graveyard' }, { do: 'resolve' }],
      ask: [{ q: 'zone', of: 'bears' }, { q: 'stack' }],
    })
    expect(r.actions[3]!.because).toContain("isn't exiled (CR 610.3a, 610.3b)")
    expect(values(r)).toEqual(['battlefield', []])
  })

  it('a card that left exile since is a new object and doesn’t return (CR 400.7)', () => {
    const r = run({
      cards: { ta: 'Thopter Arrest', bears: theirBears },
      actions: [
        ...arrestOnBears,
        { do: 'resolve' },
        { do: 'move', card: 'bears', to: 'graveyard' },
        { do: 'move', card: 'ta', to: 'hand' },
      ],
      ask: [{ q: 'zone', of: 'bears' }],
    })
    expect(r.actions[4]!.because).not.toContain('returned to the battlefield')
    expect(values(r)).toEqual(['graveyard'])
  })
})

describe('linked abilities and leaves-the-battlefield triggers (CR 607.2a, 603.6c)', () => {
  const mine = {
    wd: 'Worldgorger Dragon',
    bears: { card: 'Grizzly Bears', zone: 'battlefield' as const },
    forest: { card: 'Forest', zone: 'battlefield' as const },
  }

  it('Worldgorger Dragon exiles your other permanents; when it leaves, they return (607.2a, 603.6c)', () => {
    const r = run({
      cards: mine,
      actions: [
        { do: 'putOntoBattlefield', card: 'wd' },
        { do: 'resolve' },
        { do: 'move', card: 'wd', to: 'graveyard', id: 'leave' },
        { do: 'resolve', id: 'ltb' },
      ],
      ask: [{ q: 'zone', of: 'bears' }, { q: 'zone', of: 'forest' }, { q: 'triggerCount', of: 'wd' }, { q: 'stack' }],
    })
    expect(r.actions.map((a) => a.legal)).toEqual([true, true, true, true])
    expect(r.actions[1]!.because).toContain('Grizzly Bears was exiled')
    expect(r.actions[2]!.because).toContain('Triggered abilities went on the stack')
    expect(rules(r.actions[3]!)).toContain('607.2a')
    expect(values(r)).toEqual(['battlefield', 'battlefield', 2, []])
  })

  it('Worldgorger Dragon ruling: leaving before its enters ability resolves, its leaves ability returns nothing; then the enters ability exiles the others indefinitely', () => {
    const r = run({
      cards: mine,
      actions: [
        { do: 'putOntoBattlefield', card: 'wd' },
        { do: 'move', card: 'wd', to: 'graveyard' },
        { do: 'resolve', id: 'ltb' },
        { do: 'resolve', id: 'etb' },
      ],
      ask: [{ q: 'zone', of: 'bears' }, { q: 'zone', of: 'forest' }, { q: 'stack' }],
    })
    expect(r.actions[2]!.because).toContain('returns nothing')
    expect(r.actions[3]!.because).toContain('Grizzly Bears was exiled')
    expect(values(r)).toEqual(['exile', 'exile', []])
  })

  it('every clause of Thopter Arrest and Worldgorger Dragon is understood', () => {
    for (const name of ['Thopter Arrest', 'Worldgorger Dragon']) expect(notUnderstood(pool[name]!), name).toEqual([])
  })
})

describe('dying to an effect or an action (CR 700.4)', () => {
  const traveler = { card: 'Doomed Traveler', zone: 'battlefield' as const, owner: 'opponent' }
  const sorcery = (oracleText: string) => ({ name: 'Test Sorcery', manaCost: '{B}', typeLine: 'Sorcery', oracleText })
  const cases: [string, Scenario['actions']][] = [
    ['destroyed by a spell (701.8a)', [{ do: 'cast', card: 's', targets: ['dt'] }, { do: 'resolve' }]],
    ['sacrificed to a spell (701.21a)', [{ do: 'cast', card: 'e' }, { do: 'resolve' }]],
    ['put into the graveyard by the move action', [{ do: 'move', card: 'dt', to: 'graveyard' }]],
  ]
  for (const [how, actions] of cases)
    it(`a creature ${how} dies: its "dies" ability triggers and goes on the stack (603.10a)`, () => {
      const r = run({
        cards: { dt: traveler, s: sorcery('Destroy target creature.'), e: sorcery('Each opponent sacrifices a creature.') },
        actions,
        ask: [{ q: 'zone', of: 'dt' }, { q: 'triggerCount', of: 'dt' }, { q: 'stack' }],
      })
      expect(values(r)).toEqual(['graveyard', 1, ['dt:trigger']])
    })
})
