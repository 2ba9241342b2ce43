// GET /rules/:number, GET /rules/search: the Comprehensive Rules, current edition unless
// `effective=YYYY-MM-DD` asks for the edition in force on that day.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { normalizeRuleNumber, ruleDetail, rulesEdition, searchText, TEXT_HIT_KINDS, type TextHitKind } from '../../queries/index.js'
import { badRequest, notFound } from '../../errors.js'
import { ListOf, listObject, pageRequest, PageQuery } from './lists.js'
import { ruleObject, textHitObject } from './objects.js'
import { followToCurrent } from './follow-rule.js'
import { errorResponses, StringEnum } from './schemas.js'

export const EffectiveQuery = {
  effective: Type.Optional(
    Type.String({
      format: 'date',
      description: 'Use the CR edition in force on this day (YYYY-MM-DD) instead of the current one.',
    }),
  ),
}

export const MAX_TEXT_QUERY = 500

const rules: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rules/search',
    {
      schema: {
        tags: ['rules'],
        summary: 'Full-text search over the rules, the glossary and card rulings',
        description: 'Ranked by relevance, with highlighted snippets. `q` takes plain words, "quoted phrases", `or` and `-negation`.',
        querystring: Type.Object(
          {
            q: Type.String({ minLength: 1, maxLength: MAX_TEXT_QUERY, description: 'Words to find.' }),
            kinds: Type.Optional(
              Type.String({
                pattern: `^(${TEXT_HIT_KINDS.join('|')})(,(${TEXT_HIT_KINDS.join('|')}))*$`,
                description: `Comma-separated subset of ${TEXT_HIT_KINDS.join(', ')} (default: all).`,
              }),
            ),
            ...PageQuery,
            ...EffectiveQuery,
          },
          { additionalProperties: false },
        ),
        response: { 200: ListOf(Type.Ref('TextHit'), 'Ranked hits.'), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query
      if (!q.q.trim()) throw badRequest('q is empty: give some words to search the rules, glossary and rulings for.')
      const page = pageRequest(q, 25)
      const kinds = q.kinds ? ([...new Set(q.kinds.split(','))] as TextHitKind[]) : undefined
      if (q.effective && !(await rulesEdition(app.db, q.effective))) throw noEdition(q.effective)
      const found = await searchText(app.db, q.q, { ...page, kinds, effective: q.effective ?? null })
      return listObject(request, found.items.map(textHitObject), found.total, page)
    },
  )

  app.get(
    '/rules/:number',
    {
      schema: {
        tags: ['rules'],
        summary: 'A rule by number, with its subrules, neighbours and the rules it cites',
        description: '`702.33` returns the rule with its subrules 702.33a–702.33h; `702` the chapter with its rules.',
        params: Type.Object({ number: Type.String({ maxLength: 20, description: 'A rule number: 7, 702, 702.33 or 702.33d.' }) }),
        querystring: Type.Object(
          {
            ...EffectiveQuery,
            follow: Type.Optional(
              StringEnum(['current'] as const, {
                description:
                  'current: resolve the rule numbered so in the `effective` edition to the same rule in the current edition, whatever its number there (an old citation).',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Ref('Rule'), ...errorResponses },
      },
    },
    async (request) => {
      const number = normalizeRuleNumber(request.params.number)
      if (!number)
        throw badRequest(
          `"${request.params.number}" is not a rule number: write a section (7), chapter (702), rule (702.33) or subrule (702.33d).`,
        )
      const effective = request.query.effective ?? null
      if (request.query.follow === 'current') return followToCurrent(app.db, number, effective)
      const rule = await ruleDetail(app.db, number, { effective })
      if (!rule) {
        const edition = await rulesEdition(app.db, effective)
        if (!edition)
          throw effective ? noEdition(effective) : notFound('No Comprehensive Rules are loaded yet: import the CR text file first.')
        throw notFound(`The Comprehensive Rules effective ${edition.effectiveDate} have no rule ${number}.`)
      }
      return ruleObject(rule)
    },
  )
}

export const noEdition = (effective: string) =>
  notFound(`No edition of the Comprehensive Rules stored here was in force on ${effective}: ask for a later date or leave out "effective".`)

export default rules
