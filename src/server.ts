// Composition root: one Fastify server carrying the REST API, GraphQL and the web explorer, all
// over the same store.
import Fastify, { type FastifyInstance } from 'fastify'
import type { Database } from './store/database.js'
import { ApiError, errorBody } from './api/errors.js'
import health from './api/rest/health.js'
import { registerGraphQL } from './api/graphql/plugin.js'
import webExplorer from './web/plugin.js'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
  }
}

export interface ServerOptions {
  db: Database
  logLevel?: string
}

export async function buildServer({ db, logLevel = 'info' }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logLevel === 'silent' ? false : { level: logLevel },
    // Scryfall-style query strings: "q" may legitimately be long, but not unbounded.
    maxParamLength: 500,
    bodyLimit: 1_048_576,
  })
  app.decorate('db', db)

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) return reply.status(error.status).send(errorBody(error))
    const e = error as { validation?: unknown; statusCode?: number; message: string; code?: string }
    if (e.validation) {
      return reply.status(400).send(errorBody(new ApiError(400, 'bad_request', e.message)))
    }
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      return reply.status(e.statusCode).send(errorBody(new ApiError(e.statusCode, (e.code ?? 'bad_request').toLowerCase(), e.message)))
    }
    request.log.error(error)
    return reply.status(500).send(errorBody(new ApiError(500, 'internal_error', 'Something went wrong on our side; the error has been logged.')))
  })
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(new ApiError(404, 'not_found', `No route ${request.method} ${request.url.split('?')[0]}. See /openapi.json for the API.`)))
  })

  await app.register(health)
  await registerGraphQL(app)
  await app.register(webExplorer) // the explorer at / and /explore/* (docs/web.md)
  return app
}
