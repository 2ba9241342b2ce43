// Full-text search reads stored tsvector columns (migration fulltext_vectors): the database keeps
// them in step with the text whoever writes it (the importer's SQL or Prisma Client), and ranking
// on them gives what parsing the text would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchText } from '../../src/queries/index.js'
import type { Database } from '../../src/store/database.js'
import { fixtureDatabase } from '../support/database.js'

let db: Database
beforeAll(async () => {
  db = await fixtureDatabase()
})
afterAll(async () => {
  await db?.close()
})

const TABLES = [
  { table: 'rules', text: 'text' },
  { table: 'rulings', text: 'text' },
  { table: 'glossary_terms', text: `term || ' ' || text` },
]

describe('stored search vectors', () => {
  it('hold to_tsvector of the text for every imported row of rules, rulings and glossary terms', async () => {
    for (const { table, text } of TABLES) {
      const { rows } = await db.pool.query<{ rows: number; differ: number }>(
        `SELECT count(*)::int AS rows, count(*) FILTER (WHERE search_vector IS DISTINCT FROM to_tsvector('english', ${text}))::int AS differ FROM ${table}`,
      )
      expect(rows[0]!.rows, table).toBeGreaterThan(500)
      expect(rows[0]!.differ, table).toBe(0)
    }
  })

  it('follow rows that Prisma Client creates and updates (it never writes the column itself)', async () => {
    const card = (await db.pool.query<{ oracle_id: string }>(`SELECT oracle_id FROM cards WHERE name = 'Grow from the Ashes'`)).rows[0]!
    const created = await db.prisma.ruling.create({
      data: { oracleId: card.oracle_id, position: 90, publishedAt: new Date('2026-03-01'), text: 'Zorblaxian reckoning happens first.' },
    })
    let found = await searchText(db, 'zorblaxian', { offset: 0, limit: 5, kinds: ['ruling'] })
    expect(found.items.map((h) => h.ruling?.id)).toEqual([created.id])
    expect(found.items[0]!.snippet).toContain('<mark>Zorblaxian</mark>')

    await db.prisma.ruling.update({ where: { id: created.id }, data: { text: 'Quuxian reckoning happens first.' } })
    expect((await searchText(db, 'zorblaxian', { offset: 0, limit: 5, kinds: ['ruling'] })).total).toBe(0)
    found = await searchText(db, 'quuxian', { offset: 0, limit: 5, kinds: ['ruling'] })
    expect(found.items.map((h) => h.ruling?.id)).toEqual([created.id])
    await db.prisma.ruling.delete({ where: { id: created.id } })
  })

  it('rank exactly as ts_rank over the parsed text did, and fold texts that differ in quote marks only', async () => {
    // two cards carry the same ruling, once with typographic quotes, once with straight ones
    const cards = (
      await db.pool.query<{ oracle_id: string; name: string }>(
        `SELECT oracle_id, name FROM cards WHERE name IN ('Grow from the Ashes', 'Verazol, the Split Current') ORDER BY name`,
      )
    ).rows
    expect(cards).toHaveLength(2)
    const a = await db.prisma.ruling.create({
      data: {
        oracleId: cards[0]!.oracle_id,
        position: 91,
        publishedAt: new Date('2026-03-01'),
        text: 'A “frobnicated” spell can’t be countered.',
      },
    })
    const b = await db.prisma.ruling.create({
      data: {
        oracleId: cards[1]!.oracle_id,
        position: 91,
        publishedAt: new Date('2026-03-01'),
        text: 'A "frobnicated" spell can\'t be countered.',
      },
    })
    try {
      const found = await searchText(db, 'frobnicated spell', { offset: 0, limit: 5, kinds: ['ruling'] })
      expect(found.total).toBe(1)
      expect(found.items[0]!.ruling).toMatchObject({ id: Math.min(a.id, b.id), cardCount: 2 })
      const expected = (
        await db.pool.query<{ rank: number }>(
          `SELECT ts_rank(to_tsvector('english', $1), websearch_to_tsquery('english', 'frobnicated spell'), 1) AS rank`,
          [a.text],
        )
      ).rows[0]!.rank
      expect(found.items[0]!.rank).toBeCloseTo(expected, 6)
    } finally {
      await db.prisma.ruling.deleteMany({ where: { id: { in: [a.id, b.id] } } })
    }
  })

  it('rank rules and glossary terms from their stored vectors as from their text', async () => {
    const found = await searchText(db, 'kicked spell', { offset: 0, limit: 10, kinds: ['rule', 'glossary'] })
    expect(found.items.length).toBeGreaterThan(3)
    for (const hit of found.items) {
      const text = hit.kind === 'glossary' ? `${hit.term} ${hit.text}` : hit.text
      const { rows } = await db.pool.query<{ rank: number }>(
        `SELECT ts_rank(to_tsvector('english', $1), websearch_to_tsquery('english', 'kicked spell'), 1) AS rank`,
        [text],
      )
      expect(hit.rank, `${hit.kind} ${hit.title}`).toBeCloseTo(rows[0]!.rank, 6)
    }
  })

  it('keep one ruling_texts row per distinct text (quote marks aside), with its first ruling and card count, as rulings change', async () => {
    // what ruling_texts must hold, grouped here from the rulings themselves
    const expected = `SELECT min(id) AS ruling_id, count(*)::int AS card_count
                        FROM rulings GROUP BY translate(text, '’‘“”', '''''""')`
    const differences = async () =>
      (
        await db.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ((${expected} EXCEPT SELECT ruling_id, card_count FROM ruling_texts)
                                           UNION ALL (SELECT ruling_id, card_count FROM ruling_texts EXCEPT ${expected})) x`,
        )
      ).rows[0]!.n
    const stored = (await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM ruling_texts')).rows[0]!.n
    expect(stored).toBeGreaterThan(500)
    expect(await differences()).toBe(0)

    const cards = (
      await db.pool.query<{ oracle_id: string }>(
        `SELECT oracle_id FROM cards WHERE name IN ('Grow from the Ashes', 'Verazol, the Split Current') ORDER BY name`,
      )
    ).rows
    const textRow = async (rulingText: string) =>
      (
        await db.pool.query<{ ruling_id: number; card_count: number }>(
          `SELECT t.ruling_id, t.card_count FROM ruling_texts t JOIN rulings r ON r.id = t.ruling_id WHERE r.text = $1`,
          [rulingText],
        )
      ).rows
    const data = (oracleId: string, text: string) => ({ oracleId, position: 92, publishedAt: new Date('2026-03-02'), text })
    const a = await db.prisma.ruling.create({ data: data(cards[0]!.oracle_id, 'The “glorbed” card stays glorbed.') })
    const b = await db.prisma.ruling.create({ data: data(cards[1]!.oracle_id, 'The "glorbed" card stays glorbed.') })
    try {
      expect(await textRow(a.text)).toEqual([{ ruling_id: a.id, card_count: 2 }])
      // the first ruling of the text goes: the other one stands for it
      await db.prisma.ruling.delete({ where: { id: a.id } })
      expect(await textRow(b.text)).toEqual([{ ruling_id: b.id, card_count: 1 }])
      // its text changes: the old text is gone from the search, the new one is there
      await db.prisma.ruling.update({ where: { id: b.id }, data: { text: 'The "glorbed" card stays glorbed twice.' } })
      expect(await textRow('The "glorbed" card stays glorbed twice.')).toEqual([{ ruling_id: b.id, card_count: 1 }])
      const found = await searchText(db, 'glorbed', { offset: 0, limit: 5, kinds: ['ruling'] })
      expect(found.items.map((h) => [h.ruling?.id, h.ruling?.cardCount, h.text])).toEqual([
        [b.id, 1, 'The "glorbed" card stays glorbed twice.'],
      ])
      expect(await differences()).toBe(0)
    } finally {
      await db.prisma.ruling.deleteMany({ where: { id: { in: [a.id, b.id] } } })
    }
    expect(await differences()).toBe(0)
    expect((await searchText(db, 'glorbed', { offset: 0, limit: 5, kinds: ['ruling'] })).total).toBe(0)
  })
})
