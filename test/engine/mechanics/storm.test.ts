// Storm (CR 702.40, src/engine/mechanics/storm.ts): a triggered ability of the spell on the stack (601.2i), read
// as the ability it stands for (702.40a); its resolution copies the spell once for each other spell cast before
// it this turn, by any player (src/engine/effects/copy-self.ts). Grapeshot's and Brain Freeze's rulings.
import { describe, expect, it } from 'vitest'
import { understandCard } from '../../../src/engine/index.js'
import { loadCards } from '../support/cards.js'
import { engineWith, rules, values } from '../support/run.js'

const pool = loadCards(['Grapeshot', 'Lightning Bolt', 'Shock', 'Empty the Warrens', 'Grizzly Bears'])
const run = engineWith(pool)
const bolt = (ref: string) => [{ do: 'cast', card: ref, targets: ['opponent'] }, { do: 'resolve' }]

describe('storm (CR 702.40)', () => {
  it('reads "Storm" as understood', () => {
    expect(understandCard(pool.Grapeshot!).clauses.map((c) => c.status)).toEqual(['understood', 'understood'])
  })

  it('702.40a: Grapeshot cast after two spells is copied twice; each copy deals its damage', () => {
    const r = run({
      cards: { b1: 'Lightning Bolt', b2: 'Lightning Bolt', g: 'Grapeshot' },
      actions: [...bolt('b1'), ...bolt('b2'), { do: 'cast', card: 'g', targets: ['opponent'] }, { do: 'resolve', id: 'storm' }],
      ask: [{ q: 'stack' }],
    } as never)
    expect(r.actions[5]).toMatchObject({ legal: true, supported: true })
    expect(r.actions[5]!.because).toContain('2 other spells were cast before Grapeshot this turn')
    expect(rules(r.actions[5]!)).toEqual(expect.arrayContaining(['702.40a', '707.10']))
    expect((r.answers[0]!.value as unknown[]).length).toBe(3)
    const all = run({
      cards: { b1: 'Lightning Bolt', b2: 'Lightning Bolt', g: 'Grapeshot' },
      actions: [
        ...bolt('b1'),
        ...bolt('b2'),
        { do: 'cast', card: 'g', targets: ['opponent'] },
        { do: 'resolve' },
        { do: 'resolve' },
        { do: 'resolve' },
        { do: 'resolve' },
      ],
      ask: [{ q: 'lifeTotal', of: 'opponent' }],
    } as never)
    expect(values(all)).toEqual([20 - 6 - 3])
  })

  it("the copies keep the spell's targets when no new ones are chosen (CR 707.10c)", () => {
    const r = run({
      cards: { s: 'Shock', g: 'Grapeshot', bears: { card: 'Grizzly Bears', zone: 'battlefield', owner: 'opponent' } },
      actions: [
        { do: 'cast', card: 's', targets: ['opponent'] },
        { do: 'resolve' },
        { do: 'cast', card: 'g', targets: ['bears'] },
        { do: 'resolve' },
        { do: 'resolve' },
      ],
      ask: [
        { q: 'damageMarked', of: 'bears' },
        { q: 'lifeTotal', of: 'opponent' },
      ],
    } as never)
    expect(r.actions[3]!.because).toContain("keep the spell's targets")
    expect(values(r)).toEqual([1, 18])
  })

  it("ruling: the copies aren't cast, so a later storm spell doesn't count them; an opponent's spell counts", () => {
    const r = run({
      cards: { s: { card: 'Shock', owner: 'opponent' }, g1: 'Grapeshot', g2: 'Grapeshot' },
      actions: [
        { do: 'cast', card: 's', targets: ['you'] },
        { do: 'resolve' },
        { do: 'cast', card: 'g1', targets: ['opponent'] },
        { do: 'resolve' },
        { do: 'resolve' },
        { do: 'resolve' },
        { do: 'cast', card: 'g2', targets: ['opponent'] },
        { do: 'resolve', id: 'storm2' },
      ],
      ask: [{ q: 'stack' }],
    } as never)
    // Shock and the first Grapeshot: 2, not its copy
    expect(r.actions[7]!.because).toContain('2 other spells were cast before Grapeshot this turn')
    expect((r.answers[0]!.value as unknown[]).length).toBe(3)
  })

  it('ruling: a spell that was countered still counts', () => {
    const r = run({
      cards: { b: 'Lightning Bolt', e: 'Empty the Warrens' },
      actions: [
        { do: 'cast', card: 'b', targets: ['opponent'] },
        { do: 'counter', card: 'b' },
        { do: 'cast', card: 'e' },
        { do: 'resolve', id: 'storm' },
      ],
      ask: [{ q: 'stack' }],
    } as never)
    expect(r.actions[3]!.because).toContain('1 other spell was cast before Empty the Warrens this turn')
    expect((r.answers[0]!.value as unknown[]).length).toBe(2)
  })

  it('with no spell cast before it, no copy is made', () => {
    const r = run({
      cards: { g: 'Grapeshot' },
      actions: [{ do: 'cast', card: 'g', targets: ['opponent'] }, { do: 'resolve' }],
      ask: [{ q: 'stack' }],
    } as never)
    expect((r.answers[0]!.value as unknown[]).length).toBe(1)
  })

  it("a storm spell countered before its trigger resolves: copying its last known information isn't modeled, so unsupported", () => {
    const r = run({
      cards: { b: 'Lightning Bolt', g: 'Grapeshot' },
      actions: [...bolt('b'), { do: 'cast', card: 'g', targets: ['opponent'] }, { do: 'counter', card: 'g' }, { do: 'resolve' }],
      ask: [{ q: 'stack' }],
    } as never)
    expect(r.answers[0]).toMatchObject({ supported: false, value: null })
  })
})
