// Database selection: DATABASE_URL → that PostgreSQL; unset → the embedded PGlite database.
// Either way the service gets the same two handles over one connection pool: Prisma Client for
// typed reads and writes, and `pg` for the SQL Prisma cannot express (search, bulk upserts).
import pg from 'pg'
import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient } from '../generated/prisma/client.js'
import { startEmbeddedPostgres, type EmbeddedOptions, type EmbeddedPostgres } from './embedded.js'
import { applyMigrations } from './migrate.js'

// DATE columns as 'YYYY-MM-DD' strings, not local-midnight Date objects (Prisma parses its own).
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v)

export interface Database {
  kind: 'postgres' | 'pglite'
  url: string
  pool: pg.Pool
  prisma: PrismaClient
  /** Migrations applied by this open (empty when the schema was current). */
  appliedMigrations: string[]
  /** The embedded server, when kind is 'pglite'. */
  embedded?: EmbeddedPostgres
  close(): Promise<void>
}

/**
 * A statement for a hot lookup whose planning costs about as much as its run: on PostgreSQL a
 * named prepared statement, parsed and planned once per connection. Not on PGlite, where every
 * pool connection shares the one embedded session: a second connection preparing the same name
 * would fail with "prepared statement … already exists".
 */
export function hotStatement(db: Pick<Database, 'kind'>, name: string, text: string, values: unknown[]): pg.QueryConfig {
  return db.kind === 'postgres' ? { name, text, values } : { text, values }
}

export interface OpenOptions {
  /** A PostgreSQL URL; when absent, the embedded database is used. */
  databaseUrl?: string | undefined
  /** Folder of the embedded database; null keeps it in memory (tests). */
  dataDir?: string | null
  /** More options of the embedded database (a tarball to start from, server settings). */
  embedded?: Omit<EmbeddedOptions, 'dataDir'>
  /** Apply pending migrations (default true). */
  migrate?: boolean
  poolSize?: number
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined
  let url = opts.databaseUrl
  if (!url) {
    embedded = await startEmbeddedPostgres({ ...opts.embedded, dataDir: opts.dataDir ?? null })
    url = embedded.url
  }
  // The embedded server runs one backend and queues connections; never open more than it accepts.
  const max = embedded ? embedded.maxConnections : (opts.poolSize ?? 10)
  const pool = new pg.Pool({ connectionString: url, max, application_name: 'arcanum' })
  pool.on('error', () => {}) // an idle client's error must not crash the process; the next query reports it
  try {
    let appliedMigrations: string[] = []
    if (opts.migrate !== false) {
      const client = await pool.connect()
      try {
        appliedMigrations = await applyMigrations(client)
      } finally {
        client.release()
      }
    }
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool) })
    return {
      kind: embedded ? 'pglite' : 'postgres',
      url,
      pool,
      prisma,
      appliedMigrations,
      ...(embedded && { embedded }),
      async close() {
        await prisma.$disconnect()
        await pool.end()
        await embedded?.close()
      },
    }
  } catch (e) {
    await pool.end().catch(() => {})
    await embedded?.close()
    throw e
  }
}
