// CR 702.14c: "A creature with landwalk can't be blocked as long as the defending player controls at least
// one land with the specified land type (as in 'islandwalk'), with the specified type or supertype (as in
// 'artifact landwalk'), without the specified type or supertype (as in 'nonbasic landwalk'), or with both
// the specified type or supertype and the specified subtype (as in 'snow swampwalk')."
// (src/engine/keywords/landwalk.ts)
import { describe, expect, it } from 'vitest'
import { evaluate, understandCard } from '../../../src/engine/index.js'
import { landwalkQuality } from '../../../src/engine/keywords/landwalk.js'
import { rules } from '../support/run.js'
import { creature, theirs } from './support.js'

const land = (name: string, typeLine: string) => ({
  name,
  manaCost: null,
  typeLine,
  oracleText: '',
  zone: 'battlefield' as const,
  owner: 'opponent',
})
const bear = theirs(creature('Plain Bear', '', '2/2'))

/** You attack with `attacker`; the opponent, controlling `lands`, blocks it with a vanilla bear. */
function blockWith(attacker: object, lands: object[]) {
  return evaluate(
    {
      cards: { a: attacker, b: bear, ...Object.fromEntries(lands.map((l, i) => [`l${i}`, l])) },
      actions: [
        { do: 'attack', cards: ['a'] },
        { do: 'block', blocks: [{ blocker: 'b', attacker: 'a' }], id: 'block' },
      ],
      ask: [{ q: 'legal', of: 'block' }],
    } as never,
    {},
  ).answers[0]!
}

describe('landwalk (CR 702.14)', () => {
  it('CR 702.14a: "[type]walk" names the land it walks through', () => {
    expect(landwalkQuality('islandwalk')).toBe('Island land')
    expect(landwalkQuality('nonbasic landwalk')).toBe('nonbasic land')
    expect(landwalkQuality('snow swampwalk')).toBe('snow Swamp land')
    expect(landwalkQuality('legendary landwalk')).toBe('legendary land')
    for (const k of ['Islandwalk', 'Nonbasic landwalk', 'Snow swampwalk', 'Legendary landwalk'])
      expect(understandCard(creature('Walker', k, '1/1')).clauses[0]).toMatchObject({
        status: 'understood',
        readAs: ['landwalk (CR 702.14c)'],
      })
  })

  it('CR 702.14c: a creature with islandwalk can’t be blocked while the defending player controls an Island', () => {
    const a = blockWith(creature('Coral Eel', 'Islandwalk', '2/1'), [land('Island', 'Basic Land — Island')])
    expect(a).toMatchObject({ value: false, supported: true })
    expect(rules(a)).toEqual(expect.arrayContaining(['702.14c', '509.1b']))
  })

  it('CR 702.14c: without such a land, it can be blocked', () => {
    expect(blockWith(creature('Coral Eel', 'Islandwalk', '2/1'), [land('Forest', 'Basic Land — Forest')])).toMatchObject({
      value: true,
      supported: true,
    })
    expect(blockWith(creature('Coral Eel', 'Islandwalk', '2/1'), [])).toMatchObject({ value: true, supported: true })
  })

  it('Sheoldred’s ruling: a nonbasic land with the Swamp type (Blood Crypt) counts; one that only makes black mana (Graven Cairns) doesn’t', () => {
    const walker = creature('Bog Walker', 'Swampwalk', '2/2')
    expect(blockWith(walker, [land('Blood Crypt', 'Land — Swamp Mountain')])).toMatchObject({ value: false, supported: true })
    expect(blockWith(walker, [land('Graven Cairns', 'Land')])).toMatchObject({ value: true, supported: true })
  })

  it('Dryad Sophisticate’s ruling: nonbasic landwalk looks for a land without the basic supertype, whatever its land types', () => {
    const walker = creature('Dryad Sophisticate', 'Nonbasic landwalk', '2/1')
    expect(blockWith(walker, [land('Breeding Pool', 'Land — Forest Island')])).toMatchObject({ value: false, supported: true })
    expect(blockWith(walker, [land('Forest', 'Basic Land — Forest')])).toMatchObject({ value: true, supported: true })
  })

  it('Rime Dryad’s ruling: snow forestwalk needs a snow Forest, not any Forest', () => {
    const walker = creature('Rime Dryad', 'Snow forestwalk', '1/2')
    expect(blockWith(walker, [land('Forest', 'Basic Land — Forest')])).toMatchObject({ value: true, supported: true })
    expect(blockWith(walker, [land('Snow-Covered Forest', 'Basic Snow Land — Forest')])).toMatchObject({ value: false, supported: true })
  })

  it('Livonya Silone’s ruling: legendary landwalk looks for a legendary land', () => {
    const walker = creature('Livonya Silone', 'First strike, legendary landwalk', '4/4')
    expect(blockWith(walker, [land('Urborg', 'Legendary Land')])).toMatchObject({ value: false, supported: true })
  })

  it('CR 702.14c: it is the defending player’s lands that count, not the attacker’s', () => {
    const mine = { ...land('Island', 'Basic Land — Island'), owner: 'you' }
    expect(blockWith(creature('Coral Eel', 'Islandwalk', '2/1'), [mine])).toMatchObject({ value: true, supported: true })
  })

  it('CR 702.14d: landwalk abilities don’t cancel one another (a blocker with islandwalk still can’t block)', () => {
    const r = evaluate(
      {
        cards: {
          a: creature('Coral Eel', 'Islandwalk', '2/1'),
          b: theirs(creature('Other Eel', 'Islandwalk', '2/1')),
          i: land('Island', 'Basic Land — Island'),
        },
        actions: [
          { do: 'attack', cards: ['a'] },
          { do: 'block', blocks: [{ blocker: 'b', attacker: 'a' }], id: 'block' },
        ],
        ask: [{ q: 'legal', of: 'block' }],
      } as never,
      {},
    )
    expect(r.answers[0]).toMatchObject({ value: false, supported: true })
  })

  it('an effect the engine doesn’t model that could change land types (Blood Moon, 613.1d) leaves the block unsupported', () => {
    const moon = {
      name: 'Blood Moon',
      manaCost: '{2}{R}',
      typeLine: 'Enchantment',
      oracleText: 'Nonbasic lands are Mountains.',
      zone: 'battlefield' as const,
    }
    const a = blockWith(creature('Coral Eel', 'Islandwalk', '2/1'), [land('Breeding Pool', 'Land — Forest Island'), moon])
    expect(a).toMatchObject({ value: null, supported: false })
  })
})
