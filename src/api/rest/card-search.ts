// GET /cards/search (Scryfall syntax, compiled by src/search), with field selection and an
// ids-only mode; GET /cards/named (exact or fuzzy) and GET /cards/autocomplete.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { autocompleteNames, cardRefByExactName, cardRefByFuzzyName, searchCardPage } from '../../queries/index.js'
import { MAX_AUTOCOMPLETE, MAX_QUERY_LENGTH, ORDERS } from '../../search/index.js'
import { ClientError, badRequest, notFound } from '../../errors.js'
import { stringify } from 'csv-stringify/sync'
import { cardJsonParts, cardJsonTexts, CARD_FIELDS, servedCardOf, type CardField, type CardObject } from './card-object.js'
import { listJson, sendList } from './list-json.js'
import { CardFormatQuery, PrettyQuery, replyCard } from './card-formats.js'
import { FieldsQuery, parseFields } from './fields.js'
import { nextPageUrl, pageRequest, PageQuery } from './lists.js'
import { errorResponses, StringEnum } from './schemas.js'

export const SearchQuery = {
  q: Type.String({ minLength: 1, maxLength: MAX_QUERY_LENGTH, description: 'A query in Scryfall syntax, e.g. `kw:kicker t:sorcery`.' }),
  order: Type.Optional(StringEnum(ORDERS, { description: 'Sort order (an order: in q wins).' })),
  dir: Type.Optional(StringEnum(['auto', 'asc', 'desc'] as const)),
  unique: Type.Optional(
    StringEnum(['cards', 'prints', 'art'] as const, { description: 'One row per card (default), per printing, or per artwork.' }),
  ),
}

const cardSearch: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/cards/search',
    {
      schema: {
        tags: ['cards'],
        summary: 'Search cards with Scryfall syntax',
        description:
          'Returns a list of card objects; `fields=` keeps only the fields named, `ids_only=true` returns Scryfall ids instead of card objects (a card with no stored printing is listed by its Oracle id). A query matching nothing is a 404, as on Scryfall; a query the server cannot read is a 400 whose `position` points at the part to fix.',
        querystring: Type.Object(
          {
            ...SearchQuery,
            ...PageQuery,
            ...FieldsQuery,
            ids_only: Type.Optional(Type.Boolean({ description: 'Return only ids in `data`.' })),
            include_extras: Type.Optional(Type.Boolean({ description: 'Also tokens, emblems, art cards, planes, schemes, …' })),
            include_multilingual: Type.Optional(
              Type.Boolean({ description: 'Accepted: the store holds the printings its sources list (MTGJSON set files: English).' }),
            ),
            include_variations: Type.Optional(Type.Boolean({ description: 'Accepted: variations are always included here.' })),
            format: Type.Optional(StringEnum(['json', 'csv'] as const, { description: 'json (default) or csv.' })),
            ...PrettyQuery,
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            object: Type.Literal('list'),
            total_cards: Type.Integer(),
            has_more: Type.Boolean(),
            next_page: Type.Optional(Type.String()),
            warnings: Type.Optional(Type.Array(Type.String())),
            data: Type.Array(Type.Union([Type.String(), Type.Ref('Card')]), { description: 'Card objects; with ids_only, Scryfall ids.' }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const q = request.query
      const fields = q.ids_only ? null : parseFields(q.fields)
      const page = pageRequest(q)
      const found = await searchCardPage(app.db, q.q, {
        limit: page.limit,
        offset: page.offset,
        order: q.order,
        dir: q.dir,
        unique: q.unique,
        includeExtras: q.include_extras,
        hydrate: false,
        totals: app.searchTotals,
      })
      if (found.total === 0) {
        throw notFound("Your query didn't match any cards. Adjust your search terms, or see /docs for the syntax.", {
          warnings: found.warnings,
        })
      }
      if (q.format === 'csv' && !q.ids_only) {
        const texts = await cardJsonTexts(app, request, found.ids, fields)
        return reply
          .type('text/csv; charset=utf-8')
          .serializer(String)
          .send(
            cardsCsv(
              texts.map((t) => JSON.parse(t) as Partial<CardObject>),
              fields,
            ),
          )
      }
      // card objects as stored at import (their bytes, kept by the server) where they can be, else
      // rendered JSON texts; joined into the page
      const texts = q.ids_only
        ? found.ids.map((r) => JSON.stringify(r.printingId ?? r.oracleId))
        : await cardJsonParts(app, request, found.ids, fields)
      // the payload is already exactly the documented shape, written out here: the schema's
      // string-or-card union is not checked per item, and stored card objects are not parsed
      const head = {
        object: 'list',
        total_cards: found.total,
        has_more: found.hasMore,
        ...(found.hasMore ? { next_page: nextPageUrl(request, page.page) } : {}),
        ...(found.warnings.length ? { warnings: found.warnings } : {}),
      }
      if (!q.pretty) return sendList(reply, head, texts)
      return reply
        .type('application/json; charset=utf-8')
        .serializer(String)
        .send(JSON.stringify(JSON.parse(listJson(head, texts).toString()), null, 2))
    },
  )

  app.get(
    '/cards/named',
    {
      schema: {
        tags: ['cards'],
        summary: 'A card by exact or fuzzy name',
        description:
          'Give exactly one of `exact` (any case; a face name also works) or `fuzzy` (typos, missing punctuation and partial words forgiven: `grow from teh ashes`). Several equally good fuzzy matches are a 404 of type `ambiguous` listing `candidates`, as on Scryfall.',
        querystring: Type.Object(
          {
            exact: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
            fuzzy: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
            set: Type.Optional(Type.String({ minLength: 1, maxLength: 10, description: 'Only a printing in this set.' })),
            ...FieldsQuery,
            ...CardFormatQuery,
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Ref('Card'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { exact, fuzzy, set } = request.query
      const fields = parseFields(request.query.fields)
      if ((exact === undefined) === (fuzzy === undefined)) throw badRequest('Give exactly one of exact= or fuzzy= with a card name.')
      const inSet = set ? ` in set "${set}"` : ''
      if (exact !== undefined) {
        const ref = await cardRefByExactName(app.db, exact, set)
        const card = ref && (await servedCardOf(app, request, ref))
        if (!card) throw notFound(`No card named exactly "${exact}"${inSet}. Try fuzzy= for an approximate name.`)
        return replyCard(app, request, reply, card, fields, request.query)
      }
      const found = await cardRefByFuzzyName(app.db, fuzzy!, set)
      if (found && 'ambiguous' in found) {
        throw new ClientError(404, 'not_found', `Too many cards match the name "${fuzzy}"${inSet}; add more words to refine it.`, {
          type: 'ambiguous',
          candidates: found.ambiguous,
        })
      }
      const card = found && (await servedCardOf(app, request, found.card))
      if (!card) throw notFound(`No card found with a name like "${fuzzy}"${inSet}.`)
      return replyCard(app, request, reply, card, fields, request.query)
    },
  )

  app.get(
    '/cards/autocomplete',
    {
      schema: {
        tags: ['cards'],
        summary: `Up to ${MAX_AUTOCOMPLETE} card names for what has been typed so far`,
        description:
          'Names starting with `q` first, then names with a word starting with it. Fewer than two letters give an empty catalog.',
        querystring: Type.Object(
          {
            q: Type.String({ maxLength: 200 }),
            include_extras: Type.Optional(Type.Boolean({ description: 'Also planes, schemes, vanguards, dungeons, …' })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            object: Type.Literal('catalog'),
            total_values: Type.Integer(),
            data: Type.Array(Type.String()),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const names = await autocompleteNames(app.db, request.query.q, { includeExtras: request.query.include_extras ?? false })
      return { object: 'catalog' as const, total_values: names.length, data: names }
    },
  )
}
export default cardSearch

/** Columns of format=csv when no fields= selection is given: the scalar fields a spreadsheet wants. */
const CSV_COLUMNS: CardField[] = [
  'id',
  'oracle_id',
  'name',
  'lang',
  'set',
  'collector_number',
  'rarity',
  'mana_cost',
  'cmc',
  'type_line',
  'oracle_text',
  'power',
  'toughness',
  'colors',
  'color_identity',
  'artist',
  'released_at',
  'prices',
  'uri',
]

/** A search page as CSV: one row per card object, lists joined with commas, prices as usd/eur/tix columns. */
function cardsCsv(cards: Partial<CardObject>[], fields: readonly CardField[] | null): string {
  const columns = (fields ?? CSV_COLUMNS).filter((f) => CARD_FIELDS.includes(f))
  const header = columns.flatMap((c) => (c === 'prices' ? ['usd', 'usd_foil', 'eur', 'tix'] : [c]))
  const cell = (v: unknown) => (v == null ? '' : Array.isArray(v) ? v.join(',') : typeof v === 'object' ? JSON.stringify(v) : String(v))
  const rows = cards.map((o) =>
    columns.flatMap((c) => (c === 'prices' ? [o.prices?.usd, o.prices?.usd_foil, o.prices?.eur, o.prices?.tix].map(cell) : [cell(o[c])])),
  )
  return stringify([header, ...rows])
}
