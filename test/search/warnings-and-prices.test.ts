// Ignored terms as REST and GraphQL clients see them (Scryfall's `warnings`, and its 400 when every
// term was dropped), and the price keywords after a price source is imported: a small MTGJSON
// AllPrices file for twelve printings of the shared fixture (support/prices.ts), read by the importer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchCards } from '../../src/search/index.js'
import { startApi, type Api } from '../api/support.js'
import { fixtureDatabase, testBackend } from '../support/database.js'
import { importPriceFixture, type Priced } from './support/prices.js'

let api: Api
const q = (query: string, extra = '') => `/cards/search?q=${encodeURIComponent(query)}${extra}`

let priced: Priced[] = []

describe(`ignored terms and prices through the APIs on ${testBackend}`, () => {
  beforeAll(async () => {
    api = await startApi({}, await fixtureDatabase()) // its own copy: the prices are written into it
    priced = await importPriceFixture(api.db)
    expect(priced.length).toBeGreaterThanOrEqual(12)
  }, 300_000)
  afterAll(async () => {
    await api?.close()
  })

  it('REST: a dropped term is a warning on the list; every term dropped is a 400 with the warnings', async () => {
    const plain = await api.get(q('t:elf'))
    const r = await api.get(q('t:elf mm:123'))
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ object: 'list', total_cards: plain.body.total_cards })
    expect(r.body.warnings).toEqual(['Invalid expression “mm:123” was ignored. Unknown keyword “mm”.'])
    expect(plain.body.warnings).toBeUndefined()
    const none = await api.get(q('mm:123 is:slick'))
    expect(none.status).toBe(400)
    expect(none.body).toMatchObject({
      object: 'error',
      status: 400,
      code: 'bad_request',
      details: 'All of your terms were ignored.',
      warnings: [
        'Invalid expression “mm:123” was ignored. Unknown keyword “mm”.',
        'Invalid expression “is:slick” was ignored. Checking if cards are “slick” is not supported.',
      ],
    })
  })

  it('REST: oracle_id:… is an unknown keyword, not a search of card names for "oracle_id"', async () => {
    const r = await api.get(q('oracle_id:645ab3c7-ee1d-4dd0-811f-2dc7f7c7e792'))
    expect(r.status).toBe(400)
    expect(r.body.warnings[0]).toMatch(
      /^Invalid expression “oracle_id:645ab3c7-ee1d-4dd0-811f-2dc7f7c7e792” was ignored\. Unknown keyword “oracle_id”\./,
    )
    const right = await api.get(q('oracleid:645ab3c7-ee1d-4dd0-811f-2dc7f7c7e792'))
    expect(right.body.data.map((c: { name: string }) => c.name)).toEqual(['Grow from the Ashes'])
  })

  it('REST: syntax errors stay a 400 pointing at the mistake', async () => {
    const r = await api.get(q('t:elf (c:g or mm:1'))
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ type: 'syntax', position: { start: 6, end: 7 }, fragment: '(' })
  })

  it('GraphQL: the connection carries the warnings; every term dropped is an error with them', async () => {
    const ok = await api.gql('{ cards(query: "t:elf mm:123", first: 1) { totalCount warnings } }')
    expect(ok.errors).toBeUndefined()
    expect(ok.data.cards.warnings).toEqual(['Invalid expression “mm:123” was ignored. Unknown keyword “mm”.'])
    const bad = await api.gql('{ cards(query: "mm:123", first: 1) { totalCount } }')
    expect(bad.errors?.[0]?.message).toBe('All of your terms were ignored.')
    expect(bad.errors?.[0]?.extensions?.warnings).toEqual(['Invalid expression “mm:123” was ignored. Unknown keyword “mm”.'])
  })

  it('usd, eur and tix compare the imported prices of each printing', async () => {
    const ids = async (query: string) =>
      new Set((await searchCards(api.db, `${query} unique:prints`, { limit: 1000 })).rows.map((r) => r.printingId))
    const expected = (pick: (p: Priced) => boolean) => new Set(priced.filter(pick).map((p) => p.id))
    expect(await ids('usd<3')).toEqual(expected((p) => p.usd < 3))
    expect(await ids('usd>=5.25')).toEqual(expected((p) => p.usd >= 5.25))
    expect(priced.length).toBeLessThan(31) // every price distinct
    expect(await ids('eur>6')).toEqual(expected((p) => p.eur > 6))
    expect(await ids('tix<=0.05')).toEqual(expected((p) => p.tix <= 0.05))
    expect((await ids('usd>=0')).size).toBe(priced.length) // a printing without a price never compares
  })

  it('cheapest:usd keeps each card’s cheapest printing; order:usd and prefer:usd-high use the prices', async () => {
    const cards = [...new Set(priced.map((p) => p.oracleId))]
    const cheapest = (await searchCards(api.db, 'cheapest:usd unique:prints', { limit: 100 })).rows.map((r) => r.printingId).sort()
    const mins = cards.map((id) => priced.filter((p) => p.oracleId === id).sort((a, b) => a.usd - b.usd)[0]!.id).sort()
    expect(cheapest).toEqual(mins)
    const ordered = (await searchCards(api.db, 'usd>=0 unique:prints order:usd', { limit: 100 })).rows.map((r) => r.printingId)
    expect(ordered).toEqual(
      [...priced]
        .sort((a, b) => a.usd - b.usd || (a.id < b.id ? -1 : 1))
        .map((p) => p.id)
        .slice(0, ordered.length),
    )
    const dearest = await searchCards(api.db, 'usd>=0 prefer:usd-high', { limit: 100 })
    for (const row of dearest.rows) {
      const mine = priced.filter((p) => p.oracleId === row.oracleId).sort((a, b) => b.usd - a.usd)
      expect(row.printingId).toBe(mine[0]!.id)
    }
    expect(dearest.rows.length).toBe(cards.length)
  })
})
