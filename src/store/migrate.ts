// Applies prisma/migrations the way `prisma migrate deploy` does, without Prisma's native schema
// engine (which this machine cannot download). Row-compatible with Prisma's `_prisma_migrations`:
// same DDL, same advisory lock, a migration counts as applied when a row with its name is not
// rolled back, checksum = SHA-256 of migration.sql. A real `prisma migrate deploy/status` accepts
// the history it writes (see ../shared/notes/stack-spike/REPORT.md, A2).
import { createHash, randomUUID } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type pg from 'pg'
import { PROJECT_ROOT } from '../config.js'
import { runOn, sql } from './typed-sql.js'

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'prisma', 'migrations')
const PRISMA_MIGRATE_LOCK = 72707369

const HISTORY_DDL = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`

export function listMigrations(dir = MIGRATIONS_DIR): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
}

const APPLIED = sql('migrate.applied', 'SELECT migration_name, finished_at, rolled_back_at FROM "_prisma_migrations"')

/** Apply every pending migration, each in its own transaction; returns the names applied. */
export async function applyMigrations(client: pg.ClientBase, dir = MIGRATIONS_DIR): Promise<string[]> {
  await client.query('SELECT pg_advisory_lock($1)', [PRISMA_MIGRATE_LOCK])
  try {
    await client.query(HISTORY_DDL)
    const rows = await runOn(client, APPLIED, [])
    const failed = rows.filter((r) => r.finished_at === null && r.rolled_back_at === null)
    if (failed.length) {
      throw new Error(
        `Migrations failed earlier and must be resolved first: ${failed.map((r) => r.migration_name).join(', ')} ` +
          '(fix the cause, then mark them rolled back: `prisma migrate resolve --rolled-back <name>`)',
      )
    }
    const applied = new Set(rows.filter((r) => r.rolled_back_at === null).map((r) => r.migration_name))
    const done: string[] = []
    for (const name of listMigrations(dir)) {
      if (applied.has(name)) continue
      const script = readFileSync(path.join(dir, name, 'migration.sql'), 'utf8')
      const checksum = createHash('sha256').update(script, 'utf8').digest('hex')
      const id = randomUUID()
      const startedAt = new Date()
      try {
        await client.query('BEGIN')
        await client.query(script)
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
           VALUES ($1, $2, now(), $3, $4, 1)`,
          [id, checksum, name, startedAt],
        )
        await client.query('COMMIT')
      } catch (e) {
        await client.query('ROLLBACK')
        // Recorded as Prisma Migrate records a failure, so `prisma migrate status/resolve` understand it.
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, logs, started_at, applied_steps_count)
           VALUES ($1, $2, $3, $4, $5, 0)`,
          [id, checksum, name, (e as Error).message, startedAt],
        )
        throw new Error(`Migration ${name} failed: ${(e as Error).message}`)
      }
      done.push(name)
    }
    return done
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_MIGRATE_LOCK]).catch(() => {})
  }
}
