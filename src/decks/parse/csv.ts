// CSV decklists and collection exports: a header row naming a quantity column and a name column
// (Deckbox "Count,Name,Edition,Card Number", Archidekt "Quantity,Name,…", ManaBox "Name,Set code,
// …,Quantity", Moxfield "Count","Name","Edition",…), or rows of quantity, name[, set[, number]]
// without a header. Commas, semicolons and tabs separate; quotes as RFC 4180 has them.
import { parse } from 'csv-parse/sync'
import { DECK_LIMITS, deckError, previewLine } from '../limits.js'
import { canonicalName } from '../names.js'
import type { DeckLine, DeckList, Section, SkippedLine } from '../types.js'
import { sectionFromTag } from './sections.js'

type Column = 'quantity' | 'name' | 'set' | 'number' | 'foil' | 'section' | 'sideboard' | 'commander'

const HEADERS: Record<string, Column> = {
  quantity: 'quantity',
  qty: 'quantity',
  count: 'quantity',
  amount: 'quantity',
  copies: 'quantity',
  cardcount: 'quantity',
  name: 'name',
  card: 'name',
  cardname: 'name',
  set: 'set',
  setcode: 'set',
  edition: 'set',
  editioncode: 'set',
  expansion: 'set',
  setname: 'set',
  collectornumber: 'number',
  cardnumber: 'number',
  number: 'number',
  cn: 'number',
  foil: 'foil',
  finish: 'foil',
  section: 'section',
  board: 'section',
  category: 'section',
  categories: 'section',
  zone: 'section',
  sideboard: 'sideboard',
  commander: 'commander',
}

const header = (cell: string) => HEADERS[cell.toLowerCase().replace(/[^a-z]/g, '')]
const DELIMITERS = [',', ';', '\t'] as const
const COMMENT = /^\s*(#|\/\/)/
const HEADERLESS_ROW = /^\s*"?\d+"?\s*[,;\t]/

interface Layout {
  delimiter: string
  columns: (Column | undefined)[] | null
}

function rows(text: string, delimiter: string) {
  return parse(text, {
    delimiter,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    comment: '#',
    bom: true,
    trim: true,
  }) as unknown as {
    record: string[]
    info: { lines: number }
  }[]
}

/** The CSV layout of a list, or null when it is not CSV. */
export function csvLayout(lines: string[]): Layout | null {
  const content = lines.filter((l) => l.trim() !== '' && !COMMENT.test(l))
  const first = content[0]
  if (!first) return null
  for (const delimiter of DELIMITERS) {
    if (!first.includes(delimiter)) continue
    let cells: string[]
    try {
      cells = rows(first, delimiter)[0]?.record ?? []
    } catch {
      continue
    }
    const columns = cells.map(header)
    if (columns.includes('quantity') && columns.includes('name')) return { delimiter, columns }
  }
  for (const delimiter of DELIMITERS) {
    if (content.every((l) => HEADERLESS_ROW.test(l) && l.includes(delimiter))) return { delimiter, columns: null }
  }
  return null
}

const truthy = (v: string | undefined) => v !== undefined && /^(true|yes|y|1|foil|etched|x)$/i.test(v.trim())

export function parseCsv(text: string, lines: string[], layout: Layout): DeckList {
  let records: ReturnType<typeof rows>
  try {
    records = rows(text, layout.delimiter)
  } catch (e) {
    const line = Number((e as { lines?: number }).lines) || 1
    throw deckError('invalid_csv', line, `Line ${line} is not valid CSV: ${(e as Error).message.replace(/ at line \d+.*$/, '')}.`)
  }
  const skipped: SkippedLine[] = []
  lines.forEach((l, i) => {
    if (COMMENT.test(l)) skipped.push({ line: i + 1, text: l.trim(), kind: 'comment' })
  })
  const columns = layout.columns ?? ['quantity', 'name', 'set', 'number']
  if (layout.columns) {
    const head = records.shift()!
    skipped.push({ line: head.info.lines, text: previewLine(lines[head.info.lines - 1]?.trim() ?? ''), kind: 'header' })
  }
  const at = (record: string[], column: Column) => {
    const i = columns.indexOf(column)
    return i < 0 ? undefined : record[i]
  }
  const entries: DeckLine[] = []
  for (const { record, info } of records) {
    const line = info.lines
    const source = previewLine(lines[line - 1]?.trim() ?? record.join(layout.delimiter))
    const rawQuantity = at(record, 'quantity') ?? ''
    const quantity = Number(rawQuantity)
    if (!/^\d+$/.test(rawQuantity) || quantity < 1 || quantity > DECK_LIMITS.quantity) {
      throw deckError(
        'invalid_line',
        line,
        `Line ${line} ("${source}"): the quantity "${previewLine(rawQuantity)}" is not a number of copies from 1 to ${DECK_LIMITS.quantity.toLocaleString('en-US')}.`,
        { text: source },
      )
    }
    const name = canonicalName(at(record, 'name') ?? '')
    if (!name || name.length > 200) {
      throw deckError('invalid_line', line, `Line ${line} ("${source}") has no card name in its name column.`, { text: source })
    }
    const set = at(record, 'set')
    const number = at(record, 'number')
    const finish = at(record, 'foil')
    let section: Section = 'main'
    const sectionValue = at(record, 'section')
    if (sectionValue) section = sectionFromTag(sectionValue) ?? 'main'
    if (truthy(at(record, 'sideboard'))) section = 'sideboard'
    if (truthy(at(record, 'commander'))) section = 'commander'
    entries.push({
      line,
      text: source,
      section,
      quantity,
      name,
      block: 0,
      ...(set ? { set } : {}),
      ...(number ? { collectorNumber: number } : {}),
      ...(finish && /etch/i.test(finish) ? { etched: true } : truthy(finish) ? { foil: true } : {}),
    })
  }
  return { inputFormat: 'csv', lines: entries, skipped: skipped.sort((a, b) => a.line - b.line), notes: [] }
}
