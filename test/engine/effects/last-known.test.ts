// Last-known information (CR 608.2h): an effect that reads an object which has left its zone uses the
// object as it last existed there — the one that was targeted — not the new object its card became in
// the graveyard (400.7), whose controller is its owner.
import { describe, expect, it } from 'vitest'
import { evaluate, type CardCharacteristics } from '../../../src/engine/index.js'
import { PLAIN_BEAR as BEAR } from '../support/vanilla.js'

const mercy: CardCharacteristics = {
  name: 'Odd Mercy',
  manaCost: '{1}{W}',
  typeLine: 'Instant',
  oracleText: 'Destroy target creature. Its controller gains 3 life.',
}

describe('last-known information is read from the object that was targeted (CR 608.2h)', () => {
  it('"its controller" of a destroyed creature another player controlled is that player, not the card\'s owner', () => {
    const r = evaluate({
      cards: { v: { ...BEAR, zone: 'battlefield' }, s: mercy },
      actions: [{ do: 'gainControl', card: 'v', player: 'opponent' }, { do: 'cast', card: 's', targets: ['v'] }, { do: 'resolve' }],
      ask: [
        { q: 'lifeTotal', of: 'opponent' },
        { q: 'lifeTotal', of: 'you' },
        { q: 'zone', of: 'v' },
      ],
    })
    expect(r.answers.map((a) => [a.value, a.supported])).toEqual([
      [23, true],
      [20, true],
      ['graveyard', true],
    ])
  })

  it('a creature still there: its controller now', () => {
    const r = evaluate({
      cards: {
        v: { ...BEAR, zone: 'battlefield', owner: 'opponent' },
        s: { ...mercy, oracleText: 'Tap target creature. Its controller gains 3 life.' },
      },
      actions: [{ do: 'cast', card: 's', targets: ['v'] }, { do: 'resolve' }],
      ask: [{ q: 'lifeTotal', of: 'opponent' }],
    })
    expect(r.answers[0]).toMatchObject({ value: 23, supported: true })
  })
})
