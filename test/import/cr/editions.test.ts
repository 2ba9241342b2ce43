// Importing editions: several CR files in any order keep each edition once, ordered by effective
// date; each import stores the diff of every pair of consecutive editions (so reading a diff is a
// query); a re-import changes nothing; an edition imported between two others replaces their diff
// by two.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { diffEditions } from '../../../src/editions/index.js'
import { importSources } from '../../../src/import/index.js'
import type { Database } from '../../../src/store/database.js'
import { CR_FILE, CR_FILE_APRIL } from '../../support/data.js'
import { freshDatabase } from '../../support/database.js'
import { crText } from '../../editions/support.js'
import { parseRulesFile, snapshot, tempFile } from '../helpers.js'

const SLOW = 300_000
const quiet = { progress: false, log: () => {} }

async function storedDiffs(db: Database) {
  const { rows } = await db.pool.query<{
    from: string
    to: string
    changes: number
    summary: { total: number; kinds: Record<string, number> }
  }>(`
    SELECT f.effective_date::text AS from, t.effective_date::text AS to, x.summary,
           (SELECT count(*)::int FROM rules_changes c WHERE c.diff_id = x.id) AS changes
      FROM rules_diffs x JOIN rules_documents f ON f.id = x.from_document_id JOIN rules_documents t ON t.id = x.to_document_id
     ORDER BY f.effective_date`)
  return rows
}

/** The edition tables, diffs included, row by row. */
async function editionTables(db: Database) {
  const out: Record<string, string> = {}
  for (const t of ['rules_documents', 'rules', 'glossary_terms', 'rules_diffs', 'rules_changes']) {
    const { rows } = await db.pool.query<{ n: string; sum: string | null }>(
      `SELECT count(*) AS n, md5(string_agg(x::text, '|' ORDER BY x::text)) AS sum FROM "${t}" x`,
    )
    out[t] = `${rows[0]!.n}:${rows[0]!.sum ?? '-'}`
  }
  return out
}

describe('the two shared editions, newer first', () => {
  let db: Database
  beforeAll(async () => {
    db = await freshDatabase()
  })
  afterAll(async () => {
    await db?.close()
  })

  it(
    'are kept once each, in date order, with the diff of February → April stored as the pure diff computes it',
    async () => {
      const april = await importSources(db, [CR_FILE_APRIL], quiet)
      expect(april['rules diffs']).toEqual({ added: 0, updated: 0, unchanged: 0 })
      const feb = await importSources(db, [CR_FILE], quiet)
      expect(feb['rules diffs']).toEqual({ added: 1, updated: 0, unchanged: 0 })
      const docs = await db.pool.query('SELECT effective_date::text AS d FROM rules_documents ORDER BY id')
      expect(docs.rows.map((r) => r.d)).toEqual(['2026-04-17', '2026-02-27'])

      const expected = diffEditions(await parseRulesFile(CR_FILE), await parseRulesFile(CR_FILE_APRIL))
      const stored = await storedDiffs(db)
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({ from: '2026-02-27', to: '2026-04-17', changes: expected.changes.length })
      expect(stored[0]!.summary).toEqual(expected.summary)
      const { rows } = await db.pool.query(
        `SELECT kind::text AS kind, from_key AS from, to_key AS to, to_text AS "toText", words, renumbered FROM rules_changes ORDER BY ordinal`,
      )
      expect(rows).toEqual(
        expected.changes.map((c) => ({ kind: c.kind, from: c.from, to: c.to, toText: c.toText, words: c.words, renumbered: c.renumbered })),
      )
    },
    SLOW,
  )

  it(
    'imported again, both at once and in the other order, change nothing',
    async () => {
      const before = await editionTables(db)
      const again = await importSources(db, [CR_FILE, CR_FILE_APRIL], quiet)
      expect(again['rules diffs']).toEqual({ added: 0, updated: 0, unchanged: 1 })
      expect(again.rules).toEqual({ added: 0, updated: 0, unchanged: 3120 + 3138 })
      expect(await editionTables(db)).toEqual(before)
    },
    SLOW,
  )
})

const section = ['1. Game Concepts', '100. General']
const rule1 = '100.1. These Magic rules apply to any Magic game with two or more players.'
const rule2 = '100.2. To play, each player needs their own deck of traditional Magic cards.'
const inserted = '100.2. A tournament may be run under additional tournament rules.'
const shifted = '100.3. To play, each player needs their own deck of traditional Magic cards.'
const glossary: [string, string][] = [['Deck', 'The cards a player starts the game with. See rule 100.2.']]

describe('three hand-written editions imported out of order', () => {
  const jan = tempFile('cr-2026-01.txt', crText('2026-01-10', [...section, rule1, rule2], glossary))
  const feb = tempFile(
    'cr-2026-02.txt',
    crText('2026-02-10', [...section, rule1, inserted, shifted], [['Deck', 'The cards a player starts the game with. See rule 100.3.']]),
  )
  const mar = tempFile(
    'cr-2026-03.txt',
    crText(
      '2026-03-10',
      [...section, rule1, inserted, shifted, '100.4. Each player may also have a sideboard.'],
      [['Deck', 'The cards a player starts the game with. See rule 100.3.']],
    ),
  )
  let db: Database
  beforeAll(async () => {
    db = await freshDatabase()
  })
  afterAll(async () => {
    await db?.close()
  })

  it(
    'store the diff of each consecutive pair: January → March at first, then January → February → March',
    async () => {
      await importSources(db, [mar, jan], quiet)
      expect((await storedDiffs(db)).map((d) => [d.from, d.to, d.summary.total])).toEqual([['2026-01-10', '2026-03-10', 4]])
      const summary = await importSources(db, [feb], quiet)
      expect(summary['rules diffs']).toEqual({ added: 2, updated: 0, unchanged: 0 })
      expect((await storedDiffs(db)).map((d) => [d.from, d.to, d.summary.total])).toEqual([
        ['2026-01-10', '2026-02-10', 3], // 100.2 added, 100.2 → 100.3 moved, Deck renumbered
        ['2026-02-10', '2026-03-10', 1], // 100.4 added
      ])
      const { rows } = await db.pool.query(
        `SELECT kind::text AS kind, from_key AS from, to_key AS to, renumbered FROM rules_changes c JOIN rules_diffs x ON x.id = c.diff_id
          JOIN rules_documents t ON t.id = x.to_document_id WHERE t.effective_date = '2026-02-10' ORDER BY ordinal`,
      )
      expect(rows).toEqual([
        { kind: 'added', from: null, to: '100.2', renumbered: null },
        { kind: 'moved', from: '100.2', to: '100.3', renumbered: null },
        { kind: 'renumbered', from: 'Deck', to: 'Deck', renumbered: [{ from: '100.2', to: '100.3' }] },
      ])
    },
    SLOW,
  )

  it(
    'an edition imported again from a changed file has its diffs computed again; the same file again changes nothing',
    async () => {
      const edited = tempFile(
        'cr-2026-02-edited.txt',
        crText('2026-02-10', [...section, rule1, inserted.replace('may be run', 'may be held'), shifted], glossary),
      )
      const summary = await importSources(db, [edited], quiet)
      expect(summary['rules diffs']).toEqual({ added: 0, updated: 2, unchanged: 0 })
      const diffs = await storedDiffs(db)
      expect(diffs.map((d) => d.to)).toEqual(['2026-02-10', '2026-03-10'])
      // January → February: 100.2 added, 100.2 → 100.3 moved (Deck unchanged: the edited file cites 100.2 as January does);
      // February → March: 100.2 changed back, 100.4 added, Deck changed (100.2 → 100.3 is no renumbering: 100.2 stayed 100.2)
      expect(diffs.map((d) => d.summary.kinds)).toEqual([
        { added: 1, removed: 0, moved: 1, changed: 0, renumbered: 0 },
        { added: 1, removed: 0, moved: 0, changed: 2, renumbered: 0 },
      ])
      const before = await snapshot(db, { withRuns: false })
      const tables = await editionTables(db)
      expect((await importSources(db, [edited], quiet))['rules diffs']).toEqual({ added: 0, updated: 0, unchanged: 2 })
      expect(await editionTables(db)).toEqual(tables)
      expect(await snapshot(db, { withRuns: false })).toEqual(before)
    },
    SLOW,
  )
})
