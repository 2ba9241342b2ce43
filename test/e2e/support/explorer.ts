// End-to-end harness: the real server over the shared fixture database (the CR + the 14 MTGJSON
// set files), listening on a random port, and Debian's headless Chromium driven by playwright-core.
// Every page the tests open records its requests: the explorer must only ever talk to itself, and
// to IMAGE_BASE_URL for card images, played here by a small local image server (or by a port
// nobody listens on, or left empty, to see the text cards that stand in for images).
import { existsSync, mkdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { PROJECT_ROOT } from '../../../src/config.js'
import { buildServer } from '../../../src/server.js'
import type { Database } from '../../../src/store/database.js'
import { fixtureDatabase, sharedFixture } from '../../support/database.js'

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

// As the machine notes prescribe: no sandbox as root, and no background traffic to Google's hosts.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const SCREENSHOTS = path.join(PROJECT_ROOT, 'test-results', 'screenshots')
/** The screenshots docs/web.md shows: written by the browser tests when UPDATE_SCREENSHOTS=1. */
export const DOC_SCREENSHOTS = path.join(PROJECT_ROOT, 'docs', 'screenshots')

/**
 * A screenshot of what the page shows at its window size, for docs/web.md: written under
 * docs/screenshots/ only with UPDATE_SCREENSHOTS=1 (so an ordinary test run changes no file).
 */
export async function docScreenshot(page: Page, name: string): Promise<void> {
  if (process.env.UPDATE_SCREENSHOTS !== '1') return
  mkdirSync(DOC_SCREENSHOTS, { recursive: true })
  // images arrive lazily: wait until those in view have loaded or given up (those not rendered, as
  // the deck page's hover previews, are not asked for until shown: they would never finish)
  await page.evaluate(async () => {
    const shown = (i: HTMLImageElement) => {
      const r = i.getBoundingClientRect()
      return r.width > 0 && r.height > 0 && r.top < innerHeight && r.bottom > 0
    }
    const pending = Array.from(document.images).filter((i) => !i.complete && shown(i))
    await Promise.all(
      pending.map(
        (i) =>
          new Promise((r) => {
            i.addEventListener('load', r, { once: true })
            i.addEventListener('error', r, { once: true })
          }),
      ),
    )
  })
  await page.screenshot({ path: path.join(DOC_SCREENSHOTS, `${name}.png`) })
}

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } }
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36',
}

export interface ExplorerPage {
  page: Page
  /** Every URL the page requested, in order. */
  requests: string[]
  /** Requests to anywhere but the service itself (blocked, and a test failure). */
  foreignRequests: string[]
  /** Uncaught exceptions and console errors in the page. */
  errors: string[]
}

/**
 * Where card images come from: `local` a local image server standing in for IMAGE_BASE_URL (it
 * answers every image path with a card-shaped SVG naming it), `unreachable` an IMAGE_BASE_URL
 * nobody answers at, `none` an empty IMAGE_BASE_URL (the API then sends no image_uris).
 */
export type ImageSource = 'local' | 'unreachable' | 'none'

interface ImageServer {
  base: string
  /** Image paths asked of the local server, in order. */
  requests: string[]
  close(): Promise<void>
}

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  )

async function startImageServer(source: ImageSource): Promise<ImageServer> {
  const requests: string[] = []
  const server = createServer((req, res) => {
    requests.push(req.url ?? '')
    const label = (req.url ?? '').split('/').pop()?.slice(0, 8) ?? ''
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' })
    res.end(
      `<svg xmlns="http://www.w3.org/2000/svg" width="488" height="680" viewBox="0 0 488 680"><rect width="488" height="680" rx="24" fill="#2b2238"/>` +
        `<rect x="24" y="24" width="440" height="632" rx="12" fill="#c9b98f"/><text x="244" y="340" font-size="40" text-anchor="middle" fill="#2b2238">${label}</text></svg>`,
    )
  })
  const base = await listen(server)
  if (source === 'local') return { base, requests, close: () => new Promise((r) => server.close(() => r())) }
  // a port that was free a moment ago and that nobody listens on any more
  await new Promise<void>((r) => server.close(() => r()))
  return { base: source === 'none' ? '' : base, requests, close: async () => {} }
}

export interface Explorer {
  baseUrl: string
  /** IMAGE_BASE_URL of this server ("" with images: 'none'), and the image paths the local image server served. */
  imageBase: string
  imageRequests: string[]
  db: Database
  app: FastifyInstance
  browser: Browser
  open(path: string, options?: BrowserContextOptions): Promise<ExplorerPage>
  /** GET a JSON API path directly (what the page should agree with). */
  api<T = unknown>(path: string): Promise<{ status: number; body: T }>
  screenshot(page: Page, name: string): Promise<string>
  close(): Promise<void>
}

export function requireChromium(): void {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Headless Chromium not found at ${CHROMIUM}. The browser tests use Debian's package, never a download: ` +
        'install it with `apt-get install chromium` (or set CHROMIUM_PATH to a Chromium binary).',
    )
  }
}

export interface ExplorerOptions {
  /** Page size and device (desktop by default). */
  context?: BrowserContextOptions
  /**
   * Source files imported on top of the fixture: the explorer then serves a database of its own
   * (fixtureDatabase(extra)) instead of the shared read-only fixture.
   */
  extraSources?: readonly string[]
  /** Where card images come from (the local image server by default). */
  images?: ImageSource
}

/** How long a browser test waits for an element or a navigation, sized for a machine loaded many times over. */
const E2E_WAIT_MS = 120_000
/** Times a test's own API request is sent while the service answers 503 (busy). */
const API_ATTEMPTS = 4

let workerBrowser: Promise<Browser> | undefined

/** A Chromium of the caller's own (headless, Debian's, with the flags above), for a test or bench that must not share the worker's. */
export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })

/**
 * One Chromium per test worker, shared by the browser test files it runs (vitest.config.ts runs
 * files unisolated): a launch costs seconds on a busy machine. Each explorer opens its pages in
 * contexts of its own and closes them, so files share no cookies, storage or pages. It closes with
 * the worker (Playwright kills what it launched when the process exits), and a crashed one is
 * launched again.
 */
function browserForWorker(): Promise<Browser> {
  workerBrowser ??= launchChromium()
    .then((b) => {
      b.once('disconnected', () => {
        workerBrowser = undefined
      })
      process.once('beforeExit', () => void b.close().catch(() => {}))
      return b
    })
    .catch((e: unknown) => {
      workerBrowser = undefined
      throw e
    })
  return workerBrowser
}

export async function startExplorer(extraSources: readonly string[] = [], images: ImageSource = 'local'): Promise<Explorer> {
  requireChromium()
  // read-only unless the file needs more sources: the explorer itself never writes
  const db = extraSources.length ? await fixtureDatabase(extraSources) : await sharedFixture()
  let app: FastifyInstance | undefined
  const contexts = new Set<BrowserContext>()
  const imageServer = await startImageServer(images)
  try {
    // server errors (a 500's cause) go to the test output; nothing else is logged
    app = await buildServer({ db, logLevel: 'error', imageBaseUrl: imageServer.base })
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' })
    const b = await browserForWorker()
    const a = app
    const origin = new URL(baseUrl).origin
    const imageOrigin = imageServer.base ? new URL(imageServer.base).origin : ''
    return {
      baseUrl,
      imageBase: imageServer.base,
      imageRequests: imageServer.requests,
      db,
      app: a,
      browser: b,
      async open(pathname, options = DESKTOP) {
        const context = await b.newContext({ ...options, serviceWorkers: 'block' })
        // Playwright's 30 s for a wait is too short beside a full-corpus import on the other worker
        // (a rules page once took longer in CI); a page that never shows its element still fails
        context.setDefaultTimeout(E2E_WAIT_MS)
        contexts.add(context)
        const page = await context.newPage()
        const requests: string[] = []
        const foreignRequests: string[] = []
        const errors: string[] = []
        await context.route('**/*', (route) => {
          const url = route.request().url()
          requests.push(url)
          const from = new URL(url).origin
          if (from === origin || from === imageOrigin || url.startsWith('data:')) return route.continue()
          foreignRequests.push(url)
          return route.abort('blockedbyclient')
        })
        page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
        // 4xx answers are part of what the pages show (a rejected query); a 5xx never is
        page.on('response', (r) => {
          if (r.status() >= 500) errors.push(`HTTP ${r.status()} ${r.request().method()} ${r.url()}`)
        })
        page.on('console', (m) => {
          if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(`console: ${m.text()}`)
        })
        await page.goto(baseUrl.replace(/\/$/, '') + pathname)
        return { page, requests, foreignRequests, errors }
      },
      async api(pathname) {
        const url = baseUrl.replace(/\/$/, '') + pathname
        // a 503 is the service saying "busy, ask again" (a full pool beside an import on the other
        // worker): asked again after its Retry-After, as a client would; any other 5xx, or a 503
        // that lasts, fails here naming the path, the status and the error body
        for (let attempt = 1; ; attempt++) {
          const res = await fetch(url, { headers: { accept: 'application/json' } })
          const body = await res.json()
          if (res.status < 500) return { status: res.status, body }
          if (res.status !== 503 || attempt === API_ATTEMPTS) {
            throw new Error(`GET ${pathname} answered ${res.status}: ${JSON.stringify(body).slice(0, 500)}`)
          }
          const after = Number(res.headers.get('retry-after')) || 1
          await new Promise((r) => setTimeout(r, Math.min(after, 5) * 1000))
        }
      },
      async screenshot(page, name) {
        mkdirSync(SCREENSHOTS, { recursive: true })
        const file = path.join(SCREENSHOTS, `${name}.png`)
        await page.screenshot({ path: file, fullPage: true })
        await docScreenshot(page, name) // and, with UPDATE_SCREENSHOTS=1, the window's view for docs/web.md
        return file
      },
      async close() {
        await Promise.all([...contexts].map((c) => c.close().catch(() => {})))
        await a.close().catch(() => {})
        await imageServer.close()
        await db.close()
      },
    }
  } catch (e) {
    await app?.close().catch(() => {})
    await imageServer.close()
    await db.close()
    throw e
  }
}

/**
 * One explorer for a test file, started before its tests and closed after them. `open` opens a
 * page (at `options`' size) and keeps it, so `expectCleanPages` can check every page the file
 * opened.
 */
export function useExplorer({ context: options, extraSources, images }: ExplorerOptions = {}) {
  let explorer: Explorer | undefined
  const opened: ExplorerPage[] = []
  beforeAll(async () => {
    explorer = await startExplorer(extraSources, images)
  })
  afterAll(async () => {
    await explorer?.close()
  })
  const ex = (): Explorer => {
    if (!explorer) throw new Error('the explorer starts in beforeAll: use it inside a test')
    return explorer
  }
  return {
    ex,
    opened,
    async open(path: string): Promise<ExplorerPage> {
      const p = await ex().open(path, options)
      opened.push(p)
      return p
    },
  }
}

/** No page asked anything of another origin, and none threw or logged an error. */
export function expectCleanPages(pages: readonly ExplorerPage[]): void {
  for (const p of pages) {
    expect(p.foreignRequests, p.page.url()).toEqual([])
    expect(p.errors, p.page.url()).toEqual([])
  }
}
