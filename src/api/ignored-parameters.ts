// Query parameters a route does not know (cache-busters like `_=1`, tracking tags like utm_source)
// and parameters sent empty (`face=`) are ignored, as Scryfall ignores them, and named in a
// `Warning: 299` header (RFC 9111 §5.5's form) so a developer can still see what was dropped.
import type { FastifyReply, FastifyRequest } from 'fastify'

interface QuerySchema {
  properties?: Record<string, unknown>
  additionalProperties?: unknown
}

/** Drop the unknown and empty query parameters of `request`; name them in a Warning header. */
export function ignoreUnknownParameters(request: FastifyRequest, reply: FastifyReply): void {
  const query = request.query as Record<string, unknown> | undefined
  if (!query || typeof query !== 'object') return
  const schema = (request.routeOptions.schema as { querystring?: QuerySchema } | undefined)?.querystring
  const known = schema?.properties
  const ignored: string[] = []
  for (const [name, value] of Object.entries(query)) {
    const empty = value === '' || (Array.isArray(value) && value.every((v) => v === ''))
    const unknown = known !== undefined && schema?.additionalProperties === false && !Object.hasOwn(known, name)
    if (empty || unknown) {
      delete query[name]
      ignored.push(name)
    }
  }
  if (ignored.length)
    reply.header(
      'warning',
      `299 arcanum "Ignored query parameters (unknown or empty): ${ignored.map((n) => JSON.stringify(n).slice(1, -1)).join(', ')}"`,
    )
}
