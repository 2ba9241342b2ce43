// The curation API's per-key write limit across instances (docs/tags.md): with REDIS_URL two
// instances on one store count a key's writes in one real redis-server (127.0.0.1:6379, started by
// .ci/run), REST and GraphQL alike, so the key's limit holds across both; without Redis, or with a
// Redis that does not answer, each instance counts alone. A revoked key is refused on both at once.
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedLimits, type SharedLimits } from '../../src/api/shared-limits.js'
import { buildServer } from '../../src/server.js'
import type { Database } from '../../src/store/database.js'
import { createKey, revokeKey } from '../../src/tags/keys.js'
import { fixtureDatabase } from '../support/database.js'
import { bearer } from './support.js'

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const PER_MINUTE = 3

let db: Database
const opened: { apps: FastifyInstance[]; limits: SharedLimits[] } = { apps: [], limits: [] }

/** An instance with its own limiter (and, given limits, its own Redis connection), as each process has. */
async function instance(limits?: SharedLimits): Promise<FastifyInstance> {
  const app = await buildServer({
    db,
    logLevel: 'silent',
    tagWrites: { perMinute: PER_MINUTE, ...(limits && { shared: { redis: limits.redis, nameSpace: limits.nameSpace } }) },
  })
  opened.apps.push(app)
  return app
}

function limitsIn(nameSpace: string, url = REDIS_URL): SharedLimits {
  const l = sharedLimits(url, nameSpace)
  opened.limits.push(l)
  return l
}

let proposals = 0
/** One write by `key` on `app`: a proposal over REST, or every other one as a GraphQL mutation. */
async function write(app: FastifyInstance, key: string, via: 'rest' | 'graphql'): Promise<number> {
  const change = { action: 'create_tag', kind: 'oracle', slug: `limit-${++proposals}` }
  if (via === 'rest') {
    const r = await app.inject({ method: 'POST', url: '/tags/proposals', payload: { proposals: [change] }, headers: bearer(key) })
    return r.statusCode
  }
  const r = await app.inject({
    method: 'POST',
    url: '/graphql',
    payload: {
      query: 'mutation P($c: [TagChangeInput!]!) { proposeTagChanges(changes: $c) { id } }',
      variables: { c: [{ action: 'create_tag', kind: 'oracle', slug: change.slug }] },
    },
    headers: { 'content-type': 'application/json', ...bearer(key) },
  })
  const code: string | undefined = r.json().errors?.[0]?.extensions?.code
  if (!code) return r.statusCode === 200 ? 201 : r.statusCode
  return { TOO_MANY_REQUESTS: 429, UNAUTHENTICATED: 401, FORBIDDEN: 403 }[code] ?? 400
}

/** `n` writes by one key, alternating between the instances (and between REST and GraphQL). */
async function alternate(apps: FastifyInstance[], key: string, n: number): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < n; i++) statuses.push(await write(apps[i % apps.length]!, key, i % 3 === 2 ? 'graphql' : 'rest'))
  return statuses
}

const newKey = async (scope = 'propose') => (await createKey(db, `limit-${randomBytes(4).toString('hex')}`, scope)).key

beforeAll(async () => {
  db = await fixtureDatabase()
})
afterAll(async () => {
  for (const app of opened.apps) await app.close()
  for (const l of opened.limits) await l.close()
  await db?.close()
})

describe('the per-key write limit across instances', () => {
  it('with Redis, one key gets its limit once across both instances, REST and GraphQL counted together', async () => {
    const ns = `arcanum-test-${randomBytes(4).toString('hex')}-`
    const [la, lb] = [limitsIn(ns), limitsIn(ns)]
    expect([await la.ready(10_000), await lb.ready(10_000)]).toEqual([true, true])
    const [a, b] = [await instance(la), await instance(lb)]
    const key = await newKey()
    expect(await alternate([a, b], key, 5)).toEqual([201, 201, 201, 429, 429])
    // the count is Redis's: one key under the namespace, at the number of writes made
    const keys = await la.redis.keys(`${ns}tag-writes-*`)
    expect(keys).toHaveLength(1)
    expect(Number(await la.redis.get(keys[0]!))).toBe(5)
    const refused = await a.inject({
      method: 'POST',
      url: '/tags/proposals',
      payload: { proposals: [{ action: 'create_tag', kind: 'oracle', slug: 'limit-refused' }] },
      headers: bearer(key),
    })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ object: 'error', status: 429, code: 'too_many_requests' })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    const mutation = await b.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query: 'mutation { proposeTagChanges(changes: [{ action: "create_tag", kind: "oracle", slug: "limit-refused" }]) { id } }',
      },
      headers: { 'content-type': 'application/json', ...bearer(key) },
    })
    expect(mutation.statusCode).toBe(429)
    expect(mutation.json().errors[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retry_after: expect.any(Number) })
    expect(Number(mutation.headers['retry-after'])).toBeGreaterThan(0)
    // another key is not held back, on either instance
    const other = await newKey()
    expect(await alternate([b, a], other, 2)).toEqual([201, 201])
  })

  it('without Redis, each instance counts alone', async () => {
    const [a, b] = [await instance(), await instance()]
    expect(await alternate([a, b], await newKey(), 8)).toEqual([201, 201, 201, 201, 201, 201, 429, 429])
  })

  it('with a Redis that does not answer, each instance still holds the key to its limit alone', async () => {
    const down = limitsIn('arcanum-test-down-', 'redis://127.0.0.1:1')
    expect(await down.ready(1000)).toBe(false)
    const [a, b] = [await instance(down), await instance(down)]
    expect(await alternate([a, b], await newKey(), 8)).toEqual([201, 201, 201, 201, 201, 201, 429, 429])
  })

  it('a revoked key is refused from the next request on, on both instances, before it is counted', async () => {
    const ns = `arcanum-test-${randomBytes(4).toString('hex')}-`
    const [a, b] = [await instance(limitsIn(ns)), await instance(limitsIn(ns))]
    const name = `limit-revoked-${randomBytes(4).toString('hex')}`
    const { key } = await createKey(db, name, 'propose')
    expect(await alternate([a, b], key, 2)).toEqual([201, 201])
    await revokeKey(db, name)
    expect(await alternate([a, b], key, 3)).toEqual([401, 401, 401])
  })
})
