// CR 400.4a: an instant or sorcery card that would enter the battlefield remains in its previous zone (so does a
// modal double-faced card whose front face is one, 712.14b). Inline cards.
import { describe, expect, it } from 'vitest'
import { evaluate, type CardCharacteristics } from '../../../src/engine/index.js'
import { PLAIN_BEAR as BEAR } from '../support/vanilla.js'

const SORCERY: CardCharacteristics = {
  name: 'Plain Rite',
  manaCost: '{2}{U}',
  typeLine: 'Sorcery',
  oracleText: 'Draw two cards.',
}
const INSTANT: CardCharacteristics = {
  name: 'Plain Trick',
  manaCost: '{U}',
  typeLine: 'Instant',
  oracleText: 'Draw a card.',
}

describe('an instant or sorcery card put onto the battlefield stays where it was (CR 400.4a)', () => {
  it('putOntoBattlefield and move leave it in its zone; a permanent card enters', () => {
    const r = evaluate({
      cards: {
        s: { ...SORCERY, zone: 'graveyard' },
        i: { ...INSTANT, zone: 'exile' },
        b: { ...BEAR, zone: 'graveyard' },
      },
      actions: [
        { do: 'putOntoBattlefield', card: 's', from: 'graveyard' },
        { do: 'move', card: 'i', from: 'exile', to: 'battlefield' },
        { do: 'putOntoBattlefield', card: 'b', from: 'graveyard' },
      ],
      ask: [
        { q: 'zone', of: 's' },
        { q: 'zone', of: 'i' },
        { q: 'zone', of: 'b' },
      ],
    })
    expect(r.actions[0]).toMatchObject({ legal: true, supported: true })
    expect(r.actions[0]!.because).toContain('400.4a')
    expect(r.answers.map((a) => a.value)).toEqual(['graveyard', 'exile', 'battlefield'])
  })
})
