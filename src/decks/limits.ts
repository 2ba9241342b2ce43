// What a decklist may be, checked before it is read: its size, its number of lines, the length of
// a line, and that it is text. A list that breaks a limit is a 400 naming the line where it does,
// so that a client can fix it; nothing is read past that point.
import { ClientError } from '../errors.js'

export const DECK_LIMITS = {
  /** The whole list, in UTF-8 bytes (a 100-card list is about 2 KB; a 5,000-row collection CSV about 300 KB). */
  bytes: 1_048_576,
  lines: 10_000,
  /** Entries (cards) in a list, whatever the format: a .dek line may hold many <Cards> elements. */
  entries: 10_000,
  /** One line, in characters (a .dek <Cards> element is about 110; a ManaBox CSV row about 250). */
  lineLength: 2_000,
  /** Copies on one line. */
  quantity: 10_000,
} as const

/** A 400 about the list, naming the line (1-based) it is about. */
export function deckError(code: string, line: number | null, details: string, extra: Record<string, unknown> = {}): ClientError {
  return new ClientError(400, code, details, { ...(line === null ? {} : { line }), ...extra })
}

const fmt = (n: number) => n.toLocaleString('en-US')
const preview = (s: string) => (s.length > 60 ? `${s.slice(0, 60)}…` : s)

// C0 controls other than tab, LF and CR; DEL; U+FFFD (what a decoder makes of bytes that are not
// UTF-8); the noncharacters U+FFFE/U+FFFF. A list holding any of these is not text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD\uFFFE\uFFFF]/

/** A 400 for a list of more entries than DECK_LIMITS.entries, naming the line of the first one past it. */
export function tooManyEntries(count: number, line: number | null): ClientError {
  return deckError(
    'too_many_entries',
    line,
    `The list has ${fmt(count)} entries; a deck may have at most ${fmt(DECK_LIMITS.entries)}${line === null ? '' : `, and line ${fmt(line)} is past that`}. Send one deck at a time.`,
    { entries: count, limit: DECK_LIMITS.entries },
  )
}

/** The 1-based line holding UTF-16 offset `offset` of `text`. */
export function lineAt(text: string, offset: number): number {
  let line = 1
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++
  return line
}

/**
 * Check a list against DECK_LIMITS and split it into lines (a leading byte-order mark removed; LF,
 * CRLF and CR line ends alike). Throws a 400 naming the first line that breaks a limit.
 */
export function checkedLines(text: string): string[] {
  if (typeof text !== 'string') throw deckError('invalid_deck', null, 'The deck must be text: the list as pasted.')
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const bytes = Buffer.byteLength(body, 'utf8')
  if (bytes > DECK_LIMITS.bytes) {
    // the line where the list passes the limit
    let used = 0
    let line = 1
    for (const l of body.split(/\r\n|\r|\n/)) {
      used += Buffer.byteLength(l, 'utf8') + 1
      if (used > DECK_LIMITS.bytes) break
      line++
    }
    throw deckError(
      'deck_too_large',
      line,
      `The list is ${fmt(bytes)} bytes; a deck may be at most ${fmt(DECK_LIMITS.bytes)} bytes, and line ${fmt(line)} is past that. Send one deck at a time.`,
      { bytes, limit: DECK_LIMITS.bytes },
    )
  }
  const lines = body.split(/\r\n|\r|\n/)
  // a trailing line end does not start another line
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop()
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!
    if (i >= DECK_LIMITS.lines) {
      throw deckError(
        'too_many_lines',
        i + 1,
        `The list has ${fmt(lines.length)} lines; a deck may have at most ${fmt(DECK_LIMITS.lines)}, and line ${fmt(i + 1)} is past that.`,
        { lines: lines.length, limit: DECK_LIMITS.lines },
      )
    }
    if (l.length > DECK_LIMITS.lineLength) {
      throw deckError(
        'line_too_long',
        i + 1,
        `Line ${fmt(i + 1)} is ${fmt(l.length)} characters long; a line may be at most ${fmt(DECK_LIMITS.lineLength)}. One card per line: "4 Lightning Bolt".`,
        { length: l.length, limit: DECK_LIMITS.lineLength },
      )
    }
    const bad = NOT_TEXT.exec(l)
    if (bad) {
      const code = bad[0].charCodeAt(0)
      const what =
        code === 0xfffd ? 'bytes that are not UTF-8' : `the control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`
      throw deckError(
        'binary_input',
        i + 1,
        `Line ${fmt(i + 1)}, column ${bad.index + 1} holds ${what}: a decklist is text (UTF-8), one card per line.`,
        { column: bad.index + 1 },
      )
    }
  }
  return lines
}

/**
 * Bytes sent as the list (a text/plain, text/csv or XML body) → text. Bytes that are not UTF-8, and
 * control characters, are a 400 naming their line, rather than being read as U+FFFD or passed on.
 */
export function decodeDeckBytes(bytes: Uint8Array): string {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    // find the first byte that breaks UTF-8: decode growing prefixes would be quadratic, so walk the bytes
    const at = firstInvalidUtf8(bytes)
    let line = 1
    for (let i = 0; i < at; i++) if (bytes[i] === 0x0a) line++
    throw deckError('binary_input', line, `Line ${fmt(line)} holds bytes that are not UTF-8 (at byte ${fmt(at)}): a decklist is text.`, {
      byte: at,
    })
  }
  // UTF-8 that holds control characters (a NUL, …) is not text either: say where, before anything else reads it
  const bad = NOT_TEXT.exec(text)
  if (bad) checkedLines(text)
  return text
}

function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0
  while (i < b.length) {
    const c = b[i]!
    const need = c < 0x80 ? 0 : c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : -1
    if (need < 0) return i
    for (let k = 1; k <= need; k++) {
      const n = b[i + k]
      if (n === undefined || (n & 0xc0) !== 0x80) return i
    }
    i += need + 1
  }
  return b.length
}

export { preview as previewLine }
