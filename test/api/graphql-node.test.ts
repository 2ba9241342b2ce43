// Relay's Node interface (issue 12, GraphQL parity): global ids on Card, Printing and Set, and
// node(id:) / nodes(ids:) refetching each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { derivedSetId } from '../../src/store/set-id.js'
import { GROW, startApi, type Api } from './support.js'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(async () => {
  await api?.close()
})

describe('GraphQL Node', () => {
  it('gives cards, printings and sets an id that node(id:) finds again', async () => {
    const r = await api.gql(`{ card(id: "${GROW.printingId}") { id name printing { id set { id code } } } }`)
    expect(r.errors).toBeUndefined()
    expect(r.data.card).toEqual({
      id: GROW.oracleId,
      name: GROW.name,
      printing: { id: GROW.printingId, set: { id: derivedSetId('DOM'), code: 'dom' } },
    })
    const back = await api.gql(`{
      card: node(id: "${GROW.oracleId}") { __typename id ... on Card { name } }
      printing: node(id: "${GROW.printingId}") { __typename id ... on Printing { collectorNumber } }
      set: node(id: "${derivedSetId('DOM')}") { __typename id ... on Set { code } }
      none: node(id: "00000000-0000-4000-8000-000000000000") { id }
      bad: node(id: "zz") { id }
    }`)
    expect(back.errors).toBeUndefined()
    expect(back.data).toEqual({
      card: { __typename: 'Card', id: GROW.oracleId, name: GROW.name },
      printing: { __typename: 'Printing', id: GROW.printingId, collectorNumber: '164' },
      set: { __typename: 'Set', id: derivedSetId('DOM'), code: 'dom' },
      none: null,
      bad: null,
    })
    const many = await api.gql(`{ nodes(ids: ["${GROW.printingId}", "zz", "${GROW.oracleId}"]) { __typename id } }`)
    expect(many.data.nodes).toEqual([{ __typename: 'Printing', id: GROW.printingId }, null, { __typename: 'Card', id: GROW.oracleId }])
  })
})

describe('GraphQL backward paging', () => {
  it('last/before page back through a search and a relation, to the same edges first/after gave', async () => {
    const forward = await api.gql('{ cards(query: "t:elf", first: 6) { edges { cursor node { name } } pageInfo { endCursor } } }')
    const edges = forward.data.cards.edges
    const back = await api.gql(
      `{ cards(query: "t:elf", last: 3, before: "${edges[5].cursor}") { edges { cursor node { name } } pageInfo { hasPreviousPage hasNextPage startCursor } } }`,
    )
    expect(back.errors).toBeUndefined()
    expect(back.data.cards.edges).toEqual(edges.slice(2, 5))
    expect(back.data.cards.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true, startCursor: edges[2].cursor })
    // a relation loaded whole: last alone counts from its end
    const printings = await api.gql(`{ card(id: "${GROW.printingId}") { printings(first: 100) { totalCount edges { node { id } } } } }`)
    const all = printings.data.card.printings
    const tail = await api.gql(
      `{ card(id: "${GROW.printingId}") { printings(last: 1) { edges { node { id } } pageInfo { hasNextPage } } } }`,
    )
    expect(tail.data.card.printings.edges).toEqual(all.edges.slice(-1))
    expect(tail.data.card.printings.pageInfo.hasNextPage).toBe(false)
    // a list paged in the store: last alone counts from its end too (Relay allows it)
    for (const list of ['cards(query: "t:elf"', 'sets(', 'keywords(', 'glossary(', 'rulesSearch(query: "flying"']) {
      const open = list.endsWith('(') ? list : `${list}, `
      const whole = await api.gql(`{ ${open}first: 100) { totalCount edges { cursor } } }`)
      const field = Object.keys(whole.data)[0]!
      const total = whole.data[field].totalCount
      const tail = await api.gql(`{ ${open}last: 3) { totalCount edges { cursor } pageInfo { hasNextPage hasPreviousPage } } }`)
      expect(tail.errors, list).toBeUndefined()
      expect(tail.data[field].totalCount, list).toBe(total)
      expect(tail.data[field].pageInfo, list).toEqual({ hasNextPage: false, hasPreviousPage: total > 3 })
      if (total <= 100) expect(tail.data[field].edges, list).toEqual(whole.data[field].edges.slice(-3))
      else expect(tail.data[field].edges.length, list).toBe(3)
    }
    // first and last together are refused
    const both = await api.gql('{ cards(query: "t:elf", first: 2, last: 3) { totalCount } }')
    expect(both.errors?.[0]?.message).toMatch(/not both/)
  })
})
