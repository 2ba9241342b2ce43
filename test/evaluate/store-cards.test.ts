// Cards of the store that the engine can't fully use still get answers, not errors (issue 9,
// defect 6): POST /evaluate with Little Girl (half-mana cost {HW}) was a 500; a multi-faced card
// named as a whole was a 500 too. Now the answers that rest on what the engine can't use say so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type Api } from '../api/support.js'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(async () => api?.close())

describe('store cards the engine reads only in part', () => {
  it('Little Girl: 200, with an unsupported answer naming {HW} (was 500 "unknown mana symbol {HW}")', async () => {
    const r = await api.post('/evaluate', {
      cards: { g: 'Little Girl' },
      ask: [
        { q: 'manaValue', of: 'g' },
        { q: 'zone', of: 'g' },
      ],
    })
    expect(r.status).toBe(200)
    expect(r.body.answers[0]).toMatchObject({ value: null, supported: false })
    expect(r.body.answers[0].because).toMatch(/\{HW\}.*\(Little Girl\)/)
    expect(r.body.answers[1]).toMatchObject({ value: 'hand', supported: true })
  })

  it('a modal double-faced card named as a whole: 200, unsupported, naming its faces; one face is read', async () => {
    const name = "Emeria's Call // Emeria, Shattered Skyclave"
    const whole = await api.post('/evaluate', { cards: { e: name }, ask: [{ q: 'manaValue', of: 'e' }] })
    expect(whole.status).toBe(200)
    expect(whole.body.answers[0]).toMatchObject({ value: null, supported: false })
    expect(whole.body.answers[0].because).toContain(`"Emeria's Call" or "Emeria, Shattered Skyclave"`)
    const face = await api.post('/evaluate', { cards: { e: "Emeria's Call" }, ask: [{ q: 'manaValue', of: 'e' }] })
    expect(face.body.answers[0]).toMatchObject({ value: 7, supported: true })
  })

  it('GraphQL says supported and may leave legal null', async () => {
    const r = await api.gql(
      `query($s: EvaluationScenario!) { evaluate(scenario: $s) { answers { value supported } actions { legal supported } } }`,
      { s: { cards: { g: 'Little Girl' }, actions: [{ do: 'cast', card: 'g' }], ask: [{ q: 'totalCost', of: 'g' }] } },
    )
    expect(r.errors).toBeUndefined()
    expect(r.data.evaluate).toEqual({ answers: [{ value: null, supported: false }], actions: [{ legal: null, supported: false }] })
  })
})
