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
  it("lists oracle_cards, default_cards and rulings in Scryfall's bulk data shape", async () => {
    const r = await api.get('/bulk-data')
    expect(r.status).toBe(200)
    expect(r.body.data.map((b: { type: string }) => b.type)).toEqual(['oracle_cards', 'default_cards', 'rulings'])
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
    const all = await download('default_cards')
    expect(all).toHaveLength(counts.p)
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

  it('regenerates the files after an import changed the store', async () => {
    const before = (await api.get('/bulk-data/default_cards')).body
    await importSources(api.db, [corpusFile('2022', 'PAL06')], { progress: false, log: () => {} })
    const after = (await api.get('/bulk-data/default_cards')).body
    expect(after.size).toBeGreaterThan(before.size)
    expect(after.updated_at >= before.updated_at).toBe(true)
    const { rows } = await api.db.pool.query('SELECT count(*)::int AS n FROM printings')
    expect(await download('default_cards')).toHaveLength(rows[0].n)
    expect((await api.get('/bulk-data/nope')).status).toBe(404)
  })
})
