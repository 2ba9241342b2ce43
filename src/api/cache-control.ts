// Cache-Control of the API's answers, for browsers and for a CDN or shared cache in front of several
// instances (docs/scaling.md): a successful GET or HEAD is `public` for CACHE_MAX_AGE seconds, a
// shared cache may keep it as long (`s-maxage`), serve it stale while it revalidates in the
// background for as long again (`stale-while-revalidate`, RFC 5861) and for a day when every
// instance fails (`stale-if-error`); it is revalidated with its ETag (src/api/etag.ts), the same
// from every instance for the same store. An error, and any answer to a request that carries a key
// (Authorization), is `no-store`: it must not be kept, and a shared cache must not hand it to another
// client. A route that sets its own Cache-Control keeps it.
import type { FastifyInstance, FastifyRequest } from 'fastify'

/** How long a shared cache may serve a stored answer when every instance fails, seconds. */
export const STALE_IF_ERROR_S = 86_400

/** The Cache-Control of a successful read kept `maxAge` seconds. */
export function cacheableReads(maxAge: number): string {
  if (maxAge === 0) return 'no-cache'
  return `public, max-age=${maxAge}, s-maxage=${maxAge}, stale-while-revalidate=${maxAge}, stale-if-error=${STALE_IF_ERROR_S}`
}

/**
 * Whether the answer may depend on who asks: the request carries a key (Authorization). A shared
 * cache may store such an answer when it is marked public (RFC 9111, section 3.5), so it is not.
 */
export const dependsOnKey = (request: FastifyRequest) => request.headers.authorization !== undefined

export function registerCacheControl(app: FastifyInstance, maxAge: number): void {
  const reads = cacheableReads(maxAge)
  app.addHook('onSend', async (request, reply, payload) => {
    if (dependsOnKey(request)) {
      reply.header('cache-control', 'private, no-store')
      return payload
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', reply.statusCode < 400 ? reads : 'no-store')
    }
    return payload
  })
}
