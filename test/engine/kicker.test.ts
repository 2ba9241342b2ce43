// Kicker (CR 702.33) and linked abilities (CR 607), on real cards.
import { beforeAll, describe, expect, it } from 'vitest'
import type { EvaluateResult, Scenario } from '../../src/engine/index.js'
import { loadCards, wickerPicker } from './support/cards.js'
import { engineWith, rules, rulings, values } from './support/run.js'

let run: (s: Scenario) => EvaluateResult
beforeAll(() => {
  run = engineWith(
    loadCards([
      'Grow from the Ashes',
      'Bog Badger',
      'Phyrexian Missionary',
      'Everflowing Chalice',
      'Comet Storm',
      'Gnarlid Pack',
      'Stormscape Battlemage',
      'Verazol, the Split Current',
      'Forest',
      'Krosan Druid',
      "Urza's Rage",
    ]),
  )
})

describe('kicker (CR 702.33)', () => {
  it("CR 702.33a: kicker is an optional additional cost paid as the spell is cast; a card without kicker can't be kicked", () => {
    const r = run({
      cards: { gfa: 'Grow from the Ashes', forest: 'Forest', rage: "Urza's Rage" },
      actions: [
        { do: 'cast', card: 'gfa' },
        { do: 'cast', card: 'rage', kicker: true },
        { do: 'move', card: 'forest', to: 'graveyard' },
      ],
      ask: [
        { q: 'totalCost', of: 'gfa' },
        { q: 'totalCost', of: 'rage' },
        { q: 'canCast', of: 'gfa', kicker: true },
      ],
    })
    expect(values(r)).toEqual(['{2}{G}', '{10}{R}{R}', false])
    const bad = run({
      cards: { vz: 'Verazol, the Split Current' },
      actions: [{ do: 'cast', card: 'vz', kicker: true, id: 'k' }],
      ask: [
        { q: 'legal', of: 'k' },
        { q: 'zone', of: 'vz' },
      ],
    })
    expect(values(bad)).toEqual([false, 'hand'])
    expect(rules(bad.answers[0]!)).toContain('702.33a')
  })

  it('CR 702.33b: "Kicker [cost 1] and/or [cost 2]" — either, both, or neither cost may be paid', () => {
    const r = run({
      cards: { a: 'Stormscape Battlemage', b: 'Stormscape Battlemage', both: 'Stormscape Battlemage' },
      actions: [
        { do: 'cast', card: 'a', kicker: 'A' },
        { do: 'cast', card: 'b', kicker: ['B'] },
        { do: 'cast', card: 'both', kicker: ['A', 'B'] },
      ],
      ask: [
        { q: 'totalCost', of: 'a' },
        { q: 'totalCost', of: 'b' },
        { q: 'totalCost', of: 'both' },
        { q: 'timesKicked', of: 'both' },
      ],
    })
    expect(values(r)).toEqual(['{2}{W}{U}', '{4}{U}{B}', '{4}{W}{U}{B}', 2])
  })

  it("CR 702.33c: multikicker may be paid any number of times (Comet Storm's ruling: X=4 kicked twice costs {6}{R}{R})", () => {
    const r = run({
      cards: { storm: 'Comet Storm', pack: 'Gnarlid Pack' },
      actions: [
        { do: 'cast', card: 'storm', x: 4, kicker: 2 },
        { do: 'cast', card: 'pack', kicker: 3 },
        { do: 'resolve', card: 'pack' },
      ],
      ask: [
        { q: 'totalCost', of: 'storm' },
        { q: 'timesKicked', of: 'storm' },
        { q: 'manaValue', of: 'storm' },
        { q: 'counters', of: 'pack', kind: '+1/+1' },
      ],
    })
    expect(values(r)).toEqual(['{6}{R}{R}', 2, 6, 3])
    expect(rulings(r.answers[0]!)).toContain('cometStorm.totalCost')
  })

  it('CR 702.33d: declaring the intention to pay a kicker cost makes the spell kicked — even if it is then countered', () => {
    const r = run({
      cards: { gfa: 'Grow from the Ashes', druid: 'Krosan Druid' },
      actions: [
        { do: 'cast', card: 'gfa', kicker: true },
        { do: 'cast', card: 'druid', kicker: 0 },
      ],
      ask: [
        { q: 'isKicked', of: 'gfa' },
        { q: 'isKicked', of: 'druid' },
        { q: 'timesKicked', of: 'gfa' },
      ],
    })
    expect(values(r)).toEqual([true, false, 1])
    expect(rules(r.answers[0]!)).toContain('702.33d')
  })

  it('CR 702.33e, 607.2i: "if it was kicked" is linked to the card\'s own printed kicker; the permanent remembers it (CR 400.7d)', () => {
    const r = run({
      cards: { pm: 'Phyrexian Missionary', bb: 'Bog Badger' },
      actions: [{ do: 'cast', card: 'pm', kicker: true }, { do: 'resolve' }, { do: 'cast', card: 'bb' }, { do: 'resolve' }],
      ask: [
        { q: 'linkedKickerApplies', of: 'pm' },
        { q: 'triggerCount', of: 'pm' },
        { q: 'linkedKickerApplies', of: 'bb' },
        { q: 'triggerCount', of: 'bb' },
        { q: 'isKicked', of: 'pm' },
      ],
    })
    expect(values(r)).toEqual([true, 1, false, 0, true])
    expect(rules(r.answers[0]!)).toEqual(expect.arrayContaining(['607.1', '607.2i', '702.33e']))
    expect(rules(r.answers[4]!)).toContain('400.7d')
  })

  it('CR 702.33f: "kicked with its [A] kicker" checks only that cost (Stormscape Battlemage)', () => {
    const r = run({
      cards: { sb: 'Stormscape Battlemage' },
      actions: [{ do: 'cast', card: 'sb', kicker: 'B' }, { do: 'resolve' }],
      ask: [
        { q: 'linkedKickerApplies', of: 'sb', ability: 'A' },
        { q: 'linkedKickerApplies', of: 'sb', ability: 'B' },
        { q: 'kickedWith', of: 'sb' },
        { q: 'triggerCount', of: 'sb' },
      ],
    })
    expect(values(r)).toEqual([false, true, ['B'], 1])
    expect(rules(r.answers[1]!)).toContain('702.33f')
  })

  it("CR 702.33h: sticker kicker is a kicker — kicked for kicked-spell cards, a ticket counter, but not the card's own linked abilities", () => {
    const r = run({
      cards: { wp: { ...wickerPicker(), zone: 'battlefield' }, bb: 'Bog Badger' },
      actions: [{ do: 'cast', card: 'bb', stickerKicker: 'wp' }],
      ask: [{ q: 'isKicked', of: 'bb' }, { q: 'linkedKickerApplies', of: 'bb' }, { q: 'ticketCounters' }, { q: 'kickedWith', of: 'bb' }],
    })
    expect(values(r)).toEqual([true, false, 1, []])
    expect(rules(r.answers[0]!)).toContain('702.33h')
  })

  it('CR 707.10: a copy of a kicked spell is kicked (X too); the copy of a permanent spell becomes a kicked token', () => {
    const r = run({
      cards: {
        storm: 'Comet Storm',
        vz: { card: 'Verazol, the Split Current', zone: 'battlefield', counters: { '+1/+1': 2 } },
        chalice: 'Everflowing Chalice',
      },
      actions: [
        { do: 'cast', card: 'storm', x: 3, kicker: 1 },
        { do: 'copySpell', card: 'storm', as: 'copy', source: 'vz' },
        { do: 'cast', card: 'chalice', kicker: 2 },
        { do: 'copySpell', card: 'chalice', as: 'chaliceCopy' },
        { do: 'resolve', card: 'chaliceCopy' },
      ],
      ask: [
        { q: 'isKicked', of: 'copy' },
        { q: 'xValue', of: 'copy' },
        { q: 'timesKicked', of: 'copy' },
        { q: 'owner', of: 'copy' },
        { q: 'counters', of: 'chaliceCopy', kind: 'charge' },
        { q: 'isToken', of: 'chaliceCopy' },
        { q: 'triggerCount', of: 'vz' },
      ],
    })
    expect(values(r)).toEqual([true, 3, 1, 'you', 2, true, 2])
    expect(rulings(r.answers[0]!)).toEqual(expect.arrayContaining(['kicker.copySpell', 'verazol.copyKicked']))
  })

  it("Verazol ruling: the copy is created on the stack, so it isn't cast — cast triggers don't see it", () => {
    const r = run({
      cards: { vz: { card: 'Verazol, the Split Current', zone: 'battlefield', counters: { '+1/+1': 4 } }, gfa: 'Grow from the Ashes' },
      actions: [
        { do: 'cast', card: 'gfa', kicker: true },
        { do: 'copySpell', card: 'gfa', as: 'copy', source: 'vz' },
      ],
      ask: [
        { q: 'triggerCount', of: 'vz' },
        { q: 'wasCast', of: 'copy' },
      ],
    })
    expect(values(r)).toEqual([1, false])
    expect(rulings(r.answers[1]!)).toContain('verazol.copyNotCast')
  })

  it("Verazol enters with a +1/+1 counter for each mana spent to cast it, additional costs included; none when it wasn't cast", () => {
    const r = run({
      cards: { wp: { ...wickerPicker(), zone: 'battlefield' }, vz: 'Verazol, the Split Current', other: 'Verazol, the Split Current' },
      // the other one under the opponent's control: two under one player's would meet the legend rule (CR 704.5j)
      actions: [
        { do: 'cast', card: 'vz', x: 2, stickerKicker: 'wp' },
        { do: 'resolve' },
        { do: 'putOntoBattlefield', card: 'other', controller: 'opponent' },
      ],
      ask: [
        { q: 'counters', of: 'vz', kind: '+1/+1' },
        { q: 'manaSpent', of: 'vz' },
        { q: 'counters', of: 'other', kind: '+1/+1' },
      ],
    })
    expect(values(r)).toEqual([5, 5, 0])
  })
})
