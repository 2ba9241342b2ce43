// Auras and Equipment attached to permanents (src/engine/game/attachments.ts): "Enchanted creature gets …"
// and "Equipped creature gets …" (CR 303.4m, 301.5f, 613.4c), an Aura spell's target and how it resolves
// (303.4a, 608.3b–c), and the state-based actions 704.5m (an Aura attached illegally or to nothing) and
// 704.5n (an Equipment attached illegally), on real cards and their rulings.
import { describe, expect, it } from 'vitest'
import { loadCards } from '../support/cards.js'
import { engineWith, notUnderstood, rules, values } from '../support/run.js'

const pool = loadCards(['Holy Strength', 'Rancor', 'Aspect of Wolf', 'Bonesplitter', 'Grizzly Bears', 'Forest', 'Lightning Bolt'])
const run = engineWith(pool)
const bears = { card: 'Grizzly Bears', zone: 'battlefield' as const }
const on = (card: string, to = 'bears') => ({ card, zone: 'battlefield' as const, attachedTo: to })

describe('Auras (CR 303.4)', () => {
  it('"Enchanted creature gets +1/+2." applies to the creature it is attached to (303.4m, 613.4c)', () => {
    const r = run({
      cards: { bears, hs: on('Holy Strength') },
      ask: [
        { q: 'power', of: 'bears' },
        { q: 'toughness', of: 'bears' },
        { q: 'attachedTo', of: 'hs' },
      ],
    })
    expect(values(r)).toEqual([3, 4, 'bears'])
    expect(rules(r.answers[0]!)).toContain('613.4c')
  })

  it('an Aura whose creature dies goes to its owner’s graveyard as the next state-based action (704.5m)', () => {
    const r = run({
      cards: { bears, hs: on('Holy Strength') },
      actions: [{ do: 'dealDamage', to: 'bears', amount: 4 }],
      ask: [{ q: 'zone', of: 'bears' }, { q: 'zone', of: 'hs' }, { q: 'stateBasedActions' }],
    })
    expect(values(r).slice(0, 2)).toEqual(['graveyard', 'graveyard'])
    expect(r.actions[0]!.because).toMatch(/704\.5g.*Holy Strength wasn't attached to an object.*704\.5m/)
    expect(rules(r.actions[0]!)).toContain('704.5m')
  })

  it('an Aura attached to an object its enchant ability doesn’t allow goes to the graveyard (704.5m, 303.4c)', () => {
    const r = run({
      cards: { land: { card: 'Forest', zone: 'battlefield' }, hs: on('Holy Strength', 'land') },
      ask: [{ q: 'zone', of: 'hs' }],
    })
    expect(values(r)).toEqual(['graveyard'])
  })

  it('an Aura on the battlefield with no attachment given is unsupported, and so is what it could change (303.4f)', () => {
    const r = run({
      cards: { bears, hs: { card: 'Holy Strength', zone: 'battlefield' } },
      ask: [
        { q: 'zone', of: 'hs' },
        { q: 'power', of: 'bears' },
        { q: 'attachedTo', of: 'hs' },
      ],
    })
    expect(r.answers.map((a) => a.supported)).toEqual([false, false, false])
    expect(r.answers[0]!.because).toContain('303.4f')
    expect(values(r)).toEqual([null, null, null])
  })

  it('an Aura spell targets what it can enchant and enters attached to it (303.4a, 608.3c)', () => {
    const r = run({
      cards: { bears, hs: 'Holy Strength' },
      actions: [{ do: 'cast', card: 'hs', targets: ['bears'] }, { do: 'resolve' }],
      ask: [
        { q: 'attachedTo', of: 'hs' },
        { q: 'power', of: 'bears' },
      ],
    })
    expect(r.actions[1]!.because).toContain('entered attached to Grizzly Bears')
    expect(values(r)).toEqual(['bears', 3])
  })

  it('an Aura spell can’t target what it can’t enchant (303.4a)', () => {
    const r = run({
      cards: { land: { card: 'Forest', zone: 'battlefield' }, hs: 'Holy Strength' },
      actions: [{ do: 'cast', card: 'hs', targets: ['land'], id: 'c' }],
      ask: [{ q: 'legal', of: 'c' }],
    })
    expect(values(r)).toEqual([false])
  })

  it('Rancor ruling: if its creature is an illegal target as it resolves, it doesn’t resolve and its last ability doesn’t trigger (608.3b)', () => {
    const r = run({
      cards: { bears, rancor: 'Rancor', bolt: 'Lightning Bolt' },
      actions: [
        { do: 'cast', card: 'rancor', targets: ['bears'] },
        { do: 'cast', card: 'bolt', targets: ['bears'] },
        { do: 'resolve' },
        { do: 'resolve' },
      ],
      ask: [
        { q: 'zone', of: 'rancor' },
        { q: 'triggerCount', of: 'rancor' },
      ],
    })
    expect(r.actions[3]!.because).toContain("didn't resolve")
    expect(rules(r.actions[3]!)).toContain('608.3b')
    expect(values(r)).toEqual(['graveyard', 0])
  })

  it('Rancor put into the graveyard from the battlefield returns to its owner’s hand: its trigger finds the new object (400.7e)', () => {
    const r = run({
      cards: { bears, rancor: on('Rancor') },
      actions: [{ do: 'dealDamage', to: 'bears', amount: 2 }, { do: 'resolve' }],
      ask: [
        { q: 'zone', of: 'rancor' },
        { q: 'zone', of: 'bears' },
      ],
    })
    expect(values(r)).toEqual(['hand', 'graveyard'])
  })

  it('Aspect of Wolf ruling: "The effect is continuously updated based on the number of Forests you control at any given time." (611.3a)', () => {
    const forest = { card: 'Forest', zone: 'battlefield' as const }
    const cards = { bears, aw: on('Aspect of Wolf'), f1: forest, f2: forest, f3: forest, f4: 'Forest' }
    const before = run({
      cards,
      ask: [
        { q: 'power', of: 'bears' },
        { q: 'toughness', of: 'bears' },
      ],
    })
    // three Forests: X is 3/2 rounded down, Y rounded up
    expect(values(before)).toEqual([3, 4])
    const after = run({
      cards,
      turn: { active: 'you', step: 'precombatMain' },
      actions: [{ do: 'playLand', card: 'f4' }],
      ask: [
        { q: 'power', of: 'bears' },
        { q: 'toughness', of: 'bears' },
      ],
    })
    expect(values(after)).toEqual([4, 4])
  })

  it('every clause of Holy Strength, Aspect of Wolf and Bonesplitter (equip included) is understood', () => {
    for (const name of ['Holy Strength', 'Aspect of Wolf', 'Bonesplitter']) expect(notUnderstood(pool[name]!), name).toEqual([])
  })
})

describe('Equipment (CR 301.5)', () => {
  it('"Equipped creature gets +2/+0." applies to the equipped creature; an Equipment enters unattached (301.5b, 301.5f)', () => {
    const r = run({
      cards: { bears, bs: on('Bonesplitter'), other: { card: 'Bonesplitter', zone: 'battlefield' } },
      ask: [
        { q: 'power', of: 'bears' },
        { q: 'attachedTo', of: 'other' },
      ],
    })
    expect(values(r)).toEqual([4, null])
  })

  it('equip attaches the Equipment to target creature you control, moving it from the creature it equipped (702.6a, 701.3a)', () => {
    const r = run({
      cards: { bears, other: { card: 'Grizzly Bears', zone: 'battlefield' }, bs: on('Bonesplitter') },
      turn: { active: 'you', step: 'precombatMain' },
      actions: [{ do: 'activate', card: 'bs', targets: ['other'], id: 'equip' }, { do: 'passPriority' }, { do: 'passPriority' }],
      ask: [
        { q: 'attachedTo', of: 'bs' },
        { q: 'power', of: 'bears' },
        { q: 'power', of: 'other' },
        { q: 'legal', of: 'equip' },
      ],
    })
    expect(r.actions[2]!.because).toContain('moving from Grizzly Bears')
    expect(values(r)).toEqual(['other', 2, 4, true])
  })

  it('equip is activated only as a sorcery (702.6a, 602.5d) and only targets a creature you control (115.1)', () => {
    const theirs = { card: 'Grizzly Bears', zone: 'battlefield' as const, owner: 'opponent' }
    const r = run({
      cards: { bears, theirs, bs: { card: 'Bonesplitter', zone: 'battlefield' } },
      turn: { active: 'opponent', step: 'end', priority: 'you' },
      actions: [{ do: 'activate', card: 'bs', targets: ['bears'], id: 'late' }],
      ask: [{ q: 'legal', of: 'late' }],
    })
    expect(values(r)).toEqual([false])
    expect(rules(r.actions[0]!)).toContain('602.5d')
    const s = run({
      cards: { theirs, bs: { card: 'Bonesplitter', zone: 'battlefield' } },
      actions: [{ do: 'activate', card: 'bs', targets: ['theirs'], id: 'e' }],
      ask: [{ q: 'legal', of: 'e' }],
    })
    expect(values(s)).toEqual([false])
  })

  it('an Equipment whose creature leaves becomes unattached and stays on the battlefield (704.5n)', () => {
    const r = run({
      cards: { bears, bs: on('Bonesplitter') },
      actions: [{ do: 'move', card: 'bears', to: 'hand' }],
      ask: [{ q: 'zone', of: 'bs' }, { q: 'attachedTo', of: 'bs' }, { q: 'stateBasedActions' }],
    })
    expect(values(r).slice(0, 2)).toEqual(['battlefield', null])
    expect(rules(r.actions[0]!)).toContain('704.5n')
  })
})
