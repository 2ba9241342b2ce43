import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { testFiles } from './test/support/database-files.js'
import LongestFirst from './test/support/sequencer.js'

// The suite on a shared 2-core machine (test/support/README.md says how to write tests for it):
// - two worker processes, one per core; PGlite runs in the worker, so more would only queue;
// - test files are not isolated: a worker imports the service's modules once and runs file after
//   file in the same module registry, so a file costs its own tests, not another import of
//   Fastify, Apollo and Prisma (about half a second each on an idle machine, several when busy),
//   and sharedFixture() is opened once per worker. Module state must not leak between files: no
//   file may change a module-level setting it does not restore;
// - timeouts sized for a machine loaded ten times over: a test fails on what it asserts, never
//   because others are compiling beside it (speed is measured in bench/, not here);
// - the longest files start first (test/support/sequencer.ts), so no long file runs alone at the end;
// - transformed modules are kept on disk (node_modules/.experimental-vitest-cache, keyed on their
//   content), so a second run (CI's on the other database, a rerun) does not transform them again;
// - ARCANUM_TESTS=database: only the files that use a database (test/support/database-files.ts), for
//   CI's second run on the other database: the others' outcome does not depend on it.
const onlyDatabaseFiles = process.env.ARCANUM_TESTS === 'database'

export default defineConfig({
  test: {
    include: onlyDatabaseFiles
      ? testFiles(fileURLToPath(new URL('.', import.meta.url)))
          .filter((t) => t.database)
          .map((t) => t.file)
      : ['test/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
    globalSetup: ['test/support/global-setup.ts'],
    sequence: { sequencer: LongestFirst },
    testTimeout: 300_000,
    // building a snapshot (the fixture: the CR + 14 MTGJSON files) can take minutes the first time
    hookTimeout: 900_000,
    teardownTimeout: 60_000,
    experimental: { fsModuleCache: true },
  },
})
