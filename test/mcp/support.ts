// MCP clients for the tests: the SDK's own Client, over stdio (`npm run mcp` as a child process on
// the test store's URL) or over Streamable HTTP (POST /mcp on the real server, listening on port 0).
import path from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { buildServer } from '../../src/server.js'
import type { Database } from '../../src/store/database.js'
import { fixtureDatabase, sharedFixture } from '../support/database.js'

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx')
export const STDIO_ENTRY = path.join(ROOT, 'src', 'mcp', 'stdio.ts')
/** How long `npm run mcp` may take to answer its first message (a hang, not a slow machine). */
const STDIO_START_TIMEOUT_MS = 300_000

/** The environment of `npm run mcp` on the given database. */
export const mcpEnv = (db: Database): Record<string, string> => {
  const env: Record<string, string> = {}
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v
  // the test stores are migrated already (and the shared fixture is read-only). An embedded database's
  // socket serves one session, which a pool of several would share: one connection.
  return {
    ...env,
    DATABASE_URL: db.url,
    MCP_MIGRATE: 'false',
    // the test process serves the embedded database to the child: on a loaded machine a connection
    // can take longer than the service's 3 s (a tool call would fail as "Internal error")
    DB_CONNECT_TIMEOUT_MS: '60000',
    ...(db.kind === 'pglite' ? { DB_POOL_SIZE: '1', DB_PRIORITY_POOL_SIZE: '0' } : {}),
  }
}

export interface Connected {
  client: Client
  close(): Promise<void>
}

/**
 * The store a child process reads: the given one on PostgreSQL; on PGlite a copy of the fixture of
 * its own, since it would otherwise share the test process's one embedded session (and its named
 * statements).
 */
export const childStore = async (shared: Database): Promise<Database> => (shared.kind === 'pglite' ? fixtureDatabase() : shared)

/** A test file's store for MCP servers it starts as child processes (childStore of the shared fixture), closed after the file. */
export function useChildStore(): () => Database {
  let shared: Database
  let db: Database
  beforeAll(async () => {
    shared = await sharedFixture()
    db = await childStore(shared)
  })
  afterAll(async () => {
    if (db !== shared) await db?.close()
  })
  return () => db
}

/** `npm run mcp` as a child process, driven by the SDK's Client over stdio. */
export async function stdioClient(shared: Database): Promise<Connected> {
  const db = await childStore(shared)
  const client = new Client({ name: 'arcanum-test', version: '1.0.0' })
  const transport = new StdioClientTransport({ command: TSX, args: [STDIO_ENTRY], env: mcpEnv(db), cwd: ROOT, stderr: 'pipe' })
  // what the server says on stderr, shown if it fails to start
  let stderr = ''
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  // the server's start (tsx, the database) takes over the SDK's 60 s default on a loaded machine
  await client.connect(transport, { timeout: STDIO_START_TIMEOUT_MS }).catch((e: Error) => {
    throw new Error(`npm run mcp did not start: ${e.message}\n${stderr}`)
  })
  return {
    client,
    async close() {
      await client.close()
      if (db !== shared) await db.close()
    },
  }
}

export async function httpClient(
  db: Database,
  options: Parameters<typeof buildServer>[0] extends infer O ? Partial<O> : never = {},
): Promise<Connected & { app: FastifyInstance; url: string }> {
  const app = await buildServer({ db, logLevel: 'silent', ...options })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  const url = `${address}/mcp`
  const client = new Client({ name: 'arcanum-test', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(url)))
  return {
    client,
    app,
    url,
    async close() {
      await client.close()
      await app.close()
    },
  }
}
