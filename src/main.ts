// `npm start`: open the database (DATABASE_URL or the embedded one), migrate, seed an empty
// database, and serve. An unreachable database is waited for (DB_STARTUP_WAIT_S), one line per
// attempt; any other failure to start is one line too, never a stack trace.
import path from 'node:path'
import { loadConfig, type Config } from './config.js'
import { openDatabase, type Database } from './store/database.js'
import { databaseFailure } from './store/failures.js'
import { buildServer } from './server.js'
import { seedIfEmpty } from './import/index.js'
import { storeHealth } from './queries/index.js'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** The service's database, waited for while it is unreachable. */
async function openServiceDatabase(config: Config): Promise<Database> {
  const where = config.databaseUrl ? redactedUrl(config.databaseUrl) : `the embedded database in ${config.dataDir}`
  const deadline = Date.now() + config.dbStartupWaitS * 1000
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        poolSize: config.dbPoolSize,
        statementTimeoutMs: config.statementTimeoutMs,
        connectTimeoutMs: config.dbConnectTimeoutMs,
        // the server's answer to a statement: a frozen server is given up on after this
        queryTimeoutMs: (config.statementTimeoutMs || 25_000) + 5000,
        maxWaiting: config.dbMaxWaiting,
        priorityPoolSize: config.dbPriorityPoolSize,
      })
    } catch (e) {
      const reason = ((e as Error).message || String(e)).split('\n')[0]
      if (databaseFailure(e) !== 'unavailable' || Date.now() >= deadline) {
        console.error(`Arcanum could not start: ${where}: ${reason}`)
        process.exit(1)
      }
      console.error(`Waiting for ${where} (attempt ${attempt}: ${reason}); retrying in 2 s…`)
      await sleep(2000)
    }
  }
}

/** A URL without its password, for messages. */
function redactedUrl(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return 'DATABASE_URL'
  }
}

let config: Config
try {
  config = loadConfig()
} catch (e) {
  console.error(`Arcanum could not start: ${(e as Error).message}`)
  process.exit(1)
}
const db = await openServiceDatabase(config)
// an empty database gets the project's small seed dataset (seed/README.md); a failure to load it
// is reported, and the service starts anyway
await seedIfEmpty(db, (line) => console.log(line)).catch((e: Error) => console.error(`The seed dataset was not loaded: ${e.message}`))
const app = await buildServer({
  db,
  logLevel: config.logLevel,
  rateLimit: config.rateLimitPerMinute ? { max: config.rateLimitPerMinute, timeWindow: '1 minute' } : false,
  cacheMaxAge: config.cacheMaxAge,
  corsOrigin: config.corsOrigins,
  requestTimeoutMs: config.requestTimeoutMs,
  headersTimeoutMs: config.headersTimeoutMs,
  keepAliveTimeoutMs: config.keepAliveTimeoutMs,
  idleTimeoutMs: config.idleTimeoutMs,
  publicUrl: config.publicUrl,
  imageBaseUrl: config.imageBaseUrl,
  bulkDir: path.join(config.dataDir, 'bulk'),
})

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: shutting down`)
  await app.close()
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
const held = await storeHealth(db)
console.log(
  `It holds ${held.cards.toLocaleString('en-US')} cards and ${held.rules.toLocaleString('en-US')} rules. ` +
    'To import the full data, stop the service (the embedded database is single-process) and run:\n' +
    '  npm run import -- ../shared/data/comprehensive-rules/MagicCompRules-20260227.txt ../shared/data/mtgjson/sets-*/*.json\n' +
    '(add ../shared/data/mtgjson/corpus/*/*.json.gz for the whole corpus, or any Scryfall bulk file or URL).',
)
