// GET /health: liveness — the process answers, always with 200, and says what the store holds when
// the database answers in time ("degraded" and which dependency is down when it does not).
// GET /ready: readiness — 200 when every dependency answers, else a 503 naming the one that is down,
// so a load balancer stops sending traffic until it is back (no restart needed: the pool reconnects),
// and a 503 from the moment the process is told to stop (SIGTERM, src/main.ts), so the balancer takes
// it out while it still answers what it is sent.
import type { FastifyPluginAsync } from 'fastify'
import { Type } from 'typebox'
import { ClientError } from '../../errors.js'
import { storeHealth, type StoreHealth } from '../../queries/index.js'
import { databaseFailure } from '../../store/failures.js'
import { errorBody, RETRY_AFTER_SECONDS } from '../errors.js'

/** How long a health check waits for the database before calling it down (ms). */
export const HEALTH_CHECK_TIMEOUT_MS = 2000

type Probe = { ok: true; held: StoreHealth } | { ok: false; reason: string }

const health: FastifyPluginAsync = async (app) => {
  // probes are not rate limited (a load balancer's checks share one address with every client
  // behind it), so they are kept cheap instead: probes arriving while one database check runs share it
  let running: Promise<Probe> | null = null
  const probe = (): Promise<Probe> => {
    running ??= probeNow().finally(() => {
      running = null
    })
    return running
  }
  const probeNow = async (): Promise<Probe> => {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), HEALTH_CHECK_TIMEOUT_MS)
    })
    try {
      return { ok: true, held: await Promise.race([storeHealth(app.db), timeout]) }
    } catch (e) {
      if ((e as Error).message === 'timeout') return { ok: false, reason: `did not answer within ${HEALTH_CHECK_TIMEOUT_MS} ms` }
      const failure = databaseFailure(e)
      if (failure && failure !== 'abandoned') return { ok: false, reason: 'is unreachable' }
      throw e
    } finally {
      clearTimeout(timer)
    }
  }
  const databaseName = () => (app.db.kind === 'postgres' ? 'PostgreSQL' : 'the embedded database (PGlite)')

  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['meta'],
        summary: 'Liveness: the service answers, and what the store holds',
        description: 'Always 200 while the process serves; `status: "degraded"` and `down` name a dependency that does not answer.',
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string', enum: ['ok', 'degraded'] },
              database: { type: 'string', enum: ['postgres', 'pglite'] },
              cards: { type: ['integer', 'null'] },
              rules: { type: ['integer', 'null'] },
              rulesEffectiveDate: { type: ['string', 'null'] },
              storeVersion: {
                type: ['string', 'null'],
                description: "The store's generation on the database server reads go to: it changes with every import.",
              },
              down: { type: 'array', items: { type: 'string' } },
              replicas: {
                type: 'array',
                description:
                  'With DATABASE_READ_URLS: each replica in order, whether reads go to it and how far behind the primary it is (ms).',
                items: {
                  type: 'object',
                  properties: { inUse: { type: 'boolean' }, up: { type: 'boolean' }, lagMs: { type: ['integer', 'null'] } },
                  required: ['inUse', 'up', 'lagMs'],
                },
              },
            },
            required: ['status', 'database', 'cards', 'rules', 'rulesEffectiveDate'],
          },
        },
      },
    },
    async () => {
      const found = await probe()
      // which replicas reads go to (no URLs: they name internal hosts)
      const replicas = app.db.replicas?.().map((r) => ({ inUse: r.up && r.reason === null, up: r.up, lagMs: r.lagMs }))
      const more = replicas?.length ? { replicas } : {}
      if (found.ok) return { status: 'ok' as const, database: app.db.kind, ...found.held, ...more }
      return {
        status: 'degraded' as const,
        database: app.db.kind,
        cards: null,
        rules: null,
        rulesEffectiveDate: null,
        storeVersion: null,
        down: ['database'],
        ...more,
      }
    },
  )

  app.get(
    '/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['meta'],
        summary: 'Readiness: 200 when every dependency answers, 503 naming the one that does not',
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string', enum: ['ready'] },
              checks: { type: 'object', properties: { database: { type: 'string', enum: ['up'] } }, required: ['database'] },
            },
            required: ['status', 'checks'],
          },
          503: Type.Ref('Error'),
        },
      },
    },
    async (_request, reply) => {
      const found: Probe = app.draining.value ? { ok: false, reason: '' } : await probe()
      if (found.ok) return { status: 'ready' as const, checks: { database: 'up' as const } }
      const e = app.draining.value
        ? new ClientError(503, 'not_ready', 'Not ready: the service is shutting down. Retry on another instance.', {
            checks: { shutdown: 'draining' },
          })
        : new ClientError(503, 'not_ready', `Not ready: the database (${databaseName()}) ${found.reason}. Retry shortly.`, {
            checks: { database: 'down' },
          })
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS.unavailable))
        .header('cache-control', 'no-store')
        .send(errorBody(e))
    },
  )
}
export default health
