// Triggered abilities the engine doesn't carry out are never taken as absent. An action naming "X:trigger"
// that isn't on the stack, while X has a triggered ability whose event the engine can't rule out, is in
// doubt rather than illegal (CR 603.2, 603.3). A triggered keyword the engine doesn't model (CR 702) still
// triggers on the event its rule names and goes on the stack as an opaque object (603.3, 603.3b), so the
// abilities put there with it can be ordered. Each card here is inline.
import { describe, expect, it } from 'vitest'
import { evaluate, ScenarioError, type CardCharacteristics } from '../../src/engine/index.js'
import { PLAIN_BEAR as BEAR, PLAIN_ELK as ELK } from './support/vanilla.js'

const ODD_HARNESS: CardCharacteristics = {
  name: 'Odd Harness',
  manaCost: '{1}{R}',
  typeLine: 'Enchantment — Aura',
  // "becomes blocked" is an event the engine doesn't announce: it can't rule the trigger out
  oracleText: 'Enchant creature\nWhenever enchanted creature becomes blocked, it deals 1 damage to target creature.',
}
const WATCHER: CardCharacteristics = {
  name: 'Odd Watcher',
  manaCost: '{1}{W}',
  typeLine: 'Enchantment',
  oracleText: 'Whenever a creature you control attacks, you gain 1 life.',
}
const creature = (name: string, text: string): CardCharacteristics => ({
  name,
  manaCost: '{2}{R}',
  typeLine: 'Creature — Warrior',
  oracleText: text,
  power: '2',
  toughness: '2',
})

describe('an ability named on the stack that the engine may not have seen trigger (CR 603.2, 603.3)', () => {
  const combat = {
    cards: {
      b: { ...BEAR, zone: 'battlefield' as const },
      h: { ...ODD_HARNESS, zone: 'battlefield' as const, attachedTo: 'b' },
      e: { ...ELK, zone: 'battlefield' as const, owner: 'opponent' },
    },
  }

  it("choosing targets for an Aura's trigger the engine can't follow is in doubt, not illegal", () => {
    const r = evaluate({
      ...combat,
      actions: [
        { do: 'attack', cards: ['b'] },
        { do: 'block', blocks: [{ blocker: 'e', attacker: 'b' }] },
        { do: 'chooseTargets', card: 'h:trigger', targets: ['e'], id: 't' },
      ],
      ask: [{ q: 'legal', of: 't' }],
    })
    expect(r.answers[0]).toMatchObject({ value: null, legal: null, supported: false })
    expect(r.answers[0]!.because).toContain('h:trigger')
  })

  it('a source with no triggered ability: its "trigger" is still not on the stack, answered (no over-broad doubt)', () => {
    const r = evaluate({
      ...combat,
      actions: [
        { do: 'attack', cards: ['b'] },
        { do: 'chooseTargets', card: 'e:trigger', targets: ['b'], id: 't' },
      ],
      ask: [{ q: 'legal', of: 't' }],
    })
    expect(r.answers[0]).toMatchObject({ value: false, legal: false, supported: true })
  })
})

describe('a triggered keyword the engine does not model triggers and goes on the stack, opaque (CR 702, 603.3)', () => {
  it('battle cry (CR 702.91a) triggers as its creature attacks: it can be ordered with the other attack trigger', () => {
    const scenario = {
      cards: {
        c: { ...creature('Odd Crier', 'Battle cry'), zone: 'battlefield' as const },
        w: { ...WATCHER, zone: 'battlefield' as const },
      },
      actions: [
        { do: 'attack' as const, cards: ['c'] },
        { do: 'orderTriggers' as const, order: ['w:trigger', 'c:trigger'] },
      ],
      ask: [{ q: 'stack' as const }, { q: 'triggerCount' as const, of: 'c' }],
    }
    let r: ReturnType<typeof evaluate> | undefined
    expect(() => {
      r = evaluate(scenario)
    }).not.toThrow(ScenarioError)
    expect(r!.actions[1]).toMatchObject({ legal: true, supported: true })
    expect(r!.answers[0]).toMatchObject({ supported: true })
    expect(r!.answers[0]!.value).toEqual(['c:trigger', 'w:trigger'])
    expect(r!.answers[1]).toMatchObject({ value: 1, supported: true })
  })

  it('once it resolves, what its effect could change is in doubt (CR 608.2)', () => {
    const r = evaluate({
      cards: {
        c: { ...creature('Odd Raider', 'Mobilize 2'), zone: 'battlefield' },
        b: { ...BEAR, zone: 'battlefield' },
      },
      actions: [{ do: 'attack', cards: ['c'] }, { do: 'resolve' }],
      ask: [{ q: 'stack' }, { q: 'triggerCount' }],
    })
    expect(r.actions[1]).toMatchObject({ legal: true, supported: true })
    // the Warrior tokens it makes enter: what triggered afterwards, and so the stack, rest on an effect the engine didn't carry out
    expect(r.answers[0]).toMatchObject({ value: null, supported: false })
    expect(r.answers[1]).toMatchObject({ value: null, supported: false })
  })

  it('an enters keyword (exploit, CR 702.110a) triggers as its permanent enters', () => {
    const r = evaluate({
      cards: { c: creature('Odd Exploiter', 'Exploit') },
      actions: [{ do: 'cast', card: 'c' }, { do: 'resolve' }],
      ask: [{ q: 'triggerCount', of: 'c' }, { q: 'stack' }],
    })
    expect(r.answers[0]).toMatchObject({ value: 1, supported: true })
    expect(r.answers[1]).toMatchObject({ value: ['c:trigger'], supported: true })
  })
})
