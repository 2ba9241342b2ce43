// The fuzz suite's generators and its one check, shared by test/api/fuzz.test.ts (a short run in
// every suite run) and bench/fuzz.bench.ts (`npm run bench:fuzz`, longer). Requests are generated
// from what the service itself publishes, so a new route or field is fuzzed without a change here:
//   - REST: every operation of GET /openapi.json, its path and query parameters and JSON body
//     generated from their schemas, mixed with hostile values (wrong types, 1e309, NUL, lone
//     surrogates, huge strings, SQL, regexes);
//   - GraphQL: documents built from the introspected schema (fields, arguments, variables, aliases,
//     fragments, inline fragments), mixed with wrong-typed arguments, unknown fields, other
//     operation types and the abusive documents of issue 9;
//   - /evaluate: scenarios generated from GET /evaluate/schema, naming real cards of the store.
// The check (`checkResponse`): no 5xx, an answer within the time bound, every REST error in the one
// error shape, no GraphQL INTERNAL_SERVER_ERROR, and no internal message (SQL, errno, stack frame).
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  type GraphQLField,
  type GraphQLInputType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  type GraphQLObjectType,
  type GraphQLScalarType,
  type GraphQLSchema,
  type GraphQLType,
  isAbstractType,
  isLeafType,
  type IntrospectionQuery,
} from 'graphql'
import { aliased, fragmentFanOut } from './abusive.js'

export interface FuzzRequest {
  method: 'GET' | 'POST'
  url: string
  /** A JSON body (serialized as is when a string: malformed bodies are requests too). */
  payload?: unknown
  /** The route it was generated for, to group failures. */
  route: string
  /** Headers besides content-type (a hostile Host, forwarding headers). */
  headers?: Record<string, string>
  /** A string no answer may contain (the hostile host a request sent). */
  mustNotEcho?: string
}

type JsonSchema = Record<string, any>

// ---------------------------------------------------------------- hostile values

const HOSTILE_STRINGS = [
  '',
  ' ',
  '%',
  '%00',
  '\u0000',
  '\uD800',
  '\uFFFF',
  '\\',
  '"',
  "'",
  "' OR 1=1 --",
  '); DROP TABLE cards; --',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'null',
  'undefined',
  'true',
  '-1',
  '0',
  '1e309',
  '-1e309',
  'Infinity',
  'NaN',
  '9007199254740993',
  '0x10',
  '1.5',
  '2026-02-30',
  '0000-00-00',
  '{HW}',
  '{∞}',
  'o:/(.*){1,255}x/',
  'o:/(a+)+$/',
  'name:/[/',
  '((((((((((',
  'c>=purple',
  'mv<banana',
  '日本語',
  '🂡',
  'a'.repeat(5000),
]

/** A value of any JSON type, often one a schema does not allow. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, -0, 1.5, 1e308, -1e308, 2 ** 53 + 1, 1e21) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.json({ maxDepth: 2 }).map((j) => JSON.parse(j)) },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 30 }, () => [[[[{}]]]])) },
)

/** A string for a query or path parameter, often a hostile one. */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
)

// ---------------------------------------------------------------- JSON Schema → arbitrary

export interface SchemaOptions {
  /** Schemas a $ref may name (OpenAPI components, Fastify shared schemas), by their name or $id. */
  refs?: Record<string, JsonSchema>
  /** The strings a free string field gets most of the time (card names, references…), by its path ("cards.*.card", "ask[].of"). */
  strings?: (path: string) => fc.Arbitrary<string> | undefined
  /** Keys of records (additionalProperties, patternProperties). */
  keys?: fc.Arbitrary<string>
  /** 0–1: how often any value is replaced by a hostile one (default 0.15). */
  hostility?: number
}

/**
 * Values for a JSON Schema (the subset TypeBox and the route schemas use: type, enum, const,
 * anyOf/oneOf/allOf, properties/required/additionalProperties, patternProperties, items, lengths,
 * bounds, pattern, format), each node replaced by a hostile value now and then.
 */
export function fromSchema(schema: JsonSchema, opts: SchemaOptions = {}, depth = 0, path = ''): fc.Arbitrary<unknown> {
  const hostility = opts.hostility ?? 0.15
  const valid = validFor(schema, opts, depth, path)
  if (hostility <= 0) return valid
  const h = Math.max(1, Math.round(hostility * 100))
  return fc.oneof({ weight: 100 - h, arbitrary: valid }, { weight: h, arbitrary: hostileJson })
}

function resolve(schema: JsonSchema, refs: Record<string, JsonSchema>): JsonSchema {
  for (let i = 0; schema.$ref && i < 10; i++) {
    const name = String(schema.$ref).replace(/^#\/components\/schemas\//, '')
    schema = refs[name] ?? refs[String(schema.$ref)] ?? {}
  }
  return schema
}

function validFor(raw: JsonSchema, opts: SchemaOptions, depth: number, path: string): fc.Arbitrary<unknown> {
  const schema = resolve(raw, opts.refs ?? {})
  if (depth > 8) return fc.constant(null)
  if ('const' in schema) return fc.constant(schema.const)
  if (Array.isArray(schema.enum) && schema.enum.length) return fc.constantFrom(...schema.enum)
  const union = schema.anyOf ?? schema.oneOf
  if (Array.isArray(union) && union.length) return fc.oneof(...union.map((s: JsonSchema) => validFor(s, opts, depth + 1, path)))
  if (Array.isArray(schema.allOf) && schema.allOf.length) return validFor(schema.allOf[0], opts, depth + 1, path)
  const types = [schema.type ?? (schema.properties || schema.patternProperties ? 'object' : 'any')].flat() as string[]
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return stringFor(schema, opts, path)
        case 'integer':
          return fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 1000, 1_000_000) })
        case 'number':
          return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true })
        case 'boolean':
          return fc.boolean()
        case 'null':
          return fc.constant(null)
        case 'array': {
          const item = schema.items && !Array.isArray(schema.items) ? fromSchema(schema.items, opts, depth + 1, `${path}[]`) : hostileJson
          const length = { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) }
          return schema.uniqueItems ? fc.uniqueArray(item, { ...length, selector: (v) => JSON.stringify(v) }) : fc.array(item, length)
        }
        case 'object':
          return objectFor(schema, opts, depth, path)
        default:
          return hostileJson
      }
    }),
  )
}

function stringFor(schema: JsonSchema, opts: SchemaOptions, path: string): fc.Arbitrary<string> {
  if (schema.format === 'date') {
    return fc
      .tuple(fc.integer({ min: 1990, max: 2030 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
      .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`)
  }
  if (schema.format === 'uuid') return fc.uuid()
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 1000))
    } catch {
      // a pattern JavaScript cannot read: fall back to free strings
    }
  }
  const free = fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) })
  const likely = opts.strings?.(path)
  return likely ? fc.oneof({ weight: 19, arbitrary: likely }, { weight: 1, arbitrary: free }) : free
}

function objectFor(schema: JsonSchema, opts: SchemaOptions, depth: number, path: string): fc.Arbitrary<unknown> {
  const next = (s: JsonSchema, key: string) => fromSchema(s, opts, depth + 1, path ? `${path}.${key}` : key)
  const properties: Record<string, JsonSchema> = schema.properties ?? {}
  const required = new Set<string>(schema.required ?? [])
  const known = fc.record(Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, next(s, k)])), {
    requiredKeys: [...required].filter((k) => k in properties),
  })
  const pattern = Object.values<JsonSchema>(schema.patternProperties ?? {})[0]
  const additional = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : pattern
  const keys = opts.keys ?? fc.string({ minLength: 1, maxLength: 8 })
  const extra = additional
    ? fc.dictionary(keys, next(additional, '*'), { minKeys: Object.keys(properties).length ? 0 : 1, maxKeys: 4 })
    : (opts.hostility ?? 0.15) > 0
      ? fc.oneof({ weight: 9, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.dictionary(keys, hostileJson, { maxKeys: 2 }) })
      : fc.constant({})
  return fc.tuple(known, extra).map(([a, b]) => ({ ...(b as object), ...(a as object) }))
}

// ---------------------------------------------------------------- REST, from the OpenAPI document

/** A path segment percent-encoded; a lone surrogate (which encodeURIComponent refuses) as its raw UTF-8 bytes. */
const encodePart = (s: string) => {
  try {
    return encodeURIComponent(s)
  } catch {
    return `${encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`
  }
}

interface Operation {
  method: 'GET' | 'POST'
  path: string
  parameters: { in: string; name: string; required?: boolean; schema: JsonSchema }[]
  body?: JsonSchema
}

/**
 * Every operation of the OpenAPI document but GraphQL's (fuzzed on its own), MCP's (JSON-RPC, whose
 * errors are the protocol's own shape; its tests drive the real SDK) and the docs pages.
 */
export function operations(openapi: JsonSchema): Operation[] {
  const out: Operation[] = []
  for (const [path, ops] of Object.entries<JsonSchema>(openapi.paths ?? {})) {
    if (/^\/(graphql|mcp|docs)(\/|$)/.test(path)) continue
    for (const [method, op] of Object.entries<JsonSchema>(ops)) {
      if (method !== 'get' && method !== 'post') continue
      out.push({
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      })
    }
  }
  return out
}

/** Requests to the document's operations: parameters and bodies from their schemas; one in three hostile. */
export function restRequests(openapi: JsonSchema, strings: fc.Arbitrary<string>): fc.Arbitrary<FuzzRequest> {
  const ops = operations(openapi)
  return fc.oneof(
    ...ops.flatMap((op) => [
      { weight: 2, arbitrary: operationRequest(openapi, op, strings, false) },
      { weight: 1, arbitrary: operationRequest(openapi, op, strings, true) },
    ]),
  )
}

function operationRequest(openapi: JsonSchema, op: Operation, strings: fc.Arbitrary<string>, hostile: boolean): fc.Arbitrary<FuzzRequest> {
  const opts = { refs: openapi.components?.schemas ?? {}, strings: () => strings, hostility: hostile ? 0.2 : 0 }
  const valid = (schema: JsonSchema) => fromSchema(schema, { ...opts, hostility: 0 }).map(String)
  const param = (schema: JsonSchema) =>
    hostile ? fc.oneof({ weight: 1, arbitrary: valid(schema) }, { weight: 1, arbitrary: hostileString }) : valid(schema)
  const path = op.parameters.filter((p) => p.in === 'path')
  const query = op.parameters.filter((p) => p.in === 'query')
  const body = !op.body
    ? fc.constant(undefined)
    : hostile
      ? fc.oneof(
          { weight: 6, arbitrary: fromSchema(op.body, opts) },
          { weight: 1, arbitrary: fc.constantFrom('{', '[]', '{"a":', 'null', '"x"', '{"__proto__":{"x":1}}') },
        )
      : fromSchema(op.body, opts)
  return fc
    .record({
      path: fc.tuple(...path.map((p) => param(p.schema))),
      query: fc.tuple(...query.map((p) => fc.option(param(p.schema), { nil: undefined, freq: 2 }))),
      unknown: hostile
        ? fc.option(fc.tuple(fc.constantFrom('x', 'page', 'q', '__proto__'), hostileString), { nil: undefined, freq: 3 })
        : fc.constant(undefined),
      body,
    })
    .map(({ path: pathValues, query: queryValues, unknown, body }): FuzzRequest => {
      let url = op.path
      path.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, encodePart(pathValues[i]!))
      })
      const qs = new URLSearchParams()
      query.forEach((p, i) => {
        if (queryValues[i] !== undefined) qs.append(p.name, queryValues[i]!)
      })
      if (unknown) qs.append(...unknown)
      const q = qs.toString()
      return {
        method: op.method,
        url: q ? `${url}?${q}` : url,
        route: `${op.method} ${op.path}`,
        ...(op.method === 'POST' ? { payload: body === undefined ? {} : body } : {}),
      }
    })
}

// ---------------------------------------------------------------- GraphQL, from the schema

/** The schema as a client sees it: introspected over HTTP. */
export async function introspect(app: FastifyInstance): Promise<GraphQLSchema> {
  const r = await app.inject({ method: 'POST', url: '/graphql', payload: { query: getIntrospectionQuery() } })
  return buildClientSchema(r.json().data as IntrospectionQuery)
}

interface Built {
  text: string
  variables: Record<string, unknown>
  declarations: string[]
}

/** A literal or a variable for an argument or input field of `type`, sometimes of the wrong type. */
function inputValue(type: GraphQLInputType, strings: fc.Arbitrary<string>, depth: number): fc.Arbitrary<unknown> {
  if (type instanceof GraphQLNonNull) return inputValue(type.ofType, strings, depth)
  if (type instanceof GraphQLList) return fc.array(inputValue(type.ofType, strings, depth + 1), { maxLength: 3 })
  if (type instanceof GraphQLEnumType) return fc.constantFrom(...type.getValues().map((v) => ({ enum: v.name })))
  if (type instanceof GraphQLInputObjectType) {
    if (depth > 3) return fc.constant({})
    const fields = Object.values(type.getFields())
    return fc.record(Object.fromEntries(fields.map((f) => [f.name, inputValue(f.type, strings, depth + 1)])), {
      requiredKeys: fields.filter((f) => f.type instanceof GraphQLNonNull).map((f) => f.name),
    })
  }
  const name = (type as GraphQLScalarType).name
  const scalar =
    name === 'Int'
      ? fc.oneof(fc.integer({ min: -5, max: 200 }), fc.constantFrom(2 ** 31 - 1, -(2 ** 31)))
      : name === 'Float'
        ? fc.double({ noNaN: true, noDefaultInfinity: true })
        : name === 'Boolean'
          ? fc.boolean()
          : strings
  return fc.oneof({ weight: 9, arbitrary: scalar }, { weight: 1, arbitrary: hostileJson })
}

/** A GraphQL literal for a generated input value. */
function literal(value: unknown): string {
  if (value && typeof value === 'object' && 'enum' in value) return String((value as { enum: string }).enum)
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .filter(([k]) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(k))
      .map(([k, v]) => `${k}: ${literal(v)}`)
      .join(', ')}}`
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return '1e309'
  return value === undefined ? 'null' : JSON.stringify(value)
}
const variableValue = (value: unknown): unknown =>
  value && typeof value === 'object' && 'enum' in value
    ? (value as { enum: string }).enum
    : Array.isArray(value)
      ? value.map(variableValue)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, variableValue(v)]))
        : value

/** A selection on `type` to `depth` levels: some of its fields, with arguments, aliases, fragments. */
function selection(
  schema: GraphQLSchema,
  type: GraphQLType,
  strings: fc.Arbitrary<string>,
  depth: number,
): fc.Arbitrary<(b: Built) => string> {
  const named = getNamedType(type)
  if (isLeafType(named)) return fc.constant(() => '')
  if (depth <= 0) return fc.constant(() => '{ __typename }')
  if (isAbstractType(named)) {
    const possible = schema.getPossibleTypes(named)
    return fc
      .subarray(possible as GraphQLObjectType[], { minLength: 1, maxLength: Math.min(2, possible.length) })
      .chain((types) => fc.tuple(...types.map((t) => selection(schema, t, strings, depth - 1).map((s) => [t.name, s] as const))))
      .map((parts) => (b: Built) => `{ __typename ${parts.map(([n, s]) => `... on ${n} ${s(b)}`).join(' ')} }`)
  }
  const fields = Object.values((named as GraphQLObjectType).getFields())
  return fc
    .subarray(fields, { minLength: 1, maxLength: Math.min(4, fields.length) })
    .chain((chosen) => fc.tuple(...chosen.map((f) => fieldSelection(schema, f, strings, depth - 1))))
    .map((parts) => (b: Built) => `{ ${parts.map((p) => p(b)).join(' ')} }`)
}

let variableCounter = 0
function fieldSelection(
  schema: GraphQLSchema,
  field: GraphQLField<unknown, unknown>,
  strings: fc.Arbitrary<string>,
  depth: number,
): fc.Arbitrary<(b: Built) => string> {
  const args = field.args.map((a) =>
    fc.record({
      use: a.type instanceof GraphQLNonNull ? fc.constant(true) : fc.boolean(),
      asVariable: fc.boolean(),
      value: inputValue(a.type, strings, 0),
    }),
  )
  return fc
    .record({
      args: fc.tuple(...args),
      alias: fc.boolean(),
      sub: selection(schema, field.type, strings, depth),
    })
    .map(({ args: values, alias, sub }) => (b: Built) => {
      const written = field.args.flatMap((a, i) => {
        const v = values[i]!
        if (!v.use) return []
        if (!v.asVariable) return [`${a.name}: ${literal(v.value)}`]
        const name = `v${variableCounter++}`
        b.declarations.push(`$${name}: ${a.type.toString()}`)
        b.variables[name] = variableValue(v.value)
        return [`${a.name}: $${name}`]
      })
      return `${alias ? `a${variableCounter++}: ` : ''}${field.name}${written.length ? `(${written.join(', ')})` : ''} ${sub(b)}`
    })
}

/** GraphQL requests: documents and variables generated from the schema, and hostile ones. */
export function graphqlRequests(schema: GraphQLSchema, strings: fc.Arbitrary<string>): fc.Arbitrary<FuzzRequest> {
  const query = schema.getQueryType()!
  const generated = selection(schema, query, strings, 3).map((root): FuzzRequest => {
    const b: Built = { text: '', variables: {}, declarations: [] }
    const body = root(b)
    const head = b.declarations.length ? `query Q(${b.declarations.join(', ')}) ` : ''
    return { method: 'POST', url: '/graphql', route: 'POST /graphql', payload: { query: `${head}${body}`, variables: b.variables } }
  })
  const field = Object.keys(query.getFields())[0]
  const hostile = fc
    .oneof(
      fc.constantFrom(
        fragmentFanOut(30),
        fragmentFanOut(14, false),
        aliased(1000, 'rulesSearch(query: "spell") { totalCount }'),
        aliased(300, 'cards(query: "o:/draw/") { totalCount }'),
        `{ ${'__typename '.repeat(5000)}}`,
        `{ ${'sets { nodes { '.repeat(40)}code${' } }'.repeat(40)} }`,
        `mutation { ${field} }`,
        `subscription { ${field} }`,
        `{ ${field} @skip(if: true) ${'@include(if: true) '.repeat(100)}}`,
        'query($n: Int) { sets(first: $n) { totalCount } }',
        '{ sets(first: 1e300) { totalCount } }',
        '{ sets(after: "YXJyYXljb25uZWN0aW9uOjFlMjE=") { totalCount } }',
        '{',
        '',
        '{ nosuchfield }',
        // issue 24: several operations and no name, deeply nested variables (the operationName mismatch is below)
        'query A { __typename } query B { __typename }',
        '{ __typename } { __typename }',
      ),
      fc.string({ maxLength: 60 }),
    )
    .chain((q) =>
      fc.record({
        query: fc.constant(q),
        variables: fc.oneof(fc.constant(undefined), fc.dictionary(fc.constantFrom('n', 'x'), hostileJson)),
      }),
    )
    .map((payload): FuzzRequest => ({ method: 'POST', url: '/graphql', route: 'POST /graphql (hostile)', payload }))
  // an operationName the document lacks, and variables nested thousands deep (sent as text: JSON.stringify overflows on them)
  const misnamed = fc
    .record({ name: fc.oneof(fc.constantFrom('B', '', 'Q'), fc.string({ maxLength: 8 })), depth: fc.integer({ min: 1, max: 6000 }) })
    .map(
      ({ name, depth }): FuzzRequest => ({
        method: 'POST',
        url: '/graphql',
        route: 'POST /graphql (operationName, nested variables)',
        payload: `{"query":"query A { __typename }","operationName":${JSON.stringify(name)},"variables":{"v":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}}`,
      }),
    )
  return fc.oneof({ weight: 4, arbitrary: generated }, { weight: 1, arbitrary: hostile }, { weight: 1, arbitrary: misnamed })
}

// ---------------------------------------------------------------- /evaluate, from the scenario schema

/** Scenarios from the JSON Schema GET /evaluate/schema serves; strings drawn from card names and references. */
export function evaluateRequests(scenarioSchema: JsonSchema, cardNames: string[]): fc.Arbitrary<FuzzRequest> {
  const refs = fc.constantFrom('a', 'b', 'g')
  const names = fc.constantFrom(...cardNames)
  const players = fc.constantFrom('you', 'opponent')
  const ids = fc.constantFrom('k1', 'k2', 'k3', 'k4', 'k5')
  // a string field gets what its path says: a card name, a player, an action id, or a card reference
  const strings = (path: string) =>
    /^actions\[\]\.id$/.test(path)
      ? ids
      : /^cards\.[^.]+(\.(card|name|chosenName))?$/.test(path)
        ? names
        : /(^players\[\]|\.(player|owner|controller))$/.test(path)
          ? players
          : refs
  const opts = { strings, keys: refs }
  // player names must be different (the validator says so; the schema does not)
  const schema = structuredClone(scenarioSchema)
  if (schema.properties?.players) schema.properties.players.uniqueItems = true
  // to reach the engine, most scenarios are coherent: the cards a, b and g all defined (so every
  // reference names one), and the default players
  const coherent = structuredClone(schema)
  const spec =
    Object.values<JsonSchema>(coherent.properties.cards.patternProperties ?? {})[0] ?? coherent.properties.cards.additionalProperties
  for (const variant of spec.anyOf ?? [spec]) delete variant.properties?.controller
  coherent.properties.cards = {
    type: 'object',
    properties: { a: spec, b: spec, g: spec },
    required: ['a', 'b', 'g'],
    additionalProperties: false,
  }
  delete coherent.properties.players
  const valid = fc.oneof(fromSchema(coherent, { ...opts, hostility: 0 }), fromSchema(schema, { ...opts, hostility: 0 }))
  const hostile = fromSchema(schema, { ...opts, hostility: 0.1 })
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: hostile }).map((payload) => ({
    method: 'POST' as const,
    url: '/evaluate',
    route: 'POST /evaluate',
    payload,
  }))
}

// ---------------------------------------------------------------- the check

/** Internal messages that must never reach a client. */
const INTERNALS =
  /SQLSTATE|ECONNREFUSED|ECONNRESET|invalid input syntax|syntax error at or near|violates .* constraint|relation "[^"]+" does not exist|node_modules|\bat [\w.<>]+ \([^)]*:\d+:\d+\)|PrismaClient|TypeError|ReferenceError|Cannot read propert/

export interface Outcome {
  status: number
  ms: number
  body: string
  contentType: string
}

// ---------------------------------------------------------------- hosts (issue 24)

const HOSTILE_HOSTS = [
  '',
  ' ',
  'a"b',
  'javascript:alert(1)//',
  'evil.example',
  'localhost:80 https://evil.example/',
  'évil.example',
  'x'.repeat(300),
]

/** List routes (that have a next page) asked with a hostile Host and forwarding headers: never a 5xx, never the host echoed. */
export function hostRequests(): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: fc.constantFrom(
        '/sets?page_size=2',
        '/cards/search?q=t%3Aelf&page_size=1',
        '/rules/search?q=spell&page_size=1',
        '/glossary?page_size=1',
        '/bulk-data',
      ),
      host: fc.oneof(
        fc.constantFrom(...HOSTILE_HOSTS),
        fc.string({ minLength: 1, maxLength: 30 }).map((h) => `${h.replace(/[\r\n]/g, '')}.evil.example`),
      ),
      forwarded: fc.boolean(),
    })
    .map(({ path, host, forwarded }): FuzzRequest => {
      const headers: Record<string, string> = { host }
      if (forwarded)
        Object.assign(headers, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'host=evil.example' })
      return { method: 'GET', url: path, route: `GET ${path.split('?')[0]} (hostile Host)`, headers, mustNotEcho: 'evil.example' }
    })
}

// ---------------------------------------------------------------- .dek decklists (issue 24)

/** MTGO .dek files: many <Cards> per line, hostile names and quantities. */
export function dekRequests(names: string[]): fc.Arbitrary<FuzzRequest> {
  const name = fc.oneof(
    fc.constantFrom(...names),
    fc.constantFrom(...HOSTILE_STRINGS.filter((h) => h.length < 100)),
    fc.string({ maxLength: 20 }),
  )
  const xmlText = (t: string) => t.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
  const card = fc
    .record({ name, quantity: fc.oneof(fc.integer({ min: -1, max: 20_000 }), fc.constantFrom('x', '1e309', '')), side: fc.boolean() })
    .map(({ name, quantity, side }) => `<Cards Quantity="${quantity}" Sideboard="${side}" Name="${xmlText(name)}"/>`)
  return fc
    .record({
      lines: fc.array(fc.array(card, { minLength: 1, maxLength: 90 }), { minLength: 1, maxLength: 40 }),
      repeat: fc.integer({ min: 1, max: 20 }),
    })
    .map(({ lines, repeat }): FuzzRequest => {
      const body = Array.from({ length: repeat }, () => lines.map((l) => l.join('')).join('\n')).join('\n')
      return {
        method: 'POST',
        url: '/decks/parse',
        route: 'POST /decks/parse (.dek)',
        payload: { deck: `<?xml version="1.0"?>\n<Deck>\n${body}\n</Deck>\n` },
      }
    })
}

/** Send one generated request. */
export async function send(app: FastifyInstance, r: FuzzRequest): Promise<Outcome> {
  const t0 = performance.now()
  const res = await app.inject({
    method: r.method,
    url: r.url,
    ...(r.method === 'POST'
      ? {
          payload: typeof r.payload === 'string' ? r.payload : JSON.stringify(r.payload ?? {}),
          headers: { 'content-type': 'application/json', ...r.headers },
        }
      : r.headers
        ? { headers: r.headers }
        : {}),
  })
  return { status: res.statusCode, ms: performance.now() - t0, body: res.body, contentType: String(res.headers['content-type'] ?? '') }
}

/** What is wrong with a response (null: nothing). */
export function checkResponse(r: FuzzRequest, o: Outcome, timeBoundMs: number): string | null {
  if (o.status >= 500) return `${o.status}: ${o.body.slice(0, 300)}`
  if (o.ms > timeBoundMs) return `answered in ${Math.round(o.ms)} ms, over the ${timeBoundMs} ms bound`
  if (INTERNALS.test(o.body)) return `an internal message reached the client: ${o.body.slice(0, 300)}`
  if (r.mustNotEcho && o.body.includes(r.mustNotEcho)) return `the answer carries "${r.mustNotEcho}": ${o.body.slice(0, 300)}`
  if (r.url === '/graphql') {
    let body: { errors?: { message?: unknown; extensions?: { code?: unknown } }[] }
    try {
      body = JSON.parse(o.body)
    } catch {
      return `not JSON: ${o.body.slice(0, 200)}`
    }
    for (const e of body.errors ?? []) {
      if (typeof e.message !== 'string' || typeof e.extensions?.code !== 'string')
        return `a GraphQL error without message and code: ${o.body.slice(0, 300)}`
      if (e.extensions.code === 'INTERNAL_SERVER_ERROR') return `INTERNAL_SERVER_ERROR: ${e.message}`
    }
    return null
  }
  if (o.status >= 400) {
    if (!o.contentType.includes('json')) return `${o.status} not in JSON: ${o.body.slice(0, 200)}`
    const body = JSON.parse(o.body)
    if (
      body.object !== 'error' ||
      body.status !== o.status ||
      typeof body.code !== 'string' ||
      typeof body.details !== 'string' ||
      !body.details
    ) {
      return `${o.status} not in the error shape: ${o.body.slice(0, 300)}`
    }
  }
  return null
}

/** Real card names (and a few near misses), for bodies and parameters that name cards. */
export async function sampleCardNames(app: FastifyInstance): Promise<string[]> {
  const names = new Set<string>()
  for (const q of ['t:creature', 't:instant', 't:sorcery', 'o:kicker', 't:land', 't:planeswalker']) {
    const r = await app.inject({ url: `/cards/search?q=${encodeURIComponent(q)}&page_size=20` })
    for (const c of (r.json().data ?? []) as { name: string }[]) names.add(c.name)
  }
  const list = [...names]
  return [...list, ...list.slice(0, 5).map((n) => n.toUpperCase()), 'Grow from the Ashes', 'Little Girl', 'No Such Card']
}
