// Parsing and validating 100-card Commander decks on the full corpus (~28,000 cards, ~70,000
// printings, the CR), beside a baseline measured in the same run: the same names looked up one by
// one (the query layer's cardByExactName for each line, as GET /cards/named?exact= does: two
// statements a name), which is what a client without a decks API does. Prints p50 / p99 and SQL statements per deck for both, and for the
// whole request through POST /decks/validate.
//
//   npm run bench:decks
//
// The database is PostgreSQL: BENCH_DECKS_DATABASE_URL, else DATABASE_URL's server with the database
// name arcanum_decks_bench (created and loaded with the full corpus on the first run, then reused).
// BENCH_DECKS_EMBEDDED=<folder> measures the embedded default (PGlite) instead, its data in that
// folder (loaded with the full corpus on the first run, then reused).
// Options (environment): BENCH_ROUNDS (decks validated per measure, default 400).
import { loadavg } from 'node:os'
import { deckServiceFor } from '../src/decks/service.js'
import { cardByExactName } from '../src/queries/index.js'
import { buildServer } from '../src/server.js'
import { openDatabase, type Database } from '../src/store/database.js'
import { readList } from '../test/decks/decklists.js'
import { benchDatabaseUrl, importFullCorpusOnce, openFullCorpus } from './support/full-corpus.js'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 400)
/** 100-card Commander decks of the test lists: one commander, two partners, typos, an illegal one. */
const DECKS: [file: string, format: string][] = [
  ['30-commander-etali.txt', 'commander'],
  ['41-commander-tatyova-first-block.txt', 'commander'],
  ['47-paupercommander-shadowcat.txt', 'paupercommander'],
  ['63-commander-tymna-kraum-partners.txt', 'commander'],
  ['34-commander-off-color.txt', 'commander'],
]

/** The bench database with the full corpus in it (BENCH_DECKS_EMBEDDED: an embedded data folder instead). */
async function benchDatabase(): Promise<Database> {
  const embedded = process.env.BENCH_DECKS_EMBEDDED
  if (!embedded) return openFullCorpus(benchDatabaseUrl('BENCH_DECKS_DATABASE_URL', 'arcanum_decks_bench'))
  const db = await openDatabase({ dataDir: embedded })
  await importFullCorpusOnce(db, embedded)
  return db
}

/** SQL statements sent through the pool while `f` runs. */
async function statements<T>(db: Database, f: () => Promise<T>): Promise<{ value: T; count: number }> {
  let count = 0
  const query = db.pool.query.bind(db.pool)
  db.pool.query = ((...args: Parameters<typeof query>) => {
    count++
    return query(...args)
  }) as typeof db.pool.query
  try {
    return { value: await f(), count }
  } finally {
    db.pool.query = query
  }
}

interface BenchDeck {
  file: string
  format: string
  text: string
}

async function measure(label: string, run: (deck: BenchDeck) => Promise<unknown>, decks: BenchDeck[]) {
  for (const d of decks) await run(d) // warm: plans, caches, connections
  const times: number[] = []
  // this process's own CPU time per deck (parsing, validating, reading the rows): what the load of
  // other processes on a shared machine inflates least; PostgreSQL's time is not in it, the
  // embedded PGlite's is (it runs in this process)
  const cpu: number[] = []
  for (let i = 0; i < ROUNDS; i++) {
    const deck = decks[i % decks.length]!
    const c = process.cpuUsage()
    const t = performance.now()
    await run(deck)
    times.push(performance.now() - t)
    const used = process.cpuUsage(c)
    cpu.push((used.user + used.system) / 1000)
  }
  const at = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!
  return { label, p50: at(times, 0.5), p99: at(times, 0.99), cpu50: at(cpu, 0.5) }
}

/**
 * The server's own time for a deck's lookup statement (EXPLAIN ANALYZE without per-node timing,
 * `runs` times): what the deck costs PostgreSQL, apart from this process and the wait for a core.
 */
async function serverTime(db: Database, deck: BenchDeck, runs = 30): Promise<{ execute: number; plan: number } | null> {
  if (db.kind !== 'postgres') return null
  let sent: { text: string; values?: unknown[] } | null = null
  const query = db.pool.query.bind(db.pool)
  db.pool.query = ((config: unknown, ...rest: unknown[]) => {
    if (!sent && typeof config === 'object' && config && 'text' in config) sent = config as { text: string; values?: unknown[] }
    return (query as (...a: unknown[]) => unknown)(config, ...rest)
  }) as typeof db.pool.query
  try {
    await deckServiceFor(db).read(deck.text)
  } finally {
    db.pool.query = query
  }
  if (!sent) return null
  const { text, values } = sent as { text: string; values?: unknown[] }
  const execute: number[] = []
  const plan: number[] = []
  for (let i = 0; i < runs; i++) {
    const { rows } = await db.pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, TIMING OFF, SUMMARY) ${text}`, values)
    const ms = (label: string) => Number(/([\d.]+) ms/.exec(rows.find((r) => r['QUERY PLAN'].startsWith(label))?.['QUERY PLAN'] ?? '')?.[1])
    execute.push(ms('Execution Time'))
    plan.push(ms('Planning Time'))
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
  return { execute: median(execute), plan: median(plan) }
}

/** The baseline: each line's name looked up by itself, one statement per line. */
async function oneByOne(db: Database, text: string) {
  const names = text
    .split('\n')
    .map((l) => /^\d+x?\s+(.+)$/.exec(l.trim())?.[1])
    .filter((n): n is string => !!n)
  for (const n of names) await cardByExactName(db, n)
}

async function main() {
  const db = await benchDatabase()
  const service = deckServiceFor(db)
  const app = await buildServer({ db, logLevel: 'silent', rateLimit: false })
  const decks = DECKS.map(([file, format]) => ({ file, format, text: readList(file) }))
  try {
    const cards = (await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM cards')).rows[0]!.n
    const [l1, l5, l15] = loadavg()
    console.log(
      `bench:decks — ${db.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}, ${cards.toLocaleString('en-US')} cards, ${ROUNDS} decks per measure, load average ${l1!.toFixed(2)} ${l5!.toFixed(2)} ${l15!.toFixed(2)}`,
    )
    for (const d of decks) {
      const ours = await statements(db, () => service.validate(d.text, d.format))
      const base = await statements(db, () => oneByOne(db, d.text))
      const v = ours.value.validation
      const cards = ours.value.deck.entries.reduce((n, e) => n + e.quantity, 0)
      console.log(
        `  ${d.file} (${d.format}): ${cards} cards on ${ours.value.deck.entries.length} lines, legal ${v.legal}, ${v.issues.length} issues — ${ours.count} statements (baseline ${base.count})`,
      )
    }
    const rows = [
      await measure('parse + validate (service)', (d) => service.validate(d.text, d.format), decks),
      await measure(
        'POST /decks/validate (HTTP, in process)',
        (d) => app.inject({ method: 'POST', url: '/decks/validate', payload: { format: d.format, deck: d.text } }),
        decks,
      ),
      await measure('baseline: the names one by one', (d) => oneByOne(db, d.text), decks),
    ]
    const base = rows[2]!
    console.log('')
    console.log(
      `  ${'measure'.padEnd(42)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'p99 vs baseline'.padStart(16)} ${'node CPU p50 ms'.padStart(16)}`,
    )
    for (const r of rows) {
      const ratio = r === base ? '—' : `${(base.p99 / r.p99).toFixed(1)}× faster`
      console.log(
        `  ${r.label.padEnd(42)} ${r.p50.toFixed(2).padStart(8)} ${r.p99.toFixed(2).padStart(8)} ${ratio.padStart(16)} ${r.cpu50.toFixed(2).padStart(16)}`,
      )
    }
    const server = await serverTime(db, decks[0]!)
    if (server) {
      console.log(
        `  the lookup statement on the server (${decks[0]!.file}, EXPLAIN ANALYZE, median of 30): execution ${server.execute.toFixed(2)} ms, planning ${server.plan.toFixed(2)} ms (a prepared statement's generic plan skips most of it)`,
      )
    }
    const [a1, a5, a15] = loadavg()
    const http = rows[1]!
    console.log(
      `  POST /decks/validate p99 ${http.p99.toFixed(2)} ms: target p99 < 20 ms ${http.p99 < 20 ? 'ok' : 'MISSED'} (with at most 3 statements per deck); load average at the end ${a1!.toFixed(2)} ${a5!.toFixed(2)} ${a15!.toFixed(2)}`,
    )
  } finally {
    await app.close()
    await db.close()
  }
}

await main()
