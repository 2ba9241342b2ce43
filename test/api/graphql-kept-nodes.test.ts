// Card nodes kept between GraphQL requests (src/api/graphql/stored-nodes.ts, KeptNodes): a node
// parsed from a printing's stored card object is sent and parsed again only when the stored row's
// version changed, so a page asked for again reads no stored text, and an import (here, a write of
// one stored object) is seen on the very next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/store/database.js'
import { fixtureDatabase } from '../support/database.js'
import { startApi, type Api } from './support.js'

let db: Database
let api: Api
beforeAll(async () => {
  db = await fixtureDatabase()
  api = await startApi({}, db)
})
afterAll(async () => {
  await api?.close()
  await db?.close()
})

/** The answer to `query`, and how many stored objects' texts PostgreSQL sent for it. */
async function withTextsSent(query: string) {
  let texts = 0
  const query_ = db.pool.query.bind(db.pool)
  db.pool.query = (async (config: unknown, ...rest: unknown[]) => {
    const result = await (query_ as (...a: unknown[]) => Promise<{ rows: { json?: string | null }[] }>)(config, ...rest)
    // the stored objects' statement (prepared by name on PostgreSQL, sent as text on PGlite)
    const text = typeof config === 'string' ? config : String((config as { text?: string }).text)
    if (text.includes('FROM card_objects')) texts += result.rows.filter((r) => r.json != null).length
    return result
  }) as typeof db.pool.query
  try {
    const answer = await api.gql<{ cards: { edges: { node: { name: string; printing: { id: string } } }[] } }>(query)
    expect(answer.errors).toBeUndefined()
    return { data: answer.data, texts }
  } finally {
    db.pool.query = query_
  }
}

describe('GraphQL card nodes kept between requests', () => {
  const page = '{ cards(query: "t:creature", first: 20) { edges { node { name typeLine printing { id setCode } } } } }'

  it('a page asked for again reads no stored text; a stored object written since is read again, and its new text answered', async () => {
    const first = await withTextsSent(page)
    expect(first.data.cards.edges).toHaveLength(20)
    expect(first.texts).toBe(20)

    const again = await withTextsSent(page)
    expect(again.texts).toBe(0)
    expect(again.data).toEqual(first.data)

    const changed = first.data.cards.edges[3]!.node
    await db.pool.query(`UPDATE card_objects SET json = jsonb_set(json::jsonb, '{name}', '"Renamed Card"')::text WHERE printing_id = $1`, [
      changed.printing.id,
    ])
    const after = await withTextsSent(page)
    expect(after.texts).toBe(1)
    expect(after.data.cards.edges[3]!.node.name).toBe('Renamed Card')
    expect(after.data.cards.edges.filter((e, i) => i !== 3)).toEqual(first.data.cards.edges.filter((e, i) => i !== 3))
  })
})
