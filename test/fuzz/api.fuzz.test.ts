// The fuzz suite (issue 9): random and hostile requests to every REST operation of the OpenAPI
// document, to GraphQL (documents and variables generated from the introspected schema) and to
// /evaluate (scenarios generated from the schema GET /evaluate/schema serves). No request may get
// a 5xx, take longer than the time bound, answer outside the documented error shape, or leak an
// internal message. Short here (FUZZ_RUNS scales it); `npm run bench:fuzz` runs it longer.
// Generators and the check: test/support/fuzz.ts.
import fc from 'fast-check'
import type { GraphQLSchema } from 'graphql'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { type Api, startApi } from '../api/support.js'
import {
  checkResponse,
  dekRequests,
  evaluateRequests,
  type FuzzRequest,
  graphqlRequests,
  hostRequests,
  introspect,
  operations,
  restRequests,
  sampleCardNames,
  send,
} from '../support/fuzz.js'

/**
 * A hang is what this catches (the fragment fan-out held a core for 12 minutes); a loaded machine is
 * not: GET /bulk-data, which writes its files on the first request, took 26–27 s on PGlite at a load
 * average of 11–15 (2026-12-02), so the bound is 60 s.
 */
const TIME_BOUND_MS = Number(process.env.FUZZ_TIME_BOUND_MS ?? 60_000)
const SCALE = Number(process.env.FUZZ_RUNS ?? 1)

let api: Api
let openapi: Record<string, any>
let schema: GraphQLSchema
let scenarioSchema: Record<string, any>
let names: string[]
beforeAll(async () => {
  api = await startApi()
  openapi = (await api.get('/openapi.json')).body
  scenarioSchema = JSON.parse((await api.app.inject({ url: '/evaluate/schema' })).body)
  schema = await introspect(api.app)
  names = await sampleCardNames(api.app)
})
afterAll(() => api?.close())

const check = async (request: FuzzRequest) => {
  const problem = checkResponse(request, await send(api.app, request), TIME_BOUND_MS)
  if (problem)
    throw new Error(
      `${request.method} ${request.url} ${request.payload === undefined ? '' : JSON.stringify(request.payload).slice(0, 400)} → ${problem}`,
    )
}

describe('fuzz', () => {
  it('every REST operation of the OpenAPI document answers generated and hostile requests without a 5xx, in the error shape', async () => {
    // the document itself is the list: a route missing from it would not be fuzzed
    const ops = operations(openapi).map((o) => `${o.method} ${o.path}`)
    if (ops.length < 25 || !ops.includes('GET /cards/search') || !ops.includes('POST /evaluate'))
      throw new Error(`only ${ops.length} operations: ${ops}`)
    const strings = fc.oneof(fc.constantFrom(...names), fc.constantFrom('dom', '164', '702.33', 'kicker', 't:creature', 'o:draw'))
    await fc.assert(fc.asyncProperty(restRequests(openapi, strings), check), { numRuns: 100 * SCALE })
  })

  it('GraphQL answers generated documents and variables, and hostile ones, without a 5xx or INTERNAL_SERVER_ERROR', async () => {
    const strings = fc.oneof(
      fc.constantFrom(...names),
      fc.constantFrom('dom', '702.33', 'kicker', 't:creature', 'spell'),
      fc.string({ maxLength: 12 }),
    )
    await fc.assert(fc.asyncProperty(graphqlRequests(schema, strings), check), { numRuns: 100 * SCALE })
  })

  it('lists asked with hostile Host and forwarding headers answer without a 5xx, and never link to that host (issue 24)', async () => {
    await fc.assert(fc.asyncProperty(hostRequests(), check), { numRuns: 40 * SCALE })
  })

  it('.dek decklists with many <Cards> per line and hostile names and quantities answer without a 5xx (issue 24)', async () => {
    await fc.assert(fc.asyncProperty(dekRequests(names), check), { numRuns: 30 * SCALE })
  })

  it('/evaluate answers scenarios generated from its schema, naming real cards, without a 5xx', async () => {
    await fc.assert(fc.asyncProperty(evaluateRequests(scenarioSchema, names), check), { numRuns: 150 * SCALE })
  })
})
