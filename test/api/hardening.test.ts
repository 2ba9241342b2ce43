// The repros of issue 9 that the HTTP layer answers (defects 4, 5, 8, 9): numbers no page can
// have, internal errors never shown, slow clients timed out, and one error shape for the router's
// and the HTTP parser's own errors.
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/store/database.js'
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

describe('numbers no page can have (defect 4)', () => {
  it('Infinity, -Infinity and 1e309 as page or page_size are a 400 naming the parameter and its real bounds', async () => {
    for (const route of ['/sets', '/glossary', '/keywords', '/rules/search?q=spell', '/cards/search?q=t%3Aelf']) {
      const join = route.includes('?') ? '&' : '?'
      for (const value of ['Infinity', '-Infinity', '1e309']) {
        const page = await api.get(`${route}${join}page=${value}`)
        expectError(page, 400, new RegExp(`Query parameter page must be a whole number from 1 to 1000 \\(got "${value}"\\)`))
        const size = await api.get(`${route}${join}page_size=${value}`)
        expectError(size, 400, /Query parameter page_size must be a whole number from 1 to 175/)
        expect(JSON.stringify(size.body)).not.toMatch(/bigint|offset|limit/)
      }
    }
  })

  it('a GraphQL cursor decoding to 1e21 or Infinity is BAD_USER_INPUT, never a PostgreSQL message', async () => {
    for (const offset of ['1e21', 'Infinity', '1e15', '99999999999']) {
      const cursor = Buffer.from(`arrayconnection:${offset}`).toString('base64')
      const r = await api.gql(`{ sets(after: "${cursor}") { totalCount } }`)
      expect(r.status, offset).toBe(200) // executed: application/json answers 200 (GraphQL over HTTP)
      expect(r.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT')
      expect(r.errors![0]!.message).toMatch(/"after" is not a cursor from this API/)
    }
    // a real cursor still pages
    const first = await api.gql('{ sets(first: 2) { pageInfo { endCursor } } }')
    const next = await api.gql(`{ sets(first: 2, after: "${first.data.sets.pageInfo.endCursor}") { edges { node { code } } } }`)
    expect(next.status).toBe(200)
    expect(next.data.sets.edges).toHaveLength(2)
  })

  it('a JSON body number of 1e309 is a 400 naming the field', async () => {
    const r = await api.app.inject({
      method: 'POST',
      url: '/cards/collection',
      payload: '{"identifiers":[{"multiverse_id":1e309}]}',
      headers: { 'content-type': 'application/json' },
    })
    expect(r.statusCode).toBe(400)
    expect(r.json().details).toMatch(/identifiers.0.multiverse_id is a number too large/)
  })
})

/** The fixture database with its pool made to fail every statement with `error`. */
function failingDatabase(db: Database, error: () => Error): Database {
  const pool = new Proxy(db.pool, {
    get: (target, key, receiver) => (key === 'query' ? async () => Promise.reject(error()) : Reflect.get(target, key, receiver)),
  })
  return { ...db, pool }
}

describe('internal errors never reach a client (defect 5)', () => {
  it('REST: a 500 says only that it was logged, under the request id the response carries', async () => {
    const broken = await startApi(
      {},
      failingDatabase(api.db, () => new Error('relation "cards" does not exist')),
    )
    try {
      const r = await broken.get('/sets')
      expect(r.status).toBe(500)
      expect(JSON.stringify(r.body)).not.toMatch(/relation|cards/)
      expect(r.body.request_id).toBe(r.headers['x-request-id'])
      expect(r.body.details).toContain(String(r.headers['x-request-id']))
    } finally {
      await broken.close()
    }
  })

  it('GraphQL: an internal error is INTERNAL_SERVER_ERROR with the request id, its message kept in the log', async () => {
    const broken = await startApi(
      {},
      failingDatabase(api.db, () => new Error('relation "sets" does not exist')),
    )
    try {
      const r = await broken.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ sets { totalCount } }' },
        headers: { 'content-type': 'application/json' },
      })
      const body = r.json()
      expect(JSON.stringify(body)).not.toMatch(/relation/)
      expect(body.errors[0].extensions).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', requestId: r.headers['x-request-id'] })
    } finally {
      await broken.close()
    }
  })

  it('ECONNREFUSED is a 503 with Retry-After in both APIs, never the socket message', async () => {
    const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), { code: 'ECONNREFUSED' })
    const down = await startApi({}, failingDatabase(api.db, refused))
    try {
      const rest = await down.get('/sets')
      expectError(rest, 503, /database is unreachable/)
      expect(rest.headers['retry-after']).toBe('5')
      expect(JSON.stringify(rest.body)).not.toMatch(/ECONNREFUSED|5999/)
      const gql = await down.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ sets { totalCount } }' },
        headers: { 'content-type': 'application/json' },
      })
      expect(gql.statusCode).toBe(503)
      expect(gql.headers['retry-after']).toBe('5')
      expect(gql.json().errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE')
      expect(gql.body).not.toMatch(/ECONNREFUSED/)
      // liveness still answers; readiness names the dependency that is down
      const health = await down.get('/health')
      expect(health.status).toBe(200)
      expect(health.body).toMatchObject({ status: 'degraded', down: ['database'] })
      const ready = await down.get('/ready')
      expectError(ready, 503, /the database \((PostgreSQL|the embedded database \(PGlite\))\) is unreachable/)
      expect(ready.body.checks).toEqual({ database: 'down' })
    } finally {
      await down.close()
    }
  })
})

describe('one error shape everywhere (defect 9)', () => {
  it('a path segment over 500 characters is a 414 in our shape', async () => {
    expectError(await api.get(`/cards/${'a'.repeat(600)}`), 414, /longer than 500 characters/)
  })

  it('a path that is not UTF-8 (/cards/%ED%A0%80) is a 400 in our shape', async () => {
    const r = await api.get('/cards/%ED%A0%80')
    expectError(r, 400, /not valid percent-encoded UTF-8/)
    expect(r.body.code).toBe('bad_request')
  })

  it('JSON responses, errors included, carry X-Content-Type-Options: nosniff and X-Request-Id', async () => {
    for (const url of ['/health', '/sets', '/cards/not-an-id', '/nope', '/cards/%ED%A0%80']) {
      const r = await api.get(url)
      expect(r.headers['x-content-type-options'], url).toBe('nosniff')
      expect(r.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('unknown routes are rate limited like the others', async () => {
    const limited = await startApi({ rateLimit: { max: 2, timeWindow: '1 minute' } }, api.db)
    try {
      const statuses = []
      for (let i = 0; i < 4; i++) statuses.push((await limited.get(`/no-such-route-${i}`)).status)
      expect(statuses).toEqual([404, 404, 429, 429])
      expectError(await limited.get('/still-nothing'), 429, /Too many requests: at most 2 per 1 minute/)
    } finally {
      await limited.close()
    }
  })

  it('each root field of a GraphQL query counts against the rate limit', async () => {
    const limited = await startApi({ rateLimit: { max: 5, timeWindow: '1 minute' } }, api.db)
    try {
      const three = await limited.gql('{ a: health { status } b: health { status } c: health { status } }')
      expect(three.status).toBe(200)
      const more = await limited.gql('{ a: health { status } b: health { status } c: health { status } }')
      expect(more.status).toBe(429)
      expect(more.errors![0]!.extensions!.code).toBe('RATE_LIMITED')
    } finally {
      await limited.close()
    }
  })
})

/** A real socket server (the HTTP parser and its timeouts are not involved in inject). */
async function listening(options: Parameters<typeof startApi>[0] = {}) {
  const served = await startApi(options, api.db)
  await served.app.listen({ port: 0, host: '127.0.0.1' })
  const port = (served.app.server.address() as { port: number }).port
  return { served, port }
}

describe('the HTTP parser and slow clients (defects 8, 9)', () => {
  it('a query string over 16 KB is a 431 in our shape', async () => {
    const { served, port } = await listening()
    try {
      const r = await new Promise<{ status: number; body: string; nosniff: unknown }>((resolve, reject) => {
        const req = httpRequest({ port, host: '127.0.0.1', path: `/cards/search?q=${'a'.repeat(20_000)}` }, (res) => {
          let body = ''
          res.on('data', (c) => (body += c))
          res.on('end', () => resolve({ status: res.statusCode!, body, nosniff: res.headers['x-content-type-options'] }))
        })
        req.on('error', reject)
        req.end()
      })
      expect(r.status).toBe(431)
      expect(JSON.parse(r.body)).toMatchObject({ object: 'error', status: 431, code: 'headers_too_large' })
      expect(r.nosniff).toBe('nosniff')
    } finally {
      await served.close()
    }
  })

  it('a client trickling its body is answered 408 and disconnected once the request timeout passes', async () => {
    const { served, port } = await listening({ requestTimeoutMs: 300 })
    try {
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write('POST /cards/collection HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{')
          // one byte now and then, never the whole body
          const trickle = setInterval(() => socket.writable && socket.write(' '), 100)
          let received = ''
          socket.on('data', (c) => (received += c))
          socket.on('close', () => {
            clearInterval(trickle)
            resolve(received)
          })
        })
      })
      expect(answer).toMatch(/^HTTP\/1.1 408/)
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ object: 'error', code: 'request_timeout' })
    } finally {
      await served.close()
    }
  })

  it('request, header, keep-alive and idle timeouts are set on the server', async () => {
    const { served } = await listening()
    try {
      const server = served.app.server
      expect(server.requestTimeout).toBe(30_000)
      expect(server.headersTimeout).toBe(10_000)
      expect(server.keepAliveTimeout).toBe(10_000)
      expect(server.timeout).toBe(60_000)
    } finally {
      await served.close()
    }
  })
})
