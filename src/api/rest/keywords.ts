// GET /keywords, GET /keywords/:name: keyword abilities, actions and ability words with their
// defining rules, variants and example cards.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import {
  cardsByOracleIds,
  exampleCardIdsByKeywordNames,
  KEYWORD_KINDS,
  keywordByNameOrSlug,
  keywordsByIds,
  keywordVariantsByParentIds,
  listKeywords,
  normalizeRuleNumber,
  ruleDetail,
} from '../../queries/index.js'
import { notFound } from '../../errors.js'
import { ListOf, listObject, pageRequest, PageQuery } from './lists.js'
import { keywordObject, keywordSummary } from './objects.js'
import { errorResponses, StringEnum } from './schemas.js'

export const EXAMPLE_CARDS = 10

const keywords: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/keywords',
    {
      schema: {
        tags: ['keywords'],
        summary: 'Keywords, optionally of one kind',
        querystring: Type.Object(
          {
            kind: Type.Optional(
              StringEnum(KEYWORD_KINDS, { description: 'ability (CR 702), action (CR 701) or ability_word (CR 207.2c).' }),
            ),
            ...PageQuery,
          },
          { additionalProperties: false },
        ),
        response: { 200: ListOf(Type.Ref('Keyword'), 'Keywords, alphabetically.'), ...errorResponses },
      },
    },
    async (request) => {
      const page = pageRequest(request.query)
      const found = await listKeywords(app.db, { kind: request.query.kind, ...page })
      return listObject(request, found.items.map(keywordObject), found.total, page)
    },
  )

  app.get(
    '/keywords/:name',
    {
      schema: {
        tags: ['keywords'],
        summary: 'One keyword by name or slug, with its rule, parent, variants and example cards',
        description: '`multikicker`, `Sticker kicker` and `sticker-kicker` all work.',
        params: Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: Type.Ref('Keyword'), ...errorResponses },
      },
    },
    async (request) => {
      const keyword = await keywordByNameOrSlug(app.db, request.params.name)
      if (!keyword) throw notFound(`No keyword named "${request.params.name}". See /keywords for the list.`)
      const ruleNumber = keyword.ruleNumber ? normalizeRuleNumber(keyword.ruleNumber) : null
      const [parents, variants, examples, rule] = await Promise.all([
        keyword.parentId ? keywordsByIds(app.db, [keyword.parentId]) : null,
        keywordVariantsByParentIds(app.db, [keyword.id]),
        exampleCardIdsByKeywordNames(app.db, [keyword.name], { offset: 0, limit: EXAMPLE_CARDS }),
        ruleNumber ? ruleDetail(app.db, ruleNumber) : null,
      ])
      const example = examples.get(keyword.name.toLowerCase())!
      const cards = await cardsByOracleIds(app.db, example.items)
      const parent = keyword.parentId ? parents?.get(keyword.parentId) : undefined
      return {
        ...keywordObject(keyword),
        parent: parent ? keywordSummary(parent) : null,
        variants: (variants.get(keyword.id) ?? []).map(keywordSummary),
        rule: rule ? { number: rule.number, text: rule.text, uri: `/rules/${rule.number}` } : null,
        example_cards: {
          total_cards: example.total,
          data: cards.map(({ card }) => ({
            name: card.name,
            oracle_id: card.oracleId,
            mana_cost: card.manaCost,
            type_line: card.typeLine,
            uri: `/cards/${card.oracleId}`,
          })),
        },
      }
    },
  )
}
export default keywords
