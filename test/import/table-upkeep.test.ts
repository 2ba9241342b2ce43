// An import writes each row it changes once, and leaves the tables it wrote vacuumed and analyzed
// (src/import/store/maintenance.ts). A card row written twice in one import (an insert, then an
// update of the same row for its rulings date, tags or provenance) leaves a dead copy of every
// card behind, and every search scans those too.
//
// Writes are counted two ways: by PostgreSQL's counters of the import's transaction (the report)
// and, independently, by the rows whose xmin is that transaction (each row written, however often,
// is there once). Dead row versions are measured after the import: with pgstattuple where the
// server has it (exact), else from pg_stat_user_tables once the statistics are flushed (PGlite has
// one backend, so pg_stat_force_next_flush() makes them current).
import { afterEach, describe, expect, it } from 'vitest'
import { runImport, type ImportReport } from '../../src/import/index.js'
import type { Database } from '../../src/store/database.js'
import { CR_FILE, mtgjsonSetFiles } from '../support/data.js'
import { freshDatabase } from '../support/database.js'
import { corpusFile, setFile } from './helpers.js'

/** Fresh databases and imports: minutes when the machine is busy, seconds when it is not. */
const SLOW = 300_000
const quiet = { progress: false, log: () => {} }

let db: Database | undefined
afterEach(async () => {
  await db?.close()
  db = undefined
})

const run = (d: Database, files: string[]) =>
  runImport(
    d,
    files.map((location) => ({ location })),
    quiet,
  )
const writes = (report: ImportReport, table: string) =>
  report.tables.find((t) => t.table === table) ?? { table, inserted: 0, updated: 0, deleted: 0 }

/** Rows of `table` the latest import's transaction wrote (inserted or updated), each counted once. */
async function rowsWrittenByLastImport(d: Database, table: string): Promise<number> {
  const { rows } = await d.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM "${table}" WHERE xmin = (SELECT xmin FROM import_runs ORDER BY id DESC LIMIT 1)`,
  )
  return rows[0]!.n
}

async function hasPgstattuple(d: Database): Promise<boolean> {
  if (d.kind !== 'postgres') return false
  const { rowCount } = await d.pool.query(`SELECT 1 FROM pg_available_extensions WHERE name = 'pgstattuple'`)
  if (!rowCount) return false
  await d.pool.query('CREATE EXTENSION IF NOT EXISTS pgstattuple')
  return true
}

/** Dead row versions in a table, measured. */
async function deadRows(d: Database, table: string): Promise<number> {
  if (await hasPgstattuple(d)) {
    return Number((await d.pool.query<{ n: string }>('SELECT dead_tuple_count AS n FROM pgstattuple($1::regclass)', [table])).rows[0]!.n)
  }
  return Number((await tableStats(d, table)).n_dead_tup)
}

interface TableStats {
  n_tup_ins: string
  n_tup_upd: string
  n_dead_tup: string
  last_vacuum: Date | null
  last_analyze: Date | null
}

/**
 * A table's statistics once the import's writes are in them. The import's connection reports its
 * counters when it goes idle; on PostgreSQL another connection sees them within a moment, so wait
 * until the inserts are all there.
 */
async function tableStats(d: Database, table: string, inserted = 0): Promise<TableStats> {
  const deadline = Date.now() + 20_000
  for (;;) {
    await d.pool.query('SELECT pg_stat_force_next_flush()')
    await d.pool.query('SELECT pg_stat_clear_snapshot()')
    const { rows } = await d.pool.query<TableStats>(
      'SELECT n_tup_ins, n_tup_upd, n_dead_tup, last_vacuum, last_analyze FROM pg_stat_user_tables WHERE relname = $1',
      [table],
    )
    if (Number(rows[0]!.n_tup_ins) >= inserted || Date.now() > deadline) return rows[0]!
    await new Promise((r) => setTimeout(r, 200))
  }
}

describe('an import writes each row once and cleans up after itself', () => {
  it(
    'a first load (CR + 14 set files) inserts every row once: no row of any table is updated or deleted but the store generation, once; no dead rows are left',
    async () => {
      db = await freshDatabase()
      const report = await run(db, [CR_FILE, ...mtgjsonSetFiles()])
      expect(writes(report, 'cards')).toMatchObject({ inserted: 3206 + 138, updated: 0, deleted: 0 }) // with the tokens
      // sets get their card count when inserted, keywords their parent: nothing is written twice.
      // The store's generation is the one row an import updates, once for its whole transaction
      // (migration store_generation), however many statements it sends.
      for (const t of report.tables) {
        const updated = t.table === 'store_generation' ? 1 : 0
        expect({ table: t.table, updated: t.updated, deleted: t.deleted }).toEqual({ table: t.table, updated, deleted: 0 })
      }
      expect(writes(report, 'store_generation').updated).toBe(1)
      for (const table of ['cards', 'printings', 'rulings', 'card_tags', 'sets', 'keywords']) {
        expect(await rowsWrittenByLastImport(db, table), table).toBe(writes(report, table).inserted)
      }
      const stats = await tableStats(db, 'cards', 3206 + 138)
      expect(Number(stats.n_tup_upd)).toBe(0)
      expect(await deadRows(db, 'cards')).toBe(0)
      // a load this size is vacuumed and analyzed before the import returns
      expect(report.maintenance.vacuum).toEqual(expect.arrayContaining(['cards', 'printings', 'rulings', 'card_tags', 'rules']))
      expect(stats.last_vacuum).not.toBeNull()
      expect(stats.last_analyze).not.toBeNull()
      const { rows } = await db.pool.query<{ has_stats: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM pg_stats WHERE tablename = 'cards' AND attname = 'mana_value') AS has_stats`,
      )
      expect(rows[0]!.has_stats).toBe(true)
      if (await hasPgstattuple(db)) {
        // VACUUM moved the bulk insert's GIN pending lists into the indexes proper
        const { rows: pending } = await db.pool.query<{ index: string; pending_tuples: string }>(`
        SELECT c.relname AS index, g.pending_tuples FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
          JOIN pg_class t ON t.oid = i.indrelid JOIN pg_am a ON a.oid = c.relam, pgstatginindex(c.oid) g
         WHERE a.amname = 'gin' AND t.relname IN ('cards', 'rulings', 'rules')`)
        expect(pending.length).toBeGreaterThan(5)
        expect(pending.filter((p) => Number(p.pending_tuples) > 0)).toEqual([])
      }
    },
    SLOW,
  )

  it(
    'a newer build updates each card it changes once, and the updated tables are vacuumed: no dead rows are left',
    async () => {
      db = await freshDatabase()
      // Time Spiral block in the 2022 build, then Time Spiral Remastered (reprints of it) in the 2026 build
      await run(
        db,
        ['TSP', 'TSB', 'PLC', 'FUT'].map((code) => corpusFile('2022', code)),
      )
      const report = await run(db, [setFile('2026', 'TSR')])
      const cards = writes(report, 'cards')
      // the 2026 build moves the provenance of every card both have, and rewrites the ones it changed
      expect(cards.updated).toBeGreaterThan(200)
      expect(report.summary.cards!.updated).toBeGreaterThan(0)
      expect(cards.inserted).toBe(report.summary.cards!.added)
      expect(cards.updated).toBeLessThanOrEqual(report.summary.cards!.updated + report.summary.cards!.unchanged)
      for (const table of ['cards', 'printings', 'rulings', 'card_tags', 'sets']) {
        const w = writes(report, table)
        expect(await rowsWrittenByLastImport(db, table), table).toBe(w.inserted + w.updated)
      }
      expect(report.maintenance.vacuum).toEqual(expect.arrayContaining(['cards', 'printings']))
      expect(await deadRows(db, 'cards')).toBe(0)
      expect(await deadRows(db, 'printings')).toBe(0)
    },
    SLOW,
  )

  it(
    'importing the same files again writes nothing but the store generation, and needs no upkeep',
    async () => {
      db = await freshDatabase()
      await run(db, [setFile('2026', 'DOM')])
      const again = await run(db, [setFile('2026', 'DOM')])
      // no row of the store's data is written; the store's generation moves once, as for any
      // transaction that sends writing statements (a statement trigger fires on no rows too)
      expect(again.tables.filter((t) => t.table !== 'import_runs' && t.table !== 'store_generation')).toEqual([])
      expect(writes(again, 'store_generation')).toMatchObject({ inserted: 0, updated: 1, deleted: 0 })
      expect(again.maintenance).toEqual({ vacuum: [], analyze: [] })
    },
    SLOW,
  )
})
