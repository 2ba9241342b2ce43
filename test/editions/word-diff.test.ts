// The word diff spells both texts exactly, whatever they are; citations are found as the CR
// writes them and nothing else.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { citationRenumberings, citedNumbers, maskCitations, wordDiff } from '../../src/editions/index.js'

const spell = (parts: ReturnType<typeof wordDiff>, side: 'old' | 'new') =>
  parts.map((p) => (p.op === (side === 'old' ? 'insert' : 'delete') ? '' : p.text)).join('')

describe('wordDiff', () => {
  it('spells the old text from its equal and deleted parts, the new one from its equal and inserted parts', () => {
    const words = fc.constantFrom('the', 'a', 'player', 'creature', 'rule', '601.2f', ',', '.', '“', '”', ' ', '  ', '\n', 'é', '—')
    const text = fc.array(words, { maxLength: 40 }).map((ws) => ws.join(' '))
    fc.assert(
      fc.property(text, text, (a, b) => {
        const parts = wordDiff(a, b)
        expect(spell(parts, 'old')).toBe(a)
        expect(spell(parts, 'new')).toBe(b)
        // no two neighbouring parts of the same kind, no empty part
        for (let k = 0; k < parts.length; k++) {
          expect(parts[k]!.text).not.toBe('')
          if (k) expect(parts[k]!.op === parts[k - 1]!.op).toBe(false)
        }
        if (a === b) expect(parts.every((p) => p.op === 'equal')).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('reads a rewritten phrase as one deletion and one insertion', () => {
    expect(wordDiff('the value of X chosen or defined for the other object', 'the value of X used by the other object')).toEqual([
      { op: 'equal', text: 'the value of X ' },
      { op: 'delete', text: 'chosen or defined for' },
      { op: 'insert', text: 'used by' },
      { op: 'equal', text: ' the other object' },
    ])
  })
})

describe('citations', () => {
  it('are chapter and rule numbers, not years, card counts or section numbers', () => {
    expect(citedNumbers('See rule 726, “Restarting the Game,” and rules 601.2b and 601.2f–h (and 119.1d).')).toEqual([
      '726',
      '601.2b',
      '601.2f',
      '119.1d',
    ])
    expect(citedNumbers('A deck of at least 60 cards in 2026; 1000 life; see section 7.')).toEqual([])
    expect(maskCitations('See rule 726.')).toBe('See rule §.')
  })

  it('renumbered only when each differing number is the old one’s new number', () => {
    const renumber = (n: string) => ({ '726': '727', '601.2f': '601.2f' })[n]
    expect(citationRenumberings('See rule 726 and 601.2f.', 'See rule 727 and 601.2f.', renumber)).toEqual([{ from: '726', to: '727' }])
    expect(citationRenumberings('See rule 726.', 'See rule 728.', renumber)).toBeNull()
    expect(citationRenumberings('See rule 601.2f.', 'See rule 601.2g.', renumber)).toBeNull()
  })
})
