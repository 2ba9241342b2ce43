// Annotated text and tags in both APIs, over the shared fixture (the CR + the 14 MTGJSON sets):
// REST GET /cards/:id/annotations and GraphQL Card.annotatedText / annotatedHtml, the same spans.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GROW, startApi, type Api } from './support.js'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(async () => {
  await api?.close()
})

interface SpanJson {
  kind: string
  text: string
  start: number
  end: number
  term?: string
  rule?: string | null
  definition?: string | null
  parameter?: string
  children?: SpanJson[]
}
const flat = (spans: SpanJson[]): SpanJson[] => spans.flatMap((s) => [s, ...flat(s.children ?? [])])

describe('REST /cards/:id/annotations', () => {
  it('Grow from the Ashes: Kicker, search, shuffle and cast with their CR definitions', async () => {
    const r = await api.get(`/cards/${GROW.printingId}/annotations`)
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ object: 'card_annotations', oracle_id: GROW.oracleId, name: GROW.name, cr_edition: '2026-02-27' })
    const spans = flat(r.body.annotated_text)
    expect(spans.find((s) => s.kind === 'keyword')).toMatchObject({ text: 'Kicker {2}', term: 'Kicker', rule: '702.33', parameter: '{2}' })
    for (const [term, rule] of [
      ['Kicker', '702.33'],
      ['Search', '701.23'],
      ['Shuffle', '701.24'],
      ['Cast', '701.5'],
    ]) {
      const s = spans.find((x) => x.term === term)
      expect(s, term).toBeDefined()
      expect(s!.rule).toBe(rule)
      expect(s!.definition!.length, term).toBeGreaterThan(100)
    }
    expect(r.body.annotated_html).toContain('data-rule="701.23"')
    expect(r.body.oracle_text.slice(spans[0]!.start, spans[0]!.end)).toBe(spans[0]!.text)
  })

  it('Blast from the Past: five keywords defined', async () => {
    const found = await api.get('/cards/named?exact=Blast%20from%20the%20Past')
    const r = await api.get(`/cards/${found.body.oracle_id}/annotations`)
    const keywords = r.body.annotated_text.filter((s: SpanJson) => s.kind === 'keyword')
    expect(keywords.map((k: SpanJson) => k.term)).toEqual(['Madness', 'Cycling', 'Kicker', 'Flashback', 'Buyback'])
    for (const k of keywords) expect(k.definition).toBeTruthy()
  })

  it('annotates each face of a multi-faced card', async () => {
    const { rows } = await api.db.pool.query<{ oracle_id: string }>(
      `SELECT oracle_id FROM cards WHERE layout = 'modal_dfc' ORDER BY name LIMIT 1`,
    )
    const r = await api.get(`/cards/${rows[0]!.oracle_id}/annotations`)
    expect(r.status).toBe(200)
    expect(r.body.card_faces).toHaveLength(2)
    for (const f of r.body.card_faces) expect(f.annotated_text.map((s: SpanJson) => s.text).join('')).toBe(f.oracle_text)
  })

  it('answers 404 for an unknown card and 400 for a malformed id, in the error shape', async () => {
    const missing = await api.get('/cards/00000000-0000-0000-0000-000000000000/annotations')
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ object: 'error', status: 404 })
    const bad = await api.get('/cards/not-an-id/annotations')
    expect(bad.status).toBe(400)
    expect(bad.body.object).toBe('error')
  })

  it('is in the OpenAPI document', async () => {
    const r = await api.get('/openapi.json')
    expect(Object.keys(r.body.paths)).toContain('/cards/{id}/annotations')
  })
})

describe('GraphQL Card.annotatedText, annotatedHtml and tags', () => {
  it('gives the same spans as REST, and the tags by provenance', async () => {
    const { data, errors } = await api.gql(
      `query($id: ID!) { card(id: $id) {
      annotationEdition
      annotatedText { kind text start end term rule definition parameter children { kind text term rule definition } }
      annotatedHtml
      extracted: tags(provenance: extracted, first: 100) { edges { node { slug category evidence } } }
      inferred: tags(provenance: inferred, first: 100) { edges { node { slug confidence evidence } } }
      attribute: tags(provenance: attribute, first: 100) { edges { node { slug category } } }
    } }`,
      { id: GROW.printingId },
    )
    expect(errors).toBeUndefined()
    const rest = await api.get(`/cards/${GROW.printingId}/annotations`)
    const strip = (spans: SpanJson[]): unknown[] =>
      spans.map((s) => ({ kind: s.kind, text: s.text, term: s.term ?? null, rule: s.rule ?? null }))
    expect(strip(data.card.annotatedText)).toEqual(strip(rest.body.annotated_text))
    expect(data.card.annotatedHtml).toBe(rest.body.annotated_html)
    expect(data.card.annotationEdition).toBe('2026-02-27')
    const cast = data.card.annotatedText.find((s: SpanJson) => s.kind === 'reminder').children.find((s: SpanJson) => s.term === 'Cast')
    expect(cast.rule).toBe('701.5')

    // tags written by the importer through deriveTags, kept apart by provenance (seed 000)
    const slugs = (k: string) => data.card[k].edges.map((e: { node: { slug: string } }) => e.node.slug)
    expect(slugs('attribute')).toEqual(expect.arrayContaining(['type-sorcery', 'identity-g', 'cost-g', 'mv-3']))
    expect(slugs('extracted')).toEqual(
      expect.arrayContaining(['kw-kicker', 'searches-library-basic-land', 'puts-lands-onto-battlefield', 'shuffles-library']),
    )
    const ramp = data.card.inferred.edges.find((e: { node: { slug: string } }) => e.node.slug === 'theme-ramp')
    expect(ramp.node.confidence).toBeGreaterThan(0.5)
    expect(ramp.node.confidence).toBeLessThan(1)
  })

  it('annotates faces', async () => {
    const { rows } = await api.db.pool.query<{ oracle_id: string }>(
      `SELECT oracle_id FROM cards WHERE layout = 'modal_dfc' ORDER BY name LIMIT 1`,
    )
    const { data, errors } = await api.gql(
      `query($id: ID!) { card(id: $id) { faces { name oracleText annotatedText { text } annotatedHtml } } }`,
      { id: rows[0]!.oracle_id },
    )
    expect(errors).toBeUndefined()
    expect(data.card.faces).toHaveLength(2)
    for (const f of data.card.faces) expect(f.annotatedText.map((s: { text: string }) => s.text).join('')).toBe(f.oracleText)
  })
})
