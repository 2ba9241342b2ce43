// Scryfall bulk files (fixtures in Scryfall's documented shape, built from real card data): from a
// path, from a URL served by a local HTTP server (Scryfall's bulk-data API object pointing at the
// download, gzip), and after MTGJSON data (the newer source's fields, prices and rulings win).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { importSources, runImport } from '../../src/import/index.js'
import type { Database } from '../../src/store/database.js'
import { fixtureDatabase, freshDatabase } from '../support/database.js'
import { FIXTURES, setFile, snapshot } from './helpers.js'

/** Fresh databases and imports: minutes when the machine is busy, seconds when it is not. */
const SLOW = 300_000

const CARDS = path.join(FIXTURES, 'oracle-cards-20261101090000.json')
const RULINGS = path.join(FIXTURES, 'rulings-20261101090000.json')
const GROW = '645ab3c7-ee1d-4dd0-811f-2dc7f7c7e792'
const EMERIA = '6ec2a242-9068-4ee2-8ac8-8341cc570f56'
const quiet = { progress: false, log: () => {} }

let db: Database | undefined
afterEach(async () => {
  await db?.close()
  db = undefined
})

describe('Scryfall bulk files from a path', () => {
  it(
    'imports cards (one per Oracle id, with faces and prices) and tokens as extras',
    async () => {
      db = await freshDatabase()
      const report = await runImport(db, [{ location: CARDS }], quiet)
      expect(report.summary.cards).toEqual({ added: 3, updated: 0, unchanged: 0 })
      expect(report.summary.printings).toEqual({ added: 3, updated: 0, unchanged: 0 })
      expect(report.summary.sets).toEqual({ added: 3, updated: 0, unchanged: 0 })
      expect(report.skipped).toEqual({})
      const knight = (await db.pool.query("SELECT layout, is_extra FROM cards WHERE name = 'Knight'")).rows
      expect(knight).toEqual([{ layout: 'token', is_extra: true }])
      const grow = (
        await db.pool.query(
          'SELECT name, mana_cost, legalities, source_format, source_version, source_date FROM cards WHERE oracle_id = $1',
          [GROW],
        )
      ).rows[0]
      expect(grow).toMatchObject({ name: 'Grow from the Ashes', mana_cost: '{2}{G}', source_format: 'scryfall', source_date: '2026-11-01' })
      expect(grow.legalities).toMatchObject({ modern: 'legal', commander: 'legal', premodern: 'not_legal' })
      const price = (
        await db.pool.query('SELECT price_usd, price_usd_foil, set_code, collector_number FROM printings WHERE oracle_id = $1', [GROW])
      ).rows[0]
      expect(price).toEqual({ price_usd: '0.17', price_usd_foil: null, set_code: 'DOM', collector_number: '164' })
      const emeria = (await db.pool.query('SELECT name, mana_cost, types, oracle_text FROM cards WHERE oracle_id = $1', [EMERIA])).rows[0]
      expect(emeria).toMatchObject({
        name: "Emeria's Call // Emeria, Shattered Skyclave",
        mana_cost: '{4}{W}{W}{W}',
        types: ['Sorcery', 'Land'],
      })
      expect(emeria.oracle_text).toContain('\n//\n')
      const faces = (
        await db.pool.query('SELECT position, name, type_line, types FROM card_faces WHERE oracle_id = $1 ORDER BY position', [EMERIA])
      ).rows
      expect(faces).toEqual([
        { position: 0, name: "Emeria's Call", type_line: 'Sorcery', types: ['Sorcery'] },
        { position: 1, name: 'Emeria, Shattered Skyclave', type_line: 'Land', types: ['Land'] },
      ])
      expect((await db.pool.query("SELECT name, type FROM sets WHERE code = 'ZNR'")).rows[0]).toEqual({
        name: 'Zendikar Rising',
        type: 'expansion',
      })
    },
    SLOW,
  )

  it(
    'imports rulings with their source, and skips those of cards it does not have',
    async () => {
      db = await freshDatabase()
      const report = await runImport(db, [{ location: RULINGS }, { location: CARDS }], quiet) // rulings first: order does not matter
      expect(report.summary.rulings).toEqual({ added: 8, updated: 0, unchanged: 0 })
      expect(report.skipped['rulings of cards not in the database']).toBe(1) // Verazol's
      const rows = (
        await db.pool.query('SELECT position, published_at, source FROM rulings WHERE oracle_id = $1 ORDER BY position', [EMERIA])
      ).rows
      expect(rows).toEqual([
        { position: 0, published_at: '2020-09-25', source: 'wotc' },
        { position: 1, published_at: '2020-09-25', source: 'wotc' },
      ])
      const again = await importSources(db, [CARDS, RULINGS], quiet)
      expect(again.cards).toEqual({ added: 0, updated: 0, unchanged: 3 })
      expect(again.rulings).toEqual({ added: 0, updated: 0, unchanged: 8 })
    },
    SLOW,
  )
})

describe('Scryfall from a URL', () => {
  let server: Server
  let base: string
  beforeAll(async () => {
    const cardsGz = gzipSync(readFileSync(CARDS))
    const rulings = gzipSync(readFileSync(RULINGS))
    server = createServer((req, res) => {
      const pointer = (type: string, file: string) =>
        JSON.stringify({
          object: 'bulk_data',
          id: '27bf3214-1271-490b-bdfe-c0be6c23d02e',
          type,
          updated_at: '2026-11-01T09:00:00.000+00:00',
          uri: `${base}/bulk-data/${type}`,
          name: type,
          download_uri: `${base}/file/${file}`,
          content_type: 'application/json',
          content_encoding: 'gzip',
        })
      switch (req.url) {
        case '/bulk-data/oracle-cards':
          res.writeHead(200, { 'content-type': 'application/json' }).end(pointer('oracle_cards', 'oracle-cards.json.gz'))
          return
        case '/bulk-data/rulings':
          res.writeHead(200, { 'content-type': 'application/json' }).end(pointer('rulings', 'rulings.json'))
          return
        // stored compressed: recognised by its magic bytes
        case '/file/oracle-cards.json.gz':
          res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': cardsGz.length }).end(cardsGz)
          return
        // sent compressed over HTTP, as Scryfall does (fetch decompresses it)
        case '/file/rulings.json':
          res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(rulings)
          return
        default:
          res.writeHead(404).end('not found')
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  }, SLOW)

  it(
    'follows the bulk-data object to its download, dated by updated_at',
    async () => {
      db = await freshDatabase()
      const report = await runImport(db, [{ location: `${base}/bulk-data/oracle-cards` }, { location: `${base}/bulk-data/rulings` }], quiet)
      expect(report.summary.cards!.added).toBe(3)
      expect(report.summary.rulings!.added).toBe(8)
      expect(report.sources[0]!.source).toBe(`${base}/bulk-data/oracle-cards → ${base}/file/oracle-cards.json.gz`)
      const grow = (await db.pool.query('SELECT source_version, source_date FROM cards WHERE oracle_id = $1', [GROW])).rows[0]
      expect(grow).toEqual({ source_version: 'scryfall oracle_cards 2026-11-01', source_date: '2026-11-01' })
    },
    SLOW,
  )

  it(
    'names the URL and the HTTP status when the server refuses, and changes nothing',
    async () => {
      db = await freshDatabase()
      const before = await snapshot(db)
      await expect(importSources(db, [`${base}/bulk-data/oracle-cards`, `${base}/bulk-data/no-such-type`], quiet)).rejects.toThrow(
        `${base}/bulk-data/no-such-type: the server answered HTTP 404 Not Found`,
      )
      expect(await snapshot(db)).toEqual(before)
    },
    SLOW,
  )
})

describe('Scryfall after MTGJSON', () => {
  it(
    'newer Scryfall files replace rulings lists and add prices; an older MTGJSON file then changes nothing',
    async () => {
      db = await fixtureDatabase()
      const emeriaBefore = await db.pool.query('SELECT count(*)::int AS n FROM rulings WHERE oracle_id = $1', [EMERIA])
      expect(emeriaBefore.rows[0].n).toBe(9) // ZNR's list
      const { summary, removed } = await runImport(db, [{ location: CARDS }, { location: RULINGS }], quiet)
      // the whole newer list replaces the older one: Emeria's Call keeps 2 of ZNR's 9, Verazol 1 of
      // its 13, Grow from the Ashes' 6 gain their source
      expect((await db.pool.query('SELECT count(*)::int AS n FROM rulings WHERE oracle_id = $1', [EMERIA])).rows[0].n).toBe(2)
      expect(
        (await db.pool.query("SELECT count(*)::int AS n FROM rulings WHERE oracle_id = $1 AND source = 'wotc'", [GROW])).rows[0].n,
      ).toBe(6)
      expect(summary.rulings).toEqual({ added: 0, updated: 9, unchanged: 0 })
      expect(removed.rulings).toBe(7 + 12)
      const grow = (
        await db.pool.query(
          'SELECT c.source_format, c.source_date, c.rulings_date, p.price_usd FROM cards c JOIN printings p USING (oracle_id) WHERE c.oracle_id = $1 AND p.set_code = $2',
          [GROW, 'DOM'],
        )
      ).rows[0]
      expect(grow).toEqual({ source_format: 'scryfall', source_date: '2026-11-01', rulings_date: '2026-11-01', price_usd: '0.17' })
      // DOM again (2026-07-09, older than the Scryfall files): nothing moves back
      const before = await snapshot(db, { withRuns: false })
      const again = await importSources(db, [setFile('2026', 'DOM')], quiet)
      expect(again.cards!.updated + again.rulings!.updated + again.printings!.updated).toBe(0)
      expect(await snapshot(db, { withRuns: false })).toEqual(before)
    },
    SLOW,
  )
})
