// Delayed triggered abilities (CR 603.7), created by a resolving spell, on Turn to Mist and its rulings.
import { describe, expect, it } from 'vitest'
import { loadCards } from '../support/cards.js'
import { engineWith, rules, values } from '../support/run.js'

const run = engineWith(loadCards(['Turn to Mist', 'Grizzly Bears']))
const bears = { card: 'Grizzly Bears', zone: 'battlefield' as const, counters: { '+1/+1': 1 } }

/** Turn to Mist cast on the Bears in your main phase, and resolved (both players pass). */
const turnToMistOnBears = { cards: { ttm: 'Turn to Mist', bears }, turn: { active: 'you' as const, step: 'precombatMain' as const } }
const castAndResolve = [
  { do: 'cast' as const, card: 'ttm', targets: ['bears'] },
  { do: 'passPriority' as const },
  { do: 'passPriority' as const },
]

describe('delayed triggered abilities (CR 603.7)', () => {
  it('Turn to Mist: the card returns at the beginning of the next end step, as a new object without its counters (603.7a, 400.7)', () => {
    const r = run({
      ...turnToMistOnBears,
      actions: [...castAndResolve, { do: 'advanceTo', step: 'end', id: 'end' }, { do: 'resolve' }],
      ask: [
        { q: 'zone', of: 'bears' },
        { q: 'counters', of: 'bears', kind: '+1/+1' },
        { q: 'triggerCount', of: 'ttm' },
      ],
    })
    expect(r.actions.map((a) => a.legal)).toEqual([true, true, true, true, true])
    expect(r.actions[2]!.because).toContain('created a delayed triggered ability')
    expect(r.actions[3]!.because).toContain('triggers only once')
    expect(rules(r.actions[3]!)).toContain('603.7b')
    expect(values(r)).toEqual(['battlefield', 0, 1])
  })

  it('before the end step the card is still in exile; the ability triggers only once (603.7b)', () => {
    const r = run({
      ...turnToMistOnBears,
      actions: [
        ...castAndResolve,
        { do: 'advanceTo', step: 'postcombatMain' },
        { do: 'advanceTo', step: 'end' },
        { do: 'resolve' },
        { do: 'move', card: 'bears', to: 'exile' },
        { do: 'advanceTo', step: 'end', player: 'you' },
      ],
      ask: [{ q: 'zone', of: 'bears' }, { q: 'stack' }],
    })
    expect(r.actions[3]!.because).not.toContain('delayed triggered ability')
    expect(values(r)).toEqual(['exile', []])
  })

  it('Turn to Mist ruling: "If a token is exiled this way, it will cease to exist and won’t return to the battlefield."', () => {
    const r = run({
      cards: { ttm: 'Turn to Mist', bears: { card: 'Grizzly Bears', zone: 'battlefield' } },
      turn: { active: 'you', step: 'precombatMain' },
      actions: [
        { do: 'createTokenCopy', card: 'bears', as: 'tok' },
        { do: 'cast', card: 'ttm', targets: ['tok'] },
        { do: 'passPriority' },
        { do: 'passPriority' },
        { do: 'advanceTo', step: 'end' },
        { do: 'resolve', id: 'r' },
      ],
      ask: [
        { q: 'zone', of: 'tok' },
        { q: 'legal', of: 'r' },
      ],
    })
    expect(r.actions[5]!.because).toContain("doesn't return (CR 603.7c")
    expect(values(r)).toEqual([null, true])
  })
})
