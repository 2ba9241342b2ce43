// Issue 24, defect 8: a CR diff the store does not hold is computed on a worker thread, not the
// event loop; computed diffs are kept by their weight in changes (every ordered pair of the
// editions fits, where 16 diffs thrashed with 6 editions); and rulesDiff is priced so that at most
// 10 fit in one GraphQL request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT_FIELD_COST, DEFAULT_GRAPHQL_LIMITS } from '../../src/api/graphql/limits.js'
import { diffBetween, KEPT_DIFF_CHANGES } from '../../src/queries/rule-editions.js'
import { diffThreadCounts } from '../../src/queries/rule-diff-thread.js'
import { keptFor } from '../../src/store/kept.js'
import type { Database } from '../../src/store/database.js'
import { CR_FILE_APRIL } from '../support/data.js'
import { fixtureDatabase } from '../support/database.js'
import { startApi, type Api } from './support.js'

let db: Database
let api: Api
beforeAll(async () => {
  db = await fixtureDatabase([CR_FILE_APRIL]) // the snapshot api/rule-editions and e2e/editions share
  api = await startApi({}, db)
})
afterAll(async () => {
  await api?.close()
  await db?.close()
})

describe('computed CR diffs (defect 8)', () => {
  it('a diff the store does not hold is computed on the worker thread, and weighs its changes where it is kept', async () => {
    const { rows } = await db.pool.query<{ id: number; date: string }>(
      'SELECT id, effective_date::text AS date FROM rules_documents ORDER BY effective_date',
    )
    const [older, newer] = rows
    const before = diffThreadCounts.computed
    const backwards = await diffBetween(db, newer!.id, older!.id)
    expect(backwards.stored).toBe(false)
    expect(diffThreadCounts.computed).toBe(before + 1)
    expect(backwards.diff.changes.length).toBeGreaterThan(100)
    // the same diff as REST answers, and kept: asked again, not computed again
    expect(await diffBetween(db, newer!.id, older!.id)).toBe(backwards)
    expect(diffThreadCounts.computed).toBe(before + 1)
    const kept = keptFor(db.pool, 'CR diffs', KEPT_DIFF_CHANGES)
    await new Promise((resolve) => setImmediate(resolve))
    expect(kept.weight).toBeGreaterThanOrEqual(1 + backwards.diff.changes.length)
    // every ordered pair of 6 editions (30 diffs) of this size fits in the bound
    expect(30 * (1 + backwards.diff.changes.length)).toBeLessThanOrEqual(KEPT_DIFF_CHANGES)
  })

  it('rulesDiff is priced: 10 aliased in one request pass the cost limit, 11 do not', async () => {
    expect(ROOT_FIELD_COST.rulesDiff! * 10).toBeLessThanOrEqual(DEFAULT_GRAPHQL_LIMITS.maxCost)
    const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `d${i}: rulesDiff { from }`).join(' ')} }`
    const eleven = await api.gql(aliased(11))
    // refused before execution: no data, and under application/json a 200 (GraphQL over HTTP; a 400 under
    // application/graphql-response+json, test/api/graphql-over-http.test.ts)
    expect(eleven.status).toBe(200)
    expect(eleven.data).toBeUndefined()
    expect(eleven.errors![0]!.extensions!.code).toBe('QUERY_TOO_COSTLY')
    const ten = await api.gql(aliased(10))
    expect(ten.status).toBe(200)
  })
})
