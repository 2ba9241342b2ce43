// Community tags and their curation (docs/tags.md). Reads are open: GET /tags, /tags/:kind/:slug,
// /cards/:id/all-tags (every provenance side by side), /tags/proposals, /tags/audit, /tags/export. Writes need an API key
// (Authorization: Bearer <key>) whose scope allows them: POST /tags/proposals (propose),
// POST /tags/proposals/:id/approve|reject (review, not the author), POST /tags/import (admin).
// Writes are rate limited per key (app.tagWriteLimiter: shared by every instance through Redis when REDIS_URL is set).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { notFound } from '../../errors.js'
import { exportTags, importTags, parseImport } from '../../tags/bulk.js'
import type { Scope } from '../../tags/keys.js'
import { parseProvenances, TAG_KINDS, type TagKind } from '../../tags/model.js'
import { getProposal, listProposals, propose, readAudit, review } from '../../tags/proposals.js'
import { cardTags, listTags, tagBySlug } from '../../tags/read.js'
import { writer as writeAs } from '../../tags/writer.js'
import { requireCard } from './cards.js'
import { StringEnum } from './schemas.js'

const IMPORT_BODY_LIMIT = 2 * 1024 * 1024

const Kind = StringEnum(TAG_KINDS as readonly TagKind[])
const Limit = Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 }))
const Note = Type.Object({ note: Type.Optional(Type.String({ maxLength: 2000 })) }, { additionalProperties: false })

const tags: FastifyPluginAsyncTypebox = async (app) => {
  const writer = (request: FastifyRequest, scope: Scope) => writeAs(app.db, request.headers.authorization, scope, app.tagWriteLimiter)
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT }, (_request, body, done) => done(null, body))

  app.get(
    '/tags',
    {
      schema: {
        querystring: Type.Object({
          kind: Type.Optional(Kind),
          provenance: Type.Optional(Type.String()),
          after: Type.Optional(Type.String()),
          limit: Limit,
        }),
      },
    },
    async (request) => {
      const { kind, provenance, after, limit = 100 } = request.query
      const data = await listTags(app.db, {
        provenance: parseProvenances(provenance),
        limit,
        ...(kind ? { kind } : {}),
        ...(after ? { after } : {}),
      })
      return { object: 'list', has_more: data.length === limit, data: data.map((t) => ({ object: 'tag', ...t })) }
    },
  )

  app.get(
    '/tags/:kind/:slug',
    { schema: { params: Type.Object({ kind: Kind, slug: Type.String({ maxLength: 100 }) }) } },
    async (request) => {
      const tag = await tagBySlug(app.db, request.params.kind, request.params.slug.toLowerCase())
      if (!tag) throw notFound(`No ${request.params.kind} tag with slug or alias "${request.params.slug}".`)
      return { object: 'tag', ...tag }
    },
  )

  app.get(
    '/cards/:id/all-tags',
    {
      schema: {
        params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
        querystring: Type.Object({ provenance: Type.Optional(Type.String()) }),
      },
    },
    async (request) => {
      const card = await requireCard(app.db, request.params.id)
      const data = await cardTags(app.db, card.card.oracleId, parseProvenances(request.query.provenance))
      return { object: 'card_tags', oracle_id: card.card.oracleId, name: card.card.name, data }
    },
  )

  app.post(
    '/tags/proposals',
    { schema: { body: Type.Object({ proposals: Type.Array(Type.Unknown()) }, { additionalProperties: false }) } },
    async (request, reply) => {
      const caller = await writer(request, 'propose')
      const data = await propose(app.db, caller, request.body.proposals)
      return reply.status(201).send({ object: 'list', data: data.map((p) => ({ object: 'tag_proposal', ...p })) })
    },
  )

  app.get(
    '/tags/proposals',
    {
      schema: {
        querystring: Type.Object({
          status: Type.Optional(StringEnum(['proposed', 'approved', 'rejected'] as const)),
          after: Type.Optional(Type.Integer({ minimum: 0 })),
          limit: Limit,
        }),
      },
    },
    async (request) => {
      const { status, after, limit = 100 } = request.query
      const data = await listProposals(app.db, { limit, ...(status ? { status } : {}), ...(after ? { after } : {}) })
      return { object: 'list', has_more: data.length === limit, data: data.map((p) => ({ object: 'tag_proposal', ...p })) }
    },
  )

  app.get(
    '/tags/proposals/:id',
    { schema: { params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }) } },
    async (request) => ({
      object: 'tag_proposal',
      ...(await getProposal(app.db, request.params.id)),
    }),
  )

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/tags/proposals/:id/${decision}`,
      { schema: { params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }), body: Type.Optional(Note) } },
      async (request) => {
        const caller = await writer(request, 'review')
        const p = await review(app.db, caller, request.params.id, decision, request.body?.note ?? null)
        return { object: 'tag_proposal', ...p }
      },
    )
  }

  app.get(
    '/tags/audit',
    {
      schema: {
        querystring: Type.Object({
          after: Type.Optional(Type.Integer({ minimum: 0 })),
          limit: Limit,
          proposal: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
        }),
      },
    },
    async (request) => {
      const { after, limit = 100, proposal } = request.query
      const data = await readAudit(app.db, { limit, ...(after ? { after } : {}), ...(proposal ? { proposalId: proposal } : {}) })
      return { object: 'list', has_more: data.length === limit, data: data.map((e) => ({ object: 'tag_audit_entry', ...e })) }
    },
  )

  app.post(
    '/tags/import',
    { bodyLimit: IMPORT_BODY_LIMIT, schema: { querystring: Type.Object({ dry_run: Type.Optional(Type.Boolean({ default: false })) }) } },
    async (request) => {
      const caller = await writer(request, 'admin')
      const body = request.body
      const rows = typeof body === 'string' ? parseImport(body, 'csv') : parseImport(JSON.stringify(body ?? null), 'json')
      return importTags(app.db, caller, rows, request.query.dry_run ?? false)
    },
  )

  app.get(
    '/tags/export',
    { schema: { querystring: Type.Object({ kind: Type.Optional(Kind), provenance: Type.Optional(Type.String()) }) } },
    async (request, reply) => {
      const kind = request.query.kind ?? 'oracle'
      const provenance = parseProvenances(request.query.provenance)
      reply
        .type('application/jsonl')
        .header('content-encoding', 'gzip')
        .header('content-disposition', `attachment; filename="${kind}-tags-${provenance.join('+')}.jsonl.gz"`)
      return reply.send(exportTags(app.db, kind, provenance))
    },
  )
}

export default tags
