// Citations are exact (issue 10 §4): a ruling is the store's text with its date, cited on a card of
// the scenario or, for a mechanic's general ruling, on a card with that mechanic — never another
// mechanic's ruling; and the most specific rule is cited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type Api } from '../api/support.js'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(async () => api?.close())

interface Citation {
  rule?: string
  ruling?: { card: string; date: string | null; text: string; stored?: boolean }
}
const rulingsOf = (a: { citations: Citation[] }) => a.citations.flatMap((c) => (c.ruling ? [c.ruling] : []))
const rulesOf = (a: { citations: Citation[] }) => a.citations.flatMap((c) => (c.rule ? [c.rule] : []))

describe('exact citations', () => {
  it("Firebolt's flashback total cost cites the stored flashback ruling, with its date (was 'not stored')", async () => {
    const r = await api.post('/evaluate', {
      cards: { f: { card: 'Firebolt', zone: 'graveyard' } },
      actions: [{ do: 'cast', card: 'f', cost: 'flashback' }],
      ask: [
        { q: 'totalCost', of: 'f' },
        { q: 'manaValue', of: 'f' },
      ],
    })
    expect(r.status).toBe(200)
    const total = rulingsOf(r.body.answers[0]).find((x) => x.text.includes('such as a flashback cost'))
    expect(total).toMatchObject({ card: 'Firebolt', date: '2021-03-19' })
    expect(total!.stored).toBeUndefined()
    // a flashback answer cites flashback's ruling, not kicker's
    const mv = rulingsOf(r.body.answers[1])
    expect(mv.some((x) => x.text.includes('such as a flashback cost'))).toBe(true)
    expect(mv.some((x) => /kicker/i.test(x.text))).toBe(false)
  })

  it("a token copy of a card without kicker cites no kicker ruling (was Untamed Kavu's)", async () => {
    const r = await api.post('/evaluate', {
      cards: { b: { card: 'Llanowar Elves', zone: 'battlefield' } },
      actions: [{ do: 'createTokenCopy', card: 'b', as: 't' }],
      ask: [{ q: 'isToken', of: 't' }],
    })
    expect(r.body.actions[0].legal).toBe(true)
    expect(rulingsOf(r.body.actions[0])).toEqual([])
  })

  it('a cost reduction cites the subrule of CR 118.7 it applies under', async () => {
    const cast = async (costReduction: string) =>
      (
        await api.post('/evaluate', {
          cards: { g: 'Grow from the Ashes' },
          actions: [{ do: 'cast', card: 'g', costReduction }],
          ask: [{ q: 'totalCost', of: 'g' }],
        })
      ).body.answers[0]
    const generic = await cast('{1}')
    expect(generic.value).toBe('{1}{G}')
    expect(rulesOf(generic)).toContain('118.7a')
    // {G}{G} off {2}{G}: the green beyond the cost's green reduces the generic part (118.7c)
    const colored = await cast('{G}{G}')
    expect(colored.value).toBe('{1}')
    expect(rulesOf(colored)).toContain('118.7c')
    expect(rulesOf(colored)).not.toContain('118.7a')
  })
})
