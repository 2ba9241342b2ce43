// `npm run db:migrate`: apply pending migrations to DATABASE_URL, or to the embedded database.
import { loadConfig } from '../config.js'
import { openDatabase } from './database.js'

const config = loadConfig()
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
const target = db.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'DATABASE_URL'
console.log(
  db.appliedMigrations.length
    ? `Applied ${db.appliedMigrations.length} migration(s) to the ${target}: ${db.appliedMigrations.join(', ')}`
    : `The ${target} is up to date.`,
)
await db.close()
