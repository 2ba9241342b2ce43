// Keywords with an alternative cost as mechanic modules (src/engine/mechanics): flashback and
// madness moved there; escape (CR 702.138), evoke (CR 702.74) and spectacle (CR 702.137) added, one file each.
import { describe, expect, it } from 'vitest'
import { parseOracle } from '../../src/engine/index.js'
import { loadCards } from './support/cards.js'
import { engineWith, rules, values } from './support/run.js'

const pool = loadCards(['Cling to Dust', 'Mulldrifter', 'Grizzly Bears', 'Hackrobat', 'Spawn of Mayhem'])
const run = engineWith(pool)
const bears = (n: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`g${i}`, { card: 'Grizzly Bears', zone: 'graveyard' as const }]))

describe('escape (CR 702.138)', () => {
  it('reads "Escape—{3}{B}, Exile five other cards from your graveyard." as a keyword with its cost', () => {
    const a = parseOracle('Cling to Dust', pool['Cling to Dust']!.oracleText!)
    expect(a.alternativeCosts.escape).toMatchObject({
      text: '{3}{B}, Exile five other cards from your graveyard',
      other: ['Exile five other cards from your graveyard'],
    })
    expect(a.clauses.find((c) => c.text.startsWith('Escape'))).toMatchObject({ understood: true })
  })

  it('casts from the graveyard for the escape cost when five other cards are there to exile (CR 702.138a, 601.2f)', () => {
    const r = run({
      cards: { c: { card: 'Cling to Dust', zone: 'graveyard' }, ...bears(5) },
      actions: [{ do: 'cast', card: 'c', cost: 'escape', id: 'e' }],
      ask: [
        { q: 'legal', of: 'e' },
        { q: 'totalCost', of: 'c' },
        { q: 'manaValue', of: 'c' },
      ],
    })
    expect(values(r)).toEqual([true, '{3}{B}, Exile five other cards from your graveyard', 1])
    expect(rules(r.answers[1]!)).toEqual(expect.arrayContaining(['601.2f', '118.9', '702.138a']))
  })

  it("can't escape with four other cards in the graveyard (the cost can't be paid, CR 601.2h), nor from the hand", () => {
    const four = run({
      cards: { c: { card: 'Cling to Dust', zone: 'graveyard' }, ...bears(4) },
      ask: [{ q: 'canCast', of: 'c', cost: 'escape' }],
    })
    expect(four.answers[0]).toMatchObject({ value: false, legal: false, supported: true })
    expect(rules(four.answers[0]!)).toContain('601.2h')
    const hand = run({ cards: { c: 'Cling to Dust', ...bears(5) }, ask: [{ q: 'canCast', of: 'c', cost: 'escape' }] })
    expect(hand.answers[0]).toMatchObject({ value: false })
    expect(hand.answers[0]!.because).toContain('graveyard')
  })
})

describe('evoke (CR 702.74)', () => {
  it('casts Mulldrifter from the hand for {2}{U}; as it enters its sacrifice trigger triggers, and where it ends up is unsupported', () => {
    const r = run({
      cards: { m: 'Mulldrifter' },
      actions: [{ do: 'cast', card: 'm', cost: 'evoke' }, { do: 'resolve' }],
      ask: [
        { q: 'triggerCount', of: 'm', event: 'enters' },
        { q: 'zone', of: 'm' },
      ],
    })
    expect(r.actions.map((a) => a.legal)).toEqual([true, true])
    expect(r.actions[0]!.because).toContain('total cost {2}{U}')
    // "When Mulldrifter enters, draw two cards" and evoke's own sacrifice trigger
    expect(r.answers[0]).toMatchObject({ value: 2, supported: true })
    expect(r.answers[1]).toMatchObject({ value: null, supported: false })
    expect(r.answers[1]!.because).toContain('its controller sacrifices it')
  })

  it('cast normally, it stays put and only its own enters trigger triggers', () => {
    const r = run({
      cards: { m: 'Mulldrifter' },
      actions: [{ do: 'cast', card: 'm' }, { do: 'resolve' }],
      ask: [
        { q: 'triggerCount', of: 'm', event: 'enters' },
        { q: 'zone', of: 'm' },
        { q: 'totalCost', of: 'm' },
      ],
    })
    expect(values(r)).toEqual([1, 'battlefield', '{4}{U}'])
  })

  it('evoke is cast from the hand only', () => {
    const r = run({ cards: { m: { card: 'Mulldrifter', zone: 'graveyard' } }, ask: [{ q: 'canCast', of: 'm', cost: 'evoke' }] })
    expect(r.answers[0]).toMatchObject({ value: false, legal: false })
    expect(rules(r.answers[0]!)).toContain('702.74a')
  })
})

describe('spectacle (CR 702.137)', () => {
  const ruling = (card: string, start: string) => expect(pool[card]!.rulings.some((r) => r.text.startsWith(start))).toBe(true)

  it('Hackrobat: "start with the mana cost or alternative cost you\'re paying (such as a spectacle cost), add any cost increases, then apply any cost reductions. The mana value of the spell remains unchanged"', () => {
    ruling('Hackrobat', 'To determine the total cost of a spell, start with the mana cost or alternative cost')
    const r = run({
      cards: { hb: 'Hackrobat' },
      actions: [
        { do: 'loseLife', player: 'opponent', amount: 2 },
        { do: 'cast', card: 'hb', cost: 'spectacle', costIncrease: '{1}', id: 'c' },
      ],
      ask: [
        { q: 'legal', of: 'c' },
        { q: 'totalCost', of: 'hb' },
        { q: 'manaValue', of: 'hb' },
      ],
    })
    expect(values(r)).toEqual([true, '{1}{B}{R}', 3])
  })

  it('needs an opponent to have lost life this turn; damage counts, your own loss does not, and a new turn starts afresh', () => {
    const cast = (before: object[], turn?: object) =>
      values(
        run({
          cards: { hb: 'Hackrobat' },
          ...(turn ? { turn } : {}),
          actions: [...before, { do: 'cast', card: 'hb', cost: 'spectacle', id: 'c' }] as never,
          ask: [{ q: 'legal', of: 'c' }],
        }),
      )[0]
    expect(cast([])).toBe(false)
    expect(cast([{ do: 'loseLife', player: 'you', amount: 2 }])).toBe(false)
    expect(cast([{ do: 'dealDamage', to: 'opponent', amount: 1 }])).toBe(true)
    // lost on the opponent's turn, then your turn begins
    expect(
      cast(
        [
          { do: 'loseLife', player: 'opponent', amount: 1 },
          { do: 'advanceTo', step: 'precombatMain', player: 'you' },
        ],
        {
          active: 'opponent',
          step: 'end',
        },
      ),
    ).toBe(false)
  })

  it('Spawn of Mayhem: "A card\'s spectacle cost is the same no matter how much life your opponents lost or how many opponents lost life."', () => {
    ruling('Spawn of Mayhem', "A card's spectacle cost is the same no matter how much life")
    const r = run({
      cards: { sm: 'Spawn of Mayhem' },
      players: ['you', 'o1', 'o2'],
      actions: [
        { do: 'loseLife', player: 'o1', amount: 5 },
        { do: 'loseLife', player: 'o2', amount: 1 },
        { do: 'cast', card: 'sm', cost: 'spectacle', id: 'c' },
      ],
      ask: [
        { q: 'legal', of: 'c' },
        { q: 'totalCost', of: 'sm' },
      ],
    })
    expect(values(r)).toEqual([true, '{1}{B}{B}'])
  })
})
