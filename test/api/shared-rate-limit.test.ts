// Two instances of the service on one database, as behind a load balancer (docs/scaling.md):
// with REDIS_URL their rate-limit counts live in one real redis-server (127.0.0.1:6379, started by
// .ci/run), so a client's limit holds across both; without it each instance counts alone. A Redis
// that is down lets requests through.
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedLimits, type SharedLimits } from '../../src/api/shared-limits.js'
import { buildServer } from '../../src/server.js'
import type { Database } from '../../src/store/database.js'
import { sharedFixture } from '../support/database.js'

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const MAX = 4

interface Instance {
  app: FastifyInstance
  base: string
}

let db: Database
const opened: { apps: FastifyInstance[]; limits: SharedLimits[] } = { apps: [], limits: [] }

async function instance(limits?: SharedLimits): Promise<Instance> {
  const app = await buildServer({
    db,
    logLevel: 'silent',
    rateLimit: { max: MAX, timeWindow: '1 minute', ...(limits && { redis: limits.redis, nameSpace: limits.nameSpace }) },
  })
  opened.apps.push(app)
  const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace(/\/$/, '')
  return { app, base }
}

/** Limits over a connection of their own, as each instance process has; one key prefix per test. */
function limitsIn(nameSpace: string, url = REDIS_URL): SharedLimits {
  const l = sharedLimits(url, nameSpace)
  opened.limits.push(l)
  return l
}

/** GET /sets/dom from the same client (127.0.0.1) to each instance in turn; the statuses. */
async function alternate(instances: Instance[], requests: number): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < requests; i++) {
    const r = await fetch(`${instances[i % instances.length]!.base}/sets/dom`)
    await r.arrayBuffer()
    statuses.push(r.status)
  }
  return statuses
}

beforeAll(async () => {
  db = await sharedFixture()
})
afterAll(async () => {
  for (const app of opened.apps) await app.close()
  for (const l of opened.limits) await l.close()
})

describe('rate limits shared by two instances through Redis', () => {
  it('holds a client to one limit across both instances', async () => {
    const ns = `arcanum-test-${randomBytes(4).toString('hex')}-`
    const [la, lb] = [limitsIn(ns), limitsIn(ns)]
    // a real redis-server answers (as main.ts does, wait for the connection)
    expect([await la.ready(10_000), await lb.ready(10_000)]).toEqual([true, true])
    expect(await la.redis.ping()).toBe('PONG')
    const a = await instance(la)
    const b = await instance(lb)
    // 4 allowed in all, whichever instance gets them; then both refuse
    expect(await alternate([a, b], 6)).toEqual([200, 200, 200, 200, 429, 429])
    const refused = await fetch(`${a.base}/sets/dom`)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ object: 'error', status: 429, code: 'too_many_requests' })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('counts per instance without Redis, so the same requests all pass', async () => {
    const a = await instance()
    const b = await instance()
    expect(await alternate([a, b], 6)).toEqual([200, 200, 200, 200, 200, 200])
  })

  it('lets requests through when Redis does not answer', async () => {
    // a port nothing listens on: every count fails, and the API keeps answering
    const down = limitsIn(`arcanum-test-down-`, 'redis://127.0.0.1:1')
    expect(await down.ready(1000)).toBe(false)
    const a = await instance(down)
    expect(await alternate([a], MAX + 2)).toEqual(Array(MAX + 2).fill(200))
  })
})
