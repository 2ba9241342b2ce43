// The evaluate service on its own: an empty store (inline cards only; citations without texts),
// and the caches that keep the store out of the hot path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ClientError } from '../../src/errors.js'
import { EvaluateService } from '../../src/evaluate/service.js'
import type { Database } from '../../src/store/database.js'
import { fixtureDatabase, freshDatabase } from '../support/database.js'

const custom = {
  name: 'Custom Card',
  manaCost: '{1}{R}',
  typeLine: 'Instant',
  oracleText: 'Kicker {2}\nCustom Card deals 2 damage to any target.',
}

describe('evaluate service on an empty store', () => {
  let db: Database
  beforeAll(async () => {
    db = await freshDatabase()
  })
  afterAll(async () => {
    await db?.close()
  })

  it('evaluates inline cards; with no CR imported a rule citation has no text or date', async () => {
    const r = await new EvaluateService(db).evaluate({
      cards: { bp: custom },
      actions: [{ do: 'cast', card: 'bp', kicker: true }],
      ask: [{ q: 'totalCost', of: 'bp' }],
    })
    expect(r.answers[0]!.value).toBe('{3}{R}')
    expect(r.answers[0]!.citations).toContainEqual({ rule: '601.2f', text: null, effective: null })
  })

  it("a card name the store doesn't have is a 400 naming the card", async () => {
    const e = await new EvaluateService(db)
      .evaluate({ cards: { gfa: 'Grow from the Ashes' }, ask: [{ q: 'zone', of: 'gfa' }] })
      .catch((x: unknown) => x)
    expect(e).toBeInstanceOf(ClientError)
    expect(e).toMatchObject({ status: 400, code: 'unknown_card' })
    expect((e as ClientError).details).toMatch(/cards\.gfa: no card named "Grow from the Ashes"/)
  })
})

describe('evaluate service caches', () => {
  let db: Database
  beforeAll(async () => {
    db = await fixtureDatabase()
  })
  afterAll(async () => {
    await db?.close()
  })

  it('a repeated scenario costs no store queries: cards, rule texts and rulings come from the caches', async () => {
    const service = new EvaluateService(db)
    const scenario = {
      cards: { gfa: 'Grow from the Ashes', bp: custom },
      actions: [
        { do: 'cast', card: 'gfa', kicker: true },
        { do: 'copySpell', card: 'gfa', as: 'c' },
        { do: 'cast', card: 'bp', kicker: true },
        { do: 'copySpell', card: 'bp', as: 'd' },
      ],
      ask: [
        { q: 'isKicked', of: 'c' },
        { q: 'isKicked', of: 'd' },
      ],
    }
    const first = await service.evaluate(scenario)
    let queries = 0
    const query = db.pool.query.bind(db.pool)
    db.pool.query = ((...args: Parameters<typeof query>) => {
      queries++
      return query(...args)
    }) as typeof db.pool.query
    try {
      const second = await service.evaluate(scenario)
      expect(second).toEqual(first)
      expect(queries).toBe(0)
    } finally {
      db.pool.query = query
    }
  })
})
