// Cross-cutting HTTP behaviour for every route: CORS, ETag / If-None-Match (304), Cache-Control
// on reads, gzip/brotli, rate limiting, and the OpenAPI document (/openapi.json) with its docs
// page (/docs), generated from the route schemas. Register before any route so every route is
// documented and covered.
import compress from '@fastify/compress'
import cors from '@fastify/cors'
import etag from '@fastify/etag'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ClientError } from '../errors.js'
import { SHARED_SCHEMAS } from './rest/schemas.js'

export interface HttpOptions {
  /** Requests per client IP per minute; false: no limit. */
  rateLimit: { max: number; timeWindow: string | number } | false
  /** max-age (seconds) of Cache-Control on successful reads. */
  cacheMaxAge: number
  /** Allowed CORS origins ('*': any, answered with a plain `*` so responses stay cacheable). */
  corsOrigin: '*' | string[]
}

export const DEFAULT_HTTP_OPTIONS: HttpOptions = { rateLimit: false, cacheMaxAge: 300, corsOrigin: '*' }

/** "1 minute" stays as written; 60000 (ms) → "60 s". */
const windowName = (w: string | number) => (typeof w === 'number' ? `${w / 1000} s` : w)

/** The first string in a request's query, params or body holding a NUL character, with its path. */
function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null
  if (depth > 20 || value === null || typeof value !== 'object') return null
  for (const [k, v] of Object.entries(value)) {
    const found = findNul(v, path ? `${path}.${k}` : k, depth + 1)
    if (found) return found
  }
  return null
}

async function http(app: FastifyInstance, opts: HttpOptions) {
  await app.register(cors, { origin: opts.corsOrigin, methods: ['GET', 'HEAD', 'POST', 'OPTIONS'], maxAge: 86400 })
  if (opts.rateLimit) {
    await app.register(rateLimit, {
      max: opts.rateLimit.max,
      timeWindow: opts.rateLimit.timeWindow,
      errorResponseBuilder: (_request, context) =>
        new ClientError(
          429,
          'too_many_requests',
          `Too many requests: at most ${context.max} per ${windowName(opts.rateLimit ? opts.rateLimit.timeWindow : 0)} from one client. Retry in ${Math.ceil(context.ttl / 1000)} s.`,
        ),
    })
  }
  // ETag before compression: the tag names the representation's content, whatever its encoding
  await app.register(etag, { weak: true })
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] })

  // No card, rule or name holds a NUL character, and PostgreSQL text cannot: refuse it up front.
  app.addHook('preValidation', async (request) => {
    const where = findNul(request.params, 'path') ?? findNul(request.query, 'query') ?? findNul(request.body, 'body')
    if (where) throw new ClientError(400, 'bad_request', `${where} contains a NUL character (\\u0000 or %00): remove it.`)
  })

  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', reply.statusCode < 400 ? `public, max-age=${opts.cacheMaxAge}` : 'no-store')
    }
    return payload
  })

  for (const schema of SHARED_SCHEMAS) app.addSchema(schema)
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Arcanum',
        version: '0.1.0',
        description:
          'Magic: The Gathering cards (Scryfall-style REST), the Comprehensive Rules, rulings and keywords. The same data is served as GraphQL at /graphql.',
      },
      tags: [
        { name: 'cards', description: 'Cards and printings, search with Scryfall syntax' },
        { name: 'sets' },
        { name: 'rules', description: 'Comprehensive Rules, glossary and full-text search' },
        { name: 'keywords' },
        { name: 'meta' },
      ],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  })
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}

export default fp(http, { name: 'arcanum-http', fastify: '5.x' })
