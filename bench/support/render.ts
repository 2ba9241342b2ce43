// Renders the newest result of each bench (bench/results/<bench>/*.json) as a Markdown table between the
// markers `<!-- bench:NAME -->` and `<!-- /bench:NAME -->` of the docs. `renderDocs(check)` is what
// `npm run bench:render` runs, and what test/docs checks (the docs show the newest results).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { RESULTS_DIR, type BenchResult } from './results.js'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const DOCS = path.join(ROOT, 'docs')

/** The newest result of a bench, or null when it has none. */
export function newestResult(bench: string): BenchResult | null {
  const dir = path.join(RESULTS_DIR, bench)
  if (!existsSync(dir)) return null
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
  const last = files.at(-1)
  return last ? (JSON.parse(readFileSync(path.join(dir, last), 'utf8')) as BenchResult) : null
}

const cell = (v: unknown) =>
  (v === null || v === undefined ? '—' : typeof v === 'number' ? v.toLocaleString('en') : String(v)).replace(/\|/g, '\\|')

/** Rows of cells as a Markdown table, padded as the formatter (biome) writes it: header, rule, rows. */
function table([head, ...rows]: string[][]): string[] {
  const widths = head!.map((_, i) => Math.max(3, ...[head!, ...rows].map((r) => [...r[i]!].length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => c + ' '.repeat(widths[i]! - [...c].length)).join(' | ')} |`
  return [line(head!), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)]
}

/** A result as Markdown: what it measured, where and when, then its table and notes. */
export function resultTable(r: BenchResult): string {
  const day = r.startedAt.slice(0, 16).replace('T', ' ')
  const lines = [
    `${r.title} — run of ${day} UTC at ${r.commit}${r.dirty ? ' (uncommitted changes)' : ''}, ${r.machine.cpus} cores, load average ${r.loadAverage.start[0]} → ${r.loadAverage.end[0]}${r.targetsMet === null ? '' : r.targetsMet ? '; every target met' : '; **a target missed**'}.`,
    '',
    ...table([r.columns.map((c) => c.heading), ...r.rows.map((row) => r.columns.map((c) => cell(row[c.key])))]),
    ...(r.notes?.length ? ['', ...r.notes.map((n) => `- ${n}`)] : []),
  ]
  return lines.join('\n')
}

const MARKER = /<!-- bench:([a-z0-9-]+) -->\n[\s\S]*?<!-- \/bench:\1 -->/g

/** Rewrites every marked table in docs/*.md from the newest results; returns the files that changed (or would). */
export function renderDocs(check = false): string[] {
  const changed: string[] = []
  for (const file of readdirSync(DOCS).filter((f) => f.endsWith('.md'))) {
    const full = path.join(DOCS, file)
    const text = readFileSync(full, 'utf8')
    const next = text.replace(MARKER, (whole, bench: string) => {
      const r = newestResult(bench)
      return r ? `<!-- bench:${bench} -->\n${resultTable(r)}\n<!-- /bench:${bench} -->` : whole
    })
    if (next !== text) {
      changed.push(path.join('docs', file))
      if (!check) writeFileSync(full, next)
    }
  }
  return changed
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check')
  const changed = renderDocs(check)
  if (check && changed.length) {
    console.error(`out of date (run npm run bench:render): ${changed.join(', ')}`)
    process.exitCode = 1
  } else console.log(changed.length ? `rendered ${changed.join(', ')}` : 'docs up to date')
}
