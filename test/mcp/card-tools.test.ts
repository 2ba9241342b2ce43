// search_cards answers with the printings' stored card objects (rendered at import, as REST's
// search sends them): the same card objects as rendering each hydrated card, without a hydrating
// statement; a server without images renders each card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchCards } from '../../src/mcp/card-tools.js'
import { searchCardPage } from '../../src/queries/index.js'
import { SearchTotals } from '../../src/search/index.js'
import { renderCards } from '../../src/scryfall/render-cards.js'
import { parseFields } from '../../src/api/rest/fields.js'
import type { Database } from '../../src/store/database.js'
import { countQueries } from '../api/support.js'
import { sharedFixture } from '../support/database.js'

const links = { apiBase: 'https://a.example', imageBase: 'https://img-a.example' }
let db: Database
beforeAll(async () => {
  db = await sharedFixture()
})

/** The card objects of a search page rendered from hydrated cards (the path before stored objects). */
async function rendered(q: string, fields: string | undefined, page: { limit: number; offset: number }, at = links) {
  const found = await searchCardPage(db, q, page)
  return JSON.parse(JSON.stringify(await renderCards(db, found.cards, at, parseFields(fields))))
}

describe('search_cards', () => {
  const counter = () => countQueries(db)
  let queries: ReturnType<typeof counter>
  beforeAll(() => {
    queries = counter()
  })
  afterAll(() => queries?.stop())

  it('sends the stored card objects: what rendering each hydrated card gives, for every layout, with fields and pages', async () => {
    const cases: [{ q: string; fields?: string; page_size?: number; page?: number }, { limit: number; offset: number }][] = [
      [
        { q: 'include:extras unique:prints -t:basic', page_size: 175 },
        { limit: 175, offset: 0 },
      ],
      [
        { q: 'is:dfc include:extras', page_size: 50 },
        { limit: 50, offset: 0 },
      ],
      [
        { q: 'kw:kicker t:sorcery', fields: 'name,oracle_id,all_parts,card_faces,image_uris' },
        { limit: 20, offset: 0 },
      ],
      [
        { q: 't:creature', page_size: 10, page: 3 },
        { limit: 10, offset: 20 },
      ],
    ]
    for (const [args, page] of cases) {
      const r = await searchCards.run(args as never, { db, links })
      expect((r.data as unknown[]).length, args.q).toBeGreaterThan(0)
      expect(r.data, args.q).toEqual(await rendered(args.q, args.fields, page))
    }
    const layouts = new Set(
      (
        (await searchCards.run({ q: 'include:extras unique:prints -t:basic', page_size: 175 } as never, { db, links })).data as {
          layout: string
        }[]
      ).map((c) => c.layout),
    )
    expect(layouts.size).toBeGreaterThan(3)
  })

  it('reads card_objects and runs no hydrating statement; without images it renders each card', async () => {
    queries.reset()
    await searchCards.run({ q: 't:creature c:g' } as never, { db, links })
    expect(queries.statements.some((s) => s.includes('card_objects'))).toBe(true)
    // the hydrating statements select the card columns (c_oracle_id …)
    expect(queries.statements.filter((s) => s.includes('c_oracle_id'))).toEqual([])
    const bare = { apiBase: 'https://a.example', imageBase: '' }
    queries.reset()
    const r = await searchCards.run({ q: 't:creature c:g' } as never, { db, links: bare })
    expect(queries.statements.some((s) => s.includes('card_objects'))).toBe(false)
    expect(r.data).toEqual(await rendered('t:creature c:g', undefined, { limit: 20, offset: 0 }, bare))
  })

  it("takes a next page's total from the first page of the same search (kept totals, as REST's), and counts without them", async () => {
    const pageWithoutCount = () => queries.statements.some((sql) => sql.includes('NULL::int AS total'))
    const totals = new SearchTotals()
    queries.reset()
    const first = await searchCards.run({ q: 't:creature', page_size: 10 } as never, { db, links, totals })
    expect(pageWithoutCount()).toBe(false)
    queries.reset()
    const second = await searchCards.run({ q: 't:creature', page_size: 10, page: 2 } as never, { db, links, totals })
    expect(pageWithoutCount()).toBe(true)
    expect(second.total_cards).toBe(first.total_cards)
    expect(second.data).not.toEqual(first.data)
    queries.reset()
    const counted = await searchCards.run({ q: 't:creature', page_size: 10, page: 2 } as never, { db, links })
    expect(pageWithoutCount()).toBe(false)
    expect(counted).toEqual(second)
  })
})
