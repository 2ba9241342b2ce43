// The embedded default database: PGlite (PostgreSQL compiled to WASM) persisted in a folder and
// served in-process over the PostgreSQL wire protocol, so the rest of the service talks to it
// through `pg` and Prisma's adapter-pg exactly as it talks to a real server.
//
// Memory: PGlite runs PostgreSQL inside this process, and WASM memory only grows, so the server's
// settings bound what the embedded database costs (EMBEDDED_SETTINGS, docs/scaling.md#memory).
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { untarInto } from './untar.js'

export interface EmbeddedPostgres {
  url: string
  /** Connections the socket server accepts at once; the pool must not open more. */
  maxConnections: number
  /** The whole data folder as a tarball, which `loadDataDir` starts another database from. */
  dumpDataDir(): Promise<Blob>
  close(): Promise<void>
}

export interface EmbeddedOptions {
  /** Folder of the database (created on first use); null keeps it in memory. */
  dataDir: string | null
  /** Start an in-memory database from this tarball (a `dumpDataDir()`) instead of an empty one. */
  loadDataDir?: Blob | undefined
  /** A data-folder tarball (a `dumpDataDir()` written to a file) a new `dataDir` starts from instead of initdb. */
  initialTarball?: string | undefined
  /** Server settings over EMBEDDED_SETTINGS (e.g. { default_transaction_read_only: 'on' }). */
  settings?: Record<string, string> | undefined
  maxConnections?: number
}

/**
 * Settings of the embedded server, given on every start (so they apply to data folders made by
 * earlier versions too). PostgreSQL's 128 MB of shared buffers are allocated and zeroed when
 * PGlite starts, so they are resident from the first second: 32 MB keeps the seed-data service
 * small, and the operating system's page cache holds the rest of a large database (the data
 * folder's files are read through it).
 */
export const EMBEDDED_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '32MB',
}

/**
 * initdb options of a new data folder: 1 MB WAL segments and a 4 MB floor, so a folder keeps a few
 * MB of write-ahead log after a checkpoint instead of 80 MB of recycled 16 MB segments.
 */
const INITDB_PARAMS = ['--wal-segsize=1', '--set', 'min_wal_size=4MB']

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

/** Start PGlite (see EmbeddedOptions) and serve it on a free port of 127.0.0.1. */
export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const { dataDir, maxConnections = 4 } = opts
  let releaseLock = () => {}
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true })
    releaseLock = takeLock(dataDir)
    // unpacked file by file, not through loadDataDir: that holds the whole tarball in memory, twice
    const folder = path.join(dataDir, 'pglite')
    if (opts.initialTarball && !existsSync(path.join(folder, 'PG_VERSION'))) untarInto(opts.initialTarball, folder)
  }
  try {
    const settings = { ...EMBEDDED_SETTINGS, ...opts.settings }
    const db = await PGlite.create({
      dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined,
      loadDataDir: dataDir ? undefined : opts.loadDataDir,
      extensions: { pg_trgm },
      initDbStartParams: INITDB_PARAMS,
      startParams: [...PGlite.defaultStartParams, ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])],
    })
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections })
    await server.start()
    const port = server.getServerConn().split(':').pop()
    return {
      url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
      maxConnections,
      dumpDataDir: async () => {
        await db.query('CHECKPOINT')
        // after a checkpoint only the WAL from its redo point on is needed; the rest are old or
        // recycled segments kept for later writes (tens of MB after an import): leave them out
        const { rows } = await db.query<{ dir: string; redo: string; current: string }>(
          `SELECT current_setting('data_directory') AS dir, (SELECT redo_wal_file FROM pg_control_checkpoint()) AS redo,
                  pg_walfile_name(pg_current_wal_insert_lsn()) AS current`,
        )
        const { dir, redo, current } = rows[0]!
        const fs = db.Module.FS
        for (const f of fs.readdir(`${dir}/pg_wal`) as string[]) {
          if (/^[0-9A-F]{24}$/.test(f) && (f < redo || f > current)) fs.unlink(`${dir}/pg_wal/${f}`)
        }
        return (await db.dumpDataDir('none')) as Blob
      },
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
