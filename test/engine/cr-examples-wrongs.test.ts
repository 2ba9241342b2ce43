// The confident wrong answers the CR's own examples found (test/engine/cr-examples/), each now
// unsupported: what the engine doesn't read can't prove an answer. Each test is the example's
// situation, cut down to the one answer that was wrong.
import { describe, expect, it } from 'vitest'
import { loadCards } from './support/cards.js'
import { engineWith } from './support/run.js'

const run = engineWith(
  loadCards([
    'Act of Treason',
    'Grizzly Bears',
    'Svogthos, the Restless Tomb',
    'Drudge Skeletons',
    'Murder',
    'Samite Healer',
    'Lightning Bolt',
    'Essence of the Wild',
    'Rusted Sentinel',
  ]),
)

const instant = (name: string, oracleText: string) => ({ name, manaCost: '{U}', typeLine: 'Instant', oracleText })

describe("answers the CR's examples found wrong are unsupported", () => {
  it('a resolved spell\'s unread "It gains haste until end of turn." leaves the creature\'s abilities in doubt (CR 613.6 example, 611.2c, 613.1f)', () => {
    const r = run({
      cards: { act: 'Act of Treason', bears: { card: 'Grizzly Bears', zone: 'battlefield', owner: 'opponent' } },
      actions: [{ do: 'cast', card: 'act', targets: ['bears'] }, { do: 'resolve' }],
      ask: [{ q: 'abilities', of: 'bears' }],
    })
    // it was [] (Grizzly Bears has haste until end of turn)
    expect(r.answers[0]).toMatchObject({ value: null, supported: false })
    expect(r.answers[0]!.because).toContain('It gains haste until end of turn.')
    // a spell's own keyword isn't what it does once it resolves: a creature untouched by one keeps its answer
    const own = run({
      cards: {
        s: { name: 'Quick Study', manaCost: '{U}', typeLine: 'Instant', oracleText: 'Flash\nDraw a card.' },
        bears: { card: 'Grizzly Bears', zone: 'battlefield' },
      },
      actions: [{ do: 'cast', card: 's' }, { do: 'resolve' }],
      ask: [{ q: 'abilities', of: 'bears' }],
    })
    expect(own.answers[0]).toMatchObject({ value: [], supported: true })
  })

  it('a land an unread effect "becomes a 3/3 creature" may be a creature: "target creature" on it is not confidently illegal (CR 613.6 example, 613.1d, 115.1)', () => {
    const r = run({
      cards: {
        svogthos: { card: 'Svogthos, the Restless Tomb', zone: 'battlefield' },
        a: instant('Animate Land', "Until end of turn, target land becomes a 3/3 creature that's still a land."),
        b: instant('Small Growth', 'Target creature gets +1/+1 until end of turn.'),
      },
      actions: [{ do: 'cast', card: 'a', targets: ['svogthos'] }, { do: 'resolve' }, { do: 'cast', card: 'b', targets: ['svogthos'] }],
      ask: [{ q: 'power', of: 'svogthos' }],
    })
    // it was legal: false, "isn't what "Target creature" allows"
    expect(r.actions[2]).toMatchObject({ legal: null, supported: false })
    expect(r.answers[0]).toMatchObject({ value: null, supported: false })
    // with nothing unread on it, a land is still no creature
    const plain = run({
      cards: {
        svogthos: { card: 'Svogthos, the Restless Tomb', zone: 'battlefield' },
        b: instant('Small Growth', 'Target creature gets +1/+1 until end of turn.'),
      },
      actions: [{ do: 'cast', card: 'b', targets: ['svogthos'] }],
      ask: [{ q: 'zone', of: 'b' }],
    })
    expect(plain.actions[0]).toMatchObject({ legal: false, supported: true })
  })

  it('a regeneration shield the engine does not read leaves where the creature went in doubt (CR 614.4 example, 614.8, 701.19a)', () => {
    const r = run({
      cards: { skeletons: { card: 'Drudge Skeletons', zone: 'battlefield' }, murder: { card: 'Murder', owner: 'opponent' } },
      actions: [
        { do: 'cast', card: 'murder', targets: ['skeletons'] },
        { do: 'activate', card: 'skeletons', as: 'regenerate' },
        { do: 'resolve', card: 'regenerate' },
        { do: 'resolve', card: 'murder' },
      ],
      ask: [
        { q: 'zone', of: 'skeletons' },
        { q: 'isTapped', of: 'skeletons' },
      ],
    })
    // it was "graveyard" (the Skeletons regenerate: tapped, on the battlefield)
    expect(r.answers.map((a) => [a.value, a.supported])).toEqual([
      [null, false],
      [null, false],
    ])
    expect(r.answers[0]!.because).toContain('Regenerate Drudge Skeletons.')
  })

  it('targets named for an ability whose targets the engine does not read are a doubt, not an illegal choice (CR 615.4 example, 601.2c, 602.2b)', () => {
    const r = run({
      cards: { healer: { card: 'Samite Healer', zone: 'battlefield' }, bolt: { card: 'Lightning Bolt', owner: 'opponent' } },
      actions: [
        { do: 'cast', card: 'bolt', targets: ['you'] },
        { do: 'activate', card: 'healer', targets: ['you'], as: 'shield' },
        { do: 'resolve', card: 'shield' },
        { do: 'resolve', card: 'bolt' },
      ],
      ask: [{ q: 'lifeTotal', of: 'you' }],
    })
    // the activation was legal: false ("has 0 targets the engine reads; 1 was named") and the life total 17 (it is 18)
    expect(r.actions[1]).toMatchObject({ legal: null, supported: false })
    expect(r.actions[1]!.because).toContain("doesn't read the targets")
    expect(r.answers[0]).toMatchObject({ value: null, supported: false })
  })

  it('a creature entering while "Creatures you control enter as a copy of this creature." applies may not have its printed P/T (CR 616.1f example, 707.2, 614.1c)', () => {
    const r = run({
      cards: { essence: { card: 'Essence of the Wild', zone: 'battlefield' }, sentinel: 'Rusted Sentinel' },
      actions: [{ do: 'cast', card: 'sentinel' }, { do: 'resolve' }],
      ask: [
        { q: 'power', of: 'sentinel' },
        { q: 'toughness', of: 'sentinel' },
      ],
    })
    // it was 3/4 (it enters as a copy of Essence of the Wild: 6/6)
    expect(r.answers.map((a) => [a.value, a.supported])).toEqual([
      [null, false],
      [null, false],
    ])
    expect(r.answers[0]!.because).toContain('enter as a copy of Essence of the Wild.')
  })
})
