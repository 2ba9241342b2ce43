// "Whenever … becomes blocked" (CR 509.3c): triggers once, as blockers are declared, for a creature that became
// blocked (509.1h). "~ becomes blocked" is its own creature; "enchanted (equipped) creature" the creature its
// source is attached to (301.5, 303.4). One the engine can't read is still classified by that event: it blocks
// nothing in a combat where no creature became blocked. Cards inline.
import { describe, expect, it } from 'vitest'
import { evaluate, type CardCharacteristics } from '../../../src/engine/index.js'
import { PLAIN_BEAR as BEAR, PLAIN_ELK as ELK } from '../support/vanilla.js'

const RUNNER: CardCharacteristics = {
  name: 'Odd Runner',
  manaCost: '{1}{W}',
  typeLine: 'Creature — Human',
  oracleText: 'Whenever Odd Runner becomes blocked, you gain 2 life.',
  power: '2',
  toughness: '2',
}
const CHARM: CardCharacteristics = {
  name: 'Odd Charm',
  manaCost: '{W}',
  typeLine: 'Enchantment — Aura',
  oracleText: 'Enchant creature\nWhenever enchanted creature becomes blocked, you gain 1 life.',
}
const HARNESS: CardCharacteristics = {
  name: 'Odd Harness',
  manaCost: '{1}{R}',
  typeLine: 'Enchantment — Aura',
  oracleText: 'Enchant creature\nWhenever enchanted creature becomes blocked, it deals 1 damage to target creature.',
}

describe('"Whenever … becomes blocked" triggers as blockers are declared (CR 509.3c)', () => {
  it('its own creature: on the stack after the block, and it resolves', () => {
    const r = evaluate({
      cards: { c: { ...RUNNER, zone: 'battlefield' }, e: { ...ELK, zone: 'battlefield', owner: 'opponent' } },
      actions: [
        { do: 'attack', cards: ['c'] },
        { do: 'block', blocks: [{ blocker: 'e', attacker: 'c' }] },
      ],
      ask: [{ q: 'stack' }, { q: 'triggerCount', of: 'c' }],
    })
    expect(r.answers[0]).toMatchObject({ value: ['c:trigger'], supported: true })
    expect(r.answers[1]).toMatchObject({ value: 1, supported: true })
    const after = evaluate({
      cards: { c: { ...RUNNER, zone: 'battlefield' }, e: { ...ELK, zone: 'battlefield', owner: 'opponent' } },
      actions: [{ do: 'attack', cards: ['c'] }, { do: 'block', blocks: [{ blocker: 'e', attacker: 'c' }] }, { do: 'resolve' }],
      ask: [{ q: 'lifeTotal', of: 'you' }],
    })
    expect(after.answers[0]).toMatchObject({ value: 22, supported: true })
  })

  it('an Aura\'s "enchanted creature": when the creature it enchants becomes blocked, not another', () => {
    const cards = {
      b: { ...BEAR, zone: 'battlefield' as const },
      b2: { ...BEAR, name: 'Plain Cub', zone: 'battlefield' as const },
      a: { ...CHARM, zone: 'battlefield' as const, attachedTo: 'b' },
      e: { ...ELK, zone: 'battlefield' as const, owner: 'opponent' },
    }
    const enchanted = evaluate({
      cards,
      actions: [
        { do: 'attack', cards: ['b', 'b2'] },
        { do: 'block', blocks: [{ blocker: 'e', attacker: 'b' }] },
      ],
      ask: [{ q: 'triggerCount', of: 'a' }],
    })
    expect(enchanted.answers[0]).toMatchObject({ value: 1, supported: true })
    const other = evaluate({
      cards,
      actions: [
        { do: 'attack', cards: ['b', 'b2'] },
        { do: 'block', blocks: [{ blocker: 'e', attacker: 'b2' }] },
      ],
      ask: [{ q: 'triggerCount', of: 'a' }],
    })
    expect(other.answers[0]).toMatchObject({ value: 0, supported: true })
  })

  it('one it can\'t read ("it" is the enchanted creature) blocks nothing when no creature became blocked', () => {
    const r = evaluate({
      cards: {
        b: { ...BEAR, zone: 'battlefield' },
        h: { ...HARNESS, zone: 'battlefield', attachedTo: 'b' },
        e: { ...ELK, zone: 'battlefield', owner: 'opponent' },
      },
      actions: [
        { do: 'attack', cards: ['b'] },
        { do: 'block', blocks: [] },
      ],
      ask: [{ q: 'stack' }],
    })
    expect(r.answers[0]).toMatchObject({ value: [], supported: true })
  })
})
