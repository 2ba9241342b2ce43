// GET /rules/ask: how well it ranks the citations of the evaluation set (test/ask/questions.json),
// beside the plain full-text baseline (today's /rules/search, searchText), in the same run; then its
// latency at 4 connections on the full corpus (~28,000 cards, ~58,000 rulings, the CR), beside
// /rules/search's on the same questions under the same load.
//
//   npm run bench:ask
//
// The database is PostgreSQL: BENCH_ASK_DATABASE_URL, else DATABASE_URL's server with the database
// name arcanum_bench_ask (created and loaded with the full corpus on the first run, then reused).
// The server runs in a child process; load comes from autocannon in this one.
//
// Options (environment): BENCH_SECONDS (per side, default 8), BENCH_CONNECTIONS (default 4),
// BENCH_VERBOSE=1 (each question's ranks), BENCH_MIGRATE=false (use the database as it is, without
// applying this checkout's migrations: for a database other checkouts share), BENCH_ASK_QUESTIONS
// (more question files to score, comma-separated: each reported per question `kind`),
// BENCH_ASK_QUALITY_ONLY=1 (the ranking's figures only). The figures are written as data under
// bench/results/ask/ (bench/support/results.ts; BENCH_RESULTS=off writes nothing), and
// `npm run bench:render` puts them in docs/chatbots.md.
//
// Besides the evaluation set, the held-out set (test/ask/holdout.json, written before the ranking's
// last changes) is scored the same way, so that a change fitting the evaluation set alone shows.
// Then the CPU time one question costs, in this process and in its PostgreSQL backend (Linux /proc),
// which the machine's load changes far less than latency.
import { fork } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import { askRules } from '../src/ask/index.js'
import { searchText } from '../src/queries/index.js'
import { buildServer } from '../src/server.js'
import { openDatabase, type Database } from '../src/store/database.js'
import { benchDatabaseUrl, ensureFullCorpus } from './support/full-corpus.js'
import { benchRun, type BenchRow } from './support/results.js'
import {
  loadQuestions,
  questionKind,
  scoreQuestion,
  scoreSet,
  type EvalQuestion,
  type QuestionScore,
  type RankedItem,
} from '../test/ask/evaluation.js'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
/** More question files to score (comma-separated paths), each reported beside the team's two sets. */
const extra = (process.env.BENCH_ASK_QUESTIONS ?? '').split(',').filter(Boolean)
/** Only the ranking's quality: no CPU or latency measurement. */
const QUALITY_ONLY = process.env.BENCH_ASK_QUALITY_ONLY === '1'
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4)
const ROUNDS = 4
const TARGET_P99_MS = 50
const TARGET_RECALL5 = 0.8

async function runServer(url: string) {
  const db = await openDatabase({ databaseUrl: url, poolSize: 8, migrate: false })
  const app = await buildServer({ db, logLevel: 'silent' })
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' })
  process.send!({ apiUrl })
  process.on('message', async (m) => {
    if (m !== 'stop') return
    await app.close()
    await db.close()
    process.exit(0)
  })
}

// ------------------------------------------------------------------ ranking quality

async function quality(db: Database, questions: EvalQuestion[]) {
  const ask: QuestionScore[] = []
  const base: QuestionScore[] = []
  for (const q of questions) {
    const a = await askRules(db, q.q, { limit: 10 })
    const items: RankedItem[] = a.passages.map((p) => ({
      kind: p.kind,
      ruleNumber: p.rule?.number,
      text: (p.rule ?? p.glossary ?? p.ruling)!.text,
    }))
    ask.push(scoreQuestion(q, items))
    const b = await searchText(db, q.q, { limit: 10, offset: 0 })
    base.push(
      scoreQuestion(
        q,
        b.items.map((h) => ({ kind: h.kind, ruleNumber: h.ruleNumber, text: h.text })),
      ),
    )
    if (process.env.BENCH_VERBOSE)
      console.log(`  ${q.id.padEnd(28)} ask ${JSON.stringify(ask.at(-1)!.ranks)}  baseline ${JSON.stringify(base.at(-1)!.ranks)}`)
  }
  return { ask, base }
}

/** CPU ms per question of askRules and of searchText, in this process and in the one PostgreSQL backend serving it; null off Linux. */
async function cpuPerQuestion(url: string, questions: EvalQuestion[], migrate: boolean) {
  const db = await openDatabase({ databaseUrl: url, poolSize: 1, migrate })
  try {
    const pid = (await db.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid
    const stat = `/proc/${pid}/stat`
    if (!existsSync(stat)) return null
    const ticks = () => {
      const f = readFileSync(stat, 'utf8').split(') ')[1]!.split(' ')
      return ((Number(f[11]) + Number(f[12])) * 1000) / 100 // utime + stime, at 100 ticks a second
    }
    const measure = async (one: (q: EvalQuestion) => Promise<unknown>) => {
      for (const q of questions) await one(q) // warm
      const node = process.cpuUsage()
      const pg = ticks()
      for (let round = 0; round < 2; round++) for (const q of questions) await one(q)
      const n = 2 * questions.length
      const used = process.cpuUsage(node)
      return { node: (used.user + used.system) / 1000 / n, pg: (ticks() - pg) / n }
    }
    return {
      ask: await measure((q) => askRules(db, q.q, { limit: 10 })),
      search: await measure((q) => searchText(db, q.q, { limit: 10, offset: 0 })),
    }
  } finally {
    await db.close()
  }
}

// ------------------------------------------------------------------ latency

interface Figures {
  rps: number
  p50: number
  p99: number
  non2xx: number
  errors: number
}

async function load(url: string, paths: string[], duration: number): Promise<Figures> {
  let i = 0
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }) }],
  })
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y)
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}

async function main() {
  const url = benchDatabaseUrl('BENCH_ASK_DATABASE_URL', 'arcanum_bench_ask')
  const run = benchRun(
    'ask',
    `GET /rules/ask on the full corpus (PostgreSQL): recall@5, recall@10 and MRR of the first 10 passages per question set and kind${QUALITY_ONLY ? '' : `, then CPU per question and latency at ${CONNECTIONS} connections beside /rules/search`}`,
  )
  const migrate = process.env.BENCH_MIGRATE !== 'false'
  if (migrate) await ensureFullCorpus(url) // else it is used as it is, loaded or not
  const questions = loadQuestions()
  const holdout = loadQuestions(new URL('../test/ask/holdout.json', import.meta.url))
  const db = await openDatabase({ databaseUrl: url, poolSize: 4, migrate }) // applies this checkout's migrations unless told not to
  const counts = (
    await db.pool.query<{ cards: number; rulings: number; rules: number }>(
      `SELECT (SELECT count(*)::int FROM cards) AS cards, (SELECT count(*)::int FROM rulings) AS rulings,
              (SELECT count(*)::int FROM rules r JOIN rules_documents d ON d.id = r.document_id
                WHERE d.effective_date = (SELECT max(effective_date) FROM rules_documents)) AS rules`,
    )
  ).rows[0]!
  const loadavg = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')
  console.log(
    `Arcanum /rules/ask bench: ${counts.cards.toLocaleString('en')} cards, ${counts.rulings.toLocaleString('en')} rulings, ${counts.rules.toLocaleString('en')} rules in the current CR edition, on PostgreSQL`,
  )
  console.log(`load average at start ${loadavg()} on ${os.cpus().length} cores\n`)

  const sets = [
    { label: 'Evaluation set (test/ask/questions.json, the team’s own)', short: 'questions.json', questions },
    {
      label: 'Held-out set (test/ask/holdout.json, the team’s own, written before the ranking’s last changes)',
      short: 'holdout.json',
      questions: holdout,
    },
    ...extra.map((file) => ({
      label: `Question file ${file}`,
      short: path.basename(file),
      questions: loadQuestions(pathToFileURL(path.resolve(file))),
    })),
  ]
  const scored = []
  for (const set of sets) scored.push({ ...set, ...(await quality(db, set.questions)) })
  await db.close()
  const cpu = QUALITY_ONLY ? null : await cpuPerQuestion(url, [...questions, ...holdout], migrate)
  const row = (label: string, s: QuestionScore[]) => {
    const m = scoreSet(s)
    return `${`${label} (${s.length})`.padEnd(34)} recall@5 ${m.recall5.toFixed(3)}  recall@10 ${m.recall10.toFixed(3)}  MRR ${m.mrr.toFixed(3)}`
  }
  const rows: BenchRow[] = []
  const r3 = (x: number) => Math.round(x * 1000) / 1000
  for (const set of scored) {
    const kindOf = new Map(set.questions.map((q) => [q.id, questionKind(q)]))
    const kinds = [...new Set(kindOf.values())].sort()
    console.log(`${set.label}: ${set.questions.length} questions, the first 10 passages of each`)
    for (const [label, pick] of [
      ['all questions', () => true],
      ...kinds.map((k) => [`  kind ${k}`, (s: QuestionScore) => kindOf.get(s.id) === k] as const),
    ] as const) {
      console.log(`  /rules/ask   ${row(label, set.ask.filter(pick))}`)
      console.log(`  baseline     ${row(label, set.base.filter(pick))}`)
      const m = scoreSet(set.ask.filter(pick))
      const b = scoreSet(set.base.filter(pick))
      rows.push({
        scenario: `${set.short}: ${label.trim()}`,
        n: m.questions.length,
        recall5: r3(m.recall5),
        recall10: r3(m.recall10),
        mrr: r3(m.mrr),
        baselineRecall5: r3(b.recall5),
      })
    }
    const recall5 = scoreSet(set.ask).recall5
    console.log(`  target recall@5 ≥ ${TARGET_RECALL5}: ${recall5 >= TARGET_RECALL5 ? 'ok' : 'MISSED'}`)
  }
  const columns = {
    scenario: 'Set: questions',
    n: 'n',
    recall5: 'recall@5',
    recall10: 'recall@10',
    mrr: 'MRR',
    baselineRecall5: 'baseline recall@5 (/rules/search)',
  }
  const evalRecall5 = scoreSet(scored[0]!.ask).recall5
  const notes = [
    `Evaluation set target recall@5 ≥ ${TARGET_RECALL5}: ${evalRecall5 >= TARGET_RECALL5 ? 'met' : 'missed'} (${evalRecall5.toFixed(3)}).`,
  ]
  if (cpu) {
    const line = `CPU per question (both sets, sequential): /rules/ask ${cpu.ask.node.toFixed(1)} ms in Node + ${cpu.ask.pg.toFixed(1)} ms in PostgreSQL; /rules/search ${cpu.search.node.toFixed(1)} + ${cpu.search.pg.toFixed(1)} ms`
    console.log(line)
    notes.push(`${line}.`)
  }
  console.log('')
  if (QUALITY_ONLY) {
    // the latency target is not measured in this mode: no verdict on "every target"
    notes.push(`Latency and CPU not measured (BENCH_ASK_QUALITY_ONLY=1); the p99 target (< ${TARGET_P99_MS} ms) is not judged.`)
    run.write(columns, rows, { notes, targetsMet: null })
    return
  }

  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_ROLE: 'server', BENCH_URL: url },
    execArgv: process.execArgv,
  })
  const { apiUrl } = await new Promise<{ apiUrl: string }>((resolve) => child.once('message', (m) => resolve(m as never)))
  const askPaths = questions.map((q) => `/rules/ask?q=${encodeURIComponent(q.q)}`)
  const searchPaths = questions.map((q) => `/rules/search?q=${encodeURIComponent(q.q)}&page_size=10`)
  await load(apiUrl, askPaths, 2) // warm-up (JIT, the edition's index, PostgreSQL's buffers), not counted
  await load(apiUrl, searchPaths, 1)
  const askRuns: Figures[] = []
  const searchRuns: Figures[] = []
  // the two take turns, so a change in the machine's load falls on both alike; medians shown
  for (let r = 0; r < ROUNDS; r++) {
    askRuns.push(await load(apiUrl, askPaths, SECONDS / ROUNDS))
    searchRuns.push(await load(apiUrl, searchPaths, SECONDS / ROUNDS))
  }
  child.send('stop')
  const fig = (runs: Figures[]) => {
    const f = { rps: median(runs.map((r) => r.rps)), p50: median(runs.map((r) => r.p50)), p99: median(runs.map((r) => r.p99)) }
    const bad = runs.reduce((n, r) => n + r.non2xx + r.errors, 0)
    return `${String(Math.round(f.rps)).padStart(5)} req/s  p50 ${String(f.p50).padStart(3)} ms  p99 ${String(f.p99).padStart(3)} ms${bad ? `  (${bad} errors/non-2xx)` : ''}`
  }
  const p99 = median(askRuns.map((r) => r.p99))
  console.log(
    `Latency: autocannon, ${CONNECTIONS} connections, the ${questions.length} questions cycled, ${SECONDS} s per side in ${ROUNDS} alternating rounds`,
  )
  console.log(`  /rules/ask                 ${fig(askRuns)}`)
  console.log(`  /rules/search (baseline)   ${fig(searchRuns)}`)
  console.log(`  target p99 < ${TARGET_P99_MS} ms: ${p99 < TARGET_P99_MS ? 'ok' : 'MISSED'}   load average at end ${loadavg()}`)
  notes.push(
    `Latency (autocannon, ${CONNECTIONS} connections, ${SECONDS} s per side in ${ROUNDS} alternating rounds, medians): /rules/ask ${fig(askRuns).trim().replace(/\s+/g, ' ')}; /rules/search ${fig(searchRuns).trim().replace(/\s+/g, ' ')}; target p99 < ${TARGET_P99_MS} ms ${p99 < TARGET_P99_MS ? 'met' : 'missed'}.`,
  )
  run.write(columns, rows, { notes, targetsMet: evalRecall5 >= TARGET_RECALL5 && p99 < TARGET_P99_MS })
}

if (process.env.BENCH_ROLE === 'server') await runServer(process.env.BENCH_URL!)
else if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main()
