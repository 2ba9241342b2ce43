// The one definition of an evaluation's answers (src/engine/scenario/answers.ts) as a check for
// tests: the engine's own results and the evaluate service's (what REST, GraphQL and MCP return)
// must validate against it, closed: a field outside the schema fails too, so an answer cannot grow
// a field the types, the OpenAPI document and GraphQL do not know about.
import { Ajv } from 'ajv'
import { EngineResult } from '../../src/engine/index.js'
import { EvaluateResponseSchema } from '../../src/evaluate/response.js'

/** The schema as plain JSON, every object with properties closed to others. */
export function closedSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closedSchema)
  if (!schema || typeof schema !== 'object') return schema
  const out = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, closedSchema(v)]))
  return 'properties' in out ? { ...out, additionalProperties: false } : out
}

const ajv = new Ajv({ strict: false, allErrors: true })
const engineCheck = ajv.compile(closedSchema(JSON.parse(JSON.stringify(EngineResult.Result))) as object)
const responseCheck = ajv.compile(closedSchema(JSON.parse(JSON.stringify(EvaluateResponseSchema))) as object)

const check = (validate: typeof engineCheck, value: unknown): string[] =>
  validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message} ${JSON.stringify(e.params)}`)

/** What is wrong with an engine result, by the schema ([] when nothing). */
export const engineResultErrors = (value: unknown) => check(engineCheck, value)

/** What is wrong with an evaluate response (the service's, REST's or MCP's), by the schema ([] when nothing). */
export const evaluateResponseErrors = (value: unknown) => check(responseCheck, value)
