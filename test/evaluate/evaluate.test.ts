// POST /evaluate and GraphQL evaluate on the fixture store (the CR of 2026-02-27 and the 14 MTGJSON
// set files): real rule texts with their effective date, real ruling texts and dates, card names
// resolved from the store, and malformed scenarios rejected with a message naming what is wrong.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../src/server.js'
import { evaluateServiceFor } from '../../src/evaluate/service.js'
import type { Database } from '../../src/store/database.js'
import { fixtureDatabase } from '../support/database.js'
import { evaluateResponseErrors } from '../support/evaluation-shape.js'

let db: Database
let app: FastifyInstance

beforeAll(async () => {
  db = await fixtureDatabase()
  app = await buildServer({ db, logLevel: 'silent' })
})
afterAll(async () => {
  await app?.close()
  await db?.close()
})

interface Citation {
  rule?: string
  text?: string | null
  effective?: string | null
  ruling?: { card: string; date: string | null; text: string; stored?: boolean }
}
interface AnswerJson {
  q: string
  of?: string
  value: unknown
  legal?: boolean
  because: string
  citations: Citation[]
}

async function post(body: unknown) {
  const res = await app.inject({ method: 'POST', url: '/evaluate', payload: body as object })
  return {
    status: res.statusCode,
    body: res.json() as {
      answers: AnswerJson[]
      actions: { legal: boolean; because: string; citations: Citation[] }[]
      details?: string
      code?: string
    },
  }
}

const ISSUE_EXAMPLE = {
  cards: {
    gfa: 'Grow from the Ashes',
    bp: {
      name: 'Custom Card',
      manaCost: '{1}{R}',
      typeLine: 'Instant',
      oracleText: 'Kicker {2}\nCustom Card deals 2 damage to any target.',
    },
  },
  actions: [
    { do: 'cast', card: 'gfa', kicker: true },
    { do: 'copySpell', card: 'gfa', as: 'copy1' },
  ],
  ask: [{ q: 'isKicked', of: 'copy1' }],
}

describe('POST /evaluate', () => {
  it("answers the issue's example with the contract's shape: CR text and effective date, ruling card/date/text from the store", async () => {
    const { status, body } = await post(ISSUE_EXAMPLE)
    expect(status).toBe(200)
    const [a] = body.answers
    expect(a).toMatchObject({ q: 'isKicked', of: 'copy1', value: true })
    expect(a!.because).toMatch(/copies all decisions/)
    const rule = a!.citations.find((c) => c.rule === '707.10')!
    expect(rule.effective).toBe('2026-02-27')
    expect(rule.text).toMatch(/^To copy a spell, activated ability, or triggered ability means to put a copy of it onto the stack/)
    const ruling = a!.citations.find((c) => c.ruling)!.ruling!
    expect(ruling).toEqual({
      card: 'Grow from the Ashes',
      date: '2024-11-08',
      text: 'If you copy a kicked spell on the stack, the copy is also kicked. If the copied spell is a permanent spell, the token the copy of that spell becomes when it enters is also kicked.',
    })
  })

  it('answers the three sample questions of the issue', async () => {
    const kickNotCast = await post({
      cards: { bb: 'bog badger' },
      actions: [{ do: 'putOntoBattlefield', card: 'bb', kicker: true, id: 'put' }],
      ask: [{ q: 'legal', of: 'put' }],
    })
    expect(kickNotCast.body.answers[0]).toMatchObject({ value: false, legal: false })
    expect(kickNotCast.body.answers[0]!.citations).toContainEqual({
      ruling: {
        card: 'Bog Badger',
        date: '2024-11-08',
        text: "If you put a permanent with a kicker ability onto the battlefield without casting it, you can't kick it.",
      },
    })
    expect(kickNotCast.body.actions[0]!.legal).toBe(false)

    const blast = await post({
      cards: { bfp: 'Blast from the Past' },
      actions: [{ do: 'cast', card: 'bfp', from: 'graveyard', cost: 'flashback', buyback: true }, { do: 'resolve' }],
      ask: [{ q: 'zone', of: 'bfp' }],
    })
    expect(blast.body.answers[0]!.value).toBe('exile')
    const blastRulings = blast.body.answers[0]!.citations.flatMap((c) => (c.ruling ? [c.ruling] : []))
    expect(blastRulings).toContainEqual({
      card: 'Blast from the Past',
      date: '2020-02-29',
      text: 'Flashback and buyback don’t mix. If you cast Blast from the Past using flashback, it will be exiled rather than go back to your hand.',
    })
    const fb = blast.body.answers[0]!.citations.find((c) => c.rule === '702.34a')!
    expect(fb.text).toMatch(/^Flashback appears on some instants and sorceries/)
  })

  it("cites Wicker Picker's rulings from the seed text when the store has no copy, marked as not stored", async () => {
    const picker = {
      name: 'Wicker Picker',
      manaCost: '{3}',
      typeLine: 'Artifact Creature — Scarecrow Guest',
      oracleText: 'Creature spells you cast have sticker kicker {1}.',
      // stated: a creature given without power and toughness may have died to a state-based action (CR 208.1, 704.5f)
      power: '2',
      toughness: '2',
      zone: 'battlefield',
    }
    const { body } = await post({
      cards: { wp: picker, bb: 'Bog Badger' },
      actions: [{ do: 'cast', card: 'bb', stickerKicker: 'wp' }],
      ask: [{ q: 'linkedKickerApplies', of: 'bb' }, { q: 'ticketCounters' }],
    })
    expect(body.answers.map((a) => a.value)).toEqual([false, 1])
    const ruling = body.answers[0]!.citations.find((c) => c.ruling?.card === 'Wicker Picker')!.ruling!
    expect(ruling.text).toMatch(/^If a creature spell has kicker or multikicker and another ability that checks if it was kicked/)
    // the fixture store has no Wicker Picker: the ruling is quoted from the seed text, undated
    expect(ruling.stored).toBe(false)
    expect(ruling.date).toBeNull()
  })

  it('finds a general ruling on another card when an inline card is the subject', async () => {
    const { body } = await post(
      ISSUE_EXAMPLE.cards.bp && {
        cards: { bp: ISSUE_EXAMPLE.cards.bp },
        actions: [
          { do: 'cast', card: 'bp', kicker: true },
          { do: 'copySpell', card: 'bp', as: 'c' },
        ],
        ask: [{ q: 'isKicked', of: 'c' }],
      },
    )
    const ruling = body.answers[0]!.citations.find((c) => c.ruling)!.ruling!
    expect(ruling.text).toMatch(/^If you copy a kicked spell/)
    expect(ruling.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(ruling.stored).toBeUndefined()
  })

  it('rejects malformed scenarios with a 400 naming what is wrong', async () => {
    const cases: [unknown, RegExp][] = [
      [
        { cards: { gfa: 'Grow from the Ashes' }, actions: [{ do: 'kick', card: 'gfa' }], ask: [{ q: 'isKicked', of: 'gfa' }] },
        /actions\[0\]\.do: unknown action "kick"/,
      ],
      [
        { cards: { gfa: 'Grow from teh Ashes' }, ask: [{ q: 'isKicked', of: 'gfa' }] },
        /cards\.gfa: no card named "Grow from teh Ashes".*did you mean "Grow from the Ashes"/,
      ],
      [{ cards: { gfa: 'Grow from the Ashes' }, ask: [{ q: 'isKicked', of: 'copy1' }] }, /ask\[0\]\.of: unknown reference "copy1"/],
      [
        {
          cards: { gfa: 'Grow from the Ashes' },
          actions: [{ do: 'cast', card: 'gfa', kicker: 'yes' }],
          ask: [{ q: 'isKicked', of: 'gfa' }],
        },
        /actions\[0\]\.kicker must be/,
      ],
      [{ cards: { gfa: 'Grow from the Ashes' }, ask: [] }, /ask/],
      [{ cards: { gfa: 'Grow from the Ashes' }, ask: [{ q: 'isKicked', of: 'gfa' }], extra: true }, /unknown field "extra"/],
      [[1, 2], /JSON object/],
    ]
    for (const [body, message] of cases) {
      const r = await post(body)
      expect(r.status, JSON.stringify(body)).toBe(400)
      expect(r.body).toMatchObject({ object: 'error', status: 400 })
      expect(r.body.details).toMatch(message)
    }
    const notJson = await app.inject({
      method: 'POST',
      url: '/evaluate',
      headers: { 'content-type': 'application/json' },
      payload: '{"cards":',
    })
    expect(notJson.statusCode).toBe(400)
  })

  it('an unknown triggerCount event is a 400 (it used to count 0), and an alias is accepted like the canonical name', async () => {
    const bad = await post({ cards: { gfa: 'Grow from the Ashes' }, ask: [{ q: 'triggerCount', event: 'kick' }] })
    expect(bad.status).toBe(400)
    expect(bad.body.details).toMatch(/^ask\[0\]\.event must be one of "cast", /)
    const alias = await post({ ...ISSUE_EXAMPLE, actions: [ISSUE_EXAMPLE.actions[0], { do: 'copySpell', of: 'gfa', as: 'copy1' }] })
    expect(alias.status).toBe(200)
    expect(alias.body).toEqual((await post(ISSUE_EXAMPLE)).body)
  })

  it('GET /evaluate/schema serves the scenario language as the JSON Schema the route validates with', async () => {
    const res = await app.inject({ method: 'GET', url: '/evaluate/schema' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/schema\+json/)
    const doc = res.json() as { $schema: string; title: string; properties: Record<string, unknown>; required: string[] }
    expect(doc.$schema).toBe('https://json-schema.org/draft/2020-12/schema')
    expect(doc).toMatchObject({ title: 'Scenario', required: ['cards', 'ask'] })
    const openapi = (await app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, { post?: { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } } }>
    }
    const body = openapi.paths['/evaluate']!.post!.requestBody.content['application/json']!.schema
    expect(Object.keys(doc.properties)).toEqual(Object.keys(body.properties))
  })

  it('is in the OpenAPI document with the scenario schema', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, { post?: { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } } }>
    }
    const body = doc.paths['/evaluate']!.post!.requestBody!.content['application/json']!.schema
    expect(Object.keys(body.properties!)).toEqual(['cards', 'players', 'life', 'poison', 'turn', 'legendRule', 'actions', 'ask'])
  })
})

describe('the one schema of the answers (src/engine/scenario/answers.ts)', () => {
  const SCENARIOS = [
    ISSUE_EXAMPLE,
    {
      cards: { bb: 'Bog Badger' },
      actions: [{ do: 'putOntoBattlefield', card: 'bb', kicker: true, id: 'put' }],
      ask: [{ q: 'legal', of: 'put' }],
    },
    {
      cards: { bfp: 'Blast from the Past' },
      actions: [{ do: 'cast', card: 'bfp', from: 'graveyard', cost: 'flashback', buyback: true }, { do: 'resolve' }],
      ask: [
        { q: 'zone', of: 'bfp' },
        { q: 'totalCost', of: 'bfp' },
      ],
    },
    {
      cards: {
        wp: {
          name: 'Wicker Picker',
          manaCost: '{3}',
          typeLine: 'Artifact Creature',
          oracleText: 'Creature spells you cast have sticker kicker {1}.',
          zone: 'battlefield',
        },
        bb: 'Bog Badger',
      },
      actions: [{ do: 'cast', card: 'bb', stickerKicker: 'wp' }],
      ask: [{ q: 'linkedKickerApplies', of: 'bb' }, { q: 'ticketCounters' }],
    },
  ]

  it("the service's answers (what GraphQL and MCP return) and POST /evaluate's fit it, with no field outside it", async () => {
    for (const scenario of SCENARIOS) {
      const served = await evaluateServiceFor(db).evaluate(scenario)
      expect(evaluateResponseErrors(served), JSON.stringify(scenario)).toEqual([])
      const rest = await post(scenario)
      expect(rest.status).toBe(200)
      expect(evaluateResponseErrors(rest.body), JSON.stringify(scenario)).toEqual([])
      expect(rest.body).toEqual(JSON.parse(JSON.stringify(served)))
    }
  })

  it('is the response the OpenAPI document shows for POST /evaluate', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<
        string,
        { post?: { responses: Record<string, { content: Record<string, { schema: { properties: Record<string, any> } }> }> } }
      >
    }
    const shown = doc.paths['/evaluate']!.post!.responses['200']!.content['application/json']!.schema
    expect(Object.keys(shown.properties.answers.items.properties)).toEqual([
      'q',
      'of',
      'value',
      'legal',
      'supported',
      'because',
      'citations',
      'detail',
    ])
    expect(Object.keys(shown.properties.actions.items.properties)).toEqual([
      'index',
      'do',
      'id',
      'legal',
      'supported',
      'because',
      'citations',
    ])
  })
})

describe('GraphQL evaluate', () => {
  const QUERY = `query($s: EvaluationScenario!) { evaluate(scenario: $s) { answers { q of value legal because citations { rule text effective ruling { card date text } } } actions { index do legal } } }`

  it('answers like REST', async () => {
    const res = await app.inject({ method: 'POST', url: '/graphql', payload: { query: QUERY, variables: { s: ISSUE_EXAMPLE } } })
    expect(res.statusCode).toBe(200)
    const data = res.json().data.evaluate
    const rest = (await post(ISSUE_EXAMPLE)).body
    expect(data.answers).toEqual(
      rest.answers
        .map((a) => ({
          ...a,
          legal: a.legal ?? null,
          citations: a.citations.map((c) => ({
            rule: c.rule ?? null,
            text: c.text ?? null,
            effective: c.effective ?? null,
            ruling: c.ruling ? { card: c.ruling.card, date: c.ruling.date, text: c.ruling.text } : null,
          })),
        }))
        .map(({ q, of, value, legal, because, citations }) => ({ q, of, value, legal, because, citations })),
    )
    expect(data.actions).toEqual([
      { index: 0, do: 'cast', legal: true },
      { index: 1, do: 'copySpell', legal: true },
    ])
  })

  it('serves the scenario schema as evaluationSchema, the same document as GET /evaluate/schema', async () => {
    const res = await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ evaluationSchema }' } })
    const rest = (await app.inject({ method: 'GET', url: '/evaluate/schema' })).json()
    expect(res.json().data.evaluationSchema).toEqual(rest)
  })

  it('accepts the scenario as an inline literal too', async () => {
    const query = `{ evaluate(scenario: { cards: { bb: "Bog Badger" }, actions: [{ do: "cast", card: "bb", kicker: true }], ask: [{ q: "totalCost", of: "bb" }] }) { answers { value } } }`
    const res = await app.inject({ method: 'POST', url: '/graphql', payload: { query } })
    expect(res.json().data.evaluate.answers[0].value).toBe('{2}{B}{G}')
  })

  it('rejects a malformed scenario with BAD_USER_INPUT (HTTP 200 under application/json: execution started)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query: QUERY,
        variables: {
          s: { cards: { gfa: 'Grow from the Ashes' }, actions: [{ do: 'cast', card: 'zzz' }], ask: [{ q: 'isKicked', of: 'gfa' }] },
        },
      },
    })
    expect(res.statusCode).toBe(200) // GraphQL over HTTP: application/json answers are 200 once execution started
    const err = res.json().errors[0]
    expect(err.extensions.code).toBe('BAD_USER_INPUT')
    expect(err.message).toMatch(/actions\[0\]\.card: unknown reference "zzz"/)
  })
})
