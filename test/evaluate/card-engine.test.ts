// GET /cards/:id/engine and GraphQL Card.engine: each clause of a store card with its status — what
// the engine read from it, or the part it didn't understand and what that could change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GROW, startApi, type Api } from '../api/support.js'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(async () => api?.close())

describe('the per-card understanding report', () => {
  it('lists every clause of Grow from the Ashes, understood, by Oracle id and by printing id', async () => {
    const r = await api.get(`/cards/${GROW.oracleId}/engine`)
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ object: 'card_engine', oracle_id: GROW.oracleId, name: 'Grow from the Ashes', understood: true })
    const clauses = r.body.faces[0].clauses
    expect(clauses.map((c: { status: string }) => c.status)).toEqual(['understood', 'understood', 'understood'])
    expect(clauses[0]).toMatchObject({ text: 'Kicker {2}', kind: 'keyword', read_as: ['keyword with a cost'], not_understood: null })
    expect(clauses.some((c: { read_as: string[] }) => c.read_as.includes('library search'))).toBe(true)
    const byPrinting = await api.get(`/cards/${GROW.printingId}/engine`)
    expect(byPrinting.body).toEqual(r.body)
  })

  it("keeps a clause it doesn't understand with its text and what it could change (Verazol's copy trigger)", async () => {
    const found = await api.get('/cards/named?exact=Verazol, the Split Current')
    const r = await api.get(`/cards/${found.body.id}/engine`)
    expect(r.body.understood).toBe(false)
    const trigger = r.body.faces[0].clauses.find((c: { kind: string }) => c.kind === 'triggered')
    expect(trigger).toMatchObject({ status: 'not_understood', read_as: ['trigger'] })
    expect(trigger.not_understood).toContain('copy that spell')
    expect(trigger.affects).toContain('copy')
  })

  it('reports a multi-faced card face by face, and a 404 for an unknown id', async () => {
    const found = await api.get(`/cards/named?exact=${encodeURIComponent("Emeria's Call")}`)
    const r = await api.get(`/cards/${found.body.id}/engine`)
    expect(r.body.faces.map((f: { name: string }) => f.name)).toEqual(["Emeria's Call", 'Emeria, Shattered Skyclave'])
    expect((await api.get('/cards/00000000-0000-0000-0000-000000000000/engine')).status).toBe(404)
  })

  it('GraphQL Card.engine gives the same report', async () => {
    const r = await api.gql(
      `{ card(id: "${GROW.oracleId}") { engine { understood faces { name understood clauses { text status readAs notUnderstood affects } } } } }`,
    )
    expect(r.errors).toBeUndefined()
    const rest = await api.get(`/cards/${GROW.oracleId}/engine`)
    expect(r.data.card.engine.understood).toBe(true)
    expect(r.data.card.engine.faces[0].clauses.map((c: { text: string }) => c.text)).toEqual(
      rest.body.faces[0].clauses.map((c: { text: string }) => c.text),
    )
  })
})
