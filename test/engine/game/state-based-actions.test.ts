// State-based actions (CR 704), damage (120), life (119) and counters (122): the game core, on real
// cards from the shared MTGJSON files and on the CR's own examples. Each answer is right or
// unsupported, never a guess.
import { describe, expect, it } from 'vitest'
import type { Scenario } from '../../../src/engine/index.js'
import { loadCards } from '../support/cards.js'
import { engineWith, rules, values } from '../support/run.js'

const run = engineWith(
  loadCards([
    'Grizzly Bears',
    'Vampire Nighthawk',
    'Typhoid Rats',
    'Glistener Elf',
    'Boggart Ram-Gang',
    'Darksteel Myr',
    'Jace Beleren',
    'Isamaru, Hound of Konda',
    'Lightning Bolt',
  ]),
)

const bf = (card: string, extra: Record<string, unknown> = {}) => ({ card, zone: 'battlefield' as const, ...extra })

describe('state-based actions (CR 704)', () => {
  it('CR 704.5g: a creature with lethal damage marked on it is destroyed; less than lethal stays marked', () => {
    const r = run({
      cards: { bears: bf('Grizzly Bears'), rats: bf('Typhoid Rats', { controller: 'opponent', owner: 'opponent' }) },
      actions: [
        { do: 'dealDamage', to: 'bears', amount: 1 },
        { do: 'dealDamage', to: 'bears', amount: 1 },
      ],
      ask: [{ q: 'zone', of: 'bears' }, { q: 'wouldDie', of: 'bears' }, { q: 'stateBasedActions' }],
    })
    expect(r.actions[0]!.because).not.toContain('State-based actions')
    expect(r.actions[1]!.because).toContain('destroyed (CR 704.5g)')
    expect(values(r).slice(0, 2)).toEqual(['graveyard', true])
    expect(rules(r.answers[1]!)).toContain('704.5g')
    expect(r.answers[2]!.value).toEqual([expect.stringContaining('Grizzly Bears had 2 damage marked on it')])
  })

  it('CR 120.6: damage stays marked until cleanup, and a creature that leaves the battlefield is a new object without it (CR 400.7)', () => {
    const r = run({
      cards: { bears: bf('Grizzly Bears', { damage: 1 }) },
      actions: [
        { do: 'move', card: 'bears', to: 'hand' },
        { do: 'move', card: 'bears', to: 'battlefield' },
      ],
      ask: [
        { q: 'damageMarked', of: 'bears' },
        { q: 'wouldDie', of: 'bears' },
      ],
    })
    expect(values(r)).toEqual([0, false])
    const marked = run({ cards: { bears: bf('Grizzly Bears', { damage: 1 }) }, ask: [{ q: 'damageMarked', of: 'bears' }] })
    expect(marked.answers[0]).toMatchObject({ value: 1, supported: true })
    expect(rules(marked.answers[0]!)).toEqual(expect.arrayContaining(['120.6', '514.2']))
  })

  it('CR 704.5h, 702.2b: any damage from a source with deathtouch destroys a creature (Typhoid Rats, Vampire Nighthawk)', () => {
    const r = run({
      cards: { rats: bf('Typhoid Rats'), hawk: bf('Vampire Nighthawk', { controller: 'opponent', owner: 'opponent' }) },
      actions: [{ do: 'dealDamage', source: 'rats', to: 'hawk', amount: 1 }],
      ask: [
        { q: 'zone', of: 'hawk' },
        { q: 'wouldDie', of: 'hawk' },
      ],
    })
    expect(values(r)).toEqual(['graveyard', true])
    expect(rules(r.answers[1]!)).toContain('704.5h')
  })

  it('CR 702.12b: indestructible ignores lethal and deathtouch damage (Darksteel Myr), but not 0 toughness (CR 704.5f)', () => {
    const r = run({
      cards: { rats: bf('Typhoid Rats'), myr: bf('Darksteel Myr') },
      actions: [{ do: 'dealDamage', source: 'rats', to: 'myr', amount: 3 }],
      ask: [
        { q: 'zone', of: 'myr' },
        { q: 'damageMarked', of: 'myr' },
      ],
    })
    expect(values(r)).toEqual(['battlefield', 3])
    const shrunk = run({
      cards: { myr: bf('Darksteel Myr') },
      actions: [{ do: 'putCounters', card: 'myr', kind: '-1/-1', amount: 1 }],
      ask: [
        { q: 'zone', of: 'myr' },
        { q: 'wouldDie', of: 'myr' },
      ],
    })
    expect(values(shrunk)).toEqual(['graveyard', true])
    expect(rules(shrunk.answers[1]!)).toContain('704.5f')
  })

  it('CR 704.5q: +1/+1 and -1/-1 counters annihilate; the -1/-1 counters from wither are what kills (Boggart Ram-Gang, CR 120.3d)', () => {
    const r = run({
      cards: {
        gang: bf('Boggart Ram-Gang', { controller: 'opponent', owner: 'opponent' }),
        bears: bf('Grizzly Bears', { counters: { '+1/+1': 1 } }),
      },
      actions: [{ do: 'dealDamage', source: 'gang', to: 'bears', amount: 2 }],
      ask: [
        { q: 'counters', of: 'bears' },
        { q: 'toughness', of: 'bears' },
        { q: 'damageMarked', of: 'bears' },
      ],
    })
    // 2/2 with a +1/+1 counter gets two -1/-1 counters: annihilation leaves one -1/-1 counter, a 1/1
    expect(values(r)).toEqual([{ '+1/+1': 0, '-1/-1': 1 }, 1, 0])
    expect(r.actions[0]!.because).toContain('(CR 704.5q)')
  })

  it('CR 120.3b, 704.5c: infect damage to a player gives poison counters; ten of them lose the game (Glistener Elf)', () => {
    const r = run({
      cards: { elf: bf('Glistener Elf') },
      poison: { opponent: 8 },
      actions: [{ do: 'dealDamage', source: 'elf', to: 'opponent', amount: 2 }],
      ask: [
        { q: 'poisonCounters', of: 'opponent' },
        { q: 'lifeTotal', of: 'opponent' },
        { q: 'hasLost', of: 'opponent' },
        { q: 'hasLost' },
      ],
    })
    expect(values(r)).toEqual([10, 20, true, false])
    expect(rules(r.answers[2]!)).toContain('704.5c')
  })

  it('CR 120.3a, 704.5a: damage to a player is life loss; a player at 0 or less life loses', () => {
    const r = run({
      cards: {},
      life: { opponent: 3 },
      actions: [{ do: 'dealDamage', to: 'opponent', amount: 3 }],
      ask: [
        { q: 'lifeTotal', of: 'opponent' },
        { q: 'hasLost', of: 'opponent' },
      ],
    } as Scenario)
    expect(values(r)).toEqual([0, true])
    expect(rules(r.answers[1]!)).toContain('704.5a')
  })

  it('CR 120.3c, 704.5i, 306.5b: a planeswalker enters with its printed loyalty; damage removes loyalty counters; at 0 it goes to the graveyard (Jace Beleren)', () => {
    const r = run({
      cards: { jace: bf('Jace Beleren') },
      actions: [{ do: 'dealDamage', to: 'jace', amount: 2, id: 'hit' }],
      ask: [{ q: 'counters', of: 'jace', kind: 'loyalty' }],
    })
    expect(values(r)).toEqual([1])
    const dead = run({
      cards: { jace: bf('Jace Beleren') },
      actions: [{ do: 'dealDamage', to: 'jace', amount: 5 }],
      ask: [{ q: 'zone', of: 'jace' }],
    })
    expect(values(dead)).toEqual(['graveyard'])
    expect(dead.actions[0]!.because).toContain('(CR 704.5i)')
  })

  it('CR 704.5j: the legend rule needs its controller to choose, which the engine does not model — unsupported, not a guess (Isamaru)', () => {
    const r = run({
      cards: { a: bf('Isamaru, Hound of Konda'), b: bf('Isamaru, Hound of Konda') },
      ask: [
        { q: 'zone', of: 'a' },
        { q: 'wouldDie', of: 'b' },
      ],
    })
    for (const a of r.answers) {
      expect(a).toMatchObject({ value: null, supported: false })
      expect(a.because).toContain('704.5j')
    }
    // under different controllers, the rule doesn't apply
    const apart = run({
      cards: { a: bf('Isamaru, Hound of Konda'), b: bf('Isamaru, Hound of Konda', { owner: 'opponent' }) },
      ask: [{ q: 'zone', of: 'a' }],
    })
    expect(apart.answers[0]).toMatchObject({ value: 'battlefield', supported: true })
  })

  it('CR 704.3: state-based actions are checked after the set-up too: a creature set up with lethal damage is in the graveyard', () => {
    const r = run({ cards: { bears: bf('Grizzly Bears', { damage: 2 }) }, ask: [{ q: 'zone', of: 'bears' }, { q: 'stateBasedActions' }] })
    expect(r.answers[0]!.value).toBe('graveyard')
    expect(r.answers[1]!.value).toHaveLength(1)
  })
})

describe('damage, life and counters (CR 120, 119, 122)', () => {
  // CR 120.4's example, without the prevention and Boon Reflection: a 3/3 with wither and lifelink
  // deals 3 damage to a 2/2: three -1/-1 counters on it, and its controller gains 3 life.
  const witherLink = {
    name: 'Wither Lifelinker',
    manaCost: '{3}',
    typeLine: 'Creature — Test',
    oracleText: 'Wither, lifelink',
    power: '3',
    toughness: '3',
    zone: 'battlefield' as const,
  }
  it('CR 120.3d, 120.3f, 702.15b: wither puts -1/-1 counters; lifelink gains its controller that much life (CR 120.4 example)', () => {
    const r = run({
      cards: { attacker: witherLink, blocker: bf('Grizzly Bears', { owner: 'opponent' }) },
      actions: [{ do: 'dealDamage', source: 'attacker', to: 'blocker', amount: 3 }],
      ask: [{ q: 'lifeTotal' }, { q: 'zone', of: 'blocker' }, { q: 'wouldDie', of: 'blocker' }],
    })
    expect(values(r)).toEqual([23, 'graveyard', true])
    expect(rules(r.actions[0]!)).toEqual(expect.arrayContaining(['120.3d', '120.3f', '702.15b', '704.5f']))
  })

  it("an effect on life gain the engine doesn't model (Boon Reflection, CR 120.4's example) makes the life total unsupported", () => {
    const r = run({
      cards: {
        attacker: witherLink,
        boon: {
          name: 'Boon Reflection',
          manaCost: '{4}{W}',
          typeLine: 'Enchantment',
          oracleText: 'If you would gain life, you gain twice that much life instead.',
          zone: 'battlefield',
        },
        blocker: bf('Grizzly Bears', { owner: 'opponent' }),
      },
      actions: [{ do: 'dealDamage', source: 'attacker', to: 'blocker', amount: 3 }],
      ask: [{ q: 'lifeTotal' }, { q: 'zone', of: 'blocker' }],
    })
    expect(r.answers[0]).toMatchObject({ value: null, supported: false })
    expect(r.answers[0]!.because).toContain('Boon Reflection')
    expect(r.answers[1]).toMatchObject({ value: 'graveyard', supported: true })
  })

  it('a prevention effect the engine does not model makes the damage and its results unsupported', () => {
    const r = run({
      cards: {
        fog: {
          name: 'Test Shield',
          manaCost: '{2}',
          typeLine: 'Enchantment',
          oracleText: 'Prevent all damage that would be dealt to creatures.',
          zone: 'battlefield',
        },
        bears: bf('Grizzly Bears'),
      },
      actions: [{ do: 'dealDamage', to: 'bears', amount: 2 }],
      ask: [
        { q: 'zone', of: 'bears' },
        { q: 'damageMarked', of: 'bears' },
      ],
    })
    expect(r.actions[0]).toMatchObject({ legal: null, supported: false })
    for (const a of r.answers) expect(a).toMatchObject({ value: null, supported: false })
  })

  it('CR 120.1, 120.8: only creatures, planeswalkers, battles and players are dealt damage; 0 damage is no damage', () => {
    const r = run({
      cards: { bolt: { card: 'Lightning Bolt', zone: 'graveyard' }, bears: bf('Grizzly Bears') },
      actions: [
        { do: 'dealDamage', to: 'bolt', amount: 2 },
        { do: 'dealDamage', to: 'bears', amount: 0 },
      ],
      ask: [{ q: 'damageMarked', of: 'bears' }],
    })
    expect(r.actions.map((a) => a.legal)).toEqual([false, true])
    expect(rules(r.actions[0]!)).toContain('120.1')
    expect(rules(r.actions[1]!)).toContain('120.8')
    expect(values(r)).toEqual([0])
  })

  it('CR 119.3: gaining and losing life adjusts the life total', () => {
    const r = run({
      cards: {},
      actions: [
        { do: 'loseLife', amount: 7 },
        { do: 'gainLife', amount: 2 },
        { do: 'loseLife', player: 'opponent', amount: 20 },
      ],
      ask: [{ q: 'lifeTotal' }, { q: 'hasLost' }, { q: 'hasLost', of: 'opponent' }],
    })
    expect(values(r)).toEqual([15, false, true])
  })
})

describe('power and toughness (CR 208, 613.4)', () => {
  it('CR 122.1a, 613.4c: counters modify the printed power and toughness', () => {
    const r = run({
      cards: { bears: bf('Grizzly Bears', { counters: { '+1/+1': 2 } }) },
      actions: [{ do: 'putCounters', card: 'bears', kind: '-1/-1', amount: 1 }],
      ask: [
        { q: 'power', of: 'bears' },
        { q: 'toughness', of: 'bears' },
      ],
    })
    expect(values(r)).toEqual([3, 3])
    expect(rules(r.answers[0]!)).toEqual(expect.arrayContaining(['122.1a', '613.4c']))
  })

  it('CR 208.3: a noncreature permanent has no power or toughness; a card in hand has its printed ones', () => {
    const r = run({
      cards: { jace: bf('Jace Beleren'), bears: 'Grizzly Bears' },
      ask: [
        { q: 'power', of: 'jace' },
        { q: 'toughness', of: 'bears' },
      ],
    })
    expect(values(r)).toEqual([null, 2])
    expect(r.answers[0]).toMatchObject({ supported: true })
  })

  it('CR 604.3, 613.4a: a characteristic-defining "*" and an anthem the engine does not read are unsupported, never guessed', () => {
    const r = run({
      cards: {
        maro: {
          name: 'Maro',
          manaCost: '{2}{G}{G}',
          typeLine: 'Creature — Avatar',
          oracleText: "Maro's power and toughness are each equal to the number of cards in your hand.",
          power: '*',
          toughness: '*',
          zone: 'battlefield',
        },
        anthem: {
          name: 'Test Anthem',
          manaCost: '{2}{W}',
          typeLine: 'Enchantment',
          // a condition the static P/T reader doesn't read ("with flying")
          oracleText: 'Creatures you control with flying get +1/+1.',
          zone: 'battlefield',
        },
        bears: bf('Grizzly Bears'),
      },
      ask: [
        { q: 'toughness', of: 'maro' },
        { q: 'power', of: 'bears' },
        { q: 'zone', of: 'maro' },
      ],
    })
    for (const a of r.answers) expect(a).toMatchObject({ value: null, supported: false })
    expect(r.answers[1]!.because).toContain('Test Anthem')
  })
})
