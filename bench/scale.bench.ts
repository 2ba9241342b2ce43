// Scale-out on stock parts, run for real (docs/scaling.md): a PostgreSQL primary and a streaming
// hot-standby replica of their own, PgBouncer, Redis, two Arcanum instances and HAProxy with /ready
// checks, all on loopback ports from Debian's packages (bench/support/scale-cluster.ts). In one run:
//   1. the mixed read load (scale-load.ts: distinct searches, card lookups by id and name, GraphQL,
//      /rules/ask, /evaluate) against one instance on one database (the baseline), then through the
//      balancer: throughput, p50/p99, failed reads;
//   2. CPU per request of each kind, in Node and in PostgreSQL, one request at a time on the baseline
//      (the capacity model of docs/scaling.md multiplies these by the mix);
//   3. under load: stop one instance as a deploy does (SIGTERM: it drains), stop the replica, start
//      it, start the instance again: seconds per transition and failed reads (the target is 0); then,
//      measured apart, kill -9 the instance (a crash) and start it again: an answer it was sending
//      when it died is cut, which no balancer can send again (docs/scaling.md);
//   4. an import on the primary under load: its seconds, and from its end until every instance
//      answers with the store version it committed;
//   5. PgBouncer in transaction pooling with unnamed statements (DB_PREPARED_STATEMENTS=off), the
//      same load again: the pooling choice, measured;
// then everything is stopped and removed.
//
//   npm run bench:scale
//   SCALE_SECONDS=5 SCALE_CPU_REQUESTS=20 npm run bench:scale     a quick check that it works
//
// Options (environment): SCALE_SOURCE_URL (the database the primary starts as a copy of; default the
// API bench's full-corpus database, imported on its first run), SCALE_SECONDS (each load phase,
// default 30), SCALE_CONNECTIONS (clients in flight, default 16), SCALE_CPU_REQUESTS (per kind,
// default 200), SCALE_PAUSE_S (load between faults, default 5).
import { readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import pg from 'pg'
import { benchDatabaseUrl, ensureFullCorpus } from './support/full-corpus.js'
import { benchRun, type BenchRow } from './support/results.js'
import { freePort, ScaleCluster } from './support/scale-cluster.js'
import { type Kind, Load, MIX, mixedRequests, type Req, summarize } from './support/scale-load.js'
import { faultsUnderLoad, importTarget, importUnderLoad } from './support/scale-scenario.js'

const SECONDS = Number(process.env.SCALE_SECONDS ?? 30)
const CONNECTIONS = Number(process.env.SCALE_CONNECTIONS ?? 16)
const CPU_REQUESTS = Number(process.env.SCALE_CPU_REQUESTS ?? 200)
const PAUSE_S = Number(process.env.SCALE_PAUSE_S ?? 5)
/** The capacity model's target: requests per second of the measured mix. */
const TARGET_RPS = 1000
/** Cores are planned to run at most this busy, leaving room for bursts and a lost instance. */
const UTILIZATION = 0.6

const log = (line: string) => console.log(line)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const TICK_MS = 1000 / 100 // clock ticks of /proc/<pid>/stat (USER_HZ is 100 on Linux)

/** CPU ms a process has used (user + system), with its reaped children's when `children`. */
function cpuMs(pid: number, children = false): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    // after "pid (comm) ": state ppid … utime is field 14, i.e. index 11 here
    const own = Number(f[11]) + Number(f[12])
    return (own + (children ? Number(f[13]) + Number(f[14]) : 0)) * TICK_MS
  } catch {
    return 0
  }
}

/** CPU ms of a PostgreSQL server: its postmaster, its live backends, and the ones that exited. */
function serverCpuMs(postmaster: number): number {
  let total = cpuMs(postmaster, true)
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue
    try {
      const ppid = Number(readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ')[1])
      if (ppid === postmaster) total += cpuMs(Number(d))
    } catch {}
  }
  return total
}

/** What the store at `url` holds (the data every figure is measured on). */
async function storeSize(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ cards: number; extras: number; printings: number; sets: number }>(
      `SELECT (SELECT count(*)::int FROM cards WHERE NOT is_extra) AS cards, (SELECT count(*)::int FROM cards WHERE is_extra) AS extras,
              (SELECT count(*)::int FROM printings) AS printings, (SELECT count(*)::int FROM sets) AS sets`,
    )
    return rows[0]!
  } finally {
    await client.end()
  }
}

async function loadFor(base: string, next: () => Req, seconds: number) {
  const load = new Load(base, next, CONNECTIONS).start()
  await sleep(seconds * 1000)
  await load.stop()
  return { summary: summarize(load.samples), load }
}

/** One request of `kind` at a time, `n` of them: CPU ms per request in the instance and in PostgreSQL. */
async function cpuPerRequest(base: string, next: () => Req, kind: Kind, n: number, nodePid: number, pgPid: number) {
  const requests: Req[] = []
  for (let guard = 0; requests.length < n && guard < n * 200; guard++) {
    const r = next()
    if (r.kind === kind) requests.push(r)
  }
  const send = async (r: Req) => {
    const res = await fetch(`${base}${r.path}`, {
      method: r.method,
      headers: r.body ? { 'content-type': 'application/json' } : {},
      ...(r.body && { body: r.body }),
    })
    await res.arrayBuffer()
  }
  for (const r of requests.slice(0, 5)) await send(r) // warm
  const [node0, pg0, t0] = [cpuMs(nodePid), serverCpuMs(pgPid), performance.now()]
  for (const r of requests) await send(r)
  const [node1, pg1, t1] = [cpuMs(nodePid), serverCpuMs(pgPid), performance.now()]
  const round = (x: number) => Math.round(x * 100) / 100
  return {
    node: round((node1 - node0) / requests.length),
    pg: round((pg1 - pg0) / requests.length),
    wall: round((t1 - t0) / requests.length),
  }
}

async function main() {
  const source = process.env.SCALE_SOURCE_URL ?? benchDatabaseUrl('BENCH_DATABASE_URL', 'arcanum_bench')
  if (!process.env.SCALE_SOURCE_URL) await ensureFullCorpus(source)
  const run = benchRun(
    'scale',
    `Scale-out on one ${os.cpus().length}-core machine: 2 instances + primary/replica behind PgBouncer and HAProxy vs 1 instance on 1 database; ` +
      `${CONNECTIONS} clients, ${SECONDS} s per load phase, ${CPU_REQUESTS} requests per kind for CPU; data: a copy of ${new URL(source).pathname.slice(1)}`,
  )
  log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${os.cpus().length} cores`,
  )
  log(`bringing up the cluster (a copy of ${source.replace(/:[^:@/]*@/, ':***@')})`)
  const cluster = new ScaleCluster({ sourceUrl: source, instances: 2, poolMode: 'session', log })
  const rows: BenchRow[] = []
  const notes: string[] = []
  let targetsMet = true
  try {
    await cluster.start()
    const held = await storeSize(cluster.url('primary'))
    notes.push(
      `The store: ${held.cards.toLocaleString('en')} cards (and ${held.extras.toLocaleString('en')} tokens and other extras), ` +
        `${held.printings.toLocaleString('en')} printings, ${held.sets} sets.`,
    )
    const next = await mixedRequests(cluster.url('primary'))
    // the baseline: one instance on the primary, no pooler, no replica
    // one instance straight on the primary: no pooler, no replica
    const onPrimary = (preparedStatements: 'on' | 'off') => ({
      DATABASE_URL: cluster.url('primary'),
      DATABASE_READ_URLS: '',
      DATABASE_DIRECT_URL: '',
      DB_PREPARED_STATEMENTS: preparedStatements,
    })
    const singlePort = await freePort()
    const single = await cluster.startArcanum('single', singlePort, onPrimary('on'))
    const singleUrl = `http://127.0.0.1:${singlePort}`
    log(`warming both (${Math.min(10, SECONDS)} s each)`)
    await loadFor(singleUrl, next, Math.min(10, SECONDS))
    await loadFor(cluster.balancerUrl, next, Math.min(10, SECONDS))

    const mixRow = (scenario: string, s: ReturnType<typeof summarize>) => {
      rows.push({ scenario, reqPerSec: s.perSecond, p50: s.p50, p99: s.p99, failed: s.failed, seconds: null, nodeMs: null, pgMs: null })
      log(`  ${scenario}: ${s.perSecond} req/s, p50 ${s.p50} ms, p99 ${s.p99} ms, ${s.failed} failed of ${s.requests}`)
    }
    log(`mixed load, ${SECONDS} s each, ${CONNECTIONS} clients`)
    mixRow('1 instance on 1 database (baseline)', (await loadFor(singleUrl, next, SECONDS)).summary)
    mixRow('2 instances + replica, PgBouncer session pooling, via HAProxy', (await loadFor(cluster.balancerUrl, next, SECONDS)).summary)

    log(`CPU per request, ${CPU_REQUESTS} of each kind, one at a time, on the baseline`)
    const cpu = {} as Record<Kind, { node: number; pg: number; wall: number }>
    for (const kind of Object.keys(MIX) as Kind[]) {
      cpu[kind] = await cpuPerRequest(singleUrl, next, kind, CPU_REQUESTS, single.pid!, cluster.primaryPid())
      rows.push({
        scenario: `CPU per request: ${kind} (${MIX[kind]}% of the mix)`,
        reqPerSec: null,
        p50: null,
        p99: null,
        failed: null,
        seconds: null,
        nodeMs: cpu[kind].node,
        pgMs: cpu[kind].pg,
      })
      log(`  ${kind}: ${cpu[kind].node} ms Node, ${cpu[kind].pg} ms PostgreSQL (${cpu[kind].wall} ms wall)`)
    }
    single.kill('SIGTERM')
    // the pooling choice in CPU, which the machine's load moves less than throughput: the kinds that
    // use named statements (card by id, stored objects, relation pages), unnamed as behind a
    // transaction-pooling PgBouncer 1.18
    const unnamedPort = await freePort()
    const unnamed = await cluster.startArcanum('single-unnamed', unnamedPort, onPrimary('off'))
    for (const kind of ['card', 'named', 'search', 'graphql'] as const) {
      const c = await cpuPerRequest(`http://127.0.0.1:${unnamedPort}`, next, kind, CPU_REQUESTS, unnamed.pid!, cluster.primaryPid())
      rows.push({
        scenario: `CPU per request: ${kind}, unnamed statements (DB_PREPARED_STATEMENTS=off)`,
        reqPerSec: null,
        p50: null,
        p99: null,
        failed: null,
        seconds: null,
        nodeMs: c.node,
        pgMs: c.pg,
      })
      log(`  ${kind}, unnamed statements: ${c.node} ms Node, ${c.pg} ms PostgreSQL (${c.wall} ms wall)`)
    }
    unnamed.kill('SIGTERM')
    const total = Object.values(MIX).reduce((a, b) => a + b, 0)
    const perMix = (k: 'node' | 'pg') => (Object.keys(MIX) as Kind[]).reduce((sum, kind) => sum + (MIX[kind] / total) * cpu[kind][k], 0)
    const nodeCores = (TARGET_RPS * perMix('node')) / 1000
    const pgCores = (TARGET_RPS * perMix('pg')) / 1000
    // each kind's share of the mix times its CPU per request: what it adds to a request of the mix
    const parts = (k: 'node' | 'pg') =>
      (Object.keys(MIX) as Kind[])
        .map((kind) => ({ kind, ms: (MIX[kind] / total) * cpu[kind][k] }))
        .sort((a, b) => b.ms - a.ms)
        .map((p) => `${p.kind} ${p.ms.toFixed(2)}`)
        .join(', ')
    const instances = Math.ceil(nodeCores / UTILIZATION)
    const replicas = Math.ceil(pgCores / (4 * UTILIZATION))
    const model =
      `Capacity model for ${TARGET_RPS.toLocaleString('en')} req/s of this mix (CPU ms per request of each kind × its share, the rows above): ` +
      `Node ${perMix('node').toFixed(2)} ms per request (${parts('node')}) → ${nodeCores.toFixed(1)} cores → ` +
      `${instances} one-core instances at ${UTILIZATION * 100}% busy + 1 to lose one = ${instances + 1} instances; ` +
      `PostgreSQL ${perMix('pg').toFixed(2)} ms per request (${parts('pg')}) → ${pgCores.toFixed(1)} cores → ` +
      `${replicas} four-core replica${replicas === 1 ? '' : 's'} at ${UTILIZATION * 100}% busy + 1 to lose one = ${replicas + 1} replicas (the primary takes imports).`
    notes.push(model)
    log(model)

    log(`faults under load (${PAUSE_S} s of load between them)`)
    const faults = await faultsUnderLoad(cluster, next, CONNECTIONS, PAUSE_S * 1000, { crash: true })
    for (const t of faults.transitions) {
      rows.push({
        scenario: t.what,
        reqPerSec: null,
        p50: null,
        p99: null,
        failed: t.failedReads,
        seconds: t.seconds,
        nodeMs: null,
        pgMs: null,
      })
      log(`  ${t.what}: ${t.seconds} s, ${t.failedReads} failed of ${t.reads} reads (${t.cutAnswers} of them answers cut mid-body)`)
      // the target, 0 failed reads, is the deploy's and the replica's; a crash is measured: what it cuts
      // mid-body (headers passed on) no balancer can send again, anything else it fails misses the target
      const crashed = t.what.includes('kill -9')
      if (t.failedReads > (crashed ? t.cutAnswers : 0)) targetsMet = false
      if (crashed && t.cutAnswers)
        notes.push(`kill -9: ${t.cutAnswers} of ${t.reads} reads were answers cut mid-body by the crash (docs/scaling.md, "The balancer")`)
    }
    if (faults.stoppedExit !== 0) {
      targetsMet = false
      notes.push(`the SIGTERM'd instance did not exit by itself (exit code ${faults.stoppedExit})`)
    }
    if (faults.failures.length) notes.push(`failed reads under faults: ${faults.failures.slice(0, 5).join('; ')}`)

    log('an import on the primary under load')
    const target = await importTarget(cluster.url('primary'))
    const imported = await importUnderLoad(cluster, next, CONNECTIONS, target)
    const visible = Math.max(...imported.visibleAfter.map((s) => s ?? Number.POSITIVE_INFINITY))
    const importSummary = summarize(imported.load.samples)
    rows.push({
      scenario:
        `${target.added ? 'import' : 're-import'} of ${target.code.toUpperCase()} on the primary (${imported.importSeconds} s) → ` +
        'every instance answers with its store version',
      reqPerSec: importSummary.perSecond,
      p50: importSummary.p50,
      p99: importSummary.p99,
      failed: importSummary.failed,
      seconds: Number.isFinite(visible) ? visible : null,
      nodeMs: null,
      pgMs: null,
    })
    log(
      `  ${target.added ? 'import' : 're-import'} of ${target.code.toUpperCase()}: ${imported.importSeconds} s; store version ${imported.version}; ` +
        `every instance answered with it ${visible} s after the import's end (per instance: ${imported.visibleAfter.join(', ')} s); ` +
        `${importSummary.failed} failed reads meanwhile`,
    )
    if (importSummary.failed || !Number.isFinite(visible)) targetsMet = false

    log('PgBouncer in transaction pooling, unnamed statements (DB_PREPARED_STATEMENTS=off)')
    await cluster.switchPoolMode('transaction')
    await loadFor(cluster.balancerUrl, next, Math.min(10, SECONDS))
    mixRow(
      '2 instances + replica, PgBouncer transaction pooling, unnamed statements',
      (await loadFor(cluster.balancerUrl, next, SECONDS)).summary,
    )
  } finally {
    const pids = cluster.ports ? cluster.livePids() : []
    await cluster.stop()
    const left = pids.filter((pid) => {
      try {
        process.kill(pid, 0)
        return true
      } catch {
        return false
      }
    })
    log(left.length ? `left running: ${left.join(', ')}` : 'stopped: no process and no folder left behind')
  }
  run.write(
    {
      scenario: 'Scenario',
      reqPerSec: 'req/s',
      p50: 'p50 ms',
      p99: 'p99 ms',
      failed: 'failed reads',
      seconds: 'seconds',
      nodeMs: 'Node CPU ms',
      pgMs: 'PostgreSQL CPU ms',
    },
    rows,
    { notes, targetsMet },
  )
}

await main()
