// Madness (CR 702.35), flashback (702.34), buyback (702.27) and how they combine with kicker and
// each other: Blast from the Past (Unhinged, 2022 wording) has all of them and cycling too.
import { beforeAll, describe, expect, it } from 'vitest'
import type { EvaluateResult, Scenario } from '../../src/engine/index.js'
import { loadCards } from './support/cards.js'
import { engineWith, rules, rulings, values } from './support/run.js'

let run: (s: Scenario) => EvaluateResult
beforeAll(() => {
  run = engineWith(
    loadCards([
      'Blast from the Past',
      'Fiery Temper',
      'Lava Dart',
      'Ancient Grudge',
      'Grow from the Ashes',
      'Deep Analysis',
      'Drake Haven',
      'Island',
      'Mountain',
    ]),
  )
})

describe('alternative and additional costs on Blast from the Past', () => {
  it("CR 702.34a + 702.27a (the issue's question): flashed back with buyback paid, it is exiled — flashback's exile wins", () => {
    const r = run({
      cards: { blast: 'Blast from the Past' },
      actions: [{ do: 'cast', card: 'blast', from: 'graveyard', cost: 'flashback', buyback: true, kicker: true }, { do: 'resolve' }],
      ask: [{ q: 'zone', of: 'blast' }],
    })
    expect(values(r)).toEqual(['exile'])
    expect(rules(r.answers[0]!)).toEqual(expect.arrayContaining(['702.34a', '702.27a']))
    expect(rulings(r.answers[0]!)).toEqual(expect.arrayContaining(['blast.flashbackBuyback', 'flashback.alwaysExiled']))
  })

  it('Ruling "Flashback and kicker do mix": the kicker cost is added to the flashback cost', () => {
    const r = run({
      cards: { blast: { card: 'Blast from the Past', zone: 'graveyard' } },
      ask: [{ q: 'canCast', of: 'blast', cost: 'flashback', kicker: true }],
    })
    expect(values(r)).toEqual([true])
    expect(r.answers[0]!.detail).toMatchObject({ totalCost: '{5}{R}{R}', kicked: true })
    expect(rulings(r.answers[0]!)).toContain('blast.flashbackKicker')
  })

  it("CR 702.27a: with buyback paid it returns to its owner's hand as it resolves — but a countered spell goes to the graveyard", () => {
    const r = run({
      cards: { a: 'Blast from the Past', b: 'Blast from the Past' },
      actions: [
        { do: 'cast', card: 'a', buyback: true },
        { do: 'resolve' },
        { do: 'cast', card: 'b', buyback: true },
        { do: 'counter', card: 'b' },
      ],
      ask: [
        { q: 'zone', of: 'a' },
        { q: 'zone', of: 'b' },
        { q: 'totalCost', of: 'a' },
      ],
    })
    expect(values(r)).toEqual(['hand', 'graveyard', null])
    expect(rules(r.answers[0]!)).toContain('702.27a')
    expect(rules(r.answers[1]!)).toEqual(expect.arrayContaining(['701.6a', '702.27a']))
  })

  it('CR 702.34a: flashback only from your graveyard, only for instants and sorceries; exiled even when countered', () => {
    const r = run({
      cards: {
        hand: 'Blast from the Past',
        grudge: { card: 'Ancient Grudge', zone: 'graveyard' },
        theirs: { card: 'Ancient Grudge', zone: 'graveyard', owner: 'opponent' },
      },
      actions: [
        { do: 'cast', card: 'hand', cost: 'flashback', from: 'hand', id: 'fromHand' },
        { do: 'cast', card: 'grudge', cost: 'flashback' },
        { do: 'counter', card: 'grudge' },
        { do: 'cast', card: 'theirs', cost: 'flashback', controller: 'you', id: 'theirs' },
      ],
      ask: [
        { q: 'legal', of: 'fromHand' },
        { q: 'zone', of: 'grudge' },
        { q: 'legal', of: 'theirs' },
      ],
    })
    expect(values(r)).toEqual([false, 'exile', false])
    expect(rules(r.answers[0]!)).toContain('702.34a')
    expect(rulings(r.answers[1]!)).toContain('flashback.alwaysExiled')
  })

  it('CR 702.34a, 118.9, 601.2h: a non-mana flashback cost (Lava Dart: "Flashback—Sacrifice a Mountain") and a mixed one (Deep Analysis)', () => {
    const r = run({
      cards: {
        dart: { card: 'Lava Dart', zone: 'graveyard' },
        deep: { card: 'Deep Analysis', zone: 'graveyard' },
        m: { card: 'Mountain', zone: 'battlefield' },
      },
      actions: [
        { do: 'cast', card: 'dart', cost: 'flashback' },
        { do: 'cast', card: 'deep', cost: 'flashback' },
      ],
      ask: [
        { q: 'totalCost', of: 'dart' },
        { q: 'totalCost', of: 'deep' },
        { q: 'manaValue', of: 'deep' },
        { q: 'lifeTotal', of: 'you' },
      ],
    })
    // "Pay 3 life" is paid from the life total as it is cast (CR 119.4, 601.2h; actions/life-payment.ts)
    expect(values(r)).toEqual(['{0}, Sacrifice a Mountain', '{1}{U}, Pay 3 life', 4, 17])
    expect(r.actions[1]).toMatchObject({ legal: true })
    // with less life than that, it can't be flashed back (CR 119.4)
    const poor = run({
      cards: { deep: { card: 'Deep Analysis', zone: 'graveyard' } },
      life: { you: 2 },
      ask: [{ q: 'canCast', of: 'deep', cost: 'flashback' }],
    })
    expect(poor.answers[0]).toMatchObject({ value: false, legal: false, supported: true })
    expect(rules(poor.answers[0]!)).toContain('119.4')
    const planned = run({ cards: { deep: { card: 'Deep Analysis', zone: 'graveyard' } }, ask: [{ q: 'manaValue', of: 'deep' }] })
    expect(values(planned)).toEqual([4])
    // without a Mountain to sacrifice, Lava Dart can't be flashed back (CR 601.2h)
    const none = run({ cards: { dart: { card: 'Lava Dart', zone: 'graveyard' } }, ask: [{ q: 'canCast', of: 'dart', cost: 'flashback' }] })
    expect(none.answers[0]).toMatchObject({ value: false, legal: false, supported: true })
    expect(rules(none.answers[0]!)).toContain('601.2h')
  })

  it('Flashback ruling: it can be cast with flashback even if it was put into the graveyard without being cast', () => {
    const r = run({
      cards: { grudge: 'Ancient Grudge' },
      actions: [
        { do: 'move', card: 'grudge', to: 'graveyard' },
        { do: 'cast', card: 'grudge', cost: 'flashback', id: 'fb' },
      ],
      ask: [
        { q: 'legal', of: 'fb' },
        { q: 'totalCost', of: 'grudge' },
      ],
    })
    expect(values(r)).toEqual([true, '{G}'])
  })

  it("CR 118.9a, 601.2b: flashback and madness can't both be applied — one alternative cost at most", () => {
    const r = run({
      cards: { blast: { card: 'Blast from the Past', zone: 'graveyard' } },
      actions: [{ do: 'cast', card: 'blast', cost: ['flashback', 'madness'], id: 'both' }],
      ask: [
        { q: 'legal', of: 'both' },
        { q: 'zone', of: 'blast' },
      ],
    })
    expect(values(r)).toEqual([false, 'graveyard'])
    expect(rules(r.answers[0]!)).toEqual(expect.arrayContaining(['118.9a', '601.2b']))
  })

  it('CR 702.35a: discarded, a madness card goes to exile and may be cast for its madness cost; declined, it goes to the graveyard', () => {
    const r = run({
      cards: { temper: 'Fiery Temper', other: 'Fiery Temper', haven: { card: 'Drake Haven', zone: 'battlefield' } },
      actions: [
        { do: 'discard', card: 'temper' },
        { do: 'cast', card: 'temper', cost: 'madness', id: 'mad' },
        { do: 'discard', card: 'other' },
        { do: 'declineMadness', card: 'other' },
        { do: 'cast', card: 'other', cost: 'madness', id: 'late' },
      ],
      ask: [
        { q: 'legal', of: 'mad' },
        { q: 'totalCost', of: 'temper' },
        { q: 'manaValue', of: 'temper' },
        { q: 'zone', of: 'other' },
        { q: 'legal', of: 'late' },
        { q: 'triggerCount', of: 'haven' },
      ],
    })
    expect(values(r)).toEqual([true, '{R}', 3, 'graveyard', false, 2])
    expect(rulings(r.answers[1]!)).toContain('madness.totalCost')
    expect(rulings(r.answers[3]!)).toContain('madness.declined')
  })

  it("CR 702.35a: madness can't be used without the discard, and only from the hand can a card be discarded", () => {
    const r = run({
      cards: { temper: 'Fiery Temper', grave: { card: 'Fiery Temper', zone: 'graveyard' } },
      actions: [
        { do: 'cast', card: 'temper', cost: 'madness', id: 'noDiscard' },
        { do: 'discard', card: 'grave', id: 'fromGrave' },
      ],
      ask: [
        { q: 'legal', of: 'noDiscard' },
        { q: 'legal', of: 'fromGrave' },
      ],
    })
    expect(values(r)).toEqual([false, false])
    expect(rules(r.answers[0]!)).toContain('702.35a')
    expect(rules(r.answers[1]!)).toContain('701.9a')
    expect(rulings(r.answers[1]!)).toContain('madness.onlyFromHand')
  })

  it('CR 702.35b: a madness cost is an alternative cost — additional costs like kicker and buyback may be added (Blast from the Past ruling)', () => {
    const r = run({
      cards: { blast: 'Blast from the Past' },
      actions: [{ do: 'discard', card: 'blast' }],
      ask: [{ q: 'canCast', of: 'blast', cost: 'madness', kicker: true, buyback: true }],
    })
    expect(values(r)).toEqual([true])
    expect(r.answers[0]!.detail).toMatchObject({ totalCost: '{6}{R}{R}{R}' })
    expect(rulings(r.answers[0]!)).toContain('blast.cycleThenMadness')
  })

  it("CR 400.7: a madness card cast from exile becomes a new object; an instant resolves into its owner's graveyard", () => {
    const r = run({
      cards: { temper: 'Fiery Temper' },
      actions: [{ do: 'discard', card: 'temper' }, { do: 'cast', card: 'temper', cost: 'madness' }, { do: 'resolve' }],
      ask: [
        { q: 'zone', of: 'temper' },
        { q: 'isKicked', of: 'temper' },
      ],
    })
    expect(values(r)).toEqual(['graveyard', false])
    expect(rules(r.answers[1]!)).toContain('400.7')
  })
})
