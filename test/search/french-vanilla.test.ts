// cards.french_vanilla (migration search_french_vanilla): is:frenchvanilla as a column the database
// computes from the card's types, Oracle text and keywords whenever the row is written. probes.test.ts
// checks the imported flag against the cards' own text; this checks that it follows a card's writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchCards } from '../../src/search/index.js'
import type { Database } from '../../src/store/database.js'
import { fixtureDatabase } from '../support/database.js'

describe('the French vanilla column', () => {
  let db: Database
  beforeAll(async () => {
    db = await fixtureDatabase()
  })
  afterAll(() => db?.close())

  const flag = async (id: string) =>
    (await db.pool.query<{ f: boolean }>('SELECT french_vanilla AS f FROM cards WHERE oracle_id = $1', [id])).rows[0]!.f
  const found = async (id: string) => (await searchCards(db, 'is:frenchvanilla', { limit: 1000 })).rows.some((r) => r.oracleId === id)

  it('follows a card’s Oracle text and keywords when they are written', async () => {
    const { rows } = await db.pool.query<{ oracle_id: string; oracle_text: string; keywords: string[] }>(
      `SELECT oracle_id, oracle_text, keywords FROM cards WHERE french_vanilla AND NOT is_extra ORDER BY oracle_id LIMIT 1`,
    )
    const card = rows[0]!
    expect(await found(card.oracle_id)).toBe(true)
    // an ability that is no keyword makes it a creature with text
    await db.pool.query(
      `UPDATE cards SET oracle_text = oracle_text || E'\\nWhen this creature enters, draw a card.' WHERE oracle_id = $1`,
      [card.oracle_id],
    )
    expect(await flag(card.oracle_id)).toBe(false)
    expect(await found(card.oracle_id)).toBe(false)
    await db.pool.query('UPDATE cards SET oracle_text = $2 WHERE oracle_id = $1', [card.oracle_id, card.oracle_text])
    expect(await flag(card.oracle_id)).toBe(true)
    // its keywords lost: its text is no longer keywords only
    await db.pool.query(`UPDATE cards SET keywords = '{}' WHERE oracle_id = $1`, [card.oracle_id])
    expect(await flag(card.oracle_id)).toBe(false)
    await db.pool.query('UPDATE cards SET keywords = $2 WHERE oracle_id = $1', [card.oracle_id, card.keywords])
    expect(await found(card.oracle_id)).toBe(true)
  })
})
