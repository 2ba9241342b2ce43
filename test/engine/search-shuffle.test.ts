// Searching (CR 701.23) and shuffling (CR 701.24), with Grow from the Ashes doing both.
import { beforeAll, describe, expect, it } from 'vitest'
import { ScenarioError, type EvaluateResult, type Scenario } from '../../src/engine/index.js'
import { loadCards } from './support/cards.js'
import { engineWith, rules, rulings, values } from './support/run.js'

let run: (s: Scenario) => EvaluateResult
beforeAll(() => {
  run = engineWith(
    loadCards([
      'Grow from the Ashes',
      'Forest',
      'Plains',
      'Island',
      'Bog Badger',
      "Cosi's Trickster",
      'Ob Nixilis, Unshackled',
      'Krosan Tusker',
    ]),
  )
})

const library = (...names: string[]) => Object.fromEntries(names.map((n, i) => [`l${i + 1}`, { card: n, zone: 'library' as const }]))

describe('search (CR 701.23) and shuffle (CR 701.24)', () => {
  it('CR 701.23a: Grow from the Ashes finds one basic land, or two when kicked with its own kicker; each must match', () => {
    const r = run({
      cards: { gfa: 'Grow from the Ashes', ...library('Forest', 'Plains', 'Bog Badger') },
      actions: [
        { do: 'cast', card: 'gfa', kicker: true },
        { do: 'resolve', find: ['l1', 'l3'], id: 'bad' },
        { do: 'resolve', find: ['l1', 'l2'], id: 'good' },
      ],
      ask: [
        { q: 'legal', of: 'bad' },
        { q: 'found', of: 'good' },
        { q: 'zone', of: 'l1' },
        { q: 'zone', of: 'l2' },
        { q: 'zone', of: 'l3' },
      ],
    })
    expect(values(r)).toEqual([false, ['l1', 'l2'], 'battlefield', 'battlefield', 'library'])
    expect(rules(r.answers[0]!)).toContain('701.23a')
    const unkicked = run({
      cards: { gfa: 'Grow from the Ashes', ...library('Forest', 'Plains') },
      actions: [
        { do: 'cast', card: 'gfa' },
        { do: 'resolve', find: ['l1', 'l2'], id: 'two' },
      ],
      ask: [{ q: 'legal', of: 'two' }],
    })
    expect(values(unkicked)).toEqual([false])
  })

  it('CR 701.23b: searching for a stated quality, the player may find nothing ("fail to find")', () => {
    const r = run({
      cards: { gfa: 'Grow from the Ashes', ...library('Forest') },
      actions: [
        { do: 'cast', card: 'gfa' },
        { do: 'resolve', id: 'r' },
      ],
      ask: [
        { q: 'found', of: 'r' },
        { q: 'zone', of: 'l1' },
        { q: 'zone', of: 'gfa' },
      ],
    })
    expect(values(r)).toEqual([[], 'library', 'graveyard'])
    expect(rules(r.answers[0]!)).toContain('701.23b')
  })

  it('CR 701.23c: a search for an undefined quality can find nothing', () => {
    const r = run({
      cards: library('Forest', 'Plains'),
      actions: [
        { do: 'search', for: 'a card with the chosen name', find: ['l1'], id: 'x' },
        { do: 'search', for: 'a card with the chosen name', id: 'y' },
      ],
      ask: [
        { q: 'legal', of: 'x' },
        { q: 'legal', of: 'y' },
        { q: 'triggerCount', event: 'search' },
      ],
    })
    expect(values(r)).toEqual([false, true, 1])
    expect(rules(r.answers[0]!)).toContain('701.23c')
  })

  it('CR 701.23d: searching simply for a quantity of cards, the player must find that many (or as many as possible)', () => {
    const r = run({
      cards: library('Forest', 'Plains'),
      actions: [
        { do: 'search', for: 'a card', id: 'none' },
        { do: 'search', for: 'three cards', find: ['l1', 'l2'], id: 'all' },
      ],
      ask: [
        { q: 'legal', of: 'none' },
        { q: 'legal', of: 'all' },
        { q: 'zone', of: 'l2' },
      ],
    })
    expect(values(r)).toEqual([false, true, 'hand'])
    expect(rules(r.answers[0]!)).toContain('701.23d')
  })

  it("CR 701.23e: found cards aren't revealed unless the instruction says so", () => {
    const r = run({
      cards: library('Forest'),
      actions: [{ do: 'search', for: 'a land card', find: ['l1'], id: 's' }],
      ask: [{ q: 'legal', of: 's' }],
    })
    expect(r.answers[0]!.because).toMatch(/aren't revealed/)
    expect(rules(r.answers[0]!)).toContain('701.23e')
  })

  it("searching an empty library still searches and shuffles: search and shuffle triggers fire (Ob Nixilis, Cosi's Trickster)", () => {
    const r = run({
      cards: {
        gfa: { card: 'Grow from the Ashes', owner: 'opponent' },
        ob: { card: 'Ob Nixilis, Unshackled', zone: 'battlefield' },
        cosi: { card: "Cosi's Trickster", zone: 'battlefield' },
      },
      actions: [{ do: 'cast', card: 'gfa' }, { do: 'resolve' }],
      ask: [
        // Ob Nixilis's other triggered ability ("Whenever another creature dies", CR 700.4) is read now:
        // no creature died, so the count without an event is sure too
        { q: 'triggerCount', of: 'ob', event: 'search' },
        { q: 'triggerCount', of: 'cosi' },
        { q: 'triggerCount', of: 'ob' },
      ],
    })
    expect(values(r)).toEqual([1, 1, 1])
    expect(r.answers[2]).toMatchObject({ supported: true })
    expect(r.answers[2]!.because).toContain('Whenever an opponent searches their library')
  })

  it("Ruling: because the search requires cards with certain characteristics, you don't have to find the card", () => {
    const r = run({
      cards: library('Forest'),
      actions: [{ do: 'search', for: 'a basic land card', id: 's' }],
      ask: [{ q: 'found', of: 's' }],
    })
    expect(values(r)).toEqual([[]])
    expect(rulings(r.answers[0]!)).toEqual(['search.statedQuality'])
  })

  it("CR 701.24a, 701.24b: search then shuffle — the found cards aren't part of the shuffle; the shuffle triggers", () => {
    const r = run({
      cards: {
        cosi: { card: "Cosi's Trickster", zone: 'battlefield', controller: 'opponent', owner: 'opponent' },
        ...library('Forest', 'Plains'),
      },
      actions: [{ do: 'search', for: 'a Forest card', find: ['l1'], to: 'top', id: 's' }],
      ask: [
        { q: 'zone', of: 'l1' },
        { q: 'triggerCount', of: 'cosi' },
        { q: 'legal', of: 's' },
      ],
    })
    expect(values(r)).toEqual(['library', 1, true])
    expect(r.answers[0]!.detail).toMatchObject({ position: 1 })
    expect(rules(r.answers[2]!)).toContain('701.24b')
  })

  it("CR 701.24c, 701.24d: shuffling objects into a library shuffles it even if they aren't there, or there are none", () => {
    const r = run({
      cards: { tusker: { card: 'Krosan Tusker', zone: 'graveyard' }, bb: { card: 'Bog Badger', zone: 'graveyard' } },
      actions: [
        { do: 'move', card: 'bb', to: 'exile' },
        { do: 'shuffle', cards: ['tusker'] },
        { do: 'shuffle', cards: [] },
      ],
      ask: [
        { q: 'zone', of: 'tusker' },
        { q: 'triggerCount', event: 'shuffle' },
      ],
    })
    expect(values(r)).toEqual(['library', 2])
    expect(r.actions[2]!.citations).toEqual(expect.arrayContaining([{ rule: '701.24d' }]))
    const missing = run({
      cards: { bb: { card: 'Bog Badger', zone: 'graveyard', owner: 'opponent' } },
      actions: [{ do: 'shuffle', player: 'you', cards: ['bb'] }],
      ask: [
        { q: 'triggerCount', event: 'shuffle' },
        { q: 'zone', of: 'bb' },
      ],
    })
    expect(values(missing)).toEqual([1, 'graveyard'])
    expect(missing.actions[0]!.citations).toEqual(expect.arrayContaining([{ rule: '701.24c' }]))
  })

  it('CR 701.24e: shuffling a library of zero or one cards still triggers', () => {
    const r = run({
      cards: { cosi: { card: "Cosi's Trickster", zone: 'battlefield' }, ...library('Forest') },
      actions: [
        { do: 'shuffle', player: 'opponent' },
        { do: 'shuffle', player: 'you' },
      ],
      ask: [
        { q: 'triggerCount', of: 'cosi' },
        { q: 'triggerCount', event: 'shuffle' },
      ],
    })
    expect(values(r)).toEqual([1, 2])
    expect(rules(r.answers[1]!)).toContain('701.24e')
  })

  it('CR 701.24g: found cards put on top after the shuffle stay on top', () => {
    const r = run({
      cards: library('Forest', 'Plains', 'Island'),
      actions: [{ do: 'search', for: 'an Island card', find: ['l3'], to: 'top' }],
      ask: [
        { q: 'zone', of: 'l3' },
        { q: 'zone', of: 'l1' },
      ],
    })
    expect(r.answers[0]!.detail).toMatchObject({ position: 1 })
    expect(r.answers[1]!.detail).toMatchObject({ position: 2 })
  })

  it("rejects a search description the engine can't check, naming the words", () => {
    expect(() => run({ cards: library('Forest'), actions: [{ do: 'search', for: 'a card with flying' }], ask: [] })).toThrow(ScenarioError)
    expect(() => run({ cards: library('Forest'), actions: [{ do: 'search', for: 'a shiny card' }], ask: [] })).toThrow(/"shiny"/)
  })
})
