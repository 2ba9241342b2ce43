// A confident wrong answer about what an unread type-changing or P/T-setting effect touches (CR 613.1d, 613.4b):
// a resolved spell sentence that makes an artifact a 0/0 creature (it dies, 704.5f); a static of an Aura that makes
// the enchanted artifact a creature with base P/T; and canCast with fewer targets named than the spell has (601.2c).
import { describe, expect, it } from 'vitest'
import { evaluate, type CardCharacteristics } from '../../src/engine/index.js'
import { PLAIN_BEAR as BEAR } from './support/vanilla.js'

const TRINKET: CardCharacteristics = {
  name: 'Odd Trinket',
  manaCost: '{1}',
  typeLine: 'Artifact',
  oracleText: '{T}: Add {C}.',
}

describe('unread type changes and target counts', () => {
  it('a resolved spell that makes a noncreature artifact a 0/0 creature: its zone, type and P/T are unsupported (CR 613.1d, 704.5f)', () => {
    const awaken: CardCharacteristics = {
      name: 'Odd Awakening',
      manaCost: '{X}{U}',
      typeLine: 'Instant',
      oracleText:
        "Put X +1/+1 counters on target artifact you control. If it isn't a creature or Vehicle, it becomes a 0/0 Golem artifact creature.",
    }
    const r = evaluate({
      cards: { aw: awaken, t: { ...TRINKET, zone: 'battlefield' } },
      actions: [{ do: 'cast', card: 'aw', x: 0, targets: ['t'], id: 'c' }, { do: 'resolve' }],
      ask: [
        { q: 'zone', of: 't' },
        { q: 'legal', of: 'c' },
      ],
    })
    // it may be a 0/0 creature put into the graveyard (704.5f): never "battlefield" confidently
    expect(r.answers[0]).toMatchObject({ supported: false, value: null })
    // X may be 0 (CR 107.3a): the cast itself stays answered
    expect(r.answers[1]).toMatchObject({ supported: true, value: true })
  })

  it("an Aura making the enchanted artifact a creature with base P/T: attacking with it, and its power, aren't answered confidently wrong (CR 613.1d, 613.4b)", () => {
    const touch: CardCharacteristics = {
      name: 'Odd Touch',
      manaCost: '{1}{U}',
      typeLine: 'Enchantment — Aura',
      oracleText: 'Enchant artifact\nEnchanted artifact is a creature with base power and toughness 4/4 in addition to its other types.',
    }
    const r = evaluate({
      cards: { t: { ...TRINKET, zone: 'battlefield' }, a: touch },
      turn: { active: 'you', step: 'precombatMain' },
      actions: [{ do: 'cast', card: 'a', targets: ['t'] }, { do: 'resolve' }, { do: 'attack', cards: ['t'], id: 'atk' }],
      ask: [
        { q: 'legal', of: 'atk' },
        { q: 'power', of: 't' },
      ],
    })
    for (const a of r.answers) if (a.supported !== false) expect(a.value).toEqual([true, 4][r.answers.indexOf(a)])
  })

  it('canCast with one of two target phrases named is never legal (CR 601.2c, 115.1)', () => {
    const saddle: CardCharacteristics = {
      name: 'Odd Toss',
      manaCost: '{1}{G}',
      typeLine: 'Instant',
      oracleText:
        "Target creature you control gets +1/+1 until end of turn. Put a +1/+1 counter on it instead if it's a Mount. Then it deals damage equal to its power to target creature you don't control.",
    }
    const r = evaluate({
      cards: {
        s: saddle,
        m: { ...BEAR, zone: 'battlefield' },
        o: { ...BEAR, zone: 'battlefield', owner: 'opponent' },
      },
      ask: [
        { q: 'canCast', of: 's', targets: ['m'] },
        { q: 'canCast', of: 's', targets: ['m', 'o'] },
      ],
    })
    if (r.answers[0]!.supported !== false) expect(r.answers[0]!.value).toBe(false)
    if (r.answers[1]!.supported !== false) expect(r.answers[1]!.value).toBe(true)
  })
})
