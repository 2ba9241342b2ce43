// The self-hoster's path: `npm run import` of MTGJSON corpus files into the embedded database's data
// folder (PGlite on disk), in a process of its own, in bounded memory; then the service opens the
// folder. The whole corpus takes minutes on a busy 2-core machine, so this test imports a slice of
// it (every 20th corpus file: 29 sets) and `npm run bench:import -- --pglite` measures the whole
// corpus the same way (docs/import.md#the-full-corpus-on-the-embedded-database). The peak memory of
// the import process does not grow with the corpus: 646–703 MB for this slice, 691 MB for 44 files,
// 640 MB for all 577 files.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../src/config.js'
import { searchCards } from '../../src/search/index.js'
import { openDatabase, type Database } from '../../src/store/database.js'
import { corpusFiles } from '../support/data.js'
import { testBackend } from '../support/database.js'
import { countRows } from './helpers.js'

/**
 * The import's peak resident memory must stay under this, whatever the corpus (MB). Run alone, the
 * slice peaks at about 690 MB, and at 662 MB inside a full PGlite run at load 19 (2026-12-01); CI runs
 * saw 887–943 MB with a cause not yet found (docs/import.md), hence the headroom. A failure prints which
 * part of the memory peaked.
 */
const PEAK_RSS_BOUND_MB = 1100

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'arcanum-corpus-embedded-'))
let db: Database | undefined
afterAll(async () => {
  await db?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** `npm run import` from the sources, with the flags `npm run import` gives node; exit code, output, peak RSS. */
function importCli(files: string[]): Promise<{ code: number | null; output: string; peakMb: number; parts: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--liftoff-only',
        '--max-old-space-size=512',
        '--import',
        'tsx',
        '--import',
        path.join(PROJECT_ROOT, 'test/import/support/report-peak-rss.mjs'),
        path.join(PROJECT_ROOT, 'src/import/cli.ts'),
        '--no-progress',
        ...files,
      ],
      { cwd: PROJECT_ROOT, env: { ...process.env, DATABASE_URL: '', ARCANUM_DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.once('error', reject)
    child.once('close', (code) => {
      const kb = Number(/arcanum-peak-rss-kb (\d+)/.exec(output)?.[1] ?? Number.NaN)
      resolve({ code, output, peakMb: kb / 1024, parts: /arcanum-peak-memory-mb (.*)/.exec(output)?.[1] ?? '' })
    })
  })
}

describe.skipIf(testBackend !== 'pglite')('corpus files into the embedded database on disk', () => {
  it(`imports through the CLI in one process under ${PEAK_RSS_BOUND_MB} MB, and the service reads the folder`, async () => {
    const files = corpusFiles().filter((_, i) => i % 20 === 0)
    expect(files).toHaveLength(29)
    const run = await importCli(files)
    expect(run.code, run.output.slice(-2000)).toBe(0)
    expect(run.output).toMatch(/Imported 29 sources into the embedded database/)
    console.log(
      `corpus slice import: peak RSS ${Math.round(run.peakMb)} MB; largest parts (MB) ${run.parts}; load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    )
    expect(run.peakMb).toBeGreaterThan(0)
    expect(run.peakMb, `largest parts (MB): ${run.parts}`).toBeLessThan(PEAK_RSS_BOUND_MB)

    db = await openDatabase({ dataDir })
    expect(db.appliedMigrations).toEqual([])
    // tokens are imported as extras, in token sets of their own (as in corpus.test.ts)
    const count = async (sql: string) => Number((await db!.pool.query(sql)).rows[0].n)
    expect(await count("SELECT count(*) AS n FROM sets WHERE type IS DISTINCT FROM 'token'")).toBe(29)
    expect(await count('SELECT count(*) AS n FROM cards WHERE NOT is_extra')).toBe(3618)
    expect(await count('SELECT count(*) AS n FROM printings WHERE NOT is_extra')).toBe(4915)
    expect(await countRows(db, 'rulings')).toBe(7081)
    // every card has its tags
    expect(await count('SELECT count(DISTINCT oracle_id) AS n FROM card_tags')).toBe(await countRows(db, 'cards'))
    const page = await searchCards(db, 't:creature c:g mv<=2', { limit: 10, offset: 0 })
    expect(page.total).toBeGreaterThan(20)
  }, 900_000)
})
