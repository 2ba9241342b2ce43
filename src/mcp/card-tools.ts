// Card tools: search_cards (Scryfall syntax), get_card (by id, exact or fuzzy name, with annotated
// text, tags, legalities and rulings) and get_rulings. They call the query layer and shape their
// answers as the REST API's card and ruling objects, so a bot reads the same fields either way.
import { Type } from 'typebox'
import { annotateWith, loadAnnotationDictionary } from '../queries/annotations.js'
import { cardByExactName, cardByFuzzyName, rulingsForCard, searchCardPage, tagsByOracleIds, type CardPrinting } from '../queries/index.js'
import { ClientError, notFound } from '../errors.js'
import { renderCards, rulingObject } from '../scryfall/render-cards.js'
import { cardJsonTexts } from '../scryfall/card-json.js'
import { requireCard } from '../api/rest/cards.js'
import { SearchQuery } from '../api/rest/card-search.js'
import { FieldsQuery, parseFields } from '../api/rest/fields.js'
import { pageRequest, PageQuery } from '../api/rest/lists.js'
import { tagObject } from '../api/rest/objects.js'
import type { Database } from '../store/database.js'
import { argumentProblem, defineTool } from './tool.js'

/** How many cards one search_cards call returns by default: a model reads every one. */
export const SEARCH_DEFAULT_PAGE_SIZE = 20

const CardRef = {
  id: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'A Scryfall (printing) id or an Oracle id.' })),
  name: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'A card name: exact (any case, a face name works) or else fuzzy ("grow from teh ashes").',
    }),
  ),
}

const CardRefInput = Type.Object(CardRef, { additionalProperties: false })

/** get_card's and get_rulings' schema as listed: exactly one of id or name (checked by checkCardRef). */
const CardRefListed = {
  ...JSON.parse(JSON.stringify(CardRefInput)),
  oneOf: [{ required: ['id'] }, { required: ['name'] }],
}

/** The arguments' first problem: the schema's, or not exactly one of id and name. */
const checkCardRef = (args: unknown): string | null => {
  const problem = argumentProblem(CardRefInput, args)
  if (problem) return problem
  const a = args as { id?: string; name?: string }
  if ((a.id === undefined) === (a.name === undefined))
    return 'id, name: give exactly one of them: id (a Scryfall or Oracle id) or name (the card name, exact or approximate).'
  return null
}

/** The card an {id} or {name} argument names; exact name first, then fuzzy. */
export async function findCard(db: Database, ref: { id?: string; name?: string }): Promise<CardPrinting> {
  if ((ref.id === undefined) === (ref.name === undefined)) throw new ClientError(400, 'bad_request', 'id, name: give exactly one of them')
  if (ref.id !== undefined) return requireCard(db, ref.id)
  const exact = await cardByExactName(db, ref.name!)
  if (exact) return exact
  const found = await cardByFuzzyName(db, ref.name!)
  if (!found) throw notFound(`No card found with a name like "${ref.name}".`)
  if ('ambiguous' in found)
    throw new ClientError(404, 'not_found', `Several cards match the name "${ref.name}"; name one of them.`, {
      candidates: found.ambiguous,
    })
  return found.card
}

export const searchCards = defineTool({
  name: 'search_cards',
  title: 'Search cards',
  description:
    'Search Magic cards with Scryfall syntax (e.g. "kw:kicker t:sorcery c:g", "o:\\"draw a card\\" cmc<=2", "!\\"Lightning Bolt\\""). ' +
    `Returns one page of card objects (${SEARCH_DEFAULT_PAGE_SIZE} by default), total_cards and has_more; use fields to keep only the fields you need.`,
  input: Type.Object(
    {
      ...SearchQuery,
      ...PageQuery,
      page_size: Type.Optional({ ...PageQuery.page_size, default: SEARCH_DEFAULT_PAGE_SIZE }),
      dir: Type.Optional({ ...SearchQuery.dir, description: 'Sort direction: auto (the order’s natural one), asc or desc.' }),
      // the REST parameter's description lists all 80 card fields: too long for a model's context
      fields: Type.Optional({
        ...FieldsQuery.fields,
        description:
          'Comma-separated card fields to keep (e.g. name,mana_cost,type_line,oracle_text,legalities); default all of the card object’s fields.',
      }),
    },
    { additionalProperties: false },
  ),
  async run(args, { db, links, totals }) {
    const fields = parseFields(args.fields)
    const page = pageRequest(args, SEARCH_DEFAULT_PAGE_SIZE)
    const found = await searchCardPage(db, args.q, {
      totals,
      limit: page.limit,
      offset: page.offset,
      order: args.order,
      dir: args.dir,
      unique: args.unique,
      hydrate: false,
    })
    // the printings' stored card objects (rendered at import), as REST's search sends them
    const texts = await cardJsonTexts(db, found.ids, links, fields)
    return {
      object: 'list',
      total_cards: found.total,
      page: page.page,
      has_more: found.hasMore,
      ...(found.warnings.length ? { warnings: found.warnings } : {}),
      data: texts.map((t) => JSON.parse(t) as Record<string, unknown>),
    }
  },
})

export const getCard = defineTool({
  name: 'get_card',
  title: 'Get a card',
  description:
    'One card by id or by name (exact, else fuzzy): its card object (Oracle text, types, legalities by format, prices), ' +
    'its Oracle text annotated with the Comprehensive Rules definition of each keyword and term it uses, its tags ' +
    '(with provenance: printed attribute, extracted from rules text, or inferred theme) and its rulings with dates.',
  input: CardRefInput,
  listedInput: CardRefListed,
  check: checkCardRef,
  async run(args, { db, links }) {
    const found = await findCard(db, args)
    const { card } = found
    const [dictionary, tags, rulings] = await Promise.all([
      loadAnnotationDictionary(db),
      tagsByOracleIds(db, [card.oracleId]),
      rulingsForCard(db, card.oracleId),
    ])
    const annotated = annotateWith(dictionary, { name: card.name, oracleText: card.oracleText })
    const terms = new Map<string, { term: string; kind: string; rule: string | null; definition: string | null }>()
    for (const s of annotated.spans.flatMap((s) => [s, ...(s.children ?? [])])) {
      if (s.term === undefined || terms.has(s.term.toLowerCase())) continue
      terms.set(s.term.toLowerCase(), { term: s.term, kind: s.kind, rule: s.rule ?? null, definition: s.definition ?? null })
    }
    return {
      card: (await renderCards(db, [found], links, null))[0],
      annotations: { cr_edition: dictionary.edition, annotated_html: annotated.html, terms: [...terms.values()] },
      tags: (tags.get(card.oracleId) ?? []).map(tagObject),
      rulings: rulings.map(rulingObject),
    }
  },
})

export const getRulings = defineTool({
  name: 'get_rulings',
  title: "A card's rulings",
  description: "A card's official rulings (by id or name), oldest first, each with its date and source. Cite them verbatim with the date.",
  input: CardRefInput,
  listedInput: CardRefListed,
  check: checkCardRef,
  async run(args, { db }) {
    const { card } = await findCard(db, args)
    const rulings = await rulingsForCard(db, card.oracleId)
    return { card: { name: card.name, oracle_id: card.oracleId }, total: rulings.length, data: rulings.map(rulingObject) }
  },
})
