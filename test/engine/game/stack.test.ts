// The stack (CR 405, 603, 608, 602): triggered abilities put on the stack the next time a player
// would receive priority, in APNAP order and their controller's order; resolving them; intervening
// "if"; leaves-the-battlefield look-back; activated abilities with costs; countering spells and
// abilities. Real cards from the shared MTGJSON files, their rulings quoted as stored there.
import { describe, expect, it } from 'vitest'
import type { Scenario } from '../../../src/engine/index.js'
import { loadCards } from '../support/cards.js'
import { engineWith, rules, values } from '../support/run.js'

const pool = loadCards([
  'Grizzly Bears',
  'Flametongue Kavu',
  'Perilous Myr',
  'Stifle',
  'Shock',
  'Counterspell',
  'Abrupt Decay',
  'Prodigal Pyromancer',
  'Mogg Fanatic',
  'Verazol, the Split Current',
])
const run = engineWith(pool)
const ruling = (card: string, start: string) => {
  const r = pool[card]!.rulings.find((x) => x.text.startsWith(start))
  expect(r, `${card} has a ruling starting "${start}"`).toBeDefined()
  return r!.text
}
const bf = (card: string, extra: Record<string, unknown> = {}) => ({ card, zone: 'battlefield' as const, ...extra })
const theirs = { owner: 'opponent', controller: 'opponent' }

describe('triggered abilities on the stack (CR 603.3, 608)', () => {
  it('CR 603.3, 608.2: an enters trigger goes on the stack, its target is chosen, it resolves and a state-based action follows (Flametongue Kavu)', () => {
    const r = run({
      cards: { fk: { card: 'Flametongue Kavu', zone: 'hand' }, bears: bf('Grizzly Bears', theirs) },
      actions: [
        { do: 'putOntoBattlefield', card: 'fk' },
        { do: 'chooseTargets', card: 'fk:trigger', targets: ['bears'] },
        { do: 'resolve', card: 'fk:trigger' },
      ],
      ask: [{ q: 'stack' }, { q: 'zone', of: 'bears' }, { q: 'triggerCount', of: 'fk' }, { q: 'zone', of: 'fk:trigger' }],
    })
    expect(r.actions.map((a) => a.legal)).toEqual([true, true, true])
    expect(r.actions[0]!.because).toContain('Triggered abilities went on the stack')
    expect(rules(r.actions[0]!)).toEqual(expect.arrayContaining(['603.3', '117.5']))
    expect(r.actions[2]!.because).toContain('Flametongue Kavu dealt 4 damage to Grizzly Bears')
    expect(r.actions[2]!.because).toContain('destroyed (CR 704.5g)')
    expect(rules(r.actions[2]!)).toEqual(expect.arrayContaining(['608.2', '608.2n', '704.5g']))
    expect(values(r)).toEqual([[], 'graveyard', 1, null])
    expect(r.answers.every((a) => a.supported)).toBe(true)
  })

  it('the stack question lists the trigger on top of nothing else, with its controller; targets shows what it targets', () => {
    const r = run({
      cards: { fk: { card: 'Flametongue Kavu', zone: 'hand' }, bears: bf('Grizzly Bears', theirs) },
      actions: [
        { do: 'putOntoBattlefield', card: 'fk' },
        { do: 'chooseTargets', card: 'fk:trigger', targets: ['bears'] },
      ],
      ask: [{ q: 'stack' }, { q: 'targets', of: 'fk:trigger' }],
    })
    expect(r.answers[0]).toMatchObject({ value: ['fk:trigger'], supported: true })
    expect(r.answers[0]!.detail).toMatchObject({
      objects: [{ ref: 'fk:trigger', kind: 'triggered ability', controller: 'you', targets: ['bears'] }],
    })
    expect(r.answers[1]).toMatchObject({ value: ['bears'], supported: true, detail: { targets: [{ target: 'bears', legal: true }] } })
  })

  it('Flametongue Kavu: "Flametongue Kavu\'s ability can target itself. If it\'s the only creature on the battlefield as its ability triggers, its ability must target itself."', () => {
    ruling('Flametongue Kavu', 'Flametongue Kavu’s ability can target itself.')
    const r = run({
      cards: { fk: { card: 'Flametongue Kavu', zone: 'hand' } },
      actions: [{ do: 'putOntoBattlefield', card: 'fk' }, { do: 'chooseTargets', card: 'fk:trigger', targets: ['fk'] }, { do: 'resolve' }],
      ask: [
        { q: 'zone', of: 'fk' },
        { q: 'canTarget', of: 'fk:trigger', target: 'opponent' },
      ],
    })
    expect(r.actions.map((a) => a.legal)).toEqual([true, true, true])
    expect(values(r)[0]).toBe('graveyard')
  })

  it('CR 603.3d: a triggered ability with no legal target is removed from the stack', () => {
    const r = run({
      cards: { fk: { card: 'Flametongue Kavu', zone: 'hand' } },
      actions: [
        { do: 'move', card: 'fk', to: 'battlefield' },
        { do: 'move', card: 'fk', to: 'graveyard' },
      ],
      ask: [{ q: 'stack' }],
    })
    // a move onto the battlefield still triggers it; with Flametongue Kavu there it can target itself
    expect(r.answers[0]!.value).toEqual(['fk:trigger'])
    const inline = run({
      cards: {
        bolt: {
          name: 'Sparkmage',
          manaCost: '{R}',
          typeLine: 'Enchantment',
          oracleText: 'When Sparkmage enters, it deals 1 damage to target creature an opponent controls.',
          zone: 'hand',
        },
      },
      actions: [{ do: 'putOntoBattlefield', card: 'bolt' }],
      ask: [{ q: 'stack' }, { q: 'triggerCount', of: 'bolt' }],
    })
    expect(inline.actions[0]!.because).toContain('removed from the stack (CR 603.3d)')
    expect(values(inline)).toEqual([[], 1])
  })

  it('CR 603.10a: a dies trigger looks back; Perilous Myr deals its damage from the graveyard', () => {
    const r = run({
      cards: { myr: bf('Perilous Myr') },
      actions: [
        { do: 'dealDamage', to: 'myr', amount: 2 },
        { do: 'chooseTargets', card: 'myr:trigger', targets: ['opponent'] },
        { do: 'resolve' },
      ],
      ask: [{ q: 'zone', of: 'myr' }, { q: 'lifeTotal', of: 'opponent' }, { q: 'stack' }],
    })
    expect(r.actions[0]!.because).toContain('Perilous Myr')
    expect(rules(r.actions[0]!)).toContain('603.10a')
    expect(values(r)).toEqual(['graveyard', 18, []])
  })

  it('Perilous Myr: "If your life total is brought to 0 or less at the same time that Perilous Myr is dealt lethal damage, you lose the game before its triggered ability resolves."', () => {
    ruling('Perilous Myr', 'If your life total is brought to 0 or less at the same time')
    const r = run({
      cards: { myr: bf('Perilous Myr', { damage: 2 }) },
      life: { you: 0 },
      ask: [{ q: 'hasLost' }, { q: 'zone', of: 'myr' }, { q: 'stack' }],
    })
    // both state-based actions at once (CR 704.3); triggers go on the stack only after them (CR 117.5),
    // and by then you have left the game, taking your abilities with you (CR 800.4a)
    expect(values(r)).toEqual([true, 'graveyard', []])
    expect(rules(r.answers[2]!)).toContain('405.1')
  })

  it("CR 101.4, 603.3b: APNAP — the active player puts their triggers on the stack first, so the other player's resolve first", () => {
    const r = run({
      cards: { mine: bf('Perilous Myr', { damage: 2 }), yours: bf('Perilous Myr', { ...theirs, damage: 2 }) },
      ask: [{ q: 'stack' }],
    })
    expect(r.answers[0]).toMatchObject({ value: ['yours:trigger', 'mine:trigger'], supported: true })
    expect(rules(r.answers[0]!)).toEqual(expect.arrayContaining(['405.2']))
  })

  it('CR 603.3b: a player chooses the order of their own triggers put on the stack at the same time (orderTriggers)', () => {
    const scenario = (order?: string[]): Scenario => ({
      cards: { a: bf('Perilous Myr'), b: bf('Perilous Myr') },
      actions: [
        { do: 'dealDamage', to: 'a', amount: 0 },
        { do: 'putCounters', card: 'a', kind: '-1/-1', amount: 1 },
        ...(order ? [{ do: 'orderTriggers' as const, order, id: 'o' }] : []),
      ],
      ask: [{ q: 'stack' }],
    })
    // one dies alone: one trigger
    expect(run(scenario()).answers[0]!.value).toEqual(['a:trigger'])
    const both = (order?: string[]): Scenario => ({
      cards: { a: bf('Perilous Myr', { damage: 2 }), b: bf('Perilous Myr', { damage: 2 }) },
      actions: order ? [{ do: 'orderTriggers', order, id: 'o' }] : [],
      ask: [{ q: 'stack' }, ...(order ? [{ q: 'legal' as const, of: 'o' }] : [])],
    })
    expect(run(both()).answers[0]!.value).toEqual(['b:trigger', 'a:trigger'])
    const chosen = run(both(['b:trigger', 'a:trigger']))
    expect(values(chosen)).toEqual([['a:trigger', 'b:trigger'], true])
    expect(rules(chosen.answers[1]!)).toContain('603.3b')
    expect(() => run(both(['a:trigger']))).toThrow(/name each of/)
  })

  it('CR 603.4: an intervening "if" is checked when it triggers and again on resolution (kicked enters trigger)', () => {
    const card = {
      name: 'Kicked Sparker',
      manaCost: '{R}',
      typeLine: 'Creature — Goblin',
      oracleText: 'Kicker {1}{R}\nWhen Kicked Sparker enters, if it was kicked, it deals 2 damage to any target.',
      power: '1',
      toughness: '1',
    }
    const kicked = run({
      cards: { k: card },
      actions: [
        { do: 'cast', card: 'k', kicker: true },
        { do: 'resolve' },
        { do: 'chooseTargets', card: 'k:trigger', targets: ['opponent'] },
        { do: 'resolve' },
      ],
      ask: [{ q: 'lifeTotal', of: 'opponent' }],
    })
    expect(kicked.actions.map((a) => a.legal)).toEqual([true, true, true, true])
    expect(kicked.actions[3]!.because).toContain('checked again as it resolves, and still holds (CR 603.4)')
    expect(values(kicked)).toEqual([18])
    const unkicked = run({
      cards: { k: card },
      actions: [{ do: 'cast', card: 'k' }, { do: 'resolve' }],
      ask: [{ q: 'stack' }, { q: 'triggerCount', of: 'k' }],
    })
    expect(values(unkicked)).toEqual([[], 0])
  })

  it("a triggered ability whose effect the engine can't carry out still goes on the stack, above the spell, as an opaque object (CR 603.3; Verazol)", () => {
    const scenario = (resolveIt: boolean) => ({
      cards: {
        v: bf('Verazol, the Split Current', { counters: { '+1/+1': 2 } }),
        k: {
          name: 'Kicked Bolt',
          manaCost: '{R}',
          typeLine: 'Instant',
          oracleText: 'Kicker {1}\nKicked Bolt deals 3 damage to any target.',
        },
      },
      actions: [
        { do: 'cast' as const, card: 'k', kicker: true, targets: ['opponent'] },
        ...(resolveIt ? [{ do: 'resolve' as const }] : []),
      ],
      ask: [{ q: 'stack' as const }, { q: 'triggerCount' as const, of: 'v' }, { q: 'counters' as const, of: 'v', kind: '+1/+1' }],
    })
    const r = run(scenario(false))
    // its controller, its place (on top of the spell that triggered it) and its timing are known
    expect(r.answers[0]).toMatchObject({ value: ['v:trigger', 'k'], supported: true })
    expect(r.answers[1]).toMatchObject({ value: 1, supported: true })
    // it hasn't resolved: Verazol's counters are still the ones it had
    expect(r.answers[2]).toMatchObject({ value: 2, supported: true })
    // once it resolves, what its effect could change is unsupported: its counters, and the stack — a copy
    // of the spell may be on it (CR 707.10), and removing counters is an event a trigger may see (603.2)
    const after = run(scenario(true))
    expect(after.actions[1]!.because).toContain("Verazol, the Split Current's triggered ability")
    expect(after.answers[0]).toMatchObject({ value: null, supported: false })
    expect(after.answers[2]).toMatchObject({ value: null, supported: false })
  })
})

describe('activated abilities (CR 602)', () => {
  it('CR 602.2, 302.6, 107.5: {T}: deal 1 damage — not while summoning sick, then once, tapping it (Prodigal Pyromancer)', () => {
    const r = run({
      cards: { pyro: bf('Prodigal Pyromancer', { summoningSick: true }) },
      actions: [
        { do: 'activate', card: 'pyro', targets: ['opponent'], id: 'sick' },
        { do: 'beginTurn' },
        { do: 'activate', card: 'pyro', targets: ['opponent'], id: 'ok' },
        { do: 'activate', card: 'pyro', targets: ['opponent'], id: 'again' },
        { do: 'resolve', card: 'pyro:ability' },
      ],
      ask: [
        { q: 'legal', of: 'sick' },
        { q: 'legal', of: 'ok' },
        { q: 'legal', of: 'again' },
        { q: 'lifeTotal', of: 'opponent' },
        { q: 'canActivate', of: 'pyro' },
      ],
    })
    expect(values(r)).toEqual([false, true, false, 19, false])
    expect(rules(r.answers[0]!)).toContain('302.6')
    expect(rules(r.answers[2]!)).toContain('107.5')
    expect(r.actions[2]!.because).toContain('was tapped to pay {T} (CR 107.5)')
  })

  it("CR 113.7a: a sacrificed source's ability still resolves (Mogg Fanatic), using its last known information", () => {
    const r = run({
      cards: { fanatic: bf('Mogg Fanatic'), bears: bf('Grizzly Bears', { ...theirs, damage: 1 }) },
      actions: [{ do: 'activate', card: 'fanatic', targets: ['bears'] }, { do: 'resolve' }],
      ask: [{ q: 'zone', of: 'fanatic' }, { q: 'zone', of: 'bears' }, { q: 'stack' }],
    })
    expect(r.actions[0]!.because).toContain('Mogg Fanatic was sacrificed to pay the cost (CR 701.21a)')
    expect(values(r)).toEqual(['graveyard', 'graveyard', []])
  })

  it('CR 119.4, 118.3: a life payment needs at least that much life; a sacrifice cost needs something to sacrifice', () => {
    const card = {
      name: 'Blood Sparker',
      manaCost: '{B}',
      typeLine: 'Artifact',
      oracleText: 'Pay 3 life: Blood Sparker deals 1 damage to any target.\nSacrifice a creature: You gain 2 life.',
      zone: 'battlefield' as const,
    }
    const r = run({
      cards: { s: card, bears: bf('Grizzly Bears') },
      life: { you: 2 },
      actions: [
        { do: 'activate', card: 's', targets: ['opponent'], id: 'life' },
        { do: 'activate', card: 's', ability: 2, id: 'nothing' },
        { do: 'activate', card: 's', ability: 2, sacrifice: ['bears'], id: 'sac' },
        { do: 'resolve' },
      ],
      ask: [
        { q: 'legal', of: 'life' },
        { q: 'legal', of: 'nothing' },
        { q: 'legal', of: 'sac' },
        { q: 'lifeTotal' },
        { q: 'zone', of: 'bears' },
        { q: 'canActivate', of: 's' },
        { q: 'canActivate', of: 's', ability: 2 },
      ],
    })
    // with the bears sacrificed there is no creature left to sacrifice (CR 118.3)
    expect(values(r)).toEqual([false, false, true, 4, 'graveyard', true, false])
    expect(rules(r.answers[6]!)).toContain('118.3')
    expect(rules(r.answers[0]!)).toContain('119.4')
    expect(r.answers[1]!.because).toContain('name what is sacrificed')
  })
})

describe('countering (CR 701.6)', () => {
  it('Stifle counters a triggered ability: its source is unaffected and its effect never happens (CR 701.6a, 113.7a)', () => {
    ruling('Stifle', 'An activated ability has a “Cost: Effect” format.')
    const r = run({
      cards: { myr: bf('Perilous Myr', { damage: 2 }), stifle: { card: 'Stifle', owner: 'opponent' } },
      actions: [
        { do: 'chooseTargets', card: 'myr:trigger', targets: ['opponent'] },
        { do: 'cast', card: 'stifle', controller: 'opponent', targets: ['myr:trigger'] },
        { do: 'resolve' },
      ],
      ask: [{ q: 'lifeTotal', of: 'opponent' }, { q: 'stack' }, { q: 'zone', of: 'stifle' }],
    })
    expect(r.actions[2]!.because).toContain('was countered')
    expect(rules(r.actions[2]!)).toContain('701.6a')
    expect(values(r)).toEqual([20, [], 'graveyard'])
  })

  it("Stifle can't target a spell, and Counterspell can't target an ability (CR 115.1)", () => {
    const r = run({
      cards: {
        myr: bf('Perilous Myr', { damage: 2 }),
        stifle: { card: 'Stifle', owner: 'opponent' },
        cs: { card: 'Counterspell', owner: 'opponent' },
        shock: 'Shock',
      },
      actions: [{ do: 'cast', card: 'shock', targets: ['opponent'] }],
      ask: [
        { q: 'canTarget', of: 'stifle', target: 'shock' },
        { q: 'canTarget', of: 'stifle', target: 'myr:trigger' },
        { q: 'canTarget', of: 'cs', target: 'shock' },
        { q: 'canTarget', of: 'cs', target: 'myr:trigger' },
      ],
    })
    expect(values(r)).toEqual([false, true, true, false])
  })

  it("Counterspell resolves against a spell that can't be countered, which stays on the stack (Abrupt Decay; CR 101.2)", () => {
    const r = run({
      cards: { decay: 'Abrupt Decay', cs: { card: 'Counterspell', owner: 'opponent' } },
      actions: [{ do: 'cast', card: 'decay' }, { do: 'cast', card: 'cs', controller: 'opponent', targets: ['decay'] }, { do: 'resolve' }],
      ask: [
        { q: 'zone', of: 'decay' },
        { q: 'zone', of: 'cs' },
      ],
    })
    expect(r.actions[2]!.because).toContain("can't be countered")
    expect(values(r)).toEqual(['stack', 'graveyard'])
  })
})
