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
import { failed, Load, type Req } from './scale-load.js'

export interface Transition {
  what: string
  /** Seconds from the action until every part has seen it (the balancer, each instance's read routing). */
  seconds: number
  /** Reads that failed from the action until the next transition's. */
  failedReads: number
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
 * Under `concurrency` clients of the mix through the balancer: kill instance 0, stop the replica,
 * start the replica, start instance 0; `pauseMs` of load between steps. Every transition with its
 * seconds and the reads that failed until the next.
 */
export async function faultsUnderLoad(cluster: ScaleCluster, next: () => Req, concurrency: number, pauseMs: number) {
  const load = new Load(cluster.balancerUrl, next, concurrency).start()
  const steps: { what: string; seconds: number; at: number }[] = []
  const all = cluster.ports.instances.map((_, i) => i)
  const others = all.slice(1)
  const step = async (what: string, action: () => Promise<void> | void, settled: () => Promise<boolean>) => {
    const at = load.now()
    steps.push({ ...(await timed(what, action, settled)), at })
    await new Promise((r) => setTimeout(r, pauseMs))
  }
  try {
    await new Promise((r) => setTimeout(r, pauseMs))
    await step(
      'kill -9 API instance 1 → the balancer takes it out',
      () => cluster.killInstance(0),
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
    await step(
      'restart API instance 1 → the balancer sends it traffic',
      () => cluster.startInstance(0),
      async () => (await cluster.balancerStates()).every((s) => s === 'UP'),
    )
  } finally {
    await load.stop()
  }
  const transitions: Transition[] = steps.map((s, i) => {
    const until = steps[i + 1]?.at ?? Number.POSITIVE_INFINITY
    const inside = load.samples.filter((x) => x.at >= s.at && x.at < until)
    return { what: s.what, seconds: s.seconds, failedReads: inside.filter(failed).length, reads: inside.length }
  })
  return { transitions, samples: load.samples, failures: load.failures }
}

/** A small MTGJSON set file of the corpus whose set the store does not hold yet, and its code. */
export async function setNotInStore(primaryUrl: string): Promise<{ file: string; code: string }> {
  const dir = sharedData('mtgjson', 'corpus', 'v5.3.0-20260709')
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json.gz'))
    .map((f) => ({ f, size: statSync(path.join(dir, f)).size }))
    .filter((x) => x.size > 4000)
    .sort((a, b) => a.size - b.size)
  const client = new pg.Client({ connectionString: primaryUrl })
  await client.connect()
  try {
    for (const { f } of files) {
      const code = f.replace(/\.json\.gz$/, '').toLowerCase()
      const { rowCount } = await client.query('SELECT 1 FROM sets WHERE lower(code) = $1', [code])
      if (!rowCount) return { file: path.join(dir, f), code }
    }
  } finally {
    await client.end()
  }
  throw new Error(`every set file in ${dir} is imported already`)
}

/**
 * Imports `file` into the primary (the import CLI over its direct URL) under the load; with
 * `pauseReplay`, the replica's replay is paused first, so it lags past the bound and the instances
 * must read the new set from the primary. Seconds of the import, and from its end until every
 * instance answers /sets/<code> with 200.
 */
export async function importUnderLoad(
  cluster: ScaleCluster,
  next: () => Req,
  concurrency: number,
  { file, code }: { file: string; code: string },
  { pauseReplay = false } = {},
) {
  const replica = new pg.Client({ connectionString: cluster.url('replica') })
  await replica.connect()
  const load = new Load(cluster.balancerUrl, next, concurrency).start()
  try {
    if (pauseReplay) await replica.query('SELECT pg_wal_replay_pause()')
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
    const answered = await Promise.all(
      cluster.ports.instances.map(async (_, i) => {
        const ok = await waitFor(
          async () => (await fetch(`${cluster.instanceUrl(i)}/sets/${code}`, { signal: AbortSignal.timeout(5000) })).status === 200,
          TIMEOUT_MS,
          100,
        )
        return ok ? (performance.now() - imported) / 1000 : null
      }),
    )
    const lagSeen = pauseReplay ? await replicasSeenBy(cluster, cluster.ports.instances.length - 1) : null
    return {
      importSeconds: Math.round((imported - t0) / 100) / 10,
      /** Per instance, seconds from the import's end until it answered with the new set (null: never). */
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
