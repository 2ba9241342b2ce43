// Import throughput over the full corpus — the CR, the 14 set files and the 562 gzip-compressed
// set files of ../shared/data/mtgjson/corpus — into a fresh PostgreSQL database, beside a
// baseline measured in the same run: a plain COPY of the very rows the import stored (every
// table: sets, cards and faces, printings, rulings, rules and glossary, keywords, tags) into
// another fresh database with the same schema and indexes. COPY is the floor of writing those
// rows; the importer also has to read, decompress, parse, validate, pick the newest data and
// derive tags. Both end with the same upkeep: the tables the importer vacuumed and analyzed after
// its commit (src/import/store/maintenance.ts) are vacuumed and analyzed after the COPY too, so
// both leave a database ready to serve. A second reference: reading and tokenizing the same files
// without a database.
//
//   npm run bench:import              (add -- --pglite for the embedded database too: `npm run import` into a
//                                      data folder on disk, in a child process: time, peak RSS, folder size;
//                                      -- --editions-only for the CR editions figures alone)
//
// Then the CR editions: the plain import of one CR edition into a fresh database, beside the
// import of the next edition, whose diff against the first (src/editions) is computed and stored
// at import; the diff alone, computed in memory from the two parsed files; and a re-import of the
// newer edition, which finds the stored diff current and writes nothing.
//
// The server: DATABASE_URL, else postgresql://postgres@127.0.0.1:5432/postgres. The bench creates
// its two databases and drops them at the end. The import runs in a child process whose heap is
// capped (BENCH_HEAP_MB, default 256): its peak RSS and heap show the memory the import needs,
// whatever the size of the corpus.
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { createReadStream, createWriteStream, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import pg from 'pg'
import { from as copyFrom, to as copyTo } from 'pg-copy-streams'
import { runImport, type ImportReport } from '../src/import/index.js'
import { jsonTokens } from '../src/import/json/tokens.js'
import { openRaw, openText } from '../src/import/source.js'
import { openDatabase, type Database } from '../src/store/database.js'
import { CR_FILE, CR_FILE_APRIL, corpusFiles, mtgjsonSetFiles } from '../test/support/data.js'
import { diffEditions } from '../src/editions/index.js'
import { ComprehensiveRulesParser, textLines } from '../src/import/cr/parse-cr.js'
import os from 'node:os'

const SERVER = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres'
const HEAP_MB = Number(process.env.BENCH_HEAP_MB ?? 256)
const WITH_PGLITE = process.argv.includes('--pglite')
const EDITIONS_ONLY = process.argv.includes('--editions-only')
/** In the order foreign keys need them. */
const TABLES = [
  'sets',
  'cards',
  'card_faces',
  'printings',
  'rulings',
  'rules_documents',
  'rules',
  'glossary_terms',
  'keywords',
  'card_tags',
]

const files = [CR_FILE, ...mtgjsonSetFiles(), ...corpusFiles()]
const MB = 1024 * 1024
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })

function dbUrl(name: string): string {
  const u = new URL(SERVER)
  u.pathname = `/${name}`
  return u.toString()
}

async function admin(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: SERVER })
  await c.connect()
  try {
    await c.query(sql)
  } finally {
    await c.end()
  }
}

async function counts(db: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const t of TABLES) out[t] = Number((await db.pool.query(`SELECT count(*) AS n FROM "${t}"`)).rows[0].n)
  out.numberedRules = Number((await db.pool.query("SELECT count(*) AS n FROM rules WHERE kind IN ('rule', 'subrule')")).rows[0].n)
  return out
}

interface Timed {
  report: ImportReport
  seconds: number
  peakHeap: number
  maxRss: number
}

/** Import with heap sampling; maxRSS of the process so far (the import is its first heavy work). */
async function timedImport(db: Database): Promise<Timed> {
  let peakHeap = 0
  const sample = setInterval(() => {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)
  }, 50)
  const started = performance.now()
  try {
    const report = await runImport(
      db,
      files.map((location) => ({ location })),
      { progress: false, log: () => {} },
    )
    return { report, seconds: (performance.now() - started) / 1000, peakHeap, maxRss: process.resourceUsage().maxRSS * 1024 }
  } finally {
    clearInterval(sample)
  }
}

/** Reading and tokenizing every file, nothing else: the floor of the parse. */
async function tokenizeOnly(): Promise<{ seconds: number; bytes: number; tokens: number }> {
  const started = performance.now()
  let bytes = 0
  let tokens = 0
  for (const f of files) {
    const text = await openText(await openRaw(f))
    if (f === CR_FILE) {
      for await (const chunk of text.chunks) bytes += chunk.length
      continue
    }
    async function* counted() {
      for await (const chunk of text.chunks) {
        bytes += chunk.length
        yield chunk
      }
    }
    for await (const batch of jsonTokens(counted())) tokens += batch.length
  }
  return { seconds: (performance.now() - started) / 1000, bytes, tokens }
}

/**
 * COPY every table out of the imported database into files, then time COPY FROM into a fresh one
 * and the same upkeep the import did after its commit.
 */
async function copyBaseline(
  source: Database,
  target: Database,
  upkeep: ImportReport['maintenance'],
): Promise<{ seconds: number; perTable: Record<string, number>; bytes: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'arcanum-bench-copy-'))
  try {
    let bytes = 0
    const out = await source.pool.connect()
    try {
      for (const t of TABLES) {
        const file = path.join(dir, `${t}.copy`)
        await pipeline(out.query(copyTo(`COPY "${t}" TO STDOUT`)), createWriteStream(file))
        bytes += statSync(file).size
      }
    } finally {
      out.release()
    }
    const perTable: Record<string, number> = {}
    const client = await target.pool.connect()
    const started = performance.now()
    try {
      await client.query('BEGIN') // one transaction, like the import
      for (const t of TABLES) {
        const t0 = performance.now()
        await pipeline(createReadStream(path.join(dir, `${t}.copy`)), client.query(copyFrom(`COPY "${t}" FROM STDIN`)))
        perTable[t] = (performance.now() - t0) / 1000
      }
      await client.query('COMMIT')
      const t0 = performance.now()
      for (const t of upkeep.vacuum) await client.query(`VACUUM (ANALYZE) "${t}"`)
      for (const t of upkeep.analyze) await client.query(`ANALYZE "${t}"`)
      perTable.upkeep = (performance.now() - t0) / 1000
    } finally {
      client.release()
    }
    return { seconds: (performance.now() - started) / 1000, perTable, bytes }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The import in a child process with a capped heap (see the header); `into` a URL, or an embedded data folder. */
function importInChild(url: string, into: 'BENCH_IMPORT_INTO' | 'BENCH_IMPORT_INTO_DIR' = 'BENCH_IMPORT_INTO'): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      // the embedded database: the flag `npm run import` gives node (docs/scaling.md#memory)
      execArgv: ['--import', 'tsx', `--max-old-space-size=${HEAP_MB}`, ...(into === 'BENCH_IMPORT_INTO_DIR' ? ['--liftoff-only'] : [])],
      env: { ...process.env, [into]: url },
    })
    child.once('message', (m) => resolve(m as Timed))
    child.once('error', reject)
    child.once('exit', (code) => code && reject(new Error(`the import process exited with ${code}`)))
  })
}

if (process.env.BENCH_IMPORT_INTO || process.env.BENCH_IMPORT_INTO_DIR) {
  const db = process.env.BENCH_IMPORT_INTO
    ? await openDatabase({ databaseUrl: process.env.BENCH_IMPORT_INTO, poolSize: 2 })
    : await openDatabase({ dataDir: process.env.BENCH_IMPORT_INTO_DIR! })
  try {
    const result = await timedImport(db)
    await new Promise<void>((resolve) => process.send!(result, () => resolve()))
  } finally {
    await db.close()
  }
  process.exit(0)
}

const tag = `${process.pid}`

/** The CR editions figures (see the header), in a fresh database of their own. */
async function editionsBench(): Promise<void> {
  const name = `arcanum_bench_cr_${tag}`
  await admin(`CREATE DATABASE "${name}"`)
  const db = await openDatabase({ databaseUrl: dbUrl(name), poolSize: 2 })
  const quiet = { progress: false, log: () => {} }
  const timed = async (file: string) => {
    const t0 = performance.now()
    const report = await runImport(db, [{ location: file }], quiet)
    return { seconds: (performance.now() - t0) / 1000, diff: report.timings['rules diff'] ?? 0, diffs: report.summary['rules diffs'] }
  }
  try {
    console.log(`\nCR editions (load average ${os.loadavg()[0]!.toFixed(1)}):`)
    const plain = await timed(CR_FILE)
    const second = await timed(CR_FILE_APRIL)
    const again = await timed(CR_FILE_APRIL)
    const parse = async (file: string) => {
      const parser = new ComprehensiveRulesParser(file)
      for await (const line of textLines(createReadStream(file, 'utf8'))) parser.line(line)
      return parser.finish()
    }
    const [feb, apr] = [await parse(CR_FILE), await parse(CR_FILE_APRIL)]
    let best = Number.POSITIVE_INFINITY
    let changes = 0
    for (let k = 0; k < 5; k++) {
      const t0 = performance.now()
      changes = diffEditions(feb, apr).changes.length
      best = Math.min(best, performance.now() - t0)
    }
    const w = [58, 10, 12]
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(w[i]!) : c.padStart(w[i]!))).join('')
    console.log(line(['', 'seconds', 'vs plain']))
    console.log(line([`plain CR import (${feb.effectiveDate}, the only edition)`, fmt(plain.seconds, 2), '×1.0']))
    console.log(
      line([
        `CR import of ${apr.effectiveDate} beside it, diff included`,
        fmt(second.seconds, 2),
        `×${fmt(second.seconds / plain.seconds, 2)}`,
      ]),
    )
    console.log(line(['  of which the diff step (compute + store)', fmt(second.diff, 2), `×${fmt(second.diff / plain.seconds, 2)}`]))
    console.log(
      line([`  the diff alone, in memory (best of 5; ${changes} changes)`, fmt(best / 1000, 2), `×${fmt(best / 1000 / plain.seconds, 2)}`]),
    )
    console.log(
      line([
        `re-import of ${apr.effectiveDate} (diff current: ${again.diffs?.unchanged ?? 0} kept)`,
        fmt(again.seconds, 2),
        `×${fmt(again.seconds / plain.seconds, 2)}`,
      ]),
    )
    console.log(line(['  of which the diff step (fingerprints compared)', fmt(again.diff, 2), `×${fmt(again.diff / plain.seconds, 2)}`]))
  } finally {
    await db.close()
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  }
}

if (EDITIONS_ONLY) {
  await editionsBench()
  process.exit(0)
}

const importDb = `arcanum_bench_import_${tag}`
const copyDb = `arcanum_bench_copy_${tag}`
const compressed = files.reduce((n, f) => n + statSync(f).size, 0)
console.log(`import bench: ${files.length} files (${fmt(compressed / MB, 1)} MB on disk), PostgreSQL at ${new URL(SERVER).host}\n`)

await admin(`CREATE DATABASE "${importDb}"`)
await admin(`CREATE DATABASE "${copyDb}"`)
let a: Database | undefined
let b: Database | undefined
try {
  a = await openDatabase({ databaseUrl: dbUrl(importDb), poolSize: 2 })
  b = await openDatabase({ databaseUrl: dbUrl(copyDb), poolSize: 2 })
  const version = (await a.pool.query('SHOW server_version')).rows[0].server_version

  const imp = await importInChild(dbUrl(importDb))
  const n = await counts(a)
  console.log(
    `importer: ${fmt(imp.seconds, 1)} s (PostgreSQL ${version}, heap limit ${HEAP_MB} MB); phases: ${Object.entries(imp.report.timings)
      .map(([k, v]) => `${k} ${fmt(v, 1)} s`)
      .join(', ')}`,
  )
  const copy = await copyBaseline(a, b, imp.report.maintenance)
  console.log(
    `  upkeep after the commit: vacuumed and analyzed ${imp.report.maintenance.vacuum.join(', ') || 'nothing'}; analyzed ${imp.report.maintenance.analyze.join(', ') || 'nothing'}`,
  )
  console.log(
    `baseline: COPY of the same ${fmt(Object.values(n).reduce((x, y) => x + y, 0) - n.numberedRules!)} rows (${fmt(copy.bytes / MB, 1)} MB of COPY text), then the same upkeep: ${fmt(copy.seconds, 1)} s; ` +
      Object.entries(copy.perTable)
        .map(([k, v]) => `${k} ${fmt(v, 1)} s`)
        .join(', '),
  )
  const parse = await tokenizeOnly()
  console.log(
    `reference: reading, decompressing and tokenizing the files alone: ${fmt(parse.seconds, 1)} s (${fmt(parse.bytes / MB, 0)} MB of text, ${fmt(parse.tokens / 1e6, 1)} M tokens)\n`,
  )

  const rows: [string, number][] = [
    ['cards', n.cards!],
    ['printings', n.printings!],
    ['rulings', n.rulings!],
    ['rules', n.numberedRules!],
    ['tags', n.card_tags!],
  ]
  const w = [22, 16, 20, 10]
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(w[i]!) : c.padStart(w[i]!))).join('')
  console.log(line(['', 'importer', 'COPY baseline', 'ratio']))
  for (const [kind, count] of rows) {
    console.log(
      line([`${kind}/s (${fmt(count)})`, fmt(count / imp.seconds), fmt(count / copy.seconds), `×${fmt(imp.seconds / copy.seconds, 1)}`]),
    )
  }
  console.log(line(['seconds', fmt(imp.seconds, 1), fmt(copy.seconds, 1), `×${fmt(imp.seconds / copy.seconds, 1)}`]))
  console.log(line(['peak RSS (MB)', fmt(imp.maxRss / MB), '', '']))
  console.log(line(['peak heap used (MB)', fmt(imp.peakHeap / MB), '', '']))
  await editionsBench()

  if (WITH_PGLITE) {
    // as a self-hoster does it: `npm run import` into the embedded database's data folder on disk,
    // in a process of its own (heap capped like the PostgreSQL import's), then the folder's size
    const dir = mkdtempSync(path.join(tmpdir(), 'arcanum-bench-pglite-'))
    try {
      const t = await importInChild(dir, 'BENCH_IMPORT_INTO_DIR')
      const p = await openDatabase({ dataDir: dir })
      let c: Awaited<ReturnType<typeof counts>>
      try {
        c = await counts(p)
      } finally {
        await p.close()
      }
      const du = (d: string): number =>
        readdirSync(d, { withFileTypes: true }).reduce(
          (n, e) => n + (e.isDirectory() ? du(path.join(d, e.name)) : statSync(path.join(d, e.name)).size),
          0,
        )
      console.log(
        `\nembedded PGlite (data folder on disk): ${fmt(t.seconds, 1)} s (PostgreSQL: ${fmt(imp.seconds, 1)} s, ×${fmt(t.seconds / imp.seconds, 1)}): ` +
          `${fmt(c.cards! / t.seconds)} cards/s, ${fmt(c.printings! / t.seconds)} printings/s, ` +
          `${fmt(c.rulings! / t.seconds)} rulings/s; peak RSS ${fmt(t.maxRss / MB)} MB (PostgreSQL's importer: ${fmt(imp.maxRss / MB)} MB), ` +
          `peak heap ${fmt(t.peakHeap / MB)} MB; folder ${fmt(du(dir) / MB)} MB; phases: ${Object.entries(t.report.timings)
            .map(([k, v]) => `${k} ${fmt(v, 1)} s`)
            .join(', ')}`,
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
} finally {
  await a?.close()
  await b?.close()
  await admin(`DROP DATABASE IF EXISTS "${importDb}" WITH (FORCE)`)
  await admin(`DROP DATABASE IF EXISTS "${copyDb}" WITH (FORCE)`)
}
