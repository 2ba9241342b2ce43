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
 * Seconds each of the longest files took in one run per database (test/support/README.md), from
 * the JSON reporter. Only the order matters: files not listed are shorter than every listed one.
 */
export const FILE_SECONDS: Record<'pglite' | 'postgres', Record<string, number>> = {
  pglite: {},
  postgres: {},
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
