// Plot (CR 702.170, src/engine/mechanics/plot.ts): the action "plot" exiles a card from its owner's hand
// and pays its plot cost, a special action taken as a sorcery (702.170a–b, 116.2k); during a later turn
// its owner may cast it from exile without paying its mana cost, as a sorcery (`cost: "plot"`, 702.170d).
// Examples from the CR and Djinn of Fool's Fall's and Slickshot Show-Off's rulings.
import { describe, expect, it } from 'vitest'
import { understandCard } from '../../../src/engine/index.js'
import { loadCards } from '../support/cards.js'
import { engineWith, rules, values } from '../support/run.js'

const pool = loadCards(["Djinn of Fool's Fall", 'Grizzly Bears'])
const run = engineWith(pool)
const main1 = { active: 'you', step: 'precombatMain', number: 1 } as const

describe('plot (CR 702.170)', () => {
  it('reads "Plot {3}{U}" as understood', () => {
    const clause = understandCard(pool["Djinn of Fool's Fall"]!).clauses.find((c) => c.text.startsWith('Plot'))!
    expect(clause.status).toBe('understood')
  })

  it('plots in your main phase; not the same turn (ruling), but on a later turn it is cast from exile for {0}, its mana value unchanged', () => {
    const r = run({
      turn: main1,
      cards: { d: "Djinn of Fool's Fall" },
      actions: [
        { do: 'plot', card: 'd', id: 'p' },
        { do: 'cast', card: 'd', cost: 'plot', id: 'same' },
        { do: 'advanceTo', step: 'precombatMain', player: 'you' },
        { do: 'cast', card: 'd', cost: 'plot', id: 'later' },
      ],
      ask: [
        { q: 'legal', of: 'p' },
        { q: 'legal', of: 'same' },
        { q: 'legal', of: 'later' },
        { q: 'zone', of: 'd' },
        { q: 'totalCost', of: 'd' },
        { q: 'manaValue', of: 'd' },
      ],
    })
    expect(values(r)).toEqual([true, false, true, 'stack', '{0}', 5])
    expect(r.answers.every((a) => a.supported)).toBe(true)
    expect(rules(r.actions[0]!)).toEqual(expect.arrayContaining(['702.170a', '116.2k']))
    expect(rules(r.actions[1]!)).toContain('702.170d')
  })

  it("is a sorcery-speed special action (702.170a): not in combat, not on an opponent's turn", () => {
    const combat = run({
      turn: { active: 'you', step: 'declareAttackers', number: 1 },
      cards: { d: "Djinn of Fool's Fall" },
      actions: [{ do: 'plot', card: 'd', id: 'p' }],
      ask: [{ q: 'legal', of: 'p' }],
    })
    expect(values(combat)).toEqual([false])
    const theirs = run({
      turn: { active: 'opponent', step: 'precombatMain', number: 2 },
      cards: { d: "Djinn of Fool's Fall" },
      actions: [{ do: 'plot', card: 'd', id: 'p' }],
      ask: [{ q: 'legal', of: 'p' }],
    })
    expect(values(theirs)).toEqual([false])
  })

  it('the plotted card is cast as a sorcery (702.170d): not during combat of a later turn', () => {
    const r = run({
      turn: main1,
      cards: { d: "Djinn of Fool's Fall" },
      actions: [
        { do: 'plot', card: 'd' },
        { do: 'advanceTo', step: 'declareAttackers', player: 'you' },
      ],
      ask: [{ q: 'canCast', of: 'd', cost: 'plot' }],
    })
    expect(r.answers[0]).toMatchObject({ value: false, supported: true })
  })

  it('needs the keyword and the card in hand; only a plotted card is cast with cost "plot"', () => {
    const bears = run({
      turn: main1,
      cards: { b: 'Grizzly Bears' },
      actions: [{ do: 'plot', card: 'b', id: 'p' }],
      ask: [{ q: 'legal', of: 'p' }],
    })
    expect(values(bears)).toEqual([false])
    const inPlay = run({
      turn: main1,
      cards: { d: { card: "Djinn of Fool's Fall", zone: 'battlefield' } },
      actions: [{ do: 'plot', card: 'd', id: 'p' }],
      ask: [{ q: 'legal', of: 'p' }],
    })
    expect(values(inPlay)).toEqual([false])
    const notPlotted = run({
      turn: main1,
      cards: { d: { card: "Djinn of Fool's Fall", zone: 'exile' } },
      ask: [{ q: 'canCast', of: 'd', cost: 'plot' }],
    })
    expect(notPlotted.answers[0]).toMatchObject({ value: false, supported: true })
  })

  it('without a known turn, whether a turn has passed since it was plotted is unsupported, never guessed', () => {
    const r = run({
      cards: { d: "Djinn of Fool's Fall" },
      actions: [{ do: 'plot', card: 'd' }],
      ask: [{ q: 'canCast', of: 'd', cost: 'plot' }],
    })
    expect(r.answers[0]).toMatchObject({ value: null, supported: false })
  })
})
