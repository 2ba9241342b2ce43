// Bulk data (issue 12, item 7): the store as Scryfall's bulk files, generated from it, gzipped,
// and regenerated after an import; in Scryfall's 2026 shape (gzipped JSON Lines, issue 32) with the
// JSON arrays kept for older clients; made once per store version, never from a request's Host,
// written atomically, served with their exact length, and never deleted under another instance
// (issue 24, defects 2 and 3).
import { randomUUID } from 'node:crypto'
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importSources } from '../../src/import/index.js'
import { fixtureDatabase } from '../support/database.js'
import { corpusFile } from '../import/helpers.js'
import { startApi, type Api } from './support.js'
import { parseTaggerLine } from '../../src/import/tagger/read-tagger.js'
import { bearer, CARDS, ILLUSTRATIONS, importFixture, makeKeys } from '../tags/support.js'

const CARD_FILES = ['oracle_cards', 'unique_artwork', 'default_cards', 'all_cards', 'rulings']
const TAG_FILES = [
  'oracle_tags',
  'oracle_tags_printed',
  'oracle_tags_extracted',
  'oracle_tags_inferred',
  'oracle_tags_scryfall_tagger',
  'oracle_tags_curated',
  'art_tags',
  'art_tags_scryfall_tagger',
  'art_tags_curated',
]

let api: Api
const bulkDir = path.join(tmpdir(), `arcanum-bulk-test-${randomUUID()}`)
beforeAll(async () => {
  api = await startApi({ publicUrl: 'https://arcanum.example', bulkDir }, await fixtureDatabase()) // its own copy: a test imports into it
})
afterAll(async () => {
  await api?.close()
  await api?.db.close()
})

/** A bulk file's objects from its gzipped JSON Lines, checked against its JSON array twin and its listed sizes. */
const download = async (type: string, server: Api = api, headers: Record<string, string> = {}) => {
  const listed = (await server.get(`/bulk-data/${type}`, headers)).body
  const lines = await server.app.inject({ url: `/bulk-data/${type}/download.jsonl.gz`, headers })
  expect(lines.statusCode).toBe(200)
  expect(lines.headers['content-type']).toBe('application/gzip')
  expect(lines.headers['content-encoding']).toBeUndefined()
  expect(Number(lines.headers['content-length'])).toBe(lines.rawPayload.length)
  expect(lines.rawPayload.length).toBe(listed.compressed_size)
  const text = gunzipSync(lines.rawPayload).toString('utf8')
  expect(Buffer.byteLength(text)).toBe(listed.size)
  if (text) expect(text.endsWith('\n')).toBe(true)
  const objects = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
  const array = await server.app.inject({ url: `/bulk-data/${type}/download`, headers })
  expect(array.headers['content-encoding']).toBe('gzip')
  expect(Number(array.headers['content-length'])).toBe(array.rawPayload.length)
  expect(JSON.parse(gunzipSync(array.rawPayload).toString('utf8'))).toEqual(objects)
  return objects
}

describe('/bulk-data', () => {
  it("lists Scryfall's five bulk files, in its order and its bulk data shape, then the tag files", async () => {
    const r = await api.get('/bulk-data')
    expect(r.status).toBe(200)
    expect(r.body.data.map((b: { type: string }) => b.type)).toEqual([...CARD_FILES, ...TAG_FILES])
    for (const b of r.body.data) {
      expect(b).toMatchObject({
        object: 'bulk_data',
        uri: `https://arcanum.example/bulk-data/${b.id}`,
        jsonl_download_uri: `https://arcanum.example/bulk-data/${b.type}/download.jsonl.gz`,
        content_type: 'application/jsonl',
        content_encoding: 'gzip',
      })
      // older clients (scryfall-sdk 5.0.3 downloads download_uri): the JSON array file, kept
      expect(b.download_uri).toBe(`https://arcanum.example/bulk-data/${b.type}/download`)
      // (a tag file of a provenance the store holds none of is empty)
      if (CARD_FILES.includes(b.type)) expect(b.size).toBeGreaterThan(b.compressed_size)
      if (CARD_FILES.includes(b.type)) expect(b.compressed_size).toBeGreaterThan(100)
      expect(Date.parse(b.updated_at)).not.toBeNaN()
      expect((await api.get(`/bulk-data/${b.id}`)).body).toEqual(b)
    }
    // Scryfall's format=file redirects to the file
    const file = await api.get('/bulk-data/oracle-cards?format=file')
    expect(file.status).toBe(302)
    expect(file.headers.location).toBe('https://arcanum.example/bulk-data/oracle_cards/download.jsonl.gz')
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

  it("lists every tag and tagging as Scryfall Tagger's files, all provenances and each one, the same as /tags/export, readable by the Tagger importer", async () => {
    // Tagger's fixture files, and one curated tagging approved through the API
    await importFixture(api.db)
    const keys = await makeKeys(api.db, 'bulk')
    const proposed = await api.post(
      '/tags/proposals',
      { proposals: [{ action: 'add_tagging', kind: 'oracle', tag: 'ramp', target: CARDS.divination }] },
      bearer(keys.propose),
    )
    expect((await api.post(`/tags/proposals/${proposed.body.data[0].id}/approve`, {}, bearer(keys.review))).status).toBe(200)
    const exported = async (kind: string, provenance: string) =>
      gunzipSync((await api.app.inject({ url: `/tags/export?kind=${kind}&provenance=${provenance}` })).rawPayload)
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    for (const [type, kind, provenance] of [
      ['oracle_tags', 'oracle', 'printed,extracted,inferred,scryfall-tagger,curated'],
      ['oracle_tags_scryfall_tagger', 'oracle', 'scryfall-tagger'],
      ['oracle_tags_curated', 'oracle', 'curated'],
      ['oracle_tags_extracted', 'oracle', 'extracted'],
      ['art_tags', 'art', 'scryfall-tagger,curated'],
      ['art_tags_scryfall_tagger', 'art', 'scryfall-tagger'],
    ] as const) {
      const tags = await download(type)
      expect(tags.length, type).toBeGreaterThan(0)
      expect(tags, type).toEqual(await exported(kind, provenance))
      for (const [i, t] of tags.entries()) {
        expect(t).toMatchObject({ object: 'tag', type: kind })
        for (const g of t.taggings) expect(provenance.split(',')).toContain(g.provenance ?? t.provenance)
        expect(parseTaggerLine(JSON.stringify(t), i + 1).slug).toBe(t.slug)
      }
    }
    const curated = await download('oracle_tags_curated')
    expect(curated.find((t: { slug: string }) => t.slug === 'ramp').taggings).toEqual([
      { oracle_id: CARDS.divination, weight: null, provenance: 'curated' },
    ])
    const art = await download('art_tags_scryfall_tagger')
    expect(art.flatMap((t: { taggings: { illustration_id: string }[] }) => t.taggings.map((g) => g.illustration_id))).toContain(
      ILLUSTRATIONS.elves,
    )
    expect(await download('art_tags_curated')).toEqual([])
    // by id and by Scryfall's dashed spelling, as the card files
    const listed = (await api.get('/bulk-data/oracle_tags')).body
    expect((await api.get(`/bulk-data/${listed.id}`)).body).toEqual(listed)
    expect((await api.get('/bulk-data/oracle-tags-curated')).body.type).toBe('oracle_tags_curated')
  })

  it('a client leaving while the files are made cancels nothing: the next request gets them', async () => {
    // a store version no files exist for yet: the listing makes them all (seconds on the fixture)
    await importSources(api.db, [corpusFile('2022', 'PUNH')], { progress: false, log: () => {} })
    const address = await api.app.listen({ port: 0, host: '127.0.0.1' })
    const leaving = new AbortController()
    const first = fetch(`${address}/bulk-data`, { signal: leaving.signal }).catch((e: Error) => e)
    await new Promise((resolve) => setTimeout(resolve, 300))
    leaving.abort()
    expect(await first).toBeInstanceOf(Error)
    const next = await api.get('/bulk-data')
    expect(next.status).toBe(200)
    expect(next.body.data).toHaveLength(CARD_FILES.length + TAG_FILES.length)
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
    // the files of the older generation are gone, the current ones stay
    const names = await readdir(bulkDir)
    const generations = new Set(names.map((n) => /-g(\d+)-/.exec(n)?.[1]))
    expect(generations.size).toBe(1)
  })
})

/** The bulk files' names and modification times: what a regeneration would change. */
const snapshot = async (dir: string) =>
  Object.fromEntries(await Promise.all((await readdir(dir)).sort().map(async (n) => [n, (await stat(path.join(dir, n))).mtimeMs])))

describe('bulk files never depend on a request (issue 24, defects 2 and 3)', () => {
  let plain: Api
  let other: Api
  const sharedDir = path.join(tmpdir(), `arcanum-bulk-shared-${randomUUID()}`)
  beforeAll(async () => {
    // the default configuration: no PUBLIC_URL; two instances on one data folder
    plain = await startApi({ bulkDir: sharedDir }, api.db)
    other = await startApi({ bulkDir: sharedDir }, api.db)
  })
  afterAll(async () => {
    await other?.close()
    await plain?.close()
  })

  it('a new or crafted Host neither regenerates the files nor puts its links in them', async () => {
    const first = await download('oracle_cards', plain, { host: 'localhost:80' })
    expect(first[0].uri.startsWith('http://localhost/cards/')).toBe(true)
    const before = await snapshot(sharedDir)
    for (const host of ['127.0.0.1:80', '127.0.0.1:80 https://evil.example/', 'evil.example']) {
      const objects = await download('oracle_cards', plain, { host })
      expect(objects, host).toEqual(first)
      expect(JSON.stringify(objects)).not.toMatch(/evil\.example/)
    }
    expect(await snapshot(sharedDir)).toEqual(before)
  })

  it('many downloads at once get the same complete file, each with its exact length', async () => {
    const answers = await Promise.all(
      ['a.example', 'localhost:80', 'b.example', '127.0.0.1:80'].map((host) =>
        plain.app.inject({ url: '/bulk-data/rulings/download.jsonl.gz', headers: { host } }),
      ),
    )
    for (const r of answers) {
      expect(Number(r.headers['content-length'])).toBe(r.rawPayload.length)
      expect(r.rawPayload.equals(answers[0]!.rawPayload)).toBe(true)
    }
  })

  it('a second instance on the same folder reuses the files and deletes none of them', async () => {
    const before = await snapshot(sharedDir)
    await download('default_cards', other, { host: 'other.example' })
    await download('default_cards', plain)
    expect(await snapshot(sharedDir)).toEqual(before)
    // an older generation's leftovers go; a file of a generation not older than the current stays
    await mkdir(sharedDir, { recursive: true })
    await writeFile(path.join(sharedDir, 'rulings-g0-0123456789abcdef.jsonl.gz'), 'old')
    await writeFile(path.join(sharedDir, 'rulings-g999999999-0123456789abcdef.jsonl.gz'), 'newer')
    const third = await startApi({ bulkDir: sharedDir }, api.db)
    try {
      await third.get('/bulk-data')
      const names = await readdir(sharedDir)
      expect(names).not.toContain('rulings-g0-0123456789abcdef.jsonl.gz')
      expect(names).toContain('rulings-g999999999-0123456789abcdef.jsonl.gz')
      for (const n of Object.keys(before)) expect(names).toContain(n)
    } finally {
      await third.close()
    }
  })
})
