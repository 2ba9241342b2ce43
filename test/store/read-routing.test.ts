// Reads to replicas, writes to the primary (src/store/read-routing.ts), on one PostgreSQL server
// standing for both: the "replica" is the same database under another application_name, so each
// statement says which pool ran it. A read-only scope reads the replica, anything else the primary;
// a replica that does not answer, or fails a statement under it, leaves the read to the primary and
// the read never fails. test/scale runs the same against a real streaming replica.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../src/store/database.js'
import { inStatementScope } from '../../src/store/statement-scope.js'
import { freshDatabase } from '../support/database.js'
import { freePort } from '../../bench/support/scale-cluster.js'

const onServer = Boolean(process.env.DATABASE_URL)
const SERVED_BY = "SELECT current_setting('application_name') AS name"

let base: Database
const opened: Database[] = []
const asReplica = (url: string) => `${url}${url.includes('?') ? '&' : '?'}application_name=as-replica`

async function open(readUrls: string[]): Promise<Database> {
  const db = await openDatabase({ databaseUrl: base.url, readUrls, migrate: false, readRouting: { probeIntervalMs: 200, maxLagMs: 5000 } })
  opened.push(db)
  return db
}
const servedBy = async (db: Database, readOnly: boolean) =>
  inStatementScope(false, async () => (await db.pool.query<{ name: string }>(SERVED_BY)).rows[0]!.name, readOnly)

describe.skipIf(!onServer)('read routing', () => {
  beforeAll(async () => {
    base = await freshDatabase()
  })
  afterAll(async () => {
    for (const db of opened) await db.close()
    await base?.close()
  })

  it('a read-only request reads the replica; a request that may write, and code outside any request, the primary', async () => {
    const db = await open([asReplica(base.url)])
    expect(await servedBy(db, true)).toBe('as-replica')
    expect(await servedBy(db, false)).toBe('arcanum')
    expect((await db.pool.query<{ name: string }>(SERVED_BY)).rows[0]!.name).toBe('arcanum')
    expect(db.replicas()).toEqual([{ url: expect.stringContaining('as-replica'), up: true, lagMs: expect.any(Number), reason: null }])
  })

  it('a replica that does not answer is left out: reads go to the primary and none fails', async () => {
    const dead = `postgresql://postgres@127.0.0.1:${await freePort()}/nothing`
    const db = await open([dead])
    expect(db.replicas()[0]).toMatchObject({ up: false, reason: expect.stringMatching(/does not answer/) })
    expect(await servedBy(db, true)).toBe('arcanum')
  })

  it('a statement whose replica fails under it runs again on the primary, and the request stays there', async () => {
    const db = await open([asReplica(base.url)])
    const served = await inStatementScope(
      false,
      async () => {
        const first = (await db.pool.query<{ name: string }>(SERVED_BY)).rows[0]!.name
        // the replica's backends are ended while a statement runs on one (as a replica shutting down would)
        const slow = db.pool.query<{ name: string }>(`SELECT pg_sleep(1.5), current_setting('application_name') AS name`)
        await new Promise((r) => setTimeout(r, 400))
        await base.pool.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'as-replica'")
        const during = (await slow).rows[0]!.name
        const after = (await db.pool.query<{ name: string }>(SERVED_BY)).rows[0]!.name
        return [first, during, after]
      },
      true,
    )
    expect(served).toEqual(['as-replica', 'arcanum', 'arcanum'])
    // left out until its next probe answers, then read from again
    await new Promise((r) => setTimeout(r, 1000))
    expect(db.replicas()[0]).toMatchObject({ up: true, reason: null })
    expect(await servedBy(db, true)).toBe('as-replica')
  })
})
