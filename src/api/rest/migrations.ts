// GET /migrations and /migrations/:id (https://scryfall.com/docs/api/migrations): Scryfall's record
// of card ids it merged or deleted. This store's ids are the sources' own (Scryfall ids from MTGJSON
// or Scryfall's files) and it keeps no history of ids that went away, so the list is empty and
// every id is a 404; a client syncing its records against the list simply finds nothing to do.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { notFound } from '../../errors.js'
import { PrettyQuery, prettyIfAsked } from './card-formats.js'
import { ListOf, listObject, PageQuery, pageRequest } from './lists.js'
import { errorResponses } from './schemas.js'

const migrations: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/migrations',
    {
      schema: {
        tags: ['cards'],
        summary: 'Card id migrations (merges, deletions): none, as this store keeps no history of ids that went away',
        querystring: Type.Object({ ...PageQuery, ...PrettyQuery }, { additionalProperties: false }),
        response: { 200: ListOf(Type.Object({}, { additionalProperties: true }), 'Migrations.'), ...errorResponses },
      },
    },
    async (request, reply) => {
      prettyIfAsked(reply, request.query.pretty)
      return listObject(request, [], 0, pageRequest(request.query))
    },
  )
  app.get(
    '/migrations/:id',
    {
      schema: {
        tags: ['cards'],
        summary: 'One card id migration (none are recorded here: a 404)',
        params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
        querystring: Type.Object({ ...PrettyQuery }, { additionalProperties: false }),
        response: { ...errorResponses },
      },
    },
    async (request) => {
      throw notFound(`No migration with id ${request.params.id}: this store records no card id migrations (see /migrations).`)
    },
  )
}
export default migrations
