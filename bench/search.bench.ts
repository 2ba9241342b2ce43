// Mana-cost terms against type terms, on the full corpus (~28,000 cards): the SQL of one search
// page (175 cards by name, the total, each card's representative printing), timed statement by
// statement on one connection. Printed side by side in the same run, taking turns so the machine's
// load falls on all alike:
//
//   - m: as compiled now, on the symbol columns the database computes at import (GIN-indexed);
//   - m: as it was compiled before (counting symbols in the mana_cost text, card by card), kept
//     here as the baseline it replaced;
//   - t: terms, the target (issue 16: "m: comparisons no slower than t: terms").
//
// Each m: query's rows are checked to be the same under both compilations, on every card.
//
// Then a search page's cards, stored (issue 16: the card objects rendered at import, one read by
// primary key and a string join) beside the hydrating path they replaced (the cards' rows read and
// rendered per request), after the same search statement, for the four searches of bench:api.
//
// Then the printing keywords of issue 12 (is:promo, game:, frame effects, stamp:, wm:, b:, new:art,
// papersets, unique:art) as the search runs them, beside r:mythic and s:dom.
//
// Then r: as a card term (issue 16: cards.printing_rarities, when r: is the only printing term)
// beside the per-printing EXISTS it replaced (the same query with its r: term twice, which keeps
// the EXISTS), after checking both give the same rows: backend CPU per statement (/proc, with the
// server on this machine) and wall time.
//
//   npm run bench:search
//
// The database is PostgreSQL: BENCH_DATABASE_URL, else DATABASE_URL's server with the database name
// arcanum_search_bench, created and loaded with the full corpus on the first run and reused
// afterwards. BENCH_RUNS (default 40): runs of each statement. BENCH_ONLY (a regex over "mana",
// "pages", "printing", "rarity"): run only those parts.
import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Comparison, Filter, ManaCost } from '../src/search/ast.js'
import { compileFilter } from '../src/search/compile-filter.js'
import { cardsForRefs, storedCardsByPrintingIds } from '../src/queries/index.js'
import { renderCards } from '../src/scryfall/render-cards.js'
import { linkStored } from '../src/scryfall/stored-card.js'
import { compileSearch, parseQuery, searchCards } from '../src/search/index.js'
import { SqlParams } from '../src/search/sql-params.js'
import type { Database } from '../src/store/database.js'
import { benchDatabaseUrl, openFullCorpus } from './support/full-corpus.js'

const RUNS = Number(process.env.BENCH_RUNS ?? 40)

export const MANA_QUERIES = ['m=3', 'm<={R}{R}{G}', 'm:2WW', 'm=2WW', 'm>3WU', 'm:{G}{G}', 'm:{R/P}']
export const TYPE_QUERIES = ['t:creature', 't:elf', 't:instant', 't:"legendary creature"']
/** Printing keywords on the printing columns of issue 12, beside printing filters that were there before (the first two). */
export const PRINTING_QUERIES = [
  'r:mythic',
  's:dom',
  'is:promo',
  'game:arena',
  '-game:paper',
  'frame:showcase',
  'stamp:triangle',
  'wm:set',
  'b:zen',
  'is:reprint',
  'new:art',
  'papersets>=10',
  't:elf unique:art',
]

// ------------------------------------------------------------------ the compilation m: replaced

const manaCostOf = (col: string) => `coalesce(${col}, '')`
const symbolCount = (cost: string, ref: string) =>
  `((char_length(${cost}) - char_length(replace(${cost}, ${ref}, ''))) / char_length(${ref}))`
const genericMana = (cost: string) => `coalesce((SELECT sum(g[1]::int) FROM regexp_matches(${cost}, '\\{([0-9]+)\\}', 'g') AS g), 0)`
const nonGenericCount = (cost: string) =>
  `((char_length(${cost}) - char_length(replace(${cost}, '{', ''))) - (SELECT count(*) FROM regexp_matches(${cost}, '\\{[0-9]+\\}', 'g')))`

/** m: as src/search compiled it before the symbol columns: counting in the text of every cost. */
function textManaCompare(op: Comparison, cost: ManaCost, params: SqlParams): string {
  const m = manaCostOf('c.mana_cost')
  const symbols = Object.entries(cost.symbols).map(([symbol, n]) => ({ count: symbolCount(m, params.add(symbol, 'text')), n }))
  const generic = params.add(cost.generic, 'int')
  const total = symbols.reduce((sum, s) => sum + s.n, 0)
  const all = (xs: string[]) => `(${xs.join(' AND ')})`
  const atLeast = all([...symbols.map((s) => `${s.count} >= ${s.n}`), `${genericMana(m)} >= ${generic}`])
  const exactly = all([...symbols.map((s) => `${s.count} = ${s.n}`), `${genericMana(m)} = ${generic}`, `${nonGenericCount(m)} = ${total}`])
  const own = symbols.length ? symbols.map((s) => s.count).join(' + ') : '0'
  const atMost = all([...symbols.map((s) => `${s.count} <= ${s.n}`), `${genericMana(m)} <= ${generic}`, `${nonGenericCount(m)} = ${own}`])
  const ops: Record<Comparison, string> = {
    '>=': atLeast,
    '=': exactly,
    '!=': `NOT ${exactly}`,
    '<=': atMost,
    '>': `(${atLeast} AND NOT ${exactly})`,
    '<': `(${atMost} AND NOT ${exactly})`,
  }
  return ops[op]
}

// ------------------------------------------------------------------ the statements

/** One search page over cards matching `where`, in the shape compileSearch gives a card-only query (src/search/compile.ts), extras left out as there. */
const pageSql = (where: string) =>
  `SELECT m.oracle_id, m.name, rp.id AS printing_id, m.total FROM (` +
  `SELECT c.oracle_id, c.name, c.name_order, c.name_order COLLATE "C" AS k0, count(*) OVER () AS total FROM cards c WHERE ${where} AND NOT c.is_extra ` +
  `ORDER BY c.name_order COLLATE "C" ASC NULLS LAST, c.name_order COLLATE "C", c.name COLLATE "C", c.oracle_id LIMIT 175) m ` +
  `LEFT JOIN LATERAL (SELECT p.id FROM printings p WHERE p.oracle_id = m.oracle_id ` +
  `ORDER BY p.released_at DESC NULLS LAST, p.set_code, p.collector_number, p.id LIMIT 1) rp ON TRUE ` +
  `ORDER BY m.k0 ASC NULLS LAST, m.name_order COLLATE "C", m.name COLLATE "C", m.oracle_id`

interface Statement {
  label: string
  sql: string
  params: unknown[]
}

function statement(label: string, q: string, compile: (f: Filter, p: SqlParams) => string = compileFilter): Statement {
  const root = parseQuery(q).root
  if (root?.kind !== 'term') throw new Error(`${q}: one term expected`)
  const params = new SqlParams()
  return { label, sql: pageSql(compile(root.filter, params)), params: params.values }
}

const textCompile = (f: Filter, p: SqlParams) => {
  if (f.field !== 'mana') throw new Error('an m: term expected')
  return textManaCompare(f.op, f.cost, p)
}

async function rowsOf(db: Database, s: Statement) {
  return (await db.pool.query(s.sql, s.params)).rows
}

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!
}

async function main() {
  const db = await openFullCorpus(benchDatabaseUrl('BENCH_DATABASE_URL', 'arcanum_search_bench'), { poolSize: 2 })
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null
  const want = (part: string) => !only || only.test(part)
  try {
    if (want('mana')) await manaTerms(db)
    if (want('pages')) await storedPages(db)
    if (want('printing')) await printingKeywords(db)
    if (want('rarity')) await searchCost(db)
  } finally {
    await db.close()
  }
}

/** m: as compiled now and before, beside t: terms. */
async function manaTerms(db: Database) {
  const { rows } = await db.pool.query<{ cards: number }>('SELECT count(*)::int AS cards FROM cards')
  // "now" is the search's own statement (compileSearch: the page, its total, each card's printing),
  // timed for m: and t: alike; "before" is the m: term compiled as it was, in a page of the same
  // rows (pageSql)
  const searchStatement = (q: string): Statement => {
    const compiled = compileSearch(parseQuery(q))
    return { label: q, sql: compiled.sql, params: compiled.params }
  }
  const groups = [
    ...MANA_QUERIES.map((q) => ({ q, now: searchStatement(q), before: statement(`${q} (text)`, q, textCompile) })),
    ...TYPE_QUERIES.map((q) => ({ q, now: searchStatement(q), before: null })),
  ]
  // the two compilations agree on every card, and the bench's page is the search's
  for (const g of groups) {
    // the total's type differs between the shapes (int, bigint): compared as numbers
    // (the search's page also carries the store's generation, for its kept totals: not compared)
    const same = (rows: Record<string, unknown>[]) =>
      JSON.stringify(rows.map((r) => ({ oracle_id: r.oracle_id, name: r.name, printing_id: r.printing_id, total: Number(r.total) })))
    const page = await rowsOf(db, statement(g.q, g.q))
    const api = await rowsOf(db, g.now)
    if (same(api) !== same(page)) throw new Error(`${g.q}: the bench's statement is not the search's`)
    if (g.before) {
      const all = (s: Statement) => ({ ...s, sql: s.sql.replace('LIMIT 175', 'LIMIT 100000') })
      const [a, b] = [await rowsOf(db, all(statement(g.q, g.q))), await rowsOf(db, all(g.before))]
      if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`${g.q}: the symbol columns and the text disagree`)
    }
  }
  const statements = groups.flatMap((g) => (g.before ? [g.now, g.before] : [g.now]))
  const times = new Map<Statement, number[]>(statements.map((s) => [s, []]))
  for (const s of statements) await rowsOf(db, s) // warm the caches
  for (let r = 0; r < RUNS; r++) {
    for (const s of statements) {
      const t = performance.now()
      await rowsOf(db, s)
      times.get(s)!.push(performance.now() - t)
    }
  }
  const p50 = (s: Statement) => quantile(times.get(s)!, 0.5)
  const p99 = (s: Statement) => quantile(times.get(s)!, 0.99)
  const matches = new Map<Statement, number>()
  for (const g of groups) matches.set(g.now, Number((await rowsOf(db, g.now))[0]?.total ?? 0))
  const typeTerms = groups.filter((g) => !g.before)
  // a page's cost grows with the matches it sorts and counts: each m: query is set beside the t:
  // query whose number of matches is nearest (by ratio)
  const nearestType = (n: number) =>
    typeTerms.reduce((best, g) =>
      Math.abs(Math.log((matches.get(g.now)! + 1) / (n + 1))) < Math.abs(Math.log((matches.get(best.now)! + 1) / (n + 1))) ? g : best,
    )
  console.log(
    `search SQL, one page of 175 by name, ${rows[0]!.cards} cards, ${RUNS} runs each on one connection (load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')})\n`,
  )
  const f = (x: number) => x.toFixed(1).padStart(7)
  console.log(
    `${'query'.padEnd(24)} ${'matches'.padStart(7)}  ${'now p50'.padStart(9)} ${'p99'.padStart(7)}   ${'before p50'.padStart(10)} ${'p99'.padStart(7)}  ${'faster'.padStart(7)}   beside the t: query nearest in matches`,
  )
  const ratios: number[] = []
  for (const g of groups) {
    let tail = ''
    if (g.before) {
      const t = nearestType(matches.get(g.now)!)
      const ratio = p50(g.now) / p50(t.now)
      ratios.push(ratio)
      tail = `${f(p50(g.before))}    ${f(p99(g.before))}  ${(p50(g.before) / p50(g.now)).toFixed(1).padStart(6)}×   ${ratio.toFixed(2)}× ${t.q} (p50 ${p50(t.now).toFixed(1)} ms)`
    }
    console.log(`${g.q.padEnd(24)} ${String(matches.get(g.now)).padStart(7)}  ${f(p50(g.now))}ms ${f(p99(g.now))}   ${tail}`)
  }
  console.log(
    `\nm: p50 ÷ p50 of the t: query nearest in matches: ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}× ` +
      `(target: m: no slower than t:, i.e. about 1× or less; the machine's noise between runs is ±20 %).`,
  )
}

/** The four searches of bench:api (bench/api.bench.ts SEARCHES). */
const PAGE_QUERIES = ['t:creature c:g mv<=2', 'o:"draw a card" t:instant', 'kw:flying pow>=3 r:rare', 'r:mythic']

/** A search page as the API sends it, from stored card objects or hydrated and rendered, taking turns; each checked to give the same JSON. */
async function storedPages(db: Database) {
  const links = { apiBase: 'http://127.0.0.1:8080', imageBase: 'https://cards.scryfall.io' }
  const stored = async (q: string) => {
    const { rows } = await searchCards(db, q)
    const texts = await storedCardsByPrintingIds(
      db,
      rows.map((r) => r.printingId!),
    )
    return `[${rows.map((r) => linkStored(texts.get(r.printingId!)!, links)).join(',')}]`
  }
  const hydrating = async (q: string) => {
    const { rows } = await searchCards(db, q)
    const cards = (await cardsForRefs(db, rows)).filter((c) => c !== null)
    return JSON.stringify(await renderCards(db, cards, links, null))
  }
  for (const q of PAGE_QUERIES) if ((await stored(q)) !== (await hydrating(q))) throw new Error(`${q}: stored and hydrated pages differ`)
  const sides = PAGE_QUERIES.flatMap((q) => [
    { q, side: 'stored', run: () => stored(q), times: [] as number[] },
    { q, side: 'hydrating', run: () => hydrating(q), times: [] as number[] },
  ])
  for (let r = 0; r < RUNS; r++) {
    for (const s of sides) {
      const t = performance.now()
      await s.run()
      s.times.push(performance.now() - t)
    }
  }
  console.log(
    `\na page of 175 card objects after the search statement, stored beside hydrating, ${RUNS} runs each on one connection (load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')})\n`,
  )
  console.log(
    `${'query'.padEnd(28)} ${'stored p50'.padStart(10)} ${'p99'.padStart(7)}   ${'hydrating p50'.padStart(13)} ${'p99'.padStart(7)}  ratio`,
  )
  for (let i = 0; i < sides.length; i += 2) {
    const [a, b] = [sides[i]!, sides[i + 1]!]
    const f = (x: number) => x.toFixed(1).padStart(7)
    console.log(
      `${a.q.padEnd(28)} ${f(quantile(a.times, 0.5))}ms ${f(quantile(a.times, 0.99))}   ${f(quantile(b.times, 0.5))}ms    ${f(quantile(b.times, 0.99))}  ${(quantile(b.times, 0.5) / quantile(a.times, 0.5)).toFixed(2)}×`,
    )
  }
}

/** The search's own statements (compileSearch: one page of 175 and the total) for the printing keywords, taking turns. */
async function printingKeywords(db: Database) {
  const statements = PRINTING_QUERIES.map((q) => {
    const c = compileSearch(parseQuery(q))
    return { label: q, sql: c.sql, params: c.params }
  })
  const times = new Map<Statement, number[]>(statements.map((s) => [s, []]))
  for (const s of statements) await rowsOf(db, s)
  for (let r = 0; r < RUNS; r++) {
    for (const s of statements) {
      const t = performance.now()
      await rowsOf(db, s)
      times.get(s)!.push(performance.now() - t)
    }
  }
  console.log(`\nprinting keywords (issue 12), the search's statement, ${RUNS} runs each (load average ${os.loadavg()[0]!.toFixed(1)})\n`)
  console.log(`${'query'.padEnd(24)} ${'matches'.padStart(7)}  ${'p50'.padStart(9)} ${'p99'.padStart(7)}`)
  for (const s of statements) {
    const total = Number((await rowsOf(db, s))[0]?.total ?? 0)
    const [a, b] = [quantile(times.get(s)!, 0.5), quantile(times.get(s)!, 0.99)]
    console.log(`${s.label.padEnd(24)} ${String(total).padStart(7)}  ${a.toFixed(1).padStart(7)}ms ${b.toFixed(1).padStart(7)}`)
  }
}

// ------------------------------------------------------------------ issue 16: r: as a card term

/** r: queries timed as the search runs them, beside the per-printing EXISTS they ran through before (the same r: term twice). */
const COST_QUERIES = ['kw:flying pow>=3 r:rare', 'r:mythic', 'r>=rare order:cmc', 'r:common t:elf', 'r:mythic mv>=7', 'r:special']

/** Backend CPU seconds of the server process `pid` (utime + stime from /proc; the server must be local). */
function backendCpu(pid: number): number | undefined {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(f[11]) + Number(f[12])) / 100
  } catch {
    return undefined
  }
}

async function searchCost(db: Database) {
  const client = await db.pool.connect()
  try {
    const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid
    const sides = await Promise.all(
      COST_QUERIES.map(async (q) => {
        const now = compileSearch(parseQuery(q))
        const before = compileSearch(parseQuery(`${q} ${q.match(/r[:<>=]+\w+/)![0]}`))
        return { q, now, before }
      }),
    )
    const norm = (rows: Record<string, unknown>[]) => JSON.stringify(rows.map((r) => ({ ...r, total: Number(r.total) })))
    for (const s of sides) {
      const [a, b] = [await client.query(s.now.sql, s.now.params), await client.query(s.before.sql, s.before.params)]
      if (norm(a.rows) !== norm(b.rows)) throw new Error(`${s.q}: now and before disagree`)
    }
    const cpu = new Map<string, number>()
    const wall = new Map<string, number[]>()
    for (let r = 0; r < RUNS; r++)
      for (const s of sides)
        for (const [side, c] of [
          ['now', s.now],
          ['before', s.before],
        ] as const) {
          const key = `${s.q}|${side}`
          const c0 = backendCpu(pid)
          const t = performance.now()
          await client.query(c.sql, c.params)
          wall.set(key, [...(wall.get(key) ?? []), performance.now() - t])
          const c1 = backendCpu(pid)
          if (c0 !== undefined && c1 !== undefined) cpu.set(key, (cpu.get(key) ?? 0) + c1 - c0)
        }
    console.log(
      `\nr: as a card term (now) and through the per-printing EXISTS (before), the search's statement, ${RUNS} runs each taking turns on one connection, same rows (load average ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')})\n`,
    )
    console.log(`${'query'.padEnd(28)} ${'matches'.padStart(7)}  backend CPU now  before   wall p50 now  before`)
    for (const s of sides) {
      const total = Number((await client.query(s.now.sql, s.now.params)).rows[0]?.total ?? 0)
      const ms = (side: string) => {
        const v = cpu.get(`${s.q}|${side}`)
        return v === undefined ? '     –' : `${((v * 1000) / RUNS).toFixed(1).padStart(6)}`
      }
      const p50 = (side: string) =>
        quantile(wall.get(`${s.q}|${side}`)!, 0.5)
          .toFixed(1)
          .padStart(6)
      console.log(
        `${s.q.padEnd(28)} ${String(total).padStart(7)}  ${ms('now')} ms ${ms('before')} ms  ${p50('now')} ms ${p50('before')} ms`,
      )
    }
    console.log(
      `load average at the end ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}`,
    )
  } finally {
    client.release()
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main()
