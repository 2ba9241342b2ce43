// How the service serves the explorer, over HTTP: the app's page at / and every /explore/ path,
// hashed assets cached for good and pre-compressed, nothing from other origins, a small payload,
// and the JSON API's paths left to the API.
import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../src/server.js'
import type { Database } from '../../src/store/database.js'
import { freshDatabase } from '../support/database.js'

let db: Database
let app: FastifyInstance
let assets: string[]

beforeAll(async () => {
  db = await freshDatabase()
  app = await buildServer({ db, logLevel: 'silent' })
  const html = (await app.inject({ url: '/' })).body
  assets = [...html.matchAll(/(?:href|src)="(\/explore\/assets\/[^"]+)"/g)].map((m) => m[1]!)
})
afterAll(async () => {
  await app?.close()
  await db?.close()
})

// What a first visit may cost, compressed: the page, its script and its stylesheet.
const BUDGET_GZIP_BYTES = 60 * 1024

describe('the explorer page', () => {
  it('is served at / and at every explorer path, as the same HTML', async () => {
    const root = await app.inject({ url: '/' })
    expect(root.statusCode).toBe(200)
    expect(root.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(root.headers['cache-control']).toBe('no-cache')
    for (const url of [
      '/explore',
      '/explore/search?q=kw%3Akicker',
      '/explore/card/645ab3c7-ee1d-4dd0-811f-2dc7f7c7e792',
      '/explore/rules/702.33d',
      '/explore/playground',
      '/explore/anything/else',
    ]) {
      const r = await app.inject({ url })
      expect(r.statusCode, url).toBe(200)
      expect(r.body, url).toBe(root.body)
    }
  })

  it('links a script, a stylesheet and an icon, all from this service', async () => {
    expect(assets.map((a) => a.replace(/\.[0-9a-f]{12}\./, '.HASH.')).sort()).toEqual([
      '/explore/assets/app.HASH.js',
      '/explore/assets/favicon.HASH.svg',
      '/explore/assets/styles.HASH.css',
    ])
    const root = await app.inject({ url: '/' })
    const csp = String(root.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("connect-src 'self'")
    // no URL to another host anywhere in what the browser gets (the SVG namespace is a name, not a fetch)
    for (const url of ['/', ...assets]) {
      const body = (await app.inject({ url })).body.replaceAll('http://www.w3.org/2000/svg', '')
      expect(body.match(/(?:https?:)?\/\/[a-z0-9-]+\.[a-z]{2,}[^\s"')]*/gi) ?? [], url).toEqual([])
    }
  })

  it('answers If-None-Match with 304', async () => {
    const first = await app.inject({ url: '/' })
    const again = await app.inject({ url: '/', headers: { 'if-none-match': String(first.headers.etag) } })
    expect(again.statusCode).toBe(304)
  })
})

describe('the assets', () => {
  it('are cached for good, with their content type, and compressed as asked', async () => {
    const types: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8', svg: 'image/svg+xml' }
    for (const url of assets) {
      const raw = await app.inject({ url, headers: { 'accept-encoding': 'identity' } })
      expect(raw.statusCode, url).toBe(200)
      expect(raw.headers['content-type']).toBe(types[url.split('.').pop()!])
      expect(raw.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
      expect(gz.headers['content-encoding']).toBe('gzip')
      expect(gunzipSync(gz.rawPayload).equals(raw.rawPayload)).toBe(true)
      const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
      expect(br.headers['content-encoding']).toBe('br')
      expect(brotliDecompressSync(br.rawPayload).equals(raw.rawPayload)).toBe(true)
      const cached = await app.inject({ url, headers: { 'if-none-match': String(raw.headers.etag) } })
      expect(cached.statusCode).toBe(304)
    }
  })

  it('fit the payload budget', async () => {
    let total = 0
    for (const url of ['/', ...assets]) {
      const r = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
      total += r.rawPayload.length
    }
    expect(total).toBeLessThan(BUDGET_GZIP_BYTES)
  })

  it('answer an unknown asset with the API’s 404 error shape', async () => {
    const r = await app.inject({ url: '/explore/assets/app.000000000000.js' })
    expect(r.statusCode).toBe(404)
    expect(r.json()).toMatchObject({ object: 'error', status: 404, code: 'not_found' })
    expect(r.json().details).toMatch(/reload the page/)
  })
})

describe('the JSON API', () => {
  it('keeps its own paths: they answer JSON, never the explorer page', async () => {
    for (const url of [
      '/health',
      '/rules/702.33',
      '/cards/645ab3c7-ee1d-4dd0-811f-2dc7f7c7e792',
      '/cards/search?q=kw%3Akicker',
      '/glossary/cast',
      '/no/such/route',
    ]) {
      const r = await app.inject({ url })
      expect(r.headers['content-type'], url).toMatch(/^application\/json/)
    }
  })
})
