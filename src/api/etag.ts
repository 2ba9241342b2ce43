// Weak ETags and 304s: every answer whose body is a string or bytes gets a weak ETag of its
// content (SHA-1), unless its handler named one already (card lists make theirs from their items'
// digests) or it may not be stored at all (Cache-Control: no-store, as every GraphQL answer): no
// cache revalidates those, and hashing the body was 3% of the nested GraphQL page's
// Node time (docs/api.md). A request whose If-None-Match names the tag, weak or not, gets a 304
// with no body. Only a successful (200) GET or HEAD is tagged and revalidated: an error, a redirect
// or a POST (a parsed decklist) re-sent with a tag is answered in full, never a 304 a cache would
// keep. This is what @fastify/etag did, with those exceptions it cannot be told.
import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

const hashed = (payload: string | Buffer) => `W/"${createHash('sha1').update(payload).digest('base64')}"`

export function registerEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload
    let tag = reply.getHeader('etag') as string | undefined
    if (!tag) {
      if (!(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload
      if (String(reply.getHeader('cache-control') ?? '').includes('no-store')) return payload
      tag = hashed(payload)
      reply.header('etag', tag)
    }
    const wanted = request.headers['if-none-match']
    if (wanted === tag || wanted === `W/${tag}` || `W/${wanted}` === tag) {
      reply.code(304)
      return ''
    }
    return payload
  })
}
