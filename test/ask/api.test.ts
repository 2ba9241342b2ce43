// GET /rules/ask and GraphQL ask over the real server on the shared fixture: the answer's shape,
// citations with their edition, and the one error shape for bad requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type Api } from '../api/support.js'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(async () => {
  await api?.close()
})

describe('GET /rules/ask', () => {
  it('answers with ranked passages, each with score, reasons and a citation carrying its edition', async () => {
    const r = await api.get(`/rules/ask?q=${encodeURIComponent('does deathtouch work with trample?')}&limit=8`)
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({
      object: 'rules_answer',
      question: 'does deathtouch work with trample?',
      edition: { effective_date: '2026-02-27' },
    })
    expect(r.body.understood.keywords.map((k: { name: string }) => k.name).sort()).toEqual(['Deathtouch', 'Trample'])
    expect(r.body.data).toHaveLength(8)
    const scores = r.body.data.map((p: { score: number }) => p.score)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
    const rule = r.body.data.find((p: { object: string }) => p.object === 'rule')
    expect(rule).toMatchObject({ effective_date: '2026-02-27', uri: `/rules/${rule.rule_number}?effective=2026-02-27` })
    expect(rule.citation).toBe(`CR ${rule.rule_number} (2026-02-27)`)
    expect(rule.reasons.length).toBeGreaterThan(0)
    // the citation resolves to the same text
    const cited = await api.get(rule.uri)
    expect(cited.body.text).toBe(rule.text)
  })

  it('gives rulings their card and date', async () => {
    const r = await api.get(`/rules/ask?q=${encodeURIComponent('if I copy Grow from the Ashes is the copy kicked?')}&kinds=ruling`)
    expect(r.status).toBe(200)
    expect(r.body.data.length).toBeGreaterThan(0)
    for (const p of r.body.data) expect(p.object).toBe('ruling')
    const first = r.body.data[0]
    expect(first).toMatchObject({ card_name: 'Grow from the Ashes', oracle_id: '645ab3c7-ee1d-4dd0-811f-2dc7f7c7e792' })
    expect(first.citation).toBe(`Ruling on Grow from the Ashes, ${first.published_at}`)
  })

  it('refuses bad requests in the one error shape, naming what to fix', async () => {
    for (const [url, needle] of [
      ['/rules/ask', 'q'],
      ['/rules/ask?q=', 'q'],
      [`/rules/ask?q=${'x'.repeat(501)}`, 'q'],
      ['/rules/ask?q=trample&limit=0', 'limit'],
      ['/rules/ask?q=trample&kinds=cards', 'kinds'],
      ['/rules/ask?q=trample&effective=yesterday', 'effective'],
    ] as const) {
      const r = await api.get(url)
      expect(r.status, url).toBe(400)
      expect(r.body).toMatchObject({ object: 'error', status: 400 })
      expect(r.body.details, url).toContain(needle)
    }
    // an unknown parameter (a cache-buster, a tracking tag) is ignored and named in a Warning header, as Scryfall ignores it
    const extra = await api.get('/rules/ask?q=trample&page=2')
    expect(extra.status).toBe(200)
    expect(String(extra.headers.warning)).toContain('page')
    const whitespace = await api.get('/rules/ask?q=%20%20')
    expect(whitespace.status).toBe(400)
    const old = await api.get('/rules/ask?q=trample&effective=1999-01-01')
    expect(old.status).toBe(404)
    expect(old.body.details).toContain('1999-01-01')
  })

  it('is in the OpenAPI document', async () => {
    const doc = await api.get('/openapi.json')
    expect(doc.body.paths['/rules/ask'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['q', 'limit', 'kinds', 'effective']),
    )
  })
})

describe('GET /rules/verify', () => {
  const verify = (params: Record<string, string>) => api.get(`/rules/verify?${new URLSearchParams(params)}`)

  it('checks a rule number, a quote, an edition and a ruling: matches, differs with a diff, not_found', async () => {
    const rule = (await api.get('/rules/702.19c')).body.text as string
    expect((await verify({ rule: '702.19c', text: rule.slice(0, 50) })).body).toMatchObject({
      object: 'citation_check',
      verdict: 'matches',
      rule_number: '702.19c',
      checked_edition: '2026-02-27',
      claimed_edition: null,
    })
    // the edition in force on a date, compared with the current one
    expect((await verify({ rule: '702.19c', edition: '2026-03-01' })).body).toMatchObject({
      verdict: 'matches',
      claimed_edition: '2026-02-27',
    })
    const changed = await verify({ rule: '702.19c', text: `${rule} It also has flying.` })
    expect(changed.body.verdict).toBe('differs')
    expect(changed.body.current_text).toBe(rule)
    expect(changed.body.diff.map((p: { op: string }) => p.op)).toContain('delete')
    expect((await verify({ rule: '799.1' })).body.verdict).toBe('not_found')
    expect((await verify({ text: rule.slice(10, 70) })).body).toMatchObject({ verdict: 'matches', rule_number: '702.19c' })
  })

  it('refuses what it cannot check, in the one error shape', async () => {
    for (const [params, needle] of [
      [{}, /rule, text/],
      [{ rule: 'seven' }, /rule number/],
      [{ rule: '702.19', edition: '1999-01-01' }, /in force on 1999-01-01/],
      [{ card: 'Grow from the Ashes' }, /text/],
    ] as const) {
      const r = await verify(params as Record<string, string>)
      expect(r.status, JSON.stringify(params)).toBeGreaterThanOrEqual(400)
      expect(r.status).toBeLessThan(500)
      expect(r.body).toMatchObject({ object: 'error' })
      expect(r.body.details).toMatch(needle)
    }
  })

  it('is in the OpenAPI document', async () => {
    const doc = await api.get('/openapi.json')
    expect(doc.body.paths['/rules/verify'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['rule', 'text', 'edition', 'card']),
    )
  })
})

describe('GraphQL ask', () => {
  it('returns the same passages as REST, with rules resolvable to their neighbourhood', async () => {
    const q = 'what does 702.19c say'
    const r = await api.gql(
      `query($q: String!) { ask(question: $q, limit: 3) { effectiveDate understood { ruleNumbers }
        passages { kind score reasons citation rule { number effectiveDate parent { number text } } } } }`,
      { q },
    )
    expect(r.errors).toBeUndefined()
    expect(r.data.ask.understood.ruleNumbers).toEqual(['702.19c'])
    const first = r.data.ask.passages[0]
    expect(first).toMatchObject({
      kind: 'rule',
      citation: 'CR 702.19c (2026-02-27)',
      rule: { number: '702.19c', effectiveDate: '2026-02-27', parent: { number: '702.19', text: 'Trample' } },
    })
    const rest = await api.get(`/rules/ask?q=${encodeURIComponent(q)}&limit=3`)
    expect(r.data.ask.passages.map((p: { score: number }) => p.score)).toEqual(rest.body.data.map((p: { score: number }) => p.score))
  })

  it('gives rulings their card', async () => {
    const r = await api.gql(
      `{ ask(question: "can I kick Grow twice?", kinds: [ruling], limit: 2) { passages { ruling { text card { name } } rulingCardCount } } }`,
    )
    expect(r.errors).toBeUndefined()
    expect(r.data.ask.passages[0].ruling.card.name).toBe('Grow from the Ashes')
  })

  it('reports bad arguments as BAD_USER_INPUT', async () => {
    for (const query of [
      '{ ask(question: "") { question } }',
      '{ ask(question: "trample", limit: 99) { question } }',
      '{ ask(question: "trample", effective: "soon") { question } }',
    ]) {
      const r = await api.gql(query)
      expect(r.status, query).toBe(200) // executed: application/json answers 200 (GraphQL over HTTP)
      expect(r.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT')
    }
  })
})
