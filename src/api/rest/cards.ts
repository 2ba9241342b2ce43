// Cards: by id (printing or Oracle id), by set + collector number, a card's rulings, printings,
// keywords (with definitions) and tags, and the batch lookup POST /cards/collection.
// Search, named and autocomplete live in card-search.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import {
  cardById,
  cardRefBySetNumber,
  COLLECTION_MAX_IDENTIFIERS,
  keywordsByNames,
  keywordSlug,
  lookupCollectionRefs,
  printingRefsByOracleId,
  readIdentifier,
  rulingsForCard,
  tagsByOracleIds,
  type CardIdentifier,
  type CardPrinting,
} from '../../queries/index.js'
import type { Db } from '../../queries/index.js'
import { badRequest, notFound } from '../../errors.js'
import { cardJsonParts, rulingObject, servedCardById, servedCardOf } from './card-object.js'
import { sendList } from './list-json.js'
import { CardFormatQuery, PrettyQuery, prettyIfAsked, replyCard } from './card-formats.js'
import { FieldsQuery, parseFields } from './fields.js'
import { keywordObject, tagObject } from './objects.js'
import { errorResponses } from './schemas.js'

const IdParams = Type.Object({ id: Type.String({ maxLength: 64, description: 'A Scryfall (printing) id or an Oracle id.' }) })

const SimpleList = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Object({
    object: Type.Literal('list'),
    total: Type.Integer(),
    has_more: Type.Boolean(),
    data: Type.Array(item),
  })
const simpleList = <T>(data: T[]) => ({ object: 'list' as const, total: data.length, has_more: false, data })

export async function requireCard(db: Db, id: string): Promise<CardPrinting> {
  const found = await cardById(db, id)
  if (found) return found
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
    throw badRequest(`"${id}" is not a card id: use a Scryfall id or an Oracle id (a UUID), /cards/:set/:number, or /cards/named?fuzzy=….`)
  }
  throw notFound(`No card with id ${id} (as a Scryfall id or an Oracle id).`)
}

const Identifier = Type.Object(
  {
    id: Type.Optional(Type.String({ format: 'uuid', description: 'Scryfall id.' })),
    oracle_id: Type.Optional(Type.String({ format: 'uuid' })),
    multiverse_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
    mtgo_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
    arena_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
    illustration_id: Type.Optional(Type.String({ format: 'uuid' })),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    set: Type.Optional(Type.String({ minLength: 1, maxLength: 10 })),
    collector_number: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
  },
  {
    additionalProperties: false,
    description:
      'One of: {id}, {oracle_id}, {multiverse_id}, {mtgo_id}, {arena_id}, {illustration_id}, {name}, {name, set}, {set, collector_number}.',
  },
)

/** The identifier's kind; a 400 saying what is wrong with it. */
function toIdentifier(x: Record<string, unknown>, i: number): CardIdentifier {
  const read = readIdentifier(x, i, { oracleId: 'oracle_id', multiverseId: 'multiverse_id', collectorNumber: 'collector_number' })
  if (typeof read === 'string') throw badRequest(read)
  return read
}

const cards: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/cards/collection',
    {
      schema: {
        tags: ['cards'],
        summary: `Up to ${COLLECTION_MAX_IDENTIFIERS} cards by identifier in one request`,
        description: 'Identifiers not found are listed in `not_found`.',
        body: Type.Object(
          {
            identifiers: Type.Array(Identifier, { minItems: 1, maxItems: COLLECTION_MAX_IDENTIFIERS }),
          },
          { additionalProperties: false },
        ),
        querystring: Type.Object({ ...FieldsQuery }, { additionalProperties: false }),
        response: {
          200: Type.Object({
            object: Type.Literal('list'),
            not_found: Type.Array(Identifier),
            data: Type.Array(Type.Ref('Card')),
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const fields = parseFields(request.query.fields)
      const identifiers = request.body.identifiers.map((x, i) => toIdentifier(x, i))
      const found = await lookupCollectionRefs(app.db, identifiers)
      // card objects as JSON texts (stored at import where they can be), joined into the list
      const texts = await cardJsonParts(app, request, found.data, fields)
      return sendList(reply, { object: 'list', not_found: found.notFound }, texts)
    },
  )

  app.get(
    '/cards/:id',
    {
      schema: {
        tags: ['cards'],
        summary: 'A card by Scryfall id (that printing) or Oracle id (its newest printing)',
        params: IdParams,
        querystring: Type.Object({ ...FieldsQuery, ...CardFormatQuery }, { additionalProperties: false }),
        response: { 200: Type.Ref('Card'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const fields = parseFields(request.query.fields)
      const id = request.params.id
      return replyCard(
        app,
        request,
        reply,
        (await servedCardById(app, request, id)) ?? (await requireCard(app.db, id)),
        fields,
        request.query,
      )
    },
  )

  app.get(
    '/cards/:set/:number',
    {
      schema: {
        tags: ['cards'],
        summary: 'A printing by set code and collector number',
        params: Type.Object({
          set: Type.String({ minLength: 1, maxLength: 10, description: 'Set code, any case.' }),
          number: Type.String({ minLength: 1, maxLength: 20, description: 'Collector number.' }),
        }),
        querystring: Type.Object({ ...FieldsQuery, ...CardFormatQuery }, { additionalProperties: false }),
        response: { 200: Type.Ref('Card'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const fields = parseFields(request.query.fields)
      const { set, number } = request.params
      const missing = `No card numbered "${number}" in set "${set}".`
      const ref = await cardRefBySetNumber(app.db, set, number)
      const found = ref && (await servedCardOf(app, request, ref))
      if (!found) throw notFound(missing)
      return replyCard(app, request, reply, found, fields, request.query)
    },
  )

  app.get(
    '/cards/:id/rulings',
    {
      schema: {
        tags: ['cards'],
        summary: "A card's rulings, oldest first",
        params: IdParams,
        querystring: Type.Object({ ...PrettyQuery }, { additionalProperties: false }),
        response: { 200: SimpleList(Type.Ref('Ruling')), ...errorResponses },
      },
    },
    async (request, reply) => {
      prettyIfAsked(reply, request.query.pretty)
      const { card } = await requireCard(app.db, request.params.id)
      return simpleList((await rulingsForCard(app.db, card.oracleId)).map(rulingObject))
    },
  )

  app.get(
    '/cards/:id/printings',
    {
      schema: {
        tags: ['cards'],
        summary: 'Every printing of a card, newest first',
        params: IdParams,
        querystring: Type.Object({ ...FieldsQuery }, { additionalProperties: false }),
        response: { 200: SimpleList(Type.Ref('Card')), ...errorResponses },
      },
    },
    async (request, reply) => {
      const fields = parseFields(request.query.fields)
      const { card } = await requireCard(app.db, request.params.id)
      // card objects as JSON texts (stored at import where they can be), joined into the list
      const texts = await cardJsonParts(app, request, await printingRefsByOracleId(app.db, card.oracleId), fields)
      return sendList(reply, { object: 'list', total: texts.length, has_more: false }, texts)
    },
  )

  app.get(
    '/cards/:id/keywords',
    {
      schema: {
        tags: ['cards'],
        summary: "A card's keywords with their definitions and defining rules",
        description: 'Keywords the store has no definition for are listed with a null kind and rule_number and an empty definition.',
        params: IdParams,
        response: { 200: SimpleList(Type.Ref('Keyword')), ...errorResponses },
      },
    },
    async (request) => {
      const { card } = await requireCard(app.db, request.params.id)
      const defined = await keywordsByNames(app.db, card.keywords)
      return simpleList(
        card.keywords.map((name) => {
          const k = defined.get(name.toLowerCase())
          return k
            ? keywordObject(k)
            : {
                object: 'keyword' as const,
                name,
                slug: keywordSlug(name),
                kind: null,
                rule_number: null,
                definition: '',
                uri: `/keywords/${keywordSlug(name)}`,
              }
        }),
      )
    },
  )

  app.get(
    '/cards/:id/tags',
    {
      schema: {
        tags: ['cards'],
        summary: "A card's tags, with category and provenance (attribute, extracted, inferred)",
        params: IdParams,
        response: { 200: SimpleList(Type.Ref('Tag')), ...errorResponses },
      },
    },
    async (request) => {
      const { card } = await requireCard(app.db, request.params.id)
      return simpleList(((await tagsByOracleIds(app.db, [card.oracleId])).get(card.oracleId) ?? []).map(tagObject))
    },
  )
}
export default cards
