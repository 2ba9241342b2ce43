// GET /bulk-data, /bulk-data/:type and the files themselves: the store as Scryfall's bulk files
// (src/scryfall/bulk-files.ts), and every tag and tagging as Scryfall Tagger's tag files, all of
// them and per provenance (src/tags/bulk.ts, docs/tags.md), in Scryfall's 2026 shape (gzipped JSON Lines at
// `jsonl_download_uri`, with `compressed_size`) and as the gzipped JSON arrays older clients read
// (`download_uri`, `/bulk-data/:type/download`: scryfall-sdk 5.0.3 still downloads that; docs/api.md).
//
// The files are made once per store version (store_generation) and per link base, never per
// request: their links come from PUBLIC_URL or the canonical base (src/api/public-base.ts), never
// from a request's Host. Each is written under a temporary name and renamed when complete; the
// names carry the store generation and a digest of the version and links, so two instances on one
// data folder make (or reuse) the same files, and a process removes only files of older
// generations, never the current one another process may be serving. A download opens its file
// once and sends exactly the bytes its Content-Length says.
import { createHash } from 'node:crypto'
import type { FileHandle } from 'node:fs/promises'
import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { notFound } from '../../errors.js'
import { storeVersion } from '../../queries/index.js'
import { BULK_DESCRIPTIONS, BULK_TYPES, writeBulkFile, writeItemFiles, type BulkFile } from '../../scryfall/bulk-files.js'
import { TAG_BULK_FILES, tagLines } from '../../tags/bulk.js'
import type { RenderLinks } from '../../scryfall/render-card.js'
import { derivedSetId } from '../../store/set-id.js'
import { outsideStatementScope } from '../../store/statement-scope.js'
import { PrettyQuery, prettyIfAsked } from './card-formats.js'
import { errorResponses } from './schemas.js'

interface Generated {
  /** store_generation, and the digest of the store version and links the files were made with. */
  generation: string
  key: string
  updatedAt: string
  files: Record<string, BulkFile>
}

/** Every file listed, in order: Scryfall's card files, then the tag files. */
const TYPES: readonly string[] = [...BULK_TYPES, ...TAG_BULK_FILES.map((t) => t.type)]
const TAG_FILE = new Map(TAG_BULK_FILES.map((t) => [t.type, t]))
const describe = (type: string) => TAG_FILE.get(type) ?? BULK_DESCRIPTIONS[type as (typeof BULK_TYPES)[number]]
/** A type as it appears in file names and Scryfall's dashed spelling (oracle-cards). */
const dashed = (type: string) => type.replaceAll('_', '-')

const BulkObject = Type.Object({
  object: Type.Literal('bulk_data'),
  id: Type.String({ format: 'uuid' }),
  type: Type.String(),
  updated_at: Type.String(),
  uri: Type.String(),
  name: Type.String(),
  description: Type.String(),
  size: Type.Integer({ description: 'Bytes of the JSON Lines, uncompressed.' }),
  compressed_size: Type.Integer({ description: 'Bytes of the gzipped JSON Lines file (its Content-Length).' }),
  jsonl_download_uri: Type.String({ description: 'The gzipped JSON Lines file: one object per line.' }),
  download_uri: Type.String({
    description: 'The same file as one gzip-encoded JSON array, for older clients (Scryfall dropped it on 2026-07-20; Arcanum keeps it).',
  }),
  content_type: Type.String(),
  content_encoding: Type.String(),
})

const bulkId = (type: string) => derivedSetId(`bulk-data:${type}`)
const typeOf = (key: string): string | undefined => TYPES.find((t) => t === key || dashed(t) === key || bulkId(t) === key.toLowerCase())

/** A file name of ours: its type, store generation, digest and format. */
const FILE_NAME = /^([a-z-]+)-g(\d+)-([0-9a-f]{16})\.(jsonl\.gz|json\.gz|manifest\.json)$/

/** The bulk files of one server: made when missing for the current store version, one generation at a time. */
export class BulkFiles {
  private current: Generated | null = null
  private running: { key: string; made: Promise<Generated> } | null = null

  constructor(
    private readonly db: FastifyInstance['db'],
    private readonly dir: string,
    /** The links inside the files: PUBLIC_URL or the canonical base, and IMAGE_BASE_URL. */
    private readonly links: () => RenderLinks,
  ) {}

  async get(): Promise<Generated> {
    const version = await storeVersion(this.db)
    const links = this.links()
    const key = createHash('sha256')
      .update(JSON.stringify([version.key, links.apiBase, links.imageBase]))
      .digest('hex')
      .slice(0, 16)
    if (this.current?.key === key) return this.current
    if (this.running?.key !== key) {
      // the files are the server's, not the request's that happened to ask first: made outside its
      // statement scope, so that client leaving (or the idle timeout closing its socket while the
      // full corpus's files are made) cancels nothing, and the next request gets them
      const made = outsideStatementScope(() => this.make(version.key, key, version.updatedAt, links)).finally(() => {
        if (this.running?.made === made) this.running = null
      })
      this.running = { key, made }
    }
    return this.running.made
  }

  /** Forget the files in hand (one of them went missing): the next get() finds or makes them again. */
  forget(): void {
    this.current = null
  }

  private name(type: string, generation: string, key: string, ext: string): string {
    return path.join(this.dir, `${dashed(type)}-g${generation}-${key}.${ext}`)
  }

  private async make(generation: string, key: string, updatedAt: string, links: RenderLinks): Promise<Generated> {
    await mkdir(this.dir, { recursive: true })
    const manifest = this.name('bulk', generation, key, 'manifest.json')
    // another process on the same folder may have made them already: its manifest is written last
    const made = await readFile(manifest, 'utf8')
      .then((text) => JSON.parse(text) as Generated)
      // one written by a version of Arcanum that listed fewer files is made again
      .then((g) => (TYPES.every((t) => g.files[t]) ? g : null))
      .catch(() => null)
    const generated = made ?? (await this.write(generation, key, updatedAt, links, manifest))
    await this.removeOlder(BigInt(generation))
    if (this.running?.key === key) this.current = generated
    return generated
  }

  private async write(generation: string, key: string, updatedAt: string, links: RenderLinks, manifest: string): Promise<Generated> {
    const files = new Map<string, BulkFile>()
    const names = (type: string) => ({
      jsonl: this.name(type, generation, key, 'jsonl.gz'),
      json: this.name(type, generation, key, 'json.gz'),
    })
    for (const type of BULK_TYPES) files.set(type, await writeBulkFile(this.db, type, links, names(type), files))
    for (const t of TAG_BULK_FILES) files.set(t.type, await writeItemFiles(t.type, tagLines(this.db, t.kind, t.provenance), names(t.type)))
    const generated: Generated = { generation, key, updatedAt, files: Object.fromEntries(files) as Generated['files'] }
    const partial = `${manifest}.partial-${process.pid}`
    await writeFile(partial, JSON.stringify(generated))
    await rename(partial, manifest)
    return generated
  }

  /** Files of generations older than `generation` (never the current one, which another process may serve). */
  private async removeOlder(generation: bigint): Promise<void> {
    for (const name of await readdir(this.dir).catch(() => [] as string[])) {
      const m = FILE_NAME.exec(name)
      if (m && BigInt(m[2]!) < generation) await rm(path.join(this.dir, name), { force: true })
    }
  }
}

/** Open a file of the current generation; one that went missing (a newer generation replaced it) makes get() look again, once. */
async function openCurrent(bulk: BulkFiles, pick: (g: Generated) => string): Promise<FileHandle> {
  try {
    return await open(pick(await bulk.get()), 'r')
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e
    bulk.forget()
    return open(pick(await bulk.get()), 'r')
  }
}

/** Send an open file whole, with its length as it is now (a file is never written once renamed into place). */
async function sendFile(reply: FastifyReply, handle: FileHandle, headers: Record<string, string>) {
  const { size } = await handle.stat()
  for (const [name, value] of Object.entries(headers)) reply.header(name, value)
  return reply.header('Content-Length', size).header('Cache-Control', 'no-cache').send(handle.createReadStream())
}

export interface BulkDataOptions {
  /** Where the bulk files are written. */
  dir: string
}

const bulkData: FastifyPluginAsyncTypebox<BulkDataOptions> = async (app, opts) => {
  const bulk = new BulkFiles(app.db, opts.dir, () => ({ apiBase: app.publicBase.canonical(), imageBase: app.cardLinks.imageBaseUrl }))
  const objectOf = (request: FastifyRequest, g: Generated, type: string) => {
    const base = app.publicBase.of(request)
    const file = g.files[type]!
    const { name, description } = describe(type)!
    return {
      object: 'bulk_data' as const,
      id: bulkId(type),
      type,
      updated_at: g.updatedAt,
      uri: `${base}/bulk-data/${bulkId(type)}`,
      name,
      description,
      size: file.jsonl.size,
      compressed_size: file.jsonl.compressedSize,
      jsonl_download_uri: `${base}/bulk-data/${type}/download.jsonl.gz`,
      download_uri: `${base}/bulk-data/${type}/download`,
      content_type: 'application/jsonl',
      content_encoding: 'gzip',
    }
  }
  const Params = Type.Object({ type: Type.String({ maxLength: 36, description: `${TYPES.join(', ')}, or the file's id` }) })
  const find = (key: string) => {
    const type = typeOf(key)
    if (!type) throw notFound(`No bulk file "${key}": there are ${TYPES.join(', ')}.`)
    return type
  }

  app.get(
    '/bulk-data',
    {
      schema: {
        tags: ['bulk data'],
        summary:
          "The bulk files: the whole store as gzipped JSON Lines in Scryfall shapes (cards, rulings, and Tagger's tag files per provenance), made once per store version",
        querystring: Type.Object({ ...PrettyQuery }, { additionalProperties: false }),
        response: {
          200: Type.Object({ object: Type.Literal('list'), has_more: Type.Boolean(), data: Type.Array(BulkObject) }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      prettyIfAsked(reply, request.query.pretty)
      const g = await bulk.get()
      return { object: 'list' as const, has_more: false, data: TYPES.map((t) => objectOf(request, g, t)) }
    },
  )

  app.get(
    '/bulk-data/:type',
    {
      schema: {
        tags: ['bulk data'],
        summary: 'One bulk file, by type or id; format=file redirects to the file itself',
        params: Params,
        querystring: Type.Object(
          {
            ...PrettyQuery,
            format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('file')], { description: 'json (default) or file.' })),
          },
          { additionalProperties: false },
        ),
        response: { 200: BulkObject, ...errorResponses },
      },
    },
    async (request, reply) => {
      prettyIfAsked(reply, request.query.pretty)
      const type = find(request.params.type)
      const object = objectOf(request, await bulk.get(), type)
      if (request.query.format === 'file') return reply.redirect(object.jsonl_download_uri, 302)
      return object
    },
  )

  app.get(
    '/bulk-data/:type/download.jsonl.gz',
    {
      schema: {
        tags: ['bulk data'],
        summary: 'A bulk file as Scryfall sends it since 2026: gzipped JSON Lines, one object per line (application/gzip: gunzip it)',
        params: Params,
      },
    },
    async (request, reply) => {
      const type = find(request.params.type)
      const handle = await openCurrent(bulk, (g) => g.files[type]!.jsonl.file)
      return sendFile(reply, handle, {
        'Content-Type': 'application/gzip',
        'Content-Disposition': `attachment; filename="${dashed(type)}.jsonl.gz"`,
      })
    },
  )

  app.get(
    '/bulk-data/:type/download',
    {
      schema: {
        tags: ['bulk data'],
        summary: 'A bulk file as a JSON array (older clients), sent gzip-encoded (Content-Encoding: gzip)',
        params: Params,
      },
    },
    async (request, reply) => {
      const type = find(request.params.type)
      const handle = await openCurrent(bulk, (g) => g.files[type]!.json.file)
      return sendFile(reply, handle, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Encoding': 'gzip' })
    },
  )
}
export default bulkData
