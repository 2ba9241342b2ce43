// Composition root: one Fastify server carrying the REST API, GraphQL and the web explorer, all
// over the same store.
import Fastify, { type FastifyInstance } from 'fastify'
import type { Database } from './store/database.js'
import { errorHandler } from './api/error-handler.js'
import http, { DEFAULT_HTTP_OPTIONS, serverOptions, type HttpOptions } from './api/http.js'
import health from './api/rest/health.js'
import { registerRest } from './api/rest/index.js'
import evaluateRoute from './api/rest/evaluate.js'
import { registerGraphQL } from './api/graphql/plugin.js'
import webExplorer from './web/plugin.js'
import mcpHttp from './mcp/http.js'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
  }
}

export interface ServerOptions extends Partial<HttpOptions> {
  db: Database
  logLevel?: string
}

export async function buildServer({ db, logLevel = 'info', ...http_ }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logLevel === 'silent' ? false : { level: logLevel },
    // timeouts, router limits, request ids, the shape of framework errors (src/api/http.ts)
    ...serverOptions(http_),
    // unknown query parameters and body fields are an error that names them, not silently dropped
    ajv: { customOptions: { removeAdditional: false } },
  })
  app.decorate('db', db)
  app.setErrorHandler(errorHandler)

  // CORS, ETag, compression, rate limit (404s too), Cache-Control, OpenAPI: before any route
  await app.register(http, { ...DEFAULT_HTTP_OPTIONS, ...http_ })
  await app.register(health)
  await registerRest(app) // src/api/rest/index.ts: one plugin per resource
  await app.register(evaluateRoute) // POST /evaluate: the rules engine (docs/evaluate.md)
  await registerGraphQL(app) // src/api/graphql/schema.ts: one module per resource
  await app.register(webExplorer) // the explorer at / and /explore/* (docs/web.md)
  await app.register(mcpHttp) // POST /mcp: the MCP server, Streamable HTTP (docs/chatbots.md)
  return app
}
