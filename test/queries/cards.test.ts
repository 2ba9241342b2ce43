// The query layer's card lookups on the shared fixture (the CR + the 14 MTGJSON set files).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as q from '../../src/queries/index.js'
import type { Database } from '../../src/store/database.js'
import { fixtureDatabase } from '../support/database.js'
import { GROW } from '../api/support.js'

let db: Database
beforeAll(async () => {
  db = await fixtureDatabase()
})
afterAll(async () => {
  await db?.close()
})

describe('cards by id', () => {
  it('finds a card by printing id with that printing, and by Oracle id with its newest printing', async () => {
    const byPrinting = await q.cardById(db, GROW.printingId)
    expect(byPrinting?.card).toMatchObject({
      oracleId: GROW.oracleId,
      name: GROW.name,
      manaCost: '{2}{G}',
      manaValue: 3,
      typeLine: 'Sorcery',
    })
    expect(byPrinting?.card.keywords).toEqual(['Kicker'])
    expect(byPrinting?.printing).toMatchObject({ id: GROW.printingId, setCode: 'DOM', collectorNumber: '164', setName: 'Dominaria' })
    const byOracle = await q.cardById(db, GROW.oracleId.toUpperCase())
    expect(byOracle?.card.oracleId).toBe(GROW.oracleId)
    expect(byOracle?.printing?.oracleId).toBe(GROW.oracleId)
  })

  it('gives null for an unknown or malformed id', async () => {
    expect(await q.cardById(db, '00000000-0000-0000-0000-000000000000')).toBeNull()
    expect(await q.cardById(db, 'not-a-uuid')).toBeNull()
  })

  it('batches: cards by many Oracle ids come back in the order asked, unknown ones left out', async () => {
    const verazol = 'd85e5398-fa97-4bcd-8b93-008f3f435e22'
    const found = await q.cardsByOracleIds(db, [verazol, '00000000-0000-0000-0000-000000000000', GROW.oracleId])
    expect(found.map((c) => c.card.name)).toEqual(['Verazol, the Split Current', GROW.name])
  })

  it('finds a printing by set (any case) and collector number', async () => {
    const found = await q.cardBySetNumber(db, 'dom', '164')
    expect(found?.card.name).toBe(GROW.name)
    expect(found?.printing?.id).toBe(GROW.printingId)
    expect(await q.cardBySetNumber(db, 'dom', '99999')).toBeNull()
  })

  it('keeps the faces of a modal double-faced card in order', async () => {
    const found = await q.lookupCollection(db, [{ name: "Agadeem's Awakening" }])
    const card = found.data[0]!.card
    expect(card.name).toBe("Agadeem's Awakening // Agadeem, the Undercrypt")
    expect(card.faces.map((f) => f.name)).toEqual(["Agadeem's Awakening", 'Agadeem, the Undercrypt'])
    expect(card.faces[1]!.typeLine).toContain('Land')
  })
})

describe("a card's relations, batched", () => {
  it('lists the printings of a card, newest first', async () => {
    const verazol = 'd85e5398-fa97-4bcd-8b93-008f3f435e22'
    const printings = await q.printingsByOracleIds(db, [verazol, GROW.oracleId])
    expect(
      printings
        .get(verazol)!
        .map((p) => p.collectorNumber)
        .sort(),
    ).toEqual(['239', '370'])
    expect(printings.get(GROW.oracleId)!.some((p) => p.id === GROW.printingId)).toBe(true)
  })

  it('has the 6 rulings of Grow from the Ashes, in order', async () => {
    const rulings = await q.rulingsForCard(db, GROW.oracleId)
    expect(rulings).toHaveLength(6)
    expect(rulings.map((r) => r.position)).toEqual([...rulings.map((r) => r.position)].sort((a, b) => a - b))
    expect(rulings.every((r) => r.oracleId === GROW.oracleId && /^\d{4}-\d{2}-\d{2}$/.test(r.publishedAt))).toBe(true)
  })

  it('defines a card keyword by name, case-insensitively (Kicker → CR 702.33)', async () => {
    const found = await q.keywordsByNames(db, ['KICKER', 'flashback'])
    expect(found.get('kicker')).toMatchObject({ name: 'Kicker', kind: 'ability', ruleNumber: '702.33' })
    expect(found.get('kicker')!.definition).toContain('Kicker is a static ability')
    expect(found.get('flashback')?.ruleNumber).toBe('702.34')
  })
})

describe('sets', () => {
  it('lists the 14 sets newest first, each with its printings counted', async () => {
    const page = await q.listSets(db, { offset: 0, limit: 100 })
    expect(page.total).toBeGreaterThanOrEqual(14)
    const codes = page.items.map((s) => s.code)
    expect(codes).toEqual(expect.arrayContaining(['DOM', 'ZNR', 'MH1', 'UNH']))
    const dates = page.items.map((s) => s.releaseDate ?? '')
    expect(dates).toEqual([...dates].sort().reverse())
    expect(page.items.find((s) => s.code === 'DOM')!.printingCount).toBeGreaterThan(250)
  })

  it('pages through one set in collector-number order', async () => {
    const first = (await q.printingsBySetCodes(db, ['dom'], { offset: 0, limit: 3 })).get('DOM')!
    const second = (await q.printingsBySetCodes(db, ['DOM'], { offset: 3, limit: 3 })).get('DOM')!
    expect(first.items.map((p) => p.collectorNumber)).toEqual(['1', '2', '3'])
    expect(second.items.map((p) => p.collectorNumber)).toEqual(['4', '5', '6'])
    expect(second.total).toBe(first.total)
  })
})

describe('collection', () => {
  it('looks up every kind of identifier in a handful of statements and lists the ones not found', async () => {
    const found = await q.lookupCollection(db, [
      { id: GROW.printingId },
      { oracle_id: GROW.oracleId },
      { name: 'grow FROM the ashes' },
      { name: 'Verazol, the Split Current', set: 'znr' },
      { set: 'DOM', collector_number: '164' },
      { name: 'No Such Card' },
      { set: 'dom', collector_number: '99999' },
      { id: 'not-a-uuid' },
    ])
    expect(found.data.map((c) => c.card.name)).toEqual([GROW.name, GROW.name, GROW.name, 'Verazol, the Split Current', GROW.name])
    expect(found.data[3]!.printing?.setCode).toBe('ZNR')
    expect(found.notFound).toEqual([{ name: 'No Such Card' }, { set: 'dom', collector_number: '99999' }, { id: 'not-a-uuid' }])
  })
})
