// The REST API's shapes, written once as TypeBox schemas: they validate requests, drive response
// serialization and make the OpenAPI document (/openapi.json).
import { Type } from 'typebox'

/** A string from a fixed list, as a plain JSON-schema enum (clear validation messages, clean OpenAPI). */
export const StringEnum = <T extends string>(values: readonly T[], options: Record<string, unknown> = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options })

const Str = Type.String()
const OptStr = Type.Optional(Str)
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()])

export const ErrorObject = Type.Object(
  {
    object: Type.Literal('error'),
    status: Type.Integer(),
    code: Type.String({ description: 'bad_request, not_found, ambiguous, too_many_requests, …' }),
    details: Type.String({ description: 'What went wrong and how to fix it.' }),
    type: Type.Optional(Type.String({ description: 'For search errors: the kind of mistake (syntax, all_terms_ignored, …).' })),
    warnings: Type.Optional(Type.Array(Str)),
    position: Type.Optional(
      Type.Object(
        { start: Type.Integer(), end: Type.Integer() },
        { description: 'Where in the query the mistake is (UTF-16 offsets, end exclusive).' },
      ),
    ),
    fragment: OptStr,
    candidates: Type.Optional(Type.Array(Str, { description: 'For an ambiguous fuzzy name: the names it matches equally well.' })),
  },
  { additionalProperties: true, $id: 'Error' },
)

export const errorResponses = {
  400: Type.Ref('Error'),
  404: Type.Ref('Error'),
  429: Type.Ref('Error'),
  // the database unreachable or too busy: retry after the Retry-After header's seconds
  503: Type.Ref('Error'),
}

// the card object is Scryfall's, defined with its renderer (src/scryfall/schema.ts)
export { CardFaceObject, CardObject } from '../../scryfall/schema.js'
import { CardObject } from '../../scryfall/schema.js'

export const RulingObject = Type.Object(
  {
    object: Type.Literal('ruling'),
    oracle_id: Type.String({ format: 'uuid' }),
    source: Nullable(Str),
    published_at: Str,
    comment: Str,
  },
  { $id: 'Ruling' },
)

export { SetObject } from '../../scryfall/schema.js'
import { SetObject } from '../../scryfall/schema.js'

const RuleSummary = Type.Object({
  object: Type.Literal('rule'),
  number: Str,
  kind: Type.Union([Type.Literal('section'), Type.Literal('chapter'), Type.Literal('rule'), Type.Literal('subrule')]),
  text: Str,
  examples: Type.Array(Str),
  uri: Str,
})

export const RuleObject = Type.Object(
  {
    object: Type.Literal('rule'),
    number: Str,
    kind: Type.Union([Type.Literal('section'), Type.Literal('chapter'), Type.Literal('rule'), Type.Literal('subrule')]),
    text: Str,
    examples: Type.Array(Str),
    effective_date: Type.String({ description: 'Effective date of the CR edition the rule comes from.' }),
    uri: Str,
    parent: Nullable(RuleSummary),
    subrules: Type.Array(RuleSummary, { description: 'Direct subrules in document order.' }),
    previous: Nullable(RuleSummary),
    next: Nullable(RuleSummary),
    references: Type.Array(
      Type.Object({
        number: Str,
        rule: Nullable(RuleSummary),
      }),
      { description: 'The rules its text and examples cite, resolved in the same edition.' },
    ),
    history_uri: Type.String({ description: 'This rule through every stored edition (GET /rules/:number/history).' }),
    followed_from: Type.Optional(
      Type.Object(
        {
          number: Str,
          effective_date: Str,
          changes: Type.Array(Type.Object({ effective_date: Str, kind: Str, from: Nullable(Str), to: Str }), {
            description: 'What happened to the rule edition by edition (unchanged editions left out).',
          }),
        },
        { description: 'With follow=current: the rule asked for (number and edition), which is this rule now.' },
      ),
    ),
  },
  { $id: 'Rule' },
)

export const TextHitObject = Type.Object(
  {
    object: Type.Union([Type.Literal('rule'), Type.Literal('glossary_term'), Type.Literal('ruling')]),
    rank: Type.Number(),
    title: Type.String({ description: "Rule number, glossary term, or the ruled card's name." }),
    snippet: Type.String({ description: 'The matching passage, hits wrapped in <mark>…</mark>.' }),
    text: Str,
    uri: Str,
    rule_number: Type.Optional(Str),
    term: Type.Optional(Str),
    oracle_id: Type.Optional(Str),
    published_at: Type.Optional(Str),
    card_count: Type.Optional(Type.Integer({ description: 'Rulings: how many cards carry this same ruling (title names one of them).' })),
    effective_date: Type.Optional(Str),
  },
  { $id: 'TextHit' },
)

export const GlossaryTermObject = Type.Object(
  {
    object: Type.Literal('glossary_term'),
    term: Str,
    text: Str,
    references: Type.Array(Str),
    effective_date: Str,
    uri: Str,
  },
  { $id: 'GlossaryTerm' },
)

export const KeywordSummary = Type.Object({
  object: Type.Literal('keyword'),
  name: Str,
  slug: Str,
  kind: Type.Union([Type.Literal('ability'), Type.Literal('action'), Type.Literal('ability_word')]),
  rule_number: Nullable(Str),
  uri: Str,
})

export const KeywordObject = Type.Object(
  {
    object: Type.Literal('keyword'),
    name: Str,
    slug: Str,
    kind: Type.Union([Type.Literal('ability'), Type.Literal('action'), Type.Literal('ability_word'), Type.Null()]),
    rule_number: Nullable(Str),
    definition: Type.String({ description: "The defining rules' text, subrules joined by newlines." }),
    uri: Str,
    parent: Type.Optional(Nullable(KeywordSummary)),
    variants: Type.Optional(Type.Array(KeywordSummary)),
    rule: Type.Optional(Nullable(Type.Object({ number: Str, text: Str, uri: Str }))),
    example_cards: Type.Optional(
      Type.Object({
        total_cards: Type.Integer(),
        data: Type.Array(Type.Object({ name: Str, oracle_id: Str, mana_cost: Nullable(Str), type_line: Str, uri: Str })),
      }),
    ),
  },
  { $id: 'Keyword' },
)

export const TagObject = Type.Object(
  {
    object: Type.Literal('tag'),
    slug: Str,
    label: Str,
    category: Str,
    provenance: Type.Union([Type.Literal('attribute'), Type.Literal('extracted'), Type.Literal('inferred')]),
    confidence: Nullable(Type.Number()),
    evidence: Nullable(Str),
  },
  { $id: 'Tag' },
)

/** Shared schemas registered once with app.addSchema, referenced by $id. */
export const SHARED_SCHEMAS = [
  ErrorObject,
  CardObject,
  RulingObject,
  SetObject,
  RuleObject,
  TextHitObject,
  GlossaryTermObject,
  KeywordObject,
  TagObject,
]
