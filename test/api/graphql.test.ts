// GraphQL on the shared fixture: the same answers as REST, Relay connections, and DataLoaders
// that keep a nested page at a constant number of SQL statements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countQueries, GROW, startApi, type Api } from './support.js'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(async () => {
  await api?.close()
})

type Edges<T> = { totalCount: number; edges: { cursor: string; node: T }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } }

describe('card queries', () => {
  it('cards(query: "kw:kicker t:sorcery") finds what REST finds, including Grow from the Ashes', async () => {
    const { data, errors } = await api.gql<{ cards: Edges<{ name: string; oracleId: string }> }>(
      `{ cards(query: "kw:kicker t:sorcery", first: 100) { totalCount edges { node { name oracleId } } } }`,
    )
    expect(errors).toBeUndefined()
    const rest = await api.get('/cards/search?q=kw%3Akicker%20t%3Asorcery')
    expect(data.cards.totalCount).toBe(rest.body.total_cards)
    expect(data.cards.edges.map((e) => e.node.name)).toEqual(rest.body.data.map((c: { name: string }) => c.name))
    expect(data.cards.edges.map((e) => e.node.name)).toContain(GROW.name)
  })

  it('id<=g mv<=3 o:"search your library" gives only green or colorless cards', async () => {
    const { data } = await api.gql<{ cards: Edges<{ colorIdentity: string[]; manaValue: number }> }>(
      `query($q: String!) { cards(query: $q, first: 100) { totalCount edges { node { colorIdentity manaValue } } } }`,
      { q: 'id<=g mv<=3 o:"search your library"' },
    )
    expect(data.cards.totalCount).toBeGreaterThan(3)
    for (const { node } of data.cards.edges) {
      expect(node.colorIdentity.every((c) => c === 'G')).toBe(true)
      expect(node.manaValue).toBeLessThanOrEqual(3)
    }
  })

  it('pages with first/after cursors through the same list', async () => {
    const q = `query($after: String) { cards(query: "t:creature order:name", first: 5, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { name } } } }`
    const one = await api.gql<{ cards: Edges<{ name: string }> }>(q)
    const two = await api.gql<{ cards: Edges<{ name: string }> }>(q, { after: one.data.cards.pageInfo.endCursor })
    const ten = await api.gql<{ cards: Edges<{ name: string }> }>(q.replace('first: 5', 'first: 10'))
    expect([...one.data.cards.edges, ...two.data.cards.edges].map((e) => e.node.name)).toEqual(ten.data.cards.edges.map((e) => e.node.name))
    expect(one.data.cards.pageInfo.hasNextPage).toBe(true)
  })

  it('a card by id with its printing, printings, rulings (6), keywords with definitions and legalities', async () => {
    const { data, errors } = await api.gql(`{
      card(id: "${GROW.printingId}") {
        name manaCost typeLine legality(format: "modern")
        printing { setCode collectorNumber set { name } }
        printings { totalCount }
        rulings(first: 2) { totalCount pageInfo { hasNextPage } edges { node { publishedAt text } } }
        keywords { edges { node { name kind ruleNumber definition rule { number text } } } }
      } }`)
    expect(errors).toBeUndefined()
    expect(data.card).toMatchObject({
      name: GROW.name,
      manaCost: '{2}{G}',
      legality: 'legal',
      printing: { setCode: 'dom', collectorNumber: '164', set: { name: 'Dominaria' } },
    })
    expect(data.card.rulings.totalCount).toBe(6)
    expect(data.card.rulings.edges).toHaveLength(2)
    expect(data.card.rulings.pageInfo.hasNextPage).toBe(true)
    expect(data.card.keywords.edges[0].node).toMatchObject({
      name: 'Kicker',
      kind: 'ability',
      ruleNumber: '702.33',
      rule: { number: '702.33', text: 'Kicker' },
    })
  })

  it('namedCard fuzzy, cardBySetNumber, autocomplete and collection', async () => {
    const { data, errors } = await api.gql(`{
      fuzzy: namedCard(fuzzy: "grow from teh ashes") { name }
      exact: namedCard(exact: "grow from the ashes", set: "dom") { printing { collectorNumber } }
      cardBySetNumber(set: "DOM", collectorNumber: "164") { name }
      autocomplete(query: "grow") { totalCount edges { node } }
      collection(identifiers: [{ name: "Grow from the Ashes" }, { set: "dom", collectorNumber: "164" }, { name: "Not A Card" }]) {
        cards { totalCount edges { node { name } } } notFound { name }
      } }`)
    expect(errors).toBeUndefined()
    expect(data.fuzzy.name).toBe(GROW.name)
    expect(data.exact.printing.collectorNumber).toBe('164')
    expect(data.cardBySetNumber.name).toBe(GROW.name)
    expect(data.autocomplete.edges.map((e: { node: string }) => e.node)).toContain(GROW.name)
    expect(data.collection.cards.totalCount).toBe(2)
    expect(data.collection.notFound).toEqual([{ name: 'Not A Card' }])
  })

  it('an ambiguous fuzzy name is an AMBIGUOUS error with candidates', async () => {
    const r = await api.gql(`{ namedCard(fuzzy: "kor") { name } }`)
    expect(r.errors![0]!.extensions!.code).toBe('AMBIGUOUS')
    expect(r.errors![0]!.extensions!.candidates.length).toBeGreaterThan(1)
  })
})

describe('rules and keywords', () => {
  it('rule(number: "702.33") lists 702.33a–702.33h; subrules link back and onward', async () => {
    const { data } = await api.gql(`{ rule(number: "702.33") {
      number text parent { number } children { totalCount edges { node { number parent { number } next { number } } } } } }`)
    expect(data.rule.children.edges.map((e: { node: { number: string } }) => e.node.number)).toEqual(
      'abcdefgh'.split('').map((l) => `702.33${l}`),
    )
    expect(data.rule.children.edges[0].node).toMatchObject({ parent: { number: '702.33' }, next: { number: '702.33b' } })
    expect(data.rule.parent.number).toBe('702')
  })

  it('rule references resolve to rules', async () => {
    const { data } = await api.gql(`{ rule(number: "702.33d") { previous { number } references { number rule { number kind } } } }`)
    expect(data.rule.previous.number).toBe('702.33c')
    expect(data.rule.references).toContainEqual({ number: '601.2b', rule: { number: '601.2b', kind: 'subrule' } })
  })

  it('keyword(name: "multikicker") has parent Kicker and rule 702.33c; keywords by kind', async () => {
    const { data } = await api.gql(`{
      keyword(name: "multikicker") { name ruleNumber rule { number } parent { name variants { totalCount edges { node { name } } } } exampleCards(first: 3) { totalCount edges { node { name keywordNames } } } }
      keywords(kind: action, first: 3) { totalCount edges { node { kind } } } }`)
    expect(data.keyword).toMatchObject({
      name: 'Multikicker',
      ruleNumber: '702.33c',
      rule: { number: '702.33c' },
      parent: { name: 'Kicker' },
    })
    expect(data.keyword.parent.variants.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(
      expect.arrayContaining(['Multikicker', 'Sticker kicker']),
    )
    expect(
      data.keyword.exampleCards.edges.every((e: { node: { keywordNames: string[] } }) => e.node.keywordNames.includes('Multikicker')),
    ).toBe(true)
    expect(data.keywords.edges.every((e: { node: { kind: string } }) => e.node.kind === 'action')).toBe(true)
  })

  it('glossary and rules search', async () => {
    const { data, errors } = await api.gql(`{
      glossaryTerm(term: "multikiker") { match term { term } }
      glossary(first: 2) { totalCount }
      rulesSearch(query: "kicked spell", first: 5) { totalCount edges { node { kind title snippet rule { number } glossaryTerm { term } ruling { card { name } } } } } }`)
    expect(errors).toBeUndefined()
    expect(data.glossaryTerm).toEqual({ match: 'fuzzy', term: { term: 'Multikicker' } })
    expect(data.glossary.totalCount).toBe(726)
    const rest = await api.get('/rules/search?q=kicked%20spell&page_size=5')
    expect(data.rulesSearch.totalCount).toBe(rest.body.total)
    expect(data.rulesSearch.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual(
      rest.body.data.map((h: { title: string }) => h.title),
    )
    for (const { node } of data.rulesSearch.edges) {
      if (node.kind === 'rule') expect(node.rule.number).toBe(node.title)
      if (node.kind === 'ruling') expect(node.ruling.card.name).toBe(node.title)
    }
  })

  it('sets with their printings', async () => {
    const { data } = await api.gql(
      `{ set(code: "DOM") { code name printings(first: 2) { totalCount edges { node { collectorNumber card { name } } } } } sets(first: 3) { totalCount } }`,
    )
    expect(data.set).toMatchObject({ code: 'dom', name: 'Dominaria' })
    expect(data.set.printings.edges.map((e: { node: { collectorNumber: string } }) => e.node.collectorNumber)).toEqual(['1', '2'])
    expect(data.sets.totalCount).toBeGreaterThanOrEqual(14)
  })
})

describe('DataLoaders', () => {
  const page = (first: number) => `{ cards(query: "t:creature", first: ${first}) { edges { node {
    name
    printing { set { name } }
    printings(first: 5) { totalCount edges { node { setCode set { code } } } }
    rulings(first: 5) { totalCount edges { node { text } } }
    keywords { edges { node { name definition rule { number } } } }
    tags { totalCount }
  } } } }`

  it('a page of 50 cards with printings, rulings, keywords and tags costs as many SQL statements as a page of 100', async () => {
    // a server keeping nothing between requests (src/store/kept.ts): the page of 50 is inside
    // the page of 100, and its nodes and relation pages would be kept from it
    const reading = await startApi({ keep: false })
    const counter = countQueries(reading.db)
    try {
      const small = await reading.gql(page(100))
      expect(small.errors).toBeUndefined()
      const forSmall = counter.count
      counter.reset()
      const large = await reading.gql(page(50))
      expect(large.errors).toBeUndefined()
      expect(large.data.cards.edges).toHaveLength(50)
      expect(large.data.cards.edges.some((e: { node: { rulings: { totalCount: number } } }) => e.node.rulings.totalCount > 0)).toBe(true)
      expect(large.data.cards.edges.some((e: { node: { keywords: { edges: unknown[] } } }) => e.node.keywords.edges.length > 0)).toBe(true)
      expect(counter.count).toBe(forSmall)
      // search + count + hydrate + printings + sets + rulings + keywords + edition + rules + tags, whatever the page size
      expect(counter.count).toBeLessThanOrEqual(12)
    } finally {
      counter.stop()
      await reading.close()
    }
  })
})

describe("a card's printings and rulings, paged", () => {
  type Ids = {
    totalCount: number
    pageInfo: { hasNextPage: boolean; endCursor: string | null }
    edges: { cursor: string; node: { id: string } }[]
  }
  const ids = (c: Ids) => c.edges.map((e) => e.node.id)

  it('each card of a page reads its own page (first, after), the slices of its whole list; last/before pages back through it', async () => {
    // the cards with the most printings and rulings, so that a page stops inside each list
    const { rows } = await api.db.pool.query<{ name: string }>(
      `(SELECT c.name FROM cards c WHERE NOT c.is_extra AND c.name NOT LIKE '%//%'
         ORDER BY (SELECT count(*) FROM printings p WHERE p.oracle_id = c.oracle_id) DESC, c.name LIMIT 2)
       UNION (SELECT c.name FROM cards c WHERE NOT c.is_extra AND c.name NOT LIKE '%//%'
         ORDER BY (SELECT count(*) FROM rulings r WHERE r.oracle_id = c.oracle_id) DESC, c.name LIMIT 1)`,
    )
    const query = `query($q: String!, $after: String, $rulingsAfter: String) { cards(query: $q, first: 10) { edges { node {
      all: printings(first: 100) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id } } }
      page: printings(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id } } }
      allRulings: rulings(first: 100) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id: text } } }
      rulings(first: 1, after: $rulingsAfter) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id: text } } }
    } } } }`
    const q = rows.map((r) => `!"${r.name}"`).join(' or ')
    const cursor = Buffer.from('arrayconnection:0').toString('base64')
    for (const after of [null, cursor]) {
      const { data, errors } = await api.gql<{ cards: { edges: { node: Record<'all' | 'page' | 'allRulings' | 'rulings', Ids> }[] } }>(
        query,
        {
          q,
          after,
          rulingsAfter: after,
        },
      )
      expect(errors).toBeUndefined()
      expect(data.cards.edges).toHaveLength(rows.length)
      const from = after ? 1 : 0
      for (const { node } of data.cards.edges) {
        expect(node.page.totalCount).toBe(node.all.totalCount)
        expect(ids(node.page)).toEqual(ids(node.all).slice(from, from + 2))
        expect(node.page.edges.map((e) => e.cursor)).toEqual(node.all.edges.slice(from, from + 2).map((e) => e.cursor))
        expect(node.page.pageInfo.hasNextPage).toBe(node.all.totalCount > from + 2)
        expect(node.rulings.totalCount).toBe(node.allRulings.totalCount)
        expect(ids(node.rulings)).toEqual(ids(node.allRulings).slice(from, from + 1))
      }
      expect(data.cards.edges.some(({ node }) => node.all.totalCount > 3)).toBe(true)
      expect(data.cards.edges.some(({ node }) => node.allRulings.totalCount > 2)).toBe(true)
    }
    const back = await api.gql<{ cards: { edges: { node: Record<'all' | 'last', Ids> }[] } }>(
      `query($q: String!) { cards(query: $q, first: 10) { edges { node {
        all: printings(first: 100) { totalCount edges { cursor node { id } } }
        last: printings(last: 2, before: "${Buffer.from('arrayconnection:3').toString('base64')}") { totalCount edges { cursor node { id } } }
      } } } }`,
      { q },
    )
    expect(back.errors).toBeUndefined()
    const { all, last } = back.data.cards.edges.map((e) => e.node).sort((a, b) => b.all.totalCount - a.all.totalCount)[0]!
    expect(all.totalCount).toBeGreaterThan(3)
    expect(ids(last)).toEqual(ids(all).slice(1, 3))
    expect(last.totalCount).toBe(all.totalCount)
  })
})

describe('HTTP caching', () => {
  it('GraphQL answers, GET or POST, are Cache-Control: no-store (not cached as REST reads are)', async () => {
    const query = encodeURIComponent('{ health { status } }')
    const get = await api.app.inject({
      url: `/graphql?query=${query}`,
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    })
    expect(get.statusCode).toBe(200)
    expect(get.headers['cache-control']).toBe('no-store')
    const post = await api.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ health { status } }' } })
    expect(post.statusCode).toBe(200)
    expect(post.headers['cache-control']).toBe('no-store')
  })
})
