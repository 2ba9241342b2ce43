// Bulk data (issue 12, item 7): the store as Scryfall's bulk files, generated from it, gzipped,
// and regenerated after an import.
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importSources } from '../../src/import/index.js'
import { fixtureDatabase } from '../support/database.js'
import { corpusFile } from '../import/helpers.js'
import { startApi, type Api } from './support.js'

let api: Api
beforeAll(async () => {
  api = await startApi({ publicUrl: 'https://arcanum.example' }, await fixtureDatabase()) // its own copy: a test imports into it
})
afterAll(async () => {
  await api?.close()
  await api?.db.close()
})

const download = async (type: string) => {
  const r = await api.app.inject({ url: `/bulk-data/${type}/download` })
  expect(r.headers['content-encoding']).toBe('gzip')
  return JSON.parse(gunzipSync(r.rawPayload).toString('utf8'))
}

describe('/bulk-data', () => {
  it("lists Scryfall's five bulk files, in its order and its bulk data shape", async () => {
    const r = await api.get('/bulk-data')
    expect(r.status).toBe(200)
    expect(r.body.data.map((b: { type: string }) => b.type)).toEqual([
      'oracle_cards',
      'unique_artwork',
      'default_cards',
      'all_cards',
      'rulings',
    ])
    for (const b of r.body.data) {
      expect(b).toMatchObject({
        object: 'bulk_data',
        uri: `https://arcanum.example/bulk-data/${b.id}`,
        download_uri: `https://arcanum.example/bulk-data/${b.type}/download`,
        content_type: 'application/json',
        content_encoding: 'gzip',
      })
      expect(b.size).toBeGreaterThan(1000)
      expect(Date.parse(b.updated_at)).not.toBeNaN()
      expect((await api.get(`/bulk-data/${b.id}`)).body).toEqual(b)
    }
  })

  it('holds every printing, every card and every ruling of the store, rendered as the API renders them', async () => {
    const counts = (
      await api.db.pool.query(
        'SELECT (SELECT count(*)::int FROM printings) AS p, (SELECT count(*)::int FROM cards) AS c, (SELECT count(*)::int FROM rulings) AS r',
      )
    ).rows[0]
    const all = await download('all_cards')
    expect(all).toHaveLength(counts.p)
    expect(new Set(all.map((c: { id: string }) => c.id)).size).toBe(counts.p)
    const oracle = await download('oracle_cards')
    expect(oracle).toHaveLength(counts.c)
    expect(new Set(oracle.map((c: { oracle_id: string }) => c.oracle_id)).size).toBe(counts.c)
    const rulings = await download('rulings')
    expect(rulings).toHaveLength(counts.r)
    expect(rulings[0]).toMatchObject({ object: 'ruling', oracle_id: expect.any(String), comment: expect.any(String) })
    // the same object as GET /cards/:id
    const karn = all.find((c: { id: string }) => c.id === '07a3d9e8-8597-498b-869c-cff79e0df516')
    expect(karn).toEqual((await api.get('/cards/07a3d9e8-8597-498b-869c-cff79e0df516')).body)
  })

  it('default_cards: English printings, and a printing in another language only where it has no English twin', async () => {
    const { rows } = await api.db.pool.query<{ id: string }>(
      `SELECT p.id::text FROM printings p WHERE p.language = 'en' OR NOT EXISTS (SELECT 1 FROM printings e
         WHERE e.set_code = p.set_code AND e.collector_number = p.collector_number AND e.language = 'en')`,
    )
    const defaults = await download('default_cards')
    expect(defaults.map((c: { id: string }) => c.id).sort()).toEqual(rows.map((r) => r.id).sort())
    // the fixture's MTGJSON files hold English printings (and two Phyrexian ones of their own numbers)
    expect(new Set(defaults.map((c: { lang: string }) => c.lang))).toEqual(new Set(['en', 'ph']))
  })

  it('unique_artwork: one card object per illustration, its English, newest printing', async () => {
    const art = await download('unique_artwork')
    const { rows } = await api.db.pool.query<{ n: number }>(
      'SELECT (count(DISTINCT illustration_id) + count(*) FILTER (WHERE illustration_id IS NULL))::int AS n FROM printings',
    )
    expect(art).toHaveLength(rows[0]!.n)
    const ids = art.map((c: { illustration_id?: string }) => c.illustration_id).filter(Boolean)
    expect(new Set(ids).size).toBe(ids.length)
    // Karn, Scion of Urza's art is printed in DOM and as a promo: the file keeps one of them
    const karnArt = art.filter((c: { name: string }) => c.name === 'Karn, Scion of Urza')
    const { rows: karn } = await api.db.pool.query<{ n: number }>(
      `SELECT count(DISTINCT p.illustration_id)::int AS n FROM printings p JOIN cards c ON c.oracle_id = p.oracle_id WHERE c.name = 'Karn, Scion of Urza'`,
    )
    expect(karnArt).toHaveLength(karn[0]!.n)
    expect(karnArt[0]).toEqual((await api.get(`/cards/${karnArt[0].id}`)).body)
  })

  it('regenerates the files after an import changed the store', async () => {
    const before = (await api.get('/bulk-data/default_cards')).body
    await importSources(api.db, [corpusFile('2022', 'PAL06')], { progress: false, log: () => {} })
    const after = (await api.get('/bulk-data/default_cards')).body
    expect(after.size).toBeGreaterThan(before.size)
    expect(after.updated_at >= before.updated_at).toBe(true)
    const { rows } = await api.db.pool.query('SELECT count(*)::int AS n FROM printings')
    expect(await download('default_cards')).toHaveLength(rows[0].n)
    expect(await download('all_cards')).toHaveLength(rows[0].n)
    expect((await api.get('/bulk-data/nope')).status).toBe(404)
  })
})
