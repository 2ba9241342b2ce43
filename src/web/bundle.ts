// The explorer's browser bundle: the client TypeScript and CSS under src/web/client, bundled and
// minified by esbuild. `npm install` (and `npm start` when the sources changed: scripts/build.mjs)
// writes it to dist/web-assets/<key>/, keyed by a hash of the client sources and esbuild's version,
// so the service reads two files at start and runs no bundler. Only when no current build is
// there (tests and `npm run dev` after editing the client) is it built in memory, once per process.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import { PROJECT_ROOT } from '../config.js'
import { FAVICON_SVG as FAVICON } from './favicon.js'

const CLIENT_DIR = path.join(PROJECT_ROOT, 'src', 'web', 'client')
const PREBUILT_DIR = path.join(PROJECT_ROOT, 'dist', 'web-assets')
const require = createRequire(import.meta.url)

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
  /** How long the build (or reading the prebuilt one) took, for the log and the benchmark. */
  builtInMs: number
  /** Read from dist/web-assets (built at install), not bundled by this process. */
  prebuilt: boolean
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

/** The client's source files, recursively, as [path relative to the client folder, contents]. */
function clientSources(dir = CLIENT_DIR): [string, Buffer][] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort()
    .map((f) => [path.relative(CLIENT_DIR, f), readFileSync(f)])
}

/** What a build depends on: the client sources and the bundler's version. */
function bundleKey(): string {
  const hash = createHash('sha256')
  for (const [name, contents] of clientSources()) hash.update(name).update('\0').update(contents).update('\0')
  hash.update((JSON.parse(readFileSync(require.resolve('esbuild/package.json'), 'utf8')) as { version: string }).version)
  return hash.digest('hex').slice(0, 16)
}

/** esbuild's output: the minified app.js and styles.css. */
async function bundleSources(): Promise<{ js: Buffer; css: Buffer }> {
  const { build } = await import('esbuild')
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
  return { js: Buffer.from(js.contents), css: Buffer.from(css.contents) }
}

function assemble(js: Buffer, css: Buffer, started: number, prebuilt: boolean): WebBundle {
  return {
    js: asset('app', 'js', 'text/javascript; charset=utf-8', js),
    css: asset('styles', 'css', 'text/css; charset=utf-8', css),
    favicon: asset('favicon', 'svg', 'image/svg+xml', Buffer.from(FAVICON)),
    builtInMs: performance.now() - started,
    prebuilt,
  }
}

/** Bundle the client now, in memory (the benchmark's figure, and the fallback of webBundle). */
export async function buildWebBundle(): Promise<WebBundle> {
  const started = performance.now()
  const { js, css } = await bundleSources()
  return assemble(js, css, started, false)
}

/** Write the current build to dist/web-assets/<key>/ unless it is there (install time). */
export async function writeWebBundle(): Promise<string> {
  const dir = path.join(PREBUILT_DIR, bundleKey())
  if (existsSync(path.join(dir, 'styles.css'))) return dir
  const { js, css } = await bundleSources()
  const tmp = `${dir}.build-${process.pid}`
  mkdirSync(tmp, { recursive: true })
  writeFileSync(path.join(tmp, 'app.js'), js)
  writeFileSync(path.join(tmp, 'styles.css'), css)
  // older builds go: one current build is all the service reads
  for (const old of readdirSync(PREBUILT_DIR))
    if (old !== path.basename(tmp)) rmSync(path.join(PREBUILT_DIR, old), { recursive: true, force: true })
  renameSync(tmp, dir)
  return dir
}

/** The prebuilt bundle when it is current, else one built now. */
async function loadWebBundle(): Promise<WebBundle> {
  const started = performance.now()
  const dir = path.join(PREBUILT_DIR, bundleKey())
  if (existsSync(path.join(dir, 'styles.css')))
    return assemble(readFileSync(path.join(dir, 'app.js')), readFileSync(path.join(dir, 'styles.css')), started, true)
  return buildWebBundle()
}

let cached: Promise<WebBundle> | undefined

/** The bundle, loaded (or built) once per process. A failure is not cached, so the next request retries. */
export function webBundle(): Promise<WebBundle> {
  cached ??= loadWebBundle().catch((e: unknown) => {
    cached = undefined
    throw e
  })
  return cached
}
