// GET /sets, GET /sets/:code.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { listSets, setByCode } from '../../queries/index.js'
import { notFound } from '../../errors.js'
import { ListOf, listObject, pageRequest, PageQuery } from './lists.js'
import { setObject } from './objects.js'
import { errorResponses } from './schemas.js'

const sets: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/sets',
    {
      schema: {
        tags: ['sets'],
        summary: 'All sets, newest first',
        querystring: Type.Object({ ...PageQuery }, { additionalProperties: false }),
        response: { 200: ListOf(Type.Ref('Set'), 'Sets.'), ...errorResponses },
      },
    },
    async (request) => {
      const page = pageRequest(request.query)
      const found = await listSets(app.db, page)
      return listObject(request, found.items.map(setObject), found.total, page)
    },
  )

  app.get(
    '/sets/:code',
    {
      schema: {
        tags: ['sets'],
        summary: 'A set by code (any case)',
        params: Type.Object({ code: Type.String({ minLength: 1, maxLength: 10, pattern: '^[A-Za-z0-9]+$' }) }),
        response: { 200: Type.Ref('Set'), ...errorResponses },
      },
    },
    async (request) => {
      const set = await setByCode(app.db, request.params.code)
      if (!set) throw notFound(`No set with code "${request.params.code}". See /sets for the list.`)
      return setObject(set)
    },
  )
}
export default sets
