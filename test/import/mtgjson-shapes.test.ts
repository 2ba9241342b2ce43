// The other MTGJSON shapes, built from real files: AllPrintings (several sets in one file, with
// "meta" after "data") and AtomicCards (cards without printings, faces grouped by Oracle id).
import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { runImport } from '../../src/import/index.js'
import type { Database } from '../../src/store/database.js'
import { freshDatabase } from '../support/database.js'
import { corpusFile, countRows, setFile, tempFile } from './helpers.js'

const SLOW = 300_000
const read = (file: string) => {
  const bytes = readFileSync(file)
  return JSON.parse((bytes[0] === 0x1f ? gunzipSync(bytes) : bytes).toString('utf8'))
}
let db: Database | undefined
afterEach(async () => {
  await db?.close()
  db = undefined
})

describe('MTGJSON AllPrintings', () => {
  it(
    'imports every set of the file, whatever the order of "meta" and "data"',
    async () => {
      const ugl = read(setFile('2022', 'UGL'))
      const pal = read(corpusFile('2022', 'PAL06'))
      const file = tempFile(
        'AllPrintings.json',
        `{"data": ${JSON.stringify({ UGL: ugl.data, PAL06: pal.data })}, "meta": ${JSON.stringify(ugl.meta)}}`,
      )
      db = await freshDatabase()
      const report = await runImport(db, [{ location: file }], { progress: false, log: () => {} })
      expect(report.sources[0]!.format).toBe('MTGJSON AllPrintings')
      expect(pal.data.tokens ?? []).toEqual([])
      expect(report.summary.sets!.added).toBe(3) // and UGL's token set
      expect(await countRows(db, 'printings')).toBe(88 + 6 + pal.data.cards.length)
      const sets = (await db.pool.query('SELECT code, card_count FROM sets ORDER BY code')).rows
      expect(sets).toEqual([
        { code: 'PAL06', card_count: pal.data.cards.length },
        { code: 'TUGL', card_count: 6 },
        { code: 'UGL', card_count: 88 },
      ])
      expect((await db.pool.query('SELECT DISTINCT source_date FROM cards')).rows).toEqual([{ source_date: '2022-04-25' }])
    },
    SLOW,
  )
})

describe('MTGJSON AtomicCards', () => {
  it(
    'imports cards without printings, one per Oracle id with its faces',
    async () => {
      const znr = read(setFile('2022', 'ZNR'))
      const entries = znr.data.cards.filter((c: { number: string }) => c.number === '12') // Emeria's Call, both faces
      const atomic = (c: Record<string, unknown>) => {
        const { uuid, number, setCode, rarity, artist, identifiers, ...rest } = c as Record<string, unknown> & {
          identifiers: { scryfallOracleId: string }
        }
        return { ...rest, identifiers: { scryfallOracleId: identifiers.scryfallOracleId } }
      }
      const file = tempFile('AtomicCards.json', JSON.stringify({ meta: znr.meta, data: { [entries[0].name]: entries.map(atomic) } }))
      db = await freshDatabase()
      const report = await runImport(db, [{ location: file }], { progress: false, log: () => {} })
      expect(report.sources[0]!.format).toBe('MTGJSON AtomicCards')
      expect(report.summary.cards).toEqual({ added: 1, updated: 0, unchanged: 0 })
      expect(await countRows(db, 'printings')).toBe(0)
      expect((await db.pool.query('SELECT name FROM card_faces ORDER BY position')).rows.map((r) => r.name)).toEqual([
        "Emeria's Call",
        'Emeria, Shattered Skyclave',
      ])
      expect(await countRows(db, 'rulings')).toBe(9)
    },
    SLOW,
  )
})
