// MTGJSON's Keywords.json adds the keyword names the CR does not head, each with its kind, and
// links the [type]cycling names it lists to Cycling.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importSources } from '../../src/import/index.js'
import type { Database } from '../../src/store/database.js'
import { fixtureDatabase } from '../support/database.js'
import { KEYWORDS_FILE } from './helpers.js'

let db: Database
beforeAll(async () => {
  db = await fixtureDatabase()
}, 600_000)
afterAll(async () => {
  await db?.close()
})

const keyword = async (name: string) =>
  (
    await db.pool.query(
      'SELECT k.kind::text, k.rule_number, p.name AS parent FROM keywords k LEFT JOIN keywords p ON p.id = k.parent_id WHERE k.name = $1',
      [name],
    )
  ).rows[0]

describe('Keywords.json', () => {
  it('adds the names the CR does not define, and links the cycling ones', async () => {
    expect(await keyword('Wizardcycling')).toBeUndefined() // no card of the 14 files has it
    const summary = await importSources(db, [KEYWORDS_FILE], { progress: false, log: () => {} })
    expect(summary.keywords!.added).toBeGreaterThan(0)
    expect(await keyword('Wizardcycling')).toEqual({ kind: 'ability', rule_number: '702.29e', parent: 'Cycling' })
    // digital-only actions have no CR rule: stored with their kind, no rule
    expect(await keyword('Conjure')).toEqual({ kind: 'action', rule_number: null, parent: null })
    expect(await keyword('Kicker')).toEqual({ kind: 'ability', rule_number: '702.33', parent: null })
    // "Start your engines!" is an ability word to MTGJSON but keyword ability 702.179 to the CR: the CR wins
    expect(await keyword('Start your engines!')).toMatchObject({ kind: 'ability', rule_number: '702.179' })
    const again = await importSources(db, [KEYWORDS_FILE], { progress: false, log: () => {} })
    expect(again.keywords).toMatchObject({ added: 0, updated: 0 })
  }, 300_000)
})
