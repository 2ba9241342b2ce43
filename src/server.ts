// Composition root: one Fastify server carrying the REST API, GraphQL and the web explorer, all
// over the same store.
import { randomUUID } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { DEFAULT_IMAGE_BASE_URL } from './config.js'
import type { Database } from './store/database.js'
import { errorHandler } from './api/error-handler.js'
import http, { DEFAULT_HTTP_OPTIONS, serverOptions, type HttpOptions } from './api/http.js'
import { listeningAt, PublicBase, registerPublicBase } from './api/public-base.js'
import health from './api/rest/health.js'
import { registerRest } from './api/rest/index.js'
import evaluateRoute from './api/rest/evaluate.js'
import { registerGraphQL } from './api/graphql/plugin.js'
import webExplorer from './web/plugin.js'
import mcpHttp from './mcp/http.js'
import { StoredCardBytes } from './api/rest/stored-card-bytes.js'
import { DEFAULT_KEPT_TOTALS, SearchTotals } from './search/totals.js'
import { tagWritesPerMinute, WriteLimiter, type SharedWriteCounts } from './tags/rate-limit.js'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    /** PUBLIC_URL and IMAGE_BASE_URL: what card objects link to (src/api/rest/card-object.ts); whether stored objects are served. */
    cardLinks: { publicUrl: string; imageBaseUrl: string; storedObjects: boolean }
    /** Stored card objects as the bytes lists send, kept by row version (src/api/rest/stored-card-bytes.ts). */
    cardBytes: StoredCardBytes
    /** Totals of recent searches, by query and store generation (src/search/totals.ts); undefined: every search counts. */
    searchTotals: SearchTotals | undefined
    /** Whether requests keep values between them (ServerOptions.keep; src/queries/store-reads.ts). */
    keep: boolean
    /** Set when the process is told to stop (src/main.ts): /ready answers 503 from then on, every other route as before. */
    draining: { value: boolean }
    /** The curation API's per-key write limit, REST and GraphQL alike (src/tags/rate-limit.ts). */
    tagWriteLimiter: WriteLimiter
  }
}

/** 64 MiB (CARD_CACHE_MB): the objects of some 17,000 printings (a 175-card page is ~630 KB). */
export const DEFAULT_CARD_BYTES_CACHE = 64 * 1024 * 1024

export interface ServerOptions extends Partial<HttpOptions> {
  db: Database
  logLevel?: string
  /** Base of every absolute link (PUBLIC_URL); default: the request's host when allowed (src/api/public-base.ts). */
  publicUrl?: string
  /** Hosts whose requests link to themselves when PUBLIC_URL is unset (ALLOWED_HOSTS); default: localhost and the listen address. */
  allowedHosts?: string[]
  /** Peers whose X-Forwarded-* and Forwarded headers are believed (TRUSTED_PROXIES): addresses or CIDR ranges. */
  trustedProxies?: string[]
  /** Base of card image URLs; "" leaves image_uris out (IMAGE_BASE_URL). */
  imageBaseUrl?: string
  /** Serve the card objects the import stored (default); false renders each per request, as before (bench:api measures both). */
  storedCardObjects?: boolean
  /**
   * Bytes of stored card objects kept in memory for lists (search pages, printings, collection),
   * each checked against its stored row's version on every request; 0 reads every object each time.
   */
  cardBytesCache?: number
  /** Searches whose totals are kept for their next pages (default 1000); 0 counts the matches of every page. */
  searchTotals?: number
  /**
   * The one switch of values kept between requests (default on): search totals, the card objects'
   * bytes lists send, GraphQL's card views, relation pages and keywords, each under the store
   * version it was read at (src/queries/store-reads.ts, src/store/kept.ts). False reads every value
   * from the store for every request (bench:api measures both).
   */
  keep?: boolean
  /** Where /bulk-data writes its files (default: a new folder in the system's temporary folder). */
  bulkDir?: string
  /**
   * The curation API's writes per key per minute (default TAG_WRITES_PER_MINUTE or 120), and the
   * Redis their counts live in (REDIS_URL), shared by every instance; without one, counted here.
   */
  tagWrites?: { perMinute?: number; shared?: SharedWriteCounts }
  /** Where the log goes (default stdout, as pino's JSON): main.ts passes a human format on a terminal. */
  logStream?: NodeJS.WritableStream
}

export async function buildServer({
  db,
  logLevel = 'info',
  logStream,
  publicUrl = '',
  allowedHosts = [],
  trustedProxies = [],
  imageBaseUrl = DEFAULT_IMAGE_BASE_URL,
  storedCardObjects = true,
  cardBytesCache = DEFAULT_CARD_BYTES_CACHE,
  searchTotals = DEFAULT_KEPT_TOTALS,
  keep = true,
  bulkDir = path.join(tmpdir(), `arcanum-bulk-${randomUUID()}`),
  tagWrites = {},
  ...http_
}: ServerOptions): Promise<FastifyInstance> {
  // the links' base: PUBLIC_URL, or an allowed host; forwarding headers from trusted proxies only
  const publicBase: PublicBase = new PublicBase({ publicUrl, allowedHosts, trustedProxies }, () => listeningAt(app))
  const app: FastifyInstance = Fastify({
    logger: logLevel === 'silent' ? false : { level: logLevel, ...(logStream && { stream: logStream }) },
    // timeouts, router limits, request ids, the shape of framework errors (src/api/http.ts)
    ...serverOptions(http_),
    trustProxy: publicBase.trustProxy,
    // unknown query parameters and body fields are an error that names them, not silently dropped
    ajv: { customOptions: { removeAdditional: false } },
  })
  app.decorate('db', db)
  registerPublicBase(app, publicBase)
  app.decorate('cardLinks', { publicUrl, imageBaseUrl, storedObjects: storedCardObjects })
  app.decorate('cardBytes', new StoredCardBytes(keep ? cardBytesCache : 0))
  app.decorate('searchTotals', keep && searchTotals > 0 ? new SearchTotals(searchTotals) : undefined)
  app.decorate('keep', keep)
  app.decorate('draining', { value: false })
  app.decorate('tagWriteLimiter', new WriteLimiter(tagWrites.perMinute ?? tagWritesPerMinute(), 60_000, tagWrites.shared))
  app.setErrorHandler(errorHandler)

  // CORS, ETag, compression, rate limit (404s too), Cache-Control, OpenAPI: before any route
  await app.register(http, { ...DEFAULT_HTTP_OPTIONS, ...http_ })
  await app.register(health)
  await registerRest(app, { bulkDir }) // src/api/rest/index.ts: one plugin per resource
  await app.register(evaluateRoute) // POST /evaluate: the rules engine (docs/evaluate.md)
  await registerGraphQL(app) // src/api/graphql/schema.ts: one module per resource
  await app.register(webExplorer) // the explorer at / and /explore/* (docs/web.md)
  await app.register(mcpHttp) // POST /mcp: the MCP server, Streamable HTTP (docs/chatbots.md)
  return app
}
