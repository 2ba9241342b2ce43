// Apollo Client 4 (its InMemoryCache, the normalized cache most sites use) against a listening
// server (issue 32): two printings of one card stay apart in the cache when asked as Printing
// nodes (Query.printing), each with its own id, and an error answered once execution started
// reaches the client as GraphQL errors with their code (a 200 under application/json), not as a
// ServerError that loses them.
import type { AddressInfo } from 'node:net'
import { ApolloClient, gql, HttpLink, InMemoryCache } from '@apollo/client'
import { CombinedGraphQLErrors } from '@apollo/client/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type Api } from './support.js'

let api: Api
let client: ApolloClient
let lightning: { a: string; b: string; oracleId: string }

interface PrintingData {
  printing: { id: string; setCode: string; collectorNumber: string; card: { id: string; name: string } }
}

const PRINTING = gql`
  query Printing($id: ID!) {
    printing(id: $id) {
      id
      setCode
      collectorNumber
      card {
        id
        name
      }
    }
  }
`

beforeAll(async () => {
  api = await startApi()
  await api.app.listen({ port: 0, host: '127.0.0.1' })
  const uri = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/graphql`
  client = new ApolloClient({ link: new HttpLink({ uri }), cache: new InMemoryCache() })
  // a card with two printings in the fixture
  const { rows } = await api.db.pool.query(
    `SELECT c.oracle_id, array_agg(p.id::text ORDER BY p.set_code, p.collector_number) AS ids FROM cards c JOIN printings p USING (oracle_id)
      WHERE NOT c.is_extra GROUP BY c.oracle_id HAVING count(DISTINCT p.set_code) > 1 ORDER BY c.oracle_id LIMIT 1`,
  )
  lightning = { oracleId: rows[0].oracle_id, a: rows[0].ids[0], b: rows[0].ids.at(-1) }
})
afterAll(async () => {
  await api?.close()
})

describe('Apollo Client InMemoryCache', () => {
  it('keeps two printings of one card apart: each a Printing node with its own id, the card shared', async () => {
    const first = await client.query<PrintingData>({ query: PRINTING, variables: { id: lightning.a } })
    const second = await client.query<PrintingData>({ query: PRINTING, variables: { id: lightning.b } })
    expect(first.data!.printing.id).toBe(lightning.a)
    expect(second.data!.printing.id).toBe(lightning.b)
    expect(second.data!.printing.card.id).toBe(lightning.oracleId)
    // read back from the cache alone: the first printing is still the first one
    const cached = client.readQuery({ query: PRINTING, variables: { id: lightning.a } }) as { printing: { id: string; setCode: string } }
    expect(cached.printing).toMatchObject({ id: lightning.a, setCode: first.data!.printing.setCode })
    const again = await client.query<PrintingData>({ query: PRINTING, variables: { id: lightning.a }, fetchPolicy: 'cache-only' })
    expect(again.data!.printing.collectorNumber).toBe(first.data!.printing.collectorNumber)
    // one Card entry, normalized by its Oracle id
    const snapshot = client.cache.extract() as Record<string, unknown>
    expect(Object.keys(snapshot).filter((k) => k.startsWith('Card:'))).toEqual([`Card:${lightning.oracleId}`])
    expect(
      Object.keys(snapshot)
        .filter((k) => k.startsWith('Printing:'))
        .sort(),
    ).toEqual([`Printing:${lightning.a}`, `Printing:${lightning.b}`].sort())
  })

  it('reads an error answered once execution started as GraphQL errors, with their code (not a ServerError)', async () => {
    const result = await client.query({ query: gql`{ card(id: "zz") { id name } }`, errorPolicy: 'all' })
    expect(CombinedGraphQLErrors.is(result.error)).toBe(true)
    expect((result.error as CombinedGraphQLErrors).errors[0]!.extensions?.code).toBe('BAD_USER_INPUT')
    const fuzzy = await client.query({ query: gql`{ namedCard(fuzzy: "bog") { id name } }`, errorPolicy: 'all' })
    expect((fuzzy.error as CombinedGraphQLErrors).errors[0]!.extensions).toMatchObject({ code: 'AMBIGUOUS' })
    expect(((fuzzy.error as CombinedGraphQLErrors).errors[0]!.extensions as { candidates: string[] }).candidates.length).toBeGreaterThan(1)
  })

  it('reads a document that does not validate as GraphQL errors with their code, under either media type it asks for', async () => {
    const uri = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/graphql`
    const query = gql`{ noSuchField }`
    // its default Accept (application/graphql-response+json first: a 400) and plain application/json (a 200)
    for (const headers of [{}, { accept: 'application/json' }] as Record<string, string>[]) {
      const c = new ApolloClient({ link: new HttpLink({ uri, headers }), cache: new InMemoryCache() })
      const result = await c.query({ query, errorPolicy: 'all' })
      expect(CombinedGraphQLErrors.is(result.error), JSON.stringify(headers)).toBe(true)
      expect((result.error as CombinedGraphQLErrors).errors[0]!.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED')
    }
  })
})
