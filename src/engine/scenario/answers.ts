// What an evaluation answers, defined once: one answer per question, one outcome per action, each
// with the citations it rests on. The shape is the same from the engine out to every API; only the
// citations differ: the engine cites keys (a rule number, or a ruling entry of rulings.ts with the
// text it quotes), the evaluate service turns them into texts from the store (src/evaluate/response.ts).
// The TypeScript types are derived from these schemas (Static<…>), and POST /evaluate's response
// schema is evaluationResultSchema(the service's citation), so the types, the serializer and the
// OpenAPI document cannot drift apart; GraphQL's EvaluationResult is tested to cover these fields.
import Type, { type Static, type TSchema } from 'typebox'
import type { RulingKey } from '../rulings.js'
import { Opt } from './primitives.js'

/** An answer's value: boolean, number, string, list of strings, an object, or null (unsupported). */
export const AnswerValueSchema = Type.Union(
  [Type.Boolean(), Type.Number(), Type.String(), Type.Array(Type.String()), Type.Null(), Type.Record(Type.String(), Type.Unknown())],
  { description: 'The answer: boolean, number, string, list, object, or null when unsupported.' },
)

/** The answers to a scenario's questions and the outcomes of its actions, citing with `citation`. */
export function evaluationResultSchema<C extends TSchema>(citation: C, options: { title?: string } = {}) {
  const Citations = Type.Array(citation, { description: 'The CR rules and rulings it rests on.' })
  const Answer = Type.Object(
    {
      q: Type.String({ description: 'The question asked.' }),
      of: Opt(Type.String({ description: 'The card or player it is about.' })),
      value: AnswerValueSchema,
      legal: Opt(
        Type.Union([Type.Boolean(), Type.Null()], {
          description:
            'For questions about an action’s legality (legal, canCast, canActivate): whether the rules allow it; null when unsupported.',
        }),
      ),
      supported: Type.Boolean({
        description:
          'False when the answer could depend on a clause the engine did not understand or a rule it does not model; value is then null.',
      }),
      because: Type.String({ description: 'Why, in words.' }),
      citations: Citations,
      detail: Opt(Type.Record(Type.String(), Type.Unknown(), { description: 'More about the answer, by question.' })),
    },
    { title: 'EvaluationAnswer' },
  )
  const ActionOutcome = Type.Object(
    {
      index: Type.Integer({ description: 'The action’s position in actions.' }),
      do: Type.String({ description: 'The action.' }),
      id: Opt(Type.String({ description: 'The action’s id, when it has one.' })),
      legal: Type.Union([Type.Boolean(), Type.Null()], {
        description: 'Null when the engine can’t be sure (supported: false); the engine then carries on as if it were legal.',
      }),
      supported: Type.Boolean({ description: 'False when the outcome could depend on what the engine does not model.' }),
      because: Type.String({
        description: 'What happened, or why the rules forbid it (then nothing happened: CR 732, the game returns to before the action).',
      }),
      citations: Citations,
    },
    { title: 'EvaluationActionOutcome' },
  )
  const Result = Type.Object(
    {
      answers: Type.Array(Answer, { description: 'One answer per question of ask, in order.' }),
      actions: Type.Array(ActionOutcome, { description: 'What each action did, or why the rules forbid it (then it changed nothing).' }),
    },
    { title: options.title ?? 'EvaluateResult' },
  )
  return { Answer, ActionOutcome, Result }
}

/** The engine's citations: a CR rule number, or a ruling entry of rulings.ts (its key, the card, the text it quotes). */
export const RuleCitationSchema = Type.Object({ rule: Type.String({ description: 'A CR rule number.' }) })
export const RulingCitationSchema = Type.Object({
  ruling: Type.Object({
    key: Type.Unsafe<RulingKey>(Type.String({ description: 'The ruling’s key in src/engine/rulings.ts.' })),
    card: Type.String(),
    text: Type.String(),
  }),
})
export const CitationKeySchema = Type.Union([RuleCitationSchema, RulingCitationSchema])

/** What the engine itself returns (its citations are keys; the evaluate service resolves them). */
export const EngineResult = evaluationResultSchema(CitationKeySchema, { title: 'EngineEvaluateResult' })

export type RuleCitation = Static<typeof RuleCitationSchema>
export type RulingCitation = Static<typeof RulingCitationSchema>
export type CitationKey = Static<typeof CitationKeySchema>
export type AnswerValue = Static<typeof AnswerValueSchema>
export type Answer = Static<typeof EngineResult.Answer>
export type ActionOutcome = Static<typeof EngineResult.ActionOutcome>
export type EvaluateResult = Static<typeof EngineResult.Result>
