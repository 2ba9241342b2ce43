// Operations compiled by graphql-jit (src/api/graphql/compiled-execution.ts) answer as graphql-js's
// interpreter does: the same data and the same errors (message, path, locations, extensions, the
// error each wraps), on the fixture, for the bench's nested page, every field of a card and its
// printing, fragments, the Node interface, aliases, introspection, and
// queries that fail in a resolver, deep in a list or at the root; and the served endpoint runs
// them compiled. A document with @skip or @include runs on graphql-js (compiled-execution.ts says why).
import { createRequire } from 'node:module'
import type { GraphQLSchema, OperationDefinitionNode } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CompiledOperations } from '../../src/api/graphql/compiled-execution.js'
import { createContext } from '../../src/api/graphql/context.js'
import { buildSchema } from '../../src/api/graphql/schema.js'
import type { Database } from '../../src/store/database.js'
import { sharedFixture } from '../support/database.js'
import { GROW, startApi, type Api } from './support.js'
import { GRAPHQL_DOCUMENTS } from '../../bench/support/browsing-mix.js'

// graphql-js as the server loads it (its CommonJS build, the one the schema is built with): vitest
// would hand this file the ES module build, whose execute refuses a schema of the other
const { execute, getIntrospectionQuery, getNamedType, isLeafType, isObjectType, parse } = createRequire(import.meta.url)(
  'graphql',
) as typeof import('graphql')

let db: Database
let schema: GraphQLSchema
beforeAll(async () => {
  db = await sharedFixture()
  schema = buildSchema()
})

/** Every field of a type that takes no required argument, objects to `depth` (connections and `leaveOut`, "Type.field", left out). */
function everyField(typeName: string, depth: number, leaveOut: ReadonlySet<string>): string {
  const type = schema.getType(typeName)
  if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`)
  return Object.values(type.getFields())
    .flatMap((f) => {
      if (leaveOut.has(`${typeName}.${f.name}`) || f.args.some((a) => a.type.toString().endsWith('!') && a.defaultValue === undefined))
        return []
      const t = getNamedType(f.type)
      if (isLeafType(t)) return [f.name]
      if (depth === 0 || t.name.endsWith('Connection')) return []
      return [`${f.name} { ${everyField(t.name, depth - 1, leaveOut)} }`]
    })
    .join(' ')
}

/** A result as a client sees it, with each error's wrapped error named (Apollo's formatting reads it). */
function comparable(result: { data?: unknown; errors?: readonly unknown[] }) {
  return JSON.parse(
    JSON.stringify({
      data: result.data,
      errors: (result.errors as { toJSON(): object; originalError?: Error }[] | undefined)?.map((e) => ({
        ...e.toJSON(),
        wraps: e.originalError?.constructor.name ?? null,
      })),
    }),
  )
}

/**
 * The operation run by graphql-js and through CompiledOperations, each with a context of its own:
 * both results, checked to be the same in value and in the order of every object's fields.
 */
async function both(query: string, variables: Record<string, unknown> = {}, expected = { compiled: 1, interpreted: 0 }) {
  const document = parse(query)
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')!
  const operations = new CompiledOperations(schema)
  const interpreted = await execute({ schema, document, contextValue: createContext(db), variableValues: variables })
  const compiled = await operations.execute(document, operation, createContext(db), variables)
  expect(operations.counts, 'compiled or run on graphql-js').toEqual(expected)
  const answers = { interpreted: comparable(interpreted), compiled: comparable(compiled) }
  expect(JSON.stringify(answers.compiled), 'the same fields in the same order').toBe(JSON.stringify(answers.interpreted))
  return answers
}

describe('compiled operations answer as graphql-js does', () => {
  it("the bench's nested page: 50 cards with their printing, printings, rulings and keywords", async () => {
    const { interpreted, compiled } = await both(GRAPHQL_DOCUMENTS.find((d) => d.family === 'GraphQL nested page')!.query, {
      q: 't:creature mv>=3',
    })
    expect(interpreted.errors).toBeUndefined()
    expect(interpreted.data.cards.edges.length).toBeGreaterThan(20)
    expect(compiled).toEqual(interpreted)
  })

  it('every field of a card, its printing and set, and cursors, for a card of each layout', async () => {
    const { rows } = await db.pool.query<{ id: string }>(
      'SELECT DISTINCT ON (c.layout) p.id FROM printings p JOIN cards c ON c.oracle_id = p.oracle_id ORDER BY c.layout, p.id',
    )
    expect(rows.length).toBeGreaterThan(5)
    const fields = everyField('Card', 3, new Set(['Printing.card']))
    for (const { id } of rows) {
      const { interpreted, compiled } = await both(
        `query($id: ID!) { card(id: $id) { ${fields}
          printings(first: 2) { totalCount pageInfo { hasNextPage endCursor startCursor } edges { cursor node { id setCode card { name } } } }
          tags(first: 3, provenance: extracted) { totalCount edges { node { slug provenance confidence } } } } }`,
        { id },
      )
      expect(interpreted.errors, id).toBeUndefined()
      expect(compiled, id).toEqual(interpreted)
    }
  })

  it('fragments, inline fragments on the Node interface, aliases and __typename', async () => {
    const { interpreted, compiled } = await both(
      `query($id: ID!, $ids: [ID!]!) {
        grow: card(id: $id) { ...CardBits rulings(first: 2) { edges { node { text } } } }
        again: card(id: $id) { __typename name }
        nodes(ids: $ids) { __typename id ... on Card { name } ... on Printing { setCode set { name } } ... on Set { code } }
      }
      fragment CardBits on Card { __typename id name printing { ...PrintingBits } keywords { edges { node { name parent { name } } } } }
      fragment PrintingBits on Printing { id collectorNumber set { code name } }`,
      { id: GROW.printingId, ids: [GROW.oracleId, GROW.printingId, '00000000-0000-0000-0000-000000000000'] },
    )
    expect(interpreted.errors).toBeUndefined()
    expect(compiled).toEqual(interpreted)
  })

  it('a document with @skip or @include runs on graphql-js: its fields in the order of those that remain', async () => {
    const query = `query($a: Boolean!, $b: Boolean!) { card(id: "${GROW.oracleId}") {
      ...A @skip(if: $a) ...B @include(if: $b) name
      printing { ... on Printing @include(if: $a) { setCode } ...P @skip(if: $b) }
    } }
    fragment A on Card { manaCost printing { rarity } }
    fragment B on Card { typeLine printing { rarity artist } }
    fragment P on Printing { collectorNumber }`
    for (const a of [true, false]) {
      for (const b of [true, false]) {
        const { interpreted, compiled } = await both(query, { a, b }, { compiled: 0, interpreted: 1 })
        expect(interpreted.errors).toBeUndefined()
        expect(compiled).toEqual(interpreted)
      }
    }
    const { interpreted } = await both(query, { a: true, b: true }, { compiled: 0, interpreted: 1 })
    expect(Object.keys(interpreted.data.card)).toEqual(['typeLine', 'printing', 'name'])
  })

  it('rules, keywords and the glossary', async () => {
    const { interpreted, compiled } = await both(`{
      rule(number: "702.33") { number text children { totalCount edges { node { number text } } } parent { number } next { number } }
      keyword(name: "multikicker") { name kind ruleNumber parent { name } rule { number } }
      glossaryTerm(term: "multikiker") { match term { term text } }
    }`)
    expect(interpreted.errors).toBeUndefined()
    expect(compiled).toEqual(interpreted)
  })

  it('introspection', async () => {
    const { interpreted, compiled } = await both(getIntrospectionQuery({ descriptions: true, specifiedByUrl: true }))
    expect(interpreted.errors).toBeUndefined()
    expect(compiled).toEqual(interpreted)
  })

  it('errors: a search syntax error at the root, a page size out of range deep in a list, a bad id, an ambiguous name', async () => {
    for (const query of [
      `{ cards(query: "mv>=") { totalCount } }`,
      `{ cards(query: "t:creature", first: 3) { edges { node { name printings(first: 500) { totalCount } rulings { totalCount } } } } }`,
      `{ card(id: "not-a-uuid") { name } health { status } }`,
      `{ namedCard(fuzzy: "a") { name } }`,
    ]) {
      const { interpreted, compiled } = await both(query)
      expect(interpreted.errors, query).toBeDefined()
      expect(compiled, query).toEqual(interpreted)
    }
  })
})

describe('the served endpoint', () => {
  let api: Api
  beforeAll(async () => {
    api = await startApi({}, db)
  })
  afterAll(async () => {
    await api?.close()
  })

  it('answers repeated and varied requests the same, with the error shape of before', async () => {
    const query = `query($q: String!) { cards(query: $q, first: 3) { totalCount edges { node { name printings(first: 1) { totalCount } } } } }`
    const first = await api.gql(query, { q: 't:creature' })
    const second = await api.gql(query, { q: 't:creature' })
    expect(first.errors).toBeUndefined()
    expect(second).toEqual(first)
    const bad = await api.gql(query, { q: 'mv>=' })
    expect(bad.status).toBe(200) // executed: application/json answers 200 (GraphQL over HTTP)
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
  })
})
