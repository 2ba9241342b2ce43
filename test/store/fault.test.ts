// The database stopped, frozen and started again under a running service (issue 9, defect 7): a
// 503 with Retry-After in our error shape while it is away, liveness still answering, readiness
// naming the database, and recovery without a restart. Runs on a throwaway PostgreSQL of its own
// (initdb on a free port), never the shared server.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig, PROJECT_ROOT } from '../../src/config.js'
import { buildServer } from '../../src/server.js'
import { openDatabase, type Database } from '../../src/store/database.js'
import { openServiceDatabase, StartupError } from '../../src/store/startup.js'
import { postgresBinaries, throwawayPostgres, type ThrowawayPostgres } from '../support/throwaway-postgres.js'

const available = postgresBinaries() !== null

let server: ThrowawayPostgres
let db: Database
let app: Awaited<ReturnType<typeof buildServer>>
beforeAll(async () => {
  if (!available) return
  server = await throwawayPostgres()
  db = await openDatabase({ databaseUrl: server.url, poolSize: 4, connectTimeoutMs: 1000, queryTimeoutMs: 2000, statementTimeoutMs: 1000 })
  app = await buildServer({ db, logLevel: 'silent' })
})
afterAll(async () => {
  await app?.close()
  await db?.close()
  await server?.destroy()
})

const get = async (url: string) => {
  const r = await app.inject({ url })
  return { status: r.statusCode, body: r.json(), retryAfter: r.headers['retry-after'] }
}
const gql = async (query: string) => {
  const r = await app.inject({ method: 'POST', url: '/graphql', payload: { query }, headers: { 'content-type': 'application/json' } })
  return { status: r.statusCode, body: r.json(), retryAfter: r.headers['retry-after'] }
}

/** Ask until `ok` says yes (the pool reconnects on its own); fails after `tries`. */
async function until<T>(ask: () => Promise<T>, ok: (t: T) => boolean, tries = 100): Promise<T> {
  let last!: T
  for (let i = 0; i < tries; i++) {
    last = await ask()
    if (ok(last)) return last
    await new Promise((r) => setTimeout(r, 200))
  }
  return last
}

const expectUnavailable = (r: { status: number; body: any; retryAfter: unknown }) => {
  expect(r.status).toBe(503)
  expect(r.retryAfter).toBe('5')
  expect(JSON.stringify(r.body)).not.toMatch(/ECONNREFUSED|terminat|timeout exceeded|127\.0\.0\.1/)
}

describe.skipIf(!available)('the database stopped, frozen, and back', () => {
  it('stopped: 503 with Retry-After in both APIs, /health live, /ready naming the database; back: recovers without a restart', async () => {
    expect((await get('/sets')).status).toBe(200)
    expect((await get('/ready')).status).toBe(200)
    await server.stop()

    const rest = await get('/sets')
    expectUnavailable(rest)
    expect(rest.body).toMatchObject({ object: 'error', status: 503, code: 'database_unavailable' })
    expectUnavailable(await gql('{ sets { totalCount } }'))
    const health = await get('/health')
    expect(health.status).toBe(200)
    expect(health.body).toMatchObject({ status: 'degraded', down: ['database'] })
    const ready = await get('/ready')
    expect(ready.status).toBe(503)
    expect(ready.body).toMatchObject({ object: 'error', code: 'not_ready', checks: { database: 'down' } })
    expect(ready.body.details).toMatch(/the database \(PostgreSQL\)/)

    await server.start()
    expect(
      (
        await until(
          () => get('/sets'),
          (r) => r.status === 200,
        )
      ).status,
    ).toBe(200)
    expect((await get('/ready')).status).toBe(200)
    expect((await gql('{ sets { totalCount } }')).status).toBe(200)
  })

  it('frozen: requests fail with a 503 within the timeouts instead of hanging; thawed: recovers', async () => {
    expect((await get('/sets')).status).toBe(200)
    server.freeze()
    try {
      // idle connections time out on the read, new ones on connect: both a 503
      expectUnavailable(await get('/sets'))
      expectUnavailable(await get('/sets/dom'))
      expect((await get('/health')).body.status).toBe('degraded')
    } finally {
      server.thaw()
    }
    expect(
      (
        await until(
          () => get('/sets'),
          (r) => r.status === 200,
        )
      ).status,
    ).toBe(200)
  })

  it('start-up waits for an unreachable database, one line per attempt, then serves', async () => {
    await server.stop()
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'src', 'main.ts')], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATABASE_URL: server.url, PORT: '0', DB_STARTUP_WAIT_S: '60', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c) => (stdout += c))
    child.stderr.on('data', (c) => (stderr += c))
    try {
      await until(
        async () => stderr,
        (s) => /Waiting for/.test(s),
        300,
      )
      const waiting = stderr.trim().split('\n')
      expect(waiting[0]).toMatch(/^Waiting for postgresql:\/\/postgres@127\.0\.0\.1:\d+\/postgres \(attempt 1: .*\); retrying in 2 s…$/)
      expect(stderr).not.toMatch(/\n\s+at /) // no stack trace
      await server.start()
      await until(
        async () => stdout,
        (s) => /Arcanum listening/.test(s),
        300,
      )
      expect(stdout).toMatch(/Arcanum listening on http:\/\//)
    } finally {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    }
  })

  // in-process (src/store/startup.ts), so only the test above pays for a child process
  it('start-up gives up after DB_STARTUP_WAIT_S with a one-line reason; a database that answers "no" is not waited for', async () => {
    const lines: string[] = []
    const log = (l: string) => lines.push(l)
    const config = (url: string, wait: string) =>
      loadConfig({ DATABASE_URL: url, DB_STARTUP_WAIT_S: wait, DB_CONNECT_TIMEOUT_MS: '1000', STATEMENT_TIMEOUT_MS: '1000' })
    await server.stop()
    try {
      const stopped = await openServiceDatabase(config(server.url, '1'), { log, retryMs: 300 }).catch((e: Error) => e)
      expect(stopped).toBeInstanceOf(StartupError)
      expect((stopped as Error).message).toMatch(/^postgresql:\/\/postgres@127\.0\.0\.1:\d+\/postgres: [^\n]+$/)
      expect(lines.length).toBeGreaterThanOrEqual(2) // it did wait and retry before giving up
      expect(lines[0]).toMatch(/^Waiting for postgresql:.* \(attempt 1: .*\); retrying in 0\.3 s…$/)
    } finally {
      await server.start()
    }
    lines.length = 0
    const missing = await openServiceDatabase(config(server.url.replace(/\/postgres$/, '/no_such_db'), '60'), { log }).catch(
      (e: Error) => e,
    )
    expect(missing).toBeInstanceOf(StartupError)
    expect((missing as Error).message).toMatch(/no_such_db: .*does not exist/)
    expect(lines).toEqual([]) // refused at once, not retried for 60 s
  })
})
