// Targets (CR 115, 601.2c, 608.2b): legal targets by type, controller, zone and "another";
// hexproof (702.11b), shroud (702.18a), protection (702.16b) and ward (702.21a); a spell with every
// target illegal doesn't resolve, one with some illegal does what it can. Real cards from the
// shared MTGJSON files, their rulings quoted as stored there, and small cards written for a rule.
import { describe, expect, it } from 'vitest'
import { loadCards } from '../support/cards.js'
import { engineWith, rules, values } from '../support/run.js'

const pool = loadCards(['Grizzly Bears', 'Shock', 'Lightning Helix', 'Slippery Bogle', 'Silver Knight', 'White Knight', 'Lightning Bolt'])
const run = engineWith(pool)
const bf = (card: string, extra: Record<string, unknown> = {}) => ({ card, zone: 'battlefield' as const, ...extra })
const theirs = { owner: 'opponent', controller: 'opponent' }

describe('choosing targets (CR 115, 601.2c)', () => {
  it('CR 115.4: "any target" is a creature, player, planeswalker or battle — not a land or a spell', () => {
    const r = run({
      cards: {
        shock: 'Shock',
        bears: bf('Grizzly Bears', theirs),
        land: { name: 'Forest', typeLine: 'Basic Land — Forest', zone: 'battlefield' },
        bolt: 'Lightning Bolt',
      },
      actions: [{ do: 'cast', card: 'bolt', targets: ['opponent'] }],
      ask: [
        { q: 'canTarget', of: 'shock', target: 'bears' },
        { q: 'canTarget', of: 'shock', target: 'opponent' },
        { q: 'canTarget', of: 'shock', target: 'land' },
        { q: 'canTarget', of: 'shock', target: 'bolt' },
        { q: 'canTarget', of: 'shock', target: 'you' },
      ],
    })
    expect(values(r)).toEqual([true, true, false, false, true])
    expect(r.answers.every((a) => a.supported)).toBe(true)
    expect(rules(r.answers[2]!)).toEqual(expect.arrayContaining(['115.1', '601.2c']))
  })

  it('CR 601.2c: a cast with an illegal target is illegal, and nothing happens (CR 732)', () => {
    const r = run({
      cards: { shock: 'Shock', land: { name: 'Forest', typeLine: 'Basic Land — Forest', zone: 'battlefield' } },
      actions: [{ do: 'cast', card: 'shock', targets: ['land'], id: 'c' }],
      ask: [
        { q: 'legal', of: 'c' },
        { q: 'zone', of: 'shock' },
      ],
    })
    expect(values(r)).toEqual([false, 'hand'])
  })

  it("CR 702.11b: hexproof — an opponent's spell can't target it, its controller's can (Slippery Bogle)", () => {
    const r = run({
      cards: { bogle: bf('Slippery Bogle', theirs), shock: 'Shock', theirShock: { card: 'Shock', owner: 'opponent' } },
      ask: [
        { q: 'canTarget', of: 'shock', target: 'bogle' },
        { q: 'canTarget', of: 'theirShock', target: 'bogle' },
      ],
    })
    expect(values(r)).toEqual([false, true])
    expect(rules(r.answers[0]!)).toContain('702.11b')
  })

  it("CR 702.18a: shroud — no spell or ability can target it, not even its controller's", () => {
    const r = run({
      cards: {
        s: { name: 'Shrouded Wall', typeLine: 'Creature — Wall', oracleText: 'Shroud', power: '0', toughness: '4', zone: 'battlefield' },
        shock: 'Shock',
      },
      ask: [{ q: 'canTarget', of: 'shock', target: 's' }],
    })
    expect(values(r)).toEqual([false])
    expect(rules(r.answers[0]!)).toContain('702.18a')
  })

  it("CR 702.16b: protection from red stops a red spell targeting it; protection from black doesn't (Silver Knight, White Knight)", () => {
    const r = run({
      cards: { silver: bf('Silver Knight', theirs), white: bf('White Knight', theirs), shock: 'Shock' },
      ask: [
        { q: 'canTarget', of: 'shock', target: 'silver' },
        { q: 'canTarget', of: 'shock', target: 'white' },
      ],
    })
    expect(values(r)).toEqual([false, true])
    expect(rules(r.answers[0]!)).toContain('702.16b')
  })

  it('CR 115.1: "another target creature you control" — not itself, not an opponent\'s creature', () => {
    const r = run({
      cards: {
        c: {
          name: 'Drill Sergeant',
          manaCost: '{W}',
          typeLine: 'Creature — Human Soldier',
          oracleText: 'When Drill Sergeant enters, put a +1/+1 counter on another target creature you control.',
          power: '1',
          toughness: '1',
          zone: 'hand',
        },
        mine: bf('Grizzly Bears'),
        yours: bf('Grizzly Bears', theirs),
      },
      actions: [{ do: 'putOntoBattlefield', card: 'c' }, { do: 'chooseTargets', card: 'c:trigger', targets: ['mine'] }, { do: 'resolve' }],
      ask: [
        { q: 'canTarget', of: 'c', target: 'c' },
        { q: 'canTarget', of: 'c', target: 'yours' },
        { q: 'power', of: 'mine' },
      ],
    })
    expect(values(r)).toEqual([false, false, 3])
  })

  it("an effect granting hexproof that the engine doesn't read makes canTarget unsupported", () => {
    const r = run({
      cards: {
        shield: {
          name: 'Shield Aura',
          typeLine: 'Enchantment',
          oracleText: 'Creatures you control have hexproof.',
          zone: 'battlefield',
          owner: 'opponent',
          controller: 'opponent',
        },
        bears: bf('Grizzly Bears', theirs),
        shock: 'Shock',
      },
      ask: [{ q: 'canTarget', of: 'shock', target: 'bears' }],
    })
    expect(r.answers[0]).toMatchObject({ value: null, legal: null, supported: false })
    expect(r.answers[0]!.because).toContain('Creatures you control have hexproof')
  })
})

describe('targets on resolution (CR 608.2b)', () => {
  it('Lightning Helix: "If the chosen target is illegal when Lightning Helix tries to resolve, it won\'t resolve and none of its effects will happen. You won\'t gain 3 life."', () => {
    const text = pool['Lightning Helix']!.rulings.find((x) => x.text.startsWith('If the chosen target is illegal'))?.text
    expect(text).toContain("You won't gain 3 life")
    const r = run({
      cards: { helix: 'Lightning Helix', bears: bf('Grizzly Bears', theirs) },
      actions: [{ do: 'cast', card: 'helix', targets: ['bears'] }, { do: 'move', card: 'bears', to: 'hand' }, { do: 'resolve' }],
      ask: [{ q: 'lifeTotal' }, { q: 'zone', of: 'helix' }, { q: 'zone', of: 'bears' }],
    })
    expect(r.actions[2]!.because).toContain("didn't resolve")
    expect(rules(r.actions[2]!)).toEqual(expect.arrayContaining(['608.2b', '400.7']))
    expect(values(r)).toEqual([20, 'graveyard', 'hand'])
    // with its target still there it does both, in order (CR 608.2c)
    const ok = run({
      cards: { helix: 'Lightning Helix', bears: bf('Grizzly Bears', theirs) },
      actions: [{ do: 'cast', card: 'helix', targets: ['bears'] }, { do: 'resolve' }],
      ask: [{ q: 'lifeTotal' }, { q: 'zone', of: 'bears' }],
    })
    expect(values(ok)).toEqual([23, 'graveyard'])
  })

  it('CR 608.2b: with one of two targets illegal, it does what it can to the other', () => {
    const r = run({
      cards: {
        arc: {
          name: 'Twin Sparks',
          manaCost: '{R}',
          typeLine: 'Sorcery',
          oracleText: 'Twin Sparks deals 2 damage to target creature. Twin Sparks deals 2 damage to target player.',
        },
        bears: bf('Grizzly Bears', theirs),
      },
      actions: [{ do: 'cast', card: 'arc', targets: ['bears', 'opponent'] }, { do: 'move', card: 'bears', to: 'hand' }, { do: 'resolve' }],
      ask: [
        { q: 'lifeTotal', of: 'opponent' },
        { q: 'zone', of: 'arc' },
      ],
    })
    expect(r.actions[2]!.because).toContain('It does as much as it can')
    expect(values(r)).toEqual([18, 'graveyard'])
  })

  it("CR 702.21a: ward triggers when it becomes the target of an opponent's spell; unpaid, the spell is countered", () => {
    const warded = {
      name: 'Warded Drake',
      manaCost: '{1}{U}',
      typeLine: 'Creature — Drake',
      oracleText: 'Flying\nWard {2}',
      power: '2',
      toughness: '2',
      zone: 'battlefield' as const,
      owner: 'opponent',
      controller: 'opponent',
    }
    const scenario = (pay: boolean) =>
      run({
        cards: { drake: warded, shock: 'Shock' },
        actions: [{ do: 'cast', card: 'shock', targets: ['drake'] }, { do: 'resolve', card: 'drake:trigger', pay }, { do: 'resolve' }],
        ask: [
          { q: 'zone', of: 'shock' },
          { q: 'zone', of: 'drake' },
          { q: 'triggerCount', of: 'drake' },
        ],
      })
    const unpaid = scenario(false)
    expect(unpaid.actions[0]!.because).toContain('ward {2}: its ward ability triggers (CR 702.21a)')
    expect(unpaid.actions[1]!.because).toContain('was countered')
    expect(unpaid.actions[2]!.legal).toBe(false) // the stack is empty
    expect(values(unpaid)).toEqual(['graveyard', 'battlefield', 1])
    const paid = scenario(true)
    expect(values(paid)).toEqual(['graveyard', 'graveyard', 1])
    // its own controller's spell doesn't trigger ward
    const own = run({
      cards: { drake: { ...warded, owner: 'you', controller: 'you' }, shock: 'Shock' },
      actions: [{ do: 'cast', card: 'shock', targets: ['drake'] }],
      ask: [{ q: 'stack' }],
    })
    expect(own.answers[0]!.value).toEqual(['shock'])
  })
})

describe('one resolution for the effect modules and the stack (CR 608.2, 601.2c)', () => {
  it('a damage spell resolves once: Lightning Bolt takes 3 life, not 6', () => {
    const r = run({
      cards: { bolt: 'Lightning Bolt' },
      actions: [{ do: 'cast', card: 'bolt', targets: ['opponent'] }, { do: 'resolve' }],
      ask: [{ q: 'lifeTotal', of: 'opponent' }],
    })
    expect(values(r)).toEqual([17])
    expect(r.answers[0]!.supported).toBe(true)
  })

  it("CR 702.11b on an effect module's spell: a destroy spell can't target an opponent's hexproof creature", () => {
    const destroy = { name: 'Test Murder', typeLine: 'Instant', manaCost: '{1}{B}{B}', oracleText: 'Destroy target creature.' }
    const r = run({
      cards: { bogle: bf('Slippery Bogle', theirs), bears: bf('Grizzly Bears', theirs), m: destroy, m2: destroy },
      actions: [
        { do: 'cast', card: 'm', targets: ['bogle'], id: 'atBogle' },
        { do: 'cast', card: 'm2', targets: ['bears'], id: 'atBears' },
        { do: 'resolve' },
      ],
      ask: [
        { q: 'legal', of: 'atBogle' },
        { q: 'legal', of: 'atBears' },
        { q: 'zone', of: 'bears' },
      ],
    })
    expect(values(r)).toEqual([false, true, 'graveyard'])
    expect(rules(r.answers[0]!)).toContain('702.11b')
  })
})
