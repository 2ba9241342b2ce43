// Card objects rendered at import and stored (the card_objects table, issue 16): the stored text is
// the one renderer's output for every printing of every layout, it follows a re-import, it takes
// this server's PUBLIC_URL and IMAGE_BASE_URL when served, and card by id and search pages read it
// instead of hydrating cards.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importSources } from '../../src/import/index.js'
import { cardsByPrintingIds, relatedParts } from '../../src/queries/index.js'
import { renderCard, selectFields } from '../../src/scryfall/render-card.js'
import { CARD_FIELDS, type CardField } from '../../src/scryfall/schema.js'
import { storedCardJson } from '../../src/scryfall/stored-card.js'
import type { Database } from '../../src/store/database.js'
import { fixtureDatabase, sharedFixture } from '../support/database.js'
import { mtgjsonSetFiles } from '../support/data.js'
import { countQueries, FIXTURE_LAYOUTS, GROW, startApi, type Api } from './support.js'

/** Fixture copies and imports: minutes when the machine is busy. */
const SLOW = 900_000

/** Printings whose stored card object differs from a fresh rendering (all printings, 1,000 at a time). */
async function staleRenderings(db: Database): Promise<{ compared: number; layouts: Set<string>; stale: string[] }> {
  const { rows } = await db.pool.query<{ id: string; json: string | null }>(
    'SELECT p.id::text AS id, o.json FROM printings p LEFT JOIN card_objects o ON o.printing_id = p.id ORDER BY p.id',
  )
  const stored = new Map(rows.map((r) => [r.id, r.json]))
  const layouts = new Set<string>()
  const stale: string[] = []
  const ids = rows.map((r) => r.id)
  for (let i = 0; i < ids.length; i += 1000) {
    const cards = await cardsByPrintingIds(db, ids.slice(i, i + 1000))
    const parts = await relatedParts(db, cards)
    for (const c of cards) {
      layouts.add(c.card.layout)
      if (stored.get(c.printing!.id) !== storedCardJson(c, parts.get(c.printing!.id))) stale.push(c.printing!.id)
    }
  }
  return { compared: ids.length, layouts, stale }
}

/** One printing of each layout in the store (the newest, then by id). */
async function onePerLayout(db: Database): Promise<Map<string, string>> {
  const { rows } = await db.pool.query<{ layout: string; id: string }>(
    `SELECT DISTINCT ON (c.layout) c.layout, p.id::text AS id FROM printings p JOIN cards c USING (oracle_id)
      ORDER BY c.layout, p.released_at DESC NULLS LAST, p.id`,
  )
  return new Map(rows.map((r) => [r.layout, r.id]))
}

describe('stored card objects', () => {
  it(
    'equal a fresh rendering for every printing, of every layout in the test store',
    async () => {
      const db = await sharedFixture()
      const { compared, layouts, stale } = await staleRenderings(db)
      expect(compared).toBeGreaterThan(4000)
      // the fixture's twelve layouts: stored objects of each are compared
      expect([...layouts].sort()).toEqual(FIXTURE_LAYOUTS)
      expect(stale).toEqual([])
    },
    SLOW,
  )

  it(
    'are rendered again by a re-import that changes what they show (a card of the set and the set itself)',
    async () => {
      const db = await fixtureDatabase()
      const dir = mkdtempSync(path.join(tmpdir(), 'arcanum-stored-'))
      try {
        const file = mtgjsonSetFiles().find((f) => path.basename(f) === 'UGL.json')!
        const set = JSON.parse(readFileSync(file, 'utf8'))
        const card = set.data.cards.find((c: { identifiers: { scryfallId?: string } }) => c.identifiers.scryfallId)
        const id: string = card.identifiers.scryfallId
        // a newer build of the file (the store keeps the newest build's fields)
        set.meta = { date: '2030-01-01', version: '5.9.0+20300101' }
        set.data.name = 'Unglued (renamed for a test)'
        card.flavorText = 'A flavor text no printing had.'
        const changed = path.join(dir, 'UGL.json')
        writeFileSync(changed, JSON.stringify(set))
        const printings = (await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM printings WHERE set_code = 'UGL'`)).rows[0]!.n
        const summary = await importSources(db, [changed], { progress: false, log: () => {} })
        // every printing of the renamed set shows the new name: each was written again (and the
        // set's tokens, whose all_parts name the changed cards' printings)
        expect(summary['card objects']!.updated).toBeGreaterThanOrEqual(printings)
        const renamed = await db.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM printings p JOIN card_objects o ON o.printing_id = p.id
            WHERE p.set_code = 'UGL' AND o.json LIKE '%"set_name":"Unglued (renamed for a test)"%'`,
        )
        expect(renamed.rows[0]!.n).toBe(printings)
        const stored = JSON.parse((await db.pool.query('SELECT json FROM card_objects WHERE printing_id = $1', [id])).rows[0].json)
        expect(stored).toMatchObject({ set_name: 'Unglued (renamed for a test)', flavor_text: 'A flavor text no printing had.' })
        expect((await staleRenderings(db)).stale).toEqual([])
        // the same file again changes nothing: no stored object is written
        const again = await importSources(db, [changed], { progress: false, log: () => {} })
        expect(again['card objects']).toMatchObject({ added: 0, updated: 0 })
      } finally {
        rmSync(dir, { recursive: true, force: true })
        await db.close()
      }
    },
    SLOW,
  )
})

describe('served stored card objects', () => {
  let a: Api
  let b: Api
  beforeAll(async () => {
    a = await startApi({ publicUrl: 'https://a.example', imageBaseUrl: 'https://img-a.example' })
    b = await startApi({ publicUrl: 'https://b.example/arcanum', imageBaseUrl: 'https://img-b.example/cards' })
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
  })

  it("are what the renderer gives with this server's links, for a printing of every layout", async () => {
    const db = await sharedFixture()
    for (const [layout, id] of await onePerLayout(db)) {
      const [card] = await cardsByPrintingIds(db, [id])
      const parts = (await relatedParts(db, [card!])).get(id)
      for (const [api, links] of [
        [a, { apiBase: 'https://a.example', imageBase: 'https://img-a.example' }],
        [b, { apiBase: 'https://b.example/arcanum', imageBase: 'https://img-b.example/cards' }],
      ] as const) {
        const r = await api.get(`/cards/${id}`)
        expect(r.status, layout).toBe(200)
        expect(r.body, layout).toEqual(JSON.parse(JSON.stringify(renderCard(card!, links, parts))))
      }
    }
  })

  it('a render of only some fields is those fields of the whole render, for a printing of every layout', async () => {
    const db = await sharedFixture()
    const links = { apiBase: 'https://a.example', imageBase: 'https://img-a.example' }
    for (const [layout, id] of await onePerLayout(db)) {
      const [card] = await cardsByPrintingIds(db, [id])
      const parts = (await relatedParts(db, [card!])).get(id) ?? []
      const whole = renderCard(card!, links, parts)
      // each field alone, and the 18 fields of a deck entry (src/api/rest/decks.ts) together
      const summary: CardField[] = [
        'name',
        'layout',
        'mana_cost',
        'cmc',
        'type_line',
        'colors',
        'color_identity',
        'set',
        'set_name',
        'collector_number',
        'rarity',
        'prices',
        'uri',
        'image_uris',
        'card_faces',
      ]
      for (const fields of [...CARD_FIELDS.map((f) => [f]), summary]) {
        const only = renderCard(card!, links, parts, new Set(fields))
        expect(only, `${layout}: ${fields.join(', ')}`).toEqual(selectFields(whole, ['object', 'id', 'oracle_id', ...fields]))
      }
    }
  })

  it('change with PUBLIC_URL and IMAGE_BASE_URL, in card by id and in search pages, without a re-import', async () => {
    const [byIdA, byIdB] = [await a.get(`/cards/${GROW.printingId}`), await b.get(`/cards/${GROW.printingId}`)]
    expect(byIdA.body.uri).toBe(`https://a.example/cards/${GROW.printingId}`)
    expect(byIdB.body.uri).toBe(`https://b.example/arcanum/cards/${GROW.printingId}`)
    expect(byIdB.body.image_uris.normal).toMatch(/^https:\/\/img-b\.example\/cards\/normal\/front\//)
    const page = await b.get(`/cards/search?q=${encodeURIComponent('!"Grow from the Ashes"')}&unique=prints`)
    expect(page.status).toBe(200)
    for (const c of page.body.data) {
      expect(c.rulings_uri).toMatch(/^https:\/\/b\.example\/arcanum\/cards\//)
      expect(JSON.stringify(c)).not.toContain('.invalid')
    }
  })

  it('give the same bodies as a server that hydrates per request: card by id, named, search, collection', async () => {
    const links = { publicUrl: 'https://a.example', imageBaseUrl: 'https://img-a.example' }
    const hydrating = await startApi({ ...links, storedCardObjects: false })
    try {
      const identifiers = [
        { id: GROW.printingId },
        { name: 'Karn, Scion of Urza' },
        { set: 'dom', collector_number: '1' },
        { oracle_id: GROW.oracleId },
      ]
      const vendor = (
        await a.db.pool.query<{ mid: number | null; arena: number | null }>(
          "SELECT multiverse_ids[1] AS mid, arena_id AS arena FROM printings WHERE multiverse_ids <> '{}' ORDER BY id LIMIT 1",
        )
      ).rows[0]!
      expect(vendor.mid).not.toBeNull()
      for (const url of [
        `/cards/${GROW.printingId}?fields=name,set_id,games,image_status`,
        `/cards/${GROW.oracleId}?pretty=true`,
        '/cards/dom/1',
        '/cards/DOM/1?fields=name,uri&pretty=true',
        '/cards/dom/1/en',
        '/cards/DOM/1/EN?fields=name,lang,uri',
        `/cards/multiverse/${vendor.mid}`,
        `/cards/${GROW.oracleId}/printings`,
        `/cards/${GROW.printingId}/printings?fields=name,set,collector_number,uri`,
        '/cards/named?fuzzy=grow%20form%20the%20ashes',
        '/cards/search?q=t%3Aelf+c%3Ag&fields=name,uri,all_parts',
        '/cards/search?q=kw%3Akicker&unique=prints&pretty=true',
      ]) {
        const [x, y] = [await a.get(url), await hydrating.get(url)]
        expect(x.status, url).toBe(200)
        expect(typeof x.body === 'string' ? x.body : JSON.stringify(x.body), url).toBe(
          typeof y.body === 'string' ? y.body : JSON.stringify(y.body),
        )
      }
      const [x, y] = [await a.post('/cards/collection', { identifiers }), await hydrating.post('/cards/collection', { identifiers })]
      expect(x.status).toBe(200)
      expect(x.body.data).toHaveLength(identifiers.length)
      expect(JSON.stringify(x.body)).toBe(JSON.stringify(y.body))
    } finally {
      await hydrating.close()
    }
  })

  it('without IMAGE_BASE_URL are rendered per request: no image_uris, image_status missing', async () => {
    const api = await startApi({ publicUrl: 'https://c.example', imageBaseUrl: '' })
    try {
      const r = await api.get(`/cards/${GROW.printingId}`)
      expect(r.body).toMatchObject({ uri: `https://c.example/cards/${GROW.printingId}`, image_status: 'missing', highres_image: false })
      expect(r.body).not.toHaveProperty('image_uris')
    } finally {
      await api.close()
    }
  })

  it('a Host header with a quote in it never reaches the JSON: the links take the canonical base (docs/reliability.md)', async () => {
    const api = await startApi({ publicUrl: '', imageBaseUrl: 'https://img.example' })
    try {
      const r = await api.get(`/cards/${GROW.printingId}`, { host: 'evil"host' })
      expect(r.status).toBe(200)
      expect(typeof r.body).toBe('object')
      expect(r.body.uri).toBe(`http://localhost/cards/${GROW.printingId}`)
    } finally {
      await api.close()
    }
  })

  it('card by id is one SQL statement, and a search page reads no hydrating statement', async () => {
    const queries = countQueries(a.db)
    try {
      await a.get(`/cards/${GROW.printingId}`)
      expect(queries.statements).toHaveLength(1)
      expect(queries.statements[0]).toContain('card_objects')
      queries.reset()
      const page = await a.get('/cards/search?q=t%3Acreature+c%3Ag')
      expect(page.body.data.length).toBeGreaterThan(100)
      // the hydrating statements select the card columns (c_faces, p_set_name …); none is run
      expect(queries.statements.filter((s) => s.includes('c_oracle_id') || s.includes('p_set_name'))).toEqual([])
      expect(queries.statements.some((s) => s.includes('card_objects'))).toBe(true)
    } finally {
      queries.stop()
    }
  })

  it("a printing by set and number (and language), by a vendor id, at random and a card's printings read stored objects, no hydrating statement", async () => {
    const { mid } = (
      await a.db.pool.query<{ mid: number }>(
        "SELECT multiverse_ids[1] AS mid FROM printings WHERE multiverse_ids <> '{}' ORDER BY id LIMIT 1",
      )
    ).rows[0]!
    const queries = countQueries(a.db)
    try {
      for (const url of [
        '/cards/dom/1',
        '/cards/dom/1/en',
        `/cards/multiverse/${mid}`,
        '/cards/random',
        '/cards/random?q=t%3Aelf',
        `/cards/${GROW.printingId}/printings`,
      ]) {
        queries.reset()
        const r = await a.get(url)
        expect(r.status, url).toBe(200)
        expect(url.endsWith('/printings') ? r.body.data[0].object : r.body.object, url).toBe('card')
        expect(
          queries.statements.some((s) => s.includes('card_objects')),
          url,
        ).toBe(true)
        // the hydrating statements select the card columns (c_oracle_id, c_faces …);
        // /printings still hydrates the one card it is asked for, not its printings
        const hydrating = queries.statements.filter((s) => s.includes('c_oracle_id'))
        expect(hydrating.length, url).toBe(url.endsWith('/printings') ? 1 : 0)
      }
    } finally {
      queries.stop()
    }
  })

  it(
    'a printing without a stored object (a store migrated, not re-imported) is rendered as before',
    async () => {
      const db = await fixtureDatabase()
      const api = await startApi({ publicUrl: 'https://a.example', imageBaseUrl: 'https://img-a.example' }, db)
      try {
        const before = await api.get(`/cards/${GROW.printingId}?fields=name,uri,set_name,image_uris`)
        const search = await api.get(`/cards/search?q=${encodeURIComponent('!"Grow from the Ashes"')}`)
        await db.pool.query('DELETE FROM card_objects')
        expect(await api.get(`/cards/${GROW.printingId}?fields=name,uri,set_name,image_uris`)).toMatchObject({
          status: 200,
          body: before.body,
        })
        expect((await api.get(`/cards/${GROW.oracleId}`)).body.id).toBe((await a.get(`/cards/${GROW.oracleId}`)).body.id)
        expect((await api.get(`/cards/search?q=${encodeURIComponent('!"Grow from the Ashes"')}`)).body).toEqual(search.body)
      } finally {
        await api.close()
        await db.close()
      }
    },
    SLOW,
  )
})
