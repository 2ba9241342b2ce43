// GET /cards/:id/annotations — a card's Oracle text as annotated spans (keywords, keyword actions
// and glossary terms with their CR definitions, symbols, reminder text, self references) and as
// HTML with the definitions attached; per face too for multi-faced cards. Opt-in: the card object
// itself stays small; a page that renders the text asks for this.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { Span } from '../../annotate/annotate.js'
import { annotateWith, loadAnnotationDictionary } from '../../queries/annotations.js'
import { requireCard } from './cards.js'
import { errorResponses } from './schemas.js'

const Str = Type.String()
const SPAN_FIELDS = {
  kind: Type.Union(
    ['text', 'keyword', 'ability_word', 'action', 'glossary', 'symbol', 'reminder', 'self'].map((k) => Type.Literal(k)),
    {
      description:
        'text, keyword (ability with its cost), ability_word, action (keyword action), glossary (term), symbol, reminder, self (the card naming itself)',
    },
  ),
  text: Str,
  start: Type.Integer({ description: 'Offset of the span in oracle_text (UTF-16 code units, as JavaScript counts).' }),
  end: Type.Integer(),
  term: Type.Optional(Str),
  rule: Type.Optional(Type.Union([Str, Type.Null()])),
  definition: Type.Optional(
    Type.Union([Str, Type.Null()], { description: 'From the stored Comprehensive Rules; null when the store does not hold it.' }),
  ),
  parameter: Type.Optional(Str),
  symbol_kind: Type.Optional(Str),
  description: Type.Optional(Str),
  css_class: Type.Optional(Str),
  self_form: Type.Optional(Str),
}
const LeafSpan = Type.Object(SPAN_FIELDS)
// reminder text and keywords with a cost hold one level of spans (symbols, actions, self references)
const SpanObject = Type.Object({ ...SPAN_FIELDS, children: Type.Optional(Type.Array(LeafSpan)) })

const AnnotatedText = {
  annotated_text: Type.Array(SpanObject),
  annotated_html: Type.String({
    description:
      'The text as an HTML fragment: <abbr class="kw …" data-rule title="definition">, <span class="ms ms-g">, <span class="reminder">, <br>; every character of card data escaped.',
  }),
}

const CardAnnotations = Type.Object({
  object: Type.Literal('card_annotations'),
  oracle_id: Str,
  name: Str,
  cr_edition: Type.Union([Str, Type.Null()], { description: 'Effective date of the CR edition the definitions come from.' }),
  oracle_text: Str,
  ...AnnotatedText,
  card_faces: Type.Optional(Type.Array(Type.Object({ name: Str, oracle_text: Str, ...AnnotatedText }))),
})

interface SpanJson {
  kind: Span['kind']
  text: string
  start: number
  end: number
  term?: string
  rule?: string | null
  definition?: string | null
  parameter?: string
  symbol_kind?: string
  description?: string
  css_class?: string
  self_form?: string
  children?: SpanJson[]
}

export function spanObject(s: Span): SpanJson {
  const o: SpanJson = { kind: s.kind, text: s.text, start: s.start, end: s.end }
  if (s.term !== undefined) o.term = s.term
  if (s.rule !== undefined) o.rule = s.rule
  if (s.definition !== undefined) o.definition = s.definition
  if (s.parameter !== undefined) o.parameter = s.parameter
  if (s.symbolKind !== undefined) o.symbol_kind = s.symbolKind
  if (s.description !== undefined) o.description = s.description
  if (s.cssClass !== undefined) o.css_class = s.cssClass
  if (s.selfForm !== undefined) o.self_form = s.selfForm
  if (s.children) o.children = s.children.map(spanObject)
  return o
}

const annotations: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/cards/:id/annotations',
    {
      schema: {
        tags: ['cards'],
        summary: "A card's Oracle text annotated with its keywords' and keyword actions' CR definitions, as spans and as HTML",
        params: Type.Object({ id: Type.String({ maxLength: 64, description: 'A Scryfall (printing) id or an Oracle id.' }) }),
        response: { 200: CardAnnotations, ...errorResponses },
      },
    },
    async (request) => {
      const { card } = await requireCard(app.db, request.params.id)
      const dictionary = await loadAnnotationDictionary(app.db)
      const whole = annotateWith(dictionary, { name: card.name, oracleText: card.oracleText })
      return {
        object: 'card_annotations' as const,
        oracle_id: card.oracleId,
        name: card.name,
        cr_edition: dictionary.edition,
        oracle_text: card.oracleText,
        annotated_text: whole.spans.map(spanObject),
        annotated_html: whole.html,
        ...(card.faces.length
          ? {
              card_faces: card.faces.map((f) => {
                const a = annotateWith(dictionary, { name: f.name, oracleText: f.oracleText })
                return { name: f.name, oracle_text: f.oracleText, annotated_text: a.spans.map(spanObject), annotated_html: a.html }
              }),
            }
          : {}),
      }
    },
  )
}
export default annotations
