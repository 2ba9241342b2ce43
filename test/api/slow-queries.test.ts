// Regex searches and slow statements cannot stall the service (issue 9, defect 3): catastrophic
// regex shapes are refused before they run, statements have a time limit, a request's statements
// are cancelled when its client goes away, and health checks and single-card lookups have a pool
// of their own that slow searches cannot fill.
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../src/store/database.js'
import { RequestAbandonedError } from '../../src/store/statement-scope.js'
import { testBackend } from '../support/database.js'
import { GROW, startApi, type Api } from './support.js'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(async () => {
  await api?.close()
})

const search = (q: string) => api.get(`/cards/search?q=${encodeURIComponent(q)}`)

describe('catastrophic regular expressions are refused before they run', () => {
  it('o:/(.*){1,255}x/ (22–33 s on the corpus) is a 400 at the term, saying why', async () => {
    const r = await search('o:/(.*){1,255}x/')
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ object: 'error', code: 'bad_request', type: 'invalid_regex', fragment: '/(.*){1,255}x/' })
    expect(r.body.details).toMatch(/\{1,255\} repeats a group that itself repeats.*at most 10/)
  })

  it('three such terms OR-ed, and the same in GraphQL', async () => {
    const r = await search('o:/(.*){1,255}x/ or o:/(.*){1,255}y/ or name:/(.+){1,200}z/')
    expect(r.status).toBe(400)
    expect(r.body.type).toBe('invalid_regex')
    const g = await api.gql('{ cards(query: "o:/(.*){1,255}x/") { totalCount } }')
    expect(g.status).toBe(200) // executed: application/json answers 200, the error in errors (GraphQL over HTTP)
    expect(g.errors![0]!.extensions!.type).toBe('invalid_regex')
  })

  it('exponential backtracking shapes are refused by the ReDoS checker', async () => {
    const r = await search('o:/^(a+)+$/')
    expect(r.status).toBe(400)
    expect(r.body.details).toMatch(/exponential time/)
  })

  it('ordinary patterns still search', async () => {
    for (const q of ['o:/draw (a|two) cards?/', 't:/^legendary.*dragon/', 'o:/(.{1,10}){1,10}kicked/', 'name:/\\bgrow\\b/']) {
      const r = await search(q)
      expect(r.status, q).toBe(200)
    }
  })
})

describe.skipIf(testBackend !== 'postgres')('statement limits, cancellation and the priority pool (PostgreSQL)', () => {
  let limited: Api
  let db: Database
  const late: unknown[] = []
  const SLEEP = 'SELECT pg_sleep(60)'

  /** Backends of this test running the sleep route's statement. */
  const sleeping = async () =>
    (
      await api.db.pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = $1 AND state = 'active' AND datname = current_database()",
        [SLEEP],
      )
    ).rows[0]!.n
  const until = async (ok: () => Promise<boolean>, tries = 100) => {
    for (let i = 0; i < tries && !(await ok()); i++) await new Promise((r) => setTimeout(r, 100))
  }

  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: api.db.url, migrate: false, poolSize: 2, priorityPoolSize: 1, maxWaiting: 1 })
    limited = await startApi({}, db)
    // a route whose statement runs until it is cancelled (registered before the server is ready)
    limited.app.get('/test/sleep', async () => {
      await db.pool.query(SLEEP)
      return { slept: true }
    })
    // a route that waits before its statement, so that its client can leave first
    limited.app.get('/test/late', async () => {
      await new Promise((r) => setTimeout(r, 400))
      try {
        await db.pool.query('SELECT 1')
        late.push('ran')
      } catch (e) {
        late.push(e)
        throw e
      }
      return { late: true }
    })
    limited.app.addHook('onSend', async (request, reply) => {
      if (request.url === '/test/late') late.push(reply.statusCode)
    })
    await limited.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await limited?.close()
    await db?.close()
  })

  /** Starts GET /test/sleep over a real socket; returns a function that hangs up. */
  const startSleep = () => {
    const port = (limited.app.server.address() as { port: number }).port
    const req = httpRequest({ port, host: '127.0.0.1', path: '/test/sleep' })
    req.on('error', () => {})
    req.end()
    return () => req.destroy()
  }

  it('a statement past the time limit is a 400 saying so, never a 500', async () => {
    const strict = await openDatabase({ databaseUrl: api.db.url, migrate: false, poolSize: 2, statementTimeoutMs: 1 })
    const strictApi = await startApi({}, strict)
    try {
      const r = await strictApi.get(`/cards/search?q=${encodeURIComponent('o:/draw.*card/ or o:/enters.*counter/')}`)
      expect(r.status).toBe(400)
      expect(r.body).toMatchObject({ object: 'error', code: 'query_timeout' })
      expect(r.body.details).toMatch(/ran past its time limit/)
    } finally {
      await strictApi.close()
      await strict.close()
    }
  })

  it('a client that goes away has its running statement cancelled', async () => {
    const hangUp = startSleep()
    await until(async () => (await sleeping()) === 1)
    expect(await sleeping()).toBe(1)
    hangUp()
    await until(async () => (await sleeping()) === 0)
    expect(await sleeping()).toBe(0)
  })

  it('a client that leaves before its statement is sent has the statement refused, answered as a 499, not a 500', async () => {
    const port = (limited.app.server.address() as { port: number }).port
    const req = httpRequest({ port, host: '127.0.0.1', path: '/test/late' })
    req.on('error', () => {})
    req.end()
    await new Promise((r) => setTimeout(r, 100))
    req.destroy()
    await until(async () => late.length > 1)
    expect(late).toHaveLength(2) // the statement's refusal, then the status the error handler gave
    expect(late[0]).toBeInstanceOf(RequestAbandonedError)
    expect(late[1]).toBe(499)
  })

  it('with the main pool full of slow statements, /health and a card by id answer from the priority pool; one more search is a 503', async () => {
    const hangUps = [startSleep(), startSleep(), startSleep()] // two run, one waits
    try {
      await until(async () => (await sleeping()) === 2 && db.pool.waitingCount === 1)
      expect(await sleeping()).toBe(2)
      const health = await limited.get('/health')
      expect(health.status).toBe(200)
      expect(health.body).toMatchObject({ status: 'ok', cards: 3206 })
      expect((await limited.get(`/cards/${GROW.printingId}`)).status).toBe(200)
      const busy = await limited.get('/sets')
      expect(busy.status).toBe(503)
      expect(busy.body).toMatchObject({ object: 'error', code: 'busy' })
      expect(busy.headers['retry-after']).toBe('1')
    } finally {
      for (const hangUp of hangUps) hangUp()
    }
    await until(async () => (await sleeping()) === 0)
    expect(await sleeping()).toBe(0)
    expect((await limited.get('/sets')).status).toBe(200)
  })
})
