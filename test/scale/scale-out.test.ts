// The scale-out deployment (docs/scaling.md) run for real, short: a PostgreSQL primary and a streaming
// hot-standby replica of its own (not the server at 5432), PgBouncer, Redis, two Arcanum instances
// reading from the replica and HAProxy in front with /ready checks (bench/support/scale-cluster.ts,
// from Debian's packages, which .ci/run installs). Under the mixed read load: an instance stopped as
// a deploy stops it (SIGTERM), the replica stopped, both restarted, and not one read fails (kill -9
// is bench:scale's, measured: docs/scaling.md says why it can cut an answer); the replica's replay paused during an
// import, and every instance answers with the import within the lag bound, from the primary; then
// nothing is left running or on disk. Speed is bench:scale's business, not this file's.
//
// It runs in the PostgreSQL run of the suite (its primary starts as a copy of the fixture database);
// the PGlite run has no fixture on a server to copy.
import { existsSync, readFileSync } from 'node:fs'
import { get } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ScaleCluster, waitFor } from '../../bench/support/scale-cluster.js'
import { Load, MIX, mixedRequests, summarize, type Req } from '../../bench/support/scale-load.js'
import { faultsUnderLoad, importTarget, importUnderLoad } from '../../bench/support/scale-scenario.js'
import { sharedFixture } from '../support/database.js'

const onServer = Boolean(process.env.DATABASE_URL)

let cluster: ScaleCluster
let next: () => Req

describe.skipIf(!onServer)('scale-out on stock parts: primary + replica, PgBouncer, Redis, 2 instances, HAProxy', () => {
  beforeAll(async () => {
    const fixture = await sharedFixture()
    cluster = new ScaleCluster({ sourceUrl: fixture.url, instances: 2, poolMode: 'session', noFsync: true })
    await cluster.start()
    next = await mixedRequests(cluster.url('primary'))
  })
  afterAll(async () => {
    await cluster?.stop()
  })

  it('serves the mixed load through the balancer, its reads from the replica', async () => {
    const replicaScans = async () => {
      const { default: pg } = await import('pg')
      const c = new pg.Client({ connectionString: cluster.url('replica') })
      await c.connect()
      const { rows } = await c.query<{ n: string }>(
        'SELECT sum(coalesce(seq_scan, 0) + coalesce(idx_scan, 0))::text AS n FROM pg_stat_user_tables',
      )
      await c.end()
      return Number(rows[0]!.n)
    }
    const before = await replicaScans()
    const load = new Load(cluster.balancerUrl, next, 4).start()
    // until every kind of the mix has been answered at least twice
    await waitFor(() => Object.keys(MIX).every((k) => load.samples.filter((x) => x.kind === k).length >= 2), 120_000)
    const samples = await load.stop()
    expect(load.failures).toEqual([])
    const s = summarize(samples)
    expect(s.requests).toBeGreaterThan(10)
    expect(new Set(samples.map((x) => x.kind)).size).toBe(6)
    // the reads ran on the replica (its own statistics count its own scans)
    expect(await replicaScans()).toBeGreaterThan(before)
    for (const i of [0, 1]) {
      const health = (await (await fetch(`${cluster.instanceUrl(i)}/health`)).json()) as { replicas: unknown }
      expect(health.replicas).toEqual([{ inUse: true, up: true, lagMs: expect.any(Number) }])
    }
  })

  it('every instance answers the same bytes and ETag for the same request, next_page link included', async () => {
    const page = '/cards/search?q=t%3Acreature&order=name'
    // each instance asked directly, as the balancer asks it: with the Host the client sent the balancer
    const host = new URL(cluster.balancerUrl).host
    const answers = await Promise.all(
      [0, 1].map(
        (i) =>
          new Promise<{ etag: unknown; body: string }>((resolve, reject) => {
            get(`${cluster.instanceUrl(i)}${page}`, { headers: { host } }, (res) => {
              let body = ''
              res.setEncoding('utf8')
              res.on('data', (d: string) => {
                body += d
              })
              res.on('end', () => resolve({ etag: res.headers.etag, body }))
            }).on('error', reject)
          }),
      ),
    )
    expect(JSON.parse(answers[0]!.body).next_page).toMatch(new RegExp(`^${cluster.balancerUrl}/cards/search\\?`))
    expect(answers[1]).toEqual(answers[0])
  })

  it('an instance stopped as a deploy stops it (SIGTERM) and the replica stopped, then both restarted, under load: not one read fails', async () => {
    const { transitions, failures, stoppedExit } = await faultsUnderLoad(cluster, next, 4, 1500)
    // the instance failed /ready, drained and exited by itself (not killed after the grace time)
    expect(stoppedExit).toBe(0)
    expect(failures).toEqual([])
    expect(transitions.map((t) => t.what)).toHaveLength(4)
    for (const t of transitions) {
      expect(t.failedReads, t.what).toBe(0)
      // load ran through every transition
      expect(t.reads, t.what).toBeGreaterThan(0)
    }
    expect(await cluster.balancerStates()).toEqual(['UP', 'UP'])
  })

  it('an import on the primary while the replica lags past the bound: every instance answers with it, from the primary', async () => {
    const target = await importTarget(cluster.url('primary'))
    expect(target.added).toBe(true)
    const before = await fetch(`${cluster.balancerUrl}/sets/${target.code}`)
    expect(before.status).toBe(404)
    const { visibleAfter, lagSeen, load } = await importUnderLoad(cluster, next, 2, target, { pauseReplay: true })
    expect(load.failures).toEqual([])
    // each instance answered with the import's store version and the new set; the paused replica was left out for lagging
    expect(visibleAfter.every((s) => s !== null)).toBe(true)
    expect(lagSeen).toEqual([{ inUse: false, up: true, lagMs: expect.any(Number) }])
    expect(lagSeen![0]!.lagMs!).toBeGreaterThan(5000)
  })

  it('stops leaving no process and no folder behind', async () => {
    const pids = cluster.livePids()
    expect(pids.length).toBeGreaterThanOrEqual(7) // 2 instances, PgBouncer, Redis, HAProxy, 2 postmasters
    await cluster.stop()
    // a process that exited but whose parent (here PID 1, which may not reap) hasn't collected it is a
    // zombie: it runs nothing and holds nothing but its process-table entry, so it isn't left running
    const zombie = (pid: number) => {
      try {
        return readFileSync(`/proc/${pid}/stat`, 'utf8')
          .replace(/^.*\) /s, '')
          .startsWith('Z')
      } catch {
        return false
      }
    }
    const alive = pids.filter((pid) => {
      try {
        process.kill(pid, 0)
        return !zombie(pid)
      } catch {
        return false
      }
    })
    expect(alive).toEqual([])
    expect(existsSync(cluster.dir)).toBe(false)
  })
})
