// What the embedded default costs a new user: `npm start` as a child process on a fresh, empty
// data folder (migrations + the seed dataset), then again on the folder it left. For each start:
// the time to the first answer of /health, and the resident memory (RSS) of the whole process
// tree — the service and anything it spawns (a bundler, a helper) — after a short warm-up that
// visits every kind of page (the explorer, GraphiQL, REST, GraphQL, full text, /evaluate).
//
// Baseline, measured in the same run on the same machine: a bare Node process serving one route
// with Fastify (what any Node web service costs at least). Print the load average: this machine
// is shared, so read the ratios.
//
//   npm run bench:footprint                 (START: the command, default "npm start")
//   FOOTPRINT_DATA_DIR=…/.data npm run bench:footprint   (measure a folder already holding data)
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { PROJECT_ROOT } from '../src/config.js'

const START = process.env.START ?? 'npm start'

/** Every descendant of pid (children, grandchildren, …), from /proc. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const list = parents.get(ppid) ?? []
      list.push(Number(name))
      parents.set(ppid, list)
    } catch {
      // the process ended meanwhile
    }
  }
  const out: number[] = []
  const walk = (p: number) => {
    for (const c of parents.get(p) ?? []) {
      out.push(c)
      walk(c)
    }
  }
  walk(pid)
  return out
}

interface ProcMemory {
  pid: number
  command: string
  rssMb: number
  peakMb: number
}

function memoryOf(pid: number): ProcMemory | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0)
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ').slice(0, 90)
    return { pid, command, rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 }
  } catch {
    return null
  }
}

/** The tree's processes that hold memory (npm's and sh's wrappers are listed but small). */
function treeMemory(root: ChildProcess): ProcMemory[] {
  return [root.pid!, ...descendants(root.pid!)].map(memoryOf).filter((m): m is ProcMemory => m !== null)
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
    s.on('error', reject)
  })
}

async function waitForAnswer(url: string, child: ChildProcess, timeoutMs: number): Promise<number> {
  const started = performance.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${START} exited with ${child.exitCode} before answering`)
    try {
      const r = await fetch(url)
      if (r.ok) return performance.now() - started
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs) throw new Error(`no answer from ${url} within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** One request of each kind, so every lazily loaded part of the service is loaded. */
async function warmUp(base: string) {
  const get = async (p: string, headers: Record<string, string> = {}) => {
    const r = await fetch(base + p, { headers })
    await r.arrayBuffer()
    if (!r.ok) throw new Error(`GET ${p}: ${r.status}`)
  }
  await get('/', { accept: 'text/html' })
  await get('/graphql', { accept: 'text/html' })
  await get('/graphql/assets/app.js')
  await get('/cards/search?q=t:creature')
  await get('/cards/autocomplete?q=gr')
  await get('/rules/search?q=spell')
  await get('/rules/702.33')
  const gql = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '{ cards(query: "t:creature", first: 10) { totalCount edges { node { name rulings(first: 2) { totalCount } } } } }',
    }),
  })
  if (!gql.ok) throw new Error(`POST /graphql: ${gql.status}`)
  await gql.arrayBuffer()
}

interface Run {
  label: string
  firstAnswerMs: number
  processes: ProcMemory[]
  totalRssMb: number
  /** Without npm's own process and the shells it runs the script in (they cost the same for any npm script). */
  serviceRssMb: number
}

/** Whether a process still exists (signal 0 only checks). */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const isWrapper = (p: ProcMemory) => /^(\/bin\/)?sh -c |^npm /.test(p.command)

async function measure(label: string, command: string, env: Record<string, string>, warm: boolean): Promise<Run> {
  const port = await freePort()
  const child = spawn(command, {
    shell: true,
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  try {
    const base = `http://127.0.0.1:${port}`
    const firstAnswerMs = await waitForAnswer(`${base}/health`, child, 180_000)
    if (warm) await warmUp(base)
    // let lazily started helpers come up (or go away) and the heap settle
    await new Promise((r) => setTimeout(r, 1500))
    const processes = treeMemory(child)
    const sum = (ps: ProcMemory[]) => ps.reduce((s, p) => s + p.rssMb, 0)
    return { label, firstAnswerMs, processes, totalRssMb: sum(processes), serviceRssMb: sum(processes.filter((p) => !isWrapper(p))) }
  } finally {
    // the whole tree must be gone before the next start: the shell exits before the service has
    // closed its embedded database, and a second start on the same folder would find it in use
    const tree = [child.pid!, ...descendants(child.pid!)]
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // gone already
    }
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)))
    while (tree.some(alive)) await new Promise((r) => setTimeout(r, 50))
  }
}

const BASELINE = `node -e "
const app = require('fastify')();
app.get('/health', async () => ({ status: 'ok' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
"`

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')
console.log(`footprint of the embedded default (${os.cpus().length} cores, load average ${load()})`)

const print = (r: Run, baseline: Run) => {
  console.log(
    `\n${r.label}\n  first answer ${(r.firstAnswerMs / 1000).toFixed(2)} s (baseline ${(baseline.firstAnswerMs / 1000).toFixed(2)} s)` +
      `   RSS: service ${r.serviceRssMb.toFixed(0)} MB (baseline ${baseline.serviceRssMb.toFixed(0)} MB, ×${(r.serviceRssMb / baseline.serviceRssMb).toFixed(1)}),` +
      ` with npm's wrapper ${r.totalRssMb.toFixed(0)} MB`,
  )
  for (const p of r.processes)
    console.log(
      `    ${String(p.pid).padStart(7)} ${p.rssMb.toFixed(0).padStart(5)} MB (peak ${p.peakMb.toFixed(0).padStart(5)} MB)  ${p.command}`,
    )
}

const baseline = await measure('baseline: bare Fastify, one route', BASELINE, {}, false)
const given = process.env.FOOTPRINT_DATA_DIR
const dataDir = given ?? mkdtempSync(path.join(os.tmpdir(), 'arcanum-footprint-'))
try {
  const first = await measure(
    given ? `${START} on ${given}` : `${START}, first start on an empty data folder (migrate + seed)`,
    START,
    { ARCANUM_DATA_DIR: dataDir },
    true,
  )
  print(first, baseline)
  const again = await measure(`${START}, second start on the same folder`, START, { ARCANUM_DATA_DIR: dataDir }, true)
  print(again, baseline)
  const worst = Math.max(first.serviceRssMb, again.serviceRssMb)
  const [target, what] = given ? [400, 'with the data of the given folder'] : [250, 'on the seed data']
  const slowest = Math.max(first.firstAnswerMs, again.firstAnswerMs) / 1000
  console.log(
    `\ntargets: service RSS under ${target} MB ${what}: ${worst < target ? 'met' : 'NOT met'} (${worst.toFixed(0)} MB);` +
      ` first answer under 10 s: ${slowest < 10 ? 'met' : 'NOT met'} (${slowest.toFixed(1)} s); load average ${load()}`,
  )
} finally {
  if (!given) rmSync(dataDir, { recursive: true, force: true })
}
