// Bad input of every kind gets a 4xx whose message says what to fix — never a 500 — in both APIs.
import { prefersPlainJson } from '../../src/api/graphql/plugin.js'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type Api } from './support.js'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(async () => {
  await api?.close()
})

const expectError = (r: { status: number; body: any }, status: number, says: RegExp) => {
  expect(r.status).toBe(status)
  expect(r.body).toMatchObject({ object: 'error', status })
  expect(r.body.details).toMatch(says)
}

describe('REST: bad input is a 4xx that says what to fix', () => {
  it('malformed search syntax points at the offending part', async () => {
    const r = await api.get(`/cards/search?q=${encodeURIComponent('t:creature (c:g or')}`)
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ object: 'error', code: 'bad_request' })
    expect(r.body.position).toBeDefined()
    const unclosed = await api.get(`/cards/search?q=${encodeURIComponent('o:"search your')}`)
    expect(unclosed.status).toBe(400)
    expect(unclosed.body.details).toMatch(/quote/i)
  })

  it('an error on a route asked for pretty JSON is still JSON (found by the fuzz suite)', async () => {
    for (const url of ['/cards/_____/rulings?pretty=true', '/cards/_____?pretty=true']) {
      const r = await api.get(url)
      expectError(r, 400, /is not a card id/)
      expect(String(r.headers['content-type'])).toMatch(/^application\/json/)
    }
  })

  it('an unknown search keyword is named', async () => {
    const r = await api.get('/cards/search?q=frobnicate%3A3')
    expect(r.status).toBe(400)
    expect(JSON.stringify(r.body)).toMatch(/frobnicate/)
  })

  it('an oversized query is refused with its limit', async () => {
    expectError(await api.get(`/cards/search?q=${'a'.repeat(1200)}`), 400, /q must NOT have more than 1000 characters/)
    expectError(await api.get(`/rules/search?q=${'kicker '.repeat(100)}`), 400, /q must NOT have more than 500/)
  })

  it('page sizes and pages out of range', async () => {
    expectError(await api.get('/cards/search?q=t%3Asorcery&page_size=500'), 400, /page_size must be <= 175/)
    expectError(await api.get('/cards/search?q=t%3Asorcery&page_size=0'), 400, /page_size must be >= 1/)
    expectError(await api.get('/cards/search?q=t%3Asorcery&page=0'), 400, /page must be >= 1/)
    expectError(await api.get('/sets?page=100000'), 400, /page must be <= 1000/)
  })

  it('wrong types are named (unknown parameters are ignored: test/api/scryfall-2026.test.ts)', async () => {
    expectError(await api.get('/cards/search?q=t%3Asorcery&page=two'), 400, /page must be integer/)
    expectError(await api.get('/cards/search?q=t%3Asorcery&ids_only=maybe'), 400, /ids_only must be boolean/)
    expectError(await api.get('/cards/search?q=t%3Asorcery&order=price'), 400, /order must be one of: name, cmc/)
    expectError(await api.get('/cards/search'), 400, /"q" is required/)
    expectError(await api.get('/keywords?kind=spell'), 400, /kind must be one of: ability, action, ability_word/)
    expectError(await api.get('/rules/702.33?effective=yesterday'), 400, /effective must be a date written YYYY-MM-DD/)
  })

  it('unknown card fields in fields= are listed with the valid ones', async () => {
    expectError(
      await api.get('/cards/search?q=t%3Asorcery&fields=name,manacost'),
      400,
      /Unknown card field "manacost".*Valid fields: object, id/,
    )
  })

  it('bad ids, rule numbers and names', async () => {
    expectError(await api.get('/cards/not-an-id'), 400, /not a card id/)
    expectError(await api.get('/cards/00000000-0000-0000-0000-000000000000'), 404, /No card with id/)
    expectError(await api.get('/rules/seven'), 400, /not a rule number/)
    expectError(await api.get('/cards/named?exact=x&fuzzy=y'), 400, /exactly one of exact= or fuzzy=/)
    expectError(await api.get('/cards/named'), 400, /exactly one of exact= or fuzzy=/)
  })

  it('bad JSON bodies, wrong identifiers and more than 75 of them', async () => {
    const bad = await api.app.inject({
      method: 'POST',
      url: '/cards/collection',
      payload: '{"identifiers": [',
      headers: { 'content-type': 'application/json' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().details).toMatch(/not valid JSON/)
    expectError(
      await api.post('/cards/collection', { identifiers: Array.from({ length: 76 }, () => ({ name: 'Island' })) }),
      400,
      /identifiers must NOT have more than 75 items/,
    )
    expectError(await api.post('/cards/collection', { identifiers: [] }), 400, /identifiers must NOT have fewer than 1 items/)
    expectError(await api.post('/cards/collection', { cards: [] }), 400, /"identifiers" is required/)
    expectError(
      await api.post('/cards/collection', { identifiers: [{ name: 'Island', id: '51d4d1c2-671c-498c-a232-7d076e3dc3bb' }] }),
      400,
      /identifiers\[0\] has the fields id,name/,
    )
    expectError(
      await api.post('/cards/collection', { identifiers: [{ nmae: 'Island' }] }),
      400,
      /Unknown body field "identifiers\[0\].nmae"/,
    )
    expectError(await api.post('/cards/collection', { identifiers: [{ multiverse_id: 'abc' }] }), 400, /multiverse_id must be integer/)
    const text = await api.app.inject({
      method: 'POST',
      url: '/cards/collection',
      payload: 'identifiers',
      headers: { 'content-type': 'text/plain' },
    })
    expect(text.statusCode).toBe(400)
    expect(text.json().details).toMatch(/The request body must be object/)
    const xml = await api.app.inject({
      method: 'POST',
      url: '/cards/collection',
      payload: '<identifiers/>',
      headers: { 'content-type': 'application/xml' },
    })
    expect(xml.statusCode).toBe(415)
    expect(xml.json().details).toMatch(/Content-Type: application\/json/)
  })

  it('NUL characters, which PostgreSQL text cannot hold, are refused wherever they are', async () => {
    expectError(await api.get('/glossary/kick%00er'), 400, /path.term contains a NUL character/)
    expectError(await api.get('/cards/search?q=t%3Asorcery%00'), 400, /query.q contains a NUL character/)
    expectError(
      await api.post('/cards/collection', { identifiers: [{ name: 'Grow\u0000' }] }),
      400,
      /body.identifiers.0.name contains a NUL/,
    )
    const gql = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ keyword(name: "kick\\u0000er") { name } }' },
      headers: { 'content-type': 'application/json', accept: GRAPHQL_JSON },
    })
    // a validation error: a 400 under this media type, a 200 under application/json (test/api/graphql-over-http.test.ts)
    expect(gql.statusCode).toBe(400)
    expect(gql.json().errors[0].message).toMatch(/NUL/)
  })

  it('unknown routes say where the API is described', async () => {
    expectError(await api.get('/cards/dom/164/en/extra'), 404, /See \/openapi.json/)
  })
})

/** The media type under which a document refused before execution is a 400 (under application/json: a 200, GraphQL over HTTP). */
const GRAPHQL_JSON = 'application/graphql-response+json'

describe('GraphQL: bad input is a 4xx that says what to fix', () => {
  const gqlStatus = async (query: string, variables?: Record<string, unknown>, accept?: string) => {
    const r = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query, variables },
      headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}) },
    })
    return { status: r.statusCode, body: r.json() as { errors?: { message: string; extensions?: Record<string, any> }[] } }
  }

  it('rejects a query nested past the depth limit', async () => {
    const deep = `{ rule(number: "702.33h") { ${'parent { '.repeat(16)}number${' }'.repeat(16)} } }`
    const r = await gqlStatus(deep, undefined, GRAPHQL_JSON)
    expect(r.status).toBe(400)
    expect(r.body.errors![0]!.message).toMatch(/Query depth limit of 15 exceeded, found 18/)
  })

  it('rejects a query whose cost is over the limit, naming the cost and how to lower it', async () => {
    const costly = `{ sets(first: 100) { edges { node { printings(first: 100) { edges { node { card { rulings(first: 100) { edges { node { text } } } } } } } } } } }`
    const r = await gqlStatus(costly, undefined, GRAPHQL_JSON)
    expect(r.status).toBe(400)
    expect(r.body.errors![0]!.extensions!.code).toBe('QUERY_TOO_COSTLY')
    expect(r.body.errors![0]!.message).toMatch(/Query cost \d+ exceeds the limit of 50000.*lower "first"/)
  })

  it('counts variables and fragments toward cost and depth', async () => {
    const viaVariables = await gqlStatus(
      `query($n: Int) { sets(first: $n) { edges { node { printings(first: $n) { edges { node { card { printings(first: $n) { totalCount } } } } } } } } }`,
      { n: 100 },
      GRAPHQL_JSON,
    )
    expect(viaVariables.status).toBe(400)
    const viaFragments = await gqlStatus(
      `{ rule(number: "702.33h") { ...P } } fragment P on Rule { ${'parent { '.repeat(15)}number${' }'.repeat(15)} }`,
      undefined,
      GRAPHQL_JSON,
    )
    expect(viaFragments.status).toBe(400)
  })

  // executed: under application/json a 200 carrying the error (GraphQL over HTTP); under
  // application/graphql-response+json a 400 when data is null (sets is non-null)
  it('a page size out of range, a bad cursor, a bad date, a bad id', async () => {
    for (const [query, says] of [
      ['{ sets(first: 1000) { totalCount } }', /"first" must be between 0 and 100/],
      ['{ sets(first: -1) { totalCount } }', /"first" must be between 0 and 100/],
      ['{ sets(after: "bm9wZQ==") { totalCount } }', /"after" is not a cursor/],
      ['{ rule(number: "702.33", effective: "2026-13-45") { number } }', /YYYY-MM-DD/],
      ['{ card(id: "zz") { name } }', /not a card id/],
      ['{ rule(number: "seven") { number } }', /not a rule number/],
      [
        '{ collection(identifiers: [{ name: "Island", set: "DOM" }, { set: "DOM" }]) { notFound { name } } }',
        /identifiers\[1\] has the fields set; an identifier is one of .*\{set, collectorNumber\}/,
      ],
    ] as const) {
      const r = await gqlStatus(query)
      expect(r.status, query).toBe(200)
      expect(r.body.errors![0]!.message).toMatch(says)
    }
    expect((await gqlStatus('{ sets(first: 1000) { totalCount } }', undefined, 'application/graphql-response+json')).status).toBe(400)
  })

  it('malformed search syntax carries the position, wrong types and unknown fields are validation errors', async () => {
    const syntax = await gqlStatus('{ cards(query: "t:creature (c:g or") { totalCount } }')
    expect(syntax.status).toBe(200) // the search syntax is the resolver's: execution started
    expect(syntax.body.errors![0]!.extensions!.position).toBeDefined()
    const wrongType = await gqlStatus('{ sets(first: "ten") { totalCount } }', undefined, GRAPHQL_JSON)
    expect(wrongType.status).toBe(400)
    expect(wrongType.body.errors![0]!.message).toMatch(/Int cannot represent/)
    const unknown = await gqlStatus('{ cards(query: "t:sorcery") { totalCount colour } }', undefined, GRAPHQL_JSON)
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors![0]!.message).toMatch(/Cannot query field "colour"/)
    const tooMany = await gqlStatus(
      `{ collection(identifiers: [${Array(76).fill('{ name: "Island" }').join(',')}]) { notFound { name } } }`,
    )
    expect(tooMany.status).toBe(200) // refused by the resolver, once execution started
    expect(tooMany.body.errors![0]!.message).toMatch(/at most 75 identifiers/)
  })
})

describe('junk never reaches a 500', () => {
  const routes = [
    (s: string) => `/cards/search?q=${encodeURIComponent(s)}`,
    (s: string) => `/cards/search?q=t%3Acreature&page=${encodeURIComponent(s)}&page_size=${encodeURIComponent(s)}`,
    (s: string) => `/cards/search?q=t%3Acreature&fields=${encodeURIComponent(s)}&order=${encodeURIComponent(s)}`,
    (s: string) => `/cards/named?fuzzy=${encodeURIComponent(s)}`,
    (s: string) => `/cards/named?exact=${encodeURIComponent(s)}&set=${encodeURIComponent(s)}`,
    (s: string) => `/cards/autocomplete?q=${encodeURIComponent(s)}`,
    (s: string) => `/cards/${encodeURIComponent(s)}`,
    (s: string) => `/cards/${encodeURIComponent(s)}/rulings`,
    (s: string) => `/cards/${encodeURIComponent(s)}/${encodeURIComponent(s)}`,
    (s: string) => `/sets/${encodeURIComponent(s)}`,
    (s: string) => `/rules/${encodeURIComponent(s)}?effective=${encodeURIComponent(s)}`,
    (s: string) => `/rules/search?q=${encodeURIComponent(s)}&kinds=${encodeURIComponent(s)}`,
    (s: string) => `/glossary/${encodeURIComponent(s)}`,
    (s: string) => `/keywords/${encodeURIComponent(s)}`,
    (s: string) => `/keywords?kind=${encodeURIComponent(s)}`,
  ]
  const junk = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.stringMatching(/^[a-z]{1,6}[:<>=!]{1,2}["/(]?[a-z0-9 ()"/\\-]{0,12}$/),
    fc.constantFrom(
      '',
      ' ',
      '%',
      '\\',
      '"',
      '/',
      '(',
      ')',
      '-',
      '!',
      '~',
      '*',
      '\u0000',
      'null',
      '-1',
      '1e309',
      'NaN',
      '../../etc',
      "' OR 1=1 --",
      '/(/',
      'o:/[/',
      'c>=purple',
      'mv<banana',
    ),
  )

  it('GET routes answer random strings with 2xx or 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: routes.length - 1 }), junk, async (i, s) => {
        const r = await api.app.inject({ method: 'GET', url: routes[i]!(s) })
        if (r.statusCode >= 500) throw new Error(`${routes[i]!(s)} → ${r.statusCode} ${r.body}`)
        if (r.statusCode >= 400) expect(r.json().object).toBe('error')
      }),
      { numRuns: 400 },
    )
  })

  it('POST /cards/collection and /graphql answer random bodies with 2xx or 4xx', async () => {
    const body = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.json({ maxDepth: 4 }).map((j) => j),
      fc.json({ maxDepth: 3 }).map((j) => `{"identifiers": [${j}]}`),
      fc.json({ maxDepth: 3 }).map((j) => `{"query": ${JSON.stringify(`{ cards(query: ${j}) { totalCount } }`)}}`),
      fc
        .string({ maxLength: 40 })
        .map(
          (s) =>
            `{"query": ${JSON.stringify(`{ rule(number: ${JSON.stringify(s)}) { number } glossaryTerm(term: ${JSON.stringify(s)}) { match } }`)}}`,
        ),
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/cards/collection', '/graphql'), body, async (url, payload) => {
        const r = await api.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } })
        if (r.statusCode >= 500) throw new Error(`POST ${url} ${payload} → ${r.statusCode} ${r.body}`)
      }),
      { numRuns: 300 },
    )
  })
})

describe('GraphQL partial results (GraphQL over HTTP)', () => {
  it('once execution started, application/json answers are 200 (data and errors); graphql-response+json ones too while data is not null', async () => {
    const query = '{ health { status } card(id: "zz") { name } }'
    const r = await api.app.inject({ method: 'POST', url: '/graphql', payload: { query }, headers: { 'content-type': 'application/json' } })
    expect(r.statusCode).toBe(200)
    expect(r.headers['content-type']).toMatch(/^application\/json/)
    const body = r.json()
    expect(body.data).toEqual({ health: { status: 'ok' }, card: null })
    expect(body.errors[0]).toMatchObject({ path: ['card'], extensions: { code: 'BAD_USER_INPUT' } })
    const alone = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ card(id: "zz") { name } }' },
      headers: { 'content-type': 'application/json' },
    })
    // its only field failed: still a 200 under application/json, the error's code kept (Apollo Client reads it)
    expect(alone.statusCode).toBe(200)
    expect(alone.json()).toMatchObject({ data: { card: null }, errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] })
    const notFound = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ card(id: "00000000-0000-4000-8000-000000000000") { name } namedCard(fuzzy: "zzzzqqqq") { name } }' },
      headers: { 'content-type': 'application/json', accept: 'application/json' },
    })
    expect(notFound.statusCode).toBe(200)
    // the other media type: data is not null, so a 2xx as well (GraphQL over HTTP)
    const graphqlJson = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ card(id: "zz") { name } }' },
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
    })
    expect(graphqlJson.headers['content-type']).toMatch(/^application\/graphql-response\+json/)
    expect(graphqlJson.statusCode).toBe(200)
    // what never executed (a syntax error, an unknown field): a 200 without data under
    // application/json, a 400 under application/graphql-response+json
    for (const query of ['{ card(id: ', '{ noSuchField }']) {
      for (const [accept, status] of [
        ['application/json', 200],
        [GRAPHQL_JSON, 400],
      ] as const) {
        const r = await api.app.inject({
          method: 'POST',
          url: '/graphql',
          payload: { query },
          headers: { 'content-type': 'application/json', accept },
        })
        expect(r.statusCode, `${query} (${accept})`).toBe(status)
        expect(r.json()).not.toHaveProperty('data')
        expect(r.json().errors).toHaveLength(1)
      }
    }
  })

  it('reads the media type as Apollo negotiates it', () => {
    expect(prefersPlainJson(undefined)).toBe(true)
    expect(prefersPlainJson('application/json')).toBe(true)
    expect(prefersPlainJson('*/*')).toBe(true)
    expect(prefersPlainJson('application/graphql-response+json')).toBe(false)
    expect(prefersPlainJson('application/graphql-response+json, application/json;q=0.9')).toBe(false)
    expect(prefersPlainJson('application/graphql-response+json;q=0.5, application/json')).toBe(true)
  })
})
