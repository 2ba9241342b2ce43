// "Choose up to four. You may choose the same mode more than once." (CR 700.2d), on Moment of Reckoning
// ("• Destroy target nonland permanent. • Return target nonland permanent card from your graveyard to the
// battlefield.") and its ruling that abilities triggering while it resolves wait until it is done (608.2, 603.3).
import { describe, expect, it } from 'vitest'
import { loadCards } from '../support/cards.js'
import { engineWith, notUnderstood, rules, values } from '../support/run.js'

const pool = loadCards(['Moment of Reckoning', 'Doomed Traveler', 'Grizzly Bears'])
const run = engineWith(pool)
const theirs = (card: string) => ({ card, zone: 'battlefield' as const, owner: 'opponent' })

describe('choosing the same mode more than once (CR 700.2d)', () => {
  it('the same mode twice, with two targets: both are destroyed, and a dies trigger waits until the spell is done (Moment of Reckoning ruling)', () => {
    const r = run({
      cards: { mr: 'Moment of Reckoning', dt: theirs('Doomed Traveler'), bears: theirs('Grizzly Bears') },
      actions: [{ do: 'cast', card: 'mr', modes: [1, 1], targets: ['dt', 'bears'], id: 'c' }, { do: 'resolve' }],
      ask: [{ q: 'legal', of: 'c' }, { q: 'zone', of: 'dt' }, { q: 'zone', of: 'bears' }, { q: 'stack' }],
    })
    expect(values(r)).toEqual([true, 'graveyard', 'graveyard', ['dt:trigger']])
  })

  it('two different modes: destroy one permanent, return a permanent card from your graveyard', () => {
    const r = run({
      cards: { mr: 'Moment of Reckoning', bears: theirs('Grizzly Bears'), mine: { card: 'Grizzly Bears', zone: 'graveyard' } },
      actions: [{ do: 'cast', card: 'mr', modes: [1, 2], targets: ['bears', 'mine'] }, { do: 'resolve' }],
      ask: [
        { q: 'zone', of: 'bears' },
        { q: 'zone', of: 'mine' },
      ],
    })
    expect(values(r)).toEqual(['graveyard', 'battlefield'])
  })

  it('five modes for "up to four" is illegal; no mode at all is unsupported, not guessed', () => {
    const five = run({
      cards: { mr: 'Moment of Reckoning', bears: theirs('Grizzly Bears') },
      actions: [{ do: 'cast', card: 'mr', modes: [1, 1, 1, 1, 1], targets: ['bears', 'bears', 'bears', 'bears', 'bears'], id: 'c' }],
      ask: [{ q: 'legal', of: 'c' }],
    })
    expect(values(five)).toEqual([false])
    expect(rules(five.answers[0]!)).toContain('700.2a')
    const none = run({
      cards: { mr: 'Moment of Reckoning' },
      actions: [{ do: 'cast', card: 'mr', modes: [], id: 'c' }],
      ask: [{ q: 'legal', of: 'c' }],
    })
    expect(none.answers[0]!.supported).toBe(false)
  })

  it('without "you may choose the same mode more than once", a mode can’t be chosen twice (700.2d)', () => {
    const r = run({
      cards: {
        x: {
          name: 'Two Ways',
          manaCost: '{1}{B}',
          typeLine: 'Sorcery',
          oracleText: 'Choose up to two —\n• Destroy target nonland permanent.\n• Target player draws a card.',
        },
        bears: theirs('Grizzly Bears'),
      },
      actions: [{ do: 'cast', card: 'x', modes: [1, 1], targets: ['bears', 'bears'], id: 'c' }],
      ask: [{ q: 'legal', of: 'c' }],
    })
    expect(r.answers[0]!.value).not.toBe(true)
  })

  it('every clause of Moment of Reckoning is understood', () => {
    expect(notUnderstood(pool['Moment of Reckoning']!)).toEqual([])
  })
})
