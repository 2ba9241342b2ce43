// `npm start`: open the database (DATABASE_URL or the embedded one), migrate, seed an empty
// database, and serve. An unreachable database is waited for (DB_STARTUP_WAIT_S), one line per
// attempt; any other failure to start is one line too, never a stack trace.
import path from 'node:path'
import { loadConfig, type Config } from './config.js'
import { openServiceDatabase } from './store/startup.js'
import { buildServer } from './server.js'
import { seedIfEmpty } from './import/index.js'
import { seedSnapshot } from './import/seed-snapshot.js'
import { heldData, startupHint } from './import/startup-hint.js'
import { sharedData } from './import/shared-data.js'
import { humanLogStream } from './api/human-log.js'
import { sharedLimits } from './api/shared-limits.js'

let config: Config
try {
  config = loadConfig()
} catch (e) {
  console.error(`Arcanum could not start: ${(e as Error).message}`)
  process.exit(1)
}
// a new embedded data folder starts as the seeded database built at install, if current
const db = await openServiceDatabase(config, { embedded: { initialTarball: seedSnapshot() } }).catch((e: Error) => {
  console.error(`Arcanum could not start: ${(e.message || String(e)).split('\n')[0]}`)
  process.exit(1)
})
// an empty database gets the project's small seed dataset (seed/README.md); a failure to load it
// is reported, and the service starts anyway
await seedIfEmpty(db, (line) => console.log(line)).catch((e: Error) => console.error(`The seed dataset was not loaded: ${e.message}`))
// REDIS_URL: the rate-limit counts (the read limit per client, the curation writes per key) live
// in Redis, shared by every instance (docs/scaling.md)
const limits = config.redisUrl ? sharedLimits(config.redisUrl) : undefined
if (limits && !(await limits.ready()))
  console.error('Redis (REDIS_URL) does not answer: requests are not rate limited, and tag writes are counted per instance, until it does.')
const app = await buildServer({
  db,
  logLevel: config.logLevel,
  // one short line per request at a terminal, pino's JSON lines anywhere else (LOG_FORMAT)
  logStream:
    config.logFormat === 'pretty' || (config.logFormat === 'auto' && process.stdout.isTTY) ? humanLogStream(process.stdout) : undefined,
  rateLimit: config.rateLimitPerMinute
    ? { max: config.rateLimitPerMinute, timeWindow: '1 minute', ...(limits && { redis: limits.redis, nameSpace: limits.nameSpace }) }
    : false,
  cacheMaxAge: config.cacheMaxAge,
  corsOrigin: config.corsOrigins,
  requestTimeoutMs: config.requestTimeoutMs,
  headersTimeoutMs: config.headersTimeoutMs,
  keepAliveTimeoutMs: config.keepAliveTimeoutMs,
  idleTimeoutMs: config.idleTimeoutMs,
  publicUrl: config.publicUrl,
  allowedHosts: config.allowedHosts,
  trustedProxies: config.trustedProxies,
  imageBaseUrl: config.imageBaseUrl,
  cardBytesCache: config.cardCacheMb * 1024 * 1024,
  bulkDir: path.join(config.dataDir, 'bulk'),
  tagWrites: limits ? { shared: { redis: limits.redis, nameSpace: limits.nameSpace } } : {},
})

// SIGTERM (a deploy, a scale-down, `docker stop`): /ready fails at once, so a load balancer takes
// the instance out while it still serves what it is sent (SHUTDOWN_DRAIN_MS, set it past the
// balancer's checks: docs/scaling.md); then the server stops accepting connections, closes its idle
// ones, answers any new request on a busy one with a 503 and `Connection: close` (which a balancer
// sends elsewhere), finishes the requests in flight, and the process exits. SIGINT skips the wait.
const shutdown = async (signal: string) => {
  app.log.info(`${signal}: shutting down`)
  app.draining.value = true
  if (signal === 'SIGTERM' && config.shutdownDrainMs) await new Promise((r) => setTimeout(r, config.shutdownDrainMs))
  await app.close()
  await limits?.close()
  await db.close()
  process.exit(0)
}
process.once('SIGINT', () => void shutdown('SIGINT'))
process.once('SIGTERM', () => void shutdown('SIGTERM'))

const address = await app.listen({ port: config.port, host: config.host }).catch((e: Error) => {
  console.error(`Arcanum could not listen on ${config.host}:${config.port}: ${e.message}`)
  process.exit(1)
})
const where = db.kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'DATABASE_URL'
console.log(`Arcanum listening on ${address} (REST, GraphQL at ${address}/graphql), on ${where}.`)
// what the database holds, and the command that imports what the shared data has beyond it
for (const line of startupHint(await heldData(db), sharedData(config.sharedDataDir))) console.log(line)
