// The fuzz suite of the tests (test/fuzz/api.fuzz.test.ts), run longer and against the full corpus:
// the same generators (test/support/fuzz.ts) for every REST operation of /openapi.json, GraphQL and
// /evaluate, and the same check (no 5xx, the time bound, the error shape, no internal message).
// Prints requests sent and failures per surface, the slowest answer, and the first failures.
//
//   npm run bench:fuzz                       FUZZ_SECONDS=60 per surface (default), FUZZ_TIME_BOUND_MS=5000
//
// The database is the API bench's (full corpus on PostgreSQL; bench/api.bench.ts says which and
// imports it on the first run). Requests go through app.inject: the work is the service's, not HTTP's.
import os from 'node:os'
import fc from 'fast-check'
import { buildServer } from '../src/server.js'
import { openDatabase } from '../src/store/database.js'
import {
  checkResponse,
  evaluateRequests,
  type FuzzRequest,
  graphqlRequests,
  introspect,
  restRequests,
  sampleCardNames,
  send,
} from '../test/support/fuzz.js'
import { benchDatabaseUrl, ensureFullCorpus } from './support/full-corpus.js'

const SECONDS = Number(process.env.FUZZ_SECONDS ?? 60)
const TIME_BOUND_MS = Number(process.env.FUZZ_TIME_BOUND_MS ?? 5000)

const url = benchDatabaseUrl('BENCH_DATABASE_URL', 'arcanum_bench')
await ensureFullCorpus(url)
const db = await openDatabase({ databaseUrl: url, poolSize: 8, statementTimeoutMs: 5000, connectTimeoutMs: 3000 })
const app = await buildServer({ db, logLevel: 'silent' })
const openapi = (await app.inject({ url: '/openapi.json' })).json()
const names = await sampleCardNames(app)
const scenarioSchema = JSON.parse((await app.inject({ url: '/evaluate/schema' })).body)
const schema = await introspect(app)
const strings = fc.oneof(fc.constantFrom(...names), fc.constantFrom('dom', '164', '702.33', 'kicker', 't:creature', 'o:draw', 'spell'))

const surfaces: [string, fc.Arbitrary<FuzzRequest>][] = [
  ['REST (every OpenAPI operation)', restRequests(openapi, strings)],
  ['GraphQL', graphqlRequests(schema, strings)],
  ['/evaluate', evaluateRequests(scenarioSchema, names)],
]

console.log(
  `fuzz: ${SECONDS} s per surface on ${new URL(url).pathname.slice(1)}, time bound ${TIME_BOUND_MS} ms; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores\n`,
)
let failedTotal = 0
for (const [label, arbitrary] of surfaces) {
  const started = performance.now()
  const statuses = new Map<number, number>()
  const failures: string[] = []
  let sent = 0
  let slowest = { ms: 0, what: '' }
  for (let seed = 1; performance.now() - started < SECONDS * 1000; seed++) {
    for (const request of fc.sample(arbitrary, { numRuns: 50, seed: seed * 7919 + Date.now() })) {
      const outcome = await send(app, request)
      sent++
      statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1)
      if (outcome.ms > slowest.ms) slowest = { ms: outcome.ms, what: `${request.method} ${request.url}` }
      const problem = checkResponse(request, outcome, TIME_BOUND_MS)
      if (problem)
        failures.push(`${request.method} ${request.url} ${JSON.stringify(request.payload ?? '').slice(0, 300)}\n      → ${problem}`)
    }
  }
  const s = (performance.now() - started) / 1000
  failedTotal += failures.length
  const byStatus = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ')
  console.log(`${label.padEnd(32)} ${String(sent).padStart(6)} requests (${(sent / s).toFixed(0)}/s)   failures ${failures.length}`)
  console.log(`  statuses ${byStatus}; slowest ${slowest.ms.toFixed(0)} ms (${slowest.what.slice(0, 100)})`)
  for (const f of failures.slice(0, 5)) console.log(`  ✗ ${f}`)
}
console.log(`\n${failedTotal ? `${failedTotal} failures` : 'no failures'}; load average at end ${os.loadavg()[0]!.toFixed(1)}`)
await app.close()
await db.close()
process.exitCode = failedTotal ? 1 : 0
