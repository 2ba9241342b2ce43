// GET /sets (every set in one list, as Scryfall answers), GET /sets/:code_or_id (a code, any
// case, or the set's UUID), GET /sets/tcgplayer/:id.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { listSets, setByCode, setById, type CardSet } from '../../queries/index.js'
import { notFound } from '../../errors.js'
import { renderSet } from '../../scryfall/render-set.js'
import { linksFor } from './card-object.js'
import { ListOf, listObject, MAX_PAGE, MAX_PAGE_SIZE, pageRequest } from './lists.js'
import { errorResponses } from './schemas.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** More sets than Magic has (about 1,000): /sets is one list unless a page size is asked for. */
const ALL_SETS = 100_000

const sets: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/sets',
    {
      schema: {
        tags: ['sets'],
        summary: 'All sets, newest first, in one list (as on Scryfall); page and page_size page it',
        // no defaults: a page or page_size left out must stay out, or the one-list answer never runs
        querystring: Type.Object(
          {
            page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, description: 'Page number, from 1 (pages the list).' })),
            page_size: Type.Optional(
              Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description: `Sets per page, 1 to ${MAX_PAGE_SIZE} (pages the list).` }),
            ),
            pretty: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
        response: { 200: ListOf(Type.Ref('Set'), 'Sets.'), ...errorResponses },
      },
    },
    async (request) => {
      const page = pageRequest(
        request.query,
        request.query.page_size !== undefined || request.query.page !== undefined ? undefined : ALL_SETS,
      )
      const found = await listSets(app.db, page)
      const links = linksFor(app, request)
      return listObject(
        request,
        found.items.map((s) => renderSet(s, links)),
        found.total,
        page,
      )
    },
  )

  const one = (request: Parameters<typeof linksFor>[1], set: CardSet | null, what: string) => {
    if (!set) throw notFound(`No set with ${what}. See /sets for the list.`)
    return renderSet(set, linksFor(app, request))
  }

  app.get(
    '/sets/tcgplayer/:id',
    {
      schema: {
        tags: ['sets'],
        summary: 'A set by its TCGplayer group id',
        params: Type.Object({ id: Type.Integer({ minimum: 0 }) }), // past 2^31-1: no such set (404)
        querystring: Type.Object({ pretty: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
        response: { 200: Type.Ref('Set'), ...errorResponses },
      },
    },
    async (request) =>
      one(
        request,
        request.params.id > 2147483647 ? null : await setById(app.db, { tcgplayerId: request.params.id }),
        `TCGplayer id ${request.params.id}`,
      ),
  )

  app.get(
    '/sets/:code',
    {
      schema: {
        tags: ['sets'],
        summary: "A set by code (any case) or by its id (a UUID: Scryfall's, or derived from the code)",
        params: Type.Object({ code: Type.String({ minLength: 1, maxLength: 36, pattern: '^[A-Za-z0-9-]+$' }) }),
        querystring: Type.Object({ pretty: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
        response: { 200: Type.Ref('Set'), ...errorResponses },
      },
    },
    async (request) => {
      const { code } = request.params
      if (UUID.test(code)) return one(request, await setById(app.db, { scryfallId: code.toLowerCase() }), `id ${code}`)
      return one(request, await setByCode(app.db, code), `code "${code}"`)
    },
  )
}
export default sets
