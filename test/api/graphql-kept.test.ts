// Values kept between GraphQL requests (src/store/kept.ts), each under the store version the
// request read once (src/queries/store-reads.ts): a card's view (src/queries/card-views.ts), its
// page of printings or rulings and the keywords are read again once the store's generation moved.
// A page asked for again reads none of them; a write to the store is seen on the very next request.
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

/** The answer to `query`, and the card view statements it ran (they select the card columns, c_oracle_id …). */
async function withViewsRead(query: string) {
  const counter = countQueries(db)
  try {
    const answer = await api.gql<{ cards: { edges: { node: { oracleId: string; name: string; printing: { id: string } } }[] } }>(query)
    expect(answer.errors).toBeUndefined()
    return { data: answer.data, views: counter.statements.filter((s) => s.includes('c_oracle_id')).length }
  } finally {
    counter.stop()
  }
}

describe('GraphQL card views kept between requests', () => {
  const page = '{ cards(query: "t:creature", first: 20) { edges { node { oracleId name typeLine printing { id setCode } } } } }'

  it('a page asked for again reads no card; a card written since is read again, and its new name answered', async () => {
    const first = await withViewsRead(page)
    expect(first.data.cards.edges).toHaveLength(20)
    expect(first.views).toBe(1)

    const again = await withViewsRead(page)
    expect(again.views).toBe(0)
    expect(again.data).toEqual(first.data)

    // the card by its printing id: kept with the page
    const changed = first.data.cards.edges[3]!.node
    const byId = `{ card(id: "${changed.printing.id}") { oracleId name typeLine printing { id setCode } } }`
    const one = async () => {
      const counter = countQueries(db)
      try {
        const r = await api.gql<{ card: typeof changed }>(byId)
        expect(r.errors).toBeUndefined()
        return { card: r.data.card, views: counter.statements.filter((s) => s.includes('c_oracle_id')).length }
      } finally {
        counter.stop()
      }
    }
    expect(await one()).toEqual({ card: changed, views: 0 })
    await db.pool.query(`UPDATE cards SET name = 'Renamed Card' WHERE oracle_id = $1`, [changed.oracleId])
    expect(await one()).toEqual({ card: { ...changed, name: 'Renamed Card' }, views: 1 })
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

  it("runs its search, nothing else: the generation is the search's, the keywords are kept too, and a keyword changed since is answered", async () => {
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
      // the search's statements (its page's rows carry the store's generation): no generation of
      // its own, no card views, no pages, no keywords
      expect(again.sql.filter((s) => s.includes('c_oracle_id'))).toEqual([])
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
