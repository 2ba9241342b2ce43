// The explorer's browser bundle: the client TypeScript and CSS under ./client, bundled and
// minified by esbuild in memory the first time they are asked for (or when the server starts
// listening), then kept for the life of the process. Building at run time means `npm start`
// needs no separate build step and the assets can never be stale; it takes ~100 ms, once.
import { createHash } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import { build } from 'esbuild'

const CLIENT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'client')

export interface WebAsset {
  /** The URL path the asset is served at; it carries a content hash so it can be cached forever. */
  url: string
  contentType: string
  raw: Buffer
  gzip: Buffer
  brotli: Buffer
  etag: string
}

export interface WebBundle {
  js: WebAsset
  css: WebAsset
  favicon: WebAsset
  /** When and how long the build took, for the log and the benchmark. */
  builtInMs: number
}

export const ASSET_PREFIX = '/explore/assets/'

function asset(name: string, ext: string, contentType: string, raw: Buffer): WebAsset {
  const hash = createHash('sha256').update(raw).digest('hex').slice(0, 12)
  return {
    url: `${ASSET_PREFIX}${name}.${hash}.${ext}`,
    contentType,
    raw,
    gzip: gzipSync(raw, { level: 9 }),
    brotli: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${hash}"`,
  }
}

// The service's mark: a rune-like "A" on a deep purple disc, drawn here rather than fetched.
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#3b2a63"/><path d="M9 25 16 6l7 19M11.5 18h9" fill="none" stroke="#f4e9c9" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>`

export async function buildWebBundle(): Promise<WebBundle> {
  const started = performance.now()
  const result = await build({
    entryPoints: { app: path.join(CLIENT_DIR, 'main.ts'), styles: path.join(CLIENT_DIR, 'styles.css') },
    bundle: true,
    write: false,
    outdir: 'out',
    format: 'esm',
    target: ['es2022', 'chrome110', 'firefox110', 'safari16'],
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  })
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))
  const css = result.outputFiles.find((f) => f.path.endsWith('.css'))
  if (!js || !css) throw new Error('web bundle: esbuild produced no app.js or styles.css')
  return {
    js: asset('app', 'js', 'text/javascript; charset=utf-8', Buffer.from(js.contents)),
    css: asset('styles', 'css', 'text/css; charset=utf-8', Buffer.from(css.contents)),
    favicon: asset('favicon', 'svg', 'image/svg+xml', Buffer.from(FAVICON)),
    builtInMs: performance.now() - started,
  }
}

let cached: Promise<WebBundle> | undefined

/** The bundle, built once per process. A failed build is not cached, so the next request retries. */
export function webBundle(): Promise<WebBundle> {
  cached ??= buildWebBundle().catch((e: unknown) => {
    cached = undefined
    throw e
  })
  return cached
}
