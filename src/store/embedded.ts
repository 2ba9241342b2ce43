// The embedded default database: PGlite (PostgreSQL compiled to WASM) persisted in a folder and
// served in-process over the PostgreSQL wire protocol, so the rest of the service talks to it
// through `pg` and Prisma's adapter-pg exactly as it talks to a real server.
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

export interface EmbeddedPostgres {
  url: string
  /** Connections the socket server accepts at once; the pool must not open more. */
  maxConnections: number
  close(): Promise<void>
}

const LOCK_FILE = 'arcanum.pid'

/** PGlite is single-process: refuse to open a folder that another live process holds. */
function takeLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, LOCK_FILE)
  if (existsSync(lockPath)) {
    const pid = Number(readFileSync(lockPath, 'utf8'))
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${pid}. ` +
          'Stop it (the service or an import) first, or set DATABASE_URL to use a PostgreSQL server.',
      )
    }
  }
  writeFileSync(lockPath, String(process.pid))
  return () => rmSync(lockPath, { force: true })
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Start PGlite on `dataDir` (created on first use), or in memory when `dataDir` is null,
 * and serve it on a free port of 127.0.0.1.
 */
export async function startEmbeddedPostgres(dataDir: string | null, maxConnections = 4): Promise<EmbeddedPostgres> {
  let releaseLock = () => {}
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true })
    releaseLock = takeLock(dataDir)
  }
  try {
    const db = await PGlite.create({ dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined, extensions: { pg_trgm } })
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections })
    await server.start()
    const port = server.getServerConn().split(':').pop()
    return {
      url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
      maxConnections,
      async close() {
        await server.stop()
        await db.close()
        releaseLock()
      },
    }
  } catch (e) {
    releaseLock()
    throw e
  }
}
