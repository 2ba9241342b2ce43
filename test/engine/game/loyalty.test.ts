// Loyalty abilities (CR 606) and the legend rule with its controller's choice (704.5j), on real cards
// from the shared MTGJSON files.
import { describe, expect, it } from 'vitest'
import { loadCards } from '../support/cards.js'
import { engineWith, rules, values } from '../support/run.js'

const run = engineWith(loadCards(['Wrenn and Six', 'Raging Goblin', 'Grizzly Bears', 'Isamaru, Hound of Konda']))
const bf = (card: string, extra: Record<string, unknown> = {}) => ({ card, zone: 'battlefield' as const, ...extra })
const main = { active: 'you', step: 'precombatMain' } as const

describe('loyalty abilities (CR 606)', () => {
  it('CR 606.4: the loyalty cost removes loyalty counters; the ability goes on the stack and resolves (Wrenn and Six)', () => {
    const r = run({
      cards: { w6: bf('Wrenn and Six'), rg: bf('Raging Goblin', { owner: 'opponent' }) },
      turn: main,
      actions: [{ do: 'activate', card: 'w6', ability: 2, targets: ['rg'] }, { do: 'passPriority' }, { do: 'passPriority' }],
      ask: [{ q: 'counters', of: 'w6', kind: 'loyalty' }, { q: 'zone', of: 'rg' }, { q: 'stack' }],
    })
    expect(r.actions[0]!.legal).toBe(true)
    expect(rules(r.actions[0]!)).toContain('606.4')
    expect(values(r)).toEqual([2, 'graveyard', []])
  })

  it('CR 606.4: a plus cost puts loyalty counters on it', () => {
    const r = run({
      cards: { w6: bf('Wrenn and Six') },
      turn: main,
      actions: [{ do: 'activate', card: 'w6', ability: 1 }],
      ask: [{ q: 'counters', of: 'w6', kind: 'loyalty' }],
    })
    expect(values(r)).toEqual([4])
  })

  it('CR 606.3: only one loyalty ability of a permanent per turn; the next turn it may again', () => {
    const r = run({
      cards: { w6: bf('Wrenn and Six'), rg: bf('Raging Goblin', { owner: 'opponent' }), gb: bf('Grizzly Bears', { owner: 'opponent' }) },
      turn: main,
      actions: [
        { do: 'activate', card: 'w6', ability: 1 },
        { do: 'passPriority' },
        { do: 'passPriority' },
        { do: 'activate', card: 'w6', ability: 2, targets: ['rg'], id: 'again' },
        { do: 'advanceTo', step: 'precombatMain', player: 'you' },
        { do: 'activate', card: 'w6', ability: 2, targets: ['rg'], id: 'next' },
      ],
      ask: [
        { q: 'legal', of: 'again' },
        { q: 'legal', of: 'next' },
        { q: 'counters', of: 'w6', kind: 'loyalty' },
      ],
    })
    expect(values(r)).toEqual([false, true, 3])
    expect(rules(r.answers[0]!)).toContain('606.3')
  })

  it('CR 606.3: only in its controller’s main phase with the stack empty; canActivate says so too', () => {
    const r = run({
      cards: { w6: bf('Wrenn and Six'), rg: bf('Raging Goblin', { owner: 'opponent' }) },
      turn: { active: 'you', step: 'beginningOfCombat' },
      actions: [{ do: 'activate', card: 'w6', ability: 1, id: 'combat' }],
      ask: [
        { q: 'legal', of: 'combat' },
        { q: 'canActivate', of: 'w6', ability: 1 },
      ],
    })
    expect(values(r)).toEqual([false, false])
    expect(rules(r.answers[0]!)).toContain('606.3')
  })

  it('CR 606.6: a negative loyalty cost needs that many loyalty counters; 704.5i: left with none, it goes to the graveyard and the ability still resolves (113.7a)', () => {
    const r = run({
      cards: {
        w6: bf('Wrenn and Six', { counters: { loyalty: 1 } }),
        w62: bf('Wrenn and Six', { counters: { loyalty: 0 }, owner: 'opponent' }),
        rg: bf('Raging Goblin', { owner: 'opponent' }),
      },
      actions: [{ do: 'activate', card: 'w6', ability: 2, targets: ['rg'] }, { do: 'resolve' }],
      ask: [
        { q: 'zone', of: 'w6' },
        { q: 'zone', of: 'rg' },
      ],
    })
    expect(r.actions[0]!.because).toContain('704.5i')
    expect(values(r)).toEqual(['graveyard', 'graveyard'])
    const short = run({
      cards: { w6: bf('Wrenn and Six', { counters: { loyalty: 0 } }), rg: bf('Raging Goblin', { owner: 'opponent' }) },
      actions: [{ do: 'putCounters', card: 'w6', kind: 'loyalty', amount: 0 }],
      ask: [{ q: 'canActivate', of: 'w6', ability: 2 }],
    })
    expect(short.answers[0]!.value).toBe(false)
  })
})

describe('the legend rule (CR 704.5j)', () => {
  it('with the controller’s choice, the one kept stays and the other is put into its owner’s graveyard', () => {
    const r = run({
      cards: { a: bf('Isamaru, Hound of Konda'), b: 'Isamaru, Hound of Konda' },
      legendRule: { keep: ['b'] },
      actions: [{ do: 'putOntoBattlefield', card: 'b' }],
      ask: [{ q: 'zone', of: 'a' }, { q: 'zone', of: 'b' }, { q: 'stateBasedActions' }],
    })
    expect(values(r).slice(0, 2)).toEqual(['graveyard', 'battlefield'])
    expect(r.actions[0]!.because).toContain('chose to keep b')
    expect(rules(r.actions[0]!)).toContain('704.5j')
    expect(r.answers[2]!.value).toHaveLength(1)
  })

  it('without the choice, which one stays is unsupported; a choice of a permanent not concerned doesn’t count', () => {
    const r = run({
      cards: { a: bf('Isamaru, Hound of Konda'), b: bf('Isamaru, Hound of Konda'), c: bf('Grizzly Bears') },
      legendRule: { keep: ['c'] },
      ask: [{ q: 'zone', of: 'a' }],
    })
    expect(r.answers[0]).toMatchObject({ value: null, supported: false })
    expect(r.answers[0]!.because).toContain('"legendRule"')
  })
})
