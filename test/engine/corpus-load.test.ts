// Every card of the shared MTGJSON data loads into the engine (issue 9, defect 6): read as the
// store keeps it and as the evaluate service hands it over, each card is set up in the hand, on the
// battlefield and in the graveyard, cast, resolved, tapped for mana and asked about, and nothing
// throws. What the engine can't use of a card (a half-mana symbol, several faces read as one) makes
// the answers that rest on it unsupported — value null — never an exception or a guess.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { corpusUnderstanding, evaluate, type Scenario } from '../../src/engine/index.js'
import { corpusCard, corpusCards, UNDERSTANDING_FLOOR } from './support/corpus.js'
import { tableCells, UNDERSTANDING_BLOCK, understandingTable } from './support/understanding-table.js'

const ASK: Scenario['ask'] = [
  { q: 'zone', of: 'x' },
  { q: 'manaValue', of: 'x' },
  { q: 'keywords', of: 'x' },
  { q: 'couldProduce', of: 'x' },
  { q: 'canActivate', of: 'x' },
  { q: 'totalCost', of: 'x' },
  { q: 'counters', of: 'x' },
  { q: 'triggerCount', of: 'x' },
]

const scenarios = (name: string): Scenario[] => [
  { cards: { x: name }, actions: [{ do: 'cast', card: 'x', id: 'c' }, { do: 'resolve' }], ask: [...ASK, { q: 'legal', of: 'c' }] },
  { cards: { x: { card: name, zone: 'battlefield' } }, actions: [{ do: 'activateManaAbility', card: 'x' }], ask: ASK },
  { cards: { x: { card: name, zone: 'graveyard' } }, actions: [{ do: 'cast', card: 'x', cost: 'flashback' }], ask: ASK },
]

describe('every card of the shared corpus loads into the engine', () => {
  it('sets up, casts, resolves and answers questions about each card without an exception', () => {
    const cards = corpusCards()
    const failures: string[] = []
    let answers = 0
    let unsupported = 0
    for (const { cardName: _, ...chars } of cards) {
      for (const s of scenarios(chars.name)) {
        try {
          const r = evaluate(s, { x: chars })
          answers += r.answers.length
          unsupported += r.answers.filter((a) => !a.supported).length
          for (const a of r.answers) if (!a.supported && a.value !== null) failures.push(`${chars.name}: unsupported ${a.q} with a value`)
        } catch (e) {
          failures.push(`${chars.name} [${chars.manaCost}]: ${String(e).slice(0, 160)}`)
        }
      }
    }
    console.log(
      `engine load: ${cards.length} distinct cards and faces, ${answers} answers, ${unsupported} unsupported (${((100 * unsupported) / answers).toFixed(1)}%)`,
    )
    expect(cards.length).toBeGreaterThan(30_000)
    expect(failures.slice(0, 20)).toEqual([])
  }, 600_000)

  it('understands at least as much of the corpus as last measured, and accounts for every clause of every card', () => {
    const cards = corpusCards()
    const u = corpusUnderstanding(cards)
    console.log(
      `engine understanding: ${u.understood}/${u.cards} cards (${(100 * u.share).toFixed(1)}%) fully understood; ${u.clausesUnderstood}/${u.clauses} clauses`,
    )
    expect(u.understood).toBeGreaterThanOrEqual(UNDERSTANDING_FLOOR.cards)
    expect(u.clausesUnderstood).toBeGreaterThanOrEqual(UNDERSTANDING_FLOOR.clauses)
    expect(u.topNotUnderstood).toHaveLength(30)
    // docs/evaluate.md shows this figure and these shapes as generated (npx tsx scripts/corpus-understanding.ts)
    const docs = UNDERSTANDING_BLOCK.exec(readFileSync(new URL('../../docs/evaluate.md', import.meta.url), 'utf8'))
    expect(docs, 'docs/evaluate.md has the <!-- corpus-understanding:start --> … :end block').not.toBeNull()
    expect(docs![2]!.split('\n')[0], 'the figure in docs/evaluate.md').toBe(understandingTable(u).split('\n')[0])
    expect(tableCells(docs![2]!)).toEqual(tableCells(understandingTable(u)))
  }, 600_000)

  it("answers unsupported, naming the symbol, where Little Girl's half-mana cost {HW} matters", () => {
    const girl = { g: corpusCard('Little Girl') }
    const r = evaluate(
      { cards: { g: 'Little Girl' }, actions: [{ do: 'cast', card: 'g', id: 'c' }], ask: [{ q: 'manaValue', of: 'g' }] },
      girl,
    )
    expect(r.actions[0]).toMatchObject({ legal: null, supported: false })
    expect(r.answers[0]).toMatchObject({ value: null, supported: false })
    expect(r.answers[0]!.because).toContain('{HW}')
    expect(r.answers[0]!.because).toContain('(Little Girl)')
    expect(r.answers[0]!.citations).toContainEqual({ rule: '107.4' })
    // what doesn't rest on its mana cost is still answered
    const still = evaluate({ cards: { g: 'Little Girl' }, ask: [{ q: 'zone', of: 'g' }] }, girl)
    expect(still.answers[0]).toMatchObject({ value: 'hand', supported: true })
  })

  it('answers unsupported, naming the faces, for a split card named as a whole', () => {
    const r = evaluate({ cards: { b: 'Boom // Bust' }, ask: [{ q: 'manaValue', of: 'b' }] }, { b: corpusCard('Boom // Bust') })
    expect(r.answers[0]).toMatchObject({ value: null, supported: false })
    expect(r.answers[0]!.because).toContain('name one face, "Boom" or "Bust"')
  })
})
