// The seed dataset (seed/): loaded into an empty database through the importer, never over data,
// and replaced by real sources.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importSources, seedFiles, seedIfEmpty } from '../../src/import/index.js'
import type { Database } from '../../src/store/database.js'
import { freshDatabase } from '../support/database.js'
import { countRows, setFile, tempFile } from './helpers.js'

/** Fresh databases and imports: minutes when the machine is busy, seconds when it is not. */
const SLOW = 300_000

const GROW = '645ab3c7-ee1d-4dd0-811f-2dc7f7c7e792'
let db: Database
const lines: string[] = []
let loaded: boolean

beforeAll(async () => {
  db = await freshDatabase()
  loaded = await seedIfEmpty(db, (l) => lines.push(l))
})
afterAll(async () => {
  await db?.close()
})

describe('the seed dataset', () => {
  it(
    'loads into an empty database, once',
    async () => {
      expect(seedFiles().map((f) => f.split('/').pop())).toEqual([
        '1-comprehensive-rules-excerpt.txt',
        '2-mtgjson-5.2.0-20220425.json',
        '3-mtgjson-5.3.0-20260709.json',
        '4-atomic-wicker-picker.json',
        '5-prices.json',
      ])
      expect(loaded).toBe(true)
      expect(lines).toEqual([
        expect.stringMatching(/^Loaded the seed dataset: 16 cards, \d+ rulings, \d+ rules, \d+ glossary terms, \d+ keywords\.$/),
      ])
      expect(await seedIfEmpty(db)).toBe(false)
    },
    SLOW,
  )

  it(
    'holds the cards the seed pages show, with their rulings, as seed data',
    async () => {
      const names = (await db.pool.query('SELECT name FROM cards ORDER BY name')).rows.map((r) => r.name)
      expect(names).toEqual([
        'Blast from the Past',
        'Bog Badger',
        'Comet Storm',
        'Elfhame Druid',
        'Everflowing Chalice',
        'Fiery Temper',
        'Gnarlid Pack',
        'Grow from the Ashes',
        'Joraga Warcaller',
        'Kor Firewalker',
        'Krosan Druid',
        'Meddling Mage',
        'Phyrexian Missionary',
        "Urza's Rage",
        'Verazol, the Split Current',
        'Wicker Picker',
      ])
      expect(new Set((await db.pool.query('SELECT DISTINCT source_format FROM cards')).rows.map((r) => r.source_format))).toEqual(
        new Set(['seed']),
      )
      const grow = (await db.pool.query('SELECT count(*)::int AS n FROM rulings WHERE oracle_id = $1', [GROW])).rows[0]
      expect(grow.n).toBe(6)
    },
    SLOW,
  )

  it(
    'carries the price seed 000 shows',
    async () => {
      const p = (await db.pool.query("SELECT price_usd FROM printings WHERE oracle_id = $1 AND set_code = 'DOM'", [GROW])).rows[0]
      expect(p.price_usd).toBe('0.17')
    },
    SLOW,
  )

  it(
    'has Wicker Picker with the rulings seed 003 quotes',
    async () => {
      const card = (
        await db.pool.query(
          "SELECT oracle_id, mana_cost, type_line, subtypes, oracle_text, power, toughness, is_funny FROM cards WHERE name = 'Wicker Picker'",
        )
      ).rows[0]
      expect(card).toMatchObject({
        mana_cost: '{3}',
        type_line: 'Artifact Creature — Scarecrow Guest',
        subtypes: ['Scarecrow', 'Guest'],
        power: '2',
        toughness: '3',
        is_funny: true,
      })
      expect(card.oracle_text).toMatch(/^Creature spells you cast have sticker kicker \{1\}\./)
      const rulings = (await db.pool.query('SELECT text FROM rulings WHERE oracle_id = $1 ORDER BY position', [card.oracle_id])).rows.map(
        (r) => r.text,
      )
      expect(rulings).toHaveLength(8)
      expect(rulings[1]).toBe('Sticker kicker is an optional additional cost that you may pay as you cast a creature spell.')
    },
    SLOW,
  )

  it(
    'has the rules and keywords the seed pages quote, from the CR excerpt',
    async () => {
      const doc = (await db.pool.query('SELECT effective_date, introduction FROM rules_documents')).rows
      expect(doc).toEqual([{ effective_date: '2026-02-27', introduction: expect.stringMatching(/^An excerpt of the Comprehensive Rules/) }])
      const kicker = (await db.pool.query("SELECT rule_number, definition FROM keywords WHERE name = 'Kicker'")).rows[0]
      expect(kicker.rule_number).toBe('702.33')
      expect(kicker.definition.split('\n')).toHaveLength(8)
      const sticker = (
        await db.pool.query(
          "SELECT k.rule_number, p.name AS parent FROM keywords k JOIN keywords p ON p.id = k.parent_id WHERE k.name = 'Sticker kicker'",
        )
      ).rows[0]
      expect(sticker).toEqual({ rule_number: '702.33h', parent: 'Kicker' })
      for (const n of ['106.7', '107.3m', '107.6', '701.23j', '702.29f', '702.35c']) {
        expect((await db.pool.query('SELECT 1 FROM rules WHERE number = $1', [n])).rowCount, n).toBe(1)
      }
    },
    SLOW,
  )

  it(
    'gives way to real data: a real source replaces seed cards, keeping the price',
    async () => {
      const summary = await importSources(db, [setFile('2026', 'DOM')], { progress: false, log: () => {} })
      expect(summary.cards!.added).toBe(265 - 3 + 13) // Grow, Elfhame Druid and Krosan Druid were there; 13 tokens
      const grow = (
        await db.pool.query(
          "SELECT c.source_format, p.price_usd FROM cards c JOIN printings p USING (oracle_id) WHERE c.oracle_id = $1 AND p.set_code = 'DOM'",
          [GROW],
        )
      ).rows[0]
      expect(grow).toEqual({ source_format: 'mtgjson', price_usd: '0.17' })
      // a real card named Wicker Picker (here a test file in Scryfall's shape) retires the seed's
      const real = tempFile(
        'oracle-cards-20261201000000.json',
        JSON.stringify([
          {
            object: 'card',
            id: '11111111-2222-4333-8444-555555555555',
            oracle_id: '66666666-7777-4888-8999-000000000000',
            name: 'Wicker Picker',
            layout: 'normal',
            mana_cost: '{3}',
            cmc: 3,
            type_line: 'Artifact Creature — Scarecrow Guest',
            oracle_text: 'Creature spells you cast have sticker kicker {1}.',
            colors: [],
            color_identity: [],
            keywords: [],
            legalities: {},
            set: 'unf',
            set_name: 'Unfinity',
            set_type: 'funny',
            collector_number: '1',
            rarity: 'common',
          },
        ]),
      )
      const before = await countRows(db, 'cards')
      await importSources(db, [real], { progress: false, log: () => {} })
      const pickers = (await db.pool.query("SELECT oracle_id, source_format FROM cards WHERE name = 'Wicker Picker'")).rows
      expect(pickers).toEqual([{ oracle_id: '66666666-7777-4888-8999-000000000000', source_format: 'scryfall' }])
      expect(await countRows(db, 'cards')).toBe(before)
    },
    SLOW,
  )

  it(
    'leaves its CR excerpt out when the database has a CR edition but no cards',
    async () => {
      const other = await freshDatabase()
      try {
        await importSources(other, [seedFiles()[0]!], { progress: false, log: () => {} }) // any edition
        await other.pool.query('UPDATE rules_documents SET introduction = $1', ['kept'])
        expect(await seedIfEmpty(other)).toBe(true)
        expect((await other.pool.query('SELECT introduction FROM rules_documents')).rows).toEqual([{ introduction: 'kept' }])
      } finally {
        await other.close()
      }
    },
    SLOW,
  )
})
