// Full-text search reads stored tsvector columns (migration fulltext_vectors): the database keeps
// them in step with the text whoever writes it (the importer's SQL or Prisma Client), and ranking
// on them gives what parsing the text would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchText, type TextHit, type TextSearchOptions } from '../../src/queries/index.js'
import type { Page } from '../../src/queries/types.js'
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

  it('follow rows that plain INSERTs and UPDATEs write (they never write the column itself)', async () => {
    const card = (await db.pool.query<{ oracle_id: string }>(`SELECT oracle_id FROM cards WHERE name = 'Grow from the Ashes'`)).rows[0]!
    const created = await addRuling(db, {
      oracleId: card.oracle_id,
      position: 90,
      publishedAt: '2026-03-01',
      text: 'Zorblaxian reckoning happens first.',
    })
    let found = await searchText(db, 'zorblaxian', { offset: 0, limit: 5, kinds: ['ruling'] })
    expect(found.items.map((h) => h.ruling?.id)).toEqual([created.id])
    expect(found.items[0]!.snippet).toContain('<mark>Zorblaxian</mark>')

    await setRulingText(db, created.id, 'Quuxian reckoning happens first.')
    expect((await searchText(db, 'zorblaxian', { offset: 0, limit: 5, kinds: ['ruling'] })).total).toBe(0)
    found = await searchText(db, 'quuxian', { offset: 0, limit: 5, kinds: ['ruling'] })
    expect(found.items.map((h) => h.ruling?.id)).toEqual([created.id])
    await deleteRulings(db, [created.id])
  })

  it('rank exactly as ts_rank over the parsed text did, and fold texts that differ in quote marks only', async () => {
    // two cards carry the same ruling, once with typographic quotes, once with straight ones
    const cards = (
      await db.pool.query<{ oracle_id: string; name: string }>(
        `SELECT oracle_id, name FROM cards WHERE name IN ('Grow from the Ashes', 'Verazol, the Split Current') ORDER BY name`,
      )
    ).rows
    expect(cards).toHaveLength(2)
    const a = await addRuling(db, {
      oracleId: cards[0]!.oracle_id,
      position: 91,
      publishedAt: '2026-03-01',
      text: 'A “frobnicated” spell can’t be countered.',
    })
    const b = await addRuling(db, {
      oracleId: cards[1]!.oracle_id,
      position: 91,
      publishedAt: '2026-03-01',
      text: 'A "frobnicated" spell can\'t be countered.',
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
      await deleteRulings(db, [a.id, b.id])
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
    const data = (oracleId: string, text: string) => ({ oracleId, position: 92, publishedAt: '2026-03-02', text })
    const a = await addRuling(db, data(cards[0]!.oracle_id, 'The “glorbed” card stays glorbed.'))
    const b = await addRuling(db, data(cards[1]!.oracle_id, 'The "glorbed" card stays glorbed.'))
    try {
      expect(await textRow(a.text)).toEqual([{ ruling_id: a.id, card_count: 2 }])
      // the first ruling of the text goes: the other one stands for it
      await deleteRulings(db, [a.id])
      expect(await textRow(b.text)).toEqual([{ ruling_id: b.id, card_count: 1 }])
      // its text changes: the old text is gone from the search, the new one is there
      await setRulingText(db, b.id, 'The "glorbed" card stays glorbed twice.')
      expect(await textRow('The "glorbed" card stays glorbed twice.')).toEqual([{ ruling_id: b.id, card_count: 1 }])
      const found = await searchText(db, 'glorbed', { offset: 0, limit: 5, kinds: ['ruling'] })
      expect(found.items.map((h) => [h.ruling?.id, h.ruling?.cardCount, h.text])).toEqual([
        [b.id, 1, 'The "glorbed" card stays glorbed twice.'],
      ])
      expect(await differences()).toBe(0)
    } finally {
      await deleteRulings(db, [a.id, b.id])
    }
    expect(await differences()).toBe(0)
    expect((await searchText(db, 'glorbed', { offset: 0, limit: 5, kinds: ['ruling'] })).total).toBe(0)
  })
})

// A query of one common lexeme reads its hits and ranks from text_lexeme_hits (migration
// text_lexeme_hits) instead of ranking every match: the answer must be the one ranking gives, to
// the last rank bit, tie-break, total and snippet. Ranking is what the same statement does when
// the lexeme is not stored, so each answer is compared with the one given after emptying the table.
describe('stored rankings of common lexemes', () => {
  const OPTIONS: TextSearchOptions[] = [
    { offset: 0, limit: 25 },
    { offset: 25, limit: 10 },
    { offset: 400, limit: 5 },
    { offset: 0, limit: 10, kinds: ['rule'] },
    { offset: 0, limit: 10, kinds: ['ruling'] },
    { offset: 3, limit: 10, kinds: ['glossary', 'rule'] },
    { offset: 0, limit: 10, effective: '2021-06-01' },
    { offset: 0, limit: 10, effective: '2021-06-01', kinds: ['rule', 'ruling'] },
  ]
  const QUERIES = ['spell', 'Spells', 'the spell', 'spell:*', '"creature"', 'spell -creature', 'kicked spell', 'zorblaxian']

  // what text_lexeme_hits must hold for the stored lexemes, ranked here from the tables themselves
  const expectedHits = `SELECT * FROM (
    SELECT l.id AS lexeme_id, ts_rank(r.search_vector, l.query, 1) AS rank, 'rule' AS kind, r.id, r.document_id
      FROM text_lexemes l JOIN rules r ON r.search_vector @@ l.query
    UNION ALL SELECT l.id, ts_rank(g.search_vector, l.query, 1), 'glossary', g.id, g.document_id
      FROM text_lexemes l JOIN glossary_terms g ON g.search_vector @@ l.query
    UNION ALL SELECT l.id, ts_rank(t.search_vector, l.query, 1), 'ruling', t.ruling_id, NULL
      FROM text_lexemes l JOIN ruling_texts t ON t.search_vector @@ l.query) e`
  const staleHits = async () =>
    (
      await db.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ((${expectedHits} EXCEPT ALL SELECT lexeme_id, rank, kind, id, document_id FROM text_lexeme_hits)
                                         UNION ALL (SELECT lexeme_id, rank, kind, id, document_id FROM text_lexeme_hits EXCEPT ALL ${expectedHits})) x`,
      )
    ).rows[0]!.n
  // and text_lexeme_counts what counting those hits gives
  const expectedCounts = `SELECT lexeme_id, kind, coalesce(document_id, 0) AS document_id, count(*)::int AS hits
                            FROM text_lexeme_hits GROUP BY 1, 2, 3`
  const staleCounts = async () =>
    (
      await db.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ((${expectedCounts} EXCEPT SELECT lexeme_id, kind, document_id, hits FROM text_lexeme_counts)
                                         UNION ALL (SELECT lexeme_id, kind, document_id, hits FROM text_lexeme_counts EXCEPT ${expectedCounts})) x`,
      )
    ).rows[0]!.n
  const stale = async () => (await staleHits()) + (await staleCounts())
  const storedLexemes = async () =>
    (await db.pool.query<{ lexeme: string }>('SELECT lexeme FROM text_lexemes ORDER BY lexeme')).rows.map((r) => r.lexeme)

  // the answers with the stored rankings, then ranked (the table emptied), then the table refilled
  async function bothWays(queries: string[], options: TextSearchOptions[]) {
    const ask = async () => {
      const out: Page<TextHit>[] = []
      for (const q of queries) for (const o of options) out.push(await searchText(db, q, o))
      return out
    }
    const stored = await ask()
    await db.pool.query('DELETE FROM text_lexeme_hits')
    await db.pool.query('DELETE FROM text_lexeme_counts')
    await db.pool.query('DELETE FROM text_lexemes')
    const ranked = await ask()
    await db.pool.query('SELECT arcanum_refresh_text_lexemes()')
    return { stored, ranked }
  }

  beforeAll(async () => {
    // an older CR edition of 300 rules and 100 glossary terms (copies of the current ones), so the
    // stored hits are filtered by edition as ranking filters them
    const doc = await db.pool.query<{ id: number }>(
      `INSERT INTO rules_documents (effective_date, source, sha256) VALUES ('2021-01-01', 'test', 'test') RETURNING id`,
    )
    const id = doc.rows[0]!.id
    await db.pool.query(
      `INSERT INTO rules (document_id, number, kind, parent_number, position, text, examples, "references")
       SELECT $1, number, kind, parent_number, position, text, examples, "references" FROM rules
        WHERE document_id = (SELECT id FROM rules_documents WHERE id <> $1 ORDER BY effective_date DESC LIMIT 1) ORDER BY position LIMIT 300`,
      [id],
    )
    await db.pool.query(
      `INSERT INTO glossary_terms (document_id, term, position, text, "references")
       SELECT $1, term, position, text, "references" FROM glossary_terms
        WHERE document_id = (SELECT id FROM rules_documents WHERE id <> $1 ORDER BY effective_date DESC LIMIT 1) ORDER BY position LIMIT 100`,
      [id],
    )
    await db.pool.query('SELECT arcanum_refresh_text_lexemes()')
  })

  it('hold the lexemes with at least 500 hits, each with every hit ranked by ts_rank', async () => {
    const lexemes = await storedLexemes()
    expect(lexemes).toEqual(expect.arrayContaining(['spell', 'creatur', 'abil']))
    const counts = await db.pool.query<{ lexeme: string; hits: number }>(
      `SELECT l.lexeme, count(h.*)::int AS hits FROM text_lexemes l LEFT JOIN text_lexeme_hits h ON h.lexeme_id = l.id GROUP BY l.lexeme`,
    )
    for (const c of counts.rows) expect(c.hits, c.lexeme).toBeGreaterThanOrEqual(500)
    expect(await staleHits()).toBe(0)
    expect(await staleCounts()).toBe(0)
  })

  it('answer every common lexeme (and queries that are not one) as ranking does: hits, order, ranks, totals, snippets', async () => {
    const lexemes = await storedLexemes()
    // every stored lexeme, as its word would be typed (the lexeme itself parses to itself)
    const { stored, ranked } = await bothWays([...QUERIES, ...lexemes], OPTIONS)
    expect(stored).toEqual(ranked)
    // the comparison has ranks that tie (so the tie-break is tested), old-edition hits and full pages
    const pages = stored.filter((p) => p.items.length > 1)
    expect(pages.length).toBeGreaterThan(lexemes.length * 4)
    expect(pages.some((p) => p.items.some((h, i) => i > 0 && h.rank === p.items[i - 1]!.rank))).toBe(true)
    expect(stored.some((p) => p.items.some((h) => h.effectiveDate === '2021-01-01'))).toBe(true)
    expect(await stale()).toBe(0)
  })

  it('follow rulings, rules and glossary terms as they are written, whoever writes them', async () => {
    const card = (await db.pool.query<{ oracle_id: string }>(`SELECT oracle_id FROM cards WHERE name = 'Grow from the Ashes'`)).rows[0]!
    const total = async (q: string) => (await searchText(db, q, { offset: 0, limit: 1, kinds: ['ruling'] })).total
    const before = { spell: await total('spell'), creature: await total('creature') }
    const ruling = await addRuling(db, { oracleId: card.oracle_id, position: 95, publishedAt: '2026-03-01', text: 'Spell, spell, spell.' })
    try {
      expect(await stale()).toBe(0)
      expect(await total('spell')).toBe(before.spell + 1)
      await setRulingText(db, ruling.id, 'Creature, creature.')
      expect(await stale()).toBe(0)
      expect(await total('spell')).toBe(before.spell)
      expect(await total('creature')).toBe(before.creature + 1)
      const rule = (await db.pool.query<{ id: number; text: string }>(`SELECT id, text FROM rules WHERE number = '702.33d'`)).rows[0]!
      await db.pool.query('UPDATE rules SET text = $2 WHERE id = $1', [rule.id, `${rule.text} Spell.`])
      expect(await stale()).toBe(0)
      const { stored, ranked } = await bothWays(['spell', 'creature', 'card'], OPTIONS.slice(0, 4))
      expect(stored).toEqual(ranked)
      await db.pool.query('UPDATE rules SET text = $2 WHERE id = $1', [rule.id, rule.text])
      await db.pool.query(`DELETE FROM glossary_terms WHERE id = (SELECT min(id) FROM glossary_terms WHERE search_vector @@ 'spell')`)
      expect(await stale()).toBe(0)
    } finally {
      await deleteRulings(db, [ruling.id])
    }
    expect(await stale()).toBe(0)
  })
})

/** A ruling written with plain SQL, as any client would: its id and text. */
async function addRuling(db: Database, r: { oracleId: string; position: number; publishedAt: string; text: string }) {
  const { rows } = await db.pool.query<{ id: number; text: string }>(
    'INSERT INTO rulings (oracle_id, position, published_at, text) VALUES ($1, $2, $3, $4) RETURNING id, text',
    [r.oracleId, r.position, r.publishedAt, r.text],
  )
  return rows[0]!
}

const setRulingText = (db: Database, id: number, text: string) => db.pool.query('UPDATE rulings SET text = $2 WHERE id = $1', [id, text])

const deleteRulings = (db: Database, ids: number[]) => db.pool.query('DELETE FROM rulings WHERE id = ANY($1::int[])', [ids])
