// Scryfall's bulk format since 2026-07-20 (issue 32): a bulk-data object with `jsonl_download_uri`
// (no `download_uri`) pointing at gzipped JSON Lines, one object a line. The fixtures
// `*.jsonl.gz` hold the same records as the JSON-array fixtures beside them; importing either
// gives the same store.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { importSources, runImport } from '../../src/import/index.js'
import { jsonLines } from '../../src/import/scryfall/read-jsonl.js'
import type { Database } from '../../src/store/database.js'
import { freshDatabase } from '../support/database.js'
import { FIXTURES, snapshot, tempFile } from './helpers.js'

const SLOW = 300_000
const CARDS = path.join(FIXTURES, 'oracle-cards-20261101090000.json')
const RULINGS = path.join(FIXTURES, 'rulings-20261101090000.json')
const CARDS_JSONL = path.join(FIXTURES, 'oracle-cards-20261101090000.jsonl.gz')
const RULINGS_JSONL = path.join(FIXTURES, 'rulings-20261101090000.jsonl.gz')
const quiet = { progress: false, log: () => {} }

let db: Database | undefined
afterEach(async () => {
  await db?.close()
  db = undefined
})

let server: Server
let base: string
beforeAll(async () => {
  const files: Record<string, Buffer> = {
    'oracle-cards.jsonl.gz': readFileSync(CARDS_JSONL),
    'rulings.jsonl.gz': readFileSync(RULINGS_JSONL),
    'oracle-cards.json': gzipSync(readFileSync(CARDS)),
    'rulings.json': gzipSync(readFileSync(RULINGS)),
  }
  // Scryfall's bulk-data objects: today's (JSON Lines) under /bulk-data, the old one (JSON arrays) under /old
  const pointer = (type: string, file: string, jsonl: boolean) =>
    JSON.stringify({
      object: 'bulk_data',
      id: '27bf3214-1271-490b-bdfe-c0be6c23d02e',
      type,
      updated_at: '2026-11-01T09:00:00.000+00:00',
      uri: `${base}/bulk-data/${type}`,
      name: type,
      ...(jsonl
        ? { jsonl_download_uri: `${base}/file/${file}.jsonl.gz`, compressed_size: files[`${file}.jsonl.gz`]!.length }
        : { download_uri: `${base}/file/${file}.json` }),
      content_type: jsonl ? 'application/jsonl' : 'application/json',
      content_encoding: 'gzip',
    })
  server = createServer((req, res) => {
    const m = /^\/(bulk-data|old)\/(oracle-cards|rulings)$/.exec(req.url ?? '')
    if (m) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(pointer(m[2]!.replace('-', '_'), m[2]!, m[1] === 'bulk-data'))
      return
    }
    const file = files[(req.url ?? '').replace('/file/', '')]
    if (!file) return void res.writeHead(404).end('not found')
    // the JSON Lines file is stored gzipped (recognised by its magic bytes); the old one sent with content-encoding
    res.writeHead(200, req.url!.endsWith('.gz') ? { 'content-type': 'application/gzip' } : { 'content-encoding': 'gzip' }).end(file)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
}, SLOW)

describe('Scryfall JSON Lines bulk files', () => {
  it(
    "today's bulk-data objects (jsonl_download_uri) give the same store as the old ones (download_uri, JSON arrays)",
    async () => {
      db = await freshDatabase()
      const today = await runImport(db, [{ location: `${base}/bulk-data/oracle-cards` }, { location: `${base}/bulk-data/rulings` }], quiet)
      expect(today.sources[0]!.source).toBe(`${base}/bulk-data/oracle-cards → ${base}/file/oracle-cards.jsonl.gz`)
      expect(today.summary.cards!.added).toBe(3)
      expect(today.summary.rulings!.added).toBe(8)
      const fromJsonl = await snapshot(db, { withRuns: false, withoutTimes: true })
      await db.close()
      db = await freshDatabase()
      const old = await runImport(db, [{ location: `${base}/old/oracle-cards` }, { location: `${base}/old/rulings` }], quiet)
      expect(old.sources[0]!.source).toBe(`${base}/old/oracle-cards → ${base}/file/oracle-cards.json`)
      expect(await snapshot(db, { withRuns: false, withoutTimes: true })).toEqual(fromJsonl)
      expect(fromJsonl.cards).toMatch(/^3:/)
    },
    SLOW,
  )

  it(
    'reads a JSON Lines file from a path, and stops at a bad line naming it, changing nothing',
    async () => {
      db = await freshDatabase()
      const report = await runImport(db, [{ location: CARDS_JSONL }, { location: RULINGS_JSONL }], quiet)
      expect(report.sources.map((s) => s.description)).toEqual([
        'Scryfall bulk file (dated 2026-11-01): 3 cards',
        'Scryfall bulk file (dated 2026-11-01): 9 rulings',
      ])
      const before = await snapshot(db)
      const lines = readFileSync(RULINGS, 'utf8')
      const records = (JSON.parse(lines) as unknown[]).map((r) => JSON.stringify(r))
      const broken = tempFile('rulings-broken.jsonl', `${records[0]}\n${records[1]}\n{"object":"ruling",\n`)
      await expect(importSources(db, [broken], quiet)).rejects.toThrow(/rulings-broken\.jsonl: line 3: invalid JSON on this line/)
      const missing = tempFile('rulings-missing.jsonl', `${records[0]}\r\n\r\n${JSON.stringify({ object: 'ruling', comment: 'x' })}\r\n`)
      await expect(importSources(db, [missing], quiet)).rejects.toThrow(/line 3, at \[1\]: missing "oracle_id"/)
      expect(await snapshot(db)).toEqual(before)
    },
    SLOW,
  )
})

describe('jsonLines', () => {
  it('hands each line over before the rest of the stream is read (the file is never held whole)', async () => {
    let produced = 0
    async function* endless(): AsyncGenerator<string> {
      for (;;) {
        produced++
        yield '{"object":"ruling"}\n{"object":'
        yield '"ruling"}\n'
      }
    }
    const seen: number[] = []
    for await (const [line] of jsonLines('endless.jsonl', endless())) {
      seen.push(line)
      if (seen.length === 1000) break
    }
    expect(seen.slice(0, 3)).toEqual([1, 2, 3])
    expect(produced).toBeLessThanOrEqual(501)
  })

  it('refuses a line longer than its limit before holding it whole', async () => {
    let produced = 0
    async function* noNewline(): AsyncGenerator<string> {
      for (;;) {
        produced++
        yield 'x'.repeat(1000)
      }
    }
    await expect(async () => {
      for await (const _ of jsonLines('huge.jsonl', noNewline(), 10_000)) void _
    }).rejects.toThrow('huge.jsonl: line 1: a line longer than 10,000 characters')
    expect(produced).toBe(11)
  })
})
