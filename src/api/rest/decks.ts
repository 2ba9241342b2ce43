// Decks: POST /decks/parse (a pasted list → each line's card and printing, what didn't resolve
// with suggestions, the curve, colors, types and price), POST /decks/validate (a deck's legality in
// a format, each issue citing the rule it breaks), GET and POST /decks/export (Arena, MTGO, text or
// CSV). A list may be sent as JSON ({ "deck": "4 Lightning Bolt\n…" } or entries) or as the body
// itself (text/plain, text/csv, XML for a .dek) with the options in the query. docs/decks.md.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { EXPORT_FORMATS, type ExportFormat } from '../../decks/export.js'
import { decodeDeckBytes } from '../../decks/limits.js'
import { ExportBodySchema, ExportFormatSchema, InputFormatSchema, ParseBodySchema, ValidateBodySchema } from '../../decks/schema.js'
import { deckServiceFor, type ParsedDeck, type ValidatedDeck } from '../../decks/service.js'
import { CURVE_BUCKETS } from '../../decks/stats.js'
import type { InputFormat } from '../../decks/types.js'
import { badRequest } from '../../errors.js'
import { CARD_FIELDS, linksFor, type CardField, type CardObject } from './card-object.js'
import { renderCard, type RenderLinks } from '../../scryfall/render-card.js'
import { CardObject as CardObjectSchema } from '../../scryfall/schema.js'
import { errorResponses } from './schemas.js'

/** Larger than the deck limit itself, so that an oversized paste gets a 400 naming its line rather than a bare 413. */
export const DECK_BODY_LIMIT = 16 * 1024 * 1024

const LIST_TYPES = ['text/plain', 'text/csv', 'text/xml', 'application/xml', 'application/octet-stream']

/** The card fields a deck's entries carry, in the card object's own order. */
const CARD_SUMMARY: readonly CardField[] = (
  [
    'object',
    'id',
    'oracle_id',
    'name',
    'layout',
    'mana_cost',
    'cmc',
    'type_line',
    'colors',
    'color_identity',
    'set',
    'set_name',
    'collector_number',
    'rarity',
    'prices',
    'uri',
    // the pictures the deck page shows on hover (one per face for a double-faced card)
    'image_uris',
    'card_faces',
  ] as const
).toSorted((a, b) => CARD_FIELDS.indexOf(a) - CARD_FIELDS.indexOf(b))

/** CARD_SUMMARY as renderCard's `only`: the fields it must work out for a deck's entry. */
const SUMMARY_FIELDS: ReadonlySet<CardField> = new Set(CARD_SUMMARY)

/** The summary fields of a rendered card object: a pick of 18 fields, not a walk over all ~75. */
function cardSummary(o: CardObject): Partial<CardObject> {
  const out: Record<string, unknown> = {}
  for (const f of CARD_SUMMARY) {
    const v = o[f]
    if (v !== undefined) out[f] = v
  }
  return out as Partial<CardObject>
}

/**
 * A deck entry's card: the summary fields of the card object (Card), so that the answer is
 * serialized against these 18 fields rather than checked against all of Card's.
 */
const DeckCardObject = Type.Object(Object.fromEntries(CARD_SUMMARY.map((f) => [f, CardObjectSchema.properties[f]])), {
  $id: 'DeckCard',
  description: "A card object's summary fields (GET /cards/:id has the rest).",
})

const Str = Type.String()
const Opt = Type.Optional
const Int = Type.Integer()
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()])
const Sections = Type.Object({ main: Int, sideboard: Int, commander: Int, companion: Int, maybeboard: Int })

const LineFields = {
  line: Type.Integer({ description: 'The line of the input (from 1); for entries given as data, the entry (from 1).' }),
  text: Type.String({ description: 'The line as written.' }),
  section: Str,
  quantity: Int,
  name: Type.String({ description: 'The name as written, split separators made " // ".' }),
  set: Opt(Str),
  collector_number: Opt(Str),
  foil: Opt(Type.Boolean()),
  etched: Opt(Type.Boolean()),
}

const DeckObject = Type.Object(
  {
    object: Type.Literal('deck'),
    input_format: Type.String({ description: 'How the list was read: arena, mtgo, dek, text, csv, or entries (given as data).' }),
    name: Opt(Str),
    counts: Sections,
    entries: Type.Array(
      Type.Object({
        ...LineFields,
        printing_match: Type.String({
          description:
            'exact: the set and number asked for; set: another printing of that set; default: the newest (none asked); not_found: no printing of the card in that set.',
        }),
        ambiguous: Type.Boolean({ description: 'Several cards answer to this name; card is the first of candidates.' }),
        candidates: Opt(Type.Array(Str)),
        card: Type.Ref('DeckCard'),
      }),
    ),
    unresolved: Type.Array(Type.Object({ ...LineFields, suggestions: Type.Array(Str) }), {
      description: 'Lines whose name found no card.',
    }),
    skipped: Type.Array(Type.Object({ line: Int, text: Str, kind: Type.String({ description: 'comment, header or metadata' }) })),
    notes: Type.Array(Type.Object({ line: Int, code: Str, message: Str })),
    stats: Type.Object({
      cards: Int,
      curve: Type.Object(Object.fromEntries(CURVE_BUCKETS.map((b) => [b, Int])), {
        description: 'Nonland cards of the deck by mana value.',
      }),
      colors: Type.Object({ W: Int, U: Int, B: Int, R: Int, G: Int, colorless: Int, multicolor: Int }),
      types: Type.Record(Str, Int),
      price: Type.Object({ usd: Nullable(Str), eur: Nullable(Str), tix: Nullable(Str), priced: Int, unpriced: Int }),
    }),
  },
  { $id: 'Deck' },
)

const Citation = Type.Object(
  {
    rule: Opt(Str),
    text: Opt(Nullable(Str)),
    effective: Opt(Nullable(Type.String({ description: 'Effective date of the CR edition the text is from.' }))),
    ruling: Opt(Type.Object({ card: Str, date: Str, text: Str })),
    legality: Opt(
      Type.Object({ card: Str, format: Str, status: Str, source: Type.String({ description: 'The data build the legality came from.' }) }),
    ),
    oracle: Opt(Type.Object({ card: Str, text: Str })),
    format: Opt(Type.Object({ name: Str, text: Str, source: Str, stored: Type.Boolean() })),
  },
  {
    description:
      "A CR rule (rule, text, effective), a ruling, a stored legality, a card's Oracle text, or a format's own rule (not from the store).",
  },
)

const ValidationObject = Type.Object(
  {
    object: Type.Literal('deck_validation'),
    format: Str,
    legal: Nullable(
      Type.Boolean({ description: 'null: some rule could not be checked (see supported and the issues marked supported: false).' }),
    ),
    supported: Type.Boolean(),
    counts: Sections,
    issues: Type.Array(
      Type.Object({
        code: Str,
        severity: Type.String({ description: 'error (the deck is not legal), warning or info' }),
        message: Str,
        cards: Type.Array(Str),
        rule: Type.String({ description: 'The CR rule broken ("100.2a"), or a format\'s own rule ("modern banned list").' }),
        lines: Type.Array(Int),
        supported: Opt(Type.Boolean()),
        citations: Type.Array(Citation),
      }),
    ),
    deck: Type.Ref('Deck'),
  },
  { $id: 'DeckValidation' },
)

type DeckLineOut = Record<string, unknown>

/** A line's own fields (assigned, not spread: a deck has ~65 of them per answer). */
function lineObject(l: ParsedDeck['deck']['entries'][number] | ParsedDeck['deck']['unresolved'][number]): DeckLineOut {
  const o: DeckLineOut = { line: l.line, text: l.text, section: l.section, quantity: l.quantity, name: l.name }
  if (l.set) o.set = l.set
  if (l.collectorNumber) o.collector_number = l.collectorNumber
  if (l.foil) o.foil = true
  if (l.etched) o.etched = true
  return o
}

function deckObject({ deck, stats }: ParsedDeck, links: RenderLinks) {
  const counts = { main: 0, sideboard: 0, commander: 0, companion: 0, maybeboard: 0 }
  for (const e of deck.entries) counts[e.section] += e.quantity
  for (const e of deck.unresolved) counts[e.section] += e.quantity
  return {
    object: 'deck' as const,
    input_format: deck.inputFormat,
    ...(deck.name ? { name: deck.name } : {}),
    counts,
    entries: deck.entries.map((e) => {
      const o = lineObject(e)
      o.printing_match = e.printingMatch
      o.ambiguous = e.ambiguous
      if (e.ambiguous) o.candidates = e.candidates
      o.card = cardSummary(renderCard(e.found, links, [], SUMMARY_FIELDS))
      return o
    }),
    unresolved: deck.unresolved.map((u) => {
      const o = lineObject(u)
      o.suggestions = u.suggestions
      return o
    }),
    skipped: deck.skipped,
    notes: deck.notes,
    stats,
  }
}

/** The DeckValidation object (POST /decks/validate; the MCP tool validate_deck answers the same). */
export const validationObject = (v: ValidatedDeck, links: RenderLinks) => ({
  object: 'deck_validation' as const,
  ...v.validation,
  deck: deckObject(v, links),
})

/** The list and options of a request: a JSON body { deck, … }, or the list as the body with options in the query. */
function readRequest<T extends Record<string, unknown>>(request: FastifyRequest): T & { deck: unknown } {
  const body = request.body
  const query = request.query as Record<string, unknown>
  if (typeof body === 'string') return { ...(query as T), deck: body }
  if (body && typeof body === 'object') return body as T & { deck: unknown }
  if (typeof query.deck === 'string') return { ...(query as T), deck: query.deck }
  throw badRequest('Send the deck: a JSON body { "deck": "4 Lightning Bolt\\n…" }, or the list itself as a text/plain body.')
}

const ListQuery = {
  input_format: Opt(InputFormatSchema),
}

const decks: FastifyPluginAsyncTypebox = async (app) => {
  const service = deckServiceFor(app.db)
  // the list as the body: bytes that are not UTF-8 are a 400 naming their line (not U+FFFD)
  app.removeContentTypeParser('text/plain')
  app.addContentTypeParser(LIST_TYPES, { parseAs: 'buffer', bodyLimit: DECK_BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, decodeDeckBytes(body as Buffer))
    } catch (e) {
      done(e as Error, undefined)
    }
  })
  app.addSchema(DeckCardObject)
  app.addSchema(DeckObject)
  app.addSchema(ValidationObject)
  const listBody = (schema: object) => ({ content: { 'application/json': { schema }, 'text/plain': { schema: { type: 'string' } } } })

  app.post(
    '/decks/parse',
    {
      bodyLimit: DECK_BODY_LIMIT,
      schema: {
        tags: ['decks'],
        summary: "Read a decklist: each line's card and printing, unresolved lines with suggestions, curve, colors, types, price",
        description:
          'The list as pasted, in any of plain text ("4 Lightning Bolt", "4x …", "… x4"), MTG Arena (with Deck / Sideboard / Commander / Companion and "(SET) number"), MTGO .txt and .dek, "1 Sol Ring (CMM) 464 *F*", or CSV with a quantity and a name column; the format is told from the content. Send JSON { deck, input_format? } or the list itself as a text/plain body.',
        querystring: Type.Object(ListQuery, { additionalProperties: false }),
        body: listBody(ParseBodySchema),
        response: { 200: Type.Ref('Deck'), ...errorResponses },
      } as never,
    },
    async (request) => {
      const r = readRequest<{ input_format?: InputFormat }>(request)
      return deckObject(await service.parse(r.deck, { inputFormat: r.input_format }), linksFor(app, request))
    },
  )

  app.post(
    '/decks/validate',
    {
      bodyLimit: DECK_BODY_LIMIT,
      schema: {
        tags: ['decks'],
        summary: 'Is a deck legal in a format? Each issue names the rule it breaks, cited from the store',
        description:
          'Constructed formats (standard, pioneer, modern, legacy, vintage, pauper, …), limited, commander and its variants, brawl, oathbreaker, and companions. legal is null, and supported false, when a rule could not be checked. See docs/decks.md.',
        querystring: Type.Object(
          { format: Opt(Type.String({ minLength: 1, maxLength: 40 })), commanders: Opt(Type.String({ maxLength: 500 })), ...ListQuery },
          { additionalProperties: false },
        ),
        body: listBody(ValidateBodySchema),
        response: { 200: Type.Ref('DeckValidation'), ...errorResponses },
      } as never,
    },
    async (request) => {
      const r = readRequest<{ format?: string; input_format?: InputFormat; commanders?: string | string[] }>(request)
      if (!r.format) throw badRequest('format is required: the format to validate for, e.g. "modern" or "commander".')
      const commanders =
        typeof r.commanders === 'string'
          ? r.commanders
              .split('|')
              .map((s) => s.trim())
              .filter(Boolean)
          : r.commanders
      const v = await service.validate(r.deck, r.format, { inputFormat: r.input_format, commanders })
      return validationObject(v, linksFor(app, request))
    },
  )

  const exportOptions = {
    tags: ['decks'],
    summary: 'Write a deck as MTG Arena, MTGO (.txt), plain text or CSV',
    description:
      'Lines that did not resolve are written as given. Cards a format has no place for (the maybeboard in Arena and MTGO) are left out and counted in the X-Deck-Omitted header.',
    response: { 200: Type.String(), ...errorResponses },
  }
  const sendExport = async (reply: FastifyReply, deck: unknown, format: ExportFormat, inputFormat?: InputFormat) => {
    const out = await service.export(deck, format, { inputFormat })
    reply.header('content-type', out.contentType)
    if (out.omitted.length) reply.header('x-deck-omitted', out.omitted.map((o) => `${o.section}=${o.cards}`).join(', '))
    if (out.deck.unresolved.length) reply.header('x-deck-unresolved-lines', out.deck.unresolved.map((u) => u.line).join(','))
    return out.text
  }
  const Format = { format: ExportFormatSchema }

  app.get(
    '/decks/export',
    {
      schema: {
        ...exportOptions,
        querystring: Type.Object(
          { ...Format, deck: Type.String({ minLength: 1, description: 'The list as text.' }), ...ListQuery },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => sendExport(reply, request.query.deck, request.query.format, request.query.input_format),
  )

  app.post(
    '/decks/export',
    {
      bodyLimit: DECK_BODY_LIMIT,
      schema: {
        ...exportOptions,
        querystring: Type.Object({ ...Format, ...ListQuery }, { additionalProperties: false }),
        body: listBody(ExportBodySchema),
      } as never,
    },
    async (request, reply) => {
      const q = request.query as { format: ExportFormat; input_format?: InputFormat }
      const r = readRequest<{ input_format?: InputFormat }>(request)
      return sendExport(reply, r.deck, q.format, r.input_format ?? q.input_format)
    },
  )
}

export default decks
export { EXPORT_FORMATS }
