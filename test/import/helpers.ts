// Helpers of the import tests: table checksums (to prove a failed import changed nothing), temp files.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createReadStream } from 'node:fs'
import type { Database } from '../../src/store/database.js'
import { ComprehensiveRulesParser, textLines, type ParsedRules } from '../../src/import/cr/parse-cr.js'
import { sharedData } from '../support/data.js'

export const DATA_TABLES = [
  'sets',
  'cards',
  'card_faces',
  'printings',
  'rulings',
  'rules_documents',
  'rules',
  'glossary_terms',
  'rules_diffs',
  'rules_changes',
  'keywords',
  'card_tags',
] as const

/**
 * Row count and an md5 of every row of every store table (import_runs too unless told otherwise).
 * `withoutTimes` leaves out `updated_at` (when a row was written), to compare two databases.
 */
export async function snapshot(db: Database, { withRuns = true, withoutTimes = false } = {}): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  const row = withoutTimes ? `(to_jsonb(x) - 'updated_at')::text` : 'x::text'
  for (const t of [...DATA_TABLES, ...(withRuns ? ['import_runs'] : [])]) {
    const { rows } = await db.pool.query<{ n: string; sum: string | null }>(
      `SELECT count(*) AS n, md5(string_agg(${row}, '|' ORDER BY ${row})) AS sum FROM "${t}" x`,
    )
    out[t] = `${rows[0]!.n}:${rows[0]!.sum ?? '-'}`
  }
  return out
}

export async function countRows(db: Database, table: string): Promise<number> {
  const { rows } = await db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM "${table}"`)
  return Number(rows[0]!.n)
}

let dir: string | undefined
/** Write a file into this test run's temp folder and return its path. */
export function tempFile(name: string, content: string | Uint8Array): string {
  dir ??= mkdtempSync(path.join(tmpdir(), 'arcanum-import-test-'))
  const p = path.join(dir, name)
  writeFileSync(p, content)
  return p
}

export const setFile = (build: '2022' | '2026', code: string) =>
  sharedData('mtgjson', build === '2022' ? 'sets-v5.2.0-20220425' : 'sets-v5.3.0-20260709', `${code}.json`)
export const corpusFile = (build: '2022' | '2026', code: string) =>
  sharedData('mtgjson', 'corpus', build === '2022' ? 'v5.2.0-20220425' : 'v5.3.0-20260709', `${code}.json.gz`)
export const KEYWORDS_FILE = sharedData('mtgjson', 'keywords', 'Keywords.json')
export const FIXTURES = path.join(path.dirname(new URL(import.meta.url).pathname), 'fixtures')

export async function parseRulesFile(file: string): Promise<ParsedRules> {
  const parser = new ComprehensiveRulesParser(file)
  for await (const line of textLines(createReadStream(file, 'utf8'))) parser.line(line)
  return parser.finish()
}
