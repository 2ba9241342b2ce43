// GET /bulk-data, /bulk-data/:type and /bulk-data/:type/download: the store as Scryfall's bulk
// files (src/scryfall/bulk-files.ts). The files are generated on the first request after the
// store changed (an import), once even when many requests ask at the same time, and kept in the
// bulk folder (BULK_DIR: the data folder's bulk/); a site that mirrors Scryfall's bulk data can
// mirror ours the same way.
import { createReadStream } from 'node:fs'
import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { notFound } from '../../errors.js'
import { storeVersion } from '../../queries/index.js'
import { BULK_DESCRIPTIONS, BULK_TYPES, writeBulkFile, type BulkFile, type BulkType } from '../../scryfall/bulk-files.js'
import type { RenderLinks } from '../../scryfall/render-card.js'
import { derivedSetId } from '../../store/set-id.js'
import { linksFor } from './card-object.js'
import { PrettyQuery, prettyIfAsked } from './card-formats.js'
import { errorResponses } from './schemas.js'

interface Generated {
  key: string
  updatedAt: string
  files: Map<BulkType, BulkFile>
}

const BulkObject = Type.Object({
  object: Type.Literal('bulk_data'),
  id: Type.String({ format: 'uuid' }),
  type: Type.String(),
  updated_at: Type.String(),
  uri: Type.String(),
  name: Type.String(),
  description: Type.String(),
  size: Type.Integer(),
  download_uri: Type.String(),
  content_type: Type.String(),
  content_encoding: Type.String(),
})

const bulkId = (type: BulkType) => derivedSetId(`bulk-data:${type}`)
const typeOf = (key: string): BulkType | undefined => BULK_TYPES.find((t) => t === key || bulkId(t) === key.toLowerCase())

/** The bulk files of one server: generated when missing or out of date, one generation at a time. */
class BulkFiles {
  private current: Generated | null = null
  private running: Promise<Generated> | null = null

  constructor(
    private readonly app: FastifyInstance,
    private readonly dir: string,
  ) {}

  async get(links: RenderLinks): Promise<Generated> {
    const version = await storeVersion(this.app.db)
    const key = `${version.key}-${Buffer.from(`${links.apiBase} ${links.imageBase}`).toString('base64url')}`
    if (this.current?.key === key) return this.current
    if (!this.running) {
      this.running = this.generate(key, version.updatedAt, links).finally(() => {
        this.running = null
      })
    }
    return this.running
  }

  private async generate(key: string, updatedAt: string, links: RenderLinks): Promise<Generated> {
    const stamp = updatedAt.replace(/\D/g, '').slice(0, 14)
    const files = new Map<BulkType, BulkFile>()
    for (const type of BULK_TYPES) {
      const file = path.join(this.dir, `${type.replace('_', '-')}-${stamp}-${key.length > 40 ? key.slice(0, 40) : key}.json.gz`)
      files.set(type, await writeBulkFile(this.app.db, type, links, file, files))
    }
    const keep = new Set([...files.values()].map((f) => path.basename(f.file)))
    for (const name of await readdir(this.dir))
      if (!keep.has(name) && name.endsWith('.json.gz')) await rm(path.join(this.dir, name), { force: true })
    this.current = { key, updatedAt, files }
    return this.current
  }
}

export interface BulkDataOptions {
  /** Where the bulk files are written. */
  dir: string
}

const bulkData: FastifyPluginAsyncTypebox<BulkDataOptions> = async (app, opts) => {
  const bulk = new BulkFiles(app, opts.dir)
  const objectOf = (request: FastifyRequest, g: Generated, type: BulkType) => {
    const base = linksFor(app, request).apiBase
    return {
      object: 'bulk_data' as const,
      id: bulkId(type),
      type,
      updated_at: g.updatedAt,
      uri: `${base}/bulk-data/${bulkId(type)}`,
      ...BULK_DESCRIPTIONS[type],
      size: g.files.get(type)!.size,
      download_uri: `${base}/bulk-data/${type}/download`,
      content_type: 'application/json',
      content_encoding: 'gzip',
    }
  }
  const Params = Type.Object({ type: Type.String({ maxLength: 36, description: `${BULK_TYPES.join(', ')}, or the file's id` }) })
  const find = (key: string) => {
    const type = typeOf(key)
    if (!type) throw notFound(`No bulk file "${key}": there are ${BULK_TYPES.join(', ')}.`)
    return type
  }

  app.get(
    '/bulk-data',
    {
      schema: {
        tags: ['bulk data'],
        summary: 'The bulk files: the whole store as gzipped JSON in Scryfall shapes, regenerated after each import',
        querystring: Type.Object({ ...PrettyQuery }, { additionalProperties: false }),
        response: {
          200: Type.Object({ object: Type.Literal('list'), has_more: Type.Boolean(), data: Type.Array(BulkObject) }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      prettyIfAsked(reply, request.query.pretty)
      const g = await bulk.get(linksFor(app, request))
      return { object: 'list' as const, has_more: false, data: BULK_TYPES.map((t) => objectOf(request, g, t)) }
    },
  )

  app.get(
    '/bulk-data/:type',
    {
      schema: {
        tags: ['bulk data'],
        summary: 'One bulk file, by type or id',
        params: Params,
        querystring: Type.Object({ ...PrettyQuery }, { additionalProperties: false }),
        response: { 200: BulkObject, ...errorResponses },
      },
    },
    async (request, reply) => {
      prettyIfAsked(reply, request.query.pretty)
      const type = find(request.params.type)
      return objectOf(request, await bulk.get(linksFor(app, request)), type)
    },
  )

  app.get(
    '/bulk-data/:type/download',
    {
      schema: {
        tags: ['bulk data'],
        summary: 'A bulk file itself: a JSON array, sent gzip-encoded (Content-Encoding: gzip), as Scryfall sends its files',
        params: Params,
      },
    },
    async (request, reply) => {
      const type = find(request.params.type)
      const g = await bulk.get(linksFor(app, request))
      const f = g.files.get(type)!
      return reply
        .type('application/json; charset=utf-8')
        .header('Content-Encoding', 'gzip')
        .header('Content-Length', f.size)
        .header('Cache-Control', 'no-cache')
        .send(createReadStream(f.file))
    },
  )
}
export default bulkData
