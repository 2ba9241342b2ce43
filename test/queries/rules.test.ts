// Rules, glossary and full-text search in the query layer, on the February 2026 CR.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as q from '../../src/queries/index.js'
import type { Database } from '../../src/store/database.js'
import { fixtureDatabase } from '../support/database.js'

let db: Database
beforeAll(async () => {
  db = await fixtureDatabase()
})
afterAll(async () => {
  await db?.close()
})

describe('rule numbers', () => {
  it('normalises what people type and refuses what is not a rule number', () => {
    expect(q.normalizeRuleNumber('702.33D.')).toBe('702.33d')
    expect(q.normalizeRuleNumber(' 702 ')).toBe('702')
    expect(q.normalizeRuleNumber('7')).toBe('7')
    expect(q.normalizeRuleNumber('kicker')).toBeNull()
    expect(q.normalizeRuleNumber('702.33dd')).toBeNull()
  })
})

describe('a rule with its neighbourhood', () => {
  it('CR 702.33 (Kicker) lists its subrules 702.33a–702.33h, under chapter 702', async () => {
    const rule = await q.ruleDetail(db, '702.33')
    expect(rule).toMatchObject({ number: '702.33', kind: 'rule', text: 'Kicker', effectiveDate: '2026-02-27' })
    expect(rule!.children.map((r) => r.number)).toEqual('abcdefgh'.split('').map((l) => `702.33${l}`))
    expect(rule!.parent?.number).toBe('702')
    expect(rule!.next?.number).toBe('702.33a')
    expect(rule!.previous?.number).toBe('702.32a')
  })

  it('CR 702.33d has its parent, previous and next rule, and resolves the rules it cites (601.2b)', async () => {
    const rule = await q.ruleDetail(db, '702.33d')
    expect(rule!.text).toContain('has been “kicked.”')
    expect(rule!.parent?.number).toBe('702.33')
    expect(rule!.previous?.number).toBe('702.33c')
    expect(rule!.next?.number).toBe('702.33e')
    expect(rule!.children).toEqual([])
    const cited = rule!.referencedRules.find((r) => r.number === '601.2b')
    expect(cited?.rule?.text).toContain('announces')
  })

  it('the last subrule of Kicker is followed by Flashback (CR 702.34)', async () => {
    expect((await q.ruleDetail(db, '702.33h'))!.next?.number).toBe('702.34')
  })

  it('a section lists its chapters; an unknown number is null', async () => {
    const section = await q.ruleDetail(db, '7')
    expect(section!.kind).toBe('section')
    expect(section!.children.map((r) => r.number)).toContain('702')
    expect(await q.ruleDetail(db, '702.999')).toBeNull()
  })

  it('answers from the edition in force on an effective date, and from none before the first', async () => {
    expect((await q.rulesEdition(db))?.effectiveDate).toBe('2026-02-27')
    expect((await q.rulesEdition(db, '2026-03-15'))?.effectiveDate).toBe('2026-02-27')
    expect(await q.rulesEdition(db, '2020-01-01')).toBeNull()
    expect(await q.ruleDetail(db, '702.33', { effective: '2020-01-01' })).toBeNull()
  })
})

describe('glossary', () => {
  it('finds a term exactly, in any case, also by one of its comma-separated names', async () => {
    const found = await q.glossaryLookup(db, 'KICKED')
    expect(found?.match).toBe('exact')
    expect(found?.term.term).toBe('Kicker, Kicked')
    expect(found?.term.text).toContain('702.33')
  })

  it('finds the closest term for a misspelling (pg_trgm) and says it was fuzzy', async () => {
    const found = await q.glossaryLookup(db, 'multikiker')
    expect(found?.match).toBe('fuzzy')
    expect(found?.term.term).toBe('Multikicker')
  })

  it('has no match for gibberish', async () => {
    expect(await q.glossaryLookup(db, 'qqqqzzzzxxxx')).toBeNull()
  })

  it('lists all 726 glossary terms', async () => {
    expect((await q.listGlossary(db, { offset: 0, limit: 5 })).total).toBe(726)
  })
})

describe('full-text search over rules, glossary and rulings', () => {
  it('ranks and highlights hits for a rules question', async () => {
    const found = await q.searchText(db, 'kicked spell', { offset: 0, limit: 10 })
    expect(found.total).toBeGreaterThan(10)
    expect(found.items.every((h) => /<mark>kick/i.test(h.snippet))).toBe(true)
    const ranks = found.items.map((h) => h.rank)
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a))
    // the rules that define "kicked" rank among the rulings (CR 702.33d, 702.33g)
    expect(found.items.filter((h) => h.kind === 'rule').map((h) => h.ruleNumber)).toEqual(expect.arrayContaining(['702.33d', '702.33g']))
  })

  it('searches only the kinds asked for, and finds rulings with their card', async () => {
    const found = await q.searchText(db, 'copy kicked spell', { offset: 0, limit: 5, kinds: ['ruling'] })
    expect(found.items.length).toBe(5)
    expect(found.items.every((h) => h.kind === 'ruling' && h.ruling && h.ruling.cardName.length > 0)).toBe(true)
    // a ruling printed on many cards is one hit that counts them
    const texts = found.items.map((h) => h.text)
    expect(new Set(texts).size).toBe(texts.length)
    expect(found.items.some((h) => h.ruling!.cardCount > 1)).toBe(true)
    const glossaryOnly = await q.searchText(db, 'kicked', { offset: 0, limit: 5, kinds: ['glossary'] })
    expect(glossaryOnly.items[0]).toMatchObject({ kind: 'glossary', term: 'Kicker, Kicked' })
  })

  it('pages: the second page continues the first, with the same total', async () => {
    const one = await q.searchText(db, 'library', { offset: 0, limit: 5 })
    const two = await q.searchText(db, 'library', { offset: 5, limit: 5 })
    expect(two.total).toBe(one.total)
    expect(two.items.map((h) => `${h.kind}${h.title}${h.text}`)).not.toEqual(one.items.map((h) => `${h.kind}${h.title}${h.text}`))
    const past = await q.searchText(db, 'library', { offset: one.total + 10, limit: 5 })
    expect(past).toEqual({ total: one.total, items: [] })
  })

  it('takes any text without a syntax error (stop words only: nothing found; operators are plain text)', async () => {
    expect((await q.searchText(db, 'the of and', { offset: 0, limit: 5 })).total).toBe(0)
    // tsquery's operators and an unbalanced quote are read as text: the words around them still match
    const plain = await q.searchText(db, 'library', { offset: 0, limit: 5 })
    const withOperators = await q.searchText(db, '"library ( | ! & -', { offset: 0, limit: 5 })
    expect(plain.total).toBeGreaterThan(0)
    expect(withOperators.total).toBe(plain.total)
  })
})
