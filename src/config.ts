// Service configuration, read once from the environment.
import { isIP } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export interface Config {
  port: number
  host: string
  /** PostgreSQL to use; unset → the embedded PGlite database in `dataDir`. The primary when there are replicas. */
  databaseUrl: string | undefined
  /** Streaming replicas of DATABASE_URL that read-only requests read from (DATABASE_READ_URLS, comma-separated). */
  databaseReadUrls: string[]
  /** A replica further behind the primary than this is not read from, ms (DATABASE_READ_MAX_LAG_MS, default 5000). */
  databaseReadMaxLagMs: number
  /** The primary without a pooler in between, for migrations (DATABASE_DIRECT_URL; default DATABASE_URL). */
  databaseDirectUrl: string | undefined
  /** Named prepared statements for hot lookups (DB_PREPARED_STATEMENTS, default on; off behind a transaction-pooling PgBouncer before 1.21). */
  dbPreparedStatements: boolean
  /** Where the embedded database (and other local state) lives. */
  dataDir: string
  /** The shared public data (Comprehensive Rules, MTGJSON files) that imports, tests and benchmarks read. */
  sharedDataDir: string
  logLevel: string
  /** LOG_FORMAT: `json` (pino's lines), `pretty` (one short line a request), or `auto` (pretty on a terminal). */
  logFormat: 'json' | 'pretty' | 'auto'
  /** API requests per client IP per minute (RATE_LIMIT_PER_MINUTE; 0 turns the limit off). */
  rateLimitPerMinute: number
  /** Cache-Control max-age of successful API reads, in seconds (CACHE_MAX_AGE). */
  cacheMaxAge: number
  /** Allowed CORS origins, comma-separated (CORS_ORIGINS; default any: "*"). */
  corsOrigins: string[] | '*'
  /** Time to receive a whole request, body included (REQUEST_TIMEOUT_MS, default 30000). */
  requestTimeoutMs: number
  /** Time to receive the request headers (HEADERS_TIMEOUT_MS, default 10000). */
  headersTimeoutMs: number
  /** Idle keep-alive connections are closed after (KEEP_ALIVE_TIMEOUT_MS, default 10000). */
  keepAliveTimeoutMs: number
  /** A socket with no traffic is closed after (IDLE_TIMEOUT_MS, default 60000). */
  idleTimeoutMs: number
  /** On SIGTERM, how long /ready answers 503 while every other request is still served, before the server closes (SHUTDOWN_DRAIN_MS, default 0). */
  shutdownDrainMs: number
  /** Longest one SQL statement of a request may run (STATEMENT_TIMEOUT_MS, default 5000; PostgreSQL only). */
  statementTimeoutMs: number
  /** Longest to wait for a database connection (DB_CONNECT_TIMEOUT_MS, default 3000). */
  dbConnectTimeoutMs: number
  /** Connections of the main pool (DB_POOL_SIZE, default 10; PostgreSQL only). */
  dbPoolSize: number
  /** Connections kept for health checks and single-card lookups (DB_PRIORITY_POOL_SIZE, default 2; PostgreSQL only). */
  dbPriorityPoolSize: number
  /** Statements that may wait for a connection before the next request is a 503 (DB_MAX_WAITING, default 100). */
  dbMaxWaiting: number
  /** How long start-up waits for an unreachable database, in seconds (DB_STARTUP_WAIT_S, default 60). */
  dbStartupWaitS: number
  /** Redis that holds the rate-limit counts, shared by every instance (REDIS_URL; unset: each process counts alone). */
  redisUrl: string | undefined
  /** This API's public base URL, the base of every absolute link (PUBLIC_URL; default: the request's host, when allowed). */
  publicUrl: string
  /** Hosts (host or host:port) whose requests link to themselves when PUBLIC_URL is unset (ALLOWED_HOSTS; default: localhost and the listen address). */
  allowedHosts: string[]
  /** Proxies whose X-Forwarded-* and Forwarded headers are believed: IP addresses or CIDR ranges (TRUSTED_PROXIES; default none). */
  trustedProxies: string[]
  /** Base URL of card images in Scryfall's layout (IMAGE_BASE_URL; default Scryfall's; empty: no image_uris). */
  imageBaseUrl: string
  /** MiB of stored card objects' bytes kept in memory for lists (CARD_CACHE_MB, default 64; 0: none). */
  cardCacheMb: number
}

export const DEFAULT_IMAGE_BASE_URL = 'https://cards.scryfall.io'

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 4000)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`)
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrls: postgresUrls(env, 'DATABASE_READ_URLS'),
    databaseReadMaxLagMs: positive(env, 'DATABASE_READ_MAX_LAG_MS', 5000),
    databaseDirectUrl: env.DATABASE_DIRECT_URL || undefined,
    dbPreparedStatements: onOff(env, 'DB_PREPARED_STATEMENTS', true),
    dataDir: path.resolve(PROJECT_ROOT, env.ARCANUM_DATA_DIR ?? '.data'),
    sharedDataDir: path.resolve(PROJECT_ROOT, env.ARCANUM_SHARED_DATA ?? '../shared/data'),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty' ? env.LOG_FORMAT : 'auto',
    rateLimitPerMinute: nonNegative(env, 'RATE_LIMIT_PER_MINUTE', 1200),
    cacheMaxAge: nonNegative(env, 'CACHE_MAX_AGE', 300),
    corsOrigins:
      env.CORS_ORIGINS && env.CORS_ORIGINS !== '*'
        ? env.CORS_ORIGINS.split(',')
            .map((o) => o.trim())
            .filter(Boolean)
        : '*',
    requestTimeoutMs: positive(env, 'REQUEST_TIMEOUT_MS', 30_000),
    headersTimeoutMs: positive(env, 'HEADERS_TIMEOUT_MS', 10_000),
    keepAliveTimeoutMs: positive(env, 'KEEP_ALIVE_TIMEOUT_MS', 10_000),
    idleTimeoutMs: positive(env, 'IDLE_TIMEOUT_MS', 60_000),
    shutdownDrainMs: nonNegative(env, 'SHUTDOWN_DRAIN_MS', 0),
    statementTimeoutMs: nonNegative(env, 'STATEMENT_TIMEOUT_MS', 5000),
    dbConnectTimeoutMs: positive(env, 'DB_CONNECT_TIMEOUT_MS', 3000),
    dbPoolSize: positive(env, 'DB_POOL_SIZE', 10),
    dbPriorityPoolSize: nonNegative(env, 'DB_PRIORITY_POOL_SIZE', 2),
    dbMaxWaiting: nonNegative(env, 'DB_MAX_WAITING', 100),
    dbStartupWaitS: nonNegative(env, 'DB_STARTUP_WAIT_S', 60),
    redisUrl: env.REDIS_URL || undefined,
    publicUrl: baseUrl(env, 'PUBLIC_URL', ''),
    allowedHosts: list(env, 'ALLOWED_HOSTS', (h) =>
      /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/.test(h) ? h : 'a host name or host:port (no scheme, no path)',
    ),
    trustedProxies: list(env, 'TRUSTED_PROXIES', (p) => {
      const [address, bits] = p.split('/')
      return isIP(address ?? '') && (bits === undefined || /^\d{1,3}$/.test(bits)) ? p : 'an IP address or CIDR range'
    }),
    imageBaseUrl: baseUrl(env, 'IMAGE_BASE_URL', DEFAULT_IMAGE_BASE_URL),
    cardCacheMb: nonNegative(env, 'CARD_CACHE_MB', 64),
  }
}

/** A comma-separated list, each entry lowercased and checked: `check` returns it, or what it should be. */
function list(env: NodeJS.ProcessEnv, name: string, check: (entry: string) => string): string[] {
  const entries = (env[name] ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean)
  for (const e of entries) {
    const checked = check(e)
    if (checked !== e) throw new Error(`${name}: "${e}" must be ${checked}`)
  }
  return entries
}

/** Comma-separated PostgreSQL URLs ("" or unset: none). */
function postgresUrls(env: NodeJS.ProcessEnv, name: string): string[] {
  const urls = (env[name] ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean)
  for (const u of urls) {
    if (!/^postgres(ql)?:\/\//.test(u))
      throw new Error(`${name} must be comma-separated postgresql:// URLs, got "${u.replace(/:[^:@/]*@/, ':***@')}"`)
  }
  if (urls.length && !env.DATABASE_URL) throw new Error(`${name} needs DATABASE_URL (the primary the replicas follow)`)
  return urls
}

function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase()
  if (raw === '') return fallback
  if (['on', 'true', '1', 'yes'].includes(raw)) return true
  if (['off', 'false', '0', 'no'].includes(raw)) return false
  throw new Error(`${name} must be on or off, got "${env[name]}"`)
}

/** An http(s) base URL without its trailing slash; "" stays "" (off / not set). */
function baseUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const v = (env[name] ?? fallback).trim().replace(/\/+$/, '')
  if (v && !/^https?:\/\/[^/\s]+(\/\S*)?$/.test(v)) throw new Error(`${name} must be an http(s) URL or empty, got "${env[name]}"`)
  return v
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const n = nonNegative(env, name, fallback)
  if (n === 0) throw new Error(`${name} must be a whole number > 0, got "${env[name]}"`)
  return n
}

function nonNegative(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number >= 0, got "${raw}"`)
  return n
}
