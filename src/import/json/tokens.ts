// stream-json's tokenizer (the core parser, no Node streams in between: it is driven directly,
// one decoded chunk at a time) and its verifier, which knows the exact line and column of a
// syntax error. The tokenizer does not, so on an error the source is read again by the verifier.
import { jsonParser, type Token } from 'stream-json/core/parser.js'
import { jsonVerifier } from 'stream-json/core/utils/verifier.js'
import { none } from 'stream-chain/defs.js'
import { formatPath, JsonWalker, type JsonPath } from './walker.js'

export type { Token }

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly chunkCharOffset: number,
  ) {
    super(message)
  }
}

/**
 * The longest string value a source may hold (characters). No card field comes near it (the
 * longest Oracle text or ruling is a few thousand characters); without it, the tokenizer would
 * assemble a string of any length in memory — a 1.7 MB .json.gz can hold a 400 MB one.
 */
export const MAX_JSON_STRING_CHARS = 1 << 20

export class JsonStringTooLongError extends Error {
  constructor(
    /** Character offset of the string's opening quote. */
    readonly charOffset: number,
    readonly limit: number,
  ) {
    super(`a string value longer than ${limit.toLocaleString('en-US')} characters (the limit for any field)`)
  }
}

/**
 * Watches a JSON text for string values over the limit, chunk by chunk, before the tokenizer
 * assembles them: a scan that jumps from quote to quote (indexOf), so it costs little.
 */
export class StringLengthGuard {
  private inString = false
  private escaped = false
  private start = 0
  private run = 0
  private offset = 0

  constructor(private readonly limit = MAX_JSON_STRING_CHARS) {}

  feed(chunk: string): void {
    let i = 0
    while (i < chunk.length) {
      if (!this.inString) {
        const quote = chunk.indexOf('"', i)
        if (quote < 0) break
        this.inString = true
        this.start = this.offset + quote
        this.run = 0
        i = quote + 1
        continue
      }
      if (this.escaped) {
        this.escaped = false
        i++
        this.run++
        continue
      }
      const quote = chunk.indexOf('"', i)
      const backslash = chunk.indexOf('\\', i)
      const stop = quote < 0 ? backslash : backslash < 0 ? quote : Math.min(quote, backslash)
      this.run += (stop < 0 ? chunk.length : stop) - i
      if (this.run > this.limit) throw new JsonStringTooLongError(this.start, this.limit)
      if (stop < 0) break
      if (stop === backslash) this.escaped = true
      else this.inString = false
      i = stop + 1
    }
    this.offset += chunk.length
  }
}

/** Tokens of a JSON text, in batches (one per input chunk). */
export async function* jsonTokens(chunks: AsyncIterable<string>): AsyncGenerator<Token[]> {
  const guard = new StringLengthGuard()
  // typed `string` in, but flushable: called with `none` once at the end
  const parse = jsonParser({ packValues: true, streamValues: false }) as unknown as (input: string | typeof none) => unknown
  let offset = 0
  const run = (input: string | typeof none): Token[] => {
    try {
      const out = parse(input)
      if (out === none || out === undefined) return []
      return (out as { values: Token[] }).values
    } catch (e) {
      throw new JsonSyntaxError(cleanMessage((e as Error).message), offset)
    }
  }
  for await (const chunk of chunks) {
    guard.feed(chunk)
    const tokens = run(chunk)
    offset += chunk.length
    if (tokens.length) yield tokens
  }
  const last = run(none)
  if (last.length) yield last
}

export interface JsonErrorLocation {
  message: string
  line: number
  column: number
  charOffset: number
}

/** Read a JSON text with the verifier and return where it first goes wrong (null if it does not). */
export async function locateJsonError(chunks: AsyncIterable<string>): Promise<JsonErrorLocation | null> {
  const verify = jsonVerifier() as unknown as (input: string | typeof none) => unknown
  try {
    for await (const chunk of chunks) verify(chunk)
    verify(none)
    return null
  } catch (e) {
    const err = e as Error & { line?: number; pos?: number; offset?: number }
    if (err.line === undefined) throw e
    return { message: cleanMessage(err.message), line: err.line, column: err.pos ?? 0, charOffset: err.offset ?? 0 }
  }
}

/** "ERROR at 12 (1, 13): Verifier cannot parse input: expected ','" → "expected ','" */
function cleanMessage(message: string): string {
  return message
    .replace(/^ERROR at \d+ \(\d+, \d+\): /, '')
    .replace(/^(Parser|Verifier) cannot parse input: /, '')
    .replace(/^(Parser|Verifier) has expected /, 'expected ')
}

/**
 * The JSON path (and the "name" of the object there, if it has one yet) at a character offset of
 * a text known to be valid up to that offset: where a syntax error found by the verifier is.
 */
export async function pathAt(chunks: AsyncIterable<string>, charOffset: number): Promise<{ path: JsonPath; name: string | null }> {
  const parse = jsonParser({ packValues: true, streamValues: false }) as unknown as (input: string) => unknown
  const names = new Map<string, string>()
  const walker = new JsonWalker({
    decide: (path, kind) => (kind === 'scalar' ? (path[path.length - 1] === 'name' ? 'assemble' : 'skip') : 'descend'),
    value: (path, value) => {
      if (typeof value === 'string') names.set(formatPath(path.slice(0, -1)), value)
    },
  })
  let seen = 0
  try {
    for await (const chunk of chunks) {
      const part = seen + chunk.length > charOffset ? chunk.slice(0, charOffset - seen) : chunk
      seen += part.length
      const out = parse(part)
      if (out && typeof out === 'object' && 'values' in out) walker.push((out as { values: Token[] }).values)
      if (seen >= charOffset) break
    }
  } catch {
    // the text before the offset should parse; if it does not, report what was reached
  }
  const path = walker.currentPath()
  // the innermost object on the path that has a name (its "name" may come later: then the one before)
  for (let i = path.length; i >= 0; i--) {
    const name = names.get(formatPath(path.slice(0, i)))
    if (name !== undefined) return { path, name }
    const index = path[i - 1]
    if (typeof index === 'number' && index > 0) {
      const previous = names.get(formatPath([...path.slice(0, i - 1), index - 1]))
      if (previous !== undefined) return { path, name: `after ${previous}` }
    }
  }
  return { path, name: null }
}
