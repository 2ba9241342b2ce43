// POST /evaluate: one scenario in, one answer per question out, each with the CR rules and rulings
// it rests on (docs/evaluate.md). The body schema is the scenario language's JSON Schema (defined
// once, in the engine); it is checked by validateScenario so a malformed scenario gets a 400 that
// names what to fix. GET /evaluate/schema serves that JSON Schema, for clients and tool definitions.
import type { FastifyPluginAsync, FastifySchema } from 'fastify'
import { ClientError } from '../../errors.js'
import { ScenarioSchema, scenarioJsonSchema, validateScenario, type Scenario } from '../../engine/index.js'
import { EvaluateResponseSchema } from '../../evaluate/response.js'
import { evaluateServiceFor } from '../../evaluate/service.js'
import { errorResponses } from './schemas.js'

/** The route's options, shared with the benchmark's constant-answer baseline so both do the same HTTP work. */
export const evaluateRouteOptions = {
  schema: {
    tags: ['evaluate'],
    summary: 'Answer rules questions about a scenario, citing the Comprehensive Rules and rulings',
    description:
      'Cards (from the store by name, or inline), actions in order (cast, copySpell, resolve, …) and questions (isKicked, zone, totalCost, …). ' +
      'An action the rules forbid is reported in `actions` (legal: false, why, citations) and changes nothing. See docs/evaluate.md.',
    body: ScenarioSchema,
    response: { 200: EvaluateResponseSchema, ...errorResponses },
  } as FastifySchema,
  // the scenario's own validator: precise messages ("actions[1].kicker must be …") instead of Ajv's
  validatorCompiler: () => (data: unknown) => {
    const v = validateScenario(data)
    return v.ok ? { value: v.value } : { error: new ClientError(400, 'invalid_scenario', v.message) }
  },
}

const schemaDocument = scenarioJsonSchema()

const evaluateRoute: FastifyPluginAsync = async (app) => {
  const service = evaluateServiceFor(app.db)
  app.get(
    '/evaluate/schema',
    {
      schema: {
        tags: ['evaluate'],
        summary: 'The scenario language as JSON Schema (draft 2020-12): the body POST /evaluate accepts',
        description:
          'Generated from the one definition the engine validates with. Aliases the service also accepts (e.g. "of" for an action\'s "card") are named in the field descriptions and docs/evaluate.md.',
      },
    },
    async (_request, reply) => reply.type('application/schema+json; charset=utf-8').send(JSON.stringify(schemaDocument)),
  )
  app.post('/evaluate', evaluateRouteOptions, async (request) => service.evaluateValid(request.body as Scenario))
}
export default evaluateRoute
