// GraphQL over HTTP (graphql.github.io/graphql-over-http): graphql-http's server audit suite run
// against /graphql gives no warning and no error, and the status of each kind of request error
// follows the spec's table for the media type the client accepts.
import type { FastifyInstance } from 'fastify'
import { auditServer } from 'graphql-http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../src/server.js'
import { sharedFixture } from '../support/database.js'

let app: FastifyInstance
let url: string

beforeAll(async () => {
  app = await buildServer({ db: await sharedFixture(), logLevel: 'silent' })
  url = `${(await app.listen({ port: 0, host: '127.0.0.1' })).replace(/\/$/, '')}/graphql`
})
afterAll(async () => {
  await app?.close()
})

const JSON_TYPE = 'application/json'
const GRAPHQL_JSON = 'application/graphql-response+json'

async function post(accept: string, body: string) {
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept }, body })
  const text = await r.text()
  return { status: r.status, type: r.headers.get('content-type') ?? '', text }
}

describe('GraphQL over HTTP', () => {
  it('passes the graphql-http server audit with no warning and no error', async () => {
    const results = await auditServer({ url })
    const failed = results.filter((r) => r.status === 'warn' || r.status === 'error')
    expect(failed.map((r) => `${r.id} ${r.name}: ${'reason' in r ? r.reason : ''}`)).toEqual([])
    expect(results.filter((r) => r.status === 'ok').length).toBeGreaterThan(30)
  })

  const requestErrors: [string, string, string][] = [
    ['a document that does not parse', JSON.stringify({ query: '{' }), 'GRAPHQL_PARSE_FAILED'],
    ['a document that does not validate', JSON.stringify({ query: '{ noSuchField }' }), 'GRAPHQL_VALIDATION_FAILED'],
    [
      'variables that do not coerce',
      JSON.stringify({ query: 'query Q($n: Int) { sets(first: $n) { totalCount } }', variables: { n: 'many' } }),
      'BAD_USER_INPUT',
    ],
  ]
  for (const [what, body, code] of requestErrors) {
    it(`${what}: a 200 under application/json, a 400 under application/graphql-response+json, the error and its code in both`, async () => {
      const json = await post(JSON_TYPE, body)
      expect(json.status).toBe(200)
      expect(json.type).toMatch(/^application\/json/)
      expect(JSON.parse(json.text).errors[0].extensions.code).toBe(code)
      const graphql = await post(GRAPHQL_JSON, body)
      expect(graphql.status).toBe(400)
      expect(graphql.type).toMatch(/^application\/graphql-response\+json/)
      expect(JSON.parse(graphql.text).errors[0].extensions.code).toBe(code)
      // no Accept header is read as application/json (the spec's legacy clients)
      const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      expect(r.status).toBe(200)
    })
  }

  it('a request that is not well-formed stays a 400 under either media type', async () => {
    for (const accept of [JSON_TYPE, GRAPHQL_JSON]) {
      expect((await post(accept, '{"query":')).status, `${accept}: a body that is not JSON`).toBe(400)
      expect((await post(accept, JSON.stringify({ variables: {} }))).status, `${accept}: no query`).toBe(400)
      expect((await post(accept, JSON.stringify({ query: 42 }))).status, `${accept}: a query that is not a string`).toBe(400)
      const get = await fetch(`${url}?query=${encodeURIComponent('mutation { __typename }')}`, {
        headers: { accept, 'apollo-require-preflight': 'true' },
      })
      expect(get.status, `${accept}: a mutation over GET`).toBe(405)
    }
  })
})
