// Where an object is, in doubt, for every question and action that names it (issue 25): every zone change
// makes a new object (CR 400.7), only spells and permanents have controllers (108.4), a spell is cast from
// where its card is (601.2a), a step ends only with the stack empty (500.2). The dispatcher consults the
// doubts on the zone of each object a question names (questions/module.ts locatedObjects), and the action
// loop those of each object an action names, so no module can forget them. Each card is inline.
import { describe, expect, it } from 'vitest'
import { evaluate, type CardCharacteristics, type Scenario } from '../../src/engine/index.js'
import { PLAIN_BEAR as BEAR } from './support/vanilla.js'

const run = (s: Scenario) => evaluate(s)

/** An opaque trigger that would move a creature that died under another player's control (CR 603.2, 603.7). */
const BETRAYER: CardCharacteristics = {
  name: 'Odd Betrayer',
  manaCost: '{4}{B}',
  typeLine: 'Enchantment',
  oracleText:
    "Whenever a creature you don't control dies, return it to the battlefield under your control with an additional +1/+1 counter on it at the beginning of the next end step.",
}

/** A replacement effect on where cards go, as a static ability of a permanent (CR 614.1a). */
const DETOUR: CardCharacteristics = {
  name: 'Odd Detour',
  manaCost: '{2}{U}',
  typeLine: 'Enchantment',
  oracleText: 'If a creature would be put into a graveyard from the battlefield, its owner may put it on top of their library instead.',
}

const BOLT: CardCharacteristics = {
  name: 'Plain Bolt',
  manaCost: '{R}',
  typeLine: 'Instant',
  oracleText: 'Plain Bolt deals 1 damage to any target.',
}

/** An enters trigger whose effect the engine doesn't carry out: it may move a spell off the stack (CR 400.7). */
const SNATCHER: CardCharacteristics = {
  name: 'Odd Snatcher',
  manaCost: '{1}{W}{W}',
  typeLine: 'Creature — Bird',
  oracleText: 'Flash\nWhen Odd Snatcher enters, exile target spell. It becomes plotted.',
  power: '2',
  toughness: '1',
}

describe('the doubts on where an object is reach every question and action that names it', () => {
  it('controller: a creature an unread trigger may have returned has no confident controller; its owner stays known (CR 108.4, 108.3)', () => {
    const r = run({
      cards: {
        gv: { ...BETRAYER, zone: 'battlefield' },
        b: { ...BEAR, zone: 'battlefield', owner: 'opponent' },
      },
      turn: { active: 'you', step: 'precombatMain' },
      actions: [{ do: 'move', card: 'b', to: 'graveyard' }, { do: 'resolve' }, { do: 'advanceTo', step: 'end' }, { do: 'resolve' }],
      ask: [
        { q: 'controller', of: 'b' },
        { q: 'owner', of: 'b' },
        { q: 'zone', of: 'b' },
      ],
    }).answers
    expect(r[0]).toMatchObject({ supported: false, value: null })
    expect(r[1]).toMatchObject({ supported: true, value: 'opponent' })
    expect(r[2]).toMatchObject({ supported: false })
  })

  it('casting from exile: a spell an unread trigger may have exiled is not confidently "still on the stack" (CR 601.2a)', () => {
    const s: Scenario = {
      cards: {
        bz: { ...BOLT, zone: 'hand' },
        sn: { ...SNATCHER, zone: 'hand' },
      },
      turn: { active: 'you', step: 'precombatMain' },
      actions: [
        { do: 'cast', card: 'bz', targets: ['opponent'] },
        { do: 'cast', card: 'sn' },
        { do: 'resolve' },
        { do: 'chooseTargets', card: 'sn:trigger', targets: ['bz'] },
        { do: 'resolve' },
        {
          do: 'cast',
          card: 'bz',
          from: 'exile',
          targets: ['opponent'],
          id: 'c',
        },
      ],
      ask: [{ q: 'legal', of: 'c' }, { q: 'stack' }],
    }
    const r = run(s)
    expect(r.answers[0]).toMatchObject({ supported: false, legal: null })
    expect(r.answers[1]).toMatchObject({ supported: false, value: null })
  })

  it('advanceTo refused because the stack is not empty rests on what is on it; the step then rests on it too (CR 500.2, 500.1)', () => {
    const r = run({
      cards: {
        bz: { ...BOLT, zone: 'hand' },
        sn: { ...SNATCHER, zone: 'hand' },
      },
      turn: { active: 'you', step: 'precombatMain' },
      actions: [
        { do: 'cast', card: 'bz', targets: ['opponent'] },
        { do: 'cast', card: 'sn' },
        { do: 'resolve' },
        { do: 'chooseTargets', card: 'sn:trigger', targets: ['bz'] },
        { do: 'resolve' },
        { do: 'advanceTo', step: 'end' },
      ],
      ask: [{ q: 'phase' }],
    })
    expect(r.actions[5]).toMatchObject({ supported: false, legal: null })
    expect(r.answers[0]).toMatchObject({ supported: false, value: null })
    // with nothing in doubt, the same refusal is a confident one
    const plain = run({
      cards: { bz: { ...BOLT, zone: 'hand' } },
      turn: { active: 'you', step: 'precombatMain' },
      actions: [
        { do: 'cast', card: 'bz', targets: ['opponent'] },
        { do: 'advanceTo', step: 'end' },
      ],
      ask: [{ q: 'phase' }],
    })
    expect(plain.actions[1]).toMatchObject({ supported: true, legal: false })
    expect(plain.answers[0]).toMatchObject({
      supported: true,
      value: 'precombatMain',
    })
  })

  it("a static replacement effect on where cards go doesn't doubt an object that never moved, but does one that did (CR 614.1, 400.7)", () => {
    const r = run({
      cards: {
        d: { ...DETOUR, zone: 'battlefield' },
        b: { ...BEAR, zone: 'battlefield' },
        e: { ...BEAR, zone: 'battlefield' },
      },
      actions: [{ do: 'dealDamage', to: 'e', amount: 2 }],
      ask: [
        { q: 'zone', of: 'b' },
        { q: 'isTapped', of: 'b' },
        { q: 'counters', of: 'b' },
        { q: 'zone', of: 'e' },
        { q: 'controller', of: 'e' },
      ],
    }).answers
    expect(r[0]).toMatchObject({ supported: true, value: 'battlefield' })
    expect(r[1]).toMatchObject({ supported: true, value: false })
    expect(r[2]).toMatchObject({ supported: true })
    expect(r[3]).toMatchObject({ supported: false, value: null })
    expect(r[4]).toMatchObject({ supported: false, value: null })
  })
})
