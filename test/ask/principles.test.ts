// The principles file (src/ask/principles.json): well formed, every rule it names exists in the
// stored Comprehensive Rules, and a principle is recognised by the situation a question describes
// (every cue group met, a quoted word inside quotes), not by any one of its words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { askRules, matchPrinciples, parsePrinciples, principleEntries } from '../../src/ask/index.js'
import { rulesBehind } from '../../src/ask/ruling-rules.js'
import type { RulingPassage } from '../../src/ask/types.js'
import { tokenize } from '../../src/ask/words.js'
import type { Database } from '../../src/store/database.js'
import { fixtureDatabase } from '../support/database.js'

let db: Database
beforeAll(async () => {
  db = await fixtureDatabase()
})
afterAll(async () => {
  await db?.close()
})

const named = (q: string) => matchPrinciples(q, tokenize(q)).map((m) => m.principle.rules[0])

describe('src/ask/principles.json', () => {
  it('names only rules the stored CR has, each principle with its source', async () => {
    const rules = new Set((await db.pool.query<{ number: string }>('SELECT number FROM rules')).rows.map((r) => r.number))
    const missing = principleEntries().flatMap((p) => p.rules.filter((n) => !rules.has(n)).map((n) => `${p.name}: rule ${n}`))
    expect(missing).toEqual([])
    expect(principleEntries().every((p) => p.source.length > 0)).toBe(true)
    expect(principleEntries().length).toBeGreaterThan(20)
  })

  it('rejects a malformed file, naming the entry at fault', () => {
    const one = { name: 'x', rules: ['608.2h'], source: 'CR 608.2h', when: [['response']] }
    expect(() => parsePrinciples(JSON.stringify({ about: '', principles: [{ ...one, rules: ['six'] }] }))).toThrow(
      /\/principles\/0\/rules\/0/,
    )
    expect(() => parsePrinciples(JSON.stringify({ about: '', principles: [{ ...one, when: [] }] }))).toThrow(/\/principles\/0\/when/)
    expect(() => parsePrinciples(JSON.stringify({ about: '', principles: [{ ...one, source: undefined }] }))).toThrow(/source/)
    // a phrase of no words would match every question
    expect(() => parsePrinciples(JSON.stringify({ about: '', principles: [{ ...one, when: [['*/*']] }] }))).toThrow(/no words/)
  })
})

describe('matchPrinciples', () => {
  it('needs every cue group: a removed source and an ability on the stack, not either alone', () => {
    expect(named('they destroyed the artifact in response to its activated ability, does the ability still resolve?')).toContain('113.7a')
    expect(named('can I destroy an artifact at instant speed?')).not.toContain('113.7a')
    expect(named('does the activated ability use the stack?')).not.toContain('113.7a')
  })

  it('reads word forms: "responded" and "pumped" meet "respond" and "pump"', () => {
    expect(named('he responded by pumping his creature: how much damage does my spell deal, the pumped power?')).toContain('608.2h')
  })

  it('takes an intervening "if" only when "if" is written inside quotes', () => {
    expect(
      named('my trigger reads "at the beginning of your upkeep, if you control no creatures, draw a card": can I respond to it?'),
    ).toContain('603.4')
    expect(named('if my upkeep trigger is on the stack can I respond to it?')).not.toContain('603.4')
    // an apostrophe inside a word opens no quotation
    expect(named("when the trigger resolves, if it can't find a target, what happens?")).not.toContain('603.4')
  })

  it('recognises the CR’s own wording of a replacement effect ("enters with")', () => {
    expect(named('a creature that enters with two +1/+1 counters under a doubling effect')).toContain('614.1c')
  })

  it('a trigger during a resolution waits for the next priority: both the moment and the trigger must be said', () => {
    expect(named('my thing triggered midway through my sorcery resolving, when does it go on the stack')).toContain('603.3')
    expect(named('does the sorcery finish resolving before anything else happens')).not.toContain('603.3')
  })

  it('an unless phrase rules a principle out', () => {
    const entries = parsePrinciples(
      JSON.stringify({
        about: '',
        principles: [{ name: 'dies', rules: ['700.4'], source: 'CR 700.4', when: [['dies']], unless: ['dies trigger'] }],
      }),
    )
    const match = (q: string) => matchPrinciples(q, tokenize(q), entries).length
    expect(match('what happens when it dies')).toBe(1)
    expect(match('does its dies trigger go off')).toBe(0)
  })
})

describe('GET /rules/ask with principles', () => {
  it('ranks the rule a described situation rests on, with the principle as its reason', async () => {
    const q = 'they destroyed my artifact in response to its ability; does the ability still do anything?'
    const a = await askRules(db, q, { limit: 5, kinds: ['rule'] })
    const hit = a.passages.find((p) => p.rule?.number === '113.7a')
    expect(hit).toBeDefined()
    expect(hit!.reasons.join(' ')).toMatch(/ability exists independently of its source/)
  })
})

describe('rulesBehind', () => {
  const ruling = (text: string) => ({
    passage: {
      id: 1,
      oracleId: 'x',
      cardName: 'Some Card',
      position: 0,
      publishedAt: '2020-01-01',
      source: null,
      text,
      cardCount: 1,
    } as RulingPassage,
    lexical: 1,
    matched: [],
  })
  const scales = ruling(
    'If two or more effects attempt to modify how many counters would be put on a creature, that player chooses the order. A replacement effect applies once.',
  )

  it('reads the principles off the text of the ruling that matches the question, as strong as its card is surely named', () => {
    const behind = rulesBehind([{ row: scales, fit: 0.4, confidence: 0.9 }])
    expect(behind.map((b) => b.number)).toContain('616.1')
    expect(behind.find((b) => b.number === '616.1')!.strength).toBe(0.9)
  })

  it('brings no rule for a ruling that does not match the question', () => {
    expect(rulesBehind([{ row: scales, fit: 0, confidence: 1 }])).toEqual([])
  })
})
