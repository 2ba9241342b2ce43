import { describe, expect, it } from 'vitest'
import { extractReferences, letterRange } from '../../../src/import/cr/references.js'

describe('extractReferences', () => {
  it('expands letter ranges, skipping l and o as the CR does (CR 702.33a)', () => {
    expect(extractReferences('follows the rules for paying additional costs in rules 601.2b and 601.2f–h.')).toEqual([
      '601.2b',
      '601.2f',
      '601.2g',
      '601.2h',
    ])
    expect(letterRange('j', 'p')).toEqual(['j', 'k', 'm', 'n', 'p'])
    expect(extractReferences('rule 510.1c-d')).toEqual(['510.1c', '510.1d'])
  })
  it('expands numeric ranges', () => {
    expect(extractReferences('See rules 119.7–8.')).toEqual(['119.7', '119.8'])
    expect(extractReferences('rules 903.6–903.11')).toEqual(['903.6', '903.7', '903.8', '903.9', '903.10', '903.11'])
  })
  it('finds chapter and section references in order', () => {
    expect(extractReferences('See rule 607, “Linked Abilities.”')).toEqual(['607'])
    expect(extractReferences('See rule 113, “Abilities,” and section 6, “Spells, Abilities, and Effects.”')).toEqual(['113', '6'])
    expect(extractReferences('as described in rules 614 and 615')).toEqual(['614', '615'])
  })
  it('does not take other numbers for rules', () => {
    expect(extractReferences('Each player starts with 20 life and 7 cards; 2026.27 is not a rule.')).toEqual([])
    expect(extractReferences('a 100-card deck')).toEqual([])
  })
})
