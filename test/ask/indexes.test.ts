// The in-memory indexes /rules/ask searches instead of the store (src/ask/card-names.ts,
// src/ask/ruling-index.ts), on small hand-made inputs: no database.
import { describe, expect, it } from 'vitest'
import { indexCardNames, similarWords, trigramSimilarity } from '../../src/ask/card-names.js'
import { hasLexeme, indexRulingTexts, textLength, textsWith } from '../../src/ask/ruling-index.js'

const card = (name: string, normalizedName: string, keywords: string[] = []) => ({
  oracleId: `id-${normalizedName}`,
  name,
  normalizedName,
  keywords,
})

describe('card-name shorthands', () => {
  const ranked = (name: string, edhrecRank: number | null) => ({ ...card(name, name.toLowerCase().replace(/[',]/g, '')), edhrecRank })
  const index = indexCardNames([
    ranked('Swords to Plowshares', 5),
    ranked('Sword of the Plow Singer', null),
    ranked('Sleep Through Pain', 2000),
    ranked('Oblivion Ring', 50),
    ranked('Lion’s Eye Diamond', 900),
    ranked('Dark Confidant', 300),
  ])
  const names = (key: string) => index.byShorthand.get(key)?.map((h) => `${h.card.name} (${h.how})`)

  it('indexes initials of long names, the most played card first', () => {
    expect(names('stp')).toEqual(['Swords to Plowshares (initials)', 'Sleep Through Pain (initials)'])
    expect(names('led')).toEqual(['Lion’s Eye Diamond (initials)'])
    expect(names('sotps')).toEqual(['Sword of the Plow Singer (initials)'])
  })

  it('indexes the first letter and last word of two-word names ("o-ring"), and the sourced nicknames', () => {
    expect(names('oring')).toEqual(['Oblivion Ring (initial-word)'])
    expect(names('bob')).toEqual(['Dark Confidant (nickname)'])
  })

  it('rates popularity from EDHREC’s rank: the most played near 1, an unranked card 0', () => {
    const pop = (name: string) => index.cards.find((c) => c.name === name)!.popularity
    expect(pop('Swords to Plowshares')).toBeGreaterThan(pop('Oblivion Ring'))
    expect(pop('Oblivion Ring')).toBeGreaterThan(pop('Lion’s Eye Diamond'))
    expect(pop('Sword of the Plow Singer')).toBe(0)
  })
})

describe('card-name index', () => {
  const index = indexCardNames([
    card('Grow from the Ashes', 'grow from the ashes', ['Kicker']),
    card('Ashes to Ashes', 'ashes to ashes'),
    card('Snapcaster Mage', 'snapcaster mage', ['Flash']),
    card('Grow', 'grow'),
  ])

  it('lists each card once under each word of its name', () => {
    expect(index.byWord.get('ashes')!.map((c) => c.name)).toEqual(['Grow from the Ashes', 'Ashes to Ashes'])
    expect(index.byWord.get('grow')!.map((c) => c.name)).toEqual(['Grow from the Ashes', 'Grow'])
    expect(index.byWord.get('kicker')).toBeUndefined()
  })

  it("computes pg_trgm's similarity", () => {
    // "ashes": {"  a"," as","ash","she","hes","es "}; "ashez" shares 4 of them and adds "hez","ez "
    expect(trigramSimilarity('ashes', 'ashez')).toBeCloseTo(4 / 8)
    expect(trigramSimilarity('grow', 'grow')).toBe(1)
    expect(trigramSimilarity('grow', 'mage')).toBe(0)
  })

  it('finds the name words like a misspelt word, likest first, with the same similarity as computed directly', () => {
    const found = similarWords(index, 'snapcastor', 0.3)
    expect(found[0]!.word).toBe('snapcaster')
    expect(found[0]!.similarity).toBeCloseTo(trigramSimilarity('snapcastor', 'snapcaster'))
    expect(similarWords(index, 'ashez', 0.45).map((w) => w.word)).toEqual(['ashes'])
    expect(similarWords(index, 'ashez', 0.6)).toEqual([])
  })
})

describe('ruling-text index', () => {
  const index = indexRulingTexts([
    { rulingId: 10, cardCount: 3, lexemes: ['copi', 'kick', 'spell'] },
    { rulingId: 11, cardCount: 1, lexemes: ['spell', 'counter'] },
    { rulingId: 12, cardCount: 1, lexemes: ['mana', 'valu', 'kick', 'spell', 'remain'] },
  ])

  it('lists the texts of each lexeme, in order', () => {
    expect([...textsWith(index, 'spell')]).toEqual([0, 1, 2])
    expect([...textsWith(index, 'kick')]).toEqual([0, 2])
    expect([...textsWith(index, 'trampl')]).toEqual([])
  })

  it('tells whether a text has a lexeme, and its length in distinct lexemes', () => {
    const id = (l: string) => index.lexemeIds.get(l)!
    expect(hasLexeme(index, 2, id('valu'))).toBe(true)
    expect(hasLexeme(index, 2, id('copi'))).toBe(false)
    expect(hasLexeme(index, 1, id('counter'))).toBe(true)
    expect([0, 1, 2].map((t) => textLength(index, t))).toEqual([3, 2, 5])
    expect([...index.rulingId]).toEqual([10, 11, 12])
    expect([...index.cardCount]).toEqual([3, 1, 1])
  })
})
