// A spell's own cost reduction (CR 601.2f, 118.7a): "This spell costs {1} less to cast if you control a Wizard"
// (Academy Journeymage), "… for each creature card in your graveyard" (Writhing Necromass). It is part of the
// total cost determined with the spell already on the stack (601.2a), reduces only generic mana (118.7a), and
// an effect the engine doesn't read that could change what is counted leaves the total cost unsupported.
import { describe, expect, it } from 'vitest'
import { loadCards } from '../support/cards.js'
import { aspectsOf } from '../../../src/engine/oracle/aspects.js'
import { engineWith, rules, values } from '../support/run.js'

const pool = loadCards([
  'Academy Journeymage',
  'Mistmeadow Council',
  'Writhing Necromass',
  'Grizzly Bears',
  'Llanowar Elves',
  'Prodigal Sorcerer',
  'Xenograft',
  'Lightning Bolt',
])
const run = engineWith(pool)
const bf = (card: string, extra: Record<string, unknown> = {}) => ({ card, zone: 'battlefield' as const, ...extra })
const gy = (card: string) => ({ card, zone: 'graveyard' as const })
const totalCost = (cards: Record<string, unknown>, card: string) =>
  run({ cards: cards as never, actions: [{ do: 'cast', card }], ask: [{ q: 'totalCost', of: card }] })

describe("a spell's own cost reduction (CR 601.2f, 118.7a)", () => {
  it('Academy Journeymage costs {1} less with a Wizard, and its full cost without one', () => {
    const withWizard = totalCost({ aj: 'Academy Journeymage', ps: bf('Prodigal Sorcerer') }, 'aj')
    expect(values(withWizard)).toEqual(['{3}{U}'])
    expect(rules(withWizard.answers[0]!)).toEqual(expect.arrayContaining(['601.2f', '118.7a']))
    expect(values(totalCost({ aj: 'Academy Journeymage', gb: bf('Grizzly Bears') }, 'aj'))).toEqual(['{4}{U}'])
  })

  it("Mistmeadow Council, a Kithkin itself, is on the stack as its cost is determined: it doesn't count (CR 601.2a)", () => {
    expect(values(totalCost({ mc: 'Mistmeadow Council' }, 'mc'))).toEqual(['{4}{G}'])
  })

  it('"for each": Writhing Necromass counts the creature cards in your graveyard; a reduction never takes colored mana (CR 118.7a)', () => {
    expect(
      values(totalCost({ wn: 'Writhing Necromass', a: gy('Grizzly Bears'), b: gy('Llanowar Elves'), c: gy('Lightning Bolt') }, 'wn')),
    ).toEqual(['{4}{B}'])
    const many = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`g${i}`, gy('Grizzly Bears')]))
    expect(values(totalCost({ wn: 'Writhing Necromass', ...many }, 'wn'))).toEqual(['{B}'])
  })

  it('an effect that could change what is counted, which the engine does not read, leaves the total cost unsupported', () => {
    // Xenograft: "Each creature you control is the chosen type in addition to its other types." (CR 613.1d)
    const r = run({
      cards: { aj: 'Academy Journeymage', x: bf('Xenograft', { chosen: { creatureType: 'Wizard' } }), gb: bf('Grizzly Bears') },
      actions: [{ do: 'cast', card: 'aj' }],
      ask: [
        { q: 'totalCost', of: 'aj' },
        { q: 'zone', of: 'aj' },
      ],
    })
    expect(r.answers[0]).toMatchObject({ value: null, supported: false })
    expect(r.answers[0]!.because).toContain("Academy Journeymage's cost reduction counts what it could change")
    expect(r.answers[1]).toMatchObject({ value: 'stack', supported: true })
  })

  it('a permission to cast as though it had flash touches when a spell may be cast (CR 601.3b, 702.8a), not its cost, unless it asks for a payment', () => {
    const serpent = aspectsOf(
      'If there are three or more Lesson cards in your graveyard, you may cast Serpent of the Pass as though it had flash.',
    )
    expect(serpent).toContain('cast')
    expect(serpent).not.toContain('cost')
    expect(aspectsOf('You may cast Rout as though it had flash if you pay {2} more to cast it.')).toEqual(
      expect.arrayContaining(['cast', 'cost']),
    )
  })
})
