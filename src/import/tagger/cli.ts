// npm run import:tagger -- <file>… [--date YYYY-MM-DD]
// Scryfall Tagger's oracle_tags / art_tags bulk files (gzipped JSON Lines) into the store: each file
// replaces its kind's Tagger tags in one transaction (import-tagger.ts). The file's date comes from
// its name (oracle-tags-20260101090000.jsonl.gz) unless --date gives it.
import { parseArgs } from 'node:util'
import { loadConfig } from '../../config.js'
import { openDatabase } from '../../store/database.js'
import { importTaggerFile } from './import-tagger.js'

const { positionals, values } = parseArgs({ args: process.argv.slice(2), allowPositionals: true, options: { date: { type: 'string' } } })
if (!positionals.length) {
  console.error('usage: npm run import:tagger -- <oracle-tags file> [<art-tags file>] [--date YYYY-MM-DD]')
  process.exit(2)
}
const config = loadConfig()
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
try {
  for (const file of positionals) {
    const r = await importTaggerFile(db, file, values.date ? { fileDate: values.date } : {})
    console.log(
      `${file}: ${r.kind} tags of ${r.fileDate}: ${r.tags.added} added, ${r.tags.updated} updated, ${r.tags.removed} removed; ${r.taggings} taggings` +
        (r.unknownTargets ? ` (${r.unknownTargets} of cards or illustrations not in the store)` : ''),
    )
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e))
  process.exitCode = 1
} finally {
  await db.close()
}
