// Database selection: DATABASE_URL → that PostgreSQL; unset → the embedded PGlite database.
// Either way the service gets one `pg` connection pool: the query layer's statements are typed from
// their SQL (src/queries/typed-sql.ts), so no ORM client is generated or opened.
//
// What the service needs of the pool to stay up (all off unless asked for, so imports and tests
// run as before): a connect timeout and a client-side read timeout (a frozen server makes requests
// fail in seconds, not hang), a per-statement time limit, a cap on statements waiting for a
// connection (past it: DatabaseBusyError, a 503), a small priority pool that health checks and
// single-card lookups use (statement-scope.ts), and cancellation of the statements of a request
// whose client went away.
//
// With read URLs (DATABASE_READ_URLS), the requests the API marks read-only read from streaming
// replicas and everything else (migrations, imports, writes) goes to the primary (read-routing.ts).
import pg from 'pg'
import { plannerOptions } from './planner.js'
import { startEmbeddedPostgres, type EmbeddedOptions, type EmbeddedPostgres } from './embedded.js'
import { DatabaseBusyError } from './failures.js'
import { applyMigrations } from './migrate.js'
import { DEFAULT_READ_ROUTING, ReadRouter, readScope, replicaFailed, type ReadRoutingOptions, type ReplicaStatus } from './read-routing.js'
import { currentScope, RequestAbandonedError, type StatementScope } from './statement-scope.js'

// DATE columns as 'YYYY-MM-DD' strings, not local-midnight Date objects.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v)

export interface Database {
  kind: 'postgres' | 'pglite'
  url: string
  pool: pg.Pool
  /** Migrations applied by this open (empty when the schema was current). */
  appliedMigrations: string[]
  /** The embedded server, when kind is 'pglite'. */
  embedded?: EmbeddedPostgres
  /** Named prepared statements for hot lookups (off behind a transaction-pooling PgBouncer before 1.21). */
  namedStatements?: boolean
  /** The replicas reads go to and whether each is read from now (empty without read URLs). */
  replicas(): ReplicaStatus[]
  close(): Promise<void>
}

export interface OpenOptions {
  /** A PostgreSQL URL; when absent, the embedded database is used. */
  databaseUrl?: string | undefined
  /** Streaming replicas of databaseUrl that read-only requests read from (PostgreSQL only). */
  readUrls?: readonly string[]
  /** When a replica is too far behind to read from, and how often it is probed. */
  readRouting?: Partial<ReadRoutingOptions>
  /** The primary without a pooler in between, for migrations (a session's advisory lock); default databaseUrl. */
  directUrl?: string | undefined
  /** Named prepared statements for hot lookups (default true; false behind a transaction pooler that cannot keep them). */
  namedStatements?: boolean
  /** Folder of the embedded database; null keeps it in memory (tests). */
  dataDir?: string | null
  /** More options of the embedded database (a tarball to start from, server settings). */
  embedded?: Omit<EmbeddedOptions, 'dataDir'>
  /** Apply pending migrations (default true). */
  migrate?: boolean
  poolSize?: number
  /** Longest a statement may run, ms (PostgreSQL's statement_timeout; 0: no limit). */
  statementTimeoutMs?: number
  /** Longest to wait for a connection, new or from the pool, ms (0: no limit). */
  connectTimeoutMs?: number
  /** Longest to wait for the server's answer to a statement, ms, client-side: a frozen server (0: no limit). */
  queryTimeoutMs?: number
  /** Statements that may wait for a connection before the next is refused as busy (default: no cap). */
  maxWaiting?: number
  /** Connections kept for priority requests (health, single-card lookups); 0: none. PostgreSQL only. */
  priorityPoolSize?: number
}

/** A pg pool that honours the request's statement scope: priority lane, waiting cap, cancellation. */
class ServicePool extends pg.Pool {
  priority: pg.Pool | null = null
  maxWaiting = Number.POSITIVE_INFINITY
  /** Chooses the server of read-only requests' statements (the primary's pool only, with read URLs). */
  router: ReadRouter<ServicePool> | null = null

  // pg-pool's query() checks out through connect(), so this covers pool.query, Prisma and transactions
  override connect(): Promise<pg.PoolClient>
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void
  override connect(callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void) {
    const scope = currentScope()
    const reading = readScope(this.router)
    const replica = reading && this.router!.poolFor(reading)
    if (replica && replica !== this) return replica.connect(callback as never) as never
    const lane = scope?.priority && this.priority ? this.priority : null
    const full = this.totalCount >= (this.options.max ?? 10) && this.idleCount === 0
    let refused: Error | null = scope?.abandoned ? new RequestAbandonedError() : null
    if (!refused && !lane && full && this.waitingCount >= this.maxWaiting) refused = new DatabaseBusyError(this.waitingCount)
    // a wait for a slot in a full pool that times out is the server being busy, not the database down
    const explain = (e: Error) =>
      full && /timeout exceeded when trying to connect/.test(e.message) ? new DatabaseBusyError(this.waitingCount) : e
    if (callback) {
      if (refused) return void process.nextTick(() => callback(refused, undefined, () => {}))
      const cb = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => {
        // the client went away while this statement waited for a connection: give it back unused
        if (!err && client && scope?.abandoned) {
          client.release()
          return callback(new RequestAbandonedError(), undefined, () => {})
        }
        if (!err && client && scope) track(scope, client, this)
        callback(err && explain(err), client, done)
      }
      return lane ? lane.connect(cb as never) : super.connect(cb as never)
    }
    if (refused) return Promise.reject(refused)
    return (lane ? lane.connect() : super.connect()).then(
      (client) => {
        if (scope?.abandoned) {
          client.release()
          throw new RequestAbandonedError()
        }
        return scope ? track(scope, client, this) : client
      },
      (e: Error) => Promise.reject(explain(e)),
    )
  }
}

/** The pool each client a scope holds came from: its statements are cancelled on that pool's server. */
const clientPools = new WeakMap<pg.PoolClient, ServicePool>()

/** Remember the client as the scope's until it is released. */
function track(scope: StatementScope, client: pg.PoolClient, pool: ServicePool): pg.PoolClient {
  scope.clients.add(client)
  clientPools.set(client, pool)
  const release = client.release
  client.release = (err?: Error | boolean) => {
    scope.clients.delete(client)
    client.release = release
    return release.call(client, err)
  }
  return client
}

/** Cancel what the scope's connections are running (PostgreSQL's pg_cancel_backend, sent on another connection). */
export async function cancelScope(db: Pick<Database, 'kind' | 'pool'>, scope: StatementScope): Promise<void> {
  scope.abandoned = true
  if (db.kind !== 'postgres') return
  // each server's backends are cancelled on that server (a replica's, not the primary's)
  const byPool = new Map<ServicePool, number[]>()
  for (const c of scope.clients) {
    const pid = (c as pg.PoolClient & { processID?: number }).processID
    const pool = clientPools.get(c) ?? (db.pool as ServicePool)
    if (pid) byPool.set(pool, [...(byPool.get(pool) ?? []), pid])
  }
  await Promise.all(
    [...byPool].map(([pool, pids]) =>
      (pool.priority ?? pool).query('SELECT pg_cancel_backend(pid) FROM unnest($1::int[]) AS pid', [pids]).catch(() => {}),
    ),
  )
}

/**
 * Statements of read-only requests go to the router's choice; one whose replica fails under it
 * (down, restarting, a recovery conflict) is run again on the primary, which the request then keeps.
 */
function routeReads(primary: ServicePool, router: ReadRouter<ServicePool>): void {
  primary.router = router
  const plain = primary.query.bind(primary) as (...args: unknown[]) => Promise<unknown>
  primary.query = ((...args: unknown[]) => {
    const scope = readScope(router)
    if (!scope || typeof args.at(-1) === 'function') return plain(...args)
    return (async () => {
      for (;;) {
        const target = router.poolFor(scope)
        try {
          return await (target === primary ? plain(...args) : (target.query as (...a: unknown[]) => Promise<unknown>)(...args))
        } catch (e) {
          if (target === primary || scope.abandoned || !replicaFailed(e)) throw e
          router.failed(target, e)
          scope.readPool = primary
        }
      }
    })()
  }) as typeof primary.query
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined
  let url = opts.databaseUrl
  if (!url) {
    embedded = await startEmbeddedPostgres({ ...opts.embedded, dataDir: opts.dataDir ?? null })
    url = embedded.url
  }
  // The embedded server runs one backend and queues connections; never open more than it accepts.
  const max = embedded ? embedded.maxConnections : (opts.poolSize ?? 10)
  const config: pg.PoolConfig = {
    connectionString: url,
    max,
    application_name: 'arcanum',
    // planner settings (planner.ts); the embedded server is started with them
    ...(embedded ? {} : { options: plannerOptions() }),
    ...(opts.connectTimeoutMs ? { connectionTimeoutMillis: opts.connectTimeoutMs } : {}),
    ...(opts.queryTimeoutMs ? { query_timeout: opts.queryTimeoutMs } : {}),
    // PGlite runs one WASM backend with no timer signals: statement_timeout is PostgreSQL's only
    ...(opts.statementTimeoutMs && !embedded ? { statement_timeout: opts.statementTimeoutMs } : {}),
  }
  const servicePool = (connectionString: string, emitTo?: ServicePool) => {
    const p = new ServicePool({ ...config, connectionString })
    p.on('error', () => {}) // an idle client's error must not crash the process; the next query reports it
    if (opts.maxWaiting !== undefined) p.maxWaiting = opts.maxWaiting
    if (opts.priorityPoolSize && !embedded) {
      const priority = new pg.Pool({ ...config, connectionString, max: opts.priorityPoolSize, application_name: 'arcanum-priority' })
      priority.on('error', () => {})
      // statement counters listening on the pool see the priority lane's statements too
      priority.on('acquire', (client) => (emitTo ?? p).emit('acquire', client))
      p.priority = priority
    }
    // a replica's statements are the service's statements too
    if (emitTo) p.on('acquire', (client) => emitTo.emit('acquire', client))
    return p
  }
  const pool = servicePool(url)
  const replicaPools = embedded ? [] : (opts.readUrls ?? []).map((u) => ({ url: u, pool: servicePool(u, pool) }))
  const router = replicaPools.length
    ? new ReadRouter(pool, replicaPools, (u) => ({ ...config, connectionString: u }), url, { ...DEFAULT_READ_ROUTING, ...opts.readRouting })
    : null
  const endPools = async () => {
    await router?.close().catch(() => {})
    for (const p of [pool, ...replicaPools.map((r) => r.pool)]) {
      await p.end().catch(() => {})
      await p.priority?.end().catch(() => {})
    }
  }
  try {
    let appliedMigrations: string[] = []
    if (opts.migrate !== false) {
      // through a transaction pooler a session's advisory lock would not hold: migrate over directUrl
      const direct = opts.directUrl && !embedded ? new pg.Client({ ...config, connectionString: opts.directUrl }) : null
      if (direct) await direct.connect()
      const client = direct ?? (await pool.connect())
      try {
        // migrations (index builds on a full corpus) are not held to the service's statement limit
        if (config.statement_timeout) await client.query('SET statement_timeout = 0')
        appliedMigrations = await applyMigrations(client)
        // A migration that rewrites a table (a stored generated column: name_order_rebalanced) leaves
        // it with no visibility map and no statistics, so index-only scans (the name-order page and
        // its count) read the table again, until a VACUUM that PGlite never runs on its own and a
        // server's autovacuum may not (a rewrite counts no inserts). VACUUM cannot run in the
        // migrations' transactions: it runs here, once, when a migration was applied.
        if (appliedMigrations.length) await client.query('VACUUM (ANALYZE)')
        if (config.statement_timeout) await client.query('RESET statement_timeout')
      } finally {
        if (direct) await direct.end()
        else (client as pg.PoolClient).release()
      }
    }
    if (router) {
      await router.start()
      routeReads(pool, router)
    }
    return {
      kind: embedded ? 'pglite' : 'postgres',
      url,
      pool,
      appliedMigrations,
      ...(embedded && { embedded }),
      namedStatements: opts.namedStatements ?? true,
      replicas: () => router?.status() ?? [],
      async close() {
        await endPools()
        await embedded?.close()
      },
    }
  } catch (e) {
    await endPools()
    await embedded?.close()
    throw e
  }
}
