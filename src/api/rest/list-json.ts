// List objects ({ object: "list", …, data: [card objects] }) written as UTF-8 bytes from their
// items' JSON: texts, or stored card objects' bytes (src/api/rest/stored-card-bytes.ts).
import { createHash } from 'node:crypto'
import type { FastifyReply } from 'fastify'
import { isCardBytes, type CardBytes } from './stored-card-bytes.js'

/** An item of a list: a JSON text, or a card object's bytes with their digest. */
export type ListItem = string | CardBytes

/**
 * A list object's JSON as UTF-8 bytes: its fields, then `data`, the items as they are. The items
 * are written one by one into one buffer: a search page of 175 card objects is ~630 KB, and joining
 * it into one string first, then encoding that string once for the ETag's hash and again for the
 * socket, took about twice the CPU (docs/api.md, "Search pages").
 */
export function listJson(fields: Record<string, unknown>, items: readonly ListItem[]): Buffer {
  return listBody(listHead(fields), items, (size) => Buffer.allocUnsafe(size))
}

/**
 * Sends a list object (listJson) as JSON. When every item is CardBytes, its ETag is made here from
 * the items' digests (a SHA-1 of the list's own fields and the SHA-1 of each item, in order), so
 * the ~630 KB of a search page are not hashed again on every request; it changes whenever a byte of
 * the list does. Otherwise src/api/etag.ts hashes the body. A large body is written into a buffer
 * kept for the next list once this response is sent (LIST_BUFFERS).
 */
export function sendList(reply: FastifyReply, fields: Record<string, unknown>, items: readonly ListItem[]) {
  const head = listHead(fields)
  reply.type('application/json; charset=utf-8').serializer(String)
  if (items.every(isCardBytes)) {
    const digests = Buffer.allocUnsafe(20 * items.length)
    items.forEach((item, i) => item.digest.copy(digests, 20 * i))
    reply.header('etag', `W/"${createHash('sha1').update(head).update(digests).digest('base64')}"`)
  }
  let taken: Buffer | null = null
  const body = listBody(head, items, (size) => {
    if (taken) LIST_BUFFERS.give(taken) // outgrown before it was sent
    taken = LIST_BUFFERS.take(size)
    return taken ?? Buffer.allocUnsafe(size)
  })
  // 'finish': the whole response has been handed to the socket, so nothing reads the buffer any
  // more (a response closed before that leaves its buffer to the garbage collector)
  if (taken) {
    const buffer: Buffer = taken
    reply.raw.once('finish', () => LIST_BUFFERS.give(buffer))
  }
  return reply.send(body)
}

/** The start of a list object's JSON, up to its `data` array's first item. */
const listHead = (fields: Record<string, unknown>) => `${JSON.stringify(fields).slice(0, -1)},"data":[`

function listBody(head: string, items: readonly ListItem[], allocate: (size: number) => Buffer): Buffer {
  // card objects are nearly all ASCII: their length in characters, plus a margin, is about their size in bytes
  let size = 2 * head.length + 1024
  for (const t of items) size += (typeof t === 'string' ? t.length : t.bytes.length) + 1
  let out = allocate(Math.ceil(size * 1.05))
  let at = 0
  const room = (bytes: number) => {
    if (out.length - at >= bytes) return
    const grown = allocate(Math.max(out.length * 2, at + bytes + 1024))
    out.copy(grown, 0, 0, at)
    out = grown
  }
  const write = (item: ListItem) => {
    if (typeof item !== 'string') {
      room(item.bytes.length)
      out.set(item.bytes, at)
      at += item.bytes.length
      return
    }
    // a UTF-16 code unit is at most 3 bytes of UTF-8; count exactly only when that bound does not fit
    if (out.length - at < item.length * 3) room(Buffer.byteLength(item))
    at += out.write(item, at)
  }
  write(head)
  items.forEach((t, i) => {
    if (i) write(',')
    write(t)
  })
  write(']}')
  return out.subarray(0, at)
}

/**
 * Buffers of large list bodies, kept for the next ones. A fresh buffer of a search page's ~630 KB
 * is new memory for the process: the kernel's page faults and zeroing of it cost more CPU than
 * writing the page into it (~0.3 ms a request, against ~0.02 ms into a buffer used before).
 */
export class ListBuffers {
  readonly #free: Buffer[] = []

  /**
   * @param minSize bodies smaller than this take no kept buffer (the allocator serves them from
   *   memory it already has)
   * @param maxSize buffers larger than this are not kept
   * @param maxKept how many free buffers are kept at most (about one per request served at once)
   */
  constructor(
    readonly minSize = 128 * 1024,
    readonly maxSize = 8 * 1024 * 1024,
    readonly maxKept = 8,
  ) {}

  /** A kept buffer of at least `size` bytes (a new one if none is free), or null for a small body. */
  take(size: number): Buffer | null {
    if (size < this.minSize || size > this.maxSize) return null
    const i = this.#free.findIndex((b) => b.length >= size)
    if (i >= 0) return this.#free.splice(i, 1)[0]!
    // round up, so that pages of slightly different sizes share buffers
    return Buffer.allocUnsafeSlow(Math.min(this.maxSize, Math.max(size, 2 ** Math.ceil(Math.log2(size)))))
  }

  /** Gives back a buffer taken, once nothing reads it any more. */
  give(buffer: Buffer): void {
    if (this.#free.length < this.maxKept && !this.#free.includes(buffer)) this.#free.push(buffer)
  }

  get kept(): number {
    return this.#free.length
  }
}

/** The list buffers of this process: every server in it shares them. */
export const LIST_BUFFERS = new ListBuffers()
