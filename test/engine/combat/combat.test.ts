// Combat as far as combat damage needs it (CR 506–511, src/engine/combat): declaring attackers and
// blockers, the combat damage step with first strike and double strike (510.4), trample and deathtouch
// (702.19b, 702.2c), lifelink, infect and wither through the game core's damage, and "deals combat damage"
// triggers going on the stack (510.3a). On real cards from the shared MTGJSON files; each answer is the
// rules' or unsupported, never a guess.
import { describe, expect, it } from 'vitest'
import type { Scenario } from '../../../src/engine/index.js'
import { loadCards } from '../support/cards.js'
import { engineWith, rules, values } from '../support/run.js'

const cards = loadCards([
  'Grizzly Bears',
  'Pardic Wanderer',
  'Typhoid Rats',
  'Vampire Nighthawk',
  'Hearthfire Hobgoblin',
  'Fencing Ace',
  'Youthful Knight',
  'Raging Goblin',
  'Ardent Militia',
  'Ogre Sentry',
  'Wayward Giant',
  'Glistener Elf',
  'Boggart Ram-Gang',
  'Needlepeak Spider',
  'Slith Firewalker',
  'Stromkirk Patrol',
  'Coastal Piracy',
  'Benalish Cavalry',
  'Sidar Kondo of Jamuraa',
])
const run = engineWith(cards)
const mine = (card: string, extra: Record<string, unknown> = {}) => ({ card, zone: 'battlefield' as const, ...extra })
const theirs = (card: string, extra: Record<string, unknown> = {}) => mine(card, { owner: 'opponent', ...extra })
const toDamage = { do: 'advanceTo', step: 'postcombatMain' } as const

describe('declaring attackers (CR 508.1)', () => {
  it('CR 510.1b: an unblocked attacker deals combat damage equal to its power to the player it attacks; attacking taps it (508.1f)', () => {
    const r = run({
      cards: { bears: mine('Grizzly Bears') },
      actions: [{ do: 'attack', cards: ['bears'] }, toDamage],
      ask: [{ q: 'lifeTotal', of: 'opponent' }, { q: 'isTapped', of: 'bears' }, { q: 'phase' }],
    })
    expect(r.actions.map((a) => a.legal)).toEqual([true, true])
    expect(values(r)).toEqual([18, true, 'postcombatMain'])
    expect(r.actions[0]!.because).toContain('tapped Grizzly Bears (CR 508.1f)')
    expect(r.actions[1]!.because).toContain('Grizzly Bears dealt 2 damage to opponent')
    expect(rules(r.actions[1]!)).toEqual(expect.arrayContaining(['510.1', '510.2', '120.3a']))
  })

  it('CR 506.1: a scenario set up in the beginning of combat step is within a combat: attacking and blocking from there work', () => {
    const r = run({
      cards: { bears: mine('Grizzly Bears'), rats: theirs('Typhoid Rats') },
      turn: { active: 'you', step: 'beginningOfCombat' },
      actions: [
        { do: 'attack', cards: ['bears'] },
        { do: 'block', blocks: [{ blocker: 'rats', attacker: 'bears' }], id: 'b' },
      ],
      ask: [
        { q: 'legal', of: 'b' },
        { q: 'isTapped', of: 'bears' },
      ],
    })
    expect(r.actions.map((a) => a.legal)).toEqual([true, true])
    expect(values(r)).toEqual([true, true])
  })

  it('CR 702.20b: attacking doesn’t tap a creature with vigilance (Ardent Militia)', () => {
    const r = run({
      cards: { m: mine('Ardent Militia') },
      actions: [{ do: 'attack', cards: ['m'] }],
      ask: [{ q: 'isTapped', of: 'm' }],
    })
    expect(values(r)).toEqual([false])
    expect(rules(r.actions[0]!)).toContain('702.20b')
  })

  it('CR 508.1a, 302.6: a creature that came under your control this turn can’t attack unless it has haste (Raging Goblin)', () => {
    const r = run({
      cards: { bears: mine('Grizzly Bears', { summoningSick: true }), rg: mine('Raging Goblin', { summoningSick: true }) },
      actions: [
        { do: 'attack', cards: ['bears'], id: 'sick' },
        { do: 'attack', cards: ['rg'], id: 'haste' },
      ],
      ask: [
        { q: 'legal', of: 'sick' },
        { q: 'legal', of: 'haste' },
      ],
    })
    expect(values(r)).toEqual([false, true])
    expect(rules(r.answers[0]!)).toContain('302.6')
  })

  it('CR 702.3b: a creature with defender can’t attack (Ogre Sentry); a tapped creature can’t either (508.1a)', () => {
    const r = run({
      cards: { o: mine('Ogre Sentry'), bears: mine('Grizzly Bears', { tapped: true }) },
      actions: [
        { do: 'attack', cards: ['o'] },
        { do: 'attack', cards: ['bears'] },
      ],
      ask: [{ q: 'phase' }],
    })
    expect(r.actions.map((a) => a.legal)).toEqual([false, false])
    expect(rules(r.actions[0]!)).toContain('702.3b')
    expect(rules(r.actions[1]!)).toContain('508.1a')
  })

  it('CR 508.8: with no attackers the declare blockers and combat damage steps are skipped', () => {
    const r = run({
      cards: { bears: mine('Grizzly Bears') },
      actions: [
        { do: 'attack', cards: [] },
        { do: 'advanceTo', step: 'combatDamage', id: 'go' },
        { do: 'advanceTo', step: 'postcombatMain' },
      ],
      ask: [
        { q: 'legal', of: 'go' },
        { q: 'lifeTotal', of: 'opponent' },
      ],
    })
    expect(values(r)).toEqual([false, 20])
    expect(rules(r.answers[0]!)).toContain('508.8')
  })
})

describe('declaring blockers (CR 509.1)', () => {
  it('CR 702.9b, 702.17b: a creature with flying can be blocked only by creatures with flying or reach', () => {
    const r = run({
      cards: { vn: mine('Vampire Nighthawk'), bears: theirs('Grizzly Bears'), spider: theirs('Needlepeak Spider') },
      actions: [
        { do: 'attack', cards: ['vn'] },
        { do: 'block', blocks: [{ blocker: 'bears', attacker: 'vn' }], id: 'ground' },
        { do: 'block', blocks: [{ blocker: 'spider', attacker: 'vn' }], id: 'reach' },
        toDamage,
      ],
      ask: [
        { q: 'legal', of: 'ground' },
        { q: 'legal', of: 'reach' },
        { q: 'zone', of: 'spider' },
        { q: 'zone', of: 'vn' },
      ],
    })
    // Nighthawk (2/3 deathtouch) kills the 4/2 spider, which deals it lethal damage too
    expect(values(r)).toEqual([false, true, 'graveyard', 'graveyard'])
    expect(rules(r.answers[0]!)).toEqual(expect.arrayContaining(['702.9b', '509.1b']))
  })

  it('CR 702.111b: a creature with menace can’t be blocked by just one creature (Wayward Giant)', () => {
    const r = run({
      cards: { g: mine('Wayward Giant'), b1: theirs('Grizzly Bears'), b2: theirs('Typhoid Rats') },
      actions: [
        { do: 'attack', cards: ['g'] },
        { do: 'block', blocks: [{ blocker: 'b1', attacker: 'g' }], id: 'one' },
        {
          do: 'block',
          blocks: [
            { blocker: 'b1', attacker: 'g' },
            { blocker: 'b2', attacker: 'g' },
          ],
          id: 'two',
        },
      ],
      ask: [
        { q: 'legal', of: 'one' },
        { q: 'legal', of: 'two' },
      ],
    })
    expect(values(r)).toEqual([false, true])
    expect(rules(r.answers[0]!)).toContain('702.111b')
  })

  it('CR 509.1a: the defending player blocks with untapped creatures they control', () => {
    const r = run({
      cards: { a: mine('Grizzly Bears'), mineToo: mine('Ardent Militia'), tapped: theirs('Typhoid Rats', { tapped: true }) },
      actions: [
        { do: 'attack', cards: ['a'] },
        { do: 'block', blocks: [{ blocker: 'mineToo', attacker: 'a' }] },
        { do: 'block', blocks: [{ blocker: 'tapped', attacker: 'a' }] },
      ],
      ask: [{ q: 'phase' }],
    })
    expect(r.actions.slice(1).map((a) => a.legal)).toEqual([false, false])
    expect(rules(r.actions[1]!)).toContain('509.1a')
  })

  it("CR 509.1b: Sidar Kondo of Jamuraa: a creature without flying or reach can't block a creature with power 2 or less; a 5-power attacker it can", () => {
    const block = (attacker: string) =>
      run({
        cards: { a: mine(attacker), sk: mine('Sidar Kondo of Jamuraa'), rats: theirs('Typhoid Rats') },
        actions: [
          { do: 'attack', cards: ['a'] },
          { do: 'block', blocks: [{ blocker: 'rats', attacker: 'a' }], id: 'b' },
        ],
        ask: [{ q: 'legal', of: 'b' }],
      })
    const small = block('Grizzly Bears')
    expect(values(small)).toEqual([false])
    expect(rules(small.answers[0]!)).toContain('509.1b')
    expect(small.answers[0]!.because).toContain("can't block creatures with power 2 or less")
    expect(values(block('Pardic Wanderer'))).toEqual([true])
  })

  it("a blocking restriction worded otherwise isn't read: the block is unsupported", () => {
    const r = run({
      cards: {
        bears: mine('Grizzly Bears'),
        wall: {
          name: 'Custom Rule',
          manaCost: '{1}',
          typeLine: 'Enchantment',
          oracleText: "Creatures with power less than 2 can't block.",
          zone: 'battlefield',
        },
        rats: theirs('Typhoid Rats'),
      },
      actions: [
        { do: 'attack', cards: ['bears'] },
        { do: 'block', blocks: [{ blocker: 'rats', attacker: 'bears' }], id: 'b' },
      ],
      ask: [{ q: 'legal', of: 'b' }],
    })
    expect(r.answers[0]!.supported).toBe(false)
    expect(r.answers[0]!.value).toBeNull()
    expect(r.answers[0]!.because).toContain("Creatures with power less than 2 can't block.")
  })
})

describe('combat damage (CR 510)', () => {
  it('CR 510.1c–d, 510.2: a blocked creature and its blocker deal damage to each other at once; both 2/2s die', () => {
    const r = run({
      cards: { a: mine('Grizzly Bears'), b: theirs('Grizzly Bears') },
      actions: [{ do: 'attack', cards: ['a'] }, { do: 'block', blocks: [{ blocker: 'b', attacker: 'a' }] }, toDamage],
      ask: [
        { q: 'zone', of: 'a' },
        { q: 'zone', of: 'b' },
        { q: 'lifeTotal', of: 'opponent' },
      ],
    })
    expect(values(r)).toEqual(['graveyard', 'graveyard', 20])
  })

  it('CR 702.7b, 510.4: a first striker deals its damage in a first combat damage step; the blocker it kills deals none', () => {
    const r = run({
      cards: { yk: mine('Youthful Knight'), b: theirs('Grizzly Bears') },
      actions: [{ do: 'attack', cards: ['yk'] }, { do: 'block', blocks: [{ blocker: 'b', attacker: 'yk' }] }, toDamage],
      ask: [
        { q: 'zone', of: 'yk' },
        { q: 'damageMarked', of: 'yk' },
        { q: 'zone', of: 'b' },
      ],
    })
    expect(values(r)).toEqual(['battlefield', 0, 'graveyard'])
    expect(rules(r.actions[2]!)).toEqual(expect.arrayContaining(['510.4', '702.7b']))
  })

  it('CR 702.4b: an unblocked creature with double strike deals combat damage in both steps (Fencing Ace)', () => {
    const r = run({
      cards: { fa: mine('Fencing Ace') },
      actions: [
        { do: 'attack', cards: ['fa'] },
        { do: 'advanceTo', step: 'combatDamage' },
        { do: 'advanceTo', step: 'combatDamage' },
      ],
      ask: [{ q: 'lifeTotal', of: 'opponent' }, { q: 'phase' }],
    })
    expect(r.actions[1]!.because).toContain('first of two combat damage steps')
    expect(r.actions[2]!.because).toContain('The second combat damage step')
    expect(values(r)).toEqual([18, 'combatDamage'])
  })

  it('CR 509.1h: a double striker whose blocker died in the first step stays blocked and deals no damage in the second', () => {
    const r = run({
      cards: { h: mine('Hearthfire Hobgoblin'), b: theirs('Grizzly Bears') },
      actions: [{ do: 'attack', cards: ['h'] }, { do: 'block', blocks: [{ blocker: 'b', attacker: 'h' }] }, toDamage],
      ask: [
        { q: 'zone', of: 'b' },
        { q: 'lifeTotal', of: 'opponent' },
        { q: 'zone', of: 'h' },
      ],
    })
    expect(values(r)).toEqual(['graveyard', 20, 'battlefield'])
    expect(r.actions[2]!.because).toContain('no creature blocks it any more')
  })

  it('CR 702.15b, 702.2b: lifelink gains its controller life and deathtouch destroys what it damages (Vampire Nighthawk)', () => {
    const r = run({
      cards: { vn: mine('Vampire Nighthawk'), w: theirs('Ardent Militia') },
      actions: [{ do: 'attack', cards: ['vn'] }, { do: 'block', blocks: [] }, toDamage],
      ask: [{ q: 'lifeTotal' }, { q: 'lifeTotal', of: 'opponent' }],
    })
    expect(values(r)).toEqual([22, 18])
    // blocked by a 4/2 with reach: deathtouch isn't needed to kill it, and lifelink gains life for damage to a creature too (120.3f)
    const b = run({
      cards: { vn: mine('Vampire Nighthawk'), s: theirs('Needlepeak Spider') },
      actions: [{ do: 'attack', cards: ['vn'] }, { do: 'block', blocks: [{ blocker: 's', attacker: 'vn' }] }, toDamage],
      ask: [{ q: 'zone', of: 's' }, { q: 'lifeTotal' }, { q: 'zone', of: 'vn' }],
    })
    expect(values(b)).toEqual(['graveyard', 22, 'graveyard'])
  })

  it('CR 702.90b, 702.80a: infect gives a player poison counters; wither puts -1/-1 counters on a creature', () => {
    const r = run({
      cards: { ge: mine('Glistener Elf'), rg: mine('Boggart Ram-Gang'), w: theirs('Ardent Militia') },
      actions: [{ do: 'attack', cards: ['ge', 'rg'] }, { do: 'block', blocks: [{ blocker: 'w', attacker: 'rg' }] }, toDamage],
      ask: [
        { q: 'poisonCounters', of: 'opponent' },
        { q: 'lifeTotal', of: 'opponent' },
        { q: 'counters', of: 'w', kind: '-1/-1' },
        { q: 'toughness', of: 'w' },
      ],
    })
    expect(values(r)).toEqual([1, 20, 3, 2])
  })

  it('CR 510.1c: several blockers: how the damage is divided is the attacking player’s choice; without it, unsupported', () => {
    const base: Scenario = {
      cards: { g: mine('Wayward Giant'), b1: theirs('Grizzly Bears'), b2: theirs('Typhoid Rats') },
      actions: [
        { do: 'attack', cards: ['g'] },
        {
          do: 'block',
          blocks: [
            { blocker: 'b1', attacker: 'g' },
            { blocker: 'b2', attacker: 'g' },
          ],
        },
        toDamage,
      ],
      ask: [
        { q: 'zone', of: 'b1' },
        { q: 'zone', of: 'b2' },
      ],
    }
    const unsure = run(base)
    expect(unsure.answers.map((a) => a.supported)).toEqual([false, false])
    expect(unsure.answers[0]!.because).toContain('assignCombatDamage')
    const chosen = run({
      ...base,
      actions: [...base.actions!.slice(0, 2), { do: 'assignCombatDamage', card: 'g', assign: { b1: 3, b2: 1 } }, toDamage],
    })
    expect(values(chosen)).toEqual(['graveyard', 'graveyard'])
  })
})

describe('trample (CR 702.19)', () => {
  const blocked = (assign: Record<string, number> | null, extra: Record<string, unknown> = {}): Scenario => ({
    cards: { pw: mine('Pardic Wanderer', extra), b: theirs('Grizzly Bears') },
    actions: [
      { do: 'attack', cards: ['pw'] },
      { do: 'block', blocks: [{ blocker: 'b', attacker: 'pw' }] },
      ...(assign ? [{ do: 'assignCombatDamage' as const, card: 'pw', assign }] : []),
      toDamage,
    ],
    ask: [
      { q: 'lifeTotal', of: 'opponent' },
      { q: 'zone', of: 'b' },
    ],
  })

  it('CR 702.19b: lethal damage to the blocker, the rest to the player', () => {
    const r = run(blocked({ b: 2, opponent: 3 }))
    expect(values(r)).toEqual([17, 'graveyard'])
  })

  it('CR 702.19b: the player gets nothing until the blocker is assigned lethal damage', () => {
    const r = run(blocked({ b: 1, opponent: 4 }))
    expect(r.answers[0]!.supported).toBe(false)
    expect(r.answers[0]!.because).toContain('702.19b')
  })

  it('CR 702.19b: more than lethal to the blocker is the attacking player’s choice too', () => {
    expect(values(run(blocked({ b: 5 })))).toEqual([20, 'graveyard'])
  })

  it('CR 702.19b: the division is a choice: without it the damage is unsupported', () => {
    const r = run(blocked(null))
    expect(r.answers.map((a) => a.supported)).toEqual([false, false])
  })

  it('CR 702.2c, 702.19b: with deathtouch, 1 damage is lethal damage to the blocker (a deathtouch counter, 122.1b)', () => {
    const r = run(blocked({ b: 1, opponent: 4 }, { counters: { deathtouch: 1 } }))
    expect(values(r)).toEqual([16, 'graveyard'])
    expect(rules(r.actions[3]!)).toContain('702.2b')
  })

  it('CR 702.19b: damage already marked on the blocker counts toward lethal', () => {
    const r = run({
      cards: { pw: mine('Pardic Wanderer'), b: theirs('Grizzly Bears', { damage: 1 }) },
      actions: [
        { do: 'attack', cards: ['pw'] },
        { do: 'block', blocks: [{ blocker: 'b', attacker: 'pw' }] },
        { do: 'assignCombatDamage', card: 'pw', assign: { b: 1, opponent: 4 } },
        toDamage,
      ],
      ask: [
        { q: 'lifeTotal', of: 'opponent' },
        { q: 'zone', of: 'b' },
      ],
    })
    expect(values(r)).toEqual([16, 'graveyard'])
  })

  it('CR 702.19b: with no more damage than lethal to its blocker there is no choice: it all goes to the blocker', () => {
    const r = run({
      cards: { pw: mine('Pardic Wanderer'), w: theirs('Ardent Militia') },
      actions: [{ do: 'attack', cards: ['pw'] }, { do: 'block', blocks: [{ blocker: 'w', attacker: 'pw' }] }, toDamage],
      ask: [
        { q: 'zone', of: 'w' },
        { q: 'lifeTotal', of: 'opponent' },
      ],
    })
    expect(values(r)).toEqual(['graveyard', 20])
  })

  it('CR 702.19d: a blocked trampler with no blocker left assigns all its damage to the player; without trample, none (509.1h)', () => {
    const gone = (attacker: string) =>
      run({
        cards: { a: mine(attacker), b: theirs('Grizzly Bears') },
        actions: [
          { do: 'attack', cards: ['a'] },
          { do: 'block', blocks: [{ blocker: 'b', attacker: 'a' }] },
          { do: 'move', card: 'b', to: 'hand' },
          toDamage,
        ],
        ask: [{ q: 'lifeTotal', of: 'opponent' }],
      })
    expect(values(gone('Pardic Wanderer'))).toEqual([15])
    expect(values(gone('Ardent Militia'))).toEqual([20])
  })
})

describe('"deals combat damage" triggers (CR 510.3a, 603.2)', () => {
  it('Slith Firewalker: its trigger goes on the stack in the combat damage step and puts a +1/+1 counter on it', () => {
    const r = run({
      cards: { sf: mine('Slith Firewalker', { summoningSick: true }) },
      actions: [{ do: 'attack', cards: ['sf'] }, toDamage, { do: 'resolve' }, { do: 'advanceTo', step: 'postcombatMain' }],
      ask: [{ q: 'counters', of: 'sf', kind: '+1/+1' }, { q: 'power', of: 'sf' }, { q: 'lifeTotal', of: 'opponent' }, { q: 'phase' }],
    })
    // the advance stops in the combat damage step: the trigger is on the stack (CR 500.2)
    expect(r.actions[1]!.because).toContain('Triggered abilities went on the stack')
    expect(r.actions[1]!.because).toContain('The game stops in the combat damage step')
    expect(values(r)).toEqual([1, 2, 19, 'postcombatMain'])
  })

  it('a blocked creature that deals no damage to a player doesn’t trigger (Stromkirk Patrol)', () => {
    const r = run({
      cards: { sp: mine('Stromkirk Patrol'), w: theirs('Ardent Militia') },
      actions: [{ do: 'attack', cards: ['sp'] }, { do: 'block', blocks: [{ blocker: 'w', attacker: 'sp' }] }, toDamage],
      ask: [{ q: 'triggerCount', of: 'sp' }, { q: 'stack' }],
    })
    expect(values(r)).toEqual([0, []])
  })

  it('Coastal Piracy ruling: "You draw one card per creature, not one per point of damage."', () => {
    const r = run({
      cards: { cp: mine('Coastal Piracy'), a: mine('Grizzly Bears'), b: mine('Wayward Giant') },
      actions: [{ do: 'attack', cards: ['a', 'b'] }, toDamage],
      ask: [
        { q: 'triggerCount', of: 'cp' },
        { q: 'lifeTotal', of: 'opponent' },
      ],
    })
    expect(values(r)).toEqual([2, 14])
  })
})

describe('what combat doesn’t model is unsupported, never guessed', () => {
  it('flanking (a keyword combat doesn’t model) on an attacker makes combat damage unsupported', () => {
    const r = run({
      cards: { bc: mine('Benalish Cavalry'), b: theirs('Grizzly Bears') },
      actions: [{ do: 'attack', cards: ['bc'] }, { do: 'block', blocks: [{ blocker: 'b', attacker: 'bc' }] }, toDamage],
      ask: [
        { q: 'zone', of: 'b' },
        { q: 'zone', of: 'bc' },
      ],
    })
    expect(r.answers.map((a) => a.supported)).toEqual([false, false])
    expect(r.answers[0]!.because).toContain('Flanking')
  })

  it('CR 506.4: a creature that leaves the battlefield is removed from combat; back, it is a new object and deals no damage', () => {
    const r = run({
      cards: { a: mine('Grizzly Bears') },
      actions: [
        { do: 'attack', cards: ['a'] },
        { do: 'move', card: 'a', to: 'hand' },
        { do: 'move', card: 'a', to: 'battlefield' },
        toDamage,
      ],
      ask: [{ q: 'lifeTotal', of: 'opponent' }],
    })
    expect(values(r)).toEqual([20])
  })
})
