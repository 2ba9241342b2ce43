// The seeded embedded database, built once at install (scripts/build.mjs) as a PGlite data-folder
// tarball, so the first `npm start` on a new data folder unpacks it instead of running initdb,
// the migrations and the seed import: a first answer in seconds, and none of the import's memory
// in the service (WASM memory only grows). Keyed on everything the database is built from; a
// stale or missing tarball is simply not used, and the service seeds as before.
import { createHash, type Hash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { PROJECT_ROOT } from '../config.js'
import { openDatabase } from '../store/database.js'
import { SEED_DIR, seedIfEmpty } from './index.js'

const SNAPSHOT_DIR = path.join(PROJECT_ROOT, 'dist', 'seed-db')

function hashTree(hash: Hash, dir: string) {
  if (!existsSync(dir)) return
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) hashTree(hash, p)
    else hash.update(path.relative(PROJECT_ROOT, p)).update(readFileSync(p))
  }
}

/** What the seeded database is built from: migrations, seed data, the importers and what they use (the card renderer too), the embedded server. */
function snapshotFile(): string {
  const hash = createHash('sha256')
  for (const dir of ['prisma/migrations', 'src/import', 'src/annotate', 'src/editions', 'src/queries', 'src/scryfall', 'src/store'])
    hashTree(hash, path.join(PROJECT_ROOT, dir))
  hashTree(hash, SEED_DIR)
  const pglite = path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json')
  hash.update(readFileSync(pglite))
  return path.join(SNAPSHOT_DIR, `seed-${hash.digest('hex').slice(0, 16)}.tar`)
}

/** Build the seeded database's tarball unless the current one is there (install time). */
export async function writeSeedSnapshot(): Promise<string> {
  const file = snapshotFile()
  if (existsSync(file)) return file
  const db = await openDatabase({ dataDir: null })
  let tar: Blob
  try {
    await seedIfEmpty(db)
    tar = await db.embedded!.dumpDataDir()
  } finally {
    await db.close()
  }
  mkdirSync(SNAPSHOT_DIR, { recursive: true })
  writeFileSync(`${file}.tmp`, Buffer.from(await tar.arrayBuffer()))
  for (const old of readdirSync(SNAPSHOT_DIR))
    if (old !== `${path.basename(file)}.tmp`) rmSync(path.join(SNAPSHOT_DIR, old), { force: true })
  renameSync(`${file}.tmp`, file)
  return file
}

/** The tarball of the seeded database to start a new data folder from, when a current one was built. */
export function seedSnapshot(): string | undefined {
  const file = snapshotFile()
  return existsSync(file) ? file : undefined
}
