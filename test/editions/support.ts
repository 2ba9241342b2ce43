// Hand-written editions for the edition tests: a few rules in the official file's layout, parsed by
// the real parser (so they can be imported as files too).
import { ComprehensiveRulesParser } from '../../src/import/cr/parse-cr.js'
import type { Edition } from '../../src/editions/index.js'

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/**
 * The text of a CR file effective on `date` (YYYY-MM-DD) with these body lines ("1. Game Concepts",
 * "100. General", "100.1. Text", "100.1a Text", "Example: …") and glossary entries.
 */
export function crText(date: string, body: readonly string[], glossary: readonly [string, string][] = []): string {
  const [y, m, d] = date.split('-').map(Number)
  const sections = body.filter((l) => /^\d\. /.test(l))
  return [
    'Magic: The Gathering Comprehensive Rules',
    '',
    `These rules are effective as of ${MONTHS[m! - 1]} ${d}, ${y}.`,
    '',
    'Introduction',
    '',
    'A hand-written edition for tests.',
    '',
    'Contents',
    '',
    ...sections,
    'Glossary',
    'Credits',
    '',
    ...body.flatMap((l) => [l, '']),
    'Glossary',
    '',
    ...glossary.flatMap(([term, text]) => [term, text, '']),
    'Credits',
    '',
    'Nobody.',
    '',
  ].join('\n')
}

export function parseEdition(text: string, source = 'hand-written.txt'): Edition {
  const parser = new ComprehensiveRulesParser(source)
  for (const line of text.split('\n')) parser.line(line)
  const doc = parser.finish()
  return { effectiveDate: doc.effectiveDate, rules: doc.rules, glossary: doc.glossary }
}

export const edition = (date: string, body: readonly string[], glossary: readonly [string, string][] = []) =>
  parseEdition(crText(date, body, glossary))
