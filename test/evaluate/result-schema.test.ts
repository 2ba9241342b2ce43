// The evaluation's answers are defined once (src/engine/scenario/answers.ts, with the store's
// citations in src/evaluate/response.ts): POST /evaluate serializes with that schema, and GraphQL's
// EvaluationResult must offer every field of it, nullable exactly where the schema allows a field
// to be missing or null. (The engine tests check every engine result against it; evaluate.test.ts
// checks the service's, REST's and MCP's answers.)
import { describe, expect, it } from 'vitest'
import { buildSchema } from '../../src/api/graphql/schema.js'
import { evaluateRouteOptions } from '../../src/api/rest/evaluate.js'
import { EngineResult } from '../../src/engine/index.js'
import { EvaluateResponseSchema } from '../../src/evaluate/response.js'
import { engineResultErrors, evaluateResponseErrors } from '../support/evaluation-shape.js'

interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
}

const plain = (s: unknown) => JSON.parse(JSON.stringify(s)) as JsonSchema
const allowsNull = (s: JsonSchema): boolean => s.type === 'null' || (s.anyOf ?? []).some(allowsNull)
/** The object schema a field holds (through lists), the alternatives of a union merged, all optional. */
function objectOf(s: JsonSchema): JsonSchema | null {
  if (s.items) return objectOf(s.items)
  if (s.properties) return s
  const objects = (s.anyOf ?? []).filter((a) => a.properties)
  if (objects.length === 0 || objects.length !== (s.anyOf ?? []).length) return null
  return { type: 'object', properties: Object.assign({}, ...objects.map((o) => o.properties)), required: [] }
}

// graphql's type objects are read by their printed form (`[EvaluationAnswer!]!`): the schema may be
// built by another copy of the graphql package than the test's, and its instanceof checks would fail
interface GraphQLFieldLike {
  type: unknown
}
interface GraphQLTypeLike {
  name: string
  getFields?: () => Record<string, GraphQLFieldLike>
}
const graphql = buildSchema()
const named = (type: unknown) => graphql.getType(String(type).replace(/[[\]!]/g, '')) as GraphQLTypeLike
const evaluateType = () => named(graphql.getQueryType()!.getFields().evaluate!.type)

/** Where GraphQL's type and the schema disagree: a field missing on either side, or nullable on one only. */
function mismatches(schema: JsonSchema, type: GraphQLTypeLike, at: string): string[] {
  if (!type.getFields) return [`${at}: GraphQL ${type.name} is not an object type`]
  const fields = type.getFields()
  const props = schema.properties ?? {}
  const out: string[] = []
  for (const name of Object.keys(fields)) if (!(name in props)) out.push(`${at}.${name}: in GraphQL, not in the schema`)
  for (const [name, prop] of Object.entries(props)) {
    const field = fields[name]
    if (!field) {
      out.push(`${at}.${name}: in the schema, not in GraphQL ${type.name}`)
      continue
    }
    const optional = !(schema.required ?? []).includes(name) || allowsNull(prop)
    if (optional === String(field.type).endsWith('!'))
      out.push(`${at}.${name}: ${optional ? 'optional or null' : 'required'} in the schema, ${field.type} in GraphQL`)
    const inner = objectOf(prop)
    if (inner) out.push(...mismatches(inner, named(field.type), `${at}.${name}`))
  }
  return out
}

describe('the evaluation output, defined once', () => {
  it("POST /evaluate's 200 response schema is the one schema", () => {
    expect((evaluateRouteOptions.schema.response as Record<number, unknown>)[200]).toBe(EvaluateResponseSchema)
  })

  it("GraphQL's EvaluationResult offers every field of the schema, nullable where the schema allows it, and no other", () => {
    expect(mismatches(plain(EvaluateResponseSchema), evaluateType(), 'evaluate')).toEqual([])
  })

  it('the comparison finds a field GraphQL lacks, and one nullable on one side only', () => {
    const schema = plain(EvaluateResponseSchema)
    const answer = schema.properties!.answers!.items!
    const type = evaluateType()
    const grown = {
      ...schema,
      properties: {
        ...schema.properties,
        answers: {
          ...schema.properties!.answers!,
          items: {
            ...answer,
            properties: { ...answer.properties, newField: { type: 'string' } },
            required: [...answer.required!, 'newField'],
          },
        },
      },
    }
    expect(mismatches(grown, type, 'evaluate')).toEqual(['evaluate.answers.newField: in the schema, not in GraphQL EvaluationAnswer'])
    const loosened = {
      ...schema,
      properties: {
        ...schema.properties,
        answers: { ...schema.properties!.answers!, items: { ...answer, required: answer.required!.filter((r) => r !== 'because') } },
      },
    }
    expect(mismatches(loosened, type, 'evaluate')).toEqual(['evaluate.answers.because: optional or null in the schema, String! in GraphQL'])
  })

  it('the checks reject an answer with a field outside the schema, or a value of another shape', () => {
    const answer = { q: 'isKicked', value: true, supported: true, because: 'It was.', citations: [{ rule: '702.33d' }] }
    expect(engineResultErrors({ answers: [answer], actions: [] })).toEqual([])
    expect(engineResultErrors({ answers: [{ ...answer, confidence: 1 }], actions: [] })).not.toEqual([])
    expect(engineResultErrors({ answers: [{ ...answer, value: [1, 2] }], actions: [] })).not.toEqual([])
    expect(engineResultErrors({ answers: [{ ...answer, citations: [{ rule: '702.33d', text: 'Kicker is…' }] }], actions: [] })).not.toEqual(
      [],
    )
    const stored = { ...answer, citations: [{ rule: '702.33d', text: null, effective: null }] }
    expect(evaluateResponseErrors({ answers: [stored], actions: [] })).toEqual([])
    expect(evaluateResponseErrors({ answers: [answer], actions: [] })).not.toEqual([])
  })

  it("the engine's and the service's answers differ only in their citations", () => {
    const fields = (s: unknown) => {
      const p = plain(s).properties!
      return [Object.keys(p.answers!.items!.properties!), Object.keys(p.actions!.items!.properties!)]
    }
    expect(fields(EngineResult.Result)).toEqual(fields(EvaluateResponseSchema))
  })
})
