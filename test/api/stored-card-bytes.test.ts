// Lists of whole card objects (search pages, a card's printings, collection) send the stored
// objects' bytes, which the server keeps between requests by the stored row's version
// (src/api/rest/stored-card-bytes.ts): a change to a stored object is sent on the next request,
// each request's links are its own, the bytes kept stay under their bound, and a list's ETag is
// made from its items' digests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cardBytes, linksKey, StoredCardBytes } from '../../src/api/rest/stored-card-bytes.js'
import { storedCardsIfChanged } from '../../src/queries/index.js'
import type { Database } from '../../src/store/database.js'
import { fixtureDatabase } from '../support/database.js'
import { GROW, startApi, type Api } from './support.js'

/** Fixture copies: minutes when the machine is busy. */
const SLOW = 900_000

const GROW_SEARCH = `/cards/search?q=${encodeURIComponent('!"Grow from the Ashes"')}&unique=prints`
const PAGE = `/cards/search?q=${encodeURIComponent('t:creature c:g')}`

describe('StoredCardBytes', () => {
  const bytes = (n: number, c = 'a') => cardBytes(JSON.stringify(c.repeat(n)))

  it('gives back what it holds for the same links only, and marks it as used', () => {
    const cache = new StoredCardBytes(1 << 20)
    const a = bytes(100)
    cache.set('p1', '7', 'links-a', a)
    expect(cache.get('p1', 'links-a')).toMatchObject({ version: '7', bytes: a.bytes, digest: a.digest })
    expect(cache.get('p1', 'links-b')).toBeUndefined()
    expect(cache.get('p2', 'links-a')).toBeUndefined()
    // a newer version replaces the entry, and its bytes are counted once
    const b = bytes(300, 'b')
    cache.set('p1', '9', 'links-a', b)
    expect(cache.get('p1', 'links-a')?.version).toBe('9')
    expect(cache.count).toBe(1)
    expect(cache.size).toBeLessThan(b.bytes.length + 1000)
  })

  it('drops the least recently used entries past its bound, and never keeps what is larger than it', () => {
    const cache = new StoredCardBytes(4 * (1000 + 256))
    for (const id of ['p1', 'p2', 'p3', 'p4']) cache.set(id, '1', 'l', bytes(998))
    expect(cache.count).toBe(4)
    cache.get('p1', 'l') // p2 is now the least recently used
    cache.set('p5', '1', 'l', bytes(998))
    expect(cache.count).toBe(4)
    expect(cache.get('p2', 'l')).toBeUndefined()
    for (const id of ['p1', 'p3', 'p4', 'p5']) expect(cache.get(id, 'l'), id).toBeDefined()
    expect(cache.size).toBeLessThanOrEqual(cache.maxBytes)
    cache.set('big', '1', 'l', bytes(10_000))
    expect(cache.get('big', 'l')).toBeUndefined()
    expect(new StoredCardBytes(0).maxBytes).toBe(0)
  })

  it("holds a text's UTF-8 bytes in a buffer of their own, with their SHA-1", () => {
    const { bytes: b, digest } = cardBytes('{"name":"Æther Vial — ’"}')
    expect(b.toString('utf8')).toBe('{"name":"Æther Vial — ’"}')
    expect(b.byteOffset).toBe(0)
    expect(b.buffer.byteLength).toBe(b.length)
    expect(digest.toString('hex')).toMatch(/^[0-9a-f]{40}$/)
    expect(linksKey({ apiBase: 'https://a', imageBase: 'https://i' })).not.toBe(linksKey({ apiBase: 'https://a', imageBase: 'https://j' }))
  })
})

describe('stored card objects kept between requests', () => {
  let db: Database
  let api: Api
  beforeAll(async () => {
    db = await fixtureDatabase()
    api = await startApi({ publicUrl: 'https://a.example', imageBaseUrl: 'https://img-a.example' }, db)
  }, SLOW)
  afterAll(async () => {
    await api?.close()
    await db?.close()
  })

  it('storedCardsIfChanged sends a text only when the version given is not the row’s', async () => {
    const ids = (await db.pool.query<{ id: string }>('SELECT printing_id::text AS id FROM card_objects ORDER BY 1 LIMIT 5')).rows.map(
      (r) => r.id,
    )
    const first = await storedCardsIfChanged(db, ids, () => undefined)
    expect([...first.keys()].sort()).toEqual(ids)
    for (const row of first.values()) expect(row?.json).toMatch(/^\{"object":"card"/)
    const version = (id: string) => first.get(id)!.version
    expect((await storedCardsIfChanged(db, ids, version)).size).toBe(0)
    // a wrong version gets the text; a printing without a stored object is a null
    const none = '00000000-0000-4000-8000-000000000000'
    const other = await storedCardsIfChanged(db, [...ids, none], (id) => (id === ids[0] ? '1' : id === none ? undefined : version(id)))
    expect([...other.keys()].sort()).toEqual([none, ids[0]].sort())
    expect(other.get(ids[0]!)).toEqual(first.get(ids[0]!))
    expect(other.get(none)).toBeNull()
  })

  it(
    'a stored object changed in the store is sent on the next request, with a new ETag; a cold server sends the same bytes and ETag',
    async () => {
      const page = await api.app.inject({ url: PAGE })
      expect(page.statusCode).toBe(200)
      const count = api.app.cardBytes.count
      expect(count).toBe(page.json().data.length)
      const grow = await api.app.inject({ url: GROW_SEARCH })
      const again = await api.app.inject({ url: GROW_SEARCH })
      expect(again.body).toBe(grow.body)
      expect(again.headers.etag).toBe(grow.headers.etag)
      expect(again.headers.etag).toMatch(/^W\/".+"$/)
      expect((await api.app.inject({ url: GROW_SEARCH, headers: { 'if-none-match': String(grow.headers.etag) } })).statusCode).toBe(304)

      // a writer outside the importer changes one printing's stored object
      const { rowCount } = await db.pool.query(
        `UPDATE card_objects SET json = regexp_replace(json, '"artist":"[^"]*"', '"artist":"Someone Else"') WHERE printing_id = $1`,
        [GROW.printingId],
      )
      expect(rowCount).toBe(1)
      const changed = await api.app.inject({ url: GROW_SEARCH })
      const card = changed.json().data.find((c: { id: string }) => c.id === GROW.printingId)
      expect(card.artist).toBe('Someone Else')
      expect(changed.body).not.toBe(grow.body)
      expect(changed.headers.etag).not.toBe(grow.headers.etag)
      // the other printings of the page are the same bytes as before
      const before = grow.json().data.filter((c: { id: string }) => c.id !== GROW.printingId)
      expect(changed.json().data.filter((c: { id: string }) => c.id !== GROW.printingId)).toEqual(before)

      // a server that has kept nothing sends the same bytes and the same ETag
      const cold = await startApi({ publicUrl: 'https://a.example', imageBaseUrl: 'https://img-a.example' }, db)
      try {
        const fresh = await cold.app.inject({ url: GROW_SEARCH })
        expect(fresh.body).toBe(changed.body)
        expect(fresh.headers.etag).toBe(changed.headers.etag)
        // and so does a server that keeps nothing (its ETag is the body's hash)
        const none = await startApi({ publicUrl: 'https://a.example', imageBaseUrl: 'https://img-a.example', cardBytesCache: 0 }, db)
        try {
          const r = await none.app.inject({ url: GROW_SEARCH })
          expect(r.body).toBe(changed.body)
          expect(none.app.cardBytes.count).toBe(0)
        } finally {
          await none.close()
        }
      } finally {
        await cold.close()
      }
    },
    SLOW,
  )

  it('a printing whose stored object is deleted is rendered, not sent from memory', async () => {
    const url = `/cards/${GROW.printingId}/printings`
    const kept = await api.app.inject({ url })
    expect(kept.statusCode).toBe(200)
    const ids: string[] = kept.json().data.map((c: { id: string }) => c.id)
    await db.pool.query('DELETE FROM card_objects WHERE printing_id = ANY($1::uuid[])', [ids])
    const rendered = await api.app.inject({ url })
    expect(rendered.statusCode).toBe(200)
    expect(rendered.json().data.map((c: { id: string }) => c.id)).toEqual(ids)
    // rendered now, so the changed artist above is gone: the rendering reads the printing itself
    expect(rendered.json().data.find((c: { id: string }) => c.id === GROW.printingId).artist).not.toBe('Someone Else')
  })

  it("each request's links are its own on a server without PUBLIC_URL", async () => {
    // hosts whose requests link to themselves (ALLOWED_HOSTS); any other Host gets the canonical base (docs/reliability.md)
    const hostless = await startApi({ imageBaseUrl: 'https://img-a.example', allowedHosts: ['a.example', 'b.example:8080'] }, db)
    try {
      const uris = async (host: string) => {
        const r = await hostless.app.inject({ url: PAGE, headers: { host } })
        expect(r.statusCode).toBe(200)
        return { body: r.json(), etag: r.headers.etag }
      }
      const a = await uris('a.example')
      const b = await uris('b.example:8080')
      const a2 = await uris('a.example')
      for (const c of a.body.data) expect(c.uri).toBe(`http://a.example/cards/${c.id}`)
      for (const c of b.body.data) expect(c.uri).toBe(`http://b.example:8080/cards/${c.id}`)
      expect(a2.body).toEqual(a.body)
      expect(a2.etag).toBe(a.etag)
      expect(b.etag).not.toBe(a.etag)
    } finally {
      await hostless.close()
    }
  })

  it('a server keeping fewer bytes than a page sends the same page and stays under its bound', async () => {
    const small = await startApi({ publicUrl: 'https://a.example', imageBaseUrl: 'https://img-a.example', cardBytesCache: 40_000 }, db)
    try {
      for (let i = 0; i < 2; i++) {
        const [r, full] = [await small.app.inject({ url: PAGE }), await api.app.inject({ url: PAGE })]
        expect(r.statusCode).toBe(200)
        expect(r.body).toBe(full.body)
        expect(r.headers.etag).toBe(full.headers.etag)
        expect(small.app.cardBytes.size).toBeLessThanOrEqual(40_000)
        expect(small.app.cardBytes.count).toBeGreaterThan(0)
      }
    } finally {
      await small.close()
    }
  })
})
