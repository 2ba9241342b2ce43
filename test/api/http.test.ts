// HTTP behaviour on every route: ETag / 304, Cache-Control, gzip, CORS, rate limiting, and the
// OpenAPI document generated from the route schemas.
import SwaggerParser from '@apidevtools/swagger-parser'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GROW, startApi, type Api } from './support.js'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(async () => {
  await api?.close()
})

describe('health', () => {
  it('says which database serves and what the store holds, in both APIs', async () => {
    const rest = await api.get('/health')
    expect(rest.status).toBe(200)
    // the fixture: the 14 MTGJSON set files (3,206 cards) and the CR of 2026-02-27 (3,120 numbered rules)
    // and the store's version (store_generation), which every import moves on
    expect(rest.body).toEqual({
      status: 'ok',
      database: api.db.kind,
      cards: 3206,
      rules: 3120,
      rulesEffectiveDate: '2026-02-27',
      storeVersion: expect.stringMatching(/^\d+$/),
    })
    const gql = await api.gql('{ health { status database cards rules rulesEffectiveDate storeVersion } }')
    expect(gql.data.health).toEqual(rest.body)
  })

  it('once told to stop (SIGTERM sets draining), /ready is a 503 while every other route still answers', async () => {
    expect((await api.get('/ready')).status).toBe(200)
    api.app.draining.value = true
    try {
      const ready = await api.get('/ready')
      expect(ready.status).toBe(503)
      expect(ready.body).toMatchObject({ object: 'error', code: 'not_ready', checks: { shutdown: 'draining' } })
      expect((await api.get('/health')).status).toBe(200)
      expect((await api.get(`/cards/${GROW.printingId}`)).status).toBe(200)
    } finally {
      api.app.draining.value = false
    }
    expect((await api.get('/ready')).status).toBe(200)
  })
})

describe('caching', () => {
  it('reads carry an ETag and Cache-Control; If-None-Match gives a 304 with no body', async () => {
    const first = await api.app.inject({ url: `/cards/${GROW.printingId}` })
    expect(first.statusCode).toBe(200)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/".+"$/)
    expect(first.headers['cache-control']).toBe('public, max-age=300, s-maxage=300, stale-while-revalidate=300, stale-if-error=86400')
    const again = await api.app.inject({ url: `/cards/${GROW.printingId}`, headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const other = await api.app.inject({ url: '/cards/dom/1', headers: { 'if-none-match': etag } })
    expect(other.statusCode).toBe(200)
  })

  it('the tag names the content: the same body has the same weak tag, a tag without W/ matches too, and an answer that may not be stored has none', async () => {
    const a = await api.app.inject({ url: '/rules/702.19' })
    const b = await api.app.inject({ url: '/rules/702.19' })
    expect(a.headers.etag).toMatch(/^W\/".+"$/)
    expect(b.headers.etag).toBe(a.headers.etag)
    expect((await api.app.inject({ url: '/rules/702.20' })).headers.etag).not.toBe(a.headers.etag)
    const strong = (a.headers.etag as string).slice(2)
    expect((await api.app.inject({ url: '/rules/702.19', headers: { 'if-none-match': strong } })).statusCode).toBe(304)
    // GraphQL answers are Cache-Control: no-store: no cache revalidates them, and their bodies are not hashed
    const gql = await api.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ health { status } }' } })
    expect(gql.statusCode).toBe(200)
    expect(gql.headers['cache-control']).toBe('no-store')
    expect(gql.headers.etag).toBeUndefined()
  })

  it('errors are not cached', async () => {
    const r = await api.app.inject({ url: '/rules/702.999' })
    expect(r.statusCode).toBe(404)
    expect(r.headers['cache-control']).toBe('no-store')
  })
})

describe('compression', () => {
  it('gzips large responses for clients that accept it', async () => {
    const plain = await api.app.inject({ url: '/cards/search?q=t%3Acreature' })
    const gz = await api.app.inject({ url: '/cards/search?q=t%3Acreature', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json())
  })
})

describe('CORS', () => {
  it('answers preflight requests and marks responses readable by any origin', async () => {
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/cards/collection',
      headers: {
        origin: 'https://deckbuilder.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-methods']).toContain('POST')
    const get = await api.app.inject({ url: '/sets/dom', headers: { origin: 'https://deckbuilder.example' } })
    expect(get.headers['access-control-allow-origin']).toBe('*')
  })

  it('can be limited to configured origins', async () => {
    const strict = await startApi({ corsOrigin: ['https://ok.example'] }, api.db)
    try {
      const ok = await strict.app.inject({ url: '/sets/dom', headers: { origin: 'https://ok.example' } })
      expect(ok.headers['access-control-allow-origin']).toBe('https://ok.example')
      const no = await strict.app.inject({ url: '/sets/dom', headers: { origin: 'https://evil.example' } })
      expect(no.headers['access-control-allow-origin']).toBeUndefined()
    } finally {
      await strict.app.close()
    }
  })
})

describe('rate limiting', () => {
  it('is off unless configured; when on, the request over the limit is a 429 error body', async () => {
    const limited = await startApi({ rateLimit: { max: 3, timeWindow: '1 minute' } }, api.db)
    try {
      const answers = []
      for (let i = 0; i < 4; i++) {
        const r = await limited.app.inject({ url: '/sets/dom' })
        answers.push(`${r.statusCode} ${r.statusCode === 200 ? '' : r.body}`.trim())
      }
      expect(
        answers.map((a) => a.slice(0, 3)),
        answers.join('\n'),
      ).toEqual(['200', '200', '200', '429'])
      const r = await limited.app.inject({ url: '/sets/dom' })
      expect(r.json()).toMatchObject({ object: 'error', status: 429, code: 'too_many_requests' })
      expect(r.json().details).toMatch(/at most 3 per 1 minute from one client\. Retry in \d+ s\./)
      expect(r.headers['retry-after']).toBeDefined()
    } finally {
      await limited.app.close()
    }
    for (let i = 0; i < 5; i++) expect((await api.app.inject({ url: '/sets/dom' })).statusCode).toBe(200)
  })
})

describe('OpenAPI', () => {
  it('/openapi.json is a valid OpenAPI 3 document listing every REST route', async () => {
    const r = await api.app.inject({ url: '/openapi.json' })
    expect(r.statusCode).toBe(200)
    const doc = r.json()
    await SwaggerParser.validate(structuredClone(doc))
    const expected: Record<string, string[]> = {
      '/cards/search': ['get'],
      '/cards/named': ['get'],
      '/cards/autocomplete': ['get'],
      '/cards/{id}': ['get'],
      '/cards/{set}/{number}': ['get'],
      '/cards/{id}/rulings': ['get'],
      '/cards/collection': ['post'],
      '/sets': ['get'],
      '/sets/{code}': ['get'],
      '/rules/{number}': ['get'],
      '/rules/search': ['get'],
      '/glossary/{term}': ['get'],
      '/keywords': ['get'],
      '/keywords/{name}': ['get'],
      '/health': ['get'],
    }
    for (const [path, methods] of Object.entries(expected)) {
      for (const m of methods) expect(doc.paths[path]?.[m], `${m} ${path}`).toBeDefined()
    }
    // and every documented operation is a real route
    for (const [path, item] of Object.entries<Record<string, unknown>>(doc.paths)) {
      for (const method of Object.keys(item).filter((m) => ['get', 'post', 'put', 'delete', 'patch'].includes(m))) {
        const url = path.replace(/\{(\w+)\}/g, ':$1')
        expect(api.app.hasRoute({ method: method.toUpperCase() as 'GET', url }), `${method} ${path}`).toBe(true)
      }
    }
    expect(doc.components.schemas.Card.properties.oracle_id).toBeDefined()
    expect(doc.paths['/cards/search'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['q', 'page', 'page_size', 'fields', 'ids_only', 'order', 'dir', 'unique']),
    )
  })

  it('serves a docs page with its assets locally', async () => {
    const page = await api.app.inject({ url: '/docs/' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('swagger')
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.(js|css)/)
    const script = page.body.match(/src="\.?\/?([^"]+\.js)"/)?.[1]
    expect(script).toBeDefined()
    expect((await api.app.inject({ url: `/docs/${script!.replace(/^docs\//, '')}` })).statusCode).toBe(200)
    // inline styles are allowed on the reference (Swagger UI writes its own), scripts are not
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toMatch(/style-src-elem 'self' 'unsafe-inline'; style-src-attr 'unsafe-inline';/)
    expect(csp).toMatch(/script-src 'self'[^;]*;/)
    expect(csp.match(/script-src [^;]*/)![0]).not.toContain('unsafe-inline')
  })
})
