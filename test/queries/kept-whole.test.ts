// The ranking's in-memory indexes follow the store (KeptWhole, src/queries/store-reads.ts): one build while the
// store is unchanged, a new one once an import has run, and a failed build is not kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KeptWhole } from '../../src/queries/store-reads.js'
import type { Database } from '../../src/store/database.js'
import { freshDatabase } from '../support/database.js'

let db: Database
beforeAll(async () => {
  db = await freshDatabase()
})
afterAll(() => db?.close())

const importRun = () => db.pool.query(`INSERT INTO import_runs (sources, finished_at) VALUES ('{test}', now())`)

describe('a value kept in memory per store', () => {
  it('is built once while the store is unchanged, and again after an import ran', async () => {
    let builds = 0
    const cache = new KeptWhole(async () => ++builds, 0)
    expect(await cache.get(db)).toBe(1)
    expect(await cache.get(db)).toBe(1)
    await importRun()
    expect(await cache.get(db)).toBe(2)
    expect(await cache.get(db)).toBe(2)
  })

  it('trusts its value without reading the store until the recheck interval has passed', async () => {
    let builds = 0
    const cache = new KeptWhole(async () => ++builds, 60_000)
    expect(await cache.get(db)).toBe(1)
    await importRun()
    expect(await cache.get(db)).toBe(1)
  })

  it('builds again after a failed build instead of keeping the failure', async () => {
    let builds = 0
    const cache = new KeptWhole(async () => {
      if (++builds === 1) throw new Error('first build fails')
      return builds
    }, 0)
    await expect(cache.get(db)).rejects.toThrow('first build fails')
    expect(await cache.get(db)).toBe(2)
  })
})
