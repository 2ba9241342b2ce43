// Values kept between GraphQL requests (src/store/kept.ts), each under the store version it
// was read at: a card node parsed from a printing's stored card object is sent and parsed again
// only when the stored row's version changed (stored-nodes.ts); a card's page of printings or
// rulings is read again once the store's generation moved (loaders.ts). A page asked for again
// reads neither; a write to the store is seen on the very next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/store/database.js'
import { fixtureDatabase } from '../support/database.js'
import { countQueries, startApi, type Api } from './support.js'

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
    expect(after.data.cards.edges.filter((_e, i) => i !== 3)).toEqual(first.data.cards.edges.filter((_e, i) => i !== 3))
  })
})

describe("GraphQL cards' relation pages kept between requests", () => {
  const page = `{ cards(query: "t:creature", first: 5) { edges { node { oracleId name
    printings(first: 3) { totalCount edges { node { id setCode } } }
    rulings(first: 3) { totalCount edges { node { publishedAt text } } } } } } }`
  type Page = { cards: { edges: { node: { oracleId: string; rulings: { totalCount: number; edges: { node: { text: string } }[] } } }[] } }
  /** The answer, and whether it read printing pages and ruling pages from the store. */
  async function withPagesRead() {
    const counter = countQueries(db)
    try {
      const answer = await api.gql<Page>(page)
      expect(answer.errors).toBeUndefined()
      const read = (s: string) => counter.statements.some((t) => t.includes(s))
      return {
        data: answer.data,
        printings: read('FROM printings n WHERE n.oracle_id = k.id'),
        rulings: read('FROM rulings n WHERE n.oracle_id = k.id'),
      }
    } finally {
      counter.stop()
    }
  }

  it('are read once while the store is unchanged, and again, with what changed, once a transaction wrote to it', async () => {
    const first = await withPagesRead()
    expect(first).toMatchObject({ printings: true, rulings: true })
    const again = await withPagesRead()
    expect(again).toMatchObject({ printings: false, rulings: false })
    expect(again.data).toEqual(first.data)

    // the first card (one without rulings in its first page is fine: the total counts them all)
    const card = first.data.cards.edges[0]!.node
    await db.pool.query(
      `INSERT INTO rulings (oracle_id, position, published_at, text) VALUES ($1, 0 - 1, '2026-12-02', 'A ruling written since.')`,
      [card.oracleId],
    )
    const after = await withPagesRead()
    expect(after).toMatchObject({ printings: true, rulings: true })
    const rulings = after.data.cards.edges[0]!.node.rulings
    expect(rulings.totalCount).toBe(card.rulings.totalCount + 1)
    expect(rulings.edges[0]!.node.text).toBe('A ruling written since.')
  })
})

describe('a search page of GraphQL asked for again', () => {
  const page = `{ cards(query: "kw:flying t:creature", first: 10) { edges { node { name
    printings(first: 2) { totalCount } rulings(first: 2) { totalCount } keywords { edges { node { name definition } } } } } } }`
  type Page = { cards: { edges: { node: { name: string; keywords: { edges: { node: { name: string; definition: string } }[] } } }[] } }

  it("runs its search and reads the stored objects' versions, nothing else: the generation is the search's, the keywords are kept too, and a keyword changed since is answered", async () => {
    const counter = countQueries(db)
    const statements = async () => {
      counter.reset()
      const answer = await api.gql<Page>(page)
      expect(answer.errors).toBeUndefined()
      return { data: answer.data, sql: [...counter.statements] }
    }
    try {
      const first = await statements()
      expect(first.sql.some((s) => s.includes('k.rule_number AS "ruleNumber"'))).toBe(true)
      const again = await statements()
      expect(again.data).toEqual(first.data)
      // the search's statements (its page's rows carry the store's generation) and the stored
      // objects' versions: no generation of its own, no pages, no keywords
      expect(again.sql.filter((s) => s.includes('FROM card_objects'))).toHaveLength(1)
      expect(again.sql.filter((s) => s.includes('FROM store_generation g)'))).toHaveLength(1)
      const read = (what: string) => again.sql.filter((s) => s.includes(what))
      expect(read('FROM store_generation) AS generation')).toEqual([])
      expect(read('WHERE n.oracle_id = k.id')).toEqual([])
      expect(read('k.rule_number AS "ruleNumber"')).toEqual([])

      await db.pool.query(`UPDATE keywords SET definition = 'Changed since.' WHERE name = 'Flying'`)
      const after = await statements()
      expect(after.sql.some((s) => s.includes('k.rule_number AS "ruleNumber"'))).toBe(true)
      const flying = after.data.cards.edges[0]!.node.keywords.edges.find((e) => e.node.name === 'Flying')
      expect(flying?.node.definition).toBe('Changed since.')
    } finally {
      counter.stop()
    }
  })
})
