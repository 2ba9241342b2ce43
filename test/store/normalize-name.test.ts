import { describe, expect, it } from 'vitest'
import { normalizeName } from '../../src/store/normalize-name.js'

describe('normalizeName', () => {
  it('lower-cases and collapses whitespace', () => {
    expect(normalizeName('  Grow   from the\tAshes ')).toBe('grow from the ashes')
  })
  it('removes accents and splits ligatures', () => {
    expect(normalizeName('Lim-Dûl the Necromancer')).toBe('limdul the necromancer')
    expect(normalizeName('Æther Vial')).toBe('aether vial')
    expect(normalizeName('Séance')).toBe('seance')
  })
  it('removes punctuation and symbols, keeping digits', () => {
    expect(normalizeName("Urza's Rage")).toBe('urzas rage')
    expect(normalizeName('Urza’s Rage')).toBe('urzas rage')
    expect(normalizeName("Emeria's Call // Emeria, Shattered Skyclave")).toBe('emerias call emeria shattered skyclave')
    expect(normalizeName('Ach! Hans, Run!')).toBe('ach hans run')
    expect(normalizeName('Borrowing 100,000 Arrows')).toBe('borrowing 100000 arrows')
  })
  it('gives the same key for what a user types and the stored name', () => {
    expect(normalizeName('GROW FROM THE ASHES!')).toBe(normalizeName('Grow from the Ashes'))
    expect(normalizeName('verazol, the split current')).toBe(normalizeName('Verazol, the Split Current'))
  })
})
