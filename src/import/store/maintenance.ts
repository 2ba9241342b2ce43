// Table upkeep after an import commits: what autovacuum would do, done at once, for the tables the
// import wrote. Neither database here can be left to do it: the embedded PGlite runs no autovacuum
// at all, and a PostgreSQL server may run without it (this machine's does) or get to it minutes
// later, while searches run on the fresh data at once.
//
// - ANALYZE gives the planner statistics of the new data (a freshly loaded table has none).
// - VACUUM makes the dead row versions of updated and deleted rows reusable, moves the rows a bulk
//   insert left in each GIN index's pending list into the index proper (until then every search
//   through that index scans the whole list), and marks pages all-visible, so index-only scans
//   (a card's printings by rarity) need not visit the table. It cannot run inside a transaction,
//   so it runs here, after COMMIT, one statement per table.
//
// A table qualifies by autovacuum's rules over its counters (pg_stat_user_tables plus what the
// import's transaction wrote, from pg_stat_xact_user_tables): ANALYZE when the rows changed since
// the last analyze exceed 50 + 10% of the table (autovacuum's defaults); VACUUM when dead rows
// exceed 50 + 10% of it (autovacuum waits for 20%: searches scan these tables) or rows inserted
// since the last vacuum exceed 50 + 20% of it (autovacuum: 1,000 + 20%; a GIN pending list of a
// few hundred rows already costs every search through that index). So an import of a few cards
// costs nothing more, a full load or a newer build of many cards is cleaned up before the command
// returns, and small imports add up as they would for autovacuum.
import type pg from 'pg'
import { runOn, sql } from '../../store/typed-sql.js'

export interface TableWrites {
  table: string
  inserted: number
  updated: number
  deleted: number
  /** Rows in the table after the import (estimated). */
  rows: number
  /** Rows changed since the table was last analyzed, this import included. */
  modifiedSinceAnalyze: number
  /** Dead row versions, this import's updates and deletes included. */
  dead: number
  /** Rows inserted since the table was last vacuumed, this import's included. */
  insertedSinceVacuum: number
}

export interface MaintenancePlan {
  vacuum: string[]
  analyze: string[]
}

export type PendingWrites = Map<string, { inserted: number; updated: number; deleted: number }>

/**
 * The backend's writes per table not yet reported to the statistics system. PostgreSQL 15 counts
 * in pg_stat_xact_user_tables what the connection did since it last reported (the transactions
 * before this one too, when they ended less than a second ago), so the import reads them when it
 * begins and subtracts.
 */
export async function pendingWrites(client: pg.ClientBase): Promise<PendingWrites> {
  const rows = await runOn(client, PENDING_WRITES, [])
  return new Map(rows.map((r) => [r.table, { inserted: Number(r.inserted), updated: Number(r.updated), deleted: Number(r.deleted) }]))
}

// the statistics views' counters are never NULL for a table they list
const PENDING_WRITES = sql(
  'maintenance.pendingWrites',
  `SELECT relname AS "table!", n_tup_ins AS "inserted!", n_tup_upd AS "updated!", n_tup_del AS "deleted!"
     FROM pg_stat_xact_user_tables WHERE schemaname = current_schema() AND n_tup_ins + n_tup_upd + n_tup_del > 0`,
)
const TABLE_WRITES = sql(
  'maintenance.tableWrites',
  `SELECT x.relname AS "table!", x.n_tup_ins AS "inserted!", x.n_tup_upd AS "updated!", x.n_tup_del AS "deleted!",
          c.reltuples, s.n_live_tup, s.n_dead_tup, s.n_mod_since_analyze, s.n_ins_since_vacuum
     FROM pg_stat_xact_user_tables x
     JOIN pg_class c ON c.oid = x.relid
     LEFT JOIN pg_stat_user_tables s ON s.relid = x.relid
    WHERE x.schemaname = current_schema() AND x.n_tup_ins + x.n_tup_upd + x.n_tup_del > 0
    ORDER BY x.relname`,
)

/**
 * What the current transaction wrote to each table of the store, with the table's counters
 * before it. Call inside the import's transaction, just before COMMIT, with what pendingWrites
 * gave when it began.
 */
export async function tableWrites(client: pg.ClientBase, unreported: PendingWrites): Promise<TableWrites[]> {
  const rows = await runOn(client, TABLE_WRITES, [])
  return rows.flatMap((r) => {
    const earlier = unreported.get(r.table)
    const inserted = Number(r.inserted) - (earlier?.inserted ?? 0)
    const updated = Number(r.updated) - (earlier?.updated ?? 0)
    const deleted = Number(r.deleted) - (earlier?.deleted ?? 0)
    if (inserted + updated + deleted === 0) return []
    // reltuples is -1 for a table never vacuumed or analyzed: then the counters know best
    const stored = r.reltuples >= 0 ? r.reltuples : Number(r.n_live_tup ?? 0)
    return [
      {
        table: r.table,
        inserted,
        updated,
        deleted,
        rows: Math.max(0, Math.round(stored + inserted - deleted)),
        modifiedSinceAnalyze: Number(r.n_mod_since_analyze ?? 0) + inserted + updated + deleted,
        dead: Number(r.n_dead_tup ?? 0) + updated + deleted,
        insertedSinceVacuum: Number(r.n_ins_since_vacuum ?? 0) + inserted,
      },
    ]
  })
}

/** Which tables to vacuum (with analyze) and which only to analyze. */
export function planMaintenance(writes: readonly TableWrites[]): MaintenancePlan {
  const plan: MaintenancePlan = { vacuum: [], analyze: [] }
  for (const w of writes) {
    const vacuum = w.dead > 50 + 0.1 * w.rows || w.insertedSinceVacuum > 50 + 0.2 * w.rows
    const analyze = w.modifiedSinceAnalyze > 50 + 0.1 * w.rows
    if (vacuum) plan.vacuum.push(w.table)
    else if (analyze) plan.analyze.push(w.table)
  }
  return plan
}

/**
 * Run the plan, outside any transaction. A table that cannot be maintained (a lock, a cancelled
 * statement) is reported through `log` and skipped: the import has committed either way.
 */
export async function maintainTables(client: pg.ClientBase, plan: MaintenancePlan, log: (line: string) => void): Promise<MaintenancePlan> {
  const done: MaintenancePlan = { vacuum: [], analyze: [] }
  if (!plan.vacuum.length && !plan.analyze.length) return done
  // the import's counters go to the statistics system now (the connection reports them when it is
  // next idle, which may otherwise be after VACUUM has counted the table's dead rows: added on top,
  // they would stand for rows that are gone). PostgreSQL 15 and later.
  await client.query('SELECT pg_stat_force_next_flush()').catch(() => {})
  const quote = (table: string) => `"${table.replace(/"/g, '""')}"`
  for (const table of plan.vacuum) {
    try {
      await client.query(`VACUUM (ANALYZE) ${quote(table)}`)
      done.vacuum.push(table)
    } catch (e) {
      log(`could not vacuum ${table} after the import (the data is imported): ${(e as Error).message}`)
    }
  }
  for (const table of plan.analyze) {
    try {
      await client.query(`ANALYZE ${quote(table)}`)
      done.analyze.push(table)
    } catch (e) {
      log(`could not analyze ${table} after the import (the data is imported): ${(e as Error).message}`)
    }
  }
  return done
}
