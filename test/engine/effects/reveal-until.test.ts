// Revealing until a card is found (CR 701.20a, 608.2c), on Transmogrify ("Exile target creature. That
// creature's controller reveals cards from the top of their library until they reveal a creature card.
// That player puts that card onto the battlefield, then shuffles the rest into their library.") and its ruling.
import { describe, expect, it } from 'vitest'
import { loadCards } from '../support/cards.js'
import { engineWith, notUnderstood, values } from '../support/run.js'

const pool = loadCards(['Transmogrify', 'Grizzly Bears', 'Forest', 'Island', 'Craw Wurm'])
const run = engineWith(pool)
const theirs = (card: string, zone: 'battlefield' | 'library') => ({ card, zone, owner: 'opponent' })

describe('reveal until (Transmogrify)', () => {
  it('the creature is exiled; its controller puts the first creature card revealed onto the battlefield and shuffles the rest', () => {
    const r = run({
      cards: {
        tm: 'Transmogrify',
        bears: theirs('Grizzly Bears', 'battlefield'),
        f: theirs('Forest', 'library'),
        cw: theirs('Craw Wurm', 'library'),
        i: theirs('Island', 'library'),
      },
      actions: [{ do: 'cast', card: 'tm', targets: ['bears'] }, { do: 'resolve' }],
      ask: [
        { q: 'zone', of: 'bears' },
        { q: 'zone', of: 'cw' },
        { q: 'controller', of: 'cw' },
        { q: 'libraryCount', of: 'opponent' },
        { q: 'triggerCount', event: 'shuffle' },
      ],
    })
    expect(r.actions[1]!.because).toContain('revealed Forest, Craw Wurm')
    expect(values(r)).toEqual(['exile', 'battlefield', 'opponent', 2, 1])
  })

  it('Transmogrify ruling: "If the player reveals their entire library without revealing a creature card, that player just shuffles their library."', () => {
    const r = run({
      cards: {
        tm: 'Transmogrify',
        bears: theirs('Grizzly Bears', 'battlefield'),
        f: theirs('Forest', 'library'),
        i: theirs('Island', 'library'),
      },
      actions: [{ do: 'cast', card: 'tm', targets: ['bears'] }, { do: 'resolve' }],
      ask: [
        { q: 'zone', of: 'bears' },
        { q: 'libraryCount', of: 'opponent' },
        { q: 'triggerCount', event: 'shuffle' },
      ],
    })
    expect(r.actions[1]!.because).toContain('the whole library, with no creature card in it')
    expect(values(r)).toEqual(['exile', 2, 1])
  })

  it('every clause of Transmogrify is understood', () => {
    expect(notUnderstood(pool.Transmogrify!)).toEqual([])
  })
})
