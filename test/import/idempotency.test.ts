// Importing the same sources again changes nothing: every kind reports unchanged, and every
// table's rows (updated_at included) are exactly as they were. A newer edition of the CR
// imports alongside the older one and becomes the current one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importSources } from '../../src/import/index.js'
import type { Database } from '../../src/store/database.js'
import { CR_FILE, CR_FILE_APRIL, mtgjsonSetFiles } from '../support/data.js'
import { fixtureDatabase } from '../support/database.js'
import { snapshot } from './helpers.js'

/** Fresh databases and imports: minutes when the machine is busy, seconds when it is not. */
const SLOW = 300_000

let db: Database
beforeAll(async () => {
  db = await fixtureDatabase()
})
afterAll(async () => {
  await db?.close()
})

describe('a second import of the same files', () => {
  it(
    'reports everything unchanged and changes no row',
    async () => {
      const before = await snapshot(db, { withRuns: false })
      const summary = await importSources(db, [CR_FILE, ...mtgjsonSetFiles()], { progress: false, log: () => {} })
      for (const [kind, c] of Object.entries(summary)) {
        expect({ kind, added: c.added, updated: c.updated }).toEqual({ kind, added: 0, updated: 0 })
      }
      expect(summary.cards!.unchanged).toBe(3206 + 138) // cards and tokens
      expect(summary.printings!.unchanged).toBe(3897 + 194)
      expect(summary.rulings!.unchanged).toBe(8323)
      expect(summary.rules!.unchanged).toBe(3120)
      expect(summary.glossary!.unchanged).toBe(726)
      expect(summary.tags!.unchanged).toBeGreaterThan(30_000)
      expect(await snapshot(db, { withRuns: false })).toEqual(before)
    },
    SLOW,
  )
})

describe('a second edition of the Comprehensive Rules', () => {
  it(
    'imports alongside the first and becomes the current one',
    async () => {
      const summary = await importSources(db, [CR_FILE_APRIL], { progress: false, log: () => {} })
      expect(summary.rules).toEqual({ added: 3138, updated: 0, unchanged: 0 })
      const docs = await db.pool.query(
        "SELECT effective_date, (SELECT count(*)::int FROM rules r WHERE r.document_id = d.id AND r.kind IN ('rule', 'subrule')) AS rules FROM rules_documents d ORDER BY effective_date",
      )
      expect(docs.rows).toEqual([
        { effective_date: '2026-02-27', rules: 3120 },
        { effective_date: '2026-04-17', rules: 3138 },
      ])
      // keywords now point at the April edition
      const kicker = await db.pool.query(
        "SELECT d.effective_date, k.rule_number FROM keywords k JOIN rules_documents d ON d.id = k.document_id WHERE k.name = 'Kicker'",
      )
      expect(kicker.rows).toEqual([{ effective_date: '2026-04-17', rule_number: '702.33' }])
      // the older edition imported again changes nothing and stays older
      const again = await importSources(db, [CR_FILE], { progress: false, log: () => {} })
      expect(again.rules).toEqual({ added: 0, updated: 0, unchanged: 3120 })
      expect(again.keywords!.added + again.keywords!.updated).toBe(0)
    },
    SLOW,
  )
})
