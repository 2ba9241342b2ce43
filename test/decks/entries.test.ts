// Issue 24, defect 7: the 10,000-entry cap counts entries, not lines, in every format: a .dek line
// holding 85 <Cards/> elements (45,900 entries in 1 MB) is a 400 naming the line past the cap, and a
// list at the cap still reads, its entries on their own lines.
import { describe, expect, it } from 'vitest'
import { DECK_LIMITS } from '../../src/decks/limits.js'
import { parseDeckText } from '../../src/decks/parse/index.js'

const dek = (perLine: number, lines: number) =>
  `<?xml version="1.0"?>\n<Deck>\n${Array.from({ length: lines }, () => '<Cards Name="Opt"/>'.repeat(perLine)).join('\n')}\n</Deck>\n`

const refused = (text: string) => {
  try {
    parseDeckText(text)
  } catch (e) {
    return e as { status: number; code: string; details: string; extra: Record<string, unknown> }
  }
  throw new Error('the list was read')
}

describe('the entry cap (defect 7)', () => {
  it('a .dek of 85 <Cards/> per line (45,900 entries, about 1 MB) is a 400 too_many_entries naming the line past the cap', () => {
    const text = dek(85, 540)
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(DECK_LIMITS.bytes)
    const e = refused(text)
    expect(e.status).toBe(400)
    expect(e.code).toBe('too_many_entries')
    expect(e.details).toMatch(/45,900 entries; a deck may have at most 10,000, and line 120 is past that/)
  })

  it('a .dek of exactly 10,000 entries reads, each entry on its own line number', () => {
    const list = parseDeckText(dek(100, 100))
    expect(list.lines).toHaveLength(10_000)
    expect(list.lines[0]!.line).toBe(3)
    expect(list.lines[9999]!.line).toBe(102)
    expect(list.lines.every((l) => l.name === 'Opt')).toBe(true)
  })
})
