// "Whenever a creature you control attacks, it gets +1/+1 until end of turn.": "it" is the attacking
// creature (CR 603.2, 608.2c), which the effects' words can't bind in a trigger of another permanent. Found
// while adding keywords (exalted needs it): the engine pumped the trigger's source instead — a confident
// wrong answer. The trigger stays not understood now, and the answers it could change are unsupported.
import { describe, expect, it } from 'vitest'
import { evaluate } from '../../../src/engine/index.js'

const creature = (name: string, oracleText: string, pt: string) => {
  const [power, toughness] = pt.split('/')
  return { name, manaCost: '{2}', typeLine: 'Creature — Test', oracleText, power, toughness, zone: 'battlefield' as const }
}

describe('an attack trigger of another creature whose effect names the attacker', () => {
  it("doesn't pump its own source: the attacker's and the source's power are unsupported, never wrong", () => {
    const r = evaluate(
      {
        cards: {
          a: creature('Anthem Guy', 'Whenever a creature you control attacks, it gets +1/+1 until end of turn.', '1/1'),
          b: creature('Bear', '', '2/2'),
        },
        actions: [{ do: 'attack', cards: ['b'] }, { do: 'resolve' }],
        ask: [
          { q: 'power', of: 'a' },
          { q: 'power', of: 'b' },
        ],
      } as never,
      {},
    )
    for (const a of r.answers) expect(a.supported && a.value === 2 && a.of === 'a').toBe(false)
    expect(r.answers[1]).toMatchObject({ supported: false, value: null })
  })
})
