// The benches' PostgreSQL database holding the full corpus (the CR, the 14 set files and the 562
// corpus files): named by an environment variable, else DATABASE_URL's server (or the local one)
// with the bench's own database name; created and imported on the first run, reused afterwards.
import pg from 'pg'
import { openDatabase, type Database, type OpenOptions } from '../../src/store/database.js'
import { CR_FILE, corpusFiles, mtgjsonSetFiles } from '../../test/support/data.js'

/** `process.env[envVar]`, else the database `name` on DATABASE_URL's server (or 127.0.0.1:5432). */
export function benchDatabaseUrl(envVar: string, name: string): string {
  const given = process.env[envVar]
  if (given) return given
  const url = new URL(process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres')
  url.pathname = `/${name}`
  return url.toString()
}

/** CREATE DATABASE for the URL's database unless it exists. */
export async function createDatabaseIfMissing(url: string): Promise<void> {
  const admin = new URL(url)
  const name = admin.pathname.slice(1)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`)
  } finally {
    await client.end()
  }
}

/**
 * Store the card objects of a database imported before they were stored (the import's render
 * pass, src/import/store/render-cards.ts, run on its own in one transaction), so the benches
 * measure the stored path, not its fallback.
 */
async function renderCardObjectsIfMissing(db: Database, name: string): Promise<void> {
  const { rows } = await db.pool.query<{ missing: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM printings p WHERE NOT EXISTS (SELECT 1 FROM card_objects o WHERE o.printing_id = p.id)) AS missing',
  )
  if (!rows[0]!.missing) return
  const { renderStoredCards } = await import('../../src/import/store/render-cards.js')
  const started = performance.now()
  const client = await db.pool.connect()
  try {
    await client.query('BEGIN')
    const counts = await renderStoredCards(client, db.kind)
    await client.query('COMMIT')
    console.log(`stored ${counts.added} card objects in ${name} in ${((performance.now() - started) / 1000).toFixed(0)} s (once)`)
  } catch (e) {
    await client.query('ROLLBACK')
    throw e
  } finally {
    client.release()
  }
}

/** Import the full corpus into `db` unless it holds it already (at least 25,000 cards and the CR). */
export async function importFullCorpusOnce(db: Database, name: string): Promise<void> {
  const { rows } = await db.pool.query<{ cards: number; rules: number }>(
    'SELECT (SELECT count(*)::int FROM cards) AS cards, (SELECT count(*)::int FROM rules) AS rules',
  )
  if (rows[0]!.cards >= 25_000 && rows[0]!.rules > 3000) return renderCardObjectsIfMissing(db, name)
  const files = [CR_FILE, ...mtgjsonSetFiles(), ...corpusFiles()]
  console.log(`importing the full corpus into ${name} (${files.length} files; once)…`)
  const started = performance.now()
  const { runImport } = await import('../../src/import/index.js')
  const report = await runImport(
    db,
    files.map((location) => ({ location })),
    { progress: process.stderr.isTTY, log: () => {} },
  )
  const phases = Object.entries(report.timings).map(([phase, s]) => `${phase} ${s.toFixed(1)} s`)
  console.log(`imported in ${((performance.now() - started) / 1000).toFixed(0)} s (${phases.join(', ')})`)
}

/** The bench database at `url`, created and loaded with the full corpus if need be, opened. */
export async function openFullCorpus(url: string, options: Omit<OpenOptions, 'databaseUrl'> = {}): Promise<Database> {
  await createDatabaseIfMissing(url)
  const db = await openDatabase({ poolSize: 4, ...options, databaseUrl: url })
  try {
    await importFullCorpusOnce(db, new URL(url).pathname.slice(1))
  } catch (e) {
    await db.close()
    throw e
  }
  return db
}

/** As openFullCorpus, closed again: for benches whose servers open it themselves. */
export async function ensureFullCorpus(url: string): Promise<void> {
  await (await openFullCorpus(url)).close()
}
