// Cycling and typecycling (CR 702.29) with the triggers that watch them.
import { beforeAll, describe, expect, it } from 'vitest'
import type { EvaluateResult, Scenario } from '../../src/engine/index.js'
import { loadCards } from './support/cards.js'
import { engineWith, rules, rulings, values } from './support/run.js'

let run: (s: Scenario) => EvaluateResult
beforeAll(() => {
  run = engineWith(
    loadCards([
      'Tectonic Reformation',
      'Homing Sliver',
      'Blast from the Past',
      'Krosan Tusker',
      'Decree of Justice',
      'Horror of the Broken Lands',
      'Ash Barrens',
      'Forest',
      'Plains',
      'Island',
      'Drake Haven',
      'Archfiend of Ifnir',
      'Grow from the Ashes',
      'Sanctum Plowbeast',
    ]),
  )
})

describe('cycling (CR 702.29)', () => {
  it('CR 702.29a: pay the cost, discard this card, draw a card — only from the hand', () => {
    const r = run({
      cards: { tusker: 'Krosan Tusker', top: { card: 'Island', zone: 'library' }, grave: { card: 'Krosan Tusker', zone: 'graveyard' } },
      actions: [
        { do: 'cycle', card: 'tusker', id: 'c' },
        { do: 'cycle', card: 'grave', id: 'g' },
      ],
      ask: [
        { q: 'zone', of: 'tusker' },
        { q: 'zone', of: 'top' },
        { q: 'legal', of: 'g' },
      ],
    })
    expect(values(r)).toEqual(['graveyard', 'hand', false])
    expect(rules(r.answers[2]!)).toContain('702.29a')
  })

  it("CR 702.29b: the cycling ability exists on the battlefield too, but can't be activated there", () => {
    const r = run({
      cards: { tusker: { card: 'Krosan Tusker', zone: 'battlefield' } },
      actions: [{ do: 'cycle', card: 'tusker', id: 'c' }],
      ask: [
        { q: 'legal', of: 'c' },
        { q: 'keywords', of: 'tusker' },
      ],
    })
    expect(values(r)).toEqual([false, ['Cycling {2}{G}']])
    expect(rules(r.answers[0]!)).toContain('702.29b')
  })

  it('CR 702.29c: "When you cycle this card" triggers from wherever the card winds up (Decree of Justice; Krosan Tusker)', () => {
    const r = run({
      cards: { decree: 'Decree of Justice', tusker: 'Krosan Tusker' },
      actions: [
        { do: 'cycle', card: 'decree' },
        { do: 'cycle', card: 'tusker' },
      ],
      ask: [
        { q: 'triggerCount', of: 'decree' },
        { q: 'triggerCount', of: 'tusker' },
        { q: 'zone', of: 'decree' },
      ],
    })
    expect(values(r)).toEqual([1, 1, 'graveyard'])
    expect(rules(r.answers[0]!)).toContain('702.29c')
  })

  it('CR 702.29d: a "cycles or discards" ability triggers only once when a card is cycled (Drake Haven, Archfiend of Ifnir)', () => {
    const r = run({
      cards: {
        haven: { card: 'Drake Haven', zone: 'battlefield' },
        archfiend: { card: 'Archfiend of Ifnir', zone: 'battlefield' },
        tusker: 'Krosan Tusker',
        gfa: 'Grow from the Ashes',
      },
      actions: [
        { do: 'cycle', card: 'tusker' },
        { do: 'discard', card: 'gfa' },
      ],
      ask: [
        { q: 'triggerCount', of: 'haven' },
        { q: 'triggerCount', of: 'archfiend' },
        { q: 'triggerCount', of: 'haven', event: 'cycle' },
        { q: 'triggerCount', of: 'haven', event: 'discard' },
      ],
    })
    expect(values(r)).toEqual([2, 2, 1, 1])
    expect(rules(r.answers[0]!)).toContain('702.29d')
    expect(rulings(r.answers[0]!)).toContain('cycling.cycleOrDiscardOnce')
  })

  it('"another card": Horror of the Broken Lands doesn\'t trigger on cycling itself', () => {
    const r = run({
      cards: { horror: 'Horror of the Broken Lands', watcher: { card: 'Horror of the Broken Lands', zone: 'battlefield' } },
      actions: [{ do: 'cycle', card: 'horror' }],
      ask: [
        { q: 'triggerCount', of: 'watcher' },
        { q: 'triggerCount', of: 'horror' },
      ],
    })
    expect(values(r)).toEqual([1, 0])
  })

  it('CR 702.29e: typecycling searches for a card of its type, reveals it, puts it into your hand, then shuffles (Ash Barrens, Sanctum Plowbeast)', () => {
    const r = run({
      cards: {
        barrens: 'Ash Barrens',
        island: { card: 'Island', zone: 'library' },
        beast: 'Sanctum Plowbeast',
        plains: { card: 'Plains', zone: 'library' },
        forest: { card: 'Forest', zone: 'library' },
      },
      actions: [
        { do: 'cycle', card: 'barrens', find: ['island'], id: 'basic' },
        { do: 'cycle', card: 'beast', ability: 'Islandcycling', find: ['plains'], id: 'wrong' },
        { do: 'cycle', card: 'beast', ability: 'Plainscycling', find: ['plains'], id: 'right' },
      ],
      ask: [
        { q: 'zone', of: 'island' },
        { q: 'legal', of: 'wrong' },
        { q: 'zone', of: 'plains' },
        { q: 'found', of: 'right' },
        { q: 'triggerCount', event: 'shuffle' },
      ],
    })
    expect(values(r)).toEqual(['hand', false, 'hand', ['plains'], 2])
    expect(rules(r.answers[0]!)).toContain('701.23a')
    expect(rules(r.answers[1]!)).toContain('701.23a')
  })

  it('CR 702.29f: typecycling is cycling — "cycle" triggers see it, and a typecycling card\'s cycling is found by effects looking for cycling', () => {
    const r = run({
      cards: { haven: { card: 'Drake Haven', zone: 'battlefield' }, barrens: 'Ash Barrens' },
      actions: [{ do: 'cycle', card: 'barrens' }],
      ask: [
        { q: 'triggerCount', of: 'haven' },
        { q: 'keywords', of: 'barrens' },
      ],
    })
    expect(values(r)).toEqual([1, ['Basic landcycling {1}']])
    expect(r.actions[0]!.citations).toEqual(expect.arrayContaining([{ rule: '702.29f' }]))
  })

  it("CR 702.29a: cycling granted to cards in hand cycles like printed cycling (Tectonic Reformation; Homing Sliver's slivercycling)", () => {
    const sliver = { name: 'Test Sliver', manaCost: '{1}{G}', typeLine: 'Creature — Sliver', oracleText: '' }
    const r = run({
      cards: {
        reformation: { card: 'Tectonic Reformation', zone: 'battlefield' },
        forest: 'Forest',
        top: { card: 'Island', zone: 'library' },
        homing: { card: 'Homing Sliver', zone: 'battlefield', controller: 'opponent', owner: 'opponent' },
        sliver,
        other: { card: 'Homing Sliver', zone: 'library' },
        gfa: 'Grow from the Ashes',
      },
      actions: [
        { do: 'cycle', card: 'forest' },
        { do: 'cycle', card: 'sliver', find: ['other'], id: 's' },
        { do: 'cycle', card: 'gfa', id: 'g' },
      ],
      ask: [
        { q: 'zone', of: 'forest' },
        { q: 'zone', of: 'top' },
        { q: 'found', of: 's' },
        { q: 'legal', of: 'g' },
      ],
    })
    expect(values(r)).toEqual(['graveyard', 'hand', ['other'], false])
  })

  it('Blast from the Past ruling: cycled, it is discarded — and madness lets you cast it from exile', () => {
    const r = run({
      cards: { blast: 'Blast from the Past', top: { card: 'Island', zone: 'library' } },
      actions: [
        { do: 'cycle', card: 'blast' },
        { do: 'cast', card: 'blast', cost: 'madness', kicker: true, id: 'mad' },
      ],
      ask: [
        { q: 'legal', of: 'mad' },
        { q: 'totalCost', of: 'blast' },
        { q: 'zone', of: 'top' },
      ],
    })
    expect(values(r)).toEqual([true, '{2}{R}{R}', 'hand'])
  })
})
