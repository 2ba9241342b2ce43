// Reads to replicas, writes to the primary. DATABASE_URL names the primary (imports, migrations,
// writes, and anything not known to be a read); DATABASE_READ_URLS names streaming hot-standby
// replicas of it. A request the API marks read-only (src/api/http.ts: GET and HEAD, and the POSTs
// that only read) takes one replica for all its statements, chosen in turn among those that are up
// and whose replay is within the lag bound of the primary; when none is, the primary. A statement
// whose replica fails under it (down, restarting, a recovery conflict) is run again on the primary,
// and the replica is left out until its next probe answers: a read never fails because a replica did.
//
// Lag is measured the way PostgreSQL measures it, by WAL position, not by the time of the last
// replayed transaction (which grows on an idle primary): every probe reads the primary's current WAL
// position and each replica's replayed one; a replica that has replayed what the primary had written
// at time t holds the data of time t, so its lag is now − t (at most one probe interval when it is
// current). When the primary does not answer, nothing can be written, so replicas stay in use.
//
// Consistency: a request reads everything from one server, so the store version it reads and the
// data it keeps under it come from one state (src/store/kept.ts); when it moves to the primary it
// moves forward (a replica never holds data the primary does not). Row versions (xmin) and the
// store generation are the same on a physical replica as on its primary, so values kept from one
// server are valid for the others.
import pg from 'pg'
import { databaseFailure } from './failures.js'
import { currentScope, type StatementScope } from './statement-scope.js'
import { runOn, sql } from './typed-sql.js'

export interface ReadRoutingOptions {
  /** A replica whose replay is further behind the primary than this is not read from (ms). */
  maxLagMs: number
  /** How often each server is probed (ms). */
  probeIntervalMs: number
}

export const DEFAULT_READ_ROUTING: ReadRoutingOptions = { maxLagMs: 5000, probeIntervalMs: 1000 }

/** One replica as the router sees it. */
export interface ReplicaStatus {
  /** The replica's URL without its password. */
  url: string
  up: boolean
  /** How far its data is behind the primary's, ms (null: not known: it or the primary does not answer). */
  lagMs: number | null
  /** Why it is not read from, when it is not. */
  reason: string | null
}

/** A PostgreSQL error that means the server a read ran on failed it, not the read itself. */
export function replicaFailed(error: unknown): boolean {
  if (databaseFailure(error) === 'unavailable') return true
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code
    // a hot standby cancels a query that conflicts with WAL it must replay (40001), or whose database was dropped (57P04)
    if (code === '40001' || code === '57P04') return true
    if (/conflict with recovery|read-only transaction/i.test(String((e as { message?: unknown }).message ?? ''))) return true
  }
  return false
}

/** A WAL position ("16/B374D848") as a number. */
const lsn = (text: string): bigint => {
  const [hi, lo] = text.split('/')
  return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`)
}

// a server always has a WAL position and a recovery state
const WRITTEN_LSN = sql('read-routing.writtenLsn', 'SELECT pg_current_wal_lsn()::text AS "lsn!"')
const REPLAYED_LSN = sql(
  'read-routing.replayedLsn',
  'SELECT pg_is_in_recovery() AS "standby!", coalesce(pg_last_wal_replay_lsn(), pg_current_wal_lsn())::text AS "lsn!"',
)
const redacted = (url: string) => {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return 'DATABASE_READ_URLS'
  }
}

interface Replica<P extends pg.Pool> {
  url: string
  pool: P
  probe: pg.Pool
  up: boolean
  /** The WAL position replayed at the last probe. */
  replayed: bigint | null
  lagMs: number | null
  reason: string | null
}

/**
 * Chooses the server of each read: `primary` or one of `replicas`' pools. Probes them all every
 * `probeIntervalMs` on connections of its own (one per server), never on the service's.
 */
export class ReadRouter<P extends pg.Pool> {
  readonly #replicas: Replica<P>[]
  readonly #primaryProbe: pg.Pool
  /** The primary's WAL position at recent probes, oldest first, and when each was read. */
  readonly #written: { at: number; lsn: bigint }[] = []
  #next = 0
  #timer: NodeJS.Timeout | null = null
  #probing: Promise<void> | null = null

  constructor(
    readonly primary: P,
    replicas: { url: string; pool: P }[],
    probeConfig: (url: string) => pg.PoolConfig,
    primaryUrl: string,
    readonly options: ReadRoutingOptions = DEFAULT_READ_ROUTING,
  ) {
    const probePool = (url: string) => {
      const p = new pg.Pool({ ...probeConfig(url), max: 1, idleTimeoutMillis: 0, application_name: 'arcanum-probe' })
      p.on('error', () => {})
      return p
    }
    this.#primaryProbe = probePool(primaryUrl)
    this.#replicas = replicas.map(({ url, pool }) => ({
      url: redacted(url),
      pool,
      probe: probePool(url),
      up: false,
      replayed: null,
      lagMs: null,
      reason: 'not probed yet',
    }))
  }

  /** Probe now, then every probeIntervalMs until close(). */
  async start(): Promise<void> {
    await this.probe()
    const tick = () => {
      this.#timer = setTimeout(() => void this.probe().finally(() => this.#timer && tick()), this.options.probeIntervalMs)
      this.#timer.unref()
    }
    tick()
  }

  /** One round of probes (a round already running is waited for, not doubled). */
  probe(): Promise<void> {
    this.#probing ??= this.#probeAll().finally(() => {
      this.#probing = null
    })
    return this.#probing
  }

  async #probeAll(): Promise<void> {
    const at = Date.now()
    const [written] = await Promise.allSettled([
      runOn(this.#primaryProbe, WRITTEN_LSN, []),
      ...this.#replicas.map((r) => this.#probeReplica(r)),
    ])
    if (written.status === 'fulfilled') {
      this.#written.push({ at, lsn: lsn(written.value[0]!.lsn) })
      // keep the samples that can still tell a lag within twice the bound
      const horizon = at - 2 * this.options.maxLagMs - this.options.probeIntervalMs
      while (this.#written.length > 2 && this.#written[1]!.at < horizon) this.#written.shift()
    }
    const primaryAnswered = written.status === 'fulfilled'
    for (const r of this.#replicas) {
      if (!r.up || r.replayed === null) continue
      if (!primaryAnswered) {
        r.lagMs = null
        r.reason = null
        continue
      }
      // the newest primary position this replica has replayed: its data is that old
      const caughtUp = this.#written.findLast((w) => w.lsn <= r.replayed!)
      r.lagMs = caughtUp ? Math.max(0, Date.now() - caughtUp.at) : Date.now() - this.#written[0]!.at
      r.reason = r.lagMs > this.options.maxLagMs ? `lags ${r.lagMs} ms behind the primary (bound ${this.options.maxLagMs} ms)` : null
    }
  }

  async #probeReplica(r: Replica<P>): Promise<void> {
    try {
      const rows = await runOn(r.probe, REPLAYED_LSN, [])
      r.up = true
      // a server that is not a standby (promoted, or the primary itself) holds what it was written
      r.replayed = rows[0]!.standby ? lsn(rows[0]!.lsn) : BigInt(Number.MAX_SAFE_INTEGER) << 16n
      r.reason = null
    } catch (e) {
      r.up = false
      r.replayed = null
      r.lagMs = null
      r.reason = `does not answer (${((e as Error).message || String(e)).split('\n')[0]})`
    }
  }

  /** The pool a read of `scope` runs on: the one it already uses, else the next usable replica, else the primary. */
  poolFor(scope: StatementScope): P {
    const held = scope.readPool as P | undefined
    if (held) return held
    const chosen = this.#pick()
    scope.readPool = chosen
    return chosen
  }

  #pick(): P {
    const n = this.#replicas.length
    for (let i = 0; i < n; i++) {
      const r = this.#replicas[(this.#next + i) % n]!
      if (r.up && r.reason === null) {
        this.#next = (this.#next + i + 1) % n
        return r.pool
      }
    }
    return this.primary
  }

  /** A statement failed on `pool` because its server did: leave it out until its next probe answers. */
  failed(pool: P, error: unknown): void {
    const r = this.#replicas.find((x) => x.pool === pool)
    if (!r) return
    r.up = false
    r.reason = `failed a read (${((error as Error).message || String(error)).split('\n')[0]})`
  }

  status(): ReplicaStatus[] {
    return this.#replicas.map((r) => ({ url: r.url, up: r.up, lagMs: r.lagMs, reason: r.reason }))
  }

  async close(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer)
    this.#timer = null
    await this.#probing?.catch(() => {})
    await Promise.all([this.#primaryProbe.end(), ...this.#replicas.map((r) => r.probe.end())])
  }
}

/** The read-only scope of the statement being started, when a router should choose its server. */
export function readScope(router: ReadRouter<pg.Pool> | null): StatementScope | null {
  if (!router) return null
  const scope = currentScope()
  return scope?.readOnly ? scope : null
}
