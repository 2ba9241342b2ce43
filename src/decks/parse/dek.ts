// MTGO's .dek file: XML, one <Cards Quantity="4" Sideboard="false" Name="Lightning Bolt" …/> per
// card. MTGO keeps a Commander deck's commander in the sideboard; a Commander="true" attribute,
// which some tools write, designates it directly. Malformed XML is a 400 naming the line.
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { DECK_LIMITS, deckError, lineAt, previewLine, tooManyEntries } from '../limits.js'
import { canonicalName } from '../names.js'
import type { DeckLine, DeckList, Section } from '../types.js'

export const looksLikeDek = (firstLine: string) => /^<\?xml\b|^<Deck\b/i.test(firstLine)

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  captureMetaData: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'Cards',
})
const META = XMLParser.getMetaDataSymbol() as unknown as string

const truthy = (v: unknown) => typeof v === 'string' && /^(true|1|yes)$/i.test(v.trim())

export function parseDek(text: string, lines: string[]): DeckList {
  // no document type declarations: entity definitions are how XML is made to explode
  const doctype = /<!(DOCTYPE|ENTITY)/i.exec(text)
  if (doctype) {
    const line = lineAt(text, doctype.index)
    throw deckError('invalid_xml', line, `Line ${line}: a .dek file has no <!${doctype[1]}> declarations; remove it.`)
  }
  const valid = XMLValidator.validate(text)
  if (valid !== true) {
    const { line, col, msg } = valid.err
    throw deckError('invalid_xml', line, `Line ${line}, column ${col} of the .dek file is not well-formed XML: ${msg}`, { column: col })
  }
  const doc = parser.parse(text) as { Deck?: { Cards?: Record<string, unknown>[] } }
  if (!doc.Deck || typeof doc.Deck !== 'object') {
    throw deckError('invalid_xml', 1, 'A .dek file is a <Deck> element holding <Cards> elements; this XML has no <Deck>.')
  }
  const cards = doc.Deck.Cards ?? []
  // entries are counted, not lines: one line may hold many <Cards> elements
  if (cards.length > DECK_LIMITS.entries) {
    const start = (cards[DECK_LIMITS.entries]![META] as { startIndex?: number } | undefined)?.startIndex ?? 0
    throw tooManyEntries(cards.length, lineAt(text, start))
  }
  const entries: DeckLine[] = []
  // elements come in document order: each one's line is counted on from the previous one's
  let line = 1
  let at = 0
  for (const card of cards) {
    const start = (card[META] as { startIndex?: number } | undefined)?.startIndex ?? 0
    for (let i = text.indexOf('\n', at); i !== -1 && i < start; i = text.indexOf('\n', i + 1)) {
      line++
      at = i + 1
    }
    const source = previewLine(lines[line - 1]?.trim() ?? '')
    const name = typeof card.Name === 'string' ? canonicalName(card.Name) : ''
    if (!name) throw deckError('invalid_line', line, `Line ${line}: a <Cards> element needs a Name attribute.`, { text: source })
    const quantity = Number(card.Quantity ?? 1)
    if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > DECK_LIMITS.quantity) {
      throw deckError(
        'invalid_line',
        line,
        `Line ${line}: Quantity="${String(card.Quantity)}" is not a number of copies from 1 to ${DECK_LIMITS.quantity.toLocaleString('en-US')}.`,
        { text: source },
      )
    }
    const section: Section = truthy(card.Commander) ? 'commander' : truthy(card.Sideboard) ? 'sideboard' : 'main'
    entries.push({ line, text: source, section, quantity, name, block: 0 })
  }
  return { inputFormat: 'dek', lines: entries, skipped: [], notes: [] }
}
