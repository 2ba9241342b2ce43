// Benchmarks write their results as data: one JSON file per run under bench/results/<bench>/, with the
// machine, its load at the start and the end, and the commit measured. `npm run bench:render` turns the
// newest file of each bench into the table between the bench's markers in the docs; git keeps the history.
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url))

/** One line of a bench's table: a scenario and its figures (numbers, or text such as "met"). */
export type BenchRow = { scenario: string } & Record<string, string | number | boolean | null>

export interface BenchResult {
  bench: string
  /** What the run measured, in a sentence (the data, the load, the baseline). */
  title: string
  startedAt: string
  finishedAt: string
  commit: string
  /** The working tree had uncommitted changes when the bench ran. */
  dirty: boolean
  machine: { cpus: number; model: string; memoryGiB: number; node: string }
  loadAverage: { start: number[]; end: number[] }
  /** The table's columns, in order, with their headings. */
  columns: { key: string; heading: string }[]
  rows: BenchRow[]
  notes?: string[]
  /** Every target met (null: the bench has no targets). */
  targetsMet: boolean | null
}

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return ''
  }
}

const load = () => os.loadavg().map((l) => Math.round(l * 100) / 100)

/** Starts recording a run: call at the bench's start (it reads the load average then), `write` at its end. */
export function benchRun(bench: string, title: string) {
  const startedAt = new Date()
  const start = load()
  return {
    /** Writes the run's file and returns its path: `headings` names the table's columns, by row key, in order. `BENCH_RESULTS=off` writes nothing (a check run). */
    write(
      headings: Record<string, string>,
      rows: BenchRow[],
      extra: { notes?: string[]; targetsMet?: boolean | null } = {},
    ): string | null {
      if (process.env.BENCH_RESULTS === 'off') return null
      const result: BenchResult = {
        bench,
        title,
        startedAt: startedAt.toISOString(),
        finishedAt: new Date().toISOString(),
        commit: git(['rev-parse', '--short=12', 'HEAD']) || 'unknown',
        dirty: git(['status', '--porcelain', '--untracked-files=no']) !== '',
        machine: {
          cpus: os.cpus().length,
          model: os.cpus()[0]?.model ?? 'unknown',
          memoryGiB: Math.round(os.totalmem() / 2 ** 30),
          node: process.version,
        },
        loadAverage: { start, end: load() },
        columns: Object.entries(headings).map(([key, heading]) => ({ key, heading })),
        rows,
        ...(extra.notes ? { notes: extra.notes } : {}),
        targetsMet: extra.targetsMet ?? null,
      }
      const dir = path.join(RESULTS_DIR, bench)
      mkdirSync(dir, { recursive: true })
      const file = path.join(dir, `${result.startedAt.replace(/[:.]/g, '-')}.json`)
      writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`)
      console.log(`results written to ${path.relative(process.cwd(), file)} (npm run bench:render puts them in the docs)`)
      return file
    },
  }
}
