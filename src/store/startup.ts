// Start-up against a database that may not be there yet: open it (DATABASE_URL or the embedded
// one), and while it is unreachable wait and retry, one line per attempt, for up to
// DB_STARTUP_WAIT_S. Any other failure, or the wait running out, is one line too: never a stack trace.
import type { Config } from '../config.js'
import { openDatabase, type Database, type OpenOptions } from './database.js'
import { databaseFailure } from './failures.js'

/** Thrown when the database could not be opened; its message is the one line to print. */
export class StartupError extends Error {
  override name = 'StartupError'
}

export interface StartupOptions {
  /** Where the "Waiting for …" lines go (console.error by default). */
  log?: (line: string) => void
  /** Pause between attempts, ms (default 2000). */
  retryMs?: number
  /** More options of the embedded database (e.g. the seeded tarball a new data folder starts from). */
  embedded?: OpenOptions['embedded']
  /** Apply pending migrations (default true; the MCP server over a read-only store says false). */
  migrate?: boolean
}

/** The service's database, waited for while it is unreachable; a StartupError (one line) when it cannot be opened. */
export async function openServiceDatabase(
  config: Config,
  { log = console.error, retryMs = 2000, embedded, migrate = true }: StartupOptions = {},
): Promise<Database> {
  const where = config.databaseUrl ? redactedUrl(config.databaseUrl) : `the embedded database in ${config.dataDir}`
  const deadline = Date.now() + config.dbStartupWaitS * 1000
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDatabase({
        databaseUrl: config.databaseUrl,
        readUrls: config.databaseReadUrls,
        readRouting: { maxLagMs: config.databaseReadMaxLagMs },
        directUrl: config.databaseDirectUrl,
        namedStatements: config.dbPreparedStatements,
        dataDir: config.dataDir,
        poolSize: config.dbPoolSize,
        statementTimeoutMs: config.statementTimeoutMs,
        connectTimeoutMs: config.dbConnectTimeoutMs,
        // the server's answer to a statement: a frozen server is given up on after this
        queryTimeoutMs: (config.statementTimeoutMs || 25_000) + 5000,
        maxWaiting: config.dbMaxWaiting,
        priorityPoolSize: config.dbPriorityPoolSize,
        ...(!config.databaseUrl && embedded && { embedded }),
        migrate,
      })
    } catch (e) {
      const reason = ((e as Error).message || String(e)).split('\n')[0]
      if (databaseFailure(e) !== 'unavailable' || Date.now() >= deadline) throw new StartupError(`${where}: ${reason}`)
      log(`Waiting for ${where} (attempt ${attempt}: ${reason}); retrying in ${retryMs / 1000} s…`)
      await new Promise((r) => setTimeout(r, retryMs))
    }
  }
}

/** A URL without its password, for messages. */
export function redactedUrl(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return 'DATABASE_URL'
  }
}
