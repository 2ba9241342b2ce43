// vitest's global setup: gives the run an id (test/support/database.ts names every PostgreSQL
// database it creates after it) and, when the run ends, drops what is left of them: a shared
// fixture copy of each worker, and whatever a crashed or careless test did not close.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    arcanumTestRun: string
  }
}

export default function setup(project: TestProject) {
  const run = randomBytes(4).toString('hex')
  project.provide('arcanumTestRun', run)
  return async function teardown() {
    const url = process.env.DATABASE_URL
    if (!url) return
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
        `arcanum\\_t\\_${run}\\_%`,
      ])
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
    } finally {
      await client.end()
    }
  }
}
