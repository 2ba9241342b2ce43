// Reading decklists (pure): every line form, the format told from the content, and the limits a
// list must keep, each broken one a 400 naming the line.
import { describe, expect, it } from 'vitest'
import { ClientError } from '../../src/errors.js'
import { DECK_LIMITS, decodeDeckBytes } from '../../src/decks/limits.js'
import { canonicalName } from '../../src/decks/names.js'
import { parseDeckText, readEntry } from '../../src/decks/parse/index.js'

const lines = (text: string) =>
  parseDeckText(text).lines.map((l) => [l.line, l.section, l.quantity, l.name, l.set ?? null, l.collectorNumber ?? null])

function rejects(run: () => unknown): ClientError {
  try {
    run()
  } catch (e) {
    expect(e).toBeInstanceOf(ClientError)
    expect((e as ClientError).status).toBe(400)
    return e as ClientError
  }
  throw new Error('expected a 400')
}

describe('card lines', () => {
  it.each([
    ['4 Lightning Bolt', 4, 'Lightning Bolt'],
    ['4x Lightning Bolt', 4, 'Lightning Bolt'],
    ['4X Lightning Bolt', 4, 'Lightning Bolt'],
    ['4 x Lightning Bolt', 4, 'Lightning Bolt'],
    ['Lightning Bolt x4', 4, 'Lightning Bolt'],
    ['Lightning Bolt', 1, 'Lightning Bolt'],
    ['1 Xenagos, the Reveler', 1, 'Xenagos, the Reveler'],
    ['2 Fire/Ice', 2, 'Fire // Ice'],
    ['2 Fire // Ice', 2, 'Fire // Ice'],
    ['2 Fire / Ice', 2, 'Fire // Ice'],
    ['1 B.F.M. (Big Furry Monster)', 1, 'B.F.M. (Big Furry Monster)'],
  ])('%s → %i %s', (text, quantity, name) => {
    const e = readEntry(text)
    expect(e).toMatchObject({ quantity, name })
  })

  it('reads Arena\'s "(SET) number", and Moxfield\'s finish markers and tags', () => {
    expect(readEntry('4 Lightning Bolt (A25) 141')).toMatchObject({
      quantity: 4,
      name: 'Lightning Bolt',
      set: 'A25',
      collectorNumber: '141',
    })
    expect(readEntry('1 Sol Ring (CMM) 464 *F*')).toMatchObject({ name: 'Sol Ring', set: 'CMM', collectorNumber: '464', foil: true })
    expect(readEntry('1 Sol Ring (CMM) 464 *E*')).toMatchObject({ etched: true })
    expect(readEntry('1x Arcane Signet (cmm) 1 [Ramp]')).toMatchObject({ name: 'Arcane Signet', set: 'cmm', collectorNumber: '1' })
    expect(readEntry("1 Atraxa, Praetors' Voice *CMDR*")).toMatchObject({ section: 'commander' })
    expect(readEntry('1x Tatyova, Benthic Druid [Commander{top}]')).toMatchObject({ section: 'commander' })
    expect(readEntry('4 Lightning Bolt (A25)')).toMatchObject({ set: 'A25' })
  })

  it('names a quantity it cannot use', () => {
    expect(readEntry('0 Lightning Bolt')).toMatch(/quantity 0/)
    expect(readEntry(`${DECK_LIMITS.quantity + 1} Island`)).toMatch(/from 1 to 10,000/)
  })

  it('makes split names canonical', () => {
    expect(canonicalName('Who/What/When/Where/Why')).toBe('Who // What // When // Where // Why')
    expect(canonicalName('  Boom //Bust ')).toBe('Boom // Bust')
  })
})

describe('formats told by content', () => {
  it('MTG Arena: About / Name, Deck, Sideboard, Commander, Companion headers', () => {
    const list = parseDeckText(
      'About\nName Lurrus Burn\n\nCompanion\n1 Lurrus of the Dream-Den (IKO) 226\n\nDeck\n4 Lightning Bolt (A25) 141\n\nSideboard\n1 Lurrus of the Dream-Den (IKO) 226\n',
    )
    expect(list.inputFormat).toBe('arena')
    expect(list.name).toBe('Lurrus Burn')
    expect(lines('Commander\n1 Etali, Primal Storm (DOM) 122\n\nDeck\n1 Lightning Bolt (A25) 141')).toEqual([
      [2, 'commander', 1, 'Etali, Primal Storm', 'DOM', '122'],
      [5, 'main', 1, 'Lightning Bolt', 'A25', '141'],
    ])
    expect(list.lines.map((l) => l.section)).toEqual(['companion', 'main', 'sideboard'])
    expect(list.skipped.map((s) => s.kind)).toEqual(['header', 'metadata', 'header', 'header', 'header'])
  })

  it('MTGO .txt: the block after the blank line is the sideboard, and the reader says so', () => {
    const list = parseDeckText('4 Lightning Bolt\n56 Mountain\n\n2 Fire/Ice\n')
    expect(list.inputFormat).toBe('mtgo')
    expect(list.lines.map((l) => l.section)).toEqual(['main', 'main', 'sideboard'])
    expect(list.notes).toEqual([expect.objectContaining({ line: 4, code: 'sideboard_after_blank_line' })])
  })

  it('a last block of more than 15 cards is not a sideboard', () => {
    const list = parseDeckText('1 Etali, Primal Storm\n\n60 Mountain\n39 Island')
    expect(list.lines.every((l) => l.section === 'main')).toBe(true)
    expect(list.lines.map((l) => l.block)).toEqual([0, 1, 1])
  })

  it('MTGO .dek XML, with split names and the sideboard flag', () => {
    const list = parseDeckText(
      '<?xml version="1.0" encoding="utf-8"?>\n<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema">\n  <NetDeckID>0</NetDeckID>\n  <Cards CatID="1" Quantity="4" Sideboard="false" Name="Fire/Ice" Annotation="0" />\n  <Cards CatID="2" Quantity="2" Sideboard="true" Name="Pyroclasm" Annotation="0" />\n</Deck>\n',
    )
    expect(list.inputFormat).toBe('dek')
    expect(list.lines.map((l) => [l.line, l.section, l.quantity, l.name])).toEqual([
      [4, 'main', 4, 'Fire // Ice'],
      [5, 'sideboard', 2, 'Pyroclasm'],
    ])
  })

  it('CSV with a header naming quantity and name, in any column order, with quotes', () => {
    const list = parseDeckText(
      'Name,Set code,Collector number,Foil,Quantity\n"Kaheera, the Orphanguard",IKO,12,foil,1\nOpt,XLN,65,normal,4\n',
    )
    expect(list.inputFormat).toBe('csv')
    expect(list.lines.map((l) => [l.line, l.quantity, l.name, l.set, l.collectorNumber, l.foil ?? false])).toEqual([
      [2, 1, 'Kaheera, the Orphanguard', 'IKO', '12', true],
      [3, 4, 'Opt', 'XLN', '65', false],
    ])
  })

  it('CSV rows without a header, and a board column', () => {
    expect(lines('4,Lightning Bolt,A25,141\n2,"Fire // Ice"')).toEqual([
      [1, 'main', 4, 'Lightning Bolt', 'A25', '141'],
      [2, 'main', 2, 'Fire // Ice', null, null],
    ])
    expect(lines('Quantity;Name;Board\n1;Etali, Primal Storm;Commander\n2;Opt;sideboard')).toEqual([
      [2, 'commander', 1, 'Etali, Primal Storm', null, null],
      [3, 'sideboard', 2, 'Opt', null, null],
    ])
  })

  it('plain text lines whose names hold commas are not CSV', () => {
    const list = parseDeckText('1 Kaheera, the Orphanguard\n3 Lightning Bolt')
    expect(list.inputFormat).toBe('text')
    expect(list.lines.map((l) => l.name)).toEqual(['Kaheera, the Orphanguard', 'Lightning Bolt'])
  })

  it('comments, type groups, "SB:" and "Sideboard:" headers; nothing dropped', () => {
    const list = parseDeckText(
      '# my deck\n// Creatures\nCreatures (4)\n4 Goblin Guide\n16 Lands\n20 Mountain\n\nSIDEBOARD:\n2 Pyroclasm\nSB: 1 Blood Moon',
    )
    expect(list.lines.map((l) => [l.line, l.section, l.name])).toEqual([
      [4, 'main', 'Goblin Guide'],
      [6, 'main', 'Mountain'],
      [9, 'sideboard', 'Pyroclasm'],
      [10, 'sideboard', 'Blood Moon'],
    ])
    expect(list.skipped.map((s) => [s.line, s.kind])).toEqual([
      [1, 'comment'],
      [2, 'header'],
      [3, 'header'],
      [5, 'header'],
      [8, 'header'],
    ])
  })

  it("takes the caller's word for the format", () => {
    // read as text, "4,Lightning Bolt" is a one-copy card named "4,Lightning Bolt", not a CSV row
    expect(parseDeckText('4,Lightning Bolt', { inputFormat: 'text' }).lines[0]).toMatchObject({ quantity: 1, name: '4,Lightning Bolt' })
  })
})

describe('malformed input is a 400 naming the line', () => {
  it('binary: a NUL byte, other control characters, bytes that are not UTF-8', () => {
    const nul = rejects(() => parseDeckText('4 Lightning Bolt\n2 Op\u0000t'))
    expect(nul.code).toBe('binary_input')
    expect(nul.extra).toMatchObject({ line: 2, column: 5 })
    expect(rejects(() => parseDeckText('\u0007')).extra).toMatchObject({ line: 1 })
    const png = Uint8Array.from([0x34, 0x20, 0x4f, 0x70, 0x74, 0x0a, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const bad = rejects(() => decodeDeckBytes(png))
    expect(bad.code).toBe('binary_input')
    expect(bad.extra).toMatchObject({ line: 2 })
    expect(bad.details).toMatch(/Line 2/)
  })

  it('a 10 MB paste', () => {
    const line = '1 Lightning Bolt (A25) 141 // a long comment to make the paste weigh more\n'
    const paste = line.repeat(Math.ceil((10 * 1024 * 1024) / line.length))
    const e = rejects(() => parseDeckText(paste))
    expect(e.code).toBe('deck_too_large')
    // the first line that ends past the limit
    const first = Math.floor(DECK_LIMITS.bytes / line.length) + 1
    expect(e.extra).toMatchObject({ line: first, limit: DECK_LIMITS.bytes })
    expect(e.details).toContain(`line ${first.toLocaleString('en-US')} is past that`)
  })

  it('100,000 lines', () => {
    const e = rejects(() => parseDeckText('1 Island\n'.repeat(100_000)))
    expect(e.code).toBe('too_many_lines')
    expect(e.extra).toMatchObject({ line: DECK_LIMITS.lines + 1, lines: 100_000 })
  })

  it('a line of 100 KB', () => {
    const e = rejects(() => parseDeckText(`4 Lightning Bolt\n1 ${'x'.repeat(100 * 1024)}\n`))
    expect(e.code).toBe('line_too_long')
    expect(e.extra).toMatchObject({ line: 2, length: 100 * 1024 + 2 })
  })

  it('a quantity out of range, malformed XML, a CSV quote left open, an empty list', () => {
    expect(rejects(() => parseDeckText('4 Opt\n0 Lightning Bolt')).extra).toMatchObject({ line: 2, text: '0 Lightning Bolt' })
    const xml = rejects(() => parseDeckText('<?xml version="1.0"?>\n<Deck>\n<Cards Quantity="4" Name="Opt">\n</Deck>'))
    expect(xml.code).toBe('invalid_xml')
    expect(xml.extra.line).toBe(4)
    expect(rejects(() => parseDeckText('<Deck>\n<Cards Quantity="four" Name="Opt" />\n</Deck>')).extra).toMatchObject({ line: 2 })
    expect(rejects(() => parseDeckText('<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY a "aaaa">]>\n<Deck/>')).extra).toMatchObject({
      line: 2,
    })
    expect(rejects(() => parseDeckText('Quantity,Name\n4,"Opt\n')).code).toBe('invalid_csv')
    expect(rejects(() => parseDeckText('# nothing here\n\n')).code).toBe('empty_deck')
  })
})
