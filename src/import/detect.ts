// Which format a source is, told by its content (its first characters), never by its name.
import { looksLikeComprehensiveRules } from './cr/parse-cr.js'

export type SourceFormat =
  | { kind: 'cr' }
  | { kind: 'mtgjson' }
  | { kind: 'scryfall' }
  | { kind: 'scryfall-jsonl' }
  | { kind: 'scryfall-bulk-pointer' }
  | { kind: 'unknown'; reason: string }

export function detectFormat(head: string): SourceFormat {
  const text = head.replace(/^\uFEFF/, '').trimStart()
  if (!text) return { kind: 'unknown', reason: 'the file is empty' }
  if (looksLikeComprehensiveRules(text)) return { kind: 'cr' }
  if (text.startsWith('[')) return { kind: 'scryfall' }
  if (text.startsWith('{')) {
    const first = /^\{\s*"((?:[^"\\]|\\.)*)"\s*:\s*("(?:[^"\\]|\\.)*"|.)?/.exec(text)
    if (!first)
      return text.length < 4096 && /^\{\s*\}\s*$/.test(text)
        ? { kind: 'unknown', reason: 'an empty JSON object' }
        : { kind: 'unknown', reason: 'a JSON object whose first key cannot be read' }
    const key = first[1]
    if (key === 'meta' || key === 'data') return { kind: 'mtgjson' }
    if (key === 'object') {
      if (first[2] === '"bulk_data"') return { kind: 'scryfall-bulk-pointer' }
      if (first[2] === '"list"') return { kind: 'scryfall' }
      // Scryfall's bulk files since 2026-07-20: JSON Lines, one card or ruling object a line
      if (first[2] === '"card"' || first[2] === '"ruling"') return { kind: 'scryfall-jsonl' }
      return { kind: 'unknown', reason: `a Scryfall ${first[2] ?? ''} object (expected a bulk file, a list, or a bulk-data object)` }
    }
    return { kind: 'unknown', reason: `a JSON object starting with key "${key}"` }
  }
  const preview = JSON.stringify(text.slice(0, 40))
  return { kind: 'unknown', reason: `it starts with ${preview}` }
}

/** Scryfall's bulk file names carry their time: "oracle-cards-20260101090212.json" → 2026-01-01. */
export function dateFromFileName(fileName: string): string | null {
  const m = /(?:^|[^0-9])((?:19|20)\d{2})(\d{2})(\d{2})(?:\d{6})?(?:[^0-9]|$)/.exec(fileName)
  if (!m) return null
  const [, y, mo, d] = m
  if (Number(mo) < 1 || Number(mo) > 12 || Number(d) < 1 || Number(d) > 31) return null
  return `${y}-${mo}-${d}`
}
