// The embedded default database: PGlite (PostgreSQL compiled to WASM) persisted in a folder and
// served in-process over the PostgreSQL wire protocol, so the rest of the service talks to it
// through `pg` and Prisma's adapter-pg exactly as it talks to a real server.
//
// Memory: PGlite runs PostgreSQL inside this process, and WASM memory only grows, so the server's
// settings bound what the embedded database costs (sharedBuffersFor, docs/scaling.md#memory).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { PLANNER_SETTINGS } from './planner.js'
import { runOn, sql } from './typed-sql.js'
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
  /** Server settings over the shared buffers of sharedBuffersFor (e.g. { default_transaction_read_only: 'on' }). */
  settings?: Record<string, string> | undefined
  maxConnections?: number
}

/** Tables and indexes beyond this size (the full corpus: ~450 MB; the seed data: ~25 MB) get the larger buffers. */
const LARGE_DATABASE_BYTES = 128 * 1024 * 1024

/**
 * PostgreSQL's shared buffers for a data folder (PGlite's default is 128 MB). They are allocated and
 * zeroed when PGlite starts, so they are resident from the first second, and the operating
 * system's page cache holds the rest of a large database (the folder's files are read through it).
 * 16 MB while the folder's tables are small keeps the seed-data service small (231 MB of RSS against
 * 249 MB with 32 MB); 32 MB once they are large, where 16 MB cost 12–19% of the full corpus's
 * search and full-text throughput at 4 connections (docs/scaling.md#memory).
 */
export function sharedBuffersFor(folder: string | undefined): string {
  return folder && folderBytes(path.join(folder, 'base')) > LARGE_DATABASE_BYTES ? '32MB' : '16MB'
}

/** The bytes of the files under dir (0 if it doesn't exist): a thousand stat calls for the full corpus. */
function folderBytes(dir: string): number {
  if (!existsSync(dir)) return 0
  let bytes = 0
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) bytes += statSync(path.join(entry.parentPath, entry.name)).size
  }
  return bytes
}

/** The data directory and the WAL files a snapshot needs: from the last checkpoint's redo point to the one written now. */
const WAL_FILES = sql(
  'embedded.walFiles',
  `SELECT current_setting('data_directory') AS "dir!", (SELECT redo_wal_file FROM pg_control_checkpoint()) AS "redo!",
          pg_walfile_name(pg_current_wal_insert_lsn()) AS "current!"`,
)

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
  const folder = dataDir ? path.join(dataDir, 'pglite') : undefined
  if (dataDir && folder) {
    mkdirSync(dataDir, { recursive: true })
    releaseLock = takeLock(dataDir)
    // unpacked file by file, not through loadDataDir: that holds the whole tarball in memory, twice
    if (opts.initialTarball && !existsSync(path.join(folder, 'PG_VERSION'))) untarInto(opts.initialTarball, folder)
  }
  try {
    // given on every start, so they apply to data folders made by earlier versions too
    const settings = { shared_buffers: sharedBuffersFor(folder), ...PLANNER_SETTINGS, ...opts.settings }
    const db = await PGlite.create({
      dataDir: folder,
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
        const { dir, redo, current } = (await runOn(db, WAL_FILES, []))[0]!
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
