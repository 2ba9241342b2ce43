// GET /catalog/:name (Scryfall's catalogs, read from the store), GET /symbology and
// GET /symbology/parse-mana.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ClientError, notFound } from '../../errors.js'
import { catalog, CATALOG_NAMES, type CatalogName } from '../../queries/index.js'
import { ManaCostError } from '../../search/mana-cost.js'
import { CARD_SYMBOLS, parseMana } from '../../scryfall/symbology.js'
import { linksFor } from './card-object.js'
import { PrettyQuery, prettyIfAsked } from './card-formats.js'
import { errorResponses } from './schemas.js'

const Catalog = Type.Object({
  object: Type.Literal('catalog'),
  uri: Type.String(),
  total_values: Type.Integer(),
  data: Type.Array(Type.String()),
})

const catalogs: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/catalog/:name',
    {
      schema: {
        tags: ['catalogs'],
        summary: 'A catalog: card names, artist names, word bank, types by card type, powers, toughnesses, loyalties, watermarks, keywords',
        // a name not in the list is a 404 naming the catalogs, as on Scryfall (not a 400)
        params: Type.Object({ name: Type.String({ maxLength: 100, description: CATALOG_NAMES.join(', ') }) }),
        querystring: Type.Object({ ...PrettyQuery }, { additionalProperties: false }),
        response: { 200: Catalog, ...errorResponses },
      },
    },
    async (request, reply) => {
      prettyIfAsked(reply, request.query.pretty)
      const name = request.params.name as CatalogName
      if (!CATALOG_NAMES.includes(name)) throw notFound(`No catalog named "${request.params.name}". Catalogs: ${CATALOG_NAMES.join(', ')}.`)
      const data = await catalog(app.db, name)
      return {
        object: 'catalog' as const,
        uri: `${linksFor(app, request).apiBase}/catalog/${request.params.name}`,
        total_values: data.length,
        data,
      }
    },
  )

  app.get(
    '/symbology',
    {
      schema: {
        tags: ['catalogs'],
        summary: 'Every card symbol, with what it represents',
        querystring: Type.Object({ ...PrettyQuery }, { additionalProperties: false }),
      },
    },
    async (request, reply) => {
      prettyIfAsked(reply, request.query.pretty)
      return { object: 'list' as const, has_more: false, data: CARD_SYMBOLS }
    },
  )

  app.get(
    '/symbology/parse-mana',
    {
      schema: {
        tags: ['catalogs'],
        summary: 'A mana cost in its canonical spelling, with its mana value and colors',
        querystring: Type.Object(
          { cost: Type.String({ minLength: 1, maxLength: 200, description: 'e.g. 2WW, {2}{W}{W}, RUx' }), ...PrettyQuery },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => {
      prettyIfAsked(reply, request.query.pretty)
      try {
        return parseMana(request.query.cost)
      } catch (e) {
        if (e instanceof ManaCostError) throw new ClientError(422, 'validation_error', `The cost could not be read: ${e.message}.`)
        throw e
      }
    },
  )
}
export default catalogs
