// One import = one transaction: every source is read into staging tables, then merged into the
// store, tags are derived, the run is recorded. Any error rolls all of it back, so the database
// is exactly as it was.
import { statSync } from 'node:fs'
import type { Database } from '../store/database.js'
import { ImportError } from './errors.js'
import { DATABASE_STEPS, progressBar } from './progress.js'
import { readSource, type SourceReport, type SourceSpec } from './read-source.js'
import { isUrl } from './source.js'
import { emptySummary, type ImportSummary } from './store/counts.js'
import { mergeCards, mergePrices, mergePrintings, mergeRulings, mergeSets, refreshSetCounts, retireSeedCards } from './store/merge-cards.js'
import { refreshTextLexemes } from './store/text-lexemes.js'
import { maintainTables, pendingWrites, planMaintenance, tableWrites, type MaintenancePlan, type TableWrites } from './store/maintenance.js'
import { mergeKeywords, mergeRules } from './store/merge-rules.js'
import { mergeTags } from './store/merge-tags.js'
import { renderStoredCards } from './store/render-cards.js'
import { storeEditionDiffs } from './cr/edition-diffs.js'
import { Stager } from './store/staging.js'
import { linkTokensFromText, type TokenLinkReport } from './token-links.js'

export interface ImportOptions {
  /** Show a progress bar (default: when stderr is a terminal). */
  progress?: boolean
  /** Where log lines go (default: stderr). */
  log?: (line: string) => void
}

export interface ImportReport {
  summary: ImportSummary
  sources: SourceReport[]
  /** Records left out on purpose, by reason (tokens, cards without an Oracle id, ...). */
  skipped: Record<string, number>
  /** Rows removed because a newer source no longer has them (rulings, rules, tags). */
  removed: Record<string, number>
  seconds: number
  /** Seconds spent per phase: reading (parse + staging), each merge step, and the upkeep after COMMIT. */
  timings: Record<string, number>
  /** Rows the import's transaction inserted, updated and deleted, per store table it wrote. */
  tables: TableWrites[]
  /** Tables vacuumed (and analyzed) or only analyzed after the commit (see store/maintenance.ts). */
  maintenance: MaintenancePlan
  /** The tokens linked from Oracle text ("create a … token") across the store (token-links.ts). */
  tokenLinks: TokenLinkReport
}

/** Serialises imports into one database (another import waits for this one's transaction). */
const IMPORT_LOCK = 0x41524349 // "ARCI"

export async function runImport(db: Database, specs: SourceSpec[], options: ImportOptions = {}): Promise<ImportReport> {
  if (!specs.length) throw new ImportError('import', 'no sources given: name files or URLs to import')
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`))
  const bar = progressBar(options.progress ?? process.stderr.isTTY === true)
  // the bar's total: every file's size now (a URL's when its response arrives)
  let fileBytes = 0
  for (const spec of specs) {
    if (isUrl(spec.location)) continue
    try {
      fileBytes += statSync(spec.location).size
    } catch {
      /* reported when the file is read */
    }
  }
  if (fileBytes) bar.addTotal(fileBytes)
  const started = Date.now()
  const client = await db.pool.connect()
  let committed = false
  const summary = emptySummary()
  const sources: SourceReport[] = []
  const removed: Record<string, number> = {}
  let stager: Stager
  const timings: Record<string, number> = {}
  let mark = Date.now()
  const lap = (phase: string) => {
    const now = Date.now()
    timings[phase] = (timings[phase] ?? 0) + (now - mark) / 1000
    mark = now
    bar.stepDone(phase)
  }
  try {
    await client.query('BEGIN')
    await client.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK])
    const unreported = await pendingWrites(client)
    stager = new Stager(client)
    await stager.create()
    for (const spec of specs) {
      const report = await readSource(spec, {
        stager,
        onBytes: (bytes, file) => bar.advance(bytes, file),
        onSize: (bytes) => bar.addTotal(bytes),
      })
      sources.push(report)
      if (!options.progress) log(`${report.source}: ${report.description}`)
    }
    lap('read')
    bar.phase(`${DATABASE_STEPS[0]![1]} (step 1 of ${DATABASE_STEPS.length})`)
    const sets = await mergeSets(client)
    lap('sets')
    const cards = await mergeCards(client)
    lap('cards')
    const rulings = await mergeRulings(client)
    lap('rulings')
    const printings = await mergePrintings(client)
    const prices = await mergePrices(client)
    const countChanged = await refreshSetCounts(client)
    const retired = await retireSeedCards(client)
    if (retired) removed['seed cards (a real source has their name)'] = retired
    lap('printings')
    // before anything renders card objects from the printings: their all_parts depend on it
    const tokenLinks = await linkTokensFromText(client)
    lap('token links')
    // a set whose card count changed is updated, unless this run added it
    const setsAdded = printings.setsAdded
    const setsUpdated = new Set([...sets.updated, ...countChanged].filter((code) => !setsAdded.has(code)))
    const setsSeen = new Set([...sets.staged, ...setsUpdated, ...setsAdded])
    summary.sets = { added: setsAdded.size, updated: setsUpdated.size, unchanged: setsSeen.size - setsAdded.size - setsUpdated.size }
    summary.cards = cards
    summary.rulings = rulings.counts
    if (rulings.removed) removed.rulings = rulings.removed
    summary.printings = {
      added: printings.added,
      updated: printings.updated + prices.counts.updated,
      unchanged: printings.unchanged + prices.counts.unchanged,
    }
    const rules = await mergeRules(client)
    lap('rules')
    summary.rules = rules.rules
    summary.sections = rules.sections
    summary.glossary = rules.glossary
    if (rules.removed) removed.rules = rules.removed
    if (sources.some((s) => s.format === 'Comprehensive Rules')) {
      summary['rules diffs'] = await storeEditionDiffs(client)
      lap('rules diff')
    }
    summary.keywords = await mergeKeywords(client)
    lap('keywords')
    // after every write to rules, glossary terms and rulings
    await refreshTextLexemes(client)
    lap('text lexemes')
    const tags = await mergeTags(client)
    lap('tags')
    summary.tags = tags.counts
    if (tags.removed) removed.tags = tags.removed
    // last of the writes: every step that changes what a card object shows (related-card links
    // included) runs before this pass, which renders and stores each printing's card object
    const rendered = await renderStoredCards(client, db.kind)
    lap('render')
    summary['card objects'] = {
      added: rendered.added,
      updated: rendered.updated,
      unchanged: rendered.rendered - rendered.added - rendered.updated,
    }
    const skipped = Object.fromEntries(stager.skippedCounts)
    if (rulings.skippedUnknownCards) skipped['rulings of cards not in the database'] = rulings.skippedUnknownCards
    if (prices.skippedUnknown) skipped['prices of printings not in the database'] = prices.skippedUnknown
    await client.query('INSERT INTO import_runs (started_at, finished_at, sources, summary) VALUES ($1, now(), $2, $3)', [
      new Date(started),
      specs.map((s) => s.location),
      JSON.stringify({ ...summary, skipped, removed, seconds: (Date.now() - started) / 1000 }),
    ])
    const tables = await tableWrites(client, unreported)
    await client.query('COMMIT')
    committed = true
    lap('commit')
    const maintenance = await maintainTables(client, planMaintenance(tables), log)
    lap('maintenance')
    bar.stop()
    for (const [reason, count] of Object.entries(skipped)) log(`skipped ${count.toLocaleString('en-US')} ${reason}`)
    for (const [kind, count] of Object.entries(removed))
      log(`removed ${count.toLocaleString('en-US')} ${kind} that newer sources no longer have`)
    return { summary, sources, skipped, removed, seconds: (Date.now() - started) / 1000, timings, tables, maintenance, tokenLinks }
  } catch (e) {
    bar.stop()
    if (!committed) await client.query('ROLLBACK').catch(() => {})
    // a database refusal while merging is reported as such (nothing was changed either way)
    const db = e as Error & { code?: unknown; detail?: unknown; severity?: unknown }
    if (!(e instanceof ImportError) && typeof db.code === 'string' && typeof db.severity === 'string') {
      throw new ImportError('database', `${db.message}${typeof db.detail === 'string' ? ` (${db.detail})` : ''} [SQLSTATE ${db.code}]`)
    }
    throw e
  } finally {
    client.release()
  }
}

/** The summary as a table: kind, added, updated, unchanged. */
export function formatSummary(summary: ImportSummary): string {
  const rows = Object.entries(summary).filter(([, c]) => c.added || c.updated || c.unchanged)
  if (!rows.length) return 'Nothing to import.'
  const header = ['', 'added', 'updated', 'unchanged']
  const body = rows.map(([kind, c]) =>
    [kind, c.added, c.updated, c.unchanged].map((v) => (typeof v === 'number' ? v.toLocaleString('en-US') : v)),
  )
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => String(r[i]).length)))
  const line = (cells: (string | number)[]) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!))).join('  ')
  return [line(header), ...body.map(line)].join('\n')
}
