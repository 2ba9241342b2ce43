// Issue 24, defects 9 and 10: only a successful GET or HEAD is tagged and revalidated (a 404 or a
// POST re-sent with a tag is answered in full, never a cacheable 304), and the health probes are
// never rate limited, and stay cheap (concurrent probes share one database check).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countQueries, startApi, type Api } from './support.js'

let api: Api
beforeAll(async () => {
  api = await startApi({ rateLimit: { max: 3, timeWindow: '1 minute' } })
})
afterAll(async () => {
  await api?.close()
})

describe('ETags (defect 9)', () => {
  it('a 404 is not tagged, and re-sent with a tag it stays a 404 that no cache keeps', async () => {
    const first = await api.app.inject({ url: '/cards/named?exact=No%20Such%20Card', remoteAddress: '10.0.0.9' })
    expect(first.statusCode).toBe(404)
    expect(first.headers.etag).toBeUndefined()
    const hashed = 'W/"whatever"'
    const again = await api.app.inject({
      url: '/cards/named?exact=No%20Such%20Card',
      headers: { 'if-none-match': hashed },
      remoteAddress: '10.0.0.9',
    })
    expect(again.statusCode).toBe(404)
    expect(again.headers['cache-control']).toBe('no-store')
  })

  it('POST /decks/parse with If-None-Match is answered in full', async () => {
    const send = (headers: Record<string, string>) =>
      api.app.inject({ method: 'POST', url: '/decks/parse', payload: { deck: '4 Lightning Bolt' }, headers, remoteAddress: '10.0.0.10' })
    const first = await send({})
    expect(first.statusCode).toBe(200)
    expect(first.headers.etag).toBeUndefined()
    const again = await send({ 'if-none-match': String(first.headers.etag ?? 'W/"x"') })
    expect(again.statusCode).toBe(200)
    expect(again.body).toBe(first.body)
  })

  it('a successful GET is still tagged and revalidated', async () => {
    const first = await api.app.inject({ url: '/sets/dom', remoteAddress: '10.0.0.11' })
    expect(first.statusCode).toBe(200)
    expect(first.headers.etag).toBeTruthy()
    const again = await api.app.inject({
      url: '/sets/dom',
      headers: { 'if-none-match': String(first.headers.etag) },
      remoteAddress: '10.0.0.11',
    })
    expect(again.statusCode).toBe(304)
  })
})

describe('probes (defect 10)', () => {
  it('/health and /ready answer 200 to one address far past the rate limit, while other routes get 429', async () => {
    const from = { remoteAddress: '10.0.0.1' }
    for (let i = 0; i < 10; i++) await api.app.inject({ url: '/sets/dom', ...from })
    expect((await api.app.inject({ url: '/sets/dom', ...from })).statusCode).toBe(429)
    for (let i = 0; i < 20; i++) {
      expect((await api.app.inject({ url: '/health', ...from })).statusCode).toBe(200)
      expect((await api.app.inject({ url: '/ready', ...from })).statusCode).toBe(200)
    }
  })

  it('concurrent probes share one database check', async () => {
    const counted = countQueries(api.db)
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => api.app.inject({ url: i % 2 ? '/ready' : '/health', remoteAddress: '10.0.0.2' })),
      )
      for (const r of answers) expect(r.statusCode).toBe(200)
      expect(counted.count).toBeLessThan(10)
    } finally {
      counted.stop()
    }
  })
})
