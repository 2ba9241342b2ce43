import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    // building the shared fixture database (CR + 14 MTGJSON files) can take a while the first time
    hookTimeout: 600_000,
  },
})
