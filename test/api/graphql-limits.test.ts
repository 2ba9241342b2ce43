// Abusive GraphQL documents are refused before any resolver runs, with a 400 that names the limit
// (issue 9, defects 1, 2 and 5). Speed of the refusal is measured in bench:fuzz, not here.
import { parse } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_GRAPHQL_LIMITS, queryCost, ROOT_FIELD_COST } from '../../src/api/graphql/limits.js'
import { buildSchema } from '../../src/api/graphql/schema.js'
import { aliased, fragmentFanOut } from '../support/abusive.js'
import { countQueries, startApi, type Api } from './support.js'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(async () => {
  await api?.close()
})

const post = async (query: string, variables?: unknown) => {
  const r = await api.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
    // a refused document is a 400 under this media type (a 200 under application/json: test/api/graphql-over-http.test.ts)
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
  })
  return { status: r.statusCode, body: r.json() as { data?: unknown; errors?: { message: string; extensions?: Record<string, any> }[] } }
}

/** Runs a request while counting the statements it sends: a refused document sends none. */
async function refusedBeforeExecution(query: string, variables?: unknown) {
  const counter = countQueries(api.db)
  try {
    const r = await post(query, variables)
    expect(counter.statements, 'statements sent').toEqual([])
    return r
  } finally {
    counter.stop()
  }
}

describe('GraphQL: fragment fan-out (defect 1)', () => {
  it('the 30-fragment bomb (1.9 KB) is a 400 naming the alias limit, before any statement runs', async () => {
    const doc = fragmentFanOut(30)
    expect(doc.length).toBeLessThan(2000)
    const r = await refusedBeforeExecution(doc)
    expect(r.status).toBe(400)
    expect(r.body.errors![0]!.extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED')
    expect(r.body.errors![0]!.extensions!.limit).toBe('max_aliases')
    expect(r.body.errors![0]!.message).toMatch(/Aliases limit of 20 exceeded/)
  })

  it('the 2^14 variant (once a 500 "maximum number of nodes") is a 400 naming its limit', async () => {
    const r = await refusedBeforeExecution(fragmentFanOut(14))
    expect(r.status).toBe(400)
    expect(r.body.errors![0]!.message).toMatch(/limit/)
  })

  it('without aliases the fan-out is a 400 naming the node limit', async () => {
    for (const n of [14, 30]) {
      const r = await refusedBeforeExecution(fragmentFanOut(n, false))
      expect(r.status, `${n} fragments`).toBe(400)
      expect(r.body.errors![0]!.extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', limit: 'max_nodes' })
      expect(r.body.errors![0]!.message).toMatch(/more than 5000 selections/)
    }
  })

  it('a small fan-out within the limits still answers', async () => {
    const r = await post(fragmentFanOut(3, false))
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({ health: { status: 'ok' } })
  })
})

describe('GraphQL: aliases, tokens and directives (defect 2)', () => {
  it('1,000 aliases of rulesSearch are a 400 naming the alias limit', async () => {
    const doc = aliased(1000, 'rulesSearch(query: "spell") { totalCount }')
    // 1,000 aliases are ~8,000 tokens: the token limit refuses it first, while parsing
    const r = await refusedBeforeExecution(doc)
    expect(r.status).toBe(400)
    expect(r.body.errors![0]!.message).toMatch(/Document contains more th.. 2000 tokens/)
    const fewer = aliased(21, 'rulesSearch(query: "spell") { totalCount }')
    const r2 = await refusedBeforeExecution(fewer)
    expect(r2.status).toBe(400)
    expect(r2.body.errors![0]!.message).toMatch(/Aliases limit of 20 exceeded, found 21/)
  })

  it('every aliased root field is priced as the lookup it runs', () => {
    const schema = buildSchema()
    const one = queryCost(schema, parse('{ cards(query: "o:/draw/", first: 1) { totalCount } }'))
    const ten = queryCost(schema, parse(aliased(10, 'cards(query: "o:/draw/", first: 1) { totalCount }')))
    expect(one).toBeGreaterThanOrEqual(ROOT_FIELD_COST.cards!)
    expect(ten).toBe(10 * one)
    // a search priced far above a lookup by key
    expect(queryCost(schema, parse('{ card(id: "x") { name } }'))).toBeLessThan(one / 10)
  })

  it('aliased searches over the cost limit are refused', async () => {
    const doc = aliased(20, 'cards(query: "o:/draw/", first: 100) { edges { node { name printings { totalCount } } } }')
    const r = await refusedBeforeExecution(doc)
    expect(r.status).toBe(400)
    expect(r.body.errors![0]!.extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', limit: 'max_cost' })
  })

  it('a cost remembered for a document is remembered per variables: the same query is refused each time, and at another first as its own cost says', async () => {
    // first: $n prices the same document differently: 20 searches of 100 cards are over the limit, of 1 card under it
    const doc = `query($n: Int) { ${Array.from({ length: 20 }, (_, i) => `a${i}: cards(query: "o:/draw/", first: $n) { edges { node { name printings { totalCount } } } }`).join(' ')} }`
    for (let i = 0; i < 2; i++) {
      const r = await refusedBeforeExecution(doc, { n: 100 })
      expect(r.status).toBe(400)
      expect(r.body.errors![0]!.extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', limit: 'max_cost' })
    }
    const cheap = await post(doc, { n: 1 })
    expect(cheap.body.errors).toBeUndefined()
    expect(cheap.status).toBe(200)
    const again = await refusedBeforeExecution(doc, { n: 100 })
    expect(again.body.errors![0]!.extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', limit: 'max_cost' })
  })

  it('too many directives are a 400 naming the directive limit', async () => {
    const r = await refusedBeforeExecution(`{ health { status ${'@include(if: true) '.repeat(60)} } }`)
    expect(r.status).toBe(400)
    expect(r.body.errors![0]!.message).toMatch(/Directives limit of 50 exceeded/)
  })

  it('the limits are the documented defaults', () => {
    expect(DEFAULT_GRAPHQL_LIMITS).toMatchObject({ maxTokens: 2000, maxDepth: 15, maxAliases: 20, maxDirectives: 50, maxCost: 50_000 })
  })
})

describe('GraphQL: client mistakes are 400s, not INTERNAL_SERVER_ERROR (defect 5)', () => {
  it('an invalid, missing or huge variable is BAD_USER_INPUT', async () => {
    for (const variables of [{ n: 'abc' }, { n: 1e300 }, { n: 1.5 }]) {
      const r = await post('query($n: Int) { sets(first: $n) { totalCount } }', variables)
      expect(r.status, JSON.stringify(variables)).toBe(400)
      expect(r.body.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT')
    }
    const missing = await post('query($n: Int!) { sets(first: $n) { totalCount } }', {})
    expect(missing.status).toBe(400)
    expect(missing.body.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT')
    const literal = await post('{ sets(first: 1e300) { totalCount } }')
    expect(literal.status).toBe(400)
    expect(literal.body.errors![0]!.extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED')
  })

  it('subscriptions, and mutations other than the curation ones (docs/tags.md), are GRAPHQL_VALIDATION_FAILED', async () => {
    for (const [op, message] of [
      ['mutation { health { status } }', /Cannot query field "health" on type "Mutation"/],
      ['subscription { health { status } }', /read-only/],
    ] as const) {
      const r = await refusedBeforeExecution(op)
      expect(r.status, op).toBe(400)
      expect(r.body.errors![0]!.extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED')
      expect(r.body.errors![0]!.message).toMatch(message)
    }
  })
})
