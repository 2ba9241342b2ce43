// A PostgreSQL server of a test's own (initdb in a temporary folder, a free port), which the test
// may stop, freeze (SIGSTOP), thaw and start again — never the shared server on 5432.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

/** The newest PostgreSQL binaries of the Debian package, or null when none are installed. */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(root, versions[0], 'bin') : null
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })
}

export interface ThrowawayPostgres {
  url: string
  port: number
  start(): Promise<void>
  /** Fast shutdown (SIGINT): connections are closed, new ones refused. */
  stop(): Promise<void>
  /** SIGSTOP: the server keeps its sockets but answers nothing. */
  freeze(): void
  thaw(): void
  destroy(): Promise<void>
}

export async function throwawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinaries()
  if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql')
  const dir = mkdtempSync(path.join(tmpdir(), 'arcanum-pg-'))
  const data = path.join(dir, 'data')
  // PostgreSQL refuses to run as root: run it as the postgres user then
  const asRoot = process.getuid?.() === 0
  const run = (cmd: string, args: string[]) =>
    (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]) as [string, string[]]
  if (asRoot) {
    const { uid, gid } = {
      uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
      gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
    }
    chownSync(dir, uid, gid)
    chmodSync(dir, 0o700)
  }
  execFileSync(...run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']), { stdio: 'ignore' })
  const port = await freePort()
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`
  let child: ChildProcess | null = null

  const ready = async () => {
    for (let i = 0; i < 300; i++) {
      const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 })
      try {
        await c.connect()
        await c.end()
        return
      } catch {
        await c.end().catch(() => {})
        await new Promise((r) => setTimeout(r, 100))
      }
    }
    throw new Error(`the throwaway PostgreSQL on port ${port} did not start`)
  }

  const self: ThrowawayPostgres = {
    url,
    port,
    async start() {
      const [cmd, args] = run(path.join(bin, 'postgres'), [
        '-D',
        data,
        '-p',
        String(port),
        '-k',
        dir,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'fsync=off',
      ])
      child = spawn(cmd, args, { stdio: 'ignore' })
      await ready()
    },
    async stop() {
      const c = child
      if (!c || c.exitCode !== null) return
      await new Promise<void>((resolve) => {
        c.once('exit', () => resolve())
        // the postmaster itself (runuser does not pass SIGINT on): a fast shutdown
        const pid = postmasterPid()
        if (pid) process.kill(pid, 'SIGINT')
        else c.kill('SIGTERM')
      })
      child = null
    },
    freeze() {
      for (const pid of postmasterPids()) signal(pid, 'SIGSTOP')
    },
    thaw() {
      for (const pid of postmasterPids()) signal(pid, 'SIGCONT')
      // runuser stops itself when its child is stopped, and waits for a SIGCONT of its own
      if (child?.pid && child.exitCode === null) signal(child.pid, 'SIGCONT')
    },
    async destroy() {
      self.thaw()
      await self.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
  /** Send `sig` to `pid`, unless it has exited since it was listed (a backend ending as the server stops). */
  const signal = (pid: number, sig: NodeJS.Signals) => {
    try {
      process.kill(pid, sig)
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ESRCH') throw e
    }
  }
  /** The postmaster's pid, from its pid file. */
  const postmasterPid = (): number | null => {
    try {
      return Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]) || null
    } catch {
      return null
    }
  }
  /** The postmaster and its children (every backend of this data folder). */
  const postmasterPids = (): number[] => {
    const pid = postmasterPid()
    if (!pid) return []
    try {
      return [
        pid,
        ...execFileSync('pgrep', ['-P', String(pid)])
          .toString()
          .trim()
          .split('\n')
          .filter(Boolean)
          .map(Number),
      ]
    } catch {
      return [pid]
    }
  }
  await self.start()
  return self
}
