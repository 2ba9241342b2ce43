// Stored card objects kept as the UTF-8 bytes a list sends, per printing, with the version of the
// stored row they were read from (src/queries/stored-cards.ts, storedCardsIfChanged) and the links
// they were written with. A list of cards still reads every object's row version, so an import
// that rewrote an object is seen on the next request; what it saves is reading, decoding, linking
// and encoding texts it already holds (a 175-card search page is ~630 KB of them; docs/api.md,
// "Search pages: Node CPU").

import { createHash } from 'node:crypto'
import { Kept } from '../../store/kept.js'

/** A card object's JSON as UTF-8 bytes, with their SHA-1 (a list's ETag is made of its items' digests). */
export interface CardBytes {
  bytes: Buffer
  digest: Buffer
}

/** The bytes of one card object, linked, as a list sends them. */
interface Linked extends CardBytes {
  /** The links' key (linksKey): a server without PUBLIC_URL writes each request's host into its objects. */
  links: string
}

/** Bytes per entry beyond its card object: its key, version, links and digest and the map's slot. */
const ENTRY_OVERHEAD = 256

/** The key of a set of links, as entries are matched on. */
export const linksKey = (links: { apiBase: string; imageBase: string }) => `${links.apiBase}\n${links.imageBase}`

/**
 * Card objects' bytes by printing id under their stored row's version (src/store/kept.ts), least
 * recently used dropped first once they hold more than `maxBytes`. Per server and so per database:
 * a row version names one text in one database only.
 */
export class StoredCardBytes {
  readonly #kept: Kept<Linked>

  constructor(readonly maxBytes: number) {
    this.#kept = new Kept<Linked>(maxBytes, (card) => card.bytes.length + ENTRY_OVERHEAD)
  }

  /** Bytes held, overhead included. */
  get size(): number {
    return this.#kept.weight
  }

  get count(): number {
    return this.#kept.count
  }

  /** The entry of a printing written with these links, marked as just used; undefined when there is none. */
  get(printingId: string, links: string): (CardBytes & { version: string }) | undefined {
    const entry = this.#kept.get(printingId)
    if (!entry || entry.value.links !== links) return undefined
    return { version: entry.version, bytes: entry.value.bytes, digest: entry.value.digest }
  }

  /** Keeps a printing's bytes (replacing what it held for that printing), then drops the least recently used beyond maxBytes. */
  set(printingId: string, version: string, links: string, card: CardBytes): void {
    this.#kept.set(printingId, version, { links, bytes: card.bytes, digest: card.digest })
  }
}

/**
 * A JSON text as CardBytes: its UTF-8 bytes in a buffer of their own (not a slice of Node's shared
 * pool, which a kept entry would keep alive) and their digest.
 */
export function cardBytes(json: string): CardBytes {
  const pooled = Buffer.from(json, 'utf8')
  let bytes = pooled
  if (pooled.byteOffset !== 0 || pooled.buffer.byteLength !== pooled.length) {
    bytes = Buffer.allocUnsafeSlow(pooled.length)
    pooled.copy(bytes)
  }
  return { bytes, digest: createHash('sha1').update(bytes).digest() }
}

export const isCardBytes = (part: string | CardBytes): part is CardBytes => typeof part !== 'string'
