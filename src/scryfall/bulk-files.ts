// Bulk data files in Scryfall's shapes (https://scryfall.com/docs/api/bulk-data), generated from
// the store: oracle_cards (one card object per Oracle id, its newest printing), unique_artwork
// (one printing per illustration), default_cards (every printing in English, or in its printed
// language where the store has no English one), all_cards (every printing, every language) and
// rulings. Each is written in two formats from one pass over the store, batch by batch, so memory
// stays flat whatever the store's size: gzipped JSON Lines (one object per line, Scryfall's format
// since 2026-07-20) and the gzipped JSON array older clients read. Where the files go and when
// they are made is src/api/rest/bulk-data.ts's business.
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGzip, type Gzip } from 'node:zlib'
import { cardsByOracleIds, cardsByPrintingIds, type Db } from '../queries/cards.js'
import { rulingsByOracleIds } from '../queries/rulings.js'
import type { CardPrinting } from '../queries/types.js'
import { runOn, sql, type Statement } from '../store/typed-sql.js'
import type { RenderLinks } from './render-card.js'
import { renderCards, rulingObject } from './render-cards.js'

/** In Scryfall's order. */
export const BULK_TYPES = ['oracle_cards', 'unique_artwork', 'default_cards', 'all_cards', 'rulings'] as const
export type BulkType = (typeof BULK_TYPES)[number]

export const BULK_DESCRIPTIONS: Record<BulkType, { name: string; description: string }> = {
  oracle_cards: { name: 'Oracle Cards', description: 'One card object for each Oracle id, with its newest printing.' },
  unique_artwork: {
    name: 'Unique Artwork',
    description:
      'One card object for each illustration (illustration_id): its English, high-resolution, newest printing. A printing without an illustration id counts as an artwork of its own.',
  },
  default_cards: {
    name: 'Default Cards',
    description: 'Every printing in English, or in its printed language where the store holds no English printing of it.',
  },
  all_cards: { name: 'All Cards', description: 'Every printing in the store, in every language it holds.' },
  rulings: { name: 'Rulings', description: 'Every ruling in the store, as ruling objects with their Oracle id.' },
}

const BATCH = 1000

/** Ids in batches, in a stable order (keyset paging: no OFFSET scans). */
async function* idBatches(db: Db, statement: Statement<IdBatches>): AsyncGenerator<string[]> {
  let after = '00000000-0000-0000-0000-000000000000'
  for (;;) {
    const rows = await runOn(db.pool, statement, [after, BATCH])
    if (!rows.length) return
    yield rows.map((r) => r.id)
    after = rows[rows.length - 1]!.id
  }
}

async function* cardObjects(db: Db, links: RenderLinks, cards: CardPrinting[]): AsyncGenerator<string> {
  for (const o of await renderCards(db, cards, links, null)) yield JSON.stringify(o)
}

/** The JSON items of one bulk file, each serialized. */
async function* items(db: Db, type: BulkType, links: RenderLinks): AsyncGenerator<string> {
  if (type in PRINTING_FILES) {
    for await (const ids of idBatches(db, PRINTING_IDS[type as PrintingFile]))
      yield* cardObjects(db, links, await cardsByPrintingIds(db, ids))
  } else if (type === 'oracle_cards') {
    for await (const ids of idBatches(db, ORACLE_IDS)) yield* cardObjects(db, links, await cardsByOracleIds(db, ids))
  } else {
    for await (const ids of idBatches(db, ORACLE_IDS)) {
      const rulings = await rulingsByOracleIds(db, ids)
      for (const id of ids) {
        for (const r of rulings.get(id) ?? []) yield JSON.stringify(rulingObject(r))
      }
    }
  }
}

type PrintingFile = 'unique_artwork' | 'default_cards' | 'all_cards'

/** The printings of the files that hold printings: a condition on printing p. */
const PRINTING_FILES: Record<PrintingFile, string> = {
  all_cards: 'true',
  // Scryfall's default_cards: English, or the printed language when a printing has no English version
  default_cards: `(p.language = 'en' OR NOT EXISTS (SELECT 1 FROM printings e
    WHERE e.set_code = p.set_code AND e.collector_number = p.collector_number AND e.language = 'en'))`,
  // one printing per illustration: the English, high-resolution, newest one
  unique_artwork: `(p.illustration_id IS NULL OR p.id = (SELECT q.id FROM printings q WHERE q.illustration_id = p.illustration_id
    ORDER BY q.language = 'en' DESC, q.highres_image DESC, q.released_at DESC NULLS LAST, q.set_code, q.collector_number, q.id LIMIT 1))`,
}

/** The ids of each file's printings, a batch at a time after an id. */
const printingIds = <F extends PrintingFile>(file: F) =>
  sql(
    `bulk-files.printingIds.${file}`,
    `SELECT p.id::text AS "id!" FROM printings p WHERE p.id > $1::uuid AND ${PRINTING_FILES[file]} ORDER BY p.id LIMIT $2`,
  )
const PRINTING_IDS = {
  all_cards: printingIds('all_cards'),
  default_cards: printingIds('default_cards'),
  unique_artwork: printingIds('unique_artwork'),
}
const ORACLE_IDS = sql(
  'bulk-files.oracleIds',
  'SELECT oracle_id::text AS "id!" FROM cards WHERE oracle_id > $1::uuid ORDER BY oracle_id LIMIT $2',
)
type IdBatches = 'bulk-files.oracleIds' | `bulk-files.printingIds.${PrintingFile}`
const ALL_CARDS_ARE_DEFAULT = sql(
  'bulk-files.allCardsAreDefault',
  `SELECT NOT EXISTS (SELECT 1 FROM printings p WHERE NOT ${PRINTING_FILES.default_cards}) AS "same!"`,
)

export interface BulkFile {
  /** A card file's BulkType, or a tag file's type (src/tags/bulk.ts). */
  type: string
  /** The gzipped JSON Lines file, its size, and the size of the JSON Lines it holds. */
  jsonl: { file: string; compressedSize: number; size: number }
  /** The gzipped JSON array file (older clients), and its size. */
  json: { file: string; compressedSize: number }
}

/** Whether all_cards holds what default_cards holds: no printing has another language's twin in English. */
async function allCardsAreDefault(db: Db): Promise<boolean> {
  return (await runOn(db.pool, ALL_CARDS_ARE_DEFAULT, []))[0]!.same
}

/** A gzip stream into a file, and its uncompressed bytes so far. */
class GzipFile {
  readonly gzip: Gzip = createGzip()
  readonly done: Promise<void>
  bytes = 0
  constructor(file: string) {
    this.done = pipeline(this.gzip, createWriteStream(file))
    this.done.catch(() => {}) // awaited in close(); a write error also rejects write()
  }
  async write(text: string): Promise<void> {
    this.bytes += Buffer.byteLength(text)
    if (!this.gzip.write(text)) await once(this.gzip, 'drain')
  }
  async close(): Promise<void> {
    this.gzip.end()
    await this.done
  }
}

/** Both formats of one file, from one pass over its items. */
async function writeBoth(source: AsyncIterable<string>, jsonl: string, json: string): Promise<number> {
  const lines = new GzipFile(jsonl)
  const array = new GzipFile(json)
  try {
    let first = true
    await array.write('[')
    for await (const item of source) {
      await lines.write(`${item}\n`)
      await array.write(first ? `\n${item}` : `,\n${item}`)
      first = false
    }
    await array.write('\n]\n')
  } finally {
    await Promise.allSettled([lines.close(), array.close()])
  }
  await Promise.all([lines.done, array.done])
  return lines.bytes
}

/**
 * Write one bulk file in both formats, each to a temporary name renamed when complete, so no
 * reader (in this process or another on the same folder) ever sees half a file. `written`: the
 * files written before it in this generation; all_cards is a copy of default_cards when the two
 * hold the same printings (a store of English printings only).
 */
export async function writeBulkFile(
  db: Db,
  type: BulkType,
  links: RenderLinks,
  files: { jsonl: string; json: string },
  written: ReadonlyMap<string, BulkFile> = new Map(),
): Promise<BulkFile> {
  const defaults = written.get('default_cards')
  const copy = type === 'all_cards' && defaults && (await allCardsAreDefault(db)) ? defaults : undefined
  return writeItemFiles(type, copy ?? items(db, type, links), files)
}

/**
 * Write a bulk file of any items (each one JSON text: card objects, rulings, tags) in both
 * formats, or copy the files of `source` when it is a file already written.
 */
export async function writeItemFiles(
  type: string,
  source: AsyncIterable<string> | BulkFile,
  files: { jsonl: string; json: string },
): Promise<BulkFile> {
  await mkdir(path.dirname(files.jsonl), { recursive: true })
  const partial = { jsonl: `${files.jsonl}.partial-${process.pid}`, json: `${files.json}.partial-${process.pid}` }
  let size: number
  try {
    if ('jsonl' in source) {
      await copyFile(source.jsonl.file, partial.jsonl)
      await copyFile(source.json.file, partial.json)
      size = source.jsonl.size
    } else {
      size = await writeBoth(source, partial.jsonl, partial.json)
    }
    await rename(partial.jsonl, files.jsonl)
    await rename(partial.json, files.json)
  } catch (e) {
    await Promise.all([rm(partial.jsonl, { force: true }), rm(partial.json, { force: true })])
    throw e
  }
  return {
    type,
    jsonl: { file: files.jsonl, compressedSize: (await stat(files.jsonl)).size, size },
    json: { file: files.json, compressedSize: (await stat(files.json)).size },
  }
}
