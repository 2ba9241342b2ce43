// Scryfall's other card routes and response options (issue 12, items 5 and 7): random cards,
// cards by another service's id, printings by set/number/language, their rulings, and the
// parameters Scryfall's clients send (format, face, version, pretty, include_*).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type Api } from './support.js'

const KARN = '07a3d9e8-8597-498b-869c-cff79e0df516' // Karn, Scion of Urza, DOM 1
const BRIGID = 'cb7d5bbb-4f68-4e38-8bb0-a95af21b24c8' // ECL 7, transform

let api: Api
beforeAll(async () => {
  api = await startApi({ imageBaseUrl: 'https://images.example' })
})
afterAll(async () => {
  await api?.close()
})

describe('more ways to a card', () => {
  it('finds a card by each vendor id, and its rulings', async () => {
    for (const url of [
      '/cards/multiverse/442889',
      '/cards/mtgo/67467',
      '/cards/arena/67106',
      '/cards/tcgplayer/162259',
      '/cards/cardmarket/319811',
    ]) {
      const r = await api.get(url)
      expect({ url, status: r.status, id: r.body.id }).toEqual({ url, status: 200, id: KARN })
    }
    const rulings = await api.get('/cards/mtgo/67467/rulings')
    expect(rulings.body.data.map((r: { comment: string }) => r.comment)).toContain(
      "A token created by Karn's last ability will count itself, so it'll be at least 1/1.",
    )
    const missing = await api.get('/cards/arena/1')
    expect(missing.status).toBe(404)
    expect(missing.body.details).toBe('No card with MTG Arena id 1.')
    expect((await api.get('/cards/multiverse/abc')).status).toBe(400)
  })

  it('finds a printing by set, number and language, and its rulings by set and number', async () => {
    expect((await api.get('/cards/dom/1/en')).body.id).toBe(KARN)
    const ja = await api.get('/cards/dom/1/ja')
    expect(ja.status).toBe(404)
    expect(ja.body.details).toMatch(/language "ja"/)
    const rulings = await api.get('/cards/dom/1/rulings')
    expect(rulings.body).toMatchObject({ object: 'list', has_more: false })
    expect(rulings.body.data.length).toBeGreaterThan(0)
    expect(rulings.body.data[0].object).toBe('ruling')
  })

  it("gives a random card, among a query's matches when asked, and never caches it", async () => {
    const seen = new Set<string>()
    for (let i = 0; i < 6; i++) {
      const r = await api.get(`/cards/random?q=${encodeURIComponent('t:elf c:g')}`)
      expect(r.status).toBe(200)
      expect(r.headers['cache-control']).toBe('no-store')
      expect(r.body.type_line).toMatch(/Elf/)
      seen.add(r.body.oracle_id)
    }
    expect(seen.size).toBeGreaterThan(1) // 6 picks among dozens of green elves
    const any = await api.get('/cards/random')
    expect(any.status).toBe(200)
    expect((await api.get('/cards/random?q=t%3Anosuchtype')).status).toBe(404)
  })
})

describe("Scryfall's parameters", () => {
  it('format=image redirects to the image of the version and face asked for', async () => {
    const r = await api.app.inject({ url: `/cards/${KARN}?format=image&version=small` })
    expect(r.statusCode).toBe(302)
    expect(r.headers.location).toBe(`https://images.example/small/front/0/7/${KARN}.jpg`)
    const back = await api.app.inject({ url: `/cards/${BRIGID}?format=image&face=back` })
    expect(back.headers.location).toBe(`https://images.example/large/back/c/b/${BRIGID}.jpg`)
    const named = await api.app.inject({ url: '/cards/named?exact=Karn%2C%20Scion%20of%20Urza&format=image' })
    expect(named.statusCode).toBe(302)
    const noBack = await api.get(`/cards/${KARN}?format=image&face=back`)
    expect(noBack.status).toBe(422)
  })

  it('format=text writes the card as text; pretty=true indents the JSON', async () => {
    const text = await api.app.inject({ url: '/cards/dom/1?format=text' })
    expect(text.headers['content-type']).toMatch(/^text\/plain/)
    expect(text.body).toMatch(/^Karn, Scion of Urza \{4\}\nLegendary Planeswalker — Karn\n\[\+1\]: Reveal/)
    expect(text.body).toMatch(/\nLoyalty: 5\n$/)
    const pretty = await api.app.inject({ url: `/cards/${KARN}?pretty=true&fields=name,set` })
    expect(pretty.body).toBe('{\n  "name": "Karn, Scion of Urza",\n  "set": "dom"\n}')
  })

  it('search takes include_extras, include_multilingual, include_variations and format=csv', async () => {
    const plain = await api.get(`/cards/search?q=${encodeURIComponent('t:knight c:w')}&include_multilingual=true&include_variations=true`)
    expect(plain.status).toBe(200)
    expect(plain.body.data.every((c: { layout: string }) => c.layout !== 'token')).toBe(true)
    const extras = await api.get(`/cards/search?q=${encodeURIComponent('t:knight c:w')}&include_extras=true`)
    expect(extras.body.data.some((c: { layout: string }) => c.layout === 'token')).toBe(true)
    expect(extras.body.total_cards).toBeGreaterThan(plain.body.total_cards)
    const csv = await api.app.inject({
      url: `/cards/search?q=${encodeURIComponent('!"Karn, Scion of Urza"')}&format=csv&fields=name,set,prices`,
    })
    expect(csv.headers['content-type']).toMatch(/^text\/csv/)
    expect(csv.body).toBe('name,set,usd,usd_foil,eur,tix\n"Karn, Scion of Urza",dom,,,,\n')
  })

  it('the collection takes mtgo_id, arena_id and illustration_id identifiers', async () => {
    const r = await api.post('/cards/collection', {
      identifiers: [{ mtgo_id: 67467 }, { arena_id: 67106 }, { illustration_id: '792b699f-87ea-4608-aac5-e6d5e96feacb' }, { arena_id: 1 }],
    })
    expect(r.status).toBe(200)
    expect(r.body.data.map((c: { id: string }) => c.id)).toEqual([KARN, KARN, KARN])
    expect(r.body.not_found).toEqual([{ arena_id: 1 }])
  })
})
