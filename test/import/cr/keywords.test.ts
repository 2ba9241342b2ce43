// Keywords read from the Comprehensive Rules: CR 701 (keyword actions), 702 (keyword abilities),
// 207.2c (ability words), and the variants the CR defines inside a keyword's rule.
import { beforeAll, describe, expect, it } from 'vitest'
import { deriveKeywords, keywordSlug, type DerivedKeyword } from '../../../src/import/cr/keywords.js'
import { CR_FILE } from '../../support/data.js'
import { parseRulesFile } from '../helpers.js'

let keywords: DerivedKeyword[]
const kw = (name: string) => keywords.find((k) => k.name === name)
const children = (parent: string) => keywords.filter((k) => k.parentSlug === keywordSlug(parent)).map((k) => k.name)

beforeAll(async () => {
  const cr = await parseRulesFile(CR_FILE)
  // names as cards carry them (MTGJSON "keywords"), which also give the CR's headings their spelling
  keywords = deriveKeywords(cr.rules, [
    { name: 'Double strike', kind: null },
    { name: 'Plainscycling', kind: null },
    { name: 'Wizardcycling', kind: null },
    { name: 'Landcycling', kind: null },
    { name: 'Islandwalk', kind: null },
    { name: 'Planeswalk', kind: null },
  ])
})

describe('keywords from the CR', () => {
  it('defines Kicker by all of 702.33a–h', () => {
    const kicker = kw('Kicker')!
    expect(kicker).toMatchObject({ kind: 'ability', ruleNumber: '702.33', parentSlug: null })
    const lines = kicker.definition.split('\n')
    expect(lines).toHaveLength(8)
    expect(lines[0]).toMatch(/^Kicker is a static ability/) // 702.33a
    expect(lines[2]).toMatch(/^Multikicker is a variant of the kicker ability/) // 702.33c
    expect(lines[7]).toMatch(/^Sticker kicker is a keyword ability/) // 702.33h
  })

  it('links Multikicker (702.33c) and Sticker kicker (702.33h) to Kicker', () => {
    expect(kw('Multikicker')).toMatchObject({ ruleNumber: '702.33c', parentSlug: 'kicker' })
    expect(kw('Multikicker')!.definition).toMatch(/^Multikicker is a variant of the kicker ability\. “Multikicker \[cost\]” means/)
    expect(kw('Sticker kicker')).toMatchObject({ ruleNumber: '702.33h', parentSlug: 'kicker' })
    expect(children('Kicker').sort()).toEqual(['Multikicker', 'Sticker kicker'])
  })

  it('links typecycling and the [type]cycling names to Cycling (702.29e)', () => {
    expect(kw('Cycling')).toMatchObject({ ruleNumber: '702.29', parentSlug: null })
    expect(kw('Typecycling')).toMatchObject({ ruleNumber: '702.29e', parentSlug: 'cycling' })
    // the CR's own examples (“mountaincycling”, “basic landcycling”) and names cards carry
    for (const name of ['Basic landcycling', 'Mountaincycling', 'Plainscycling', 'Wizardcycling', 'Landcycling']) {
      expect(kw(name), name).toMatchObject({ ruleNumber: '702.29e', parentSlug: 'cycling' })
    }
  })

  it('links the other variant families the CR defines', () => {
    expect(kw('Megamorph')).toMatchObject({ ruleNumber: '702.37b', parentSlug: 'morph' })
    expect(kw('Commander ninjutsu')).toMatchObject({ ruleNumber: '702.49d', parentSlug: 'ninjutsu' })
    expect(kw('Hexproof from')).toMatchObject({ ruleNumber: '702.11d', parentSlug: 'hexproof' })
    // the partner abilities, CR 702.124h–m
    expect(kw('Partner with')).toMatchObject({ ruleNumber: '702.124j', parentSlug: 'partner' })
    expect(kw('Friends forever')).toMatchObject({ ruleNumber: '702.124i', parentSlug: 'partner' })
    expect(kw("Doctor's companion")).toMatchObject({ ruleNumber: '702.124m', parentSlug: 'partner' })
    // landwalk (CR 702.14): "[type]walk", but Planeswalk is its own keyword action (CR 701.31)
    expect(kw('Islandwalk')).toMatchObject({ ruleNumber: '702.14', parentSlug: 'landwalk' })
    expect(kw('Planeswalk')).toMatchObject({ kind: 'action', ruleNumber: '701.31', parentSlug: null })
  })

  it('has the keyword actions with their rules', () => {
    expect(kw('Search')).toMatchObject({ kind: 'action', ruleNumber: '701.23' })
    expect(kw('Shuffle')).toMatchObject({ kind: 'action', ruleNumber: '701.24' })
    expect(kw('Cast')).toMatchObject({ kind: 'action', ruleNumber: '701.5' })
    expect(kw('Search')!.definition.split('\n')[0]).toBe(
      'To search for a card in a zone, look at all cards in that zone (even if it’s a hidden zone) and find a card that matches the given description.',
    )
    // "701.26. Tap and Untap": two actions, one rule
    expect(kw('Tap')).toMatchObject({ ruleNumber: '701.26' })
    expect(kw('Untap')).toMatchObject({ ruleNumber: '701.26' })
    expect(keywords.filter((k) => k.kind === 'action' && k.ruleNumber?.startsWith('701.') && !k.parentSlug)).toHaveLength(68)
  })

  it('spells headings as cards do when it knows how', () => {
    expect(kw('Double strike')).toMatchObject({ ruleNumber: '702.4' })
    expect(kw('Double Strike')).toBeUndefined()
    expect(kw('Cumulative Upkeep')).toMatchObject({ ruleNumber: '702.24' }) // no card spelling given: the CR's
  })

  it('reads the ability words of CR 207.2c', () => {
    const words = keywords.filter((k) => k.kind === 'ability_word')
    expect(words.map((w) => w.name)).toContain('Landfall')
    expect(words.map((w) => w.name)).toContain("Council's dilemma")
    expect(words).toHaveLength(58)
    expect(words.every((w) => w.ruleNumber === '207.2c')).toBe(true)
  })
})
