// `npm run mcp`: the MCP server over stdio, for a desktop client that starts it as a subprocess. It
// opens the same database as the service (DATABASE_URL, or the embedded one in ARCANUM_DATA_DIR),
// waiting for it as `npm start` does, and speaks JSON-RPC on stdout, so everything else goes to
// stderr. It migrates the database as the service does, unless MCP_MIGRATE=false (a read-only
// database or replica: the MCP server only reads).
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { loadConfig, type Config } from '../config.js'
import { seedSnapshot } from '../import/seed-snapshot.js'
import { SearchTotals } from '../search/index.js'
import type { Database } from '../store/database.js'
import { openServiceDatabase } from '../store/startup.js'
import { createMcpServer } from './server.js'

let db: Database
let config: Config
try {
  config = loadConfig()
  // a new embedded data folder starts as the seeded database built at install, as for `npm start`
  db = await openServiceDatabase(config, {
    migrate: process.env.MCP_MIGRATE !== 'false',
    embedded: { initialTarball: seedSnapshot() },
  })
} catch (e) {
  console.error(`Arcanum MCP could not start: ${((e as Error).message || String(e)).split('\n')[0]}`)
  process.exit(1)
}
// no request to take a host from: PUBLIC_URL, else the address the service listens on
const server = createMcpServer(db, {
  links: { apiBase: config.publicUrl || `http://${config.host}:${config.port}`, imageBase: config.imageBaseUrl },
  totals: new SearchTotals(),
})
const shutdown = async () => {
  await server.close()
  await db.close()
  process.exit(0)
}
process.stdin.once('end', () => void shutdown())
process.once('SIGINT', () => void shutdown())
process.once('SIGTERM', () => void shutdown())
await server.connect(new StdioServerTransport())
console.error(`Arcanum MCP server on stdio, over ${db.kind === 'pglite' ? 'the embedded database' : 'DATABASE_URL'}.`)
