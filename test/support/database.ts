// Databases for tests. With DATABASE_URL set, tests run on that PostgreSQL server, each in a
// database of its own created for it; without it, on the embedded PGlite, as the service does.
//
//   freshDatabase()   an empty, migrated database
//   fixtureDatabase() a database holding the CR and the 14 MTGJSON set files, built once and
//                     cached (a template database on PostgreSQL, a copied data folder on PGlite),
//                     so every test file gets its own copy to read or change freely. Given more
//                     files (e.g. a few corpus sets), a fixture of those on top, cached the same way.
import { createHash, randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { PROJECT_ROOT } from '../../src/config.js'
import { openDatabase, type Database } from '../../src/store/database.js'
import { CR_FILE, mtgjsonSetFiles } from './data.js'

const serverUrl = process.env.DATABASE_URL || undefined
export const testBackend: Database['kind'] = serverUrl ? 'postgres' : 'pglite'

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

/** Open a database on PostgreSQL that is dropped again when closed. */
async function openThrowaway(template?: string): Promise<Database> {
  const name = `arcanum_t_${randomBytes(6).toString('hex')}`
  await admin((c) => c.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`))
  const db = await openDatabase({ databaseUrl: databaseUrl(name), poolSize: 4 })
  const close = db.close
  db.close = async () => {
    await close()
    await admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
  }
  return db
}

export async function freshDatabase(): Promise<Database> {
  return serverUrl ? openThrowaway() : openDatabase({ dataDir: null })
}

// ------------------------------------------------------------------ the shared fixture

/** Changes whenever what the fixture is built from changes: migrations, importers, data files. */
function fixtureKey(extra: readonly string[] = []): string {
  const hash = createHash('sha256')
  const walk = (dir: string) => {
    if (!existsSync(dir)) return
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(p)
      else hash.update(p).update(readFileSync(p))
    }
  }
  walk(path.join(PROJECT_ROOT, 'prisma', 'migrations'))
  walk(path.join(PROJECT_ROOT, 'src', 'import'))
  walk(path.join(PROJECT_ROOT, 'src', 'annotate'))
  for (const f of [CR_FILE, ...mtgjsonSetFiles(), ...extra]) hash.update(f).update(String(statSync(f).size))
  return hash.digest('hex').slice(0, 16)
}

async function loadFixtureData(db: Database, extra: readonly string[]) {
  const { importSources } = await import('../../src/import/index.js')
  await importSources(db, [CR_FILE, ...mtgjsonSetFiles()], { progress: false, log: () => {} })
  if (extra.length) await importSources(db, [...extra], { progress: false, log: () => {} })
}

/** Fixture databases kept on a shared server, newest first: one per checkout that may be testing. */
const KEEP_FIXTURES = 8

async function postgresFixture(extra: readonly string[]): Promise<Database> {
  const template = `arcanum_fx_${fixtureKey(extra)}`
  const LOCK = 0x41524341 // "ARCA": one builder at a time across test workers
  const lock = new pg.Client({ connectionString: serverUrl })
  await lock.connect()
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [LOCK])
    const { rowCount } = await lock.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])
    if (!rowCount) {
      const building = `${template}_build`
      await lock.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`)
      await lock.query(`CREATE DATABASE "${building}"`)
      const db = await openDatabase({ databaseUrl: databaseUrl(building), poolSize: 4 })
      try {
        await loadFixtureData(db, extra)
      } finally {
        await db.close()
      }
      await lock.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`)
      // fixtures of earlier versions of the code are dead weight: drop all but the newest few. Other
      // checkouts sharing this server (branches, worktrees) may be using theirs, so never with FORCE:
      // a fixture being copied right now stays.
      const { rows } = await lock.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'arcanum\\_fx\\_%' AND datname NOT LIKE '%\\_build'
          ORDER BY oid DESC OFFSET $1`,
        [KEEP_FIXTURES],
      )
      for (const { datname } of rows) await lock.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => {})
    }
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [LOCK]).catch(() => {})
    await lock.end()
  }
  return openThrowaway(template)
}

async function pgliteFixture(extra: readonly string[]): Promise<Database> {
  // a fixture with extra files lives in a folder of its own, so that the clean-up of older versions
  // below never removes the plain fixture or another one
  const kind = extra.length ? `extra-${createHash('sha256').update(extra.join('\n')).digest('hex').slice(0, 8)}` : ''
  const fixtures = path.join(PROJECT_ROOT, '.data', 'test-fixtures', kind)
  const ready = path.join(fixtures, fixtureKey(extra))
  mkdirSync(fixtures, { recursive: true })
  const lockDir = `${ready}.lock`
  // mkdir is atomic: the worker that creates the lock builds, the others wait for it
  for (;;) {
    if (existsSync(ready)) break
    try {
      mkdirSync(lockDir)
    } catch {
      if (Date.now() - statSync(lockDir).mtimeMs > 15 * 60_000) rmSync(lockDir, { recursive: true, force: true })
      await new Promise((r) => setTimeout(r, 500))
      continue
    }
    try {
      const building = `${ready}.build`
      rmSync(building, { recursive: true, force: true })
      const db = await openDatabase({ dataDir: building })
      try {
        await loadFixtureData(db, extra)
      } finally {
        await db.close()
      }
      renameSync(building, ready)
      // fixtures of earlier versions of the code are dead weight (about 150 MB each): remove them
      for (const old of readdirSync(fixtures)) {
        if (/^[0-9a-f]{16}$/.test(old) && path.join(fixtures, old) !== ready)
          rmSync(path.join(fixtures, old), { recursive: true, force: true })
      }
    } finally {
      rmSync(lockDir, { recursive: true, force: true })
    }
  }
  const copy = path.join(tmpdir(), `arcanum-test-${randomBytes(6).toString('hex')}`)
  cpSync(ready, copy, { recursive: true })
  const db = await openDatabase({ dataDir: copy })
  const close = db.close
  db.close = async () => {
    await close()
    rmSync(copy, { recursive: true, force: true })
  }
  return db
}

/** The fixture (the CR and the 14 set files), with `extra` source files imported on top. */
export async function fixtureDatabase(extra: readonly string[] = []): Promise<Database> {
  return serverUrl ? postgresFixture(extra) : pgliteFixture(extra)
}
