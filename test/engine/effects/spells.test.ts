// Spell effects read from real cards' Oracle text and carried out as they resolve (src/engine/effects),
// each citing its rule; real cards' rulings where the corpus has them.
import { describe, expect, it } from 'vitest'
import { loadCards } from '../support/cards.js'
import { engineWith, rules, values } from '../support/run.js'

const pool = loadCards([
  'Lightning Bolt',
  'Divination',
  'Murder',
  'Giant Growth',
  'Raise the Alarm',
  'Opt',
  'Disfigure',
  'Twisted Image',
  'Zombify',
  'Pyroclasm',
  'Day of Judgment',
  'Vapor Snag',
  'Befuddle',
  'Spectral Procession',
  'Sign in Blood',
])
const run = engineWith(pool)
const ruling = (card: string, start: string) => {
  const r = pool[card]!.rulings.find((x) => x.text.startsWith(start))
  expect(r, `${card} has a ruling starting "${start}"`).toBeDefined()
  return r!.text
}
const bear = (extra: Record<string, unknown> = {}) => ({
  name: 'Test Bear',
  manaCost: '{1}{G}',
  typeLine: 'Creature — Bear',
  oracleText: '',
  power: '2',
  toughness: '2',
  zone: 'battlefield' as const,
  ...extra,
})
const lib = (name: string) => ({ name, manaCost: null, typeLine: 'Basic Land — Forest', oracleText: '', zone: 'library' as const })

describe('spell effects (CR 608.2c)', () => {
  it('CR 120.3a, 120.3e: Lightning Bolt deals 3 damage to a player or a creature; the creature dies to 704.5g', () => {
    const r = run({
      cards: { bolt: 'Lightning Bolt', bolt2: 'Lightning Bolt', bear: bear({ owner: 'opponent' }) },
      actions: [
        { do: 'cast', card: 'bolt', targets: ['opponent'] },
        { do: 'resolve' },
        { do: 'cast', card: 'bolt2', targets: ['bear'] },
        { do: 'resolve' },
      ],
      ask: [
        { q: 'lifeTotal', of: 'opponent' },
        { q: 'zone', of: 'bear' },
        { q: 'zone', of: 'bolt' },
      ],
    })
    expect(values(r)).toEqual([17, 'graveyard', 'graveyard'])
    expect(rules(r.answers[1]!)).toContain('704.5g')
  })

  it("CR 601.2c, 115.4: a target that isn't what the text says is illegal (Murder on a player, Bolt on a land)", () => {
    const r = run({
      cards: {
        murder: 'Murder',
        bolt: 'Lightning Bolt',
        forest: { name: 'Forest', manaCost: null, typeLine: 'Basic Land — Forest', oracleText: '', zone: 'battlefield' },
      },
      actions: [
        { do: 'cast', card: 'murder', targets: ['opponent'], id: 'm' },
        { do: 'cast', card: 'bolt', targets: ['forest'], id: 'b' },
        { do: 'cast', card: 'bolt', targets: [], id: 'none' },
      ],
      ask: [
        { q: 'legal', of: 'm' },
        { q: 'legal', of: 'b' },
        { q: 'legal', of: 'none' },
      ],
    })
    expect(values(r)).toEqual([false, false, false])
    expect(rules(r.answers[0]!)).toContain('601.2c')
  })

  it('CR 701.8a, 702.12b: Murder destroys; an indestructible creature survives; Day of Judgment destroys all', () => {
    const r = run({
      cards: {
        murder: 'Murder',
        murder2: 'Murder',
        dog: 'Day of Judgment',
        a: bear(),
        b: bear({ name: 'Steel Bear', counters: { indestructible: 1 } }),
        c: bear({ name: 'Other Bear', owner: 'opponent' }),
      },
      actions: [
        { do: 'cast', card: 'murder', targets: ['a'] },
        { do: 'resolve' },
        { do: 'cast', card: 'murder2', targets: ['b'] },
        { do: 'resolve' },
        { do: 'cast', card: 'dog' },
        { do: 'resolve' },
      ],
      ask: [
        { q: 'zone', of: 'a' },
        { q: 'zone', of: 'b' },
        { q: 'zone', of: 'c' },
      ],
    })
    expect(values(r)).toEqual(['graveyard', 'battlefield', 'graveyard'])
    expect(r.actions[3]!.because).toContain('702.12b')
  })

  it('CR 121.1: Divination draws the top two cards; CR 701.22a: Opt scries then draws', () => {
    const r = run({
      cards: { div: 'Divination', opt: 'Opt', l1: lib('Forest A'), l2: lib('Forest B'), l3: lib('Forest C'), l4: lib('Forest D') },
      actions: [
        { do: 'cast', card: 'div' },
        { do: 'resolve' },
        { do: 'cast', card: 'opt' },
        { do: 'resolve', choices: { bottom: ['l3'] } },
      ],
      ask: [
        { q: 'zone', of: 'l1' },
        { q: 'zone', of: 'l2' },
        { q: 'zone', of: 'l3' },
        { q: 'zone', of: 'l4' },
      ],
    })
    // l3 went to the bottom, so Opt drew l4
    expect(values(r)).toEqual(['hand', 'hand', 'library', 'hand'])
    expect(r.actions[3]!.because).toContain('701.22a')
  })

  it("CR 613.4c, 611.2a: Giant Growth gives +3/+3; Disfigure's -2/-2 kills a 2/2 (704.5f)", () => {
    const r = run({
      cards: { gg: 'Giant Growth', dis: 'Disfigure', a: bear(), b: bear({ name: 'Other Bear' }) },
      actions: [
        { do: 'cast', card: 'gg', targets: ['a'] },
        { do: 'resolve' },
        { do: 'cast', card: 'dis', targets: ['b'] },
        { do: 'resolve' },
      ],
      ask: [
        { q: 'power', of: 'a' },
        { q: 'toughness', of: 'a' },
        { q: 'zone', of: 'b' },
      ],
    })
    expect(values(r)).toEqual([5, 5, 'graveyard'])
    expect(rules(r.answers[0]!)).toContain('613.4c')
  })

  it('Twisted Image rulings: switching applies after all other effects (CR 613.4d); nonlethal damage may become lethal', () => {
    ruling('Twisted Image', 'Effects that switch a creature')
    ruling('Twisted Image', 'Because damage remains marked on a creature')
    const wall = bear({ name: 'Test Wall', power: '0', toughness: '3', damage: 1 })
    const r = run({
      cards: { ti: 'Twisted Image', gg: 'Giant Growth', w: wall, l1: lib('Forest A') },
      actions: [
        { do: 'cast', card: 'gg', targets: ['w'] },
        { do: 'resolve' },
        { do: 'cast', card: 'ti', targets: ['w'] },
        { do: 'resolve' },
      ],
      // 0/3 +3/+3 = 3/6, switched: 6/3, 1 damage: survives; and Twisted Image drew a card
      ask: [
        { q: 'power', of: 'w' },
        { q: 'toughness', of: 'w' },
        { q: 'zone', of: 'l1' },
      ],
    })
    expect(values(r)).toEqual([6, 3, 'hand'])
    expect(rules(r.answers[0]!)).toEqual(expect.arrayContaining(['613.4c', '613.4d']))
    // a 0/3 with 1 damage switched is 3/0: it dies (704.5f)
    const dies = run({
      cards: { ti: 'Twisted Image', w: bear({ name: 'Test Wall', power: '0', toughness: '3', damage: 1 }) },
      actions: [{ do: 'cast', card: 'ti', targets: ['w'] }, { do: 'resolve' }],
      ask: [{ q: 'zone', of: 'w' }],
    })
    expect(values(dies)).toEqual(['graveyard'])
  })

  it("Befuddle ruling: if the target is illegal as it resolves, it doesn't resolve and you don't draw (CR 608.2b)", () => {
    ruling('Befuddle', 'If the target creature is an illegal target')
    const r = run({
      cards: { bef: 'Befuddle', murder: 'Murder', a: bear(), l1: lib('Forest A') },
      actions: [
        { do: 'cast', card: 'bef', targets: ['a'] },
        { do: 'cast', card: 'murder', targets: ['a'] },
        { do: 'resolve' },
        { do: 'resolve' },
      ],
      ask: [
        { q: 'zone', of: 'l1' },
        { q: 'zone', of: 'bef' },
      ],
    })
    expect(values(r)).toEqual(['library', 'graveyard'])
    expect(r.actions[3]!.because).toContain('608.2b')
  })

  it('CR 111.2–111.4: Raise the Alarm creates two 1/1 Soldier tokens; Spectral Procession three with flying', () => {
    const r = run({
      cards: { rta: 'Raise the Alarm', sp: 'Spectral Procession' },
      actions: [
        { do: 'cast', card: 'rta' },
        { do: 'resolve', id: 'r1' },
        { do: 'cast', card: 'sp' },
        { do: 'resolve', id: 'r2' },
      ],
      ask: [{ q: 'legal', of: 'r1' }],
    })
    expect(r.answers[0]!.value).toBe(true)
    expect(r.actions[1]!.because).toMatch(/created 2 1\/1 Soldier tokens named "Soldier Token"/)
    expect(r.actions[3]!.because).toMatch(/created 3 1\/1 Spirit tokens .*with flying/)
  })

  it('CR 400.7: Zombify returns a creature card from your graveyard to the battlefield; Vapor Snag bounces and its controller loses 1 life', () => {
    const r = run({
      cards: { z: 'Zombify', vs: 'Vapor Snag', dead: bear({ zone: 'graveyard' }), theirs: bear({ name: 'Their Bear', owner: 'opponent' }) },
      actions: [
        { do: 'cast', card: 'z', targets: ['dead'] },
        { do: 'resolve' },
        { do: 'cast', card: 'vs', targets: ['theirs'] },
        { do: 'resolve' },
      ],
      ask: [
        { q: 'zone', of: 'dead' },
        { q: 'zone', of: 'theirs' },
        { q: 'lifeTotal', of: 'opponent' },
      ],
    })
    expect(values(r)).toEqual(['battlefield', 'hand', 19])
  })

  it('CR 120.3e: Pyroclasm deals 2 damage to each creature', () => {
    const r = run({
      cards: { p: 'Pyroclasm', a: bear(), b: bear({ name: 'Big Bear', power: '3', toughness: '3', owner: 'opponent' }) },
      actions: [{ do: 'cast', card: 'p' }, { do: 'resolve' }],
      ask: [
        { q: 'zone', of: 'a' },
        { q: 'damageMarked', of: 'b' },
      ],
    })
    expect(values(r)).toEqual(['graveyard', 2])
  })

  it("an effect the engine can't carry out stays unsupported: Bolt resolved without a target, Sign in Blood's compound sentence", () => {
    const r = run({
      cards: { bolt: 'Lightning Bolt', sib: 'Sign in Blood' },
      actions: [{ do: 'cast', card: 'bolt' }, { do: 'resolve' }, { do: 'cast', card: 'sib', targets: ['opponent'], id: 's' }],
      ask: [
        { q: 'lifeTotal', of: 'opponent' },
        { q: 'zone', of: 'bolt' },
        { q: 'legal', of: 's' },
      ],
    })
    expect(r.answers[0]).toMatchObject({ value: null, supported: false })
    expect(r.answers[1]).toMatchObject({ value: 'graveyard', supported: true })
    expect(r.answers[2]).toMatchObject({ value: null, supported: false })
  })
})
