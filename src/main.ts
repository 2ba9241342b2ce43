// `npm start`: open the database (DATABASE_URL or the embedded one), migrate, seed an empty
// database, and serve.
import { loadConfig } from './config.js'
import { openDatabase } from './store/database.js'
import { buildServer } from './server.js'

const config = loadConfig()
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
const app = await buildServer({
  db,
  logLevel: config.logLevel,
  rateLimit: config.rateLimitPerMinute ? { max: config.rateLimitPerMinute, timeWindow: '1 minute' } : false,
  cacheMaxAge: config.cacheMaxAge,
  corsOrigin: config.corsOrigins,
})

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: shutting down`)
  await app.close()
  await db.close()
  process.exit(0)
}
process.once('SIGINT', () => void shutdown('SIGINT'))
process.once('SIGTERM', () => void shutdown('SIGTERM'))

const address = await app.listen({ port: config.port, host: config.host })
const where = db.kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'DATABASE_URL'
console.log(`Arcanum listening on ${address} (REST, GraphQL at ${address}/graphql), on ${where}.`)
