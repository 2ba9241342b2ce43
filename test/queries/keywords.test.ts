// Keywords in the query layer: by name or slug, variants, example cards.
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

describe('keywords', () => {
  it('finds Multikicker by slug, a variant of Kicker defined by CR 702.33c', async () => {
    const multikicker = await q.keywordByNameOrSlug(db, 'multikicker')
    expect(multikicker).toMatchObject({ name: 'Multikicker', kind: 'ability', ruleNumber: '702.33c' })
    const parent = (await q.keywordsByIds(db, [multikicker!.parentId!])).get(multikicker!.parentId!)
    expect(parent?.name).toBe('Kicker')
  })

  it('finds Sticker kicker by its name in any case or by slug (CR 702.33h)', async () => {
    for (const name of ['Sticker kicker', 'STICKER KICKER', 'sticker-kicker']) {
      expect((await q.keywordByNameOrSlug(db, name))?.ruleNumber).toBe('702.33h')
    }
  })

  it('lists the variants of Kicker and of Cycling', async () => {
    const kicker = (await q.keywordByNameOrSlug(db, 'kicker'))!
    const cycling = (await q.keywordByNameOrSlug(db, 'cycling'))!
    const variants = await q.keywordVariantsByParentIds(db, [kicker.id, cycling.id])
    expect(variants.get(kicker.id)!.map((k) => k.name)).toEqual(expect.arrayContaining(['Multikicker', 'Sticker kicker']))
    expect(variants.get(cycling.id)!.map((k) => k.name.toLowerCase())).toEqual(expect.arrayContaining(['typecycling', 'basic landcycling']))
  })

  it('lists keywords by kind: Search is a keyword action (CR 701.23)', async () => {
    const actions = await q.listKeywords(db, { kind: 'action', offset: 0, limit: 500 })
    expect(actions.items.every((k) => k.kind === 'action')).toBe(true)
    expect(actions.items.find((k) => k.name === 'Search')?.ruleNumber).toBe('701.23')
    expect(actions.total).toBe(actions.items.length)
  })

  it('pages example cards per keyword: Grow from the Ashes is a Kicker card', async () => {
    const all = await q.exampleCardIdsByKeywordNames(db, ['Kicker', 'multikicker'], { offset: 0, limit: 1000 })
    expect(all.get('kicker')!.items).toContain(GROW.oracleId)
    expect(all.get('kicker')!.total).toBe(all.get('kicker')!.items.length)
    expect(all.get('multikicker')!.total).toBeGreaterThan(0)
    const page2 = await q.exampleCardIdsByKeywordNames(db, ['Kicker'], { offset: 5, limit: 5 })
    expect(page2.get('kicker')!.items).toEqual(all.get('kicker')!.items.slice(5, 10))
  })
})
