// Databases for tests. With DATABASE_URL set, tests run on that PostgreSQL server, each in a
// database of its own created for it; without it, on the embedded PGlite, as the service does.
//
//   freshDatabase()   an empty, migrated database of your own
//   fixtureDatabase() a database of your own holding the CR and the 14 MTGJSON set files
//   sharedFixture()   the same data, read-only, opened once per test worker and shared by every
//                     test file the worker runs: the cheapest; a write fails ("read-only transaction")
//   scratchDatabase() an empty database that this open migrates (for tests of the migrations)
//
// Both kinds of content are built once and cached as snapshots, keyed on what they are built from
// (a template database on PostgreSQL, a data-folder tarball on PGlite), so a copy costs one
// CREATE DATABASE … TEMPLATE, or one in-memory PGlite start from the tarball: no initdb, no
// migrations, no import. How to write tests that stay fast: test/support/README.md.
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { PROJECT_ROOT } from '../../src/config.js'
import { openDatabase, type Database } from '../../src/store/database.js'
import { CR_FILE, mtgjsonSetFiles } from './data.js'

const serverUrl = process.env.DATABASE_URL || undefined
export const testBackend: Database['kind'] = serverUrl ? 'postgres' : 'pglite'

/**
 * This test run's id (test/support/global-setup.ts): every PostgreSQL database the run creates is
 * named after it, so the run's teardown drops whatever a crashed or careless test left behind.
 */
export const TEST_RUN = (safeInject('arcanumTestRun') ?? randomBytes(4).toString('hex')).toLowerCase()
export const THROWAWAY_PREFIX = 'arcanum_t_'

function safeInject(key: 'arcanumTestRun'): string | undefined {
  try {
    return inject(key)
  } catch {
    return undefined // not inside a vitest worker
  }
}

function databaseUrl(name: string): string {
  const url = new URL(serverUrl!)
  url.pathname = `/${name}`
  return url.toString()
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

interface CopyOptions {
  /** Refuse writes: every session starts with default_transaction_read_only. */
  readOnly?: boolean
}

/** Open a database on PostgreSQL that is dropped again when closed. */
async function openThrowaway(template?: string, { readOnly = false }: CopyOptions = {}): Promise<Database> {
  const name = `${THROWAWAY_PREFIX}${TEST_RUN}_${randomBytes(5).toString('hex')}`
  await admin(async (c) => {
    await c.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`)
    if (readOnly) await c.query(`ALTER DATABASE "${name}" SET default_transaction_read_only = on`)
  })
  // a copy of a snapshot is migrated already, and a read-only one could not record that it is
  const db = await openDatabase({ databaseUrl: databaseUrl(name), poolSize: 4, migrate: !template })
  const close = db.close
  db.close = async () => {
    await close()
    await admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
  }
  return db
}

// ------------------------------------------------------------------ snapshots

interface Snapshot {
  /** template-database and tarball name: arcanum_<kind>_<key> */
  kind: 'fx' | 'fxx' | 'empty'
  key: string
  /** The snapshot this one is built on (a copy of it is what `load` fills), else an empty migrated database. */
  base?: Snapshot
  /** Fill the database the snapshot is built in (a copy of `base`, or empty and migrated) with its content. */
  load(db: Database): Promise<void>
}

/** Hash a folder's files by their paths within the checkout, so checkouts of the same code share snapshots. */
const hashTree = (hash: ReturnType<typeof createHash>, dir: string) => {
  if (!existsSync(dir)) return
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const p = path.join(dir, entry.name)
    if (entry.isDirectory()) hashTree(hash, p)
    else hash.update(path.relative(PROJECT_ROOT, p)).update(readFileSync(p))
  }
}

/** What every snapshot depends on: the migrations and the embedded server's version and settings. */
function baseHash() {
  const hash = createHash('sha256')
  hashTree(hash, path.join(PROJECT_ROOT, 'prisma', 'migrations'))
  hash.update(readFileSync(path.join(PROJECT_ROOT, 'src', 'store', 'embedded.ts')))
  const require = createRequire(import.meta.url)
  hash.update(readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json')))
  return hash
}

const EMPTY: Snapshot = {
  kind: 'empty',
  key: baseHash().digest('hex').slice(0, 16),
  load: async () => {},
}

/** Changes whenever what the fixture is built from changes: migrations, importers, data files. */
function fixtureKey(extra: readonly string[]): string {
  const hash = baseHash()
  hashTree(hash, path.join(PROJECT_ROOT, 'src', 'import'))
  hashTree(hash, path.join(PROJECT_ROOT, 'src', 'annotate'))
  // the import stores each printing's card object, rendered by src/scryfall from what src/queries reads
  hashTree(hash, path.join(PROJECT_ROOT, 'src', 'scryfall'))
  hashTree(hash, path.join(PROJECT_ROOT, 'src', 'queries'))
  for (const f of [CR_FILE, ...mtgjsonSetFiles(), ...extra]) hash.update(f).update(String(statSync(f).size))
  return hash.digest('hex').slice(0, 16)
}

const importQuietly = async (db: Database, files: readonly string[]) => {
  const { importSources } = await import('../../src/import/index.js')
  await importSources(db, [...files], { progress: false, log: () => {} })
}

let fixtureKeyCache: string | undefined
/** The fixture: the CR and the 14 set files. */
const FIXTURE: Snapshot = {
  kind: 'fx',
  get key() {
    return (fixtureKeyCache ??= fixtureKey([]))
  },
  load: (db) => importQuietly(db, [CR_FILE, ...mtgjsonSetFiles()]),
}

/**
 * The fixture with `extra` source files (e.g. a few corpus sets) imported on top: built from a copy
 * of the fixture's snapshot, so only the extra files are imported (the same two imports, one after
 * the other, as importing everything into an empty database would run).
 */
function fixtureWithExtras(extra: readonly string[]): Snapshot {
  let key: string | undefined
  return {
    // fixtures with extra files are a kind of their own, so the clean-up of old versions never evicts the plain one
    kind: 'fxx',
    get key() {
      return (key ??= fixtureKey(extra))
    },
    base: FIXTURE,
    load: (db) => importQuietly(db, extra),
  }
}

/** Snapshots of a kind kept on a shared server or in SNAPSHOT_DIR, newest first: one per checkout that may be testing. */
const KEEP_SNAPSHOTS = 12

/** The snapshot's template database on the PostgreSQL server, built first if it is not there. */
async function postgresSnapshot(s: Snapshot): Promise<string> {
  const template = `arcanum_${s.kind}_${s.key}`
  // built before this one's lock is taken: a snapshot's builder never waits for its own lock
  const base = s.base && (await postgresSnapshot(s.base))
  const LOCK = { empty: 0x41524345, fx: 0x41524341, fxx: 0x41524342 }[s.kind] // one builder of a kind at a time across test workers
  const lock = new pg.Client({ connectionString: serverUrl })
  await lock.connect()
  try {
    const exists = async () => Boolean((await lock.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount)
    if (await exists()) return template
    await lock.query('SELECT pg_advisory_lock($1)', [LOCK])
    if (await exists()) return template
    const building = `${template}_build`
    await lock.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`)
    await lock.query(`CREATE DATABASE "${building}"${base ? ` TEMPLATE "${base}"` : ''}`)
    const db = await openDatabase({ databaseUrl: databaseUrl(building), poolSize: 4, migrate: !base })
    try {
      await s.load(db)
    } finally {
      await db.close()
    }
    await lock.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`)
    // snapshots of earlier versions of the code are dead weight: drop all but the newest few. Other
    // checkouts sharing this server (branches, worktrees) may be using theirs, so never with FORCE:
    // a snapshot being copied right now stays.
    const { rows } = await lock.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 AND datname NOT LIKE '%\\_build' ORDER BY oid DESC OFFSET $2`,
      [`arcanum\\_${s.kind}\\_%`, KEEP_SNAPSHOTS],
    )
    for (const { datname } of rows) await lock.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => {})
    return template
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [LOCK]).catch(() => {})
    await lock.end()
  }
}

/**
 * Where the PGlite tarballs are kept: outside the checkout, so every checkout of the same code on
 * this machine (a worktree, CI's fresh clone) reads the one built first, as they share the template
 * databases on a PostgreSQL server. The key names what a tarball was built from; a tarball is written
 * whole and then renamed into place, so a reader never sees half of one.
 */
const SNAPSHOT_DIR = process.env.ARCANUM_TEST_FIXTURES || path.join(os.tmpdir(), 'arcanum-test-fixtures')
const tarballs = new Map<string, Blob>()

/** The tarball's bytes, or undefined if it is not there (not built yet, or evicted by another checkout just now). */
function readTarball(file: string): Buffer<ArrayBuffer> | undefined {
  try {
    const bytes = readFileSync(file)
    // read means in use: the eviction below keeps the most recently used
    const now = new Date()
    utimesSync(file, now, now)
    return bytes
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw e
  }
}

/** The snapshot as a PGlite data-folder tarball (read once per process), built first if needed. */
async function pgliteSnapshot(s: Snapshot): Promise<Blob> {
  const file = path.join(SNAPSHOT_DIR, `${s.kind}-${s.key}.tar`)
  const cached = tarballs.get(file)
  if (cached) return cached
  mkdirSync(SNAPSHOT_DIR, { recursive: true })
  // the base is built (or read) before this one's lock is taken, so a builder never holds a lock while it waits
  if (s.base && !existsSync(file)) await pgliteSnapshot(s.base)
  const lockDir = `${file}.lock`
  // mkdir is atomic: the worker that creates the lock builds, the others wait for it
  let bytes: Buffer<ArrayBuffer> | undefined
  while (!(bytes = readTarball(file))) {
    try {
      mkdirSync(lockDir)
    } catch {
      const lock = statSync(lockDir, { throwIfNoEntry: false })
      if (lock && Date.now() - lock.mtimeMs > 15 * 60_000) rmSync(lockDir, { recursive: true, force: true }) // a builder died
      await new Promise((r) => setTimeout(r, 500))
      continue
    }
    try {
      if (existsSync(file)) continue
      const db = s.base
        ? await openDatabase({ dataDir: null, migrate: false, embedded: { loadDataDir: await pgliteSnapshot(s.base) } })
        : await openDatabase({ dataDir: null })
      let tar: Blob
      try {
        await s.load(db)
        tar = await db.embedded!.dumpDataDir()
      } finally {
        await db.close()
      }
      writeFileSync(`${file}.tmp`, Buffer.from(await tar.arrayBuffer()))
      renameSync(`${file}.tmp`, file)
      // snapshots of earlier versions of the code are dead weight: keep the most recently used few of a kind
      const old = readdirSync(SNAPSHOT_DIR)
        .filter((f) => f.startsWith(`${s.kind}-`) && f.endsWith('.tar'))
        .map((f) => ({
          f: path.join(SNAPSHOT_DIR, f),
          used: statSync(path.join(SNAPSHOT_DIR, f), { throwIfNoEntry: false })?.mtimeMs ?? 0,
        }))
        .sort((a, b) => b.used - a.used)
        .slice(KEEP_SNAPSHOTS)
      for (const { f } of old) rmSync(f, { force: true })
      // where earlier versions of this file kept them, in the checkout
      rmSync(path.join(PROJECT_ROOT, '.data', 'test-fixtures'), { recursive: true, force: true })
    } finally {
      rmSync(lockDir, { recursive: true, force: true })
    }
  }
  const blob = new Blob([bytes])
  tarballs.set(file, blob)
  return blob
}

/** A database of its own holding the snapshot's content, in memory on PGlite. */
async function copyOf(s: Snapshot, opts: CopyOptions = {}): Promise<Database> {
  if (serverUrl) return openThrowaway(await postgresSnapshot(s), opts)
  return openDatabase({
    dataDir: null,
    migrate: false,
    embedded: {
      loadDataDir: await pgliteSnapshot(s),
      ...(opts.readOnly && { settings: { default_transaction_read_only: 'on' } }),
    },
  })
}

// ------------------------------------------------------------------ what tests call

/** An empty, migrated database of your own: read and write freely; close it when done. */
export function freshDatabase(): Promise<Database> {
  return copyOf(EMPTY)
}

/**
 * An empty database that this open migrates (db.appliedMigrations lists every migration): for
 * tests of the migrations themselves. Slower than freshDatabase() (initdb on PGlite).
 */
export function scratchDatabase(): Promise<Database> {
  return serverUrl ? openThrowaway() : openDatabase({ dataDir: null })
}

/**
 * A database of your own holding the CR and the 14 MTGJSON set files (3,206 cards), and `extra`
 * source files imported on top (each such set of files is a snapshot of its own, built once): read
 * and write freely; close it when done.
 */
export function fixtureDatabase(extra: readonly string[] = []): Promise<Database> {
  return copyOf(extra.length ? fixtureWithExtras(extra) : FIXTURE)
}

let shared: Promise<Database> | undefined

/**
 * The fixture's content, read-only, opened once per test worker (vitest.config.ts runs test files
 * unisolated, so every file a worker runs gets the same one): for tests that only read. A write
 * fails with "cannot execute … in a read-only transaction". Its close() does nothing; it closes
 * with the worker.
 */
export function sharedFixture(): Promise<Database> {
  shared ??= copyOf(FIXTURE, { readOnly: true })
    .then((db) => {
      const close = db.close
      process.once('beforeExit', () => void close())
      return Object.assign(db, { close: async () => {} })
    })
    .catch((e: unknown) => {
      shared = undefined
      throw e
    })
  return shared
}
