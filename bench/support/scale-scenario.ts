// What `npm run bench:scale` and test/scale/ do to a running ScaleCluster, under the mixed load:
// faults (kill an API instance, stop the replica, restart both), each timed until every part has
// seen it, with the reads that failed meanwhile; and an import on the primary, timed until every
// instance answers with what it added.
import { execFile } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { sharedData } from '../../test/support/data.js'
import { ROOT, type ScaleCluster, waitFor } from './scale-cluster.js'
import { cut, failed, Load, type Req } from './scale-load.js'

export interface Transition {
  what: string
  /** Seconds from the action until every part has seen it (the balancer, each instance's read routing). */
  seconds: number
  /** Reads that failed from the action until the next transition's. */
  failedReads: number
  /** Of those, answers cut mid-body by the instance's death (kill -9 while it was sending them). */
  cutAnswers: number
  reads: number
}

interface HealthReplica {
  inUse: boolean
  up: boolean
  lagMs: number | null
}

async function replicasSeenBy(cluster: ScaleCluster, i: number): Promise<HealthReplica[]> {
  const r = await fetch(`${cluster.instanceUrl(i)}/health`, { signal: AbortSignal.timeout(3000) })
  return ((await r.json()) as { replicas?: HealthReplica[] }).replicas ?? []
}

/** Whether every instance listed reads from the replica (`inUse`) or routes around it. */
async function everyInstanceSees(cluster: ScaleCluster, instances: number[], inUse: boolean): Promise<boolean> {
  for (const i of instances) {
    const seen = await replicasSeenBy(cluster, i)
    if (seen.length !== 1 || seen[0]!.inUse !== inUse) return false
  }
  return true
}

const TIMEOUT_MS = 90_000

async function timed(
  what: string,
  action: () => Promise<void> | void,
  settled: () => Promise<boolean>,
): Promise<{ what: string; seconds: number }> {
  const t = performance.now()
  await action()
  if (!(await waitFor(settled, TIMEOUT_MS, 100))) throw new Error(`${what}: not settled after ${TIMEOUT_MS / 1000} s`)
  return { what, seconds: Math.round((performance.now() - t) / 100) / 10 }
}

/**
 * Under `concurrency` clients of the mix through the balancer: stop instance 0 as a deploy does
 * (SIGTERM: it drains), stop the replica, start the replica, start instance 0; with `crash`, then
 * kill -9 instance 0 and start it again. `pauseMs` of load between steps. Every transition with its
 * seconds and the reads that failed until the next, and the exit code of the SIGTERM'd instance.
 */
export async function faultsUnderLoad(
  cluster: ScaleCluster,
  next: () => Req,
  concurrency: number,
  pauseMs: number,
  { crash = false }: { crash?: boolean } = {},
) {
  const load = new Load(cluster.balancerUrl, next, concurrency).start()
  const steps: { what: string; seconds: number; at: number }[] = []
  const all = cluster.ports.instances.map((_, i) => i)
  const others = all.slice(1)
  let stoppedExit: number | null = null
  const step = async (what: string, action: () => Promise<void> | void, settled: () => Promise<boolean>) => {
    const at = load.now()
    steps.push({ ...(await timed(what, action, settled)), at })
    await new Promise((r) => setTimeout(r, pauseMs))
  }
  const everyUp = async () => (await cluster.balancerStates()).every((s) => s === 'UP')
  try {
    await new Promise((r) => setTimeout(r, pauseMs))
    await step(
      'stop API instance 1 (SIGTERM: it drains and exits) → the balancer takes it out',
      async () => {
        stoppedExit = await cluster.stopInstance(0)
      },
      async () => (await cluster.balancerStates())[0] !== 'UP',
    )
    await step(
      'stop the replica → every instance reads from the primary',
      () => cluster.stopReplica(),
      () => everyInstanceSees(cluster, others, false),
    )
    await step(
      'start the replica → every instance reads from it again',
      () => cluster.startReplica(),
      () => everyInstanceSees(cluster, others, true),
    )
    await step('restart API instance 1 → the balancer sends it traffic', () => cluster.startInstance(0), everyUp)
    if (crash) {
      await step(
        'kill -9 API instance 1 (a crash: nothing drained) → the balancer takes it out',
        () => cluster.killInstance(0),
        async () => (await cluster.balancerStates())[0] !== 'UP',
      )
      await step('restart API instance 1 after the crash → the balancer sends it traffic', () => cluster.startInstance(0), everyUp)
    }
  } finally {
    await load.stop()
  }
  const transitions: Transition[] = steps.map((s, i) => {
    const until = steps[i + 1]?.at ?? Number.POSITIVE_INFINITY
    const inside = load.samples.filter((x) => x.at >= s.at && x.at < until)
    return {
      what: s.what,
      seconds: s.seconds,
      failedReads: inside.filter(failed).length,
      cutAnswers: inside.filter(cut).length,
      reads: inside.length,
    }
  })
  return { transitions, samples: load.samples, failures: load.failures, stoppedExit }
}

/**
 * What the import under load imports: the smallest MTGJSON set file of the corpus whose set the store
 * does not hold yet (`added`), else (a store holding the whole corpus) the smallest one again, which
 * changes no card but is a writing transaction all the same, so the store version moves on.
 */
export async function importTarget(primaryUrl: string): Promise<{ file: string; code: string; added: boolean }> {
  const dir = sharedData('mtgjson', 'corpus', 'v5.3.0-20260709')
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json.gz'))
    .map((f) => ({ f, size: statSync(path.join(dir, f)).size }))
    .filter((x) => x.size > 4000)
    .sort((a, b) => a.size - b.size)
  const code = (f: string) => f.replace(/\.json\.gz$/, '').toLowerCase()
  const client = new pg.Client({ connectionString: primaryUrl })
  await client.connect()
  try {
    for (const { f } of files) {
      const { rowCount } = await client.query('SELECT 1 FROM sets WHERE lower(code) = $1', [code(f)])
      if (!rowCount) return { file: path.join(dir, f), code: code(f), added: true }
    }
  } finally {
    await client.end()
  }
  const smallest = files[0]!.f
  return { file: path.join(dir, smallest), code: code(smallest), added: false }
}

/** The store version (store_generation) of the server at `url`. */
async function storeVersionOf(url: string): Promise<bigint> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return BigInt((await client.query<{ v: string }>('SELECT value::text AS v FROM store_generation')).rows[0]!.v)
  } finally {
    await client.end()
  }
}

/** Whether instance `i` answers with store version `version` or a later one (/health's storeVersion: the server its reads go to). */
async function answersWith(cluster: ScaleCluster, i: number, version: bigint): Promise<boolean> {
  const r = await fetch(`${cluster.instanceUrl(i)}/health`, { signal: AbortSignal.timeout(5000) })
  const seen = ((await r.json()) as { storeVersion?: string | null }).storeVersion
  return seen !== null && seen !== undefined && BigInt(seen) >= version
}

/**
 * Imports `file` into the primary (the import CLI over its direct URL) under the load; with
 * `pauseReplay`, the replica's replay is paused first, so it lags past the bound and the instances
 * must read from the primary. Seconds of the import, the store version it committed, and per
 * instance the seconds from the import's end until that instance answers with that store version
 * (and, when the import added a set, answers /sets/<code> with 200).
 */
export async function importUnderLoad(
  cluster: ScaleCluster,
  next: () => Req,
  concurrency: number,
  { file, code, added }: { file: string; code: string; added: boolean },
  { pauseReplay = false } = {},
) {
  const replica = new pg.Client({ connectionString: cluster.url('replica') })
  await replica.connect()
  const load = new Load(cluster.balancerUrl, next, concurrency).start()
  try {
    if (pauseReplay) await replica.query('SELECT pg_wal_replay_pause()')
    const before = await storeVersionOf(cluster.url('primary'))
    const t0 = performance.now()
    await new Promise<void>((resolve, reject) =>
      execFile(
        'node',
        ['--liftoff-only', '--max-old-space-size=512', path.join(ROOT, 'dist/import/cli.js'), '--no-progress', file],
        { env: { ...process.env, DATABASE_URL: cluster.url('primary') }, timeout: 300_000 },
        (e, _out, err) => (e ? reject(new Error(`import failed: ${err || e.message}`)) : resolve()),
      ),
    )
    const imported = performance.now()
    const version = await storeVersionOf(cluster.url('primary'))
    if (version <= before) throw new Error(`the import left the store version at ${version}`)
    const answered = await Promise.all(
      cluster.ports.instances.map(async (_, i) => {
        const ok = await waitFor(
          async () =>
            (await answersWith(cluster, i, version)) &&
            (!added || (await fetch(`${cluster.instanceUrl(i)}/sets/${code}`, { signal: AbortSignal.timeout(5000) })).status === 200),
          TIMEOUT_MS,
          100,
        )
        return ok ? (performance.now() - imported) / 1000 : null
      }),
    )
    const lagSeen = pauseReplay ? await replicasSeenBy(cluster, cluster.ports.instances.length - 1) : null
    return {
      importSeconds: Math.round((imported - t0) / 100) / 10,
      /** The store version the import committed. */
      version: String(version),
      /** Per instance, seconds from the import's end until it answered with the new store version (null: never). */
      visibleAfter: answered.map((s) => (s === null ? null : Math.round(s * 10) / 10)),
      /** With pauseReplay: what the last instance reported of the paused replica. */
      lagSeen,
      load,
    }
  } finally {
    if (pauseReplay) await replica.query('SELECT pg_wal_replay_resume()').catch(() => {})
    await replica.end()
    await load.stop()
  }
}
