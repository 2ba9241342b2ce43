// Answers a CDN in front of several instances can keep (src/api/cache-control.ts): successful reads
// are public with s-maxage and RFC 5861's stale-while-revalidate / stale-if-error, vary on what
// changes them, and anything asked with a key, or any error, is no-store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GROW, startApi, type Api } from './support.js'

let api: Api
let listed: Api
beforeAll(async () => {
  api = await startApi({ cacheMaxAge: 120 })
  listed = await startApi({ corsOrigin: ['https://decks.example'] }, api.db)
})
afterAll(async () => {
  await listed?.close()
  await api?.close()
})

describe('Cache-Control for shared caches', () => {
  it('a successful read may be kept by a shared cache, served stale while revalidating and when every instance fails', async () => {
    const r = await api.app.inject({ url: `/cards/${GROW.printingId}`, headers: { 'accept-encoding': 'gzip' } })
    expect(r.statusCode).toBe(200)
    expect(r.headers['cache-control']).toBe('public, max-age=120, s-maxage=120, stale-while-revalidate=120, stale-if-error=86400')
    // compressed or not is a different representation of the same URL
    expect(String(r.headers.vary)).toMatch(/accept-encoding/i)
    expect(r.headers.etag).toMatch(/^W\/".+"$/)
  })

  it('an error is no-store, and so is any answer to a request that carries a key', async () => {
    const missing = await api.app.inject({ url: '/cards/named?exact=No%20Such%20Card%20Anywhere' })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['cache-control']).toBe('no-store')
    const keyed = await api.app.inject({ url: `/cards/${GROW.printingId}`, headers: { authorization: 'Bearer arc_test' } })
    expect(keyed.statusCode).toBe(200)
    expect(keyed.headers['cache-control']).toBe('private, no-store')
  })

  it('with a list of CORS origins, an answer varies on Origin', async () => {
    const r = await listed.app.inject({ url: `/cards/${GROW.printingId}`, headers: { origin: 'https://decks.example' } })
    expect(r.headers['access-control-allow-origin']).toBe('https://decks.example')
    expect(String(r.headers.vary)).toMatch(/origin/i)
  })
})
