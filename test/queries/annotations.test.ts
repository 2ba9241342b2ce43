// The annotation dictionary comes from the stored CR: a new CR import updates the definitions the
// annotated text carries, without restarting anything (the cached dictionary notices the change).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { flattenSpans } from '../../src/annotate/annotate.js'
import { importSources } from '../../src/import/index.js'
import { annotateCard, invalidateAnnotationDictionary, loadAnnotationDictionary } from '../../src/queries/annotations.js'
import type { Database } from '../../src/store/database.js'
import { CR_FILE, CR_FILE_APRIL } from '../support/data.js'
import { freshDatabase } from '../support/database.js'

let db: Database
beforeAll(async () => {
  db = await freshDatabase()
})
afterAll(async () => {
  await db?.close()
})

// Increment is a keyword ability of the 2026-04-17 CR (702.191) that the 2026-02-27 edition lacks.
const PENSIVE_PROFESSOR = {
  name: 'Pensive Professor',
  oracleText:
    "Increment (Whenever you cast a spell, if the amount of mana you spent is greater than this creature's power or toughness, put a +1/+1 counter on this creature.)\nWhenever one or more +1/+1 counters are put on this creature, draw a card.",
}

describe('loadAnnotationDictionary', () => {
  it('is empty on a store without rules, yet the text is still split into spans', async () => {
    const d = await loadAnnotationDictionary(db, { recheckMs: 0 })
    expect(d.edition).toBeNull()
    const { spans } = await annotateCard(db, {
      name: 'Grow from the Ashes',
      oracleText: 'Kicker {2}\nSearch your library for a basic land card.',
    })
    expect(spans[0]).toMatchObject({ kind: 'keyword', term: 'Kicker', rule: '702.33', definition: null })
  })

  it('follows CR imports: definitions of the newest edition, new keywords defined once their edition lands', async () => {
    await importSources(db, [CR_FILE], { progress: false, log: () => {} })
    const feb = await loadAnnotationDictionary(db, { recheckMs: 0 })
    expect(feb.edition).toBe('2026-02-27')
    const before = flattenSpans((await annotateCard(db, PENSIVE_PROFESSOR)).spans)
    const incrementBefore = before.find((s) => s.kind === 'keyword' && s.term === 'Increment')!
    expect(incrementBefore.rule).toBe('702.191')
    expect(incrementBefore.definition).toBeNull() // not in the February edition
    expect(before.find((s) => s.kind === 'action' && s.text === 'cast')!.definition).toContain('To cast a spell is to take it')

    // a cached dictionary is reused while the store is unchanged
    expect(await loadAnnotationDictionary(db, { recheckMs: 0 })).toBe(feb)

    await importSources(db, [CR_FILE_APRIL], { progress: false, log: () => {} })
    const april = await loadAnnotationDictionary(db, { recheckMs: 0 })
    expect(april).not.toBe(feb)
    expect(april.edition).toBe('2026-04-17')
    const after = flattenSpans((await annotateCard(db, PENSIVE_PROFESSOR)).spans)
    const increment = after.find((s) => s.kind === 'keyword' && s.term === 'Increment')!
    expect(increment.definition).toMatch(/increment/i)
    expect((await annotateCard(db, PENSIVE_PROFESSOR)).html).toContain('data-rule="702.191"')
  })

  it('can be invalidated by hand', async () => {
    const a = await loadAnnotationDictionary(db)
    invalidateAnnotationDictionary(db)
    const b = await loadAnnotationDictionary(db)
    expect(b).not.toBe(a)
    expect(b.edition).toBe(a.edition)
  })
})
