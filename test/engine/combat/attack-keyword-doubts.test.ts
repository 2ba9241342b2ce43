// An attack's legality rests on haste and defender (CR 302.6, 508.1a, 702.3b, 702.10b). A static ability
// the engine doesn't read that could grant or remove them ("Creatures you control have haste") leaves the
// declaration in doubt: unsupported, never "it can't attack". Without such a clause it is answered.
import { describe, expect, it } from 'vitest'
import { evaluate, type CardCharacteristics } from '../../../src/engine/index.js'
import { PLAIN_BEAR } from '../support/vanilla.js'

const HASTE_LORD: CardCharacteristics = {
  name: 'Rally Drummer',
  manaCost: '{3}{R}',
  typeLine: 'Creature — Goblin',
  oracleText: 'Creatures you control have haste.',
  power: '2',
  toughness: '2',
}

const attack = (cards: Record<string, CardCharacteristics>, attacker: string) =>
  evaluate({
    cards: Object.fromEntries(Object.entries(cards).map(([ref, c]) => [ref, { ...c, zone: 'battlefield' as const, summoningSick: true }])),
    turn: { active: 'you', step: 'precombatMain' },
    actions: [{ do: 'attack', cards: [attacker], id: 'a' }],
    ask: [{ q: 'legal', of: 'a' }],
  }).answers[0]!

describe('an attack by a creature that came under your control this turn', () => {
  it('is unsupported while an unread static ability could give it haste (its own or another permanent’s)', () => {
    for (const attacker of ['lord', 'bear']) {
      const a = attack({ lord: HASTE_LORD, bear: PLAIN_BEAR }, attacker)
      expect(`${attacker}: ${a.supported} ${a.value}`).toBe(`${attacker}: false null`)
    }
  })

  it('is illegal, and answered, when nothing could give it haste (CR 302.6)', () => {
    const a = attack({ bear: PLAIN_BEAR }, 'bear')
    expect(a.supported).not.toBe(false)
    expect(a.value).toBe(false)
    expect(a.because).toMatch(/302\.6/)
  })
})
