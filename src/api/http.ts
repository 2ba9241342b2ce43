// Cross-cutting HTTP behaviour for every route: timeouts for slow clients, one error shape for the
// router's and the HTTP parser's own errors, request ids, CORS, ETag / If-None-Match (304),
// Cache-Control on reads, gzip/brotli, rate limiting (unknown routes and GraphQL operations
// included), `nosniff`, and the OpenAPI document (/openapi.json) with its docs page (/docs),
// generated from the route schemas. Register before any route so every route is documented and
// covered.
import { ignoreUnknownParameters } from './ignored-parameters.js'
import { randomUUID } from 'node:crypto'
import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import compress from '@fastify/compress'
import cors from '@fastify/cors'
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { FAVICON_SVG } from '../web/favicon.js'
import type { FastifyError, FastifyHttpOptions, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ClientError } from '../errors.js'
import { cancelScope } from '../store/database.js'
import { inStatementScope } from '../store/statement-scope.js'
import { notFoundHandler } from './error-handler.js'
import { errorBody } from './errors.js'
import { registerCacheControl } from './cache-control.js'
import { registerEtags } from './etag.js'
import { SHARED_SCHEMAS } from './rest/schemas.js'

export interface RateLimitOptions {
  /** Requests (a GraphQL request: one per root field) per client IP per window. */
  max: number
  timeWindow: string | number
  /**
   * Where the counts live: @fastify/rate-limit's in-process store by default; pass `redis` (an
   * ioredis client) or a `store` class to share the counts between processes.
   */
  store?: RateLimitPluginOptions['store']
  redis?: RateLimitPluginOptions['redis']
  nameSpace?: string
}

export interface HttpOptions {
  /** Requests per client IP per window; false: no limit. */
  rateLimit: RateLimitOptions | false
  /** max-age (seconds) of Cache-Control on successful reads. */
  cacheMaxAge: number
  /** Allowed CORS origins ('*': any, answered with a plain `*` so responses stay cacheable). */
  corsOrigin: '*' | string[]
  /** Time to receive a whole request, headers and body (ms): a client trickling bytes gets a 408. */
  requestTimeoutMs: number
  /** Time to receive the request headers (ms). */
  headersTimeoutMs: number
  /** An idle keep-alive connection is closed after this long (ms). */
  keepAliveTimeoutMs: number
  /** A socket with no traffic at all is closed after this long (ms). */
  idleTimeoutMs: number
  /** Largest request body (bytes). */
  bodyLimit: number
}

export const DEFAULT_HTTP_OPTIONS: HttpOptions = {
  rateLimit: false,
  cacheMaxAge: 300,
  corsOrigin: '*',
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 10_000,
  idleTimeoutMs: 60_000,
  bodyLimit: 1_048_576,
}

/** Longest path segment (a card name, a rule number…) the router accepts. */
export const MAX_PARAM_LENGTH = 500

/**
 * Lookups served from the database's priority pool (when it has one), so that slow searches
 * filling the main pool never starve them: liveness, readiness and single-card lookups.
 */
export const PRIORITY_ROUTES = new Set(['/health', '/ready', '/cards/:id', '/cards/:set/:number'])

/**
 * POST routes that only read: like every GET and HEAD, their statements may go to a replica
 * (DATABASE_READ_URLS, src/store/read-routing.ts), and the balancer may send them again to
 * another instance after a failure (docker/haproxy.cfg). Any other route reads and writes the primary.
 */
export const READ_ONLY_POSTS = new Set([
  '/graphql',
  '/evaluate',
  '/cards/collection',
  '/decks/parse',
  '/decks/validate',
  '/decks/export',
  '/mcp',
])

/** "1 minute" stays as written; 60000 (ms) → "60 s". */
const windowName = (w: string | number) => (typeof w === 'number' ? `${w / 1000} s` : w)

const send = (reply: FastifyReply, e: ClientError) =>
  reply.status(e.status).header('x-request-id', reply.request.id).header('x-content-type-options', 'nosniff').send(errorBody(e))

/** The router's own errors (a path that is not UTF-8, a path segment too long), in our error shape. */
function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return send(
      reply,
      new ClientError(414, 'uri_too_long', `A part of the path is longer than ${MAX_PARAM_LENGTH} characters: shorten it.`),
    )
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return send(
      reply,
      new ClientError(
        400,
        'bad_request',
        'The path is not valid percent-encoded UTF-8 (e.g. %ED%A0%80 is a lone surrogate): fix its encoding.',
      ),
    )
  }
  return send(reply, new ClientError(400, 'bad_request', error.message))
}

/** Errors Node's HTTP parser raises before Fastify sees a request: answered on the socket, in our shape. */
function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, code, details] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'request_timeout', 'The request was not received in time: send the whole request at once.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'headers_too_large', 'The request line and headers are over 16 KB: send a shorter query string (or POST a body).']
        : [400, 'bad_request', 'The request is not valid HTTP.']
  const body = JSON.stringify(errorBody(new ClientError(status, code, details)))
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${code.replace(/_/g, ' ')}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `X-Content-Type-Options: nosniff\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}

/** The server-level options (timeouts, router limits, request ids, framework error shapes) for Fastify(). */
export function serverOptions(opts: Partial<HttpOptions> = {}): FastifyHttpOptions<Server> {
  const o = { ...DEFAULT_HTTP_OPTIONS, ...opts }
  return {
    // Scryfall-style query strings: "q" may legitimately be long, but not unbounded.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    bodyLimit: o.bodyLimit,
    requestTimeout: o.requestTimeoutMs,
    keepAliveTimeout: o.keepAliveTimeoutMs,
    connectionTimeout: o.idleTimeoutMs,
    // Node checks request and header timeouts every connectionsCheckingInterval (30 s by default),
    // and a headers timeout above the request timeout would stand in for it
    http: {
      headersTimeout: Math.min(o.headersTimeoutMs, o.requestTimeoutMs),
      requestTimeout: o.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, o.requestTimeoutMs),
    },
    // every request gets an id, logged with its errors and sent back as X-Request-Id
    genReqId: () => randomUUID(),
    frameworkErrors,
    clientErrorHandler,
  }
}

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

/** A number in a JSON body that JSON.parse read as ±Infinity (1e309), with its path. */
function findNonFinite(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path
  if (depth > 20 || value === null || typeof value !== 'object') return null
  for (const [k, v] of Object.entries(value)) {
    const found = findNonFinite(v, path ? `${path}.${k}` : k, depth + 1)
    if (found) return found
  }
  return null
}

interface NumberSchema {
  type?: string | string[]
  minimum?: number
  maximum?: number
}
const CONTEXT_NAME = { querystring: 'Query parameter', params: 'Path parameter' } as const

/**
 * A query or path parameter declared as a number whose value reads as ±Infinity ("Infinity",
 * "1e309"): Ajv's coercion lets those through an integer schema with a maximum, and PostgreSQL
 * would then refuse them. Said with the parameter's public name and real bounds.
 */
function nonFiniteParameter(request: FastifyRequest): ClientError | null {
  const schema = request.routeOptions.schema as Record<string, { properties?: Record<string, NumberSchema> }> | undefined
  for (const context of ['querystring', 'params'] as const) {
    const properties = schema?.[context]?.properties
    const values = (context === 'querystring' ? request.query : request.params) as Record<string, unknown> | undefined
    if (!properties || !values) continue
    for (const [name, raw] of Object.entries(values)) {
      const property = properties[name]
      const types = [property?.type].flat()
      if (!property || !(types.includes('integer') || types.includes('number'))) continue
      for (const value of [raw].flat()) {
        if (typeof value !== 'string' || Number.isFinite(Number(value)) || Number.isNaN(Number(value))) continue
        const whole = types.includes('integer') ? 'a whole number' : 'a number'
        const bounds =
          property.minimum !== undefined && property.maximum !== undefined
            ? ` from ${property.minimum} to ${property.maximum}`
            : property.maximum !== undefined
              ? ` up to ${property.maximum}`
              : ''
        return new ClientError(400, 'bad_request', `${CONTEXT_NAME[context]} ${name} must be ${whole}${bounds} (got "${value}").`)
      }
    }
  }
  return null
}

/**
 * Every route's handler runs in a statement scope (src/store/statement-scope.ts): priority routes
 * take the priority pool, and when the client goes away before its answer is sent, the statements
 * still running for it are cancelled.
 */
function scopeStatements(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const handler = route.handler
    const priority = PRIORITY_ROUTES.has(route.url ?? '')
    const readOnly = [route.method]
      .flat()
      .every((m) => m === 'GET' || m === 'HEAD' || (m === 'POST' && READ_ONLY_POSTS.has(route.url ?? '')))
    route.handler = function scoped(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      return inStatementScope(
        priority,
        (scope) => {
          reply.raw.once('close', () => {
            if (!reply.raw.writableFinished && scope.clients.size) void cancelScope(app.db, scope)
            else if (!reply.raw.writableFinished) scope.abandoned = true
          })
          return handler.call(this, request, reply)
        },
        readOnly,
      )
    } as typeof handler
  })
}

async function http(app: FastifyInstance, opts: HttpOptions) {
  scopeStatements(app)
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
    reply.header('x-content-type-options', 'nosniff')
  })
  await app.register(cors, {
    origin: opts.corsOrigin,
    methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    exposedHeaders: ['x-request-id', 'retry-after', 'warning'],
    maxAge: 86400,
  })
  if (opts.rateLimit) {
    const { max, timeWindow, store, redis, nameSpace } = opts.rateLimit
    await app.register(rateLimit, {
      max,
      timeWindow,
      ...(store ? { store } : {}),
      ...(redis ? { redis, nameSpace } : {}),
      // a shared store that does not answer lets requests through rather than failing them (docs/scaling.md)
      skipOnError: Boolean(redis || store),
      errorResponseBuilder: (_request, context) =>
        new ClientError(
          429,
          'too_many_requests',
          `Too many requests: at most ${max} per ${windowName(timeWindow)} from one client. Retry in ${Math.ceil(context.ttl / 1000)} s. (A GraphQL query counts once per root field.)`,
        ),
    })
  }
  // unknown routes are rate limited like the others
  app.setNotFoundHandler(opts.rateLimit ? { preHandler: app.rateLimit() } : {}, notFoundHandler)

  // ETag before compression: the tag names the representation's content, whatever its encoding
  registerEtags(app)
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] })

  app.addHook('preValidation', async (request, reply) => {
    ignoreUnknownParameters(request, reply)
    // No card, rule or name holds a NUL character, and PostgreSQL text cannot: refuse it up front.
    const where = findNul(request.params, 'path') ?? findNul(request.query, 'query') ?? findNul(request.body, 'body')
    if (where) throw new ClientError(400, 'bad_request', `${where} contains a NUL character (\\u0000 or %00): remove it.`)
    const nonFinite = nonFiniteParameter(request)
    if (nonFinite) throw nonFinite
    const inBody = findNonFinite(request.body, '')
    if (inBody !== null) {
      throw new ClientError(
        400,
        'bad_request',
        `Body field ${inBody || '(the body)'} is a number too large to represent (e.g. 1e309): send a finite number.`,
      )
    }
  })

  // public with s-maxage and RFC 5861's stale-* on successful reads, no-store on errors and keyed requests (cache-control.ts)
  registerCacheControl(app, opts.cacheMaxAge)

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
  // the REST reference wears Arcanum's mark, not Fastify's, and its top bar leads back to the explorer
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // Swagger UI's scripts add style elements and attributes of their own, which the plugin's
    // policy refused, with an error in the console for each: inline styles are allowed on this page
    // (CSP 3 style-src-elem, style-src-attr); scripts stay as strict (its own files and hashes only)
    transformStaticCSP: (header: string) => `${header} style-src-elem 'self' 'unsafe-inline'; style-src-attr 'unsafe-inline';`,
    logo: { type: 'image/svg+xml', content: Buffer.from(FAVICON_SVG), href: '/', target: '_self' },
    theme: {
      title: 'Arcanum · REST API reference',
      favicon: [{ filename: 'favicon.svg', rel: 'icon', sizes: 'any', type: 'image/svg+xml', content: Buffer.from(FAVICON_SVG) }],
      js: [{ filename: 'back-to-explorer.js', content: DOCS_BACK_LINK }],
      css: [{ filename: 'arcanum.css', content: DOCS_CSS }],
    },
  })
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}

/** /docs: the top bar's mark links the explorer, with words saying so (served as a file: the page's CSP allows no inline script). */
const DOCS_BACK_LINK = `(function () {
  var tries = 0
  var timer = setInterval(function () {
    var link = document.querySelector('#swagger-ui .topbar-wrapper a')
    if (!link && ++tries < 100) return
    clearInterval(timer)
    if (!link) return
    link.href = '/'
    link.removeAttribute('target')
    link.setAttribute('aria-label', 'Arcanum explorer')
    if (!link.querySelector('.arcanum-back')) {
      var label = document.createElement('span')
      label.className = 'arcanum-back'
      label.textContent = '← Arcanum explorer'
      link.appendChild(label)
    }
  }, 100)
})()
`
const DOCS_CSS = `.swagger-ui .topbar { background: #3b2a63 }
.swagger-ui .topbar-wrapper a { display: inline-flex; align-items: center; gap: .6rem; color: #f4e9c9; font: 600 1rem system-ui, sans-serif; text-decoration: none; max-width: none }
.swagger-ui .topbar-wrapper a svg { display: none }
`

export default fp(http, { name: 'arcanum-http', fastify: '5.x' })
