// Tagger's tags beside ours, and curation through the API: the import, search with roll-up,
// proposals reviewed by another key, the audit trail, bulk import and export, limits.
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { searchCards } from '../../src/search/index.js'
import { storeVersion } from '../../src/queries/store-version.js'
import { parseTaggerLine, TaggerFileError } from '../../src/import/tagger/read-tagger.js'
import { importTaggerFile } from '../../src/import/tagger/import-tagger.js'
import { WriteLimiter } from '../../src/tags/rate-limit.js'
import { fixtureDatabase } from '../support/database.js'
import { startApi, type Api } from '../api/support.js'
import { bearer, CARDS, ILLUSTRATIONS, importFixture, makeKeys, ORACLE_TAGS, type Keys } from './support.js'

let api: Api
let keys: Keys
let imported: Awaited<ReturnType<typeof importFixture>>

beforeAll(async () => {
  const db = await fixtureDatabase()
  imported = await importFixture(db)
  keys = await makeKeys(db, 'cur')
  api = await startApi({}, db)
})
afterAll(async () => {
  await api?.close()
  await api?.db.close()
})

/** The names of the cards a search finds, sorted (none: Scryfall's 404). */
async function names(q: string): Promise<string[]> {
  const r = await api.get(`/cards/search?q=${encodeURIComponent(q)}`)
  if (r.status === 404) return []
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  return r.body.data.map((c: { name: string }) => c.name).sort()
}

describe('the Tagger import', () => {
  it('reads the gzipped files: tags, hierarchy, taggings with the file date; cards not in the store are counted', () => {
    expect(imported.oracle).toMatchObject({
      kind: 'oracle',
      fileDate: '2026-12-01',
      tags: { added: 10, updated: 0, removed: 0 },
      taggings: 20,
      unknownTargets: 1,
    })
    expect(imported.art).toMatchObject({ kind: 'art', tags: { added: 5 }, taggings: 6, unknownTargets: 0 })
  })

  it('keeps hierarchy and aliases: GET /tags/oracle/:slug by alias', async () => {
    const r = await api.get('/tags/oracle/mana-ramp')
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({
      slug: 'ramp',
      provenance: 'scryfall-tagger',
      file_date: '2026-12-01',
      children: ['land-ramp', 'mana-dork'],
      aliases: ['mana-ramp'],
    })
    expect((await api.get('/tags/oracle/mana-dork')).body.parents).toEqual(['ramp'])
  })

  it('a bad line is an error naming its line and field, and nothing is imported', async () => {
    expect(() => parseTaggerLine('{"object":"tag","id":"nope","type":"oracle","slug":"x"}', 7)).toThrow(/line 7: id must be a UUID/)
    expect(() =>
      parseTaggerLine(
        JSON.stringify({ id: '7a6e0000-0000-4000-8000-000000000001', type: 'oracle', slug: 'x', taggings: [{ oracle_id: 3 }] }),
        2,
      ),
    ).toThrow(/taggings\[0\]\.oracle_id must be a UUID/)
    await expect(importTaggerFile(api.db, ORACLE_TAGS.replace('20261201090000', 'nodate'))).rejects.toThrow()
    await expect(importTaggerFile(api.db, '/dev/null', {})).rejects.toThrow(TaggerFileError)
  })
})

describe('search', () => {
  it('otag: includes child tags (Tagger roll-up) and accepts aliases', async () => {
    expect(await names('otag:ramp')).toEqual(
      expect.arrayContaining(['Llanowar Elves', 'Elvish Mystic', 'Cultivate', 'Harrow', 'Khalni Heart Expedition']),
    )
    expect(await names('otag:dork')).toEqual(['Elvish Mystic', 'Llanowar Elves', 'Llanowar Tribe'])
    expect(await names('oracletag:direct-damage')).toEqual(['Lightning Bolt', 'Lightning Strike'])
  })

  it('combines with AND, OR and -', async () => {
    expect(await names('otag:direct-damage -atag:fire')).toEqual(['Lightning Bolt'])
    expect(await names('otag:dork or atag:flames')).toEqual(['Elvish Mystic', 'Lightning Strike', 'Llanowar Elves', 'Llanowar Tribe'])
    expect(await names('(otag:dork or otag:direct-damage) c:r')).toEqual(['Lightning Bolt', 'Lightning Strike'])
  })

  it('atag:/arttag: find printings by their illustration, with child tags', async () => {
    expect(await names('atag:energy')).toEqual(['Lightning Bolt', 'Lightning Strike'])
    expect(await names('arttag:elves')).toEqual(['Elvish Mystic', 'Llanowar Elves', 'Llanowar Tribe'])
    expect((await searchCards(api.db, 'atag:no-such-art t:elf')).warnings).toContain(
      'Unknown art tag "no-such-art": no illustration has it',
    )
  })

  it('tag: keeps our own tags only', async () => {
    expect((await searchCards(api.db, 'tag:mana-dork t:elf')).warnings.join()).toMatch(/Unknown tag "mana-dork"/)
  })
})

describe('a card shows its tags by provenance', () => {
  it('GET /cards/:id/all-tags: ours, Tagger (oracle and art) apart, filterable', async () => {
    const all = (await api.get(`/cards/${CARDS.elves}/all-tags`)).body
    const provs = new Set(all.data.map((t: { provenance: string }) => t.provenance))
    expect(provs).toEqual(new Set(['printed', 'extracted', 'inferred', 'scryfall-tagger']))
    expect(all.data).toEqual(
      expect.arrayContaining([
        { kind: 'oracle', slug: 'mana-dork', name: 'Mana Dork', provenance: 'scryfall-tagger', file_date: '2026-12-01', weight: 'strong' },
        {
          kind: 'art',
          slug: 'elf',
          name: 'Elf',
          provenance: 'scryfall-tagger',
          file_date: '2026-12-01',
          weight: 'median',
          illustration_id: ILLUSTRATIONS.elves,
        },
      ]),
    )
    const tagger = (await api.get(`/cards/${CARDS.elves}/all-tags?provenance=scryfall-tagger`)).body.data
    expect(tagger.every((t: { provenance: string }) => t.provenance === 'scryfall-tagger')).toBe(true)
    const bad = await api.get(`/cards/${CARDS.elves}/all-tags?provenance=scryfall`)
    expect(bad.status).toBe(400)
    expect(bad.body.details).toMatch(/^provenance must be/)
  })
})

describe('proposals, review and the audit log', () => {
  it('proposed → approved by another key: takes effect at once, bumps the store version, is audited', async () => {
    const before = await storeVersion(api.db)
    const p = await api.post(
      '/tags/proposals',
      { proposals: [{ action: 'add_tagging', kind: 'oracle', tag: 'ramp', target: CARDS.divination }] },
      bearer(keys.propose),
    )
    expect(p.status).toBe(201)
    const id = p.body.data[0].id
    expect(p.body.data[0]).toMatchObject({ status: 'proposed', author: 'cur-proposer' })
    expect(await names('otag:ramp')).not.toContain('Divination')
    const a = await api.post(`/tags/proposals/${id}/approve`, { note: 'draws into lands' }, bearer(keys.review))
    expect(a.status).toBe(200)
    expect(a.body).toMatchObject({ status: 'approved', reviewer: 'cur-reviewer', note: 'draws into lands' })
    expect(await names('otag:ramp')).toContain('Divination')
    expect((await storeVersion(api.db)).key).not.toBe(before.key)
    const audit = (await api.get(`/tags/audit?proposal=${id}`)).body.data
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['propose', 'approved:add_tagging'])
    expect(audit[1]).toMatchObject({
      actor: 'cur-proposer',
      reviewer: 'cur-reviewer',
      note: 'draws into lands',
      before: null,
      after: { tag: 'ramp', target: CARDS.divination, provenance: 'curated' },
    })
    const card = (await api.get(`/cards/${CARDS.divination}/all-tags?provenance=curated`)).body.data
    expect(card).toEqual([{ kind: 'oracle', slug: 'ramp', name: 'Ramp', provenance: 'curated', file_date: null, weight: null }])
  })

  it('create, rename (old slug stays an alias) and merge tags; a rejection changes nothing', async () => {
    const p = await api.post(
      '/tags/proposals',
      {
        proposals: [
          { action: 'create_tag', kind: 'oracle', slug: 'card-selection', name: 'Card Selection', parents: ['draw'] },
          { action: 'add_tagging', kind: 'oracle', tag: 'card-selection', target: CARDS.opt },
        ],
      },
      bearer(keys.propose),
    )
    expect(p.status).toBe(201)
    for (const { id } of p.body.data) expect((await api.post(`/tags/proposals/${id}/approve`, {}, bearer(keys.review))).status).toBe(200)
    expect(await names('otag:draw')).toContain('Opt')
    const rename = await api.post(
      '/tags/proposals',
      { proposals: [{ action: 'rename_tag', kind: 'oracle', tag: 'card-selection', new_slug: 'selection' }] },
      bearer(keys.propose),
    )
    await api.post(`/tags/proposals/${rename.body.data[0].id}/approve`, {}, bearer(keys.review))
    expect((await api.get('/tags/oracle/card-selection')).body).toMatchObject({
      slug: 'selection',
      aliases: ['card-selection'],
      provenance: 'curated',
      parents: ['draw'],
    })
    const merge = await api.post(
      '/tags/proposals',
      { proposals: [{ action: 'merge_tags', kind: 'oracle', from: 'selection', into: 'cantrip' }] },
      bearer(keys.propose2),
    )
    await api.post(`/tags/proposals/${merge.body.data[0].id}/approve`, {}, bearer(keys.review2))
    expect((await api.get('/tags/oracle/selection')).body).toMatchObject({
      slug: 'cantrip',
      aliases: expect.arrayContaining(['selection', 'card-selection']),
    })
    const reject = await api.post(
      '/tags/proposals',
      { proposals: [{ action: 'add_tagging', kind: 'oracle', tag: 'burn', target: CARDS.murder }] },
      bearer(keys.propose),
    )
    const r = await api.post(`/tags/proposals/${reject.body.data[0].id}/reject`, { note: 'not damage' }, bearer(keys.review))
    expect(r.body).toMatchObject({ status: 'rejected', note: 'not damage' })
    expect(await names('otag:burn')).not.toContain('Murder')
  })

  it('a reviewer cannot decide their own proposal (403), nor one decided already (409)', async () => {
    const p = await api.post(
      '/tags/proposals',
      { proposals: [{ action: 'add_tagging', kind: 'oracle', tag: 'burn', target: CARDS.negate }] },
      bearer(keys.review),
    )
    const id = p.body.data[0].id
    const own = await api.post(`/tags/proposals/${id}/approve`, {}, bearer(keys.review))
    expect(own.status).toBe(403)
    expect(own.body.details).toMatch(/your own/)
    expect((await api.post(`/tags/proposals/${id}/reject`, {}, bearer(keys.review2))).status).toBe(200)
    const again = await api.post(`/tags/proposals/${id}/approve`, {}, bearer(keys.admin))
    expect(again.status).toBe(409)
  })

  it('two reviewers deciding one proposal at once: exactly one wins, one audit entry', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await api.post(
        '/tags/proposals',
        { proposals: [{ action: 'add_tagging', kind: 'art', tag: 'fire', target: ILLUSTRATIONS.bolt }] },
        bearer(keys.propose2),
      )
      const id = p.body.data[0].id
      const results = await Promise.all([
        api.post(`/tags/proposals/${id}/${round % 2 ? 'reject' : 'approve'}`, {}, bearer(keys.review)),
        api.post(`/tags/proposals/${id}/approve`, {}, bearer(keys.review2)),
        api.post(`/tags/proposals/${id}/reject`, {}, bearer(keys.admin)),
      ])
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409])
      const decided = (await api.get(`/tags/audit?proposal=${id}`)).body.data.filter((e: { action: string }) => e.action !== 'propose')
      expect(decided).toHaveLength(1)
      if (decided[0].action.startsWith('approved')) {
        // the next round proposes the same tagging again: undo it through the API
        const undo = await api.post(
          '/tags/proposals',
          { proposals: [{ action: 'remove_tagging', kind: 'art', tag: 'fire', target: ILLUSTRATIONS.bolt }] },
          bearer(keys.propose),
        )
        expect((await api.post(`/tags/proposals/${undo.body.data[0].id}/approve`, {}, bearer(keys.review))).status).toBe(200)
      }
    }
  })

  it('bad input is a 4xx naming the field; nothing is proposed', async () => {
    const count = async () => (await api.get('/tags/proposals?limit=500')).body.data.length
    const n = await count()
    const cases: [unknown, number, RegExp][] = [
      [{ proposals: [{ action: 'add_tagging', kind: 'oracle', tag: 'ramp' }] }, 400, /^proposals\[0\]\.target is required/],
      [
        { proposals: [{ action: 'add_tagging', kind: 'oracle', tag: 'Ramp!', target: CARDS.opt }] },
        400,
        /^proposals\[0\]\.tag must be a tag slug/,
      ],
      [{ proposals: [{ action: 'tag', kind: 'oracle' }] }, 400, /^proposals\[0\]\.action must be one of/],
      [
        { proposals: [{ action: 'add_tagging', kind: 'oracle', tag: 'ramp', target: CARDS.opt, color: 'g' }] },
        400,
        /^proposals\[0\]\.color is not a field/,
      ],
      [
        { proposals: [{ action: 'add_tagging', kind: 'oracle', tag: 'ramp', target: CARDS.opt, weight: 'huge' }] },
        400,
        /^proposals\[0\]\.weight must be one of/,
      ],
      [
        { proposals: [{ action: 'add_tagging', kind: 'oracle', tag: 'no-such', target: CARDS.opt }] },
        409,
        /^proposals\[0\]: No oracle tag "no-such"/,
      ],
      [
        { proposals: [{ action: 'add_tagging', kind: 'oracle', tag: 'ramp', target: '00000000-0000-4000-8000-000000000000' }] },
        409,
        /^proposals\[0\]: No card/,
      ],
      [{ proposals: [] }, 400, /at least one/],
      [
        { proposals: Array.from({ length: 101 }, () => ({ action: 'add_tagging', kind: 'oracle', tag: 'ramp', target: CARDS.opt })) },
        400,
        /at most 100/,
      ],
      [{ proposal: [] }, 400, /proposal/],
    ]
    for (const [body, status, details] of cases) {
      const r = await api.post('/tags/proposals', body, bearer(keys.propose2))
      expect({ status: r.status, object: r.body.object }, JSON.stringify(body).slice(0, 120)).toEqual({ status, object: 'error' })
      expect(r.body.details).toMatch(details)
    }
    expect(await count()).toBe(n)
  })

  it('the audit log cannot be edited, even by SQL', async () => {
    await expect(api.db.pool.query('UPDATE tag_audit SET note = $1', ['x'])).rejects.toThrow(/append-only/)
    await expect(api.db.pool.query('DELETE FROM tag_audit')).rejects.toThrow(/append-only/)
    await expect(api.db.pool.query('TRUNCATE tag_audit')).rejects.toThrow(/append-only/)
  })
})

describe('bulk import and export', () => {
  it('a dry run reports exactly what the import then does', async () => {
    const csv = `tag,oracle_id,weight,action\nburn,${CARDS.strike},strong,\ncounterspell,${CARDS.opt},,remove\nnew-theme,${CARDS.opt},,\nburn,00000000-0000-4000-8000-000000000000,,\n`
    const post = (dry: boolean) =>
      api.app.inject({
        method: 'POST',
        url: `/tags/import?dry_run=${dry}`,
        payload: csv,
        headers: { 'content-type': 'text/csv', ...bearer(keys.admin) },
      })
    const dry = (await post(true)).json()
    expect(dry).toMatchObject({ dry_run: true, rows: 4, created_tags: ['oracle:new-theme'], added: 2, removed: 0 })
    expect(dry.skipped.map((s: { row: number }) => s.row)).toEqual([1, 3])
    expect((await api.get('/tags/oracle/new-theme')).status).toBe(404)
    const real = (await post(false)).json()
    expect({ ...real, dry_run: true }).toEqual(dry)
    expect(await names('otag:new-theme')).toEqual(['Opt'])
    const bad = await api.app.inject({
      method: 'POST',
      url: '/tags/import',
      payload: `tag,oracle_id,color\nburn,${CARDS.opt},r\n`,
      headers: { 'content-type': 'text/csv', ...bearer(keys.admin) },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().details).toMatch(/^rows\[0\]\.color is not a column/)
  })

  it('exports gzipped JSON Lines in the Tagger file shape, per provenance, that the importer reads back', async () => {
    const r = await api.app.inject({ method: 'GET', url: '/tags/export?kind=oracle&provenance=scryfall-tagger' })
    expect(r.statusCode).toBe(200)
    expect(r.headers['content-encoding']).toBe('gzip')
    const lines = gunzipSync(r.rawPayload)
      .toString('utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    const ramp = lines.find((l) => l.slug === 'ramp')
    expect(ramp).toMatchObject({
      object: 'tag',
      id: '7a6e0000-0000-4000-8000-000000000001',
      type: 'oracle',
      aliases: ['mana-ramp'],
      provenance: 'scryfall-tagger',
    })
    expect(ramp.taggings).toEqual([{ oracle_id: CARDS.khalni, weight: 'weak', provenance: 'scryfall-tagger', file_date: '2026-12-01' }])
    for (const l of lines) for (const g of l.taggings) expect(g.provenance).toBe('scryfall-tagger')
    for (const [i, l] of lines.entries()) expect(parseTaggerLine(JSON.stringify(l), i + 1).slug).toBe(l.slug)
    const curated = await api.app.inject({ method: 'GET', url: '/tags/export?kind=oracle&provenance=curated' })
    const cur = gunzipSync(curated.rawPayload)
      .toString('utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(cur.find((l) => l.slug === 'ramp').taggings).toEqual([{ oracle_id: CARDS.divination, weight: null, provenance: 'curated' }])
    const ours = await api.app.inject({ method: 'GET', url: '/tags/export?kind=oracle&provenance=extracted' })
    expect(gunzipSync(ours.rawPayload).toString('utf8').split('\n').length).toBeGreaterThan(10)
  })
})

describe('limits', () => {
  it('writes are limited per key (a window opened by its first write)', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] })
    try {
      const l = new WriteLimiter(3, 60_000)
      for (let i = 0; i < 3; i++) await l.take(1)
      vi.setSystemTime(1_001_000)
      await expect(l.take(1)).rejects.toThrow(/its 3 writes for this 60 s window; retry in 59 s/)
      await l.take(2) // another key is not held back
      vi.setSystemTime(1_060_001)
      await l.take(1) // the window has passed
    } finally {
      vi.useRealTimers()
    }
  })
})
