// Affinity (CR 702.41, src/engine/mechanics/affinity.ts): "Affinity for [text]" means "This spell costs {1}
// less to cast for each [text] you control" (702.41a), counted as the total cost is determined (601.2f);
// it reduces only the generic part (118.7a) and not the mana value (202.3).
import { describe, expect, it } from 'vitest'
import { understandCard } from '../../../src/engine/index.js'
import { loadCards } from '../support/cards.js'
import { engineWith, rules, values } from '../support/run.js'

const pool = loadCards(['Thoughtcast', 'Myr Enforcer', 'Memnite', 'Grizzly Bears', 'Ornithopter', 'Plains'])
const run = engineWith(pool)
const artifacts = (n: number, owner?: string) =>
  Object.fromEntries(
    Array.from({ length: n }, (_, i) => [`a${i}`, { card: 'Memnite', zone: 'battlefield' as const, ...(owner ? { owner } : {}) }]),
  )

describe('affinity (CR 702.41)', () => {
  it('is read as understood when what it counts is readable', () => {
    const clause = understandCard(pool.Thoughtcast!).clauses.find((c) => c.text === 'Affinity for artifacts')!
    expect(clause).toMatchObject({ status: 'understood', readAs: ['affinity (CR 702.41a)'] })
    const outlaws = understandCard({ name: 'X', manaCost: '{5}', typeLine: 'Sorcery', oracleText: 'Affinity for outlaws\nDraw a card.' })
    expect(outlaws.clauses[0]).toMatchObject({ status: 'not_understood' })
  })

  it('Myr Enforcer with three artifacts you control costs {4}; its mana value stays 7 (702.41a, 118.7a)', () => {
    const r = run({
      cards: { m: 'Myr Enforcer', ...artifacts(3), b: { card: 'Grizzly Bears', zone: 'battlefield' } },
      actions: [{ do: 'cast', card: 'm' }],
      ask: [
        { q: 'totalCost', of: 'm' },
        { q: 'manaValue', of: 'm' },
        { q: 'manaSpent', of: 'm' },
      ],
    })
    expect(values(r)).toEqual(['{4}', 7, 4])
    expect(r.answers[0]!.supported).toBe(true)
    expect(rules(r.answers[0]!)).toEqual(expect.arrayContaining(['601.2f']))
  })

  it("reduces only the generic part: Thoughtcast with five artifacts costs {U}; an opponent's artifacts don't count", () => {
    const five = run({
      cards: { t: 'Thoughtcast', ...artifacts(5) },
      actions: [{ do: 'cast', card: 't' }],
      ask: [{ q: 'totalCost', of: 't' }],
    })
    expect(values(five)).toEqual(['{U}'])
    const theirs = run({
      cards: { t: 'Thoughtcast', ...artifacts(2, 'opponent') },
      actions: [{ do: 'cast', card: 't' }],
      ask: [{ q: 'totalCost', of: 't' }],
    })
    expect(values(theirs)).toEqual(['{4}{U}'])
  })

  it('reads the plural of a land type as printed: "Affinity for Plains" counts Plains (CR 205.3i)', () => {
    const plainsCard = {
      name: 'Plains Affinity Test',
      manaCost: '{4}{W}',
      typeLine: 'Sorcery',
      oracleText: 'Affinity for Plains\nYou gain 3 life.',
    }
    const r = run({
      cards: { t: plainsCard, p1: { card: 'Plains', zone: 'battlefield' }, p2: { card: 'Plains', zone: 'battlefield' } },
      actions: [{ do: 'cast', card: 't' }],
      ask: [{ q: 'totalCost', of: 't' }],
    })
    expect(values(r)).toEqual(['{2}{W}'])
  })

  it("counts as the spell is cast: an artifact that left before doesn't count", () => {
    const r = run({
      cards: { m: 'Myr Enforcer', ...artifacts(2) },
      actions: [
        { do: 'move', card: 'a0', to: 'graveyard' },
        { do: 'cast', card: 'm' },
      ],
      ask: [{ q: 'totalCost', of: 'm' }],
    })
    expect(values(r)).toEqual(['{6}'])
  })
})
