// `npm run import:all`: import everything the shared data folder holds (both CR editions, every
// MTGJSON set file, Keywords.json) in one run of the importer, and say how long it took;
// `npm run import:all -- --quick` imports the quick path (the newest CR and the 14 set files).
// The file list goes to the importer directly, never through npm, so the terminal shows one line
// about it instead of every path.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfig } from '../config.js'
import { everything, quickPath, sharedData, totalBytes } from './shared-data.js'

const args = process.argv.slice(2)
const quick = args.includes('--quick')
const passOn = args.filter((a) => a === '--no-progress' || a === '--progress')
const unknown = args.filter((a) => a !== '--quick' && a !== '--no-progress' && a !== '--progress')
if (unknown.length) {
  console.error(`unknown option ${unknown.join(', ')}\nusage: npm run import:all [-- --quick] [--no-progress]`)
  process.exit(2)
}
const config = loadConfig()
const data = sharedData(config.sharedDataDir)
const sources = quick ? quickPath(data) : everything(data)
if (!data.rules.length || !sources.length) {
  console.error(
    `No shared data in ${config.sharedDataDir} (set ARCANUM_SHARED_DATA to the folder holding comprehensive-rules/ and mtgjson/).`,
  )
  process.exit(2)
}
const cardFiles = quick ? data.sets.length : data.sets.length + data.corpus.length
const editions = quick ? 1 : data.rules.length
console.log(
  `Importing ${editions} CR edition${editions === 1 ? '' : 's'} and ${cardFiles} MTGJSON file${cardFiles === 1 ? '' : 's'}` +
    `${!quick && data.keywords.length ? ' and Keywords.json' : ''} (${(totalBytes(sources) / 1024 / 1024).toFixed(0)} MB) from ` +
    `${path.relative(process.cwd(), config.sharedDataDir) || '.'}, in one transaction…`,
)
const started = performance.now()
const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cli.js')
const run = spawnSync(process.execPath, [...process.execArgv, cli, ...passOn, ...sources], { stdio: 'inherit' })
const seconds = (performance.now() - started) / 1000
if (run.status === 0) console.log(`\nimport:all${quick ? ' --quick' : ''} finished in ${seconds.toFixed(1)} s (${sources.length} files).`)
process.exit(run.status ?? 1)
