// Public entry point of the importers (the contract other layers and the tests rely on).
// Each source is a path or an http(s) URL; its format is recognised by its content: the
// Comprehensive Rules text, MTGJSON files (set, AllPrintings, AtomicCards, Keywords, AllPrices),
// Scryfall bulk files (cards, rulings) or a Scryfall bulk-data API object. One call is one
// transaction: it all lands, or nothing does.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { PROJECT_ROOT } from '../config.js'
import type { Database } from '../store/database.js'
import { runOn, sql } from '../store/typed-sql.js'
import { runImport, type ImportOptions } from './run.js'
import type { ImportSummary } from './store/counts.js'

export type { ImportOptions, ImportReport } from './run.js'
export type { ImportSummary, KindCounts } from './store/counts.js'
export { formatSummary, runImport } from './run.js'
export { ImportError } from './errors.js'

export async function importSources(db: Database, sources: string[], options: ImportOptions = {}): Promise<ImportSummary> {
  const report = await runImport(
    db,
    sources.map((location) => ({ location })),
    options,
  )
  return report.summary
}

/** The project's own small dataset (see seed/README.md). */
export const SEED_DIR = path.join(PROJECT_ROOT, 'seed')

/** The seed's data files, in import order. */
export function seedFiles(dir = SEED_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => /\.(json|txt)$/.test(f))
    .sort()
    .map((f) => path.join(dir, f))
}

const HELD = sql('import.held', 'SELECT EXISTS (SELECT 1 FROM cards) AS "cards!", EXISTS (SELECT 1 FROM rules_documents) AS "rules!"')

/**
 * Load the seed dataset when the cards table is empty (a fresh install). Its CR excerpt is left
 * out when the database already holds a Comprehensive Rules edition. Returns whether it loaded.
 */
export async function seedIfEmpty(db: Database, log: (line: string) => void = () => {}): Promise<boolean> {
  const rows = await runOn(db.pool, HELD, [])
  if (rows[0]?.cards) return false
  const files = seedFiles().filter((f) => !(rows[0]?.rules && f.endsWith('.txt')))
  const report = await runImport(
    db,
    files.map((location) => ({ location, seed: true })),
    { progress: false, log: () => {} },
  )
  const s = report.summary
  log(
    `Loaded the seed dataset: ${s.cards!.added} cards, ${s.rulings!.added} rulings, ${s.rules!.added} rules, ${s.glossary!.added} glossary terms, ${s.keywords!.added} keywords.`,
  )
  return true
}
