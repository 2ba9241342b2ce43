// Rule texts read straight from the Comprehensive Rules file, so the browser tests check the
// definitions the page shows against the source, not against another part of this service.
import { readFileSync } from 'node:fs'
import { CR_FILE } from '../../support/data.js'

let lines: string[] | undefined

/** The text of a numbered rule or subrule as the CR file writes it: ruleText('702.33a') → "Kicker is a static ability …". */
export function ruleText(number: string): string {
  lines ??= readFileSync(CR_FILE, 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
  const prefix = /[a-z]$/.test(number) ? `${number} ` : `${number}. `
  // the table of contents lists sections too; the rule itself is the last line with this number
  const line = lines.filter((l) => l.startsWith(prefix)).at(-1)
  if (!line) throw new Error(`rule ${number} is not in ${CR_FILE}`)
  return line.slice(prefix.length).trim()
}

/** Whitespace-insensitive form for comparing text taken from the page. */
export const squash = (s: string) => s.replace(/\s+/g, ' ').trim()

/** A glossary entry's text as the CR file writes it (its lines after the term, up to the blank line). */
export function glossaryText(term: string): string {
  lines ??= readFileSync(CR_FILE, 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
  const start = lines.lastIndexOf('Glossary')
  const at = lines.indexOf(term, start)
  if (start < 0 || at < 0) throw new Error(`"${term}" is not in the glossary of ${CR_FILE}`)
  const out: string[] = []
  for (let i = at + 1; i < lines.length && lines[i]!.trim(); i++) out.push(lines[i]!)
  return out.join('\n')
}
