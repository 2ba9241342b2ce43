// Sets as Scryfall's clients read them (issue 12, item 4): every set in one list, and a set by
// code, by id (UUID) and by TCGplayer group id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { derivedSetId } from '../../src/store/set-id.js'
import { startApi, type Api } from './support.js'

let api: Api
beforeAll(async () => {
  api = await startApi({ publicUrl: 'https://arcanum.example' })
})
afterAll(async () => {
  await api?.close()
})

describe('/sets', () => {
  it('lists every set in one list, newest first, as Scryfall does', async () => {
    const r = await api.get('/sets')
    const { rows } = await api.db.pool.query('SELECT count(*)::int AS n FROM sets')
    expect(r.body).toMatchObject({ object: 'list', has_more: false })
    expect(r.body.data).toHaveLength(rows[0].n) // 14 sets and their 13 token sets
    const dates = r.body.data.map((s: { released_at?: string }) => s.released_at ?? '')
    expect(dates).toEqual([...dates].sort().reverse())
    // page and page_size still page it
    const page = await api.get('/sets?page_size=5&page=2')
    expect(page.body.data).toEqual(r.body.data.slice(5, 10))
  })

  it("gives each set Scryfall's fields, with a stable id", async () => {
    const r = await api.get('/sets/DOM')
    expect(r.body).toEqual({
      object: 'set',
      id: derivedSetId('DOM'),
      code: 'dom',
      mtgo_code: 'dar',
      tcgplayer_id: 2199,
      name: 'Dominaria',
      uri: `https://arcanum.example/sets/${derivedSetId('DOM')}`,
      scryfall_uri: 'https://arcanum.example/explore/search?q=e%3Adom',
      search_uri: 'https://arcanum.example/cards/search?include_extras=true&include_variations=true&order=set&q=e%3Adom&unique=prints',
      released_at: '2018-04-27',
      set_type: 'expansion',
      card_count: 280,
      printed_size: 269,
      digital: false,
      nonfoil_only: false,
      foil_only: false,
      icon_svg_uri: 'https://svgs.scryfall.io/sets/dom.svg',
      printed_count: 280,
    })
    const tokens = await api.get('/sets/tdom')
    expect(tokens.body).toMatchObject({ set_type: 'token', parent_set_code: 'dom', name: 'Dominaria Tokens' })
  })

  it('finds a set by its id and by its TCGplayer id; unknown ones are 404s', async () => {
    const id = derivedSetId('DOM')
    expect((await api.get(`/sets/${id}`)).body.code).toBe('dom')
    expect((await api.get(`/sets/${id.toUpperCase()}`)).body.code).toBe('dom')
    expect((await api.get('/sets/tcgplayer/2199')).body.code).toBe('dom')
    const missing = await api.get('/sets/00000000-0000-4000-8000-000000000000')
    expect(missing.status).toBe(404)
    expect(missing.body.details).toMatch(/No set with id/)
    expect((await api.get('/sets/tcgplayer/1')).status).toBe(404)
    expect((await api.get('/sets/tcgplayer/abc')).status).toBe(400)
  })
})
