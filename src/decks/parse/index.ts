// Reading a decklist: check its limits, tell its format from its content (or take the caller's
// word for it), and read its lines. Pure: text in, a DeckList out, or a 400 naming the line.
import { checkedLines, DECK_LIMITS, deckError, tooManyEntries } from '../limits.js'
import type { DeckList, InputFormat } from '../types.js'
import { csvLayout, parseCsv } from './csv.js'
import { looksLikeDek, parseDek } from './dek.js'
import { parseTextLines } from './text.js'

export { readEntry } from './text.js'

/** The list's format by content: .dek XML, CSV with a header or quantity-first rows, else line-based text. */
export function detectFormat(lines: string[]): 'dek' | 'csv' | 'text' {
  const first = lines.find((l) => l.trim() !== '')?.trim() ?? ''
  if (looksLikeDek(first)) return 'dek'
  return csvLayout(lines) ? 'csv' : 'text'
}

export interface ParseOptions {
  /** Read the list as this format instead of detecting it. */
  inputFormat?: InputFormat
}

export function parseDeckText(text: string, options: ParseOptions = {}): DeckList {
  const lines = checkedLines(text)
  const body = lines.join('\n')
  const wanted = options.inputFormat
  const kind = wanted === 'dek' || wanted === 'csv' ? wanted : wanted ? 'text' : detectFormat(lines)
  let list: DeckList
  if (kind === 'dek') list = parseDek(body, lines)
  else if (kind === 'csv') {
    const layout = csvLayout(lines)
    if (!layout) {
      throw deckError(
        'invalid_csv',
        1,
        'Line 1 is not a CSV header naming a quantity and a name column (e.g. "Quantity,Name,Set,Collector Number"), and the rows do not start with a quantity.',
      )
    }
    list = parseCsv(body, lines, layout)
  } else {
    list = parseTextLines(lines)
    if (wanted === 'arena' || wanted === 'mtgo') list.inputFormat = wanted
  }
  if (list.lines.length > DECK_LIMITS.entries) throw tooManyEntries(list.lines.length, list.lines[DECK_LIMITS.entries]!.line)
  if (list.lines.length === 0) {
    throw deckError('empty_deck', null, 'The list has no card lines. Write one card per line, e.g. "4 Lightning Bolt".')
  }
  return list
}
