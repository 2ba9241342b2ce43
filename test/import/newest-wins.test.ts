// When a card is in several files, its Oracle fields and its whole ruling list come from the
// newest MTGJSON build that has it, whatever the order of import. Defense of the Heart is in J16
// (build 5.2.0+20220425: older wording, 4 rulings) and in MAR (build 5.3.0+20260709: 2 rulings).
import { afterEach, describe, expect, it } from 'vitest'
import { importSources } from '../../src/import/index.js'
import type { Database } from '../../src/store/database.js'
import { freshDatabase } from '../support/database.js'
import { corpusFile } from './helpers.js'

/** Fresh databases and imports: minutes when the machine is busy, seconds when it is not. */
const SLOW = 300_000

const OLD = corpusFile('2022', 'J16')
const NEW = corpusFile('2026', 'MAR')
const DEFENSE = 'e7e1b166-9267-426d-897d-24903327b48d'
const quiet = { progress: false, log: () => {} }

let db: Database | undefined
afterEach(async () => {
  await db?.close()
  db = undefined
})

async function defense(d: Database) {
  const card = (
    await d.pool.query('SELECT oracle_text, source_version, rulings_date, updated_at FROM cards WHERE oracle_id = $1', [DEFENSE])
  ).rows[0]
  const rulings = (await d.pool.query('SELECT text FROM rulings WHERE oracle_id = $1 ORDER BY position', [DEFENSE])).rows.map((r) => r.text)
  const printings = (await d.pool.query('SELECT set_code FROM printings WHERE oracle_id = $1 ORDER BY set_code', [DEFENSE])).rows.map(
    (r) => r.set_code,
  )
  return { ...card, rulings, printings }
}

describe('newest build wins', () => {
  it(
    'a 2026 file then the older 2022 one: the older one adds its printing but changes no Oracle field or ruling',
    async () => {
      db = await freshDatabase()
      await importSources(db, [NEW], quiet)
      const before = await defense(db)
      expect(before.source_version).toBe('5.3.0+20260709')
      expect(before.rulings).toHaveLength(2)
      const summary = await importSources(db, [OLD], quiet)
      const after = await defense(db)
      expect(after).toEqual({ ...before, printings: ['J16', 'MAR'] })
      // J16's other cards are new; the cards both files have stay as MAR gave them
      expect(summary.cards!.updated).toBe(0)
      expect(summary.cards!.unchanged).toBeGreaterThan(0)
    },
    SLOW,
  )

  it(
    'the 2022 file then the 2026 one: the newer one updates the card in place',
    async () => {
      db = await freshDatabase()
      await importSources(db, [OLD], quiet)
      const old = await defense(db)
      expect(old.source_version).toBe('5.2.0+20220425')
      expect(old.rulings).toHaveLength(4)
      const summary = await importSources(db, [NEW], quiet)
      const now = await defense(db)
      expect(now.source_version).toBe('5.3.0+20260709')
      expect(now.oracle_text).not.toBe(old.oracle_text)
      expect(now.rulings).toHaveLength(2) // the whole list is replaced, not merged
      expect(now.rulings_date).toBe('2026-07-09')
      expect(now.printings).toEqual(['J16', 'MAR'])
      expect(summary.cards!.updated).toBeGreaterThan(0)
      expect(summary.rulings!.updated).toBeGreaterThan(0)
    },
    SLOW,
  )

  it(
    'both in one command, in either order, give the same store',
    async () => {
      db = await freshDatabase()
      await importSources(db, [OLD, NEW], quiet)
      const a = await defense(db)
      await db.close()
      db = await freshDatabase()
      await importSources(db, [NEW, OLD], quiet)
      const b = await defense(db)
      const { updated_at: _a, ...restA } = a
      const { updated_at: _b, ...restB } = b
      expect(restA).toEqual(restB)
      expect(restA.source_version).toBe('5.3.0+20260709')
      expect(restA.rulings).toHaveLength(2)
    },
    SLOW,
  )
})
