// `npm run mcp`: the MCP server over stdio, for a desktop client that starts it as a subprocess. It
// opens the same database as the service (DATABASE_URL, or the embedded one in DATA_DIR) and
// speaks JSON-RPC on stdout, so everything else goes to stderr. It migrates the database as the
// service does, unless MCP_MIGRATE=false (a read-only database or replica: the MCP server only reads).
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { loadConfig } from '../config.js'
import { openDatabase } from '../store/database.js'
import { createMcpServer } from './server.js'

let db: Awaited<ReturnType<typeof openDatabase>>
try {
  const config = loadConfig()
  db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.dbPoolSize,
    statementTimeoutMs: config.statementTimeoutMs,
    migrate: process.env.MCP_MIGRATE !== 'false',
  })
} catch (e) {
  console.error(`Arcanum MCP could not start: ${((e as Error).message || String(e)).split('\n')[0]}`)
  process.exit(1)
}
const server = createMcpServer(db)
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
