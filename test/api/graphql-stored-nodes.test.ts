// GraphQL card and printing nodes read from the stored card objects (src/api/graphql/stored-nodes.ts):
// every field has the value a server hydrating each card from rows gives, for a printing of every
// layout and for every printing of the fixture, and a page whose selection the stored objects
// state is read without hydrating statements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countQueries, FIXTURE_LAYOUTS, startApi, type Api } from './support.js'

interface TypeRef {
  kind: string
  name: string | null
  ofType: TypeRef | null
}
interface IntrospectedType {
  name: string
  fields: { name: string; args: { type: TypeRef; defaultValue: string | null }[]; type: TypeRef }[] | null
}
const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }'
const named = (t: TypeRef): TypeRef => (t.ofType ? named(t.ofType) : t)

/**
 * Every field of a type that needs no argument, with the fields of its objects to `depth`
 * (connections and the fields named in `leaveOut`, "Type.field", left out), from the served
 * schema: a field added to the schema later is compared too.
 */
function everyField(types: ReadonlyMap<string, IntrospectedType>, typeName: string, depth: number, leaveOut: ReadonlySet<string>): string {
  return types
    .get(typeName)!
    .fields!.flatMap((f) => {
      if (leaveOut.has(`${typeName}.${f.name}`) || f.args.some((a) => a.type.kind === 'NON_NULL' && a.defaultValue === null)) return []
      const t = named(f.type)
      if (t.kind === 'SCALAR' || t.kind === 'ENUM') return [f.name]
      if (depth === 0 || t.name!.endsWith('Connection')) return []
      return [`${f.name} { ${everyField(types, t.name!, depth - 1, leaveOut)} }`]
    })
    .join(' ')
}

/** What no stored object states (every card is hydrated for these), and the printing's way back to its card. */
const ROWS_ONLY = ['Card.supertypes', 'Card.types', 'Card.subtypes', 'Card.faces', 'Card.engine', 'Printing.finishes']
const RELATIONS = `legality(format: "modern") printing { card { oracleId name printing { finishes cardBackId } } }
  printings(first: 3) { totalCount edges { node { id setCode } } }
  rulings(first: 3) { totalCount edges { node { publishedAt text } } }
  keywords { totalCount edges { node { name } } } tags(first: 5) { totalCount }`

let stored: Api
let hydrating: Api
/** Every field a stored object may state (some, for some layouts, from the hydrated card). */
let STATED: string
/** Every field. */
let ALL: string
/** STATED without the annotations (costly, and computed from the Oracle text STATED compares): for every printing. */
let STATED_PLAIN: string
beforeAll(async () => {
  const links = { publicUrl: 'https://a.example', imageBaseUrl: 'https://img-a.example' }
  stored = await startApi(links)
  hydrating = await startApi({ ...links, storedCardObjects: false })
  const { data } = await stored.gql<{ __schema: { types: IntrospectedType[] } }>(
    `{ __schema { types { name fields { name args { type { ${TYPE_REF} } defaultValue } type { ${TYPE_REF} } } } } }`,
  )
  const types = new Map(data.__schema.types.map((t) => [t.name, t]))
  STATED = everyField(types, 'Card', 3, new Set([...ROWS_ONLY, 'Printing.card']))
  ALL = everyField(types, 'Card', 3, new Set(['Printing.card']))
  STATED_PLAIN = everyField(types, 'Card', 3, new Set([...ROWS_ONLY, 'Printing.card', 'Card.annotatedText', 'Card.annotatedHtml']))
})
afterAll(async () => {
  await stored?.close()
  await hydrating?.close()
})

/** The same query on both servers: the two answers, checked for errors. */
async function both(query: string) {
  const [a, b] = [await stored.gql(query), await hydrating.gql(query)]
  expect(a.errors, query.slice(0, 80)).toBeUndefined()
  expect(b.errors, query.slice(0, 80)).toBeUndefined()
  return [a.data, b.data] as const
}

describe('GraphQL nodes read from stored card objects', () => {
  it('answer every field as a hydrating server does, for a printing of every layout (card by id, a search, a name)', async () => {
    const { rows } = await stored.db.pool.query<{ layout: string; id: string; name: string }>(
      `SELECT DISTINCT ON (c.layout) c.layout, p.id::text AS id, c.name FROM printings p JOIN cards c USING (oracle_id)
        ORDER BY c.layout, p.released_at DESC NULLS LAST, p.id`,
    )
    expect(rows.map((r) => r.layout)).toEqual(FIXTURE_LAYOUTS)
    for (const { layout, id, name } of rows) {
      for (const selection of [STATED, ALL]) {
        const [a, b] = await both(`{ card(id: "${id}") { ${selection} ${RELATIONS} } }`)
        expect(a.card, layout).not.toBeNull()
        expect(a, layout).toEqual(b)
      }
      const [a, b] = await both(`{ namedCard(exact: ${JSON.stringify(name)}) { ${STATED} } }`)
      expect(a.namedCard, layout).not.toBeNull()
      expect(a, layout).toEqual(b)
    }
    const [a, b] = await both(`{ cards(query: "is:dfc include:extras", first: 50) { edges { node { ${STATED} ${RELATIONS} } } } }`)
    expect(a.cards.edges.length).toBeGreaterThan(5)
    expect(a).toEqual(b)
  })

  it('answer every field as a hydrating server does, for every printing of the fixture', async () => {
    const printings = (await stored.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM printings')).rows[0]!.n
    let compared = 0
    for (let after: string | null = null; ; ) {
      const page: string = `{ cards(query: "mv>=0 include:extras unique:prints", first: 100${after ? `, after: "${after}"` : ''}) {
        pageInfo { hasNextPage endCursor } edges { node { ${STATED_PLAIN} } } } }`
      const [a, b] = await both(page)
      expect(a).toEqual(b)
      compared += a.cards.edges.length
      if (!a.cards.pageInfo.hasNextPage) break
      after = a.cards.pageInfo.endCursor
    }
    expect(compared).toBe(printings)
  }, 300_000)

  it('a page whose selection the stored objects state runs no hydrating statement; one reading types hydrates without them', async () => {
    const counter = countQueries(stored.db)
    // the hydrating statements select the card columns (c_oracle_id …)
    const hydratingStatements = () => counter.statements.filter((s) => s.includes('c_oracle_id'))
    const page = (first: number, fields: string) => `{ cards(query: "t:creature", first: ${first}) { edges { node { ${fields} } } } }`
    try {
      const statedForEveryCard =
        'name typeLine manaValue keywordNames legalities { format } printing { setCode collectorNumber rarity prices { usd } set { name } }'
      const r = await stored.gql(page(100, statedForEveryCard))
      expect(r.errors).toBeUndefined()
      expect(r.data.cards.edges).toHaveLength(100)
      expect(counter.statements.some((s) => s.includes('card_objects'))).toBe(true)
      expect(hydratingStatements()).toEqual([])
      // a multi-faced card's cost and text, a double-sided one's colors and stats, are its faces'
      const faced = await stored.gql(
        `{ cards(query: "t:creature is:dfc", first: 50) { edges { node { name manaCost oracleText colors colorIndicator power toughness } } } }`,
      )
      expect(faced.errors).toBeUndefined()
      expect(faced.data.cards.edges.length).toBeGreaterThan(0)
      expect(hydratingStatements()).toEqual([])
      // an empty cost at the root is not stated (the object writes "" for a card without a cost
      // and one with an empty cost alike): the page's lands are hydrated in one statement, whatever
      // the page's size
      for (const first of [50, 100]) {
        counter.reset()
        expect((await stored.gql(page(first, 'name manaCost oracleText').replace('t:creature', 't:land'))).errors).toBeUndefined()
        expect(hydratingStatements()).toHaveLength(1)
      }
      counter.reset()
      expect((await stored.gql(page(50, 'name types'))).errors).toBeUndefined()
      expect(counter.statements.some((s) => s.includes('card_objects'))).toBe(false)
      expect(hydratingStatements()).toHaveLength(1)
    } finally {
      counter.stop()
    }
  })
})
