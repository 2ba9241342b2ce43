// Issue 24, defects 1 and 5 (GraphQL): every per-document cache is bounded by count and by bytes,
// whatever the number of distinct documents clients send, and the client mistakes that reached
// execution or the cost estimate (an operationName the document lacks, two unnamed operations,
// variables nested thousands deep) are 400s in GraphQL's error shape, not 500s.
import { createRequire } from 'node:module'
import type { DocumentNode, GraphQLSchema, OperationDefinitionNode } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPILED_BOUNDS, CompiledOperations } from '../../src/api/graphql/compiled-execution.js'
import { COST_BOUNDS, costLimit } from '../../src/api/graphql/limits.js'
import { buildSchema } from '../../src/api/graphql/schema.js'
import { startApi, type Api } from './support.js'

// graphql-js as the server loads it (its CommonJS build)
const { parse, getOperationAST } = createRequire(import.meta.url)('graphql') as typeof import('graphql')

let api: Api
let schema: GraphQLSchema
beforeAll(async () => {
  api = await startApi()
  schema = buildSchema()
})
afterAll(async () => {
  await api?.close()
})

/** The i-th of many distinct documents, each a real page query. */
const distinct = (i: number): DocumentNode =>
  parse(`query Q${i} { sets(first: ${(i % 50) + 1}) { totalCount edges { node { code name cardCount } } } }`)

describe('per-document caches are bounded (defect 1)', () => {
  // 5,000 documents (ten times the count bound; bench:soak's documents phase sends 20,000 to a server)
  it('5,000 distinct documents keep at most COMPILED_BOUNDS compiled operations, by count and estimated bytes', () => {
    const operations = new CompiledOperations(schema)
    let peak = { count: 0, bytes: 0 }
    for (let i = 0; i < 5000; i++) {
      const document = distinct(i)
      expect(operations.compiled(document, getOperationAST(document) as OperationDefinitionNode)).toBeTypeOf('function')
      const held = operations.held
      peak = { count: Math.max(peak.count, held.count), bytes: Math.max(peak.bytes, held.bytes) }
    }
    expect(operations.counts.compiled).toBe(5000)
    expect(peak.count).toBe(COMPILED_BOUNDS.max)
    expect(peak.bytes).toBeLessThanOrEqual(COMPILED_BOUNDS.maxBytes)
    // the bytes bound holds on its own too: a small byte budget keeps fewer than its count allows
    const small = new CompiledOperations(schema, { max: 1000, maxBytes: 512 * 1024 })
    for (let i = 0; i < 200; i++) {
      const document = distinct(i)
      small.compiled(document, getOperationAST(document) as OperationDefinitionNode)
    }
    expect(small.held.bytes).toBeLessThanOrEqual(512 * 1024)
    expect(small.held.count).toBeLessThan(200)
    expect(small.held.count).toBeGreaterThan(0)
  })

  it('20,000 distinct documents and variable sets keep at most COST_BOUNDS cost estimates', async () => {
    const plugin = costLimit()
    const document = parse('query Q($first: Int) { sets(first: $first) { totalCount } }')
    for (let i = 0; i < 20_000; i++) {
      const listener = await plugin.requestDidStart!({} as never)
      const doc = i % 2 ? document : distinct(i)
      await listener!.didResolveOperation!({
        request: { variables: { first: i % 100, pad: 'x'.repeat(i % 900) } },
        document: doc,
        schema,
      } as never)
      expect(plugin.held()).toBeLessThanOrEqual(COST_BOUNDS.max)
    }
    expect(plugin.held()).toBeGreaterThan(0)
  })
})

describe('GraphQL client mistakes are 400s (defect 5)', () => {
  const post = (payload: unknown) =>
    api.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      // a refused document is a 400 under this media type (a 200 under application/json: test/api/graphql-over-http.test.ts)
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
    })

  it('an operationName the document does not hold is a 400 naming it', async () => {
    const r = await post({ query: 'query A { __typename }', operationName: 'B' })
    expect(r.statusCode).toBe(400)
    expect(r.json().errors[0].message).toMatch(/Unknown operation named "B"/)
    expect(r.body).not.toMatch(/Cannot read properties|INTERNAL_SERVER_ERROR/)
  })

  it('two operations and no operationName are a 400 asking for one; two unnamed operations a validation 400', async () => {
    const r = await post({ query: 'query A { __typename } query B { sets(first: 1) { totalCount } }' })
    expect(r.statusCode).toBe(400)
    expect(r.body).not.toMatch(/Cannot read properties|INTERNAL_SERVER_ERROR/)
    expect(r.json().errors[0].message).toMatch(/Must provide operation name/)
    const unnamed = await post({ query: '{ __typename } { sets(first: 1) { totalCount } }' })
    expect(unnamed.statusCode).toBe(400)
    expect(unnamed.json().errors[0].message).toMatch(/anonymous operation must be the only/)
  })

  it('variables nested 5,000 deep are a 400 BAD_USER_INPUT, not a stack overflow', async () => {
    // written as text: JSON.stringify itself overflows on it
    const nested = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`
    const r = await post(`{"query":"query Q($v: Int) { sets(first: $v) { totalCount } }","variables":{"v":1,"deep":${nested}}}`)
    expect(r.statusCode).toBe(400)
    expect(r.json().errors[0].extensions.code).toBe('BAD_USER_INPUT')
    expect(r.json().errors[0].message).toMatch(/nest more than 32/)
    // a real request still answers
    const ok = await post({ query: 'query Q($v: Int) { sets(first: $v) { totalCount } }', variables: { v: 1 } })
    expect(ok.statusCode).toBe(200)
  })
})
