// The API under test: the real server (buildServer) over the fixture's data (the CR + the 14
// MTGJSON set files), driven with app.inject. By default the database is the worker's read-only
// sharedFixture(); a test that writes passes a database of its own: startApi({}, await fixtureDatabase()).
import type { FastifyInstance, InjectOptions } from 'fastify'
import { buildServer, type ServerOptions } from '../../src/server.js'
import type { Database } from '../../src/store/database.js'
import { sharedFixture } from '../support/database.js'

/** Grow from the Ashes (Dominaria 164), the cards' running example. */
export const GROW = {
  name: 'Grow from the Ashes',
  oracleId: '645ab3c7-ee1d-4dd0-811f-2dc7f7c7e792',
  printingId: '51d4d1c2-671c-498c-a232-7d076e3dc3bb',
  set: 'dom',
  number: '164',
}

/** The card layouts of the fixture (the CR and the 14 set files), in order: each is compared where a test renders every layout. */
export const FIXTURE_LAYOUTS = [
  'augment',
  'double_faced_token',
  'emblem',
  'flip',
  'host',
  'leveler',
  'modal_dfc',
  'normal',
  'saga',
  'split',
  'token',
  'transform',
]

export interface Api {
  db: Database
  app: FastifyInstance
  get<T = any>(url: string, headers?: Record<string, string>): Promise<{ status: number; body: T; headers: Record<string, unknown> }>
  post<T = any>(
    url: string,
    payload: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T; headers: Record<string, unknown> }>
  /** POST /graphql. */
  gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ status: number; data: T; errors?: { message: string; extensions?: Record<string, any> }[] }>
  close(): Promise<void>
}

export async function startApi(options: Partial<ServerOptions> = {}, db?: Database): Promise<Api> {
  const database = db ?? (await sharedFixture())
  const app = await buildServer({ db: database, logLevel: 'silent', ...options })
  const send = async (opts: InjectOptions) => {
    const r = await app.inject(opts)
    const type = String(r.headers['content-type'] ?? '')
    return {
      status: r.statusCode,
      body: type.includes('json') && r.body ? r.json() : r.body,
      headers: r.headers as Record<string, unknown>,
    }
  }
  return {
    db: database,
    app,
    get: (url, headers) => send({ method: 'GET', url, headers }),
    post: (url, payload, headers) =>
      send({
        method: 'POST',
        url,
        payload: payload as InjectOptions['payload'],
        headers: { 'content-type': 'application/json', ...headers },
      }),
    async gql(query, variables) {
      const r = await app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query, variables },
        headers: { 'content-type': 'application/json' },
      })
      const body = r.json()
      return { status: r.statusCode, data: body.data, errors: body.errors }
    },
    async close() {
      await app.close()
      if (!db) await database.close()
    },
  }
}

/**
 * Counts SQL statements sent to the database: every client the pool hands out (to pg callers and
 * to Prisma alike) gets its query method wrapped once.
 */
export function countQueries(db: Database) {
  let count = 0
  const statements: string[] = []
  const wrapped = new WeakSet<object>()
  const onAcquire = (client: { query: (...args: any[]) => any }) => {
    if (wrapped.has(client)) return
    wrapped.add(client)
    const original = client.query.bind(client)
    client.query = (...args: any[]) => {
      if (counting) {
        count++
        const text = typeof args[0] === 'string' ? args[0] : args[0]?.text
        statements.push(String(text).replace(/\s+/g, ' ').slice(0, 120))
      }
      return original(...args)
    }
  }
  let counting = true
  db.pool.on('acquire', onAcquire)
  return {
    get count() {
      return count
    },
    statements,
    reset() {
      count = 0
      statements.length = 0
    },
    stop() {
      counting = false
      db.pool.off('acquire', onAcquire)
    },
  }
}
