// Scryfall's bulk files since 2026-07-20 are gzipped JSON Lines (https://scryfall.com/docs/api/bulk-data):
// one card or ruling object a line. Lines are cut from the text stream one at a time and parsed
// alone, so memory stays bounded by the longest line (never the file: a default-cards file holds
// ~116,700 records); a line longer than any card object is refused before it is parsed.
import { ImportError } from '../errors.js'
import type { ScryfallReader } from './read.js'

/** Far above the longest real card object (~20 KB): a line longer than this is not card data. */
export const MAX_JSONL_LINE_CHARS = 4 << 20

/** Each non-blank line of the text, with its 1-based line number; `\r\n` endings are accepted. */
export async function* jsonLines(
  location: string,
  chunks: AsyncIterable<string>,
  limit = MAX_JSONL_LINE_CHARS,
): AsyncGenerator<[number, string]> {
  let rest = ''
  let line = 0
  const tooLong = () =>
    new ImportError(
      location,
      `a line longer than ${limit.toLocaleString('en-US')} characters: not a Scryfall card or ruling object; nothing was imported`,
      {
        line: line + 1,
      },
    )
  for await (const chunk of chunks) {
    const text = rest + chunk
    let start = 0
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', start)) {
      line++
      if (at - start > limit) throw tooLong()
      const part = text.slice(start, at)
      if (part.trim()) yield [line, part]
      start = at + 1
    }
    if (text.length - start > limit) throw tooLong()
    rest = text.slice(start)
  }
  if (rest.trim()) yield [line + 1, rest]
}

/** Feed every line's object to the reader (as the items of a JSON array would be). */
export async function readJsonLines(
  location: string,
  chunks: AsyncIterable<string>,
  reader: ScryfallReader,
  afterEach: () => Promise<void>,
): Promise<void> {
  let index = 0
  for await (const [line, text] of jsonLines(location, chunks)) {
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch (e) {
      throw new ImportError(location, `invalid JSON on this line: ${(e as Error).message}; nothing was imported`, { line })
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new ImportError(location, 'expected a Scryfall card or ruling object on each line of the JSON Lines file', { line })
    try {
      reader.item(index++, value as Record<string, unknown>)
    } catch (e) {
      throw e instanceof ImportError ? e.at({ line }) : e
    }
    await afterEach()
  }
  if (index === 0) throw new ImportError(location, 'a JSON Lines file without one card or ruling object')
}
