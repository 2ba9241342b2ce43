// REST card endpoints on the shared fixture: Scryfall's shapes and real answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GROW, startApi, type Api } from './support.js'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(async () => {
  await api?.close()
})

const names = (body: { data: { name: string }[] }) => body.data.map((c) => c.name)

describe('GET /cards/search', () => {
  it('kw:kicker t:sorcery includes Grow from the Ashes, as a Scryfall list of card objects', async () => {
    const r = await api.get('/cards/search?q=kw%3Akicker%20t%3Asorcery')
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ object: 'list', has_more: false })
    expect(r.body).not.toHaveProperty('next_page') // left out on the last page, as Scryfall does
    expect(r.body.total_cards).toBe(r.body.data.length)
    expect(names(r.body)).toContain(GROW.name)
    for (const card of r.body.data) {
      expect(card.object).toBe('card')
      expect(card.keywords).toContain('Kicker')
      expect(card.type_line).toContain('Sorcery')
    }
    const grow = r.body.data.find((c: { name: string }) => c.name === GROW.name)
    expect(grow).toMatchObject({
      oracle_id: GROW.oracleId,
      mana_cost: '{2}{G}',
      cmc: 3,
      type_line: 'Sorcery',
      colors: ['G'],
      color_identity: ['G'],
      layout: 'normal',
      rarity: 'common',
    })
    expect(grow.oracle_text).toMatch(/search your library for a basic land card/i)
    expect(grow.legalities).toMatchObject({ modern: 'legal' })
    expect(grow.prices).toHaveProperty('usd')
  })

  it('id<=g mv<=3 o:"search your library" returns only green or colorless cards with mana value ≤ 3', async () => {
    const r = await api.get(`/cards/search?q=${encodeURIComponent('id<=g mv<=3 o:"search your library"')}`)
    expect(r.status).toBe(200)
    expect(r.body.total_cards).toBeGreaterThan(3)
    expect(names(r.body)).toContain(GROW.name)
    for (const card of r.body.data) {
      expect(card.color_identity.every((c: string) => c === 'G')).toBe(true)
      expect(card.cmc).toBeLessThanOrEqual(3)
      expect(JSON.stringify([card.oracle_text, card.card_faces]).toLowerCase()).toContain('search your library')
    }
  })

  it('pages with a caller-chosen page size: has_more and next_page lead to the rest', async () => {
    const first = await api.get('/cards/search?q=t%3Acreature&page_size=10&order=name')
    expect(first.status).toBe(200)
    expect(first.body.data).toHaveLength(10)
    expect(first.body.has_more).toBe(true)
    const next = new URL(first.body.next_page)
    expect(next.searchParams.get('page')).toBe('2')
    expect(next.searchParams.get('page_size')).toBe('10')
    const second = await api.get(`${next.pathname}${next.search}`)
    expect(second.body.total_cards).toBe(first.body.total_cards)
    expect(names(second.body)[0]! >= names(first.body).at(-1)!).toBe(true)
    expect(names(second.body)).not.toContain(names(first.body)[0])
  })

  it('selects fields, and answers ids only', async () => {
    const fields = await api.get('/cards/search?q=kw%3Akicker%20t%3Asorcery&fields=name,mana_cost')
    expect(fields.status).toBe(200)
    for (const card of fields.body.data) expect(Object.keys(card).sort()).toEqual(['mana_cost', 'name'])
    const ids = await api.get('/cards/search?q=kw%3Akicker%20t%3Asorcery&ids_only=true')
    expect(ids.body.total_cards).toBe(fields.body.total_cards)
    expect(ids.body.data.every((id: unknown) => typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id as string))).toBe(true)
    const full = await api.get('/cards/search?q=kw%3Akicker%20t%3Asorcery')
    expect(ids.body.data).toEqual(full.body.data.map((c: { id: string }) => c.id))
  })

  it('unique=prints lists every printing', async () => {
    const cards = await api.get(`/cards/search?q=${encodeURIComponent('!"Verazol, the Split Current"')}`)
    const prints = await api.get(`/cards/search?q=${encodeURIComponent('!"Verazol, the Split Current"')}&unique=prints`)
    expect(cards.body.total_cards).toBe(1)
    expect(prints.body.data.map((c: { collector_number: string }) => c.collector_number).sort()).toEqual(['239', '370'])
  })

  it('a query matching nothing is a 404 list error, as on Scryfall', async () => {
    const r = await api.get('/cards/search?q=t%3Asorcery%20t%3Acreature%20t%3Aplaneswalker%20kw%3Akicker%20mv%3E20')
    expect(r.status).toBe(404)
    expect(r.body).toMatchObject({ object: 'error', status: 404, code: 'not_found' })
  })
})

describe('GET /cards/named', () => {
  it('finds a card by fuzzy name despite typos and case', async () => {
    const r = await api.get('/cards/named?fuzzy=grow%20from%20teh%20ashes')
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ object: 'card', name: GROW.name, oracle_id: GROW.oracleId })
  })

  it('finds a card by exact name in any case, and in a given set', async () => {
    const r = await api.get('/cards/named?exact=GROW%20FROM%20THE%20ASHES&set=dom&fields=name,set,collector_number')
    expect(r.body).toEqual({ name: GROW.name, set: 'dom', collector_number: '164' })
    expect((await api.get('/cards/named?exact=grow%20from%20teh%20ashes')).status).toBe(404)
  })

  it('an ambiguous fuzzy name is a distinct error listing the candidates', async () => {
    const r = await api.get('/cards/named?fuzzy=kor')
    expect(r.status).toBe(404)
    expect(r.body).toMatchObject({ object: 'error', code: 'not_found', type: 'ambiguous' })
    expect(r.body.candidates.length).toBeGreaterThan(1)
  })
})

describe('GET /cards/autocomplete', () => {
  it('gives up to 20 names for a prefix, prefix matches first', async () => {
    const r = await api.get('/cards/autocomplete?q=grow')
    expect(r.status).toBe(200)
    expect(r.body.object).toBe('catalog')
    expect(r.body.data).toContain(GROW.name)
    expect(r.body.data.length).toBeLessThanOrEqual(20)
    expect(r.body.total_values).toBe(r.body.data.length)
    expect(r.body.data[0].toLowerCase().startsWith('grow')).toBe(true)
    expect((await api.get('/cards/autocomplete?q=g')).body.data).toEqual([])
  })
})

describe('cards by id and set + number', () => {
  it('GET /cards/:id by Scryfall id and by Oracle id', async () => {
    const byPrinting = await api.get(`/cards/${GROW.printingId}`)
    expect(byPrinting.body).toMatchObject({ id: GROW.printingId, set: 'dom', collector_number: '164', set_name: 'Dominaria' })
    const byOracle = await api.get(`/cards/${GROW.oracleId}`)
    expect(byOracle.body.oracle_id).toBe(GROW.oracleId)
  })

  it('GET /cards/:set/:number', async () => {
    const r = await api.get('/cards/DOM/164')
    expect(r.body).toMatchObject({ name: GROW.name, id: GROW.printingId })
    expect((await api.get('/cards/dom/99999')).status).toBe(404)
  })

  it('GET /cards/:id/rulings: the 6 rulings of Grow from the Ashes', async () => {
    const r = await api.get(`/cards/${GROW.printingId}/rulings`)
    expect(r.status).toBe(200)
    expect(r.body.object).toBe('list')
    expect(r.body.data).toHaveLength(6)
    expect(r.body.data[0]).toMatchObject({ object: 'ruling', oracle_id: GROW.oracleId })
    expect(
      r.body.data.every(
        (x: { comment: string; published_at: string }) => x.comment.length > 10 && /^\d{4}-\d\d-\d\d$/.test(x.published_at),
      ),
    ).toBe(true)
  })

  it("GET /cards/:id/keywords defines the card's keywords (Kicker → 702.33)", async () => {
    const r = await api.get(`/cards/${GROW.oracleId}/keywords`)
    expect(r.body.data).toHaveLength(1)
    expect(r.body.data[0]).toMatchObject({ name: 'Kicker', rule_number: '702.33', kind: 'ability' })
    expect(r.body.data[0].definition).toContain('Kicker is a static ability')
  })

  it('GET /cards/:id/printings lists the printings of Verazol', async () => {
    const r = await api.get('/cards/d85e5398-fa97-4bcd-8b93-008f3f435e22/printings?fields=set,collector_number')
    expect(r.body.data.map((p: { collector_number: string }) => p.collector_number).sort()).toEqual(['239', '370'])
  })

  it('a multi-faced card carries card_faces', async () => {
    const r = await api.get(`/cards/named?exact=${encodeURIComponent("Agadeem's Awakening")}`)
    expect(r.body.layout).toBe('modal_dfc')
    expect(r.body.card_faces.map((f: { name: string }) => f.name)).toEqual(["Agadeem's Awakening", 'Agadeem, the Undercrypt'])
    expect(r.body.card_faces[0]).toMatchObject({ object: 'card_face', mana_cost: '{X}{B}{B}{B}' })
  })
})

describe('POST /cards/collection', () => {
  it('finds up to 75 identifiers of every kind and lists the ones not found', async () => {
    const r = await api.post('/cards/collection', {
      identifiers: [
        { id: GROW.printingId },
        { oracle_id: 'd85e5398-fa97-4bcd-8b93-008f3f435e22' },
        { name: 'grow from the ashes' },
        { name: 'Verazol, the Split Current', set: 'ZNR' },
        { set: 'dom', collector_number: '164' },
        { name: 'Not A Card' },
      ],
    })
    expect(r.status).toBe(200)
    expect(r.body.object).toBe('list')
    expect(names(r.body)).toEqual([GROW.name, 'Verazol, the Split Current', GROW.name, 'Verazol, the Split Current', GROW.name])
    expect(r.body.not_found).toEqual([{ name: 'Not A Card' }])
  })

  it('takes exactly 75 identifiers', async () => {
    const identifiers = Array.from({ length: 75 }, (_, i) =>
      i % 2 ? { name: GROW.name } : { set: 'dom', collector_number: String(i + 1) },
    )
    const r = await api.post('/cards/collection?fields=name', { identifiers })
    expect(r.status).toBe(200)
    expect(r.body.data.length + r.body.not_found.length).toBe(75)
  })
})
