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
 * Seconds each of the longest files took in a fresh-clone `.ci/run` (2026-12-01, load average 4–5;
 * test/support/README.md), as the JSON reporter gives them. Only the order matters: files not listed are
 * shorter than every listed one.
 */
export const FILE_SECONDS: Record<'pglite' | 'postgres', Record<string, number>> = {
  pglite: {
    'test/engine/corpus-load.test.ts': 68,
    'test/api/stored-card-objects.test.ts': 53,
    'test/import/scryfall.test.ts': 45,
    'test/import/table-upkeep.test.ts': 40,
    'test/import/corpus-embedded.test.ts': 36,
    'test/import/idempotency.test.ts': 36,
    'test/e2e/explorer.test.ts': 28,
    'test/import/cli.test.ts': 26,
    'test/api/bulk-data.test.ts': 22,
    'test/engine/oracle/corpus.test.ts': 17,
    'test/import/newest-wins.test.ts': 16,
    'test/scryfall/clients.test.ts': 16,
    'test/store/fault.test.ts': 16,
    'test/import/cr/editions.test.ts': 15,
    'test/engine/rulings-sample/rulings-sample.test.ts': 13,
    'test/mcp/inspector.test.ts': 12,
    'test/store/seed-snapshot.test.ts': 12,
    'test/e2e/editions.test.ts': 11,
    'test/api/hardening.test.ts': 11,
    'test/search/property.test.ts': 10,
    'test/decks/api.test.ts': 9,
    'test/e2e/decks.test.ts': 9,
    'test/e2e/phone.test.ts': 9,
    'test/fuzz/api.fuzz.test.ts': 9,
    'test/api/rule-editions.test.ts': 9,
    'test/e2e/playground.test.ts': 8,
    'test/import/seed.test.ts': 8,
    'test/scryfall/api-types.test.ts': 8,
    'test/queries/annotations.test.ts': 8,
  },
  postgres: {
    'test/import/corpus.test.ts': 158,
    'test/engine/corpus-load.test.ts': 61,
    'test/import/table-upkeep.test.ts': 26,
    'test/e2e/explorer.test.ts': 24,
    'test/api/bulk-data.test.ts': 22,
    'test/import/cli.test.ts': 21,
    'test/api/stored-card-objects.test.ts': 20,
    'test/import/idempotency.test.ts': 20,
    'test/import/scryfall.test.ts': 20,
    'test/store/fault.test.ts': 18,
    'test/mcp/inspector.test.ts': 13,
    'test/scryfall/clients.test.ts': 13,
    'test/engine/oracle/corpus.test.ts': 13,
    'test/api/hardening.test.ts': 10,
    'test/e2e/decks.test.ts': 10,
    'test/engine/rulings-sample/rulings-sample.test.ts': 10,
    'test/e2e/editions.test.ts': 9,
    'test/e2e/phone.test.ts': 9,
    'test/e2e/playground.test.ts': 9,
    'test/e2e/scenario-builder.test.ts': 8,
    'test/fuzz/api.fuzz.test.ts': 8,
    'test/api/shared-rate-limit.test.ts': 7,
    'test/e2e/rules-ask.test.ts': 7,
    'test/import/keywords-json.test.ts': 6,
    'test/import/newest-wins.test.ts': 6,
    'test/mcp/mcp.test.ts': 6,
    'test/import/cr/editions.test.ts': 6,
    'test/api/graphiql.test.ts': 4,
    'test/api/http.test.ts': 4,
    'test/api/rule-editions.test.ts': 4,
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
