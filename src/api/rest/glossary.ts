// GET /glossary, GET /glossary/:term: CR glossary terms, with fuzzy lookup.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { glossaryLookup, listGlossary, rulesEdition } from '../../queries/index.js'
import { notFound } from '../../errors.js'
import { ListOf, listObject, pageRequest, PageQuery } from './lists.js'
import { glossaryObject } from './objects.js'
import { EffectiveQuery, noEdition } from './rules.js'
import { errorResponses } from './schemas.js'

const glossary: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/glossary',
    {
      schema: {
        tags: ['rules'],
        summary: 'Glossary terms in document order',
        querystring: Type.Object({ ...PageQuery, ...EffectiveQuery }, { additionalProperties: false }),
        response: { 200: ListOf(Type.Ref('GlossaryTerm'), 'Glossary terms.'), ...errorResponses },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, 100)
      const effective = request.query.effective ?? null
      if (effective && !(await rulesEdition(app.db, effective))) throw noEdition(effective)
      const found = await listGlossary(app.db, { ...page, effective })
      return listObject(request, found.items.map(glossaryObject), found.total, page)
    },
  )

  app.get(
    '/glossary/:term',
    {
      schema: {
        tags: ['rules'],
        summary: 'A glossary term, matched exactly (any case) or else fuzzily',
        description: 'A fuzzy match says so in `match` and lists the next closest terms in `alternatives`.',
        params: Type.Object({ term: Type.String({ minLength: 1, maxLength: 200 }) }),
        querystring: Type.Object({ ...EffectiveQuery }, { additionalProperties: false }),
        response: {
          200: Type.Object({
            object: Type.Literal('glossary_term'),
            term: Type.String(),
            text: Type.String(),
            references: Type.Array(Type.String()),
            effective_date: Type.String(),
            uri: Type.String(),
            match: Type.Union([Type.Literal('exact'), Type.Literal('fuzzy')]),
            alternatives: Type.Array(Type.Ref('GlossaryTerm')),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const effective = request.query.effective ?? null
      const found = await glossaryLookup(app.db, request.params.term, { effective })
      if (!found) {
        if (effective && !(await rulesEdition(app.db, effective))) throw noEdition(effective)
        throw notFound(`No glossary term matches "${request.params.term}", exactly or closely. See /glossary for the list.`)
      }
      return { ...glossaryObject(found.term), match: found.match, alternatives: found.alternatives.map(glossaryObject) }
    },
  )
}
export default glossary
