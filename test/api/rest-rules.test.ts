// REST rules, glossary, keywords and sets on the shared fixture.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type Api } from './support.js'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(async () => {
  await api?.close()
})

describe('GET /rules/:number', () => {
  it('/rules/702.33 lists its subrules 702.33a–702.33h with their text', async () => {
    const r = await api.get('/rules/702.33')
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ object: 'rule', number: '702.33', kind: 'rule', text: 'Kicker', effective_date: '2026-02-27' })
    expect(r.body.subrules.map((s: { number: string }) => s.number)).toEqual('abcdefgh'.split('').map((l) => `702.33${l}`))
    expect(r.body.subrules[7].text).toContain('Sticker kicker')
    expect(r.body.parent).toMatchObject({ number: '702', kind: 'chapter' })
  })

  it('/rules/702.33d has parent, previous, next and its cited rules, resolved', async () => {
    const r = await api.get('/rules/702.33D')
    expect(r.body.number).toBe('702.33d')
    expect(r.body.previous.number).toBe('702.33c')
    expect(r.body.next.number).toBe('702.33e')
    const cited = r.body.references.find((x: { number: string }) => x.number === '601.2b')
    expect(cited.rule).toMatchObject({ number: '601.2b', uri: '/rules/601.2b' })
  })

  it('refuses a non-number, and 404s an unknown number or a date before any edition', async () => {
    expect((await api.get('/rules/kicker')).status).toBe(400)
    expect((await api.get('/rules/702.999')).status).toBe(404)
    const old = await api.get('/rules/702.33?effective=1999-01-01')
    expect(old.status).toBe(404)
    expect(old.body.details).toContain('1999-01-01')
    expect((await api.get('/rules/702.33?effective=2026-12-31')).body.effective_date).toBe('2026-02-27')
  })
})

describe('GET /rules/search', () => {
  it('ranks rules, glossary and rulings with highlighted snippets', async () => {
    const r = await api.get('/rules/search?q=kicked%20spell&page_size=10')
    expect(r.status).toBe(200)
    expect(r.body.object).toBe('list')
    expect(r.body.total).toBeGreaterThan(10)
    expect(r.body.has_more).toBe(true)
    expect(r.body.data[0].snippet).toMatch(/<mark>/)
    const kinds = new Set(r.body.data.map((h: { object: string }) => h.object))
    expect([...kinds].every((k) => ['rule', 'glossary_term', 'ruling'].includes(k as string))).toBe(true)
  })

  it('restricts to the kinds asked for', async () => {
    const r = await api.get('/rules/search?q=enters%20as%20a%20copy%20kicked&kinds=ruling')
    expect(r.body.data.length).toBeGreaterThan(0)
    expect(r.body.data.every((h: { object: string; card_count: number }) => h.object === 'ruling' && h.card_count >= 1)).toBe(true)
    const rules = await api.get('/rules/search?q=kicker&kinds=rule,glossary&page_size=100')
    expect(rules.body.data.every((h: { object: string }) => h.object === 'rule' || h.object === 'glossary_term')).toBe(true)
    expect(rules.body.data.map((h: { title: string }) => h.title)).toEqual(expect.arrayContaining(['702.33a', 'Kicker, Kicked']))
  })
})

describe('GET /glossary/:term', () => {
  it('finds a term exactly or fuzzily and says which', async () => {
    const exact = await api.get('/glossary/kicker')
    expect(exact.body).toMatchObject({ object: 'glossary_term', term: 'Kicker, Kicked', match: 'exact' })
    const fuzzy = await api.get('/glossary/multikiker')
    expect(fuzzy.body).toMatchObject({ term: 'Multikicker', match: 'fuzzy' })
    expect((await api.get('/glossary/qqqqzzzzxxxx')).status).toBe(404)
  })
})

describe('GET /keywords', () => {
  it('/keywords/multikicker has parent Kicker and rule 702.33c', async () => {
    const r = await api.get('/keywords/multikicker')
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ object: 'keyword', name: 'Multikicker', rule_number: '702.33c', kind: 'ability' })
    expect(r.body.parent).toMatchObject({ name: 'Kicker', rule_number: '702.33' })
    expect(r.body.rule).toMatchObject({ number: '702.33c' })
    expect(r.body.rule.text).toContain('Multikicker is a variant of the kicker ability')
    expect(r.body.example_cards.total_cards).toBeGreaterThan(0)
  })

  it('/keywords/Sticker kicker, and Kicker with its variants and example cards', async () => {
    expect((await api.get('/keywords/Sticker%20kicker')).body.rule_number).toBe('702.33h')
    const kicker = await api.get('/keywords/kicker')
    expect(kicker.body.variants.map((v: { name: string }) => v.name)).toEqual(expect.arrayContaining(['Multikicker', 'Sticker kicker']))
    expect(kicker.body.example_cards.data.length).toBe(10)
    expect(kicker.body.example_cards.total_cards).toBeGreaterThan(50)
  })

  it('lists keywords by kind, paged', async () => {
    const r = await api.get('/keywords?kind=action&page_size=5')
    expect(r.body.data).toHaveLength(5)
    expect(r.body.data.every((k: { kind: string }) => k.kind === 'action')).toBe(true)
    expect(r.body.has_more).toBe(true)
    expect((await api.get('/keywords/not-a-keyword')).status).toBe(404)
  })
})

describe('GET /sets', () => {
  it('lists sets and finds one by code in any case', async () => {
    const list = await api.get('/sets')
    expect(list.body.data.map((s: { code: string }) => s.code)).toEqual(expect.arrayContaining(['dom', 'znr', 'unh']))
    const dom = await api.get('/sets/DOM')
    expect(dom.body).toMatchObject({ object: 'set', code: 'dom', name: 'Dominaria', set_type: 'expansion' })
    expect(dom.body.printed_count).toBeGreaterThan(250)
    expect((await api.get('/sets/zzzz')).status).toBe(404)
  })
})
