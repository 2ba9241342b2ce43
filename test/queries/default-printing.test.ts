// One default printing (search/sql-fragments.ts, DEFAULT_PRINTING_ORDER): search, named lookup,
// lookup by Oracle id and GraphQL's Card.printing pick the same printing for every card of the
// fixture (named lookups: every card whose name is its own). bench/default-printings.ts checks the
// full corpus the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, startApi } from '../api/support.js'
import { defaultPrintings, disagreements, graphqlPrintings } from '../support/default-printings.js'

describe('the default printing', () => {
  let api: Api
  beforeAll(async () => {
    api = await startApi()
  })
  afterAll(() => api?.close())

  it('is the same printing for every card, however the card is reached', async () => {
    const picks = await defaultPrintings(api.db)
    const { rows } = await api.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM cards')
    expect(picks.search.size).toBe(rows[0]!.n) // every card, extras included
    expect(picks.oracleId.size).toBe(picks.search.size)
    expect(picks.named.size).toBeGreaterThan(picks.search.size * 0.9)
    const graphql = await graphqlPrintings(api.app, [...picks.search.keys()])
    expect(graphql.size).toBe(picks.search.size)
    expect(disagreements(picks, { graphql })).toEqual([])
    // cards with printings on the same day in the same set: the tie-breaks decide, and agree
    const { rows: ties } = await api.db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT oracle_id FROM printings GROUP BY oracle_id, released_at, set_code HAVING count(*) > 1) t`,
    )
    expect(ties[0]!.n).toBeGreaterThan(0)
  })
})
