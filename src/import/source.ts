// Opening a source: a file path or an http(s) URL, gzip-compressed or not (recognised by its
// magic bytes, never by its name), decoded as strict UTF-8. Everything is streamed: the importer
// never holds a whole file in memory.
import { createReadStream, statSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import zlib from 'node:zlib'
import { ImportError } from './errors.js'

export interface RawSource {
  /** What the user gave: a path or a URL. */
  label: string
  /** The last path segment (file name), for date hints such as Scryfall's "oracle-cards-20260101090000.json". */
  fileName: string
  /** Bytes on disk or on the wire (before decompression), when known: drives the progress bar. */
  size: number | undefined
  /** File modification time or HTTP Last-Modified, when known. */
  lastModified: Date | undefined
  /** Raw bytes as stored (possibly gzip-compressed). */
  raw: AsyncIterable<Buffer>
}

export const isUrl = (s: string) => /^https?:\/\//i.test(s)

/** Open a path or URL as a raw byte stream (nothing is read yet for files). */
export async function openRaw(label: string): Promise<RawSource> {
  if (isUrl(label)) {
    let res: Response
    try {
      res = await fetch(label, { redirect: 'follow' })
    } catch (e) {
      throw new ImportError(label, `cannot fetch: ${(e as Error & { cause?: Error }).cause?.message ?? (e as Error).message}`)
    }
    if (!res.ok || !res.body) throw new ImportError(label, `the server answered HTTP ${res.status} ${res.statusText}`.trim())
    const length = Number(res.headers.get('content-length'))
    const modified = res.headers.get('last-modified')
    return {
      label,
      fileName: decodeURIComponent(new URL(res.url || label).pathname.split('/').pop() ?? ''),
      size: Number.isFinite(length) && length > 0 ? length : undefined,
      lastModified: modified ? new Date(modified) : undefined,
      raw: Readable.fromWeb(res.body as WebReadableStream<Uint8Array>),
    }
  }
  let stat: ReturnType<typeof statSync>
  try {
    stat = statSync(label)
  } catch (e) {
    throw new ImportError(label, (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : `cannot read: ${(e as Error).message}`)
  }
  if (stat.isDirectory()) throw new ImportError(label, 'is a directory: name the files to import (e.g. a shell glob such as dir/*.json)')
  return {
    label,
    fileName: path.basename(label),
    size: stat.size,
    lastModified: stat.mtime,
    raw: createReadStream(label, { highWaterMark: 256 * 1024 }),
  }
}

/** Count raw bytes as they go by (for progress), without buffering. */
export async function* countBytes(chunks: AsyncIterable<Buffer>, onBytes: (n: number) => void): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) {
    onBytes(chunk.length)
    yield chunk
  }
}

/** Decompress when the content starts with the gzip magic bytes (1f 8b); pass it through otherwise. */
export async function* gunzipIfCompressed(label: string, chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const it = chunks[Symbol.asyncIterator]()
  let first: IteratorResult<Buffer>
  try {
    first = await it.next()
  } catch (e) {
    throw new ImportError(label, `cannot read: ${(e as Error).message}`)
  }
  if (first.done) return
  let compressedBytes = 0
  async function* all(): AsyncGenerator<Buffer> {
    compressedBytes += first.value.length
    yield first.value
    for (;;) {
      const next = await it.next()
      if (next.done) return
      compressedBytes += next.value.length
      yield next.value
    }
  }
  if (!(first.value[0] === 0x1f && first.value[1] === 0x8b)) {
    try {
      yield* all()
    } catch (e) {
      if (e instanceof ImportError) throw e
      throw new ImportError(label, `cannot read: ${(e as Error).message}`, { byteOffset: compressedBytes })
    }
    return
  }
  const gunzip = zlib.createGunzip()
  const input = Readable.from(all())
  input.on('error', (e) => gunzip.destroy(e))
  input.pipe(gunzip)
  try {
    for await (const chunk of gunzip) yield chunk as Buffer
  } catch (e) {
    if (e instanceof ImportError) throw e
    const err = e as NodeJS.ErrnoException
    const problem =
      err.code === 'Z_BUF_ERROR' || /unexpected end/i.test(err.message)
        ? 'the gzip stream ends early (truncated file?)'
        : `invalid gzip data: ${err.message}`
    throw new ImportError(label, problem, { byteOffset: compressedBytes })
  } finally {
    input.destroy()
    gunzip.destroy()
  }
}

/** Length in bytes of the UTF-8 sequence starting with `b`, or 0 when `b` cannot start one. */
function sequenceLength(b: number): number {
  if (b < 0x80) return 1
  if (b >= 0xc2 && b <= 0xdf) return 2
  if (b >= 0xe0 && b <= 0xef) return 3
  if (b >= 0xf0 && b <= 0xf4) return 4
  return 0
}

/**
 * Index of the first byte of `bytes` (from `start`) that is not valid UTF-8, or -1. Used only to
 * locate an error the fast decoder already found, so a simple scan is fine.
 */
export function firstInvalidUtf8(bytes: Uint8Array, start = 0): number {
  let i = start
  while (i < bytes.length) {
    const b = bytes[i]!
    const n = sequenceLength(b)
    if (n === 0) return i
    if (i + n > bytes.length) return -1 // incomplete at the end: may continue in the next chunk
    for (let k = 1; k < n; k++) if ((bytes[i + k]! & 0xc0) !== 0x80) return i
    const b1 = bytes[i + 1] ?? 0
    if ((b === 0xe0 && b1 < 0xa0) || (b === 0xed && b1 > 0x9f) || (b === 0xf0 && b1 < 0x90) || (b === 0xf4 && b1 > 0x8f)) return i
    i += n
  }
  return -1
}

/**
 * Strict UTF-8 decoding (a leading byte-order mark is dropped). Invalid bytes stop the import
 * with the byte offset of the first bad byte; UTF-16 text (by its byte-order mark) is named as such.
 */
export async function* decodeUtf8(label: string, chunks: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let offset = 0
  let tail: Uint8Array = new Uint8Array(0) // last bytes of the previous chunk: an error may start there
  let first = true
  for await (const chunk of chunks) {
    if (first && chunk.length >= 2 && ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff))) {
      throw new ImportError(label, 'the text is UTF-16 encoded (byte-order mark FF FE or FE FF): convert it to UTF-8', { byteOffset: 0 })
    }
    first = false
    let text: string
    try {
      text = decoder.decode(chunk, { stream: true })
    } catch {
      throw invalidUtf8(label, tail, chunk, offset)
    }
    offset += chunk.length
    tail = chunk.subarray(Math.max(0, chunk.length - 3))
    if (text) yield text
  }
  try {
    const rest = decoder.decode()
    if (rest) yield rest
  } catch {
    throw new ImportError(label, 'invalid UTF-8: the text ends inside a multi-byte character (wrong encoding or truncated file)', {
      byteOffset: offset - 1,
    })
  }
}

function invalidUtf8(label: string, tail: Uint8Array, chunk: Buffer, chunkOffset: number): ImportError {
  const joined = new Uint8Array(tail.length + chunk.length)
  joined.set(tail)
  joined.set(chunk, tail.length)
  // skip continuation bytes at the start of the tail: they end a sequence begun earlier
  let start = 0
  while (start < tail.length && (joined[start]! & 0xc0) === 0x80) start++
  const at = firstInvalidUtf8(joined, start)
  const byteOffset = at < 0 ? chunkOffset : chunkOffset - tail.length + at
  const bad = at < 0 ? '' : ` (byte 0x${joined[at]!.toString(16).padStart(2, '0')})`
  return new ImportError(label, `invalid UTF-8${bad}: the file is not UTF-8 text (wrong encoding?)`, { byteOffset })
}

/** A decoded text stream whose beginning can be inspected before it is consumed. */
export interface TextSource extends Omit<RawSource, 'raw'> {
  /** The first characters (at least `headLength`, or all of a shorter text). */
  head: string
  /** The whole text from the start, head included. */
  chunks: AsyncIterable<string>
}

export async function openText(raw: RawSource, onRawBytes: (n: number) => void = () => {}, headLength = 16_384): Promise<TextSource> {
  const decoded = decodeUtf8(raw.label, gunzipIfCompressed(raw.label, countBytes(raw.raw, onRawBytes)))
  const it = decoded[Symbol.asyncIterator]()
  const held: string[] = []
  let headText = ''
  while (headText.length < headLength) {
    const next = await it.next()
    if (next.done) break
    held.push(next.value)
    headText += next.value
  }
  async function* chunks(): AsyncGenerator<string> {
    yield* held
    held.length = 0
    for (;;) {
      const next = await it.next()
      if (next.done) return
      yield next.value
    }
  }
  const { raw: _raw, ...meta } = raw
  return { ...meta, head: headText, chunks: chunks() }
}
