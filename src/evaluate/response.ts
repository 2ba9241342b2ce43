// The shape of an evaluation as REST and GraphQL return it: the engine's answers and action outcomes,
// with citations turned into texts from the store (a rule with its text and effective date, a ruling
// with its card, date and text). Fastify serializes responses with it and the OpenAPI document shows it.
import Type from 'typebox'

const Opt = Type.Optional

const RuleCitation = Type.Object(
  { rule: Type.String(), text: Type.Union([Type.String(), Type.Null()]), effective: Type.Union([Type.String(), Type.Null()]) },
  { title: 'RuleCitation' },
)
const RulingCitation = Type.Object(
  {
    ruling: Type.Object({
      card: Type.String(),
      date: Type.Union([Type.String(), Type.Null()]),
      text: Type.String(),
      stored: Opt(Type.Boolean()),
    }),
  },
  { title: 'RulingCitation' },
)
const Citations = Type.Array(Type.Union([RuleCitation, RulingCitation]))

export const EvaluateResponseSchema = Type.Object(
  {
    answers: Type.Array(
      Type.Object({
        q: Type.String(),
        of: Opt(Type.String()),
        value: Type.Unsafe<unknown>({ description: 'The answer: boolean, number, string, list or null.' }),
        legal: Opt(Type.Union([Type.Boolean(), Type.Null()])),
        supported: Type.Boolean({
          description:
            'False when the answer could depend on a clause the engine did not understand or a rule it does not model; value is then null.',
        }),
        because: Type.String(),
        citations: Citations,
        detail: Opt(Type.Object({}, { additionalProperties: true })),
      }),
    ),
    actions: Type.Array(
      Type.Object({
        index: Type.Integer(),
        do: Type.String(),
        id: Opt(Type.String()),
        legal: Type.Union([Type.Boolean(), Type.Null()], { description: 'Null when unsupported.' }),
        supported: Type.Boolean(),
        because: Type.String(),
        citations: Citations,
      }),
    ),
  },
  { title: 'EvaluateResult' },
)
