// Soak: mixed load (card by id, search, fuzzy name, GraphQL, evaluate) for SOAK_MINUTES, first
// alone (the clean run), then with the abusive requests of issue 9 interleaved (fragment fan-out,
// 1,000 aliases, catastrophic regexes, OR-ed regexes, slow searches abandoned after 1 s, Infinity
// pages, huge query strings, bad UTF-8 paths); then (issue 24) SOAK_DOCUMENTS distinct GraphQL
// documents (every request a query text never sent before: what fills per-document caches), and
// SOAK_MINUTES of distinct queries (REST searches and GraphQL variables never repeated: no hot
// query). Every SOAK_REPORT_S it prints throughput, p99, errors and the server's RSS; at the end
// the runs side by side with the pass marks: 0 errors for well-formed requests, p99 of
// card-by-id under abuse within 2× of the clean run, memory flat, and the highest RSS seen within
// RSS_BOUND_MB (docs/reliability.md).
//
//   npm run bench:soak                 SOAK_MINUTES=10 per run (default; fractions allowed: 0.5)
//   SOAK_MINUTES=1 npm run bench:soak  a quick run
//   SOAK_PHASES=documents,queries      only those runs (default: clean,abuse,documents,queries)
//
// Options (environment): SOAK_CONNECTIONS (well-formed requests in flight, default 8),
// SOAK_ABUSERS (abusive requests in flight, default 2), SOAK_REPORT_S (default 60, at most the run),
// SOAK_DOCUMENTS (distinct documents of the documents run, default 20,000; it ends when they are
// sent, or after 4 × SOAK_MINUTES). The server runs as `npm start` configures it: src/config.ts
// defaults (rate limit off: the load comes from one address) and npm start's Node flags (the heap
// cap), in a child process, over the API bench's full-corpus PostgreSQL database
// (bench/api.bench.ts says which, and imports it on the first run).
import { fork } from 'node:child_process'
import { readFileSync } from 'node:fs'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { aliased, fragmentFanOut } from '../test/support/abusive.js'
import { benchDatabaseUrl, ensureFullCorpus } from './support/full-corpus.js'

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10)
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 8)
const ABUSERS = Number(process.env.SOAK_ABUSERS ?? 2)
/** A request unanswered after this long is an error of its own (the server's request timeout is 30 s). */
const CLIENT_TIMEOUT_MS = 35_000
const REPORT_S = Math.min(Number(process.env.SOAK_REPORT_S ?? 60), MINUTES * 60)
const DOCUMENTS = Number(process.env.SOAK_DOCUMENTS ?? 20_000)
const PHASES = (process.env.SOAK_PHASES ?? 'clean,abuse,documents,queries').split(',').map((p) => p.trim())
/** The service's RSS bound under this soak (docs/reliability.md), with npm start's flags. */
const RSS_BOUND_MB = 400

/** npm start's Node flags (package.json), so the soaked server runs as the shipped one does. */
function startFlags(): string[] {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } }
  return pkg.scripts.start.split(/\s+/).filter((a) => a.startsWith('--'))
}

// ------------------------------------------------------------------ the server (child process)

async function runServer(url: string) {
  const { loadConfig } = await import('../src/config.js')
  const { openServiceDatabase } = await import('../src/store/startup.js')
  const { buildServer } = await import('../src/server.js')
  const config = loadConfig({ ...process.env, DATABASE_URL: url })
  const db = await openServiceDatabase(config)
  const app = await buildServer({
    db,
    logLevel: 'silent',
    rateLimit: false,
    requestTimeoutMs: config.requestTimeoutMs,
    headersTimeoutMs: config.headersTimeoutMs,
    keepAliveTimeoutMs: config.keepAliveTimeoutMs,
    idleTimeoutMs: config.idleTimeoutMs,
  })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  process.send!({ address })
}

// ------------------------------------------------------------------ the load

type Kind = 'card' | 'search' | 'fuzzy' | 'graphql' | 'evaluate'
interface Req {
  kind: string
  path: string
  body?: unknown
  /** Abandon after this long (a client that gives up); others give up after CLIENT_TIMEOUT_MS (status -2). */
  abortMs?: number
  /** Statuses that are a right answer besides 200 (a search matching nothing is a 404). */
  alsoOk?: number[]
}

const SEARCHES = ['t:creature c:g mv<=3', 'o:"draw a card" t:instant', 'o:kicker', 'c:wu t:legendary', 'pow>=5 t:dragon', 'o:/^flying$/']
const FUZZY = ['grow from the ashs', 'llanowar elvs', 'shivan dragn', 'counterspel', 'serra angle']
const GRAPHQL = `{ cards(query: "t:elf", first: 20) { totalCount edges { node { name manaCost typeLine printings(first: 3) { edges { node { set { code } } } } } } } }`
const SCENARIO = {
  cards: { g: 'Grow from the Ashes' },
  actions: [{ do: 'cast', card: 'g', kicker: true }],
  ask: [
    { q: 'isKicked', of: 'g' },
    { q: 'totalCost', of: 'g' },
  ],
}

/** Every request a GraphQL document never sent before (its operation name, alias and page size vary). */
function distinctDocuments(): () => Req {
  let i = 0
  return () => {
    i++
    const query = `query D${i} { s${i}: sets(first: ${1 + (i % 40)}) { totalCount edges { node { code name cardCount } } } c${i}: cards(query: "t:elf", first: ${1 + (i % 7)}) { edges { node { name manaCost } } } }`
    return { kind: 'graphql', path: '/graphql', body: { query } }
  }
}

const TYPES = ['creature', 'instant', 'sorcery', 'artifact', 'enchantment', 'land', 'planeswalker']
const WORDS = ['draw', 'destroy', 'counter', 'flying', 'token', 'damage', 'graveyard', 'exile', 'sacrifice', 'life']
/** Queries never repeated: REST searches and GraphQL variables built from a counter, no hot query. */
function distinctQueries(): () => Req {
  let i = 0
  return () => {
    i++
    const q = `t:${TYPES[i % TYPES.length]} o:${WORDS[(i >> 3) % WORDS.length]} mv<=${i % 9} -name:${i.toString(36)}`
    if (i % 4 === 3) {
      return {
        kind: 'graphql',
        path: '/graphql',
        body: {
          query: 'query Q($q: String!, $n: Int) { cards(query: $q, first: $n) { totalCount edges { node { name typeLine } } } }',
          variables: { q, n: 1 + (i % 20) },
        },
      }
    }
    return { kind: 'search', path: `/cards/search?q=${encodeURIComponent(q)}&page_size=${1 + (i % 50)}`, alsoOk: [404] }
  }
}

function wellFormed(ids: string[]): () => Req {
  let i = 0
  return () => {
    i++
    const k = i % 10
    // half the traffic is card by id, as a deckbuilding site's would be
    if (k < 5) return { kind: 'card', path: `/cards/${ids[i % ids.length]}` }
    if (k < 7) return { kind: 'search', path: `/cards/search?q=${encodeURIComponent(SEARCHES[i % SEARCHES.length]!)}` }
    if (k < 8) return { kind: 'fuzzy', path: `/cards/named?fuzzy=${encodeURIComponent(FUZZY[i % FUZZY.length]!)}` }
    if (k < 9) return { kind: 'graphql', path: '/graphql', body: { query: GRAPHQL } }
    return { kind: 'evaluate', path: '/evaluate', body: SCENARIO }
  }
}

const ABUSIVE: Req[] = [
  { kind: 'fragment fan-out', path: '/graphql', body: { query: fragmentFanOut(30) } },
  { kind: '1,000 aliases', path: '/graphql', body: { query: aliased(1000, 'rulesSearch(query: "spell") { totalCount }') } },
  { kind: 'aliased regex', path: '/graphql', body: { query: aliased(1000, 'cards(query: "o:/draw/") { totalCount }') } },
  { kind: 'ReDoS regex', path: `/cards/search?q=${encodeURIComponent('o:/(.*){1,255}x/')}` },
  { kind: 'OR-ed regexes', path: `/cards/search?q=${encodeURIComponent('o:/(a|aa)+$/ or o:/(.*)*y/ or name:/(x+x+)+z/')}` },
  { kind: 'abandoned slow search', path: `/cards/search?q=${encodeURIComponent('o:/e.*e.*e.*e.*e.*q/')}`, abortMs: 1000 },
  { kind: 'Infinity page', path: '/sets?page=Infinity&page_size=1e309' },
  { kind: 'huge query string', path: `/cards/search?q=${'a'.repeat(20_000)}` },
  { kind: 'bad UTF-8 path', path: '/cards/%ED%A0%80' },
  {
    kind: 'bad variables',
    path: '/graphql',
    body: { query: 'query($n: Int) { sets(first: $n) { totalCount } }', variables: { n: 'abc' } },
  },
]

const p99 = (xs: number[]) => {
  if (!xs.length) return Number.NaN
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.99))]!
}

interface Interval {
  latencies: Map<Kind, number[]>
  errors: number
  /** Distinct failures (what was asked, the status, the start of the answer) and how often. */
  errorSamples: Map<string, number>
  abusive: number
  abusiveStatuses: Map<string, number>
}
const interval = (): Interval => ({ latencies: new Map(), errors: 0, errorSamples: new Map(), abusive: 0, abusiveStatuses: new Map() })

const ABANDONED_READING = 'abandoned while its answer was being read'

/**
 * One request, settled when its answer is read or when it is abandoned (abortMs) or times out,
 * whichever comes first. Node's fetch (undici 6, Node 20–23) can leave `response.text()` pending
 * forever when the request is aborted while a compressed body is being decoded
 * (nodejs/node#56917, nodejs/undici#4089): an abandoned slow search whose answer arrived just as
 * its client gave up. So the abort itself settles the request, whatever undici does with the body.
 */
async function send(base: string, r: Req): Promise<{ status: number; ms: number; body: string }> {
  const t0 = performance.now()
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = !r.abortMs
    controller.abort()
  }, r.abortMs ?? CLIENT_TIMEOUT_MS)
  const aborted = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }),
  )
  aborted.catch(() => {}) // settled through the races below
  let reading = false
  try {
    const res = await Promise.race([
      fetch(base + r.path, {
        method: r.body ? 'POST' : 'GET',
        headers: r.body ? { 'content-type': 'application/json' } : {},
        body: r.body ? JSON.stringify(r.body) : undefined,
        signal: controller.signal,
      }),
      aborted,
    ])
    reading = true
    const body = await Promise.race([res.text(), aborted])
    return { status: res.status, ms: performance.now() - t0, body }
  } catch (e) {
    return {
      status: timedOut ? -2 : controller.signal.aborted ? -1 : 0,
      ms: performance.now() - t0,
      body: timedOut ? 'no answer (client timeout)' : reading ? ABANDONED_READING : String(e),
    }
  } finally {
    clearTimeout(timer)
  }
}

const rss = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return m ? Number(m[1]) / 1024 : Number.NaN
}

interface RunSummary {
  requests: number
  seconds: number
  errors: number
  p99: number
  p99Card: number
  rssStart: number
  rssEnd: number
  /** The highest RSS sampled (every report and at the end). */
  rssMax: number
  abusive: number
}

async function run(
  label: string,
  base: string,
  pid: number,
  next: () => Req,
  abuse: boolean,
  limit?: { requests: number; minutes: number },
): Promise<RunSummary> {
  const deadline = performance.now() + (limit?.minutes ?? MINUTES) * 60_000
  const more = () => performance.now() < deadline && (!limit || sent < limit.requests)
  let sent = 0
  const all: number[] = []
  const cards: number[] = []
  let current = interval()
  let requests = 0
  let errors = 0
  let abusive = 0
  const rssStart = rss(pid)
  let rssMax = rssStart
  const started = performance.now()
  let lastReport = started
  let minute = 0
  const report = () => {
    const now = performance.now()
    const lat = [...current.latencies.values()].flat()
    rssMax = Math.max(rssMax, rss(pid))
    minute++
    const statuses = [...current.abusiveStatuses].map(([k, v]) => `${k}×${v}`).join(' ')
    console.log(
      `${label.padEnd(6)} ${String(minute).padStart(3)}  ${(lat.length / ((now - lastReport) / 1000)).toFixed(0).padStart(6)} req/s` +
        `  p99 ${p99(lat).toFixed(0).padStart(5)} ms  card p99 ${p99(current.latencies.get('card') ?? [])
          .toFixed(0)
          .padStart(5)} ms` +
        `  errors ${String(current.errors).padStart(3)}  RSS ${rss(pid).toFixed(0)} MB  load ${os.loadavg()[0]!.toFixed(1)}` +
        (abuse ? `  abusive ${current.abusive} (${statuses})` : ''),
    )
    for (const [e, n] of [...current.errorSamples].sort((a, b) => b[1] - a[1]).slice(0, 4)) console.log(`         ✗ ${n}× ${e}`)
    lastReport = now
    current = interval()
  }
  const ticker = setInterval(report, REPORT_S * 1000)
  // what each loop is waiting for, to name a request that never settles
  const waitingFor: Map<string, string>[] = []
  const worker = async () => {
    const waiting = new Map<string, string>()
    waitingFor.push(waiting)
    while (more()) {
      sent++
      const r = next()
      waiting.set('w', `${r.kind} ${r.path.slice(0, 80)}`)
      const o = await send(base, r)
      requests++
      const kind = r.kind as Kind
      if (o.status !== 200 && !r.alsoOk?.includes(o.status)) {
        errors++
        current.errors++
        const key = `${r.kind} ${r.path.slice(0, 60)} → ${o.status} ${o.body.slice(0, 140)}`
        current.errorSamples.set(key, (current.errorSamples.get(key) ?? 0) + 1)
        continue
      }
      all.push(o.ms)
      if (kind === 'card') cards.push(o.ms)
      const l = current.latencies.get(kind) ?? []
      l.push(o.ms)
      current.latencies.set(kind, l)
    }
  }
  const abuser = async (offset: number) => {
    const waiting = new Map<string, string>()
    waitingFor.push(waiting)
    for (let i = offset; more(); i++) {
      const r = ABUSIVE[i % ABUSIVE.length]!
      waiting.set('w', `abusive ${r.kind}`)
      const o = await send(base, r)
      abusive++
      current.abusive++
      const key = `${o.status === -1 ? (o.body === ABANDONED_READING ? 'abandoned reading' : 'abandoned') : o.status === -2 ? `unanswered ${r.kind}` : o.status}`
      current.abusiveStatuses.set(key, (current.abusiveStatuses.get(key) ?? 0) + 1)
      if ((o.status >= 500 && o.status !== 503) || o.status === -2 || o.status === 0) {
        current.errors++
        errors++
        const key = `abusive ${r.kind} → ${o.status} ${o.body.slice(0, 140)}`
        current.errorSamples.set(key, (current.errorSamples.get(key) ?? 0) + 1)
      }
    }
  }
  // every request gives up after CLIENT_TIMEOUT_MS; a worker still waiting well past that is a hang, reported, not waited for
  let settled = 0
  const loops = [...Array.from({ length: CONNECTIONS }, worker), ...(abuse ? Array.from({ length: ABUSERS }, (_, i) => abuser(i * 3)) : [])]
  await Promise.race([
    Promise.all(
      loops.map((l, i) =>
        l.then(() => {
          settled++
          waitingFor[i]?.clear()
        }),
      ),
    ),
    new Promise((r) => setTimeout(r, deadline - performance.now() + CLIENT_TIMEOUT_MS + 10_000)),
  ])
  clearInterval(ticker)
  if (settled < loops.length) {
    errors += loops.length - settled
    console.log(
      `${label.padEnd(6)}      ${loops.length - settled} clients still waiting for an answer ${CLIENT_TIMEOUT_MS / 1000 + 10} s after the end: counted as errors`,
    )
    for (const w of waitingFor) if (w.size) console.log(`         waiting: ${w.get('w')}`)
  }
  if (performance.now() - lastReport > 1000) report()
  rssMax = Math.max(rssMax, rss(pid))
  return {
    requests,
    seconds: (performance.now() - started) / 1000,
    errors,
    p99: p99(all),
    p99Card: p99(cards),
    rssStart,
    rssEnd: rss(pid),
    rssMax,
    abusive,
  }
}

async function main() {
  const url = benchDatabaseUrl('BENCH_DATABASE_URL', 'arcanum_bench')
  await ensureFullCorpus(url)
  const flags = startFlags()
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, SOAK_ROLE: 'server', SOAK_URL: url },
    execArgv: [...process.execArgv, ...flags],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const { address } = await new Promise<{ address: string }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { address: string }))
    child.once('exit', (code) => reject(new Error(`the server exited (${code})`)))
  })
  try {
    const page = (await (await fetch(`${address}/cards/search?q=t%3Acreature&page_size=175`)).json()) as { data: { id: string }[] }
    const ids = page.data.map((c) => c.id)
    console.log(
      `soak: ${PHASES.join(', ')}; ${MINUTES} min a run (documents: ${DOCUMENTS.toLocaleString('en-US')} distinct);` +
        ` ${CONNECTIONS} connections well-formed, ${ABUSERS} abusive; report every ${REPORT_S} s;` +
        ` server flags ${flags.join(' ') || '(none)'}; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores\n`,
    )
    const runs = new Map<string, RunSummary>()
    for (const phase of PHASES) {
      if (phase === 'clean') runs.set(phase, await run('clean', address, child.pid!, wellFormed(ids), false))
      else if (phase === 'abuse') runs.set(phase, await run('abuse', address, child.pid!, wellFormed(ids), true))
      else if (phase === 'documents')
        runs.set(phase, await run('docs', address, child.pid!, distinctDocuments(), false, { requests: DOCUMENTS, minutes: 4 * MINUTES }))
      else if (phase === 'queries') runs.set(phase, await run('query', address, child.pid!, distinctQueries(), false))
      else throw new Error(`SOAK_PHASES: no phase "${phase}" (clean, abuse, documents, queries)`)
    }
    const row = (name: string, s: RunSummary) =>
      `${name.padEnd(9)} ${String(s.requests).padStart(8)} ${(s.requests / s.seconds).toFixed(0).padStart(6)} ${s.p99.toFixed(0).padStart(8)} ${s.p99Card.toFixed(0).padStart(13)}` +
      ` ${String(s.errors).padStart(7)} ${`${s.rssStart.toFixed(0)} → ${s.rssEnd.toFixed(0)}`.padStart(13)} ${s.rssMax.toFixed(0).padStart(8)} ${String(s.abusive).padStart(8)}`
    console.log(`\n          requests  req/s   p99 ms   card p99 ms   errors      RSS MB  max RSS   abusive`)
    for (const [name, s] of runs) console.log(row(name, s))
    const verdicts: string[] = []
    const clean = runs.get('clean')
    const abused = runs.get('abuse')
    if (clean && abused) {
      const ratio = abused.p99Card / clean.p99Card
      // flat: the server's RSS after the abusive run against after the clean one (the clean run starts cold)
      const growth = abused.rssEnd / clean.rssEnd
      verdicts.push(
        `well-formed errors under abuse: ${abused.errors} (${abused.errors === 0 ? 'pass' : 'FAIL'})`,
        `card p99 under abuse / clean: ${ratio.toFixed(2)}× (${ratio <= 2 ? 'pass' : 'FAIL'}, at most 2×)`,
        `RSS after abuse / after clean: ${growth.toFixed(2)}× (${growth <= 1.5 ? 'flat: pass' : 'GROWING'})`,
      )
    }
    const errors = [...runs.values()].reduce((n, s) => n + s.errors, 0)
    const highest = Math.max(...[...runs.values()].map((s) => s.rssMax))
    verdicts.push(
      `errors in all runs: ${errors}`,
      `highest RSS ${highest.toFixed(0)} MB (${highest <= RSS_BOUND_MB ? 'pass' : 'FAIL'}, bound ${RSS_BOUND_MB} MB)`,
    )
    console.log(`\n${verdicts.join('; ')}; load average ${os.loadavg()[0]!.toFixed(1)}`)
  } finally {
    child.kill('SIGTERM')
  }
  process.exit(0) // requests that never settled must not keep the bench alive
}

if (process.env.SOAK_ROLE === 'server') await runServer(process.env.SOAK_URL!)
else await main()
