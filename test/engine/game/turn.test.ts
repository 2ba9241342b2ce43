// Turn structure and timing (CR 500–514, 117, 305, 307, 702.8a, 602.5d): scenario tests from the CR's
// rules and real cards.
import { describe, expect, it } from 'vitest'
import { loadCards } from '../support/cards.js'
import { engineWith, rules, values } from '../support/run.js'

const pool = loadCards(['Lightning Bolt', 'Divination', 'Giant Growth', 'Llanowar Elves', 'Grizzly Bears'])
const run = engineWith(pool)
const bear = (extra: Record<string, unknown> = {}) => ({
  name: 'Test Bear',
  manaCost: '{1}{G}',
  typeLine: 'Creature — Bear',
  oracleText: '',
  power: '2',
  toughness: '2',
  ...extra,
})
const flashBear = { ...bear({ name: 'Flash Bear' }), oracleText: 'Flash' }
const forest = (name = 'Forest', zone: 'hand' | 'library' = 'hand') => ({
  name,
  manaCost: null,
  typeLine: 'Basic Land — Forest',
  oracleText: '',
  zone,
})

describe('turn structure and timing', () => {
  it('CR 307.1, 117.1a: a sorcery-speed spell only in your main phase with the stack empty; an instant any time you have priority (CR 304.1)', () => {
    const r = run({
      cards: { div: 'Divination', bolt: 'Lightning Bolt', bear: bear() },
      turn: { active: 'you', step: 'upkeep' },
      actions: [
        { do: 'cast', card: 'div', id: 'upkeep' },
        { do: 'cast', card: 'bolt', targets: ['opponent'], id: 'instant' },
        { do: 'advanceTo', step: 'precombatMain', id: 'adv' },
      ],
      ask: [{ q: 'legal', of: 'upkeep' }, { q: 'legal', of: 'instant' }, { q: 'legal', of: 'adv' }, { q: 'phase' }],
    })
    expect(values(r)).toEqual([false, true, false, 'upkeep'])
    expect(rules(r.answers[0]!)).toContain('307.1')
    // the step can't end with Bolt on the stack (CR 500.2)
    expect(rules(r.answers[2]!)).toContain('500.2')
  })

  it("CR 302.1, 702.8a: a creature can't be cast on the opponent's turn; one with flash can, once its caster has priority (CR 117.1)", () => {
    const r = run({
      cards: { b: bear(), f: flashBear },
      turn: { active: 'opponent', step: 'end' },
      actions: [
        { do: 'cast', card: 'f', id: 'noPriority' },
        { do: 'passPriority' },
        { do: 'cast', card: 'b', id: 'bear' },
        { do: 'cast', card: 'f', id: 'flash' },
      ],
      ask: [
        { q: 'legal', of: 'noPriority' },
        { q: 'legal', of: 'bear' },
        { q: 'legal', of: 'flash' },
        { q: 'zone', of: 'f' },
      ],
    })
    expect(values(r)).toEqual([false, false, true, 'stack'])
    expect(rules(r.answers[0]!)).toContain('117.1')
    expect(rules(r.answers[1]!)).toContain('302.1')
  })

  it('CR 117.4, 117.3b: when all players pass, the top of the stack resolves and the active player gets priority; with the stack empty the step ends (500.2)', () => {
    const r = run({
      cards: { bolt: 'Lightning Bolt' },
      turn: { active: 'you', step: 'precombatMain' },
      actions: [
        { do: 'cast', card: 'bolt', targets: ['opponent'] },
        { do: 'passPriority' },
        { do: 'passPriority' },
        { do: 'passPriority' },
        { do: 'passPriority' },
      ],
      ask: [{ q: 'lifeTotal', of: 'opponent' }, { q: 'phase' }, { q: 'zone', of: 'bolt' }],
    })
    expect(values(r)).toEqual([17, 'beginningOfCombat', 'graveyard'])
    expect(r.answers[1]!.detail).toMatchObject({ active: 'you', priority: 'you' })
  })

  it('CR 305.1, 305.2, 305.3: one land per turn, only on your own turn, in a main phase', () => {
    const r = run({
      cards: { a: forest('Forest A'), b: forest('Forest B'), c: forest('Forest C', 'hand') },
      turn: { active: 'you', step: 'precombatMain' },
      actions: [
        { do: 'playLand', card: 'a', id: 'first' },
        { do: 'playLand', card: 'b', id: 'second' },
        { do: 'advanceTo', step: 'precombatMain', player: 'you' },
        { do: 'playLand', card: 'b', id: 'nextTurn' },
      ],
      ask: [
        { q: 'legal', of: 'first' },
        { q: 'legal', of: 'second' },
        { q: 'legal', of: 'nextTurn' },
        { q: 'zone', of: 'b' },
      ],
    })
    expect(values(r)).toEqual([true, false, true, 'battlefield'])
    expect(rules(r.answers[1]!)).toContain('305.2')
    const theirs = run({
      cards: { a: forest() },
      turn: { active: 'opponent', step: 'precombatMain', priority: 'you' },
      actions: [{ do: 'playLand', card: 'a', id: 'p' }],
      ask: [{ q: 'legal', of: 'p' }],
    })
    expect(rules(theirs.answers[0]!)).toContain('305.3')
    expect(theirs.answers[0]!.value).toBe(false)
  })

  it("CR 502.3, 504.1, 302.6: the next turn untaps the active player's permanents and draws a card; summoning sickness ends", () => {
    const r = run({
      cards: {
        elves: { card: 'Llanowar Elves', zone: 'battlefield', tapped: true, summoningSick: true },
        top: forest('Top Forest', 'library'),
      },
      turn: { active: 'opponent', step: 'end' },
      actions: [{ do: 'advanceTo', step: 'precombatMain', id: 'adv' }],
      ask: [{ q: 'isTapped', of: 'elves' }, { q: 'zone', of: 'top' }, { q: 'handSize' }, { q: 'canActivate', of: 'elves' }, { q: 'phase' }],
    })
    expect(values(r)).toEqual([false, 'hand', 1, true, 'precombatMain'])
    expect(r.answers[4]!.detail).toMatchObject({ active: 'you', turn: 2 })
    expect(r.actions[0]!.because).toContain('502.3')
  })

  it('CR 514.2: damage wears off and "until end of turn" effects end in the cleanup step', () => {
    const r = run({
      cards: { gg: 'Giant Growth', b: bear({ zone: 'battlefield', damage: 1 }) },
      turn: { active: 'you', step: 'precombatMain' },
      actions: [{ do: 'cast', card: 'gg', targets: ['b'] }, { do: 'resolve' }, { do: 'advanceTo', step: 'upkeep' }],
      ask: [{ q: 'power', of: 'b' }, { q: 'damageMarked', of: 'b' }, { q: 'phase' }],
    })
    expect(values(r)).toEqual([2, 0, 'upkeep'])
    expect(r.actions[2]!.because).toContain('514.2')
  })

  it('CR 121.4, 704.5b: a player who must draw from an empty library loses when state-based actions are next checked', () => {
    const r = run({
      cards: {},
      turn: { active: 'opponent', step: 'end' },
      actions: [{ do: 'advanceTo', step: 'draw' }],
      ask: [{ q: 'hasLost' }, { q: 'stateBasedActions' }],
    })
    expect(values(r)[0]).toBe(true)
    expect(rules(r.answers[0]!)).toContain('704.5b')
  })

  it('without a turn set up, timing is assumed as before: a creature may be cast with a spell on the stack', () => {
    const r = run({
      cards: { b: bear(), bolt: 'Lightning Bolt' },
      actions: [
        { do: 'cast', card: 'bolt', targets: ['opponent'] },
        { do: 'cast', card: 'b', id: 'c' },
      ],
      ask: [{ q: 'legal', of: 'c' }, { q: 'phase' }],
    })
    expect(values(r)).toEqual([true, null])
  })
})

describe('activation timing', () => {
  const sorceryAbility = {
    name: 'Test Obelisk',
    manaCost: '{3}',
    typeLine: 'Artifact',
    oracleText: '{T}: You gain 1 life. Activate only as a sorcery.',
    zone: 'battlefield' as const,
  }
  it('CR 602.5d: "Activate only as a sorcery" follows the sorcery timing rules', () => {
    const main = run({ cards: { o: sorceryAbility }, turn: { active: 'you', step: 'precombatMain' }, ask: [{ q: 'canActivate', of: 'o' }] })
    const upkeep = run({ cards: { o: sorceryAbility }, turn: { active: 'you', step: 'upkeep' }, ask: [{ q: 'canActivate', of: 'o' }] })
    expect(values(main)).toEqual([true])
    expect(values(upkeep)).toEqual([false])
    expect(rules(upkeep.answers[0]!)).toContain('602.5d')
  })
})

describe('docs/evaluate.md worked example', () => {
  it('CR 117.4, 608.2c, 704.5g: Lightning Bolt resolves when both players pass and Grizzly Bears dies to a state-based action', () => {
    const r = run({
      cards: { bolt: 'Lightning Bolt', bears: { card: 'Grizzly Bears', zone: 'battlefield', owner: 'opponent' } },
      turn: { active: 'you', step: 'precombatMain' },
      actions: [{ do: 'cast', card: 'bolt', targets: ['bears'] }, { do: 'passPriority' }, { do: 'passPriority' }],
      ask: [{ q: 'zone', of: 'bears' }, { q: 'phase' }],
    })
    expect(values(r)).toEqual(['graveyard', 'precombatMain'])
    const because = r.actions[2]!.because
    expect(because).toContain('All players passed in succession, so the top of the stack resolves (CR 117.4).')
    expect(because).toContain(
      'Lightning Bolt dealt 3 damage to Grizzly Bears. 3 damage is marked on it (3 in all), until the cleanup step (CR 120.3e, 120.6).',
    )
    expect(because).toContain('Grizzly Bears had 3 damage marked on it, lethal for its toughness 2, and was destroyed (CR 704.5g).')
    expect(because).toContain('(CR 117.3b)')
  })
})
