// GraphQL evaluate(scenario): the same scenario language and answers as POST /evaluate, through the
// same service. The scenario is a JSON input (scalar EvaluationScenario) checked against the same
// JSON Schema; a malformed one is a BAD_USER_INPUT error naming what to fix (HTTP 400). The result
// types below spell the answer schema of src/engine/scenario/answers.ts for GraphQL:
// test/evaluate/result-schema.test.ts fails when they miss a field of it or differ in nullability.
import { GraphQLError, GraphQLScalarType } from 'graphql'
import { GraphQLJSON } from 'graphql-scalars'
import { ClientError } from '../../../errors.js'
import { scenarioJsonSchema } from '../../../engine/index.js'
import { evaluateServiceFor } from '../../../evaluate/service.js'
import type { GraphQLContext } from '../context.js'
import type { GraphQLModule } from '../module.js'

/** graphql-scalars' JSON scalar (objects, lists and variables inside literals) under our own name. */
const json = (name: string, description: string) => new GraphQLScalarType({ ...GraphQLJSON.toConfig(), name, description })

const schemaDocument = scenarioJsonSchema()

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } })

export const evaluate: GraphQLModule = {
  typeDefs: /* GraphQL */ `
    "A scenario as JSON, the body of POST /evaluate: { cards, players?, actions?, ask }."
    scalar EvaluationScenario
    "Any JSON value: an answer's value (boolean, number, string, list or null) or its details."
    scalar EvaluationValue

    extend type Query {
      "Answer rules questions about a scenario, citing the Comprehensive Rules and rulings (docs/evaluate.md)."
      evaluate(scenario: EvaluationScenario!): EvaluationResult!
      "The scenario language as JSON Schema (draft 2020-12), as GET /evaluate/schema serves it."
      evaluationSchema: EvaluationValue!
    }

    type EvaluationResult {
      "One answer per question of ask, in order."
      answers: [EvaluationAnswer!]!
      "What each action did, or why the rules forbid it (then it changed nothing)."
      actions: [EvaluationActionOutcome!]!
    }
    type EvaluationAnswer {
      q: String!
      of: String
      value: EvaluationValue
      "For legality questions: whether the rules allow it (null when unsupported)."
      legal: Boolean
      "False when the answer could depend on a clause the engine didn't understand or a rule it doesn't model; value is then null."
      supported: Boolean!
      because: String!
      citations: [EvaluationCitation!]!
      detail: EvaluationValue
    }
    type EvaluationActionOutcome {
      index: Int!
      do: String!
      id: String
      "Null when unsupported: the engine can't be sure, and carries on as if it were legal."
      legal: Boolean
      supported: Boolean!
      because: String!
      citations: [EvaluationCitation!]!
    }
    "A rule (rule, text, effective) or a ruling (ruling)."
    type EvaluationCitation {
      rule: String
      text: String
      "The effective date of the CR edition the text is from."
      effective: String
      ruling: EvaluationRuling
    }
    type EvaluationRuling {
      card: String!
      "Null when the store has no copy of the ruling (stored: false)."
      date: String
      text: String!
      stored: Boolean
    }
  `,
  resolvers: {
    EvaluationScenario: json('EvaluationScenario', 'A scenario as JSON.'),
    EvaluationValue: json('EvaluationValue', 'Any JSON value.'),
    Query: {
      evaluationSchema: () => schemaDocument,
      evaluate: async (_: unknown, args: { scenario: unknown }, { db }: GraphQLContext) => {
        try {
          return await evaluateServiceFor(db).evaluate(args.scenario)
        } catch (e) {
          if (e instanceof ClientError && e.status < 500) throw badInput(e.details)
          throw e
        }
      },
    },
  },
}
