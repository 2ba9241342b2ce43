// API throughput and latency over the full corpus (~28,000 cards, ~70,000 printings, the CR),
// each figure beside a baseline measured in the same run: a bare Fastify route running the
// equivalent single SQL statement through `pg`, in the same process as the API, on the same
// database, under the same load. Routes that send card objects are also measured on a second API
// server that hydrates and renders each card per request (storedCardObjects: false), the path the
// card objects stored at import replaced.
//
//   npm run bench:api
//
// The database is PostgreSQL: BENCH_DATABASE_URL, else DATABASE_URL's server with the database
// name arcanum_bench, else postgresql://postgres@127.0.0.1:5432/arcanum_bench. It is created and
// loaded with the full corpus (the CR, the 14 set files and the 562 corpus files) on the first
// run, and reused afterwards. Load comes from autocannon in this process; the servers run in a
// child process, so the two do not share an event loop.
//
// Under each scenario: the CPU per request of each side, the servers' Node process and their
// PostgreSQL backends (Linux: /proc and `ss`), which a shared machine's load does not skew as it
// does latencies.
//
// Scenarios: card by id, card by set and number, fuzzy name, autocomplete, four searches, two
// full-text searches and the nested GraphQL page.
//
// Options (environment): BENCH_SECONDS (per scenario and side, default 8), BENCH_CONNECTIONS (default 4),
// BENCH_ONLY (a regex: run only the scenarios whose label matches).
import { execFileSync, fork, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import pg from 'pg'
import { findByFuzzyName } from '../src/search/index.js'
import { buildServer } from '../src/server.js'
import { openDatabase, type Database } from '../src/store/database.js'
import { keptSizes } from '../src/store/kept.js'
import { benchRun, type BenchRow } from './support/results.js'
import { benchDatabaseUrl, ensureFullCorpus } from './support/full-corpus.js'
import { graphqlRequests, MIX_RULES_TEXT, MIX_SEARCHES } from './support/browsing-mix.js'
import { type MixRequest, percentile, type Sample, sendOnce } from './support/mix-load.js'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4)
const POOL_SIZE = 8

// ------------------------------------------------------------------ the servers (child process)

/** The same card + printing columns the query layer selects, for the baseline's single statements. */
const CARD_PRINTING = `c.oracle_id, c.name, c.layout, c.mana_cost, c.mana_value, c.colors, c.color_identity, c.type_line,
  c.oracle_text, c.power, c.toughness, c.loyalty, c.keywords, c.legalities, p.id, p.set_code, s.name AS set_name,
  p.collector_number, p.rarity, p.released_at, p.price_usd, p.price_usd_foil`
/**
 * The first page of cards matching `where` by name, each with its newest printing, and how many
 * match in all (the API's total_cards): one statement.
 */
const page = (where: string, printingWhere = 'true') => `SELECT ${CARD_PRINTING}, c.total
  FROM (SELECT *, count(*) OVER () AS total FROM cards c WHERE ${where} ORDER BY c.name LIMIT 175) c
  LEFT JOIN LATERAL (SELECT * FROM printings p WHERE p.oracle_id = c.oracle_id AND ${printingWhere}
                     ORDER BY p.released_at DESC NULLS LAST, p.set_code LIMIT 1) p ON true
  LEFT JOIN sets s ON s.code = p.set_code ORDER BY c.name`

/** Hand-written SQL for the three representative searches (what a developer would write by hand). */
export const SEARCHES = [
  {
    label: 'search t:creature c:g mv<=2',
    q: 't:creature c:g mv<=2',
    sql: page(`'Creature' = ANY(c.types) AND 'G' = ANY(c.colors) AND c.mana_value <= 2`),
  },
  {
    label: 'search o:"draw a card" t:instant',
    q: 'o:"draw a card" t:instant',
    sql: page(`lower(c.oracle_text) LIKE '%draw a card%' AND 'Instant' = ANY(c.types)`),
  },
  {
    label: 'search kw:flying pow>=3 r:rare',
    q: 'kw:flying pow>=3 r:rare',
    // the card's representative printing is its newest rare one, as in the API
    sql: page(
      `c.keywords @> ARRAY['Flying'] AND c.power ~ '^[0-9]+$' AND c.power::int >= 3
             AND EXISTS (SELECT 1 FROM printings r WHERE r.oracle_id = c.oracle_id AND r.rarity = 'rare')`,
      `p.rarity = 'rare'`,
    ),
  },
  {
    label: 'search r:mythic',
    q: 'r:mythic',
    sql: page(`EXISTS (SELECT 1 FROM printings r WHERE r.oracle_id = c.oracle_id AND r.rarity = 'mythic')`, `p.rarity = 'mythic'`),
  },
]

export const NESTED_QUERY = `query($q: String!) { cards(query: $q, first: 50) { totalCount edges { node {
  name manaCost typeLine oracleText
  printing { setCode collectorNumber prices { usd } }
  printings(first: 10) { totalCount edges { node { setCode collectorNumber rarity } } }
  rulings(first: 10) { totalCount edges { node { publishedAt text } } }
  keywords(first: 10) { edges { node { name ruleNumber definition } } }
} } } }`
const NESTED_VARIABLES = { q: 't:creature mv>=3' }

/** Full-text questions for GET /rules/search: one very common word, and a specific question. */
export const TEXT_QUERIES = ['spell', 'copy of a kicked spell']

/**
 * GET /rules/search's answer in one hand-written statement: the first page (25) of rules of the
 * current CR edition, glossary terms and rulings (a text printed on several cards is one hit, with
 * how many cards carry it) ranked by ts_rank (length-normalised), the total, and highlighted
 * snippets. It reads the stored tsvector columns where the schema has them, else the indexed
 * expressions.
 */
export function textSearchSql(storedVectors: boolean): string {
  const vec = (expression: string, column: string) => (storedVectors ? column : `to_tsvector('english', ${expression})`)
  const rule = vec('r.text', 'r.search_vector')
  const term = vec(`g.term || ' ' || g.text`, 'g.search_vector')
  const ruling = vec('ru.text', 'ru.search_vector')
  return `WITH q AS (SELECT websearch_to_tsquery('english', $1) AS q),
    edition AS (SELECT id FROM rules_documents ORDER BY effective_date DESC LIMIT 1),
    hits AS (
      SELECT 'rule' AS kind, r.id, r.number AS title, r.text, ts_rank(${rule}, q.q, 1) AS rank, 1 AS cards
        FROM rules r, q WHERE r.document_id = (SELECT id FROM edition) AND ${rule} @@ q.q
      UNION ALL
      SELECT 'glossary', g.id, g.term, g.text, ts_rank(${term}, q.q, 1), 1
        FROM glossary_terms g, q WHERE g.document_id = (SELECT id FROM edition) AND ${term} @@ q.q
      UNION ALL
      SELECT 'ruling', min(ru.id), NULL, NULL, max(ts_rank(${ruling}, q.q, 1)), count(*)::int
        FROM rulings ru, q WHERE ${ruling} @@ q.q GROUP BY translate(ru.text, '’‘“”', '''''""'))
    SELECT h.kind, h.id, coalesce(h.title, c.name) AS title, h.rank, h.cards, h.total,
           ts_headline('english', coalesce(h.text, x.text), q.q, 'StartSel=<mark>, StopSel=</mark>, MaxWords=40, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "') AS snippet
      FROM (SELECT *, count(*) OVER () AS total FROM hits ORDER BY rank DESC, kind, id LIMIT 25) h CROSS JOIN q
      LEFT JOIN rulings x ON h.kind = 'ruling' AND x.id = h.id LEFT JOIN cards c ON c.oracle_id = x.oracle_id
     ORDER BY h.rank DESC, h.kind, h.id`
}

const NESTED_SQL = `SELECT c.name, c.mana_cost, c.type_line, c.oracle_text, count(*) OVER () AS total,
   (SELECT json_agg(x) FROM (SELECT p.set_code, p.collector_number, p.rarity FROM printings p WHERE p.oracle_id = c.oracle_id
      ORDER BY p.released_at DESC NULLS LAST LIMIT 10) x) AS printings,
   (SELECT count(*) FROM printings p WHERE p.oracle_id = c.oracle_id) AS printing_count,
   (SELECT json_agg(x) FROM (SELECT r.published_at, r.text FROM rulings r WHERE r.oracle_id = c.oracle_id ORDER BY r.position LIMIT 10) x) AS rulings,
   (SELECT count(*) FROM rulings r WHERE r.oracle_id = c.oracle_id) AS ruling_count,
   (SELECT json_agg(x) FROM (SELECT k.name, k.rule_number, k.definition FROM keywords k WHERE lower(k.name) = ANY(SELECT lower(n) FROM unnest(c.keywords) n)) x) AS keywords
 FROM cards c WHERE 'Creature' = ANY(c.types) AND c.mana_value >= 3 ORDER BY c.name LIMIT 50`

async function runServers(url: string) {
  const db = await openDatabase({ databaseUrl: url, poolSize: POOL_SIZE, migrate: false })
  const api = await buildServer({ db, logLevel: 'silent' })
  const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' })
  // the path issue 16 measured: every card built from rows, every total counted, nothing kept between requests
  const hydrating = await buildServer({ db, logLevel: 'silent', storedCardObjects: false, keep: false })
  const hydratingUrl = await hydrating.listen({ port: 0, host: '127.0.0.1' })
  // the API as it is, keeping nothing between requests (keep: false, src/queries/store-reads.ts):
  // every search counts its matches, lists read every card object, GraphQL reads every card view
  // and relation page: what a query asked for the first time costs
  const keepingNothing = await buildServer({ db, logLevel: 'silent', keep: false })
  const keepingNothingUrl = await keepingNothing.listen({ port: 0, host: '127.0.0.1' })

  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE })
  const base = Fastify({ logger: false })
  const one = async (sql: string, params: unknown[]) => (await pool.query(sql, params)).rows
  base.get(
    '/card/:id',
    async (req) =>
      (
        await one(
          `SELECT ${CARD_PRINTING} FROM printings p JOIN cards c ON c.oracle_id = p.oracle_id JOIN sets s ON s.code = p.set_code WHERE p.id = $1`,
          [(req.params as { id: string }).id],
        )
      )[0],
  )
  base.get(
    '/card/:set/:number',
    async (req) =>
      (
        await one(
          `SELECT ${CARD_PRINTING} FROM printings p JOIN cards c ON c.oracle_id = p.oracle_id JOIN sets s ON s.code = p.set_code
            WHERE p.set_code = $1 AND p.collector_number = $2`,
          [(req.params as { set: string }).set.toUpperCase(), (req.params as { number: string }).number],
        )
      )[0],
  )
  // the closest name by trigram similarity, with the card and its newest printing
  base.get(
    '/fuzzy',
    async (req) =>
      (
        await one(
          `SELECT ${CARD_PRINTING} FROM (SELECT c.*, similarity(c.normalized_name, $1) AS score FROM cards c
        WHERE c.normalized_name % $1 ORDER BY score DESC LIMIT 1) c
      LEFT JOIN LATERAL (SELECT * FROM printings p WHERE p.oracle_id = c.oracle_id ORDER BY p.released_at DESC NULLS LAST, p.set_code LIMIT 1) p ON true
      LEFT JOIN sets s ON s.code = p.set_code`,
          [(req.query as { q: string }).q],
        )
      )[0],
  )
  // names starting with the prefix, then names with a later word starting with it, as the API does
  base.get('/autocomplete', async (req) => {
    const q = (req.query as { q: string }).q
    return (
      await one(
        `(SELECT c.name, 0 AS rank, c.normalized_name FROM cards c WHERE c.normalized_name LIKE $1 ORDER BY c.normalized_name LIMIT 20)
       UNION ALL
       (SELECT c.name, 1, c.normalized_name FROM cards c WHERE c.normalized_name LIKE $2 AND c.normalized_name NOT LIKE $1 ORDER BY c.normalized_name LIMIT 20)
       ORDER BY rank, normalized_name LIMIT 20`,
        [`${q}%`, `% ${q}%`],
      )
    ).map((r) => r.name)
  })
  SEARCHES.forEach((s, i) => base.get(`/search/${i}`, async () => ({ data: await one(s.sql, []) })))
  base.get('/nested', async () => ({ data: await one(NESTED_SQL, []) }))
  const { rowCount: storedVectors } = await pool.query(
    `SELECT 1 FROM information_schema.columns WHERE table_name = 'rulings' AND column_name = 'search_vector'`,
  )
  const textSql = textSearchSql(Boolean(storedVectors))
  base.get('/text', async (req) => ({ data: await one(textSql, [(req.query as { q: string }).q]) }))
  const baseUrl = await base.listen({ port: 0, host: '127.0.0.1' })

  process.send!({ apiUrl, hydratingUrl, keepingNothingUrl, baseUrl })
  process.on('message', async (m) => {
    if (m === 'cpu') process.send!({ cpu: await cpuSoFar(pool, new URL(url).port || '5432') })
    if (m === 'memory') {
      const { rss, heapUsed } = process.memoryUsage()
      const kept: Record<string, { count: number; weight: number; max: number }> = {
        ...keptSizes(db.pool),
        'card bytes (REST)': { count: api.cardBytes.count, weight: api.cardBytes.size, max: api.cardBytes.maxBytes },
      }
      if (api.searchTotals)
        kept['search totals'] = { count: api.searchTotals.count, weight: api.searchTotals.weight, max: api.searchTotals.max }
      process.send!({ memory: { rss, heapUsed, kept } })
    }
    if (m === 'stop') {
      await api.close()
      await hydrating.close()
      await keepingNothing.close()
      await base.close()
      await pool.end()
      await db.close()
      process.exit(0)
    }
  })
}

/**
 * CPU time this process and the PostgreSQL backends of its connections have used so far, ms. Node
 * from process.cpuUsage; PostgreSQL from /proc/<pid>/stat of each backend (Linux, a local server:
 * this process's TCP connections to the server's port, found with `ss`, matched to backends by
 * their client port), per backend pid; null when that cannot be read.
 */
async function cpuSoFar(pool: pg.Pool, port: string): Promise<Cpu> {
  const { user, system } = process.cpuUsage()
  const node = (user + system) / 1000
  try {
    const ports = execFileSync('ss', ['-tnpH'], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => l.includes(`pid=${process.pid},`))
      .map((l) => l.trim().split(/\s+/))
      .filter((cols) => cols[4]?.endsWith(`:${port}`))
      .map((cols) => Number(cols[3]!.split(':').pop()))
    const { rows } = await pool.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE client_port = ANY($1::int[])', [ports])
    const pg: Record<number, number> = {}
    for (const { pid } of rows) {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
      pg[pid] = (Number(fields[11]) + Number(fields[12])) * 10 // utime + stime, in clock ticks (100 per second)
    }
    return { node, pg: rows.length ? pg : null }
  } catch {
    return { node, pg: null }
  }
}

// ------------------------------------------------------------------ the load (parent process)

interface Figures {
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
  /** CPU per request, ms: the servers' Node process and their PostgreSQL backends (null: not measured). */
  nodeCpu: number | null
  pgCpu: number | null
}

type Cpu = { node: number; pg: Record<number, number> | null }
/**
 * PostgreSQL CPU between two readings, ms: per backend, what it used since the first (all of it for
 * one that started since); a backend that ended in between (the pool closed an idle connection)
 * is left out, rather than counted as giving its time back.
 */
const pgCpuBetween = (before: Cpu['pg'], after: Cpu['pg']): number | null =>
  before && after ? Object.entries(after).reduce((sum, [pid, ms]) => sum + ms - (before[Number(pid)] ?? 0), 0) : null
let servers: ChildProcess | null = null
/** The servers' CPU so far (their child process answers). */
const serversCpu = (): Promise<Cpu | null> =>
  servers
    ? new Promise((resolve) => {
        servers!.once('message', (m) => resolve((m as { cpu: Cpu }).cpu))
        servers!.send('cpu')
      })
    : Promise.resolve(null)

async function load(
  base: string,
  paths: () => { path: string; method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> },
  duration = SECONDS,
): Promise<Figures> {
  const before = await serversCpu()
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        setupRequest: (req) => {
          const next = paths()
          return { ...req, path: next.path, method: next.method ?? 'GET', body: next.body, headers: { ...req.headers, ...next.headers } }
        },
      },
    ],
  })
  const after = await serversCpu()
  const n = Math.max(result.requests.total, 1)
  const pgMs = before && after ? pgCpuBetween(before.pg, after.pg) : null
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    nodeCpu: before && after ? (after.node - before.node) / n : null,
    pgCpu: pgMs === null ? null : pgMs / n,
  }
}

const ROUNDS = 4
const median = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y)
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}
/** The median of the rounds that measured it (null: none did). */
const medianOf = (xs: (number | null)[]) => {
  const known = xs.filter((x): x is number => x !== null)
  return known.length ? median(known) : null
}
const medianFigures = (runs: Figures[]): Figures => ({
  rps: median(runs.map((r) => r.rps)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  errors: runs.reduce((n, r) => n + r.errors, 0),
  non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
  nodeCpu: medianOf(runs.map((r) => r.nodeCpu)),
  pgCpu: medianOf(runs.map((r) => r.pgCpu)),
})

const cycle = <T>(items: T[]) => {
  let i = 0
  return () => items[i++ % items.length]!
}

/** Requests for the inputs in turn, each made into a path: a scenario's side. */
function cycledPaths<T>(items: T[], path: (item: T) => string) {
  const n = cycle(items)
  return () => ({ path: path(n()) })
}

// ------------------------------------------------------------------ the browsing mix

const MIX_ROUNDS = Number(process.env.BENCH_MIX_ROUNDS ?? 3)
/** Queries not in the mix, asked once before it: the server's code is warm, the mix's values are not. */
const WARMUP = ['t:cat', 'o:graveyard t:enchantment', 'c:b mv=3', 'kw:defender', 'is:transform', 'pow=2 tou=2 c:w', 'f:vintage t:artifact']
const MIX_TARGET_MS = 50

/** Requests of one round of the mix: every search's first page (its next pages follow), every GraphQL document, every full-text question. */
function mixRequests(): MixRequest[] {
  const searches: MixRequest[] = MIX_SEARCHES.map((s) => ({
    family: s.family,
    label: s.params ? `${s.q} ${new URLSearchParams(s.params)}` : s.q,
    path: `/cards/search?q=${encodeURIComponent(s.q)}${Object.entries(s.params ?? {})
      .map(([k, v]) => `&${k}=${v}`)
      .join('')}`,
    page: 1,
    lastPage: 3,
  }))
  const graphql: MixRequest[] = graphqlRequests().map((g) => ({
    family: g.family,
    label: g.q,
    path: '/graphql',
    method: 'POST',
    body: JSON.stringify({ query: g.query, variables: { q: g.q } }),
  }))
  const text: MixRequest[] = MIX_RULES_TEXT.map((q) => ({ family: 'rules full text', path: `/rules/search?q=${encodeURIComponent(q)}` }))
  // interleaved, the same order every round (a fixed shuffle): families mixed as in real traffic
  const all = [...searches, ...graphql, ...text]
  let seed = 7
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[all[i], all[j]] = [all[j]!, all[i]!]
  }
  return all
}

/** The bare baseline's requests for a round: its hand-written searches and nested page, cycled. */
function baselineRequests(n: number): MixRequest[] {
  return Array.from({ length: n }, (_, i) =>
    i % 5 === 4 ? { family: 'baseline nested', path: '/nested' } : { family: 'baseline search', path: `/search/${i % SEARCHES.length}` },
  )
}

type Memory = { rss: number; heapUsed: number; kept: Record<string, { count: number; weight: number; max: number }> }
const serversMemory = (): Promise<Memory> =>
  new Promise((resolve) => {
    servers!.once('message', (m) => resolve((m as { memory: Memory }).memory))
    servers!.send('memory')
  })

const isSearch = (family: string) => !family.startsWith('GraphQL') && family !== 'rules full text' && !family.startsWith('baseline')

/**
 * The browsing mix on the API as it is (each request once per round: the first round asks every
 * query for the first time, the later ones again), each round followed by a round of the bare
 * baseline, over the same connections. Per family, p50/p99 of first-time and repeated asks; the
 * search pages and the GraphQL nested page against the target; what is kept, against its bounds.
 */
async function browsingMix(apiUrl: string, baseUrl: string, counts: { cards: number }) {
  const os = await import('node:os')
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')
  const requests = mixRequests()
  console.log(
    `\nbrowsing mix: ${MIX_SEARCHES.length} searches (pages 1–3 followed by next_page), ${requests.length - MIX_SEARCHES.length} GraphQL documents and full-text questions; ${MIX_ROUNDS} rounds at ${CONNECTIONS} connections, each beside a round of the baseline; load average ${load()}`,
  )
  const run = benchRun(
    'api-mix',
    `bench:api browsing mix — ${counts.cards.toLocaleString('en')} cards on PostgreSQL, ${MIX_SEARCHES.length} searches of every family (pages 1–3), GraphQL documents and full text, each asked once per round, ${CONNECTIONS} connections, beside the bare baseline in the same run`,
  )
  await sendOnce(
    apiUrl,
    WARMUP.map((q) => ({ family: 'warm-up', path: `/cards/search?q=${encodeURIComponent(q)}`, page: 1 })),
    CONNECTIONS,
  )
  await sendOnce(baseUrl, baselineRequests(40), CONNECTIONS)
  const memoryBefore = await serversMemory()
  const first: Sample[] = []
  const again: Sample[] = []
  const baseline: Sample[] = []
  for (let round = 0; round < MIX_ROUNDS; round++) {
    const samples = await sendOnce(apiUrl, requests, CONNECTIONS)
    ;(round === 0 ? first : again).push(...samples)
    baseline.push(...(await sendOnce(baseUrl, baselineRequests(200), CONNECTIONS)))
    console.log(`  round ${round + 1}: ${samples.length} requests; load average ${load()}`)
  }
  const memoryAfter = await serversMemory()
  const errors = [...first, ...again].filter((s) => s.status >= 500 || (s.status >= 400 && s.status !== 404))
  const noMatch = first.filter((s) => s.status === 404).length

  const ms = (xs: Sample[]) => xs.map((x) => x.ms)
  const fmt = (x: number) => (Number.isNaN(x) ? '–' : x < 10 ? x.toFixed(1) : String(Math.round(x)))
  const stats = (xs: Sample[]) => ({ n: xs.length, p50: percentile(ms(xs), 50), p99: percentile(ms(xs), 99) })
  const basePage = stats(baseline.filter((s) => s.family === 'baseline search'))
  const baseNested = stats(baseline.filter((s) => s.family === 'baseline nested'))
  const rows: BenchRow[] = []
  let missed = 0
  const line = (label: string, pick: (s: Sample) => boolean, target: boolean, base: typeof basePage) => {
    const f = stats(first.filter(pick))
    const a = stats(again.filter(pick))
    const all = stats([...first, ...again].filter(pick))
    const ok = !target || all.p99 < MIX_TARGET_MS
    if (!ok) missed++
    rows.push({
      scenario: label.startsWith('  ') ? `family: ${label.trim()}` : label,
      firstN: f.n,
      firstP50: Number(fmt(f.p50)),
      firstP99: Number(fmt(f.p99)),
      againP50: Number(fmt(a.p50)),
      againP99: Number(fmt(a.p99)),
      p99: Number(fmt(all.p99)),
      ratio: Number((all.p99 / base.p99).toFixed(1)),
      target: target ? `p99 < ${MIX_TARGET_MS} ms: ${ok ? 'met' : 'missed'}` : null,
    })
    console.log(
      `${label.padEnd(34)} first ${String(f.n).padStart(4)}× p50 ${fmt(f.p50).padStart(4)} p99 ${fmt(f.p99).padStart(4)} ms   again p50 ${fmt(a.p50).padStart(4)} p99 ${fmt(a.p99).padStart(4)} ms   all p99 ${fmt(all.p99).padStart(4)} ms = ${(all.p99 / base.p99).toFixed(1)}× baseline${target ? `   target ${ok ? 'ok' : 'MISSED'}` : ''}`,
    )
  }
  console.log(
    `baseline (bare Fastify + one statement): search page p50 ${fmt(basePage.p50)} p99 ${fmt(basePage.p99)} ms, nested page p50 ${fmt(baseNested.p50)} p99 ${fmt(baseNested.p99)} ms`,
  )
  for (const page of [1, 2, 3]) line(`search page ${page}`, (s) => isSearch(s.family) && s.page === page, true, basePage)
  line('GraphQL nested page', (s) => s.family === 'GraphQL nested page', true, baseNested)
  console.log('by family, slowest first (p99 of all asks):')
  const families = [...new Set([...first, ...again].map((s) => s.family))]
  const p99Of = (f: string) => percentile(ms([...first, ...again].filter((s) => s.family === f)), 99)
  for (const f of families.sort((x, y) => p99Of(y) - p99Of(x)))
    line(`  ${f}`, (s) => s.family === f, false, f.startsWith('GraphQL') ? baseNested : basePage)
  // the slowest single queries of the first round, to know what to look at
  const slowest = [...first].sort((x, y) => y.ms - x.ms).slice(0, 8)
  const notes = [
    `baseline: search page p50 ${fmt(basePage.p50)} ms, p99 ${fmt(basePage.p99)} ms; nested page p50 ${fmt(baseNested.p50)} ms, p99 ${fmt(baseNested.p99)} ms (ratio = p99 ÷ the baseline's p99)`,
    `${noMatch} first-time asks matched no card (404, as on Scryfall); ${errors.length} errors`,
  ]
  const mb = (b: number) => `${(b / 2 ** 20).toFixed(0)} MB`
  const keptLines = Object.entries(memoryAfter.kept).map(
    ([kind, k]) =>
      `${kind} ${k.count >= 0 ? `${k.count} values, ` : ''}weight ${k.weight.toLocaleString('en')} of ${k.max.toLocaleString('en')}`,
  )
  const over = Object.entries(memoryAfter.kept).filter(([, k]) => k.weight > k.max)
  if (over.length) missed++
  notes.push(
    `servers' process: RSS ${mb(memoryBefore.rss)} → ${mb(memoryAfter.rss)}, heap ${mb(memoryBefore.heapUsed)} → ${mb(memoryAfter.heapUsed)}; kept after the mix: ${keptLines.join('; ')}${over.length ? ' — OVER ITS BOUND' : ' (each within its bound)'}`,
  )
  notes.push(`slowest first-time asks: ${slowest.map((s) => `${s.family} “${s.label ?? ''}” page ${s.page} ${fmt(s.ms)} ms`).join(', ')}`)
  for (const n of notes) console.log(n)
  if (errors.length) missed++
  run.write(
    {
      scenario: 'requests',
      firstN: 'first-time asks',
      firstP50: 'first p50 ms',
      firstP99: 'first p99 ms',
      againP50: 'again p50 ms',
      againP99: 'again p99 ms',
      p99: 'all p99 ms',
      ratio: 'p99 ÷ baseline p99',
      target: 'target',
    },
    rows,
    { notes, targetsMet: missed === 0 },
  )
  return missed
}

async function main() {
  const url = benchDatabaseUrl('BENCH_DATABASE_URL', 'arcanum_bench')
  await ensureFullCorpus(url)

  // inputs: real ids, names and prefixes from the corpus, cycled so no single row stays hot
  const db: Database = await openDatabase({ databaseUrl: url, poolSize: 2, migrate: false })
  const printings = (
    await db.pool.query<{ id: string; set: string; number: string }>(
      'SELECT id, lower(set_code) AS set, collector_number AS number FROM printings ORDER BY md5(id::text) LIMIT 500',
    )
  ).rows
  const ids = printings.map((r) => r.id)
  const setNumbers = printings.map((r) => `${encodeURIComponent(r.set)}/${encodeURIComponent(r.number)}`)
  const names = (
    await db.pool.query<{ name: string }>(`SELECT name FROM cards WHERE name NOT LIKE '%//%' ORDER BY md5(name) LIMIT 300`)
  ).rows.map((r) => r.name)
  // a typo in every fuzzy name (two letters swapped), kept only where the fuzzy lookup still finds
  // that one card: an ambiguous or unknown name would be a cheap 404, not a lookup
  const typo = (n: string) => {
    const i = Math.min(3, n.length - 2)
    return n.slice(0, i) + n[i + 1] + n[i] + n.slice(i + 2)
  }
  const fuzzy: string[] = []
  for (const n of names) {
    const found = await findByFuzzyName(db, typo(n)).catch(() => null)
    if (found && 'card' in found && found.card.name === n) fuzzy.push(typo(n))
  }
  const counts = (
    await db.pool.query<{ cards: number; printings: number; rulings: number }>(
      'SELECT (SELECT count(*)::int FROM cards) AS cards, (SELECT count(*)::int FROM printings) AS printings, (SELECT count(*)::int FROM rulings) AS rulings',
    )
  ).rows[0]!
  await db.close()
  // prefixes of 3–6 letters for autocomplete
  const prefixes = names.map((n, i) =>
    n
      .toLowerCase()
      .replace(/[^a-z ]/g, '')
      .slice(0, 3 + (i % 4)),
  )

  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_ROLE: 'servers', BENCH_URL: url },
    execArgv: process.execArgv,
  })
  const { apiUrl, hydratingUrl, keepingNothingUrl, baseUrl } = await new Promise<{
    apiUrl: string
    hydratingUrl: string
    keepingNothingUrl: string
    baseUrl: string
  }>((resolve) => child.once('message', (m) => resolve(m as never)))
  servers = child

  console.log(
    `Arcanum API bench: ${counts.cards.toLocaleString('en')} cards, ${counts.printings.toLocaleString('en')} printings, ${counts.rulings.toLocaleString('en')} rulings on PostgreSQL`,
  )
  console.log(
    `inputs: ${ids.length} printing ids, ${fuzzy.length} misspelt names, ${prefixes.length} prefixes, cycled; load average at start ${(
      await import('node:os')
    )
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${(await import('node:os')).cpus().length} cores`,
  )
  console.log(
    `autocannon, ${CONNECTIONS} connections, ${SECONDS} s per side in ${ROUNDS} alternating rounds (medians shown); baseline = bare Fastify route, one SQL statement through pg\n`,
  )

  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null
  // the mix first, on servers that have answered none of its queries: its first round is a first-time ask
  const mixMissed = !only || only.test('browsing mix') ? await browsingMix(apiUrl, baseUrl, counts) : 0

  const gqlBody = JSON.stringify({ query: NESTED_QUERY, variables: NESTED_VARIABLES })
  const scenarios: {
    label: string
    api: () => ReturnType<Parameters<typeof load>[1]>
    base: () => ReturnType<Parameters<typeof load>[1]>
    target: string
    check: (a: Figures, b: Figures) => boolean
    /** Sends card objects: measured on the hydrating server too. */
    cards?: boolean
    /**
     * Measured on the server that keeps nothing between requests too (totals counted every time,
     * GraphQL's card nodes and relation pages read every time): what a query asked for the first time costs.
     */
    firstTime?: boolean
    /** What that line is called (default: a search's first page). */
    first?: string
  }[] = [
    {
      label: 'card by id',
      target: '≤ 2× baseline',
      cards: true,
      api: cycledPaths(ids, (x) => `/cards/${x}`),
      base: cycledPaths(ids, (x) => `/card/${x}`),
      check: (a, b) => a.rps * 2 >= b.rps,
    },
    {
      label: 'card by set and number',
      target: '≤ 2× baseline',
      cards: true,
      api: cycledPaths(setNumbers, (x) => `/cards/${x}`),
      base: cycledPaths(setNumbers, (x) => `/card/${x}`),
      check: (a, b) => a.rps * 2 >= b.rps,
    },
    {
      label: 'fuzzy name',
      target: '≤ 2× baseline',
      cards: true,
      api: cycledPaths(fuzzy, (x) => `/cards/named?fuzzy=${encodeURIComponent(x)}`),
      base: cycledPaths(fuzzy, (x) => `/fuzzy?q=${encodeURIComponent(x.toLowerCase())}`),
      check: (a, b) => a.rps * 2 >= b.rps,
    },
    {
      label: 'autocomplete',
      target: 'p99 < 10 ms',
      api: cycledPaths(prefixes, (x) => `/cards/autocomplete?q=${encodeURIComponent(x)}`),
      base: cycledPaths(prefixes, (x) => `/autocomplete?q=${encodeURIComponent(x)}`),
      check: (a) => a.p99 < 10,
    },
    ...SEARCHES.map((s, i) => ({
      label: s.label,
      target: 'p99 < 50 ms',
      cards: true,
      firstTime: true,
      api: () => ({ path: `/cards/search?q=${encodeURIComponent(s.q)}` }),
      base: () => ({ path: `/search/${i}` }),
      check: (a: Figures) => a.p99 < 50,
    })),
    // issue 16: full text for a common word p99 < 50 ms through ranking and snippets; the specific question is reported
    ...TEXT_QUERIES.map((q, i) => ({
      label: `rules search "${q}"`,
      target: i === 0 ? 'p99 < 50 ms' : 'reported',
      api: () => ({ path: `/rules/search?q=${encodeURIComponent(q)}` }),
      base: () => ({ path: `/text?q=${encodeURIComponent(q)}` }),
      check: (a: Figures) => i !== 0 || a.p99 < 50,
    })),
    {
      label: 'GraphQL: 50 cards + printings, rulings, keywords',
      target: 'p99 < 60 ms',
      firstTime: true,
      first: 'nothing kept between requests (a page asked for the first time)',
      api: () => ({ path: '/graphql', method: 'POST' as const, body: gqlBody, headers: { 'content-type': 'application/json' } }),
      base: () => ({ path: '/nested' }),
      check: (a) => a.p99 < 60,
    },
  ]

  const run = benchRun(
    'api',
    `bench:api — ${counts.cards.toLocaleString('en')} cards on PostgreSQL, ${CONNECTIONS} connections, each scenario beside a bare Fastify + pg baseline in the same run`,
  )
  const data: BenchRow[] = []
  const rows: string[] = []
  const pad = (s: string | number, n: number) => String(s).padStart(n)
  const fig = (f: Figures) => `${pad(Math.round(f.rps), 6)} req/s  p50 ${pad(f.p50, 3)} ms  p99 ${pad(f.p99, 3)} ms`
  const none = ''.padEnd(34)
  console.log(
    `${'scenario'.padEnd(50)} ${'API (stored card objects)'.padEnd(34)}   ${'API hydrating per request'.padEnd(34)}   ${'baseline'.padEnd(34)}   ratio (hydrating)  target`,
  )
  let failures = 0
  for (const s of scenarios.filter((x) => !only || only.test(x.label))) {
    // a short warm-up of each server (JIT, connection pool, PostgreSQL's buffers) is not counted;
    // then API and baseline take turns, ROUNDS times, so a change in the machine's load (other
    // work on these 2 cores) falls on both alike; each figure is the median over the rounds
    await load(apiUrl, s.api, 1)
    if (s.cards) await load(hydratingUrl, s.api, 1)
    if (s.firstTime) await load(keepingNothingUrl, s.api, 1)
    await load(baseUrl, s.base, 1)
    const apiRuns: Figures[] = []
    const hydratingRuns: Figures[] = []
    const keepingNothingRuns: Figures[] = []
    const baseRuns: Figures[] = []
    for (let r = 0; r < ROUNDS; r++) {
      apiRuns.push(await load(apiUrl, s.api, SECONDS / ROUNDS))
      if (s.cards) hydratingRuns.push(await load(hydratingUrl, s.api, SECONDS / ROUNDS))
      if (s.firstTime) keepingNothingRuns.push(await load(keepingNothingUrl, s.api, SECONDS / ROUNDS))
      baseRuns.push(await load(baseUrl, s.base, SECONDS / ROUNDS))
    }
    const a = medianFigures(apiRuns)
    const h = s.cards ? medianFigures(hydratingRuns) : null
    const b = medianFigures(baseRuns)
    const ok = s.check(a, b) && a.errors === 0 && a.non2xx === 0
    if (!ok) failures++
    const ratio = (x: Figures) => (b.rps / Math.max(x.rps, 1)).toFixed(2)
    const c = s.firstTime ? medianFigures(keepingNothingRuns) : null
    const cpuOf = (x: Figures) => (x.nodeCpu === null ? null : `${x.nodeCpu.toFixed(1)} + ${x.pgCpu === null ? '?' : x.pgCpu.toFixed(1)}`)
    data.push({
      scenario: s.label,
      rps: Math.round(a.rps),
      p50: a.p50,
      p99: a.p99,
      cpu: cpuOf(a),
      hydratingRps: h ? Math.round(h.rps) : null,
      baselineRps: Math.round(b.rps),
      ratio: Number(ratio(a)),
      firstTime: c ? `${Math.round(c.rps)} req/s, p99 ${c.p99} ms` : null,
      target: `${s.target}: ${ok ? 'met' : 'missed'}`,
    })
    const line = `${s.label.padEnd(50)} ${fig(a)}   ${h ? fig(h) : none}   ${fig(b)}   ${ratio(a)}× (${h ? `${ratio(h)}×` : '  –  '})     ${s.target} ${ok ? 'ok' : 'MISSED'}${a.non2xx ? ` (${a.non2xx} non-2xx)` : ''}`
    rows.push(line)
    console.log(line)
    // where a request's CPU goes (medians over the rounds): Node (the servers' process) + PostgreSQL (their backends)
    const cpu = (x: Figures) => (x.nodeCpu === null ? '–' : `${x.nodeCpu.toFixed(1)} + ${x.pgCpu === null ? '?' : x.pgCpu.toFixed(1)} ms`)
    console.log(`${''.padEnd(50)} CPU per request, Node + PostgreSQL: API ${cpu(a)}${h ? `, hydrating ${cpu(h)}` : ''}, baseline ${cpu(b)}`)
    if (c) {
      const line = `${''.padEnd(50)} ${s.first ?? "counting the total on every request (a query's first page)"}: ${fig(c)}, CPU ${cpu(c)}, ${ratio(c)}×`
      rows.push(line)
      console.log(line)
    }
  }
  child.send('stop')
  if (data.length)
    run.write(
      {
        scenario: 'scenario',
        rps: 'req/s',
        p50: 'p50 ms',
        p99: 'p99 ms',
        cpu: 'CPU ms, Node + PG',
        hydratingRps: 'hydrating req/s',
        baselineRps: 'baseline req/s',
        ratio: 'baseline ÷ API',
        firstTime: 'first time',
        target: 'target',
      },
      data,
      { targetsMet: failures === 0 },
    )
  const os = await import('node:os')
  console.log(
    `\nratio = baseline req/s ÷ API req/s, stored (hydrating) (2.00× is the limit for single lookups). ${failures + mixMissed ? `${failures + mixMissed} target(s) missed.` : 'All targets met.'} Load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
}

if (process.env.BENCH_ROLE === 'servers') await runServers(process.env.BENCH_URL!)
else if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main()
