// What the web explorer costs a visitor, measured in headless Chromium (Debian's package, driven by
// playwright-core) against the real server over the fixture database (the CR + the 14 MTGJSON set
// files; PostgreSQL when DATABASE_URL is set, else the embedded PGlite). Each figure is printed
// beside a baseline measured in the same run, in the same browser, against the same server:
//
//   baseline  a blank same-origin HTML page that fetches the very API calls the explorer page makes
//             (the floor: navigation + the data, no app) — what the explorer adds is the difference;
//
// for a card page (Grow from the Ashes, until its CR definitions are ready), a search results page
// (kw:kicker t:sorcery) and a rule page (702.33), with a cold cache (a new browser context per load)
// and a warm one (the same context again). Also the bundle: build time and bytes, raw and compressed.
//
//   npm run bench:web            (BENCH_LOADS: loads per figure, default 15)
import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { buildWebBundle } from '../src/web/bundle.js'
import { buildServer } from '../src/server.js'
import { fixtureDatabase } from '../test/support/database.js'
import { launchChromium, requireChromium } from '../test/e2e/support/explorer.js'

const LOADS = Number(process.env.BENCH_LOADS ?? 15)

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!

// ------------------------------------------------------------------ the bundle
const bundle = await buildWebBundle()
console.log(`bundle built by esbuild in ${bundle.builtInMs.toFixed(0)} ms (once per process)`)
for (const a of [bundle.js, bundle.css]) {
  console.log(
    `  ${a.url.split('/').pop()!.padEnd(24)} ${kb(a.raw.length).padStart(9)} raw ${kb(a.gzip.length).padStart(9)} gzip ${kb(a.brotli.length).padStart(9)} brotli`,
  )
}

// ------------------------------------------------------------------ server and browser
requireChromium()
const db = await fixtureDatabase()
const app = await buildServer({ db, logLevel: 'silent' })
app.get('/__bench/blank', { schema: { hide: true } as object }, async (_req, reply) =>
  reply.type('text/html').send('<!doctype html><html><head><meta charset="utf-8"><title>blank</title></head><body></body></html>'),
)
const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace(/\/$/, '')
const browser: Browser = await launchChromium()

const gfa = (await (await fetch(`${base}/cards/search?q=${encodeURIComponent('!"Grow from the Ashes"')}&fields=id`)).json()) as {
  data: { id: string }[]
}
const gfaId = gfa.data[0]!.id

interface Scenario {
  label: string
  path: string
  /** The page is ready when this selector is visible. */
  ready: string
}
const SCENARIOS: Scenario[] = [
  { label: 'card page (Grow from the Ashes)', path: `/explore/card/${gfaId}`, ready: '.oracle-text button.term' },
  {
    label: 'search page (kw:kicker t:sorcery)',
    path: `/explore/search?q=${encodeURIComponent('kw:kicker t:sorcery')}`,
    ready: 'a.result-link',
  },
  { label: 'rule page (702.33)', path: '/explore/rules/702.33', ready: '.children .rule-number' },
]

interface Load {
  ms: number
  bytes: number
  api: string[]
}

/** Load the explorer page; how long until ready, the bytes transferred, and which API calls it made. */
async function explorerLoad(context: BrowserContext, s: Scenario): Promise<Load> {
  const page = await context.newPage()
  const api: string[] = []
  let bytes = 0
  page.on('requestfinished', async (r) => {
    const url = new URL(r.url())
    if (!url.pathname.startsWith('/explore') && url.pathname !== '/') api.push(url.pathname + url.search)
    const sizes = await r.sizes().catch(() => null)
    if (sizes) bytes += sizes.responseBodySize + sizes.responseHeadersSize
  })
  const start = performance.now()
  await page.goto(base + s.path)
  await page.locator(s.ready).first().waitFor()
  const ms = performance.now() - start
  await page.waitForLoadState('networkidle')
  await page.close()
  return { ms, bytes, api }
}

/** The baseline: a blank page of the same origin fetching the same API calls, in parallel. */
async function baselineLoad(context: BrowserContext, api: string[]): Promise<number> {
  const page: Page = await context.newPage()
  const start = performance.now()
  await page.goto(`${base}/__bench/blank`)
  await page.evaluate(async (urls) => {
    // the explorer makes its calls in at most two waves (card, then its parts); one wave is the floor
    await Promise.all(urls.map((u) => fetch(u, { headers: { accept: 'application/json' } }).then((r) => r.text())))
  }, api)
  const ms = performance.now() - start
  await page.close()
  return ms
}

function line(label: string, xs: number[], extra = '') {
  console.log(
    `  ${label.padEnd(48)} p50 ${pct(xs, 0.5).toFixed(0).padStart(5)} ms   p95 ${pct(xs, 0.95).toFixed(0).padStart(5)} ms${extra}`,
  )
}

console.log(`\npage loads in headless Chromium, ${LOADS} each, on ${db.kind}`)
for (const s of SCENARIOS) {
  // warm the server side (bundle, annotation dictionary, query plans) once, unmeasured
  const warmup = await browser.newContext()
  const { api } = await explorerLoad(warmup, s)
  await warmup.close()

  const cold: number[] = [],
    coldBase: number[] = [],
    warm: number[] = [],
    warmBase: number[] = []
  let bytes = 0
  for (let i = 0; i < LOADS; i++) {
    const c1 = await browser.newContext()
    const first = await explorerLoad(c1, s)
    cold.push(first.ms)
    bytes = first.bytes
    warm.push((await explorerLoad(c1, s)).ms)
    await c1.close()
    const c2 = await browser.newContext()
    coldBase.push(await baselineLoad(c2, api))
    warmBase.push(await baselineLoad(c2, api))
    await c2.close()
  }
  console.log(`${s.label}: ${api.length} API call${api.length === 1 ? '' : 's'} (${api.map((u) => u.split('?')[0]).join(', ')})`)
  line('explorer, cold cache', cold, `   ${kb(bytes)} transferred`)
  line('baseline: blank page + the same API calls, cold', coldBase)
  line('explorer, warm cache', warm)
  line('baseline: blank page + the same API calls, warm', warmBase)
}

// the API payload of the card page, for scale beside the bundle
let apiBytes = 0
for (const path of [
  `/cards/${gfaId}`,
  `/cards/${gfaId}/annotations`,
  `/cards/${gfaId}/rulings`,
  `/cards/${gfaId}/tags`,
  `/cards/${gfaId}/printings`,
]) {
  apiBytes += gzipSync(Buffer.from(await (await fetch(base + path)).arrayBuffer())).length
}
console.log(
  `\nfor scale: the card page's API answers are ${kb(apiBytes)} gzip; the app (js + css) is ${kb(bundle.js.gzip.length + bundle.css.gzip.length)} gzip, cached for a year after the first visit`,
)

await browser.close()
await app.close()
await db.close()
