// Casting (CR 601, 701.5), the stack (405.5), zones and new objects (400.7), countering (701.6,
// 101.2), copies (707.10) — and the three sample questions.
import { beforeAll, describe, expect, it } from 'vitest'
import type { EvaluateResult, Scenario } from '../../src/engine/index.js'
import { loadCards } from './support/cards.js'
import { engineWith, rules, rulings, values } from './support/run.js'

let run: (s: Scenario) => EvaluateResult
beforeAll(() => {
  run = engineWith(
    loadCards(['Grow from the Ashes', 'Bog Badger', "Urza's Rage", 'Blast from the Past', 'Forest', 'Comet Storm', 'Krosan Druid']),
  )
})

describe('casting and the stack', () => {
  it('CR 701.5a: to cast a spell is to take it from its zone, put it on the stack and pay its costs', () => {
    const r = run({
      cards: { gfa: 'Grow from the Ashes' },
      actions: [{ do: 'cast', card: 'gfa' }],
      ask: [
        { q: 'zone', of: 'gfa' },
        { q: 'wasCast', of: 'gfa' },
        { q: 'controller', of: 'gfa' },
        { q: 'manaSpent', of: 'gfa' },
      ],
    })
    expect(values(r)).toEqual(['stack', true, 'you', 3])
    expect(rules(r.answers[0]!)).toContain('601.2')
  })

  it("CR 701.5b: to cast a card is to cast it as a spell — a land can't be cast (CR 305.9)", () => {
    const r = run({
      cards: { forest: 'Forest' },
      actions: [{ do: 'cast', card: 'forest', id: 'c' }],
      ask: [
        { q: 'legal', of: 'c' },
        { q: 'canCast', of: 'forest' },
      ],
    })
    expect(values(r)).toEqual([false, false])
    expect(rules(r.answers[0]!)).toContain('305.9')
  })

  it("CR 601.3: a card in a graveyard or library can't be cast without a rule or effect allowing it", () => {
    const r = run({
      cards: { gfa: { card: 'Grow from the Ashes', zone: 'graveyard' }, bb: { card: 'Bog Badger', zone: 'library' } },
      actions: [
        { do: 'cast', card: 'gfa', id: 'g' },
        { do: 'cast', card: 'bb', source: 'Future Sight', id: 'b' },
      ],
      ask: [
        { q: 'legal', of: 'g' },
        { q: 'legal', of: 'b' },
      ],
    })
    expect(values(r)).toEqual([false, true])
    expect(rules(r.answers[0]!)).toContain('601.3')
  })

  it('CR 405.5: the top object of the stack resolves first', () => {
    const r = run({
      cards: { gfa: 'Grow from the Ashes', bb: 'Bog Badger' },
      actions: [
        { do: 'cast', card: 'gfa' },
        { do: 'cast', card: 'bb' },
        { do: 'resolve', card: 'gfa', id: 'early' },
        { do: 'resolve' },
        { do: 'resolve' },
      ],
      ask: [
        { q: 'legal', of: 'early' },
        { q: 'zone', of: 'bb' },
        { q: 'zone', of: 'gfa' },
      ],
    })
    expect(values(r)).toEqual([false, 'battlefield', 'graveyard'])
  })

  it('CR 400.7: a card that changes zones is a new object with no memory of the spell it was', () => {
    const r = run({
      cards: { gfa: 'Grow from the Ashes', bb: 'Bog Badger' },
      actions: [
        { do: 'cast', card: 'gfa', kicker: true },
        { do: 'resolve' },
        { do: 'cast', card: 'bb', kicker: true },
        { do: 'resolve' },
        { do: 'move', card: 'bb', to: 'hand' },
      ],
      ask: [
        { q: 'isKicked', of: 'gfa' },
        { q: 'isKicked', of: 'bb' },
        { q: 'totalCost', of: 'bb' },
      ],
    })
    expect(values(r)).toEqual([false, false, null])
    expect(rules(r.answers[0]!)).toContain('400.7')
  })

  it("CR 701.6a: a countered spell goes to its owner's graveyard; CR 101.2: a spell that can't be countered stays (Urza's Rage)", () => {
    const r = run({
      cards: { druid: 'Krosan Druid', rage: "Urza's Rage" },
      actions: [
        { do: 'cast', card: 'druid' },
        { do: 'counter', card: 'druid' },
        { do: 'cast', card: 'rage', kicker: true },
        { do: 'counter', card: 'rage' },
      ],
      ask: [
        { q: 'zone', of: 'druid' },
        { q: 'zone', of: 'rage' },
        { q: 'isKicked', of: 'rage' },
      ],
    })
    expect(values(r)).toEqual(['graveyard', 'stack', true])
    expect(rules(r.answers[1]!)).toEqual(expect.arrayContaining(['101.2', '113.6g']))
    expect(rulings(r.answers[1]!)).toContain('urzasRage.cantBeCountered')
  })

  it('CR 707.10: a copy of a spell is owned and controlled by who put it on the stack; countered or resolved it ceases to exist', () => {
    const r = run({
      cards: { storm: 'Comet Storm' },
      actions: [
        { do: 'cast', card: 'storm', x: 2 },
        { do: 'copySpell', card: 'storm', as: 'theirs', controller: 'opponent' },
        { do: 'copySpell', card: 'storm', as: 'mine' },
        { do: 'counter', card: 'mine' },
      ],
      ask: [
        { q: 'owner', of: 'theirs' },
        { q: 'controller', of: 'theirs' },
        { q: 'xValue', of: 'theirs' },
        { q: 'zone', of: 'mine' },
      ],
    })
    expect(values(r)).toEqual(['opponent', 'opponent', 2, null])
    expect(rules(r.answers[3]!)).toContain('707.10a')
  })
})

describe("the issue's sample questions", () => {
  it('"Is this copy kicked?" — yes: a copy of a kicked spell copies the kicker decision (CR 707.10)', () => {
    const r = run({
      cards: { gfa: 'Grow from the Ashes' },
      actions: [
        { do: 'cast', card: 'gfa', kicker: true },
        { do: 'copySpell', card: 'gfa', as: 'copy1' },
      ],
      ask: [{ q: 'isKicked', of: 'copy1' }],
    })
    expect(r.answers[0]).toMatchObject({ q: 'isKicked', of: 'copy1', value: true })
    expect(rules(r.answers[0]!)).toContain('707.10')
    expect(rulings(r.answers[0]!)).toContain('kicker.copySpell')
  })

  it('"Can I kick a creature I put onto the battlefield without casting it?" — no', () => {
    const r = run({
      cards: { bb: 'Bog Badger' },
      actions: [{ do: 'putOntoBattlefield', card: 'bb', kicker: true, id: 'put' }],
      ask: [{ q: 'legal', of: 'put' }],
    })
    expect(r.answers[0]).toMatchObject({ value: false, legal: false })
    expect(rulings(r.answers[0]!)).toContain('kicker.notCast')
  })

  it('zone set-up on an action: putOntoBattlefield from the graveyard (reanimation) takes a card whose zone was left unset', () => {
    const r = run({
      cards: { bb: 'Bog Badger', placed: { card: 'Bog Badger', zone: 'hand' } },
      actions: [
        { do: 'putOntoBattlefield', card: 'bb', from: 'graveyard', id: 'reanimate' },
        { do: 'putOntoBattlefield', card: 'placed', from: 'graveyard', id: 'wrongZone' },
      ],
      ask: [
        { q: 'zone', of: 'bb' },
        { q: 'isKicked', of: 'bb' },
        { q: 'legal', of: 'wrongZone' },
        { q: 'zone', of: 'placed' },
      ],
    })
    expect(values(r)).toEqual(['battlefield', false, false, 'hand'])
    expect(r.answers[0]!.because).toMatch(/without being cast/)
    expect(r.answers[2]!.because).toMatch(/is in the hand, not in the graveyard/)
  })

  it('"Where does Blast from the Past go if I flash it back with buyback paid?" — exile', () => {
    const r = run({
      cards: { blast: 'Blast from the Past' },
      actions: [{ do: 'cast', card: 'blast', from: 'graveyard', cost: 'flashback', buyback: true }, { do: 'resolve' }],
      ask: [{ q: 'zone', of: 'blast' }],
    })
    expect(values(r)).toEqual(['exile'])
  })
})
