// `npm run import -- <files or URLs…>`: import into the service's database (DATABASE_URL, or the
// embedded one in the data folder), in one transaction, then print what was added and updated.
// Exit status: 0 on success, 1 when a source is bad (nothing was changed), 2 on wrong usage.
import { loadConfig } from '../config.js'
import { openDatabase } from '../store/database.js'
import { isImportError } from './errors.js'
import { formatSummary, runImport } from './index.js'

const USAGE = `usage: npm run import -- [--no-progress] <file or URL> [more files or URLs…]

Imports the Comprehensive Rules text, MTGJSON files (set files, AllPrintings, AtomicCards,
Keywords.json, AllPrices; .json or .json.gz) and Scryfall bulk files (cards, rulings; or a
https://api.scryfall.com/bulk-data/<type> URL), recognised by their content, in one transaction.
Into DATABASE_URL when set, else into the embedded database (${loadConfig().dataDir}).

Example: npm run import -- ../shared/data/comprehensive-rules/MagicCompRules-20260227.txt ../shared/data/mtgjson/sets-*/*.json`

const args = process.argv.slice(2)
if (!args.length || args.includes('-h') || args.includes('--help')) {
  console.error(USAGE)
  process.exit(args.length ? 0 : 2)
}
const unknown = args.filter((a) => a.startsWith('--') && a !== '--no-progress' && a !== '--progress')
if (unknown.length) {
  console.error(`unknown option ${unknown.join(', ')}\n\n${USAGE}`)
  process.exit(2)
}
const sources = args.filter((a) => !a.startsWith('--'))
const progress = args.includes('--no-progress') ? false : args.includes('--progress') ? true : process.stderr.isTTY === true

const config = loadConfig()
let db: Awaited<ReturnType<typeof openDatabase>>
try {
  db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
} catch (e) {
  console.error(`Cannot open the database: ${(e as Error).message}`)
  process.exit(1)
}
const target = db.kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'DATABASE_URL'
let status = 0
try {
  const report = await runImport(
    db,
    sources.map((location) => ({ location })),
    { progress, log: (l) => console.error(l) },
  )
  console.log(`Imported ${sources.length} source${sources.length === 1 ? '' : 's'} into ${target} in ${report.seconds.toFixed(1)} s:\n`)
  console.log(formatSummary(report.summary))
  const upkeep = [
    report.maintenance.vacuum.length ? `vacuumed and analyzed ${report.maintenance.vacuum.join(', ')}` : '',
    report.maintenance.analyze.length ? `analyzed ${report.maintenance.analyze.join(', ')}` : '',
  ].filter(Boolean)
  if (upkeep.length) console.log(`\nAfter the commit: ${upkeep.join('; ')} (${(report.timings.maintenance ?? 0).toFixed(1)} s).`)
} catch (e) {
  status = 1
  if (isImportError(e)) console.error(`Import failed, nothing was changed.\n${e.message}`)
  else console.error(`Import failed, nothing was changed.\n${(e as Error).stack ?? e}`)
} finally {
  await db.close()
}
process.exit(status)
