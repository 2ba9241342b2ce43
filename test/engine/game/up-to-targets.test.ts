// "Up to N target(s)" (CR 601.2c, 115.1d) and "don't untap during their controllers' next untap steps"
// (502.3), on Sudden Storm ("Tap up to two target creatures. Those creatures don't untap during their
// controllers' next untap steps. Scry 1.") and its ruling.
import { describe, expect, it } from 'vitest'
import { loadCards } from '../support/cards.js'
import { engineWith, notUnderstood, rules, values } from '../support/run.js'

const pool = loadCards(['Sudden Storm', 'Grizzly Bears', 'Island', 'Forest'])
const run = engineWith(pool)
const theirs = { card: 'Grizzly Bears', zone: 'battlefield' as const, owner: 'opponent' }
const cards = { ss: 'Sudden Storm', b1: theirs, b2: theirs, b3: theirs, l1: { card: 'Island', zone: 'library' as const } }

describe('up to N targets (CR 601.2c)', () => {
  it('two, one or no targets may be chosen; each chosen one is tapped', () => {
    for (const targets of [['b1', 'b2'], ['b1'], []]) {
      const r = run({
        cards,
        actions: [{ do: 'cast', card: 'ss', targets, id: 'c' }, { do: 'resolve' }],
        ask: [{ q: 'legal', of: 'c' }, { q: 'isTapped', of: 'b1' }, { q: 'isTapped', of: 'b2' }, { q: 'libraryCount' }],
      })
      expect(values(r), targets.join()).toEqual([true, targets.includes('b1'), targets.includes('b2'), 1])
    }
  })

  it('three targets for "up to two" is illegal (601.2c)', () => {
    const r = run({ cards, actions: [{ do: 'cast', card: 'ss', targets: ['b1', 'b2', 'b3'], id: 'c' }], ask: [{ q: 'legal', of: 'c' }] })
    expect(values(r)).toEqual([false])
    expect(rules(r.answers[0]!)).toContain('601.2c')
  })

  it('with one of two targets illegal as it resolves, it does what it can (608.2b)', () => {
    const r = run({
      cards,
      actions: [{ do: 'cast', card: 'ss', targets: ['b1', 'b2'] }, { do: 'move', card: 'b1', to: 'hand' }, { do: 'resolve' }],
      ask: [
        { q: 'isTapped', of: 'b2' },
        { q: 'zone', of: 'b1' },
      ],
    })
    expect(values(r)).toEqual([true, 'hand'])
  })

  it('Sudden Storm ruling: scry may put the card looked at on the bottom (701.22a)', () => {
    const r = run({
      cards: { ...cards, l2: { card: 'Forest', zone: 'library' } },
      actions: [
        { do: 'cast', card: 'ss', targets: ['b1'] },
        { do: 'resolve', choices: { bottom: ['l1'] } },
      ],
      ask: [{ q: 'library' }],
    })
    expect(values(r)).toEqual([['l2', 'l1']])
  })

  it('every clause of Sudden Storm is understood', () => {
    expect(notUnderstood(pool['Sudden Storm']!)).toEqual([])
  })
})

describe("doesn't untap during its controller's next untap step (CR 502.3)", () => {
  const castOnTheirTurn = {
    cards,
    turn: { active: 'opponent' as const, step: 'upkeep' as const, priority: 'you' },
    actions: [
      { do: 'cast' as const, card: 'ss', targets: ['b1'] },
      { do: 'resolve' as const },
      { do: 'advanceTo' as const, step: 'untap' as const, player: 'opponent' },
    ],
  }

  it('the tapped creature stays tapped through its controller’s next untap step, and untaps in the one after', () => {
    const r = run({ ...castOnTheirTurn, ask: [{ q: 'isTapped', of: 'b1' }] })
    expect(r.actions[2]!.because).toContain("Grizzly Bears didn't untap")
    expect(values(r)).toEqual([true])
    const later = run({
      ...castOnTheirTurn,
      actions: [...castOnTheirTurn.actions, { do: 'advanceTo', step: 'untap', player: 'opponent' }],
      ask: [{ q: 'isTapped', of: 'b1' }],
    })
    expect(values(later)).toEqual([false])
  })

  it('your own untap step doesn’t use it up: it is its controller’s next untap step that counts', () => {
    const r = run({
      ...castOnTheirTurn,
      actions: [
        castOnTheirTurn.actions[0]!,
        castOnTheirTurn.actions[1]!,
        { do: 'advanceTo', step: 'untap', player: 'you' },
        { do: 'advanceTo', step: 'untap', player: 'opponent' },
      ],
      ask: [{ q: 'isTapped', of: 'b1' }],
    })
    expect(values(r)).toEqual([true])
  })
})
