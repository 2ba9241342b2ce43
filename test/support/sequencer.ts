// The order test files start in. Two workers take files from one queue, so a long file that starts
// late runs alone at the end while the other core idles. Vitest orders by the durations of its
// last run on this checkout (node_modules/.vite), but CI runs a fresh clone, where it falls back to
// file size, which says little (the longest file, an import through the CLI, is one of the
// smallest). So the longest files, as measured (FILE_SECONDS), start first, longest first; the rest
// follow in vitest's own order. Update the table from a run's JSON report when the ranking changes:
// `node test/support/file-seconds.mjs test-results/pglite.json test-results/postgres.json`.
import path from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Seconds each of the longest files took (PGlite, 2026-12-01, load average 15–20; test/support/README.md),
 * as the JSON reporter gives them; files whose fixtures changed since are estimated, and on PostgreSQL
 * the full-corpus import (skipped on PGlite) leads. Only the order matters: files not listed are
 * shorter than every listed one.
 */
export const FILE_SECONDS: Record<'pglite' | 'postgres', Record<string, number>> = {
  pglite: {
    'test/engine/corpus-load.test.ts': 240,
    'test/import/table-upkeep.test.ts': 272,
    'test/import/corpus-embedded.test.ts': 124,
    'test/import/scryfall.test.ts': 120,
    'test/api/stored-card-objects.test.ts': 118,
    'test/e2e/explorer.test.ts': 105,
    'test/import/cr/editions.test.ts': 96,
    'test/api/hardening.test.ts': 83,
    'test/store/fault.test.ts': 79,
    'test/search/probes.test.ts': 77,
    'test/engine/rulings-sample/rulings-sample.test.ts': 76,
    'test/mcp/mcp.test.ts': 75,
    'test/scryfall/clients.test.ts': 69,
    'test/search/search.test.ts': 63,
    'test/import/idempotency.test.ts': 62,
    'test/import/cli.test.ts': 60,
    'test/import/seed.test.ts': 60,
    'test/decks/api.test.ts': 58,
    'test/e2e/editions.test.ts': 57,
    'test/engine/oracle/corpus.test.ts': 56,
    'test/api/rule-editions.test.ts': 55,
    'test/api/errors.test.ts': 46,
    'test/search/property.test.ts': 45,
    'test/e2e/decks.test.ts': 44,
    'test/import/newest-wins.test.ts': 44,
    'test/ask/ask.test.ts': 39,
  },
  postgres: {
    'test/import/corpus.test.ts': 400,
    'test/engine/corpus-load.test.ts': 240,
    'test/import/table-upkeep.test.ts': 272,
    'test/import/scryfall.test.ts': 120,
    'test/api/stored-card-objects.test.ts': 118,
    'test/e2e/explorer.test.ts': 105,
    'test/import/cr/editions.test.ts': 96,
    'test/api/hardening.test.ts': 83,
    'test/store/fault.test.ts': 79,
    'test/search/probes.test.ts': 77,
    'test/engine/rulings-sample/rulings-sample.test.ts': 76,
    'test/mcp/mcp.test.ts': 75,
    'test/scryfall/clients.test.ts': 69,
    'test/search/search.test.ts': 63,
    'test/import/idempotency.test.ts': 62,
    'test/import/cli.test.ts': 60,
    'test/import/seed.test.ts': 60,
    'test/decks/api.test.ts': 58,
    'test/e2e/editions.test.ts': 57,
    'test/engine/oracle/corpus.test.ts': 56,
    'test/api/rule-editions.test.ts': 55,
    'test/api/errors.test.ts': 46,
    'test/search/property.test.ts': 45,
    'test/e2e/decks.test.ts': 44,
    'test/import/newest-wins.test.ts': 44,
    'test/ask/ask.test.ts': 39,
  },
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const vitestOrder = await super.sort(files)
    const seconds = FILE_SECONDS[process.env.DATABASE_URL ? 'postgres' : 'pglite']
    const estimate = (f: TestSpecification) => seconds[path.relative(this.ctx.config.root, f.moduleId).split(path.sep).join('/')] ?? 0
    const rank = new Map(vitestOrder.map((f, i) => [f, i]))
    return [...vitestOrder].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        estimate(b) - estimate(a) ||
        rank.get(a)! - rank.get(b)!,
    )
  }
}
