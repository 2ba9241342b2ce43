// Paying life as part of a spell's cost (CR 118.3, 601.2h, 119.4): possible only with at least that much life,
// and paying it is losing that life. A static ability the engine doesn't model that could change life totals
// leaves it in doubt (CR 119.7–119.8).
import { describe, expect, it } from 'vitest'
import { evaluate, type CardCharacteristics } from '../../src/engine/index.js'

const SCUTUM: CardCharacteristics = {
  name: 'Blood Scutum',
  manaCost: '{3}{B}',
  typeLine: 'Creature — Zombie',
  oracleText:
    'Kicker—Pay 3 life. (You may pay an additional 3 life as you cast this spell.)\nIf Blood Scutum was kicked, it enters with two +1/+1 counters on it.',
  power: '3',
  toughness: '3',
}

describe('paying life as a cost (CR 119.4, 601.2h)', () => {
  it('a kicker of "Pay 3 life" is paid from the life total: kicked, and 3 life lost', () => {
    const r = evaluate({
      cards: { s: SCUTUM },
      actions: [{ do: 'cast', card: 's', kicker: true }, { do: 'resolve' }],
      ask: [
        { q: 'isKicked', of: 's' },
        { q: 'lifeTotal', of: 'you' },
        { q: 'counters', of: 's', kind: '+1/+1' },
      ],
    })
    expect(r.actions[0]!.legal).toBe(true)
    expect(r.answers.map((a) => a.value)).toEqual([true, 17, 2])
  })

  it("with less life than the payment it can't be paid: the cast is illegal (CR 119.4)", () => {
    const r = evaluate({
      cards: { s: SCUTUM },
      actions: [
        { do: 'loseLife', amount: 18 },
        { do: 'cast', card: 's', kicker: true },
      ],
      ask: [
        { q: 'lifeTotal', of: 'you' },
        { q: 'zone', of: 's' },
      ],
    })
    expect(r.actions[1]).toMatchObject({ legal: false })
    expect(r.actions[1]!.because).toContain('119.4')
    expect(r.answers.map((a) => a.value)).toEqual([2, 'hand'])
  })

  it('exactly its life total can be paid (CR 119.4)', () => {
    const r = evaluate({
      cards: { s: SCUTUM },
      life: { you: 3 },
      actions: [{ do: 'cast', card: 's', kicker: true }],
      ask: [
        { q: 'lifeTotal', of: 'you' },
        { q: 'isKicked', of: 's' },
      ],
    })
    expect(r.actions[0]!.legal).toBe(true)
    expect(r.answers.map((a) => a.value)).toEqual([0, true])
  })

  it("a static ability the engine doesn't model about life leaves the payment in doubt", () => {
    const ward: CardCharacteristics = {
      name: 'Life Warden',
      manaCost: '{2}{W}',
      typeLine: 'Enchantment',
      oracleText: "Players can't pay life or sacrifice creatures to cast spells or activate abilities.",
      power: null,
      toughness: null,
    }
    const r = evaluate({
      cards: { s: SCUTUM, w: { ...ward, zone: 'battlefield' } },
      actions: [{ do: 'cast', card: 's', kicker: true }],
      ask: [{ q: 'isKicked', of: 's' }],
    })
    expect(r.answers[0]).toMatchObject({ supported: false, value: null })
  })
})
