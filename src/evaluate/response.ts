// The shape of an evaluation as REST, GraphQL and MCP return it: the engine's answers and action
// outcomes (src/engine/scenario/answers.ts, the one definition), with citations turned into texts
// from the store (a rule with its text and effective date, a ruling with its card, date and text).
// Fastify serializes POST /evaluate's responses with EvaluateResponseSchema and the OpenAPI document
// shows it; the service's TypeScript types are derived from it.
import Type, { type Static } from 'typebox'
import { evaluationResultSchema } from '../engine/index.js'

const Nullable = (description: string) => Type.Union([Type.String(), Type.Null()], { description })

export const RuleCitationOutSchema = Type.Object(
  {
    rule: Type.String({ description: 'A CR rule number.' }),
    text: Nullable('The rule’s text in the current CR edition; null when the store does not have it.'),
    effective: Nullable('The effective date of the CR edition the text is from.'),
  },
  { title: 'RuleCitation' },
)
export const RulingCitationOutSchema = Type.Object(
  {
    ruling: Type.Object({
      card: Type.String(),
      date: Nullable('Null when the store has no copy of the ruling (stored: false).'),
      text: Type.String(),
      stored: Type.Optional(Type.Boolean({ description: 'False when the store has no copy: the text is the engine’s own.' })),
    }),
  },
  { title: 'RulingCitation' },
)
export const CitationOutSchema = Type.Union([RuleCitationOutSchema, RulingCitationOutSchema])

const Evaluation = evaluationResultSchema(CitationOutSchema, { title: 'EvaluateResult' })
export const EvaluateResponseSchema = Evaluation.Result

export type RuleCitationOut = Static<typeof RuleCitationOutSchema>
export type RulingCitationOut = Static<typeof RulingCitationOutSchema>
export type CitationOut = Static<typeof CitationOutSchema>
export type AnswerOut = Static<typeof Evaluation.Answer>
export type ActionOutcomeOut = Static<typeof Evaluation.ActionOutcome>
export type EvaluateResponse = Static<typeof EvaluateResponseSchema>
