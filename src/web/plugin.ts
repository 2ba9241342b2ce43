// Fastify plugin serving the web explorer: the app's HTML at `/` and under `/explore/…`, and its
// bundled assets at `/explore/assets/<name>.<hash>.<ext>` (immutable, pre-compressed).
// The JSON API keeps its own paths (/cards, /rules, /evaluate, …); the explorer never shadows them.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, FastifySchema } from 'fastify'
import { createHash } from 'node:crypto'
import { ASSET_PREFIX, webBundle, type WebAsset, type WebBundle } from './bundle.js'
import { contentSecurityPolicy, EXPLORER_PATHS, renderShell } from './shell.js'
import { notFound } from '../errors.js'
import { syntaxGuide } from './syntax-guide.js'

// Not part of the JSON API: keep these routes out of the OpenAPI document.
const HIDDEN = { hide: true } as FastifySchema

interface Served {
  bundle: WebBundle
  shell: WebAsset
  byUrl: Map<string, WebAsset>
}

let served: Promise<Served> | undefined

async function load(): Promise<Served> {
  const bundle = await webBundle()
  const html = Buffer.from(renderShell(bundle))
  const { gzipSync, brotliCompressSync } = await import('node:zlib')
  const shell: WebAsset = {
    url: '/',
    contentType: 'text/html; charset=utf-8',
    raw: html,
    gzip: gzipSync(html, { level: 9 }),
    brotli: brotliCompressSync(html),
    etag: `"${createHash('sha256').update(html).digest('hex').slice(0, 12)}"`,
  }
  const byUrl = new Map([bundle.js, bundle.css, bundle.favicon].map((a) => [a.url, a]))
  return { bundle, shell, byUrl }
}

function loadOnce(): Promise<Served> {
  served ??= load().catch((e: unknown) => {
    served = undefined
    throw e
  })
  return served
}

function send(request: FastifyRequest, reply: FastifyReply, a: WebAsset, cacheControl: string) {
  reply.header('Content-Type', a.contentType).header('ETag', a.etag).header('Cache-Control', cacheControl).header('Vary', 'Accept-Encoding')
  if (request.headers['if-none-match'] === a.etag) return reply.status(304).send()
  const accepts = String(request.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(a.brotli)
  if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(a.gzip)
  return reply.send(a.raw)
}

const webExplorer: FastifyPluginAsync = async (app) => {
  // Warm the bundle as soon as the server listens, so the first visitor doesn't wait for esbuild.
  app.addHook('onListen', async () => {
    loadOnce().catch((e: unknown) => app.log.error(e, 'web explorer: bundle build failed'))
  })

  // card images come from IMAGE_BASE_URL (src/server.ts): the one other origin the pages may load
  const policy = contentSecurityPolicy(app.cardLinks.imageBaseUrl)
  const shellRoute = async (request: FastifyRequest, reply: FastifyReply) => {
    const { shell } = await loadOnce()
    reply.header('Content-Security-Policy', policy).header('X-Content-Type-Options', 'nosniff')
    return send(request, reply, shell, 'no-cache')
  }
  for (const url of EXPLORER_PATHS) {
    app.get(url, { schema: HIDDEN }, shellRoute)
  }

  // The syntax guide's data, generated from the parser's tables (src/web/syntax-guide.ts); more
  // specific than /explore/*, so it wins over the shell
  const guide = JSON.stringify(syntaxGuide())
  app.get('/explore/syntax.json', { schema: HIDDEN }, async (_request, reply) =>
    reply.header('Content-Type', 'application/json; charset=utf-8').header('Cache-Control', 'no-cache').send(guide),
  )

  // More specific than /explore/*, so it wins for asset URLs.
  app.get(`${ASSET_PREFIX}*`, { schema: HIDDEN }, async (request, reply) => {
    const { byUrl } = await loadOnce()
    const a = byUrl.get(request.url.split('?')[0]!)
    if (!a)
      throw notFound(`No explorer asset at ${request.url.split('?')[0]}; assets are content-hashed, reload the page for the current ones.`)
    reply.header('X-Content-Type-Options', 'nosniff')
    return send(request, reply, a, 'public, max-age=31536000, immutable')
  })
}

export default webExplorer
