// What an opaque clause can touch, read from its words (src/engine/oracle/aspects.ts), for the kinds that
// answered wrong before: a granted keyword (CR 613.1f) — a triggered one also what triggers (702: cascade);
// "can't be countered" beside a cost change (CR 101.2, 601.2f); excess damage dealt to a creature's
// controller (120.4a, 120.10). And a copy of a spell keeps the original's targets (707.10c). Each: what it
// can change is unsupported, what it can't stays answered.
import { describe, expect, it } from 'vitest'
import { evaluate, type CardCharacteristics } from '../../src/engine/index.js'
import { aspectsOf } from '../../src/engine/oracle/aspects.js'
import { PLAIN_BEAR as BEAR } from './support/vanilla.js'

const permanent = (name: string, typeLine: string, text: string, manaCost = '{3}'): CardCharacteristics => ({
  name,
  manaCost,
  typeLine,
  oracleText: text,
  ...(typeLine.startsWith('Creature') ? { power: '1', toughness: '1' } : {}),
})

describe('the words of an opaque clause: what it can touch', () => {
  it('a granted keyword touches keywords (CR 613.1f); a granted triggered keyword also what triggers (CR 702.85a)', () => {
    expect(aspectsOf('Odd Mimic gains flying until end of turn.')).toContain('keywords')
    expect(aspectsOf('Odd Mimic gains flying until end of turn.')).not.toContain('trigger')
    expect(aspectsOf('Enchantment spells you cast from your hand have cascade.')).toEqual(expect.arrayContaining(['keywords', 'trigger']))
  })

  it('a cost change that also says "can\'t be countered" touches cost and where the spell goes (CR 101.2, 701.6a), not whether it can be cast', () => {
    const a = aspectsOf("Spells you cast with mana value 5 or greater cost {1} less to cast and can't be countered.")
    expect(a).toEqual(expect.arrayContaining(['cost', 'zone']))
    expect(a).not.toContain('cast')
    expect(aspectsOf('Creature spells you cast cost {1} less to cast.')).toEqual(['cost'])
  })

  it("excess damage dealt to a creature's controller touches life (CR 120.4a, 120.10)", () => {
    expect(
      aspectsOf(
        "It deals damage equal to its power to up to one other target creature. Excess damage is dealt to that creature's controller instead.",
      ),
    ).toContain('life')
    expect(aspectsOf('It deals 2 damage to target creature.')).not.toContain('life')
  })
})

describe('opaque statics in play', () => {
  it('"can\'t be countered": countering a big spell is unsupported; an unrelated answer (the bear\'s power) is not', () => {
    const storm = permanent(
      'Odd Storm',
      'Creature — Elemental',
      "Spells you cast with mana value 5 or greater cost {1} less to cast and can't be countered.",
    )
    const big = permanent('Odd Giant', 'Creature — Giant', '', '{3}{U}{U}')
    const r = evaluate({
      cards: { s: { ...storm, zone: 'battlefield' }, g: big, v: { ...BEAR, zone: 'battlefield' } },
      actions: [
        { do: 'cast', card: 'g' },
        { do: 'counter', card: 'g', id: 'k' },
      ],
      ask: [
        { q: 'legal', of: 'k' },
        { q: 'power', of: 'v' },
      ],
    })
    expect(r.answers[0]).toMatchObject({ supported: false, value: null })
    expect(r.answers[1]).toMatchObject({ supported: true, value: 2 })
  })

  it('a static granting a triggered keyword to spells: a cast while it was there may have triggered, even once it left (CR 603.2, 113.7a)', () => {
    const maw = permanent('Odd Maw', 'Creature — Beast', 'Enchantment spells you cast from your hand have cascade.')
    const anthem = permanent('Odd Anthem', 'Enchantment', 'Creatures you control get +1/+1.', '{1}{W}{W}')
    const r = evaluate({
      cards: { m: { ...maw, zone: 'battlefield' }, a: anthem, v: { ...BEAR, zone: 'battlefield' } },
      actions: [
        { do: 'cast', card: 'a' },
        { do: 'move', card: 'm', from: 'battlefield', to: 'graveyard' },
      ],
      ask: [{ q: 'stack' }, { q: 'owner', of: 'v' }],
    })
    expect(r.answers[0]).toMatchObject({ supported: false, value: null })
    expect(r.answers[1]).toMatchObject({ supported: true, value: 'you' })
    // cast after it left: nothing can have been granted, the stack stays answered
    const after = evaluate({
      cards: { m: { ...maw, zone: 'battlefield' }, a: anthem },
      actions: [
        { do: 'move', card: 'm', from: 'battlefield', to: 'graveyard' },
        { do: 'cast', card: 'a' },
      ],
      ask: [{ q: 'stack' }],
    })
    expect(after.answers[0]).toMatchObject({ supported: true, value: ['a'] })
  })
})

describe('a copy of a spell (CR 707.10c)', () => {
  const bolt: CardCharacteristics = {
    name: 'Odd Bolt',
    manaCost: '{R}',
    typeLine: 'Instant',
    oracleText: 'Odd Bolt deals 1 damage to any target.',
  }
  it('has the same targets as the spell it copies, and new ones may be chosen for it once', () => {
    const cards = { b: bolt, v: { ...BEAR, zone: 'battlefield' as const, owner: 'opponent' } }
    const same = evaluate({
      cards,
      actions: [
        { do: 'cast', card: 'b', targets: ['opponent'] },
        { do: 'copySpell', card: 'b', as: 'cp' },
      ],
      ask: [{ q: 'targets', of: 'cp' }],
    })
    expect(same.answers[0]).toMatchObject({ supported: true, value: ['opponent'] })
    const changed = evaluate({
      cards,
      actions: [
        { do: 'cast', card: 'b', targets: ['opponent'] },
        { do: 'copySpell', card: 'b', as: 'cp' },
        { do: 'chooseTargets', card: 'cp', targets: ['v'] },
        { do: 'chooseTargets', card: 'cp', targets: ['opponent'], id: 'again' },
        { do: 'resolve' },
      ],
      ask: [
        { q: 'legal', of: 'again' },
        { q: 'damageMarked', of: 'v' },
        { q: 'lifeTotal', of: 'opponent' },
      ],
    })
    expect(changed.actions[2]).toMatchObject({ legal: true })
    expect(changed.answers.map((a) => a.value)).toEqual([false, 1, 20])
  })
})
