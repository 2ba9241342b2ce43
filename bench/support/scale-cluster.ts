// The scale-out deployment of docs/scaling.md run for real on loopback ports, from Debian's packages
// (postgresql, pgbouncer, haproxy, redis-server): a PostgreSQL primary and a streaming hot-standby
// replica (initdb, pg_basebackup -R: primary_conninfo and standby.signal), each a cluster of its own
// in a temporary folder on free ports (never the server at 5432), PgBouncer in front of both,
// Redis for the shared rate limit, N Arcanum instances (node dist/main.js) reading from the replica
// and writing to the primary, and HAProxy in front of them with health checks on /ready and
// retries of reads on another instance. `npm run bench:scale` and test/scale/ use it; stop() leaves
// no process and no folder behind.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** POST routes that only read (src/api/http.ts READ_ONLY_POSTS): the balancer may send them again. */
const READ_ONLY_POSTS = ['/graphql', '/evaluate', '/cards/collection', '/decks/parse', '/decks/validate', '/decks/export', '/mcp']

export interface ClusterOptions {
  /** A database whose contents the primary starts with (pg_dump | psql). */
  sourceUrl: string
  instances?: number
  /** PgBouncer's pool mode: session (named prepared statements work) or transaction (DB_PREPARED_STATEMENTS=off). */
  poolMode?: 'session' | 'transaction'
  /** fsync off (tests: nothing here must survive a crash of the machine). */
  noFsync?: boolean
  log?: (line: string) => void
}

export interface Ports {
  primary: number
  replica: number
  bouncer: number
  redis: number
  haproxy: number
  instances: number[]
}

/** A free TCP port on 127.0.0.1 (the kernel's choice, released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })
}

/** The newest PostgreSQL server's programs (Debian: /usr/lib/postgresql/<major>/bin). */
function pgBin(name: string): string {
  const base = '/usr/lib/postgresql'
  const majors = existsSync(base)
    ? readdirSync(base)
        .filter((d) => existsSync(path.join(base, d, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : []
  return majors.length ? path.join(base, majors[0]!, 'bin', name) : name
}

const asRoot = process.getuid?.() === 0
/** PostgreSQL and PgBouncer refuse to run as root: as root, they run as the postgres user. */
function postgresUser(cwd: string): { uid?: number; gid?: number; cwd: string } {
  if (!asRoot) return { cwd }
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
  return { uid: id('-u'), gid: id('-g'), cwd }
}

function run(cmd: string, args: string[], opts: { timeoutMs?: number; user?: { uid?: number; gid?: number; cwd: string } } = {}): string {
  return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: opts.timeoutMs ?? 120_000, ...opts.user })
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** The environment less what the test runner adds (NODE_ENV=test, VITEST*). */
function withoutTestEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([k, v]) => !(k === 'NODE_ENV' && v === 'test') && !k.startsWith('VITEST')))
}

/** Waits until `check` resolves true (polling every `everyMs`); false when `timeoutMs` passes first. */
export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, everyMs = 100): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await Promise.resolve(check()).catch(() => false)) return true
    await sleep(everyMs)
  }
  return false
}

async function fetchOk(url: string, timeoutMs = 2000): Promise<boolean> {
  const r = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
  await r.arrayBuffer()
  return r.ok
}

export class ScaleCluster {
  readonly dir: string
  ports!: Ports
  readonly #children = new Map<string, ChildProcess>()
  readonly #opts: Required<Omit<ClusterOptions, 'log'>> & { log: (line: string) => void }
  #stopped = false
  readonly #user: ReturnType<typeof postgresUser>

  constructor(opts: ClusterOptions) {
    this.#opts = { instances: 2, poolMode: 'session', noFsync: false, log: () => {}, ...opts }
    this.dir = mkdtempSync(path.join(os.tmpdir(), 'arcanum-scale-'))
    this.#user = postgresUser(this.dir)
    if (this.#user.uid !== undefined) chownSync(this.dir, this.#user.uid, this.#user.gid!)
    // a test or bench that dies still takes its servers with it
    process.once('exit', () => this.#stopNow())
  }

  get poolMode() {
    return this.#opts.poolMode
  }

  /** The URL of the database `arcanum` through PgBouncer (`arcanum`: the primary, `arcanum_ro`: the replica) or direct. */
  url(to: 'primary' | 'replica' | 'bouncer-primary' | 'bouncer-replica'): string {
    const port = to === 'primary' ? this.ports.primary : to === 'replica' ? this.ports.replica : this.ports.bouncer
    const db = to === 'bouncer-replica' ? 'arcanum_ro' : 'arcanum'
    return `postgresql://postgres@127.0.0.1:${port}/${db}`
  }

  instanceUrl(i: number): string {
    return `http://127.0.0.1:${this.ports.instances[i]}`
  }

  get balancerUrl(): string {
    return `http://127.0.0.1:${this.ports.haproxy}`
  }

  async start(): Promise<void> {
    const log = this.#opts.log
    const n = this.#opts.instances
    const ports = await Promise.all(Array.from({ length: 5 + n }, () => freePort()))
    this.ports = {
      primary: ports[0]!,
      replica: ports[1]!,
      bouncer: ports[2]!,
      redis: ports[3]!,
      haproxy: ports[4]!,
      instances: ports.slice(5),
    }
    let t = performance.now()
    const step = (what: string) => {
      log(`  ${what} (${((performance.now() - t) / 1000).toFixed(1)} s)`)
      t = performance.now()
    }
    // the primary: its own cluster, WAL for a streaming replica
    run(pgBin('initdb'), ['-D', this.#pgDir('primary'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], { user: this.#user })
    this.#pgStart('primary')
    run('psql', ['-X', '-q', '-h', '127.0.0.1', '-p', String(this.ports.primary), '-U', 'postgres', '-c', 'CREATE DATABASE arcanum'])
    step('primary: initdb and start')
    const dump = spawn('pg_dump', ['--no-owner', '--no-privileges', this.#opts.sourceUrl], { stdio: ['ignore', 'pipe', 'pipe'] })
    const restore = spawn('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', this.url('primary')], { stdio: ['pipe', 'ignore', 'pipe'] })
    dump.stdout.pipe(restore.stdin)
    const errors: string[] = []
    dump.stderr.on('data', (d) => errors.push(String(d)))
    restore.stderr.on('data', (d) => errors.push(String(d)))
    const exited = (p: ChildProcess) => new Promise<number | null>((r) => p.once('exit', r))
    const [a, b] = await Promise.all([exited(dump), exited(restore)])
    if (a !== 0 || b !== 0) throw new Error(`copying ${this.#opts.sourceUrl} into the primary failed: ${errors.join('').slice(0, 500)}`)
    // the planner settings the service sends as a startup option, which PgBouncer does not pass on (src/store/planner.ts)
    run('psql', ['-X', '-q', this.url('primary'), '-c', 'ALTER DATABASE arcanum SET random_page_cost = 1.1'])
    step('primary: the store copied in (pg_dump | psql)')
    // the replica: a base backup of the primary that streams its WAL from then on (-R: primary_conninfo, standby.signal)
    run(
      pgBin('pg_basebackup'),
      [
        '-h',
        '127.0.0.1',
        '-p',
        String(this.ports.primary),
        '-U',
        'postgres',
        '-D',
        this.#pgDir('replica'),
        '-R',
        '-X',
        'stream',
        '-c',
        'fast',
      ],
      { user: this.#user },
    )
    this.#pgStart('replica')
    step('replica: pg_basebackup -R and start (hot standby)')
    this.#startBouncer()
    this.#spawn('redis', 'redis-server', ['--bind', '127.0.0.1', '--port', String(this.ports.redis), '--save', '', '--appendonly', 'no'])
    await waitFor(async () => (await this.#tcpOpen(this.ports.bouncer)) && (await this.#tcpOpen(this.ports.redis)), 15_000)
    step('PgBouncer and Redis')
    run('node', [path.join(ROOT, 'scripts/build.mjs'), '--if-stale'], { timeoutMs: 600_000 })
    await Promise.all(Array.from({ length: n }, (_, i) => this.startInstance(i)))
    step(`${n} Arcanum instances ready`)
    this.#startBalancer()
    if (!(await waitFor(async () => (await this.balancerStates()).every((s) => s === 'UP'), 30_000))) {
      throw new Error(`HAProxy does not see every instance up: ${JSON.stringify(await this.balancerStates())}`)
    }
    step('HAProxy: every instance up')
  }

  #pgDir(which: 'primary' | 'replica') {
    return path.join(this.dir, which)
  }

  #pgStart(which: 'primary' | 'replica') {
    const port = which === 'primary' ? this.ports.primary : this.ports.replica
    const settings = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${this.dir}`,
      '-c max_connections=200',
      '-c shared_buffers=128MB',
      '-c wal_level=replica',
      '-c max_wal_senders=5',
      // the replica tells the primary what its queries still read, so replay seldom cancels them
      '-c hot_standby=on',
      '-c hot_standby_feedback=on',
      '-c wal_receiver_status_interval=1s',
      ...(this.#opts.noFsync ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
    ].join(' ')
    run(pgBin('pg_ctl'), ['-D', this.#pgDir(which), '-o', settings, '-l', path.join(this.dir, `${which}.log`), '-w', '-t', '60', 'start'], {
      user: this.#user,
    })
  }

  #pgStop(which: 'primary' | 'replica', mode: 'fast' | 'immediate' = 'fast') {
    if (!existsSync(path.join(this.#pgDir(which), 'postmaster.pid'))) return
    run(pgBin('pg_ctl'), ['-D', this.#pgDir(which), '-m', mode, '-w', '-t', '60', 'stop'], { user: this.#user })
  }

  /** The primary's postmaster pid (its backends are its children). */
  primaryPid(): number {
    return Number(readFileSync(path.join(this.#pgDir('primary'), 'postmaster.pid'), 'utf8').split('\n')[0])
  }

  /** PgBouncer again in `mode`, and every instance restarted to match (DB_PREPARED_STATEMENTS). */
  async switchPoolMode(mode: 'session' | 'transaction'): Promise<void> {
    this.#opts.poolMode = mode
    await this.#end('pgbouncer')
    this.#startBouncer()
    await waitFor(() => this.#tcpOpen(this.ports.bouncer), 15_000)
    for (let i = 0; i < this.ports.instances.length; i++) {
      await this.#end(`arcanum-${i}`)
      await this.startInstance(i)
    }
    await waitFor(async () => (await this.balancerStates()).every((s) => s === 'UP'), 30_000)
  }

  /** Ends a child process (SIGTERM, SIGKILL after 10 s) and waits for it. */
  async #end(name: string): Promise<void> {
    const child = this.#children.get(name)
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    const gone = new Promise((r) => child.once('exit', r))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await gone
    clearTimeout(timer)
  }

  stopReplica(): void {
    this.#pgStop('replica')
  }

  startReplica(): void {
    this.#pgStart('replica')
  }

  #startBouncer() {
    const userlist = path.join(this.dir, 'userlist.txt')
    const ini = path.join(this.dir, 'pgbouncer.ini')
    writeFileSync(userlist, '"postgres" ""\n')
    writeFileSync(
      ini,
      `[databases]
arcanum = host=127.0.0.1 port=${this.ports.primary} dbname=arcanum
arcanum_ro = host=127.0.0.1 port=${this.ports.replica} dbname=arcanum

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${this.ports.bouncer}
unix_socket_dir =
auth_type = trust
auth_file = ${userlist}
pool_mode = ${this.#opts.poolMode}
max_client_conn = 500
default_pool_size = 40
reserve_pool_size = 5
; the service sends its planner settings and statement_timeout as startup options; set them on the database or role
ignore_startup_parameters = extra_float_digits,options,statement_timeout
; a server that was down is tried again after a second, not fifteen
server_login_retry = 1
server_connect_timeout = 3
logfile = ${path.join(this.dir, 'pgbouncer.log')}
`,
    )
    if (this.#user.uid !== undefined) for (const f of [ini, userlist]) chownSync(f, this.#user.uid, this.#user.gid!)
    this.#spawn('pgbouncer', 'pgbouncer', [ini], undefined, this.#user)
  }

  /** Starts instance `i` (again, after a kill) and waits until it is ready. */
  async startInstance(i: number): Promise<void> {
    await this.startArcanum(`arcanum-${i}`, this.ports.instances[i]!, {})
  }

  /**
   * Starts an Arcanum process as `npm start` runs it (the cluster's URLs unless `env` says otherwise),
   * listening on `port`, and waits until it is ready.
   */
  async startArcanum(name: string, port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
    const child = this.#spawn(
      name,
      'node',
      ['--liftoff-only', '--max-semi-space-size=4', '--max-old-space-size=512', path.join(ROOT, 'dist/main.js')],
      {
        // as `npm start` runs it: not in the test runner's NODE_ENV=test, under which libraries behave
        // otherwise (Apollo, for one, handles SIGTERM itself outside it)
        ...withoutTestEnv(process.env),
        DATABASE_URL: this.url('bouncer-primary'),
        DATABASE_READ_URLS: this.url('bouncer-replica'),
        DATABASE_DIRECT_URL: this.url('primary'),
        DB_PREPARED_STATEMENTS: this.#opts.poolMode === 'transaction' ? 'off' : 'on',
        DATABASE_READ_MAX_LAG_MS: '5000',
        // on SIGTERM /ready fails for 2 s before the server closes: past HAProxy's two failed checks
        // (inter 1 s, then fastinter 250 ms), so the balancer has taken it out before it stops accepting
        SHUTDOWN_DRAIN_MS: '2000',
        REDIS_URL: `redis://127.0.0.1:${this.ports.redis}`,
        // links in answers name the balancer, whichever instance wrote them
        PUBLIC_URL: this.balancerUrl,
        // the load comes from one address: a limit that holds it back would measure the limit
        RATE_LIMIT_PER_MINUTE: '10000000',
        HOST: '127.0.0.1',
        PORT: String(port),
        ARCANUM_DATA_DIR: path.join(this.dir, `data-${name}`),
        LOG_LEVEL: 'warn',
        ...env,
      },
    )
    const ready = await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}): ${this.logTail(name)}`)
        return fetchOk(`http://127.0.0.1:${port}/ready`)
      },
      120_000,
      200,
    )
    if (!ready) throw new Error(`${name} not ready after 120 s: ${this.logTail(name)}`)
    return child
  }

  /**
   * Stops instance `i` as a deploy or a scale-down does (SIGTERM: /ready fails, the balancer takes it
   * out, requests in flight finish) and waits for it to exit; its exit code (0: it stopped by itself,
   * null: it had to be killed after 30 s).
   */
  async stopInstance(i: number): Promise<number | null> {
    const child = this.#children.get(`arcanum-${i}`)
    if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null
    const gone = new Promise<number | null>((r) => child.once('exit', (code) => r(code)))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    const code = await gone
    clearTimeout(timer)
    return code
  }

  /** Kills instance `i` (SIGKILL: a crash, nothing drained). */
  killInstance(i: number): void {
    const child = this.#children.get(`arcanum-${i}`)
    child?.kill('SIGKILL')
  }

  #startBalancer() {
    const servers = this.ports.instances.map((p, i) => `  server arcanum-${i} 127.0.0.1:${p} check`).join('\n')
    const cfg = path.join(this.dir, 'haproxy.cfg')
    writeFileSync(
      cfg,
      `global
  maxconn 4000
  stats socket ${path.join(this.dir, 'haproxy.sock')} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 35s
  timeout http-keep-alive 10s
  timeout check 2s
  # a read that fails on one instance before its answer began (the connection refused or cut, no
  # answer or an incomplete head, a 503) is sent to another; an answer whose head was passed on is
  # never sent again (docs/scaling.md, "The balancer")
  retries 2
  option redispatch 1
  retry-on conn-failure empty-response junk-response 503

frontend api
  bind 127.0.0.1:${this.ports.haproxy}
  default_backend arcanum

backend arcanum
  balance leastconn
  option httpchk GET /ready
  http-check expect status 200
  default-server inter 1s fastinter 250ms downinter 1s fall 2 rise 2
  acl read_only_post path ${READ_ONLY_POSTS.join(' ')}
  http-request disable-l7-retry if METH_POST !read_only_post
${servers}
`,
    )
    run('haproxy', ['-c', '-q', '-f', cfg])
    this.#spawn('haproxy', 'haproxy', ['-db', '-f', cfg])
  }

  /** Each instance's state as HAProxy sees it (UP, DOWN, …), from its stats socket. */
  async balancerStates(): Promise<string[]> {
    const csv = await new Promise<string>((resolve, reject) => {
      const s = net.connect(path.join(this.dir, 'haproxy.sock'))
      let out = ''
      s.on('data', (d) => {
        out += d
      })
      s.on('end', () => resolve(out))
      s.on('error', reject)
      s.write('show stat\n')
    })
    const rows = csv.split('\n').map((l) => l.split(','))
    const header = rows[0]!
    const status = header.indexOf('status')
    return rows.filter((r) => r[0] === 'arcanum' && r[1]?.startsWith('arcanum-')).map((r) => r[status]!.split(' ')[0]!)
  }

  #tcpOpen(port: number): Promise<boolean> {
    return new Promise((resolve) => {
      const s = net.connect(port, '127.0.0.1')
      s.once('connect', () => {
        s.destroy()
        resolve(true)
      })
      s.once('error', () => resolve(false))
    })
  }

  #spawn(name: string, cmd: string, args: string[], env?: NodeJS.ProcessEnv, user?: { uid?: number; gid?: number }): ChildProcess {
    const logFile = path.join(this.dir, `${name}.out`)
    writeFileSync(logFile, '')
    const child = spawn(cmd, args, {
      env: env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(user?.uid !== undefined && { uid: user.uid, gid: user.gid }),
    })
    const append = (d: Buffer) => {
      try {
        writeFileSync(logFile, d, { flag: 'a' })
      } catch {}
    }
    child.stdout?.on('data', append)
    child.stderr?.on('data', append)
    this.#children.set(name, child)
    return child
  }

  logTail(name: string, chars = 1500): string {
    try {
      return readFileSync(path.join(this.dir, `${name}.out`), 'utf8').slice(-chars)
    } catch {
      return ''
    }
  }

  /** The pids of the processes still running (children, and each PostgreSQL server's postmaster). */
  livePids(): number[] {
    const pids = [...this.#children.values()].filter((c) => c.exitCode === null && c.signalCode === null && c.pid).map((c) => c.pid!)
    for (const which of ['primary', 'replica'] as const) {
      const pidFile = path.join(this.#pgDir(which), 'postmaster.pid')
      if (existsSync(pidFile)) pids.push(Number(readFileSync(pidFile, 'utf8').split('\n')[0]))
    }
    return pids
  }

  /** Stops everything (children SIGTERM then SIGKILL, PostgreSQL fast) and removes the folder. */
  async stop(): Promise<void> {
    if (this.#stopped) return
    this.#stopped = true
    for (const child of this.#children.values()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await waitFor(() => [...this.#children.values()].every((c) => c.exitCode !== null || c.signalCode !== null), 10_000)
    for (const child of this.#children.values()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    for (const which of ['replica', 'primary'] as const) {
      try {
        this.#pgStop(which)
      } catch {
        this.#pgStop(which, 'immediate')
      }
    }
    rmSync(this.dir, { recursive: true, force: true })
  }

  /** On exit without stop(): kill what is left, synchronously. */
  #stopNow() {
    if (this.#stopped) return
    for (const child of this.#children.values()) child.kill('SIGKILL')
    for (const which of ['replica', 'primary'] as const) {
      try {
        this.#pgStop(which, 'immediate')
      } catch {}
    }
    rmSync(this.dir, { recursive: true, force: true })
  }
}
