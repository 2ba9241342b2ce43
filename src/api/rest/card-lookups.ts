// More ways to one card, as Scryfall has them: a random card (optionally among a query's
// matches), a card by another service's id (Gatherer, MTGO, Arena, TCGplayer, Cardmarket), a
// printing by set, number and language, and the rulings of each of these.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { notFound } from '../../errors.js'
import {
  cardRefBySetNumber,
  cardRefBySetNumberLang,
  cardRefByVendorId,
  randomCardRef,
  rulingsForCard,
  type CardRowRef,
  type VendorIdKind,
} from '../../queries/index.js'
import { MAX_QUERY_LENGTH } from '../../search/index.js'
import { rulingObject, servedCardOf, type ServedCard } from './card-object.js'
import { CardFormatQuery, PrettyQuery, prettyIfAsked, replyCard } from './card-formats.js'
import { FieldsQuery, parseFields } from './fields.js'
import { errorResponses } from './schemas.js'

/** The path segment of each vendor-id route and the id it takes. */
const VENDOR_ROUTES: { path: string; kind: VendorIdKind; name: string }[] = [
  { path: 'multiverse', kind: 'multiverse', name: 'Gatherer multiverse id' },
  { path: 'mtgo', kind: 'mtgo', name: 'MTGO catalog id' },
  { path: 'arena', kind: 'arena', name: 'MTG Arena id' },
  { path: 'tcgplayer', kind: 'tcgplayer', name: 'TCGplayer product id' },
  { path: 'cardmarket', kind: 'cardmarket', name: 'Cardmarket product id' },
]

// any whole number: one past the stored ids' range is a card that is not there (404, as Scryfall answers)
const IntId = Type.Object({ id: Type.Integer({ minimum: 0 }) })
const MAX_STORED_ID = 2147483647
const SetNumber = {
  set: Type.String({ minLength: 1, maxLength: 10, description: 'Set code, any case.' }),
  number: Type.String({ minLength: 1, maxLength: 20, description: 'Collector number.' }),
}
const CardQuery = Type.Object({ ...FieldsQuery, ...CardFormatQuery }, { additionalProperties: false })
const RulingsList = Type.Object({
  object: Type.Literal('list'),
  total: Type.Integer(),
  has_more: Type.Boolean(),
  data: Type.Array(Type.Ref('Ruling')),
})

type CardQueryValue = { fields?: string; format?: 'json' | 'text' | 'image'; face?: 'front' | 'back'; version?: never; pretty?: boolean }

const cardLookups: FastifyPluginAsyncTypebox = async (app) => {
  const send = (request: FastifyRequest, reply: FastifyReply, card: ServedCard) => {
    const q = request.query as CardQueryValue
    return replyCard(app as unknown as FastifyInstance, request, reply, card, parseFields(q.fields), q)
  }
  /** The card of a ref found by the lookup: its stored object, else hydrated (null: gone since). */
  const sendRef = async (request: FastifyRequest, reply: FastifyReply, ref: CardRowRef, missing: string) => {
    const card = await servedCardOf(app as unknown as FastifyInstance, request, ref)
    if (!card) throw notFound(missing)
    return send(request, reply, card)
  }
  const rulings = async (request: FastifyRequest, reply: FastifyReply, oracleId: string) => {
    prettyIfAsked(reply, (request.query as { pretty?: boolean }).pretty)
    const data = (await rulingsForCard(app.db, oracleId)).map(rulingObject)
    return { object: 'list' as const, total: data.length, has_more: false, data }
  }

  app.get(
    '/cards/random',
    {
      schema: {
        tags: ['cards'],
        summary: 'A random card, optionally among the matches of a query',
        querystring: Type.Object(
          { q: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_QUERY_LENGTH })), ...FieldsQuery, ...CardFormatQuery },
          { additionalProperties: false },
        ),
        response: { 200: Type.Ref('Card'), ...errorResponses },
      },
      // a new card each time: never cached
      onSend: async (_request, reply, payload) => {
        reply.header('Cache-Control', 'no-store')
        return payload
      },
    },
    async (request, reply) => {
      const none = "Your query didn't match any cards. Adjust your search terms, or see /docs for the syntax."
      const ref = await randomCardRef(app.db, request.query.q, { totals: app.searchTotals })
      if (!ref) throw notFound(none)
      return sendRef(request, reply, ref, none)
    },
  )

  for (const { path, kind, name } of VENDOR_ROUTES) {
    const missing = (id: number) => `No card with ${name} ${id}.`
    const find = async (id: number) => {
      const ref = id > MAX_STORED_ID ? null : await cardRefByVendorId(app.db, kind, id)
      if (!ref) throw notFound(missing(id))
      return ref
    }
    app.get(
      `/cards/${path}/:id`,
      {
        schema: {
          tags: ['cards'],
          summary: `A card by its ${name}`,
          params: IntId,
          querystring: CardQuery,
          response: { 200: Type.Ref('Card'), ...errorResponses },
        },
      },
      async (request, reply) => sendRef(request, reply, await find(request.params.id), missing(request.params.id)),
    )
    app.get(
      `/cards/${path}/:id/rulings`,
      {
        schema: {
          tags: ['cards'],
          summary: `The rulings of a card by its ${name}`,
          params: IntId,
          querystring: Type.Object({ ...PrettyQuery }, { additionalProperties: false }),
          response: { 200: RulingsList, ...errorResponses },
        },
      },
      async (request, reply) => rulings(request, reply, (await find(request.params.id)).oracleId),
    )
  }

  app.get(
    '/cards/:set/:number/rulings',
    {
      schema: {
        tags: ['cards'],
        summary: 'The rulings of a printing by set code and collector number',
        params: Type.Object(SetNumber),
        querystring: Type.Object({ ...PrettyQuery }, { additionalProperties: false }),
        response: { 200: RulingsList, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { set, number } = request.params
      const ref = await cardRefBySetNumber(app.db, set, number)
      if (!ref) throw notFound(`No card numbered "${number}" in set "${set}".`)
      return rulings(request, reply, ref.oracleId)
    },
  )

  app.get(
    '/cards/:set/:number/:lang',
    {
      schema: {
        tags: ['cards'],
        summary: 'A printing by set code, collector number and language (en, es, fr, de, it, pt, ja, ko, ru, zhs, zht, …)',
        params: Type.Object({ ...SetNumber, lang: Type.String({ minLength: 2, maxLength: 3, pattern: '^[A-Za-z]+$' }) }),
        querystring: CardQuery,
        response: { 200: Type.Ref('Card'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { set, number, lang } = request.params
      const ref = await cardRefBySetNumberLang(app.db, set, number, lang)
      const missing = `No printing of ${set.toUpperCase()} ${number} in language "${lang}" is stored (this store holds the printings its sources list).`
      if (!ref) {
        if (!(await cardRefBySetNumber(app.db, set, number))) throw notFound(`No card numbered "${number}" in set "${set}".`)
        throw notFound(missing)
      }
      return sendRef(request, reply, ref, missing)
    },
  )
}
export default cardLookups
