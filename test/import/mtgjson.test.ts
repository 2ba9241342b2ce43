// What the shared fixture holds after importing the CR and the 14 MTGJSON set files
// (test/support/database.ts builds it with importSources): counts, cards, faces, legalities,
// rulings, keywords and tags, read back from the store.
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/store/database.js'
import { fixtureDatabase } from '../support/database.js'
import { derivedSetId } from '../../src/store/set-id.js'
import { countRows } from './helpers.js'

let db: Database
const GROW = '645ab3c7-ee1d-4dd0-811f-2dc7f7c7e792' // Grow from the Ashes (SOURCES.md)
const BLAST = '08638828-ce88-44d4-a6b2-1effb68ccbdf' // Blast from the Past
const EMERIA = '6ec2a242-9068-4ee2-8ac8-8341cc570f56' // Emeria's Call // Emeria, Shattered Skyclave

beforeAll(async () => {
  db = await fixtureDatabase()
})
afterAll(async () => {
  await db?.close()
})

const one = async <T extends object>(sql: string, params: unknown[] = []) =>
  (await db.pool.query<T & pg.QueryResultRow>(sql, params)).rows[0]!

describe('the 14 MTGJSON set files', () => {
  it('hold 3,206 unique cards in 3,897 printings of 14 sets, and their tokens in 13 token sets', async () => {
    const extras = await one<{ cards: number; printings: number; sets: number }>(
      `SELECT (SELECT count(*)::int FROM cards WHERE is_extra) AS cards, (SELECT count(*)::int FROM printings WHERE is_extra) AS printings,
              (SELECT count(*)::int FROM sets WHERE type = 'token') AS sets`,
    )
    // 138 tokens and emblems (by Oracle id) in 194 printings; each set's tokens are a set of their own ("TDOM")
    expect(extras).toEqual({ cards: 138, printings: 194, sets: 13 })
    expect(await countRows(db, 'cards')).toBe(3206 + 138)
    // 3,978 card entries: the faces of a multi-faced printing share one Scryfall id
    expect(await countRows(db, 'printings')).toBe(3897 + 194)
    expect(await countRows(db, 'sets')).toBe(14 + 13)
    expect(
      await one<{ card_count: number; name: string; release_date: string }>(
        'SELECT card_count, name, release_date FROM sets WHERE code = $1',
        ['DOM'],
      ),
    ).toEqual({ card_count: 280, name: 'Dominaria', release_date: '2018-04-27' })
  })

  it("keep each card's newest ruling list: 8,323 rulings", async () => {
    // 8,324 is the sum of the longest list per card; Into the Roil has 9 rulings in the 2022 build
    // (ZNR) and 8 in the newer 2026 one (ZEN), and the newest build wins
    expect(await countRows(db, 'rulings')).toBe(8323)
    expect(
      await one('SELECT count(*)::int AS n FROM rulings r JOIN cards c USING (oracle_id) WHERE c.name = $1', ['Into the Roil']),
    ).toEqual({ n: 8 })
    const grow = await db.pool.query('SELECT position, published_at, source, text FROM rulings WHERE oracle_id = $1 ORDER BY position', [
      GROW,
    ])
    expect(grow.rows).toHaveLength(6)
    expect(grow.rows[0]).toEqual({
      position: 0,
      published_at: '2024-11-08',
      source: null,
      text: "If a card or token enters as a copy of a permanent, the new permanent isn't kicked, even if the original was.",
    })
    expect(await one('SELECT rulings_date FROM cards WHERE oracle_id = $1', [GROW])).toEqual({ rulings_date: '2026-07-09' })
  })

  it("store a card with its Oracle fields, legalities in Scryfall's vocabulary and keywords", async () => {
    const grow = await one<Record<string, unknown>>('SELECT * FROM cards WHERE oracle_id = $1', [GROW])
    expect(grow).toMatchObject({
      name: 'Grow from the Ashes',
      normalized_name: 'grow from the ashes',
      layout: 'normal',
      mana_cost: '{2}{G}',
      mana_value: 3,
      colors: ['G'],
      color_identity: ['G'],
      type_line: 'Sorcery',
      types: ['Sorcery'],
      supertypes: [],
      subtypes: [],
      keywords: ['Kicker'],
      source_format: 'mtgjson',
      source_version: '5.3.0+20260709',
      source_date: '2026-07-09',
      is_funny: false,
    })
    expect(grow.oracle_text).toMatch(/^Kicker \{2\} \(You may pay an additional \{2\} as you cast this spell\.\)\nSearch your library/)
    const legal = grow.legalities as Record<string, string>
    expect(legal).toMatchObject({ commander: 'legal', modern: 'legal', standard: 'legal', penny: 'not_legal' })
    expect(new Set(Object.values(legal))).toEqual(new Set(['legal', 'not_legal']))
    // banned and restricted, lower-cased
    expect(await one("SELECT legalities->>'modern' AS m FROM cards WHERE name = 'Hogaak, Arisen Necropolis'")).toEqual({ m: 'banned' })
    expect(await one("SELECT legalities->>'vintage' AS v FROM cards WHERE name = 'Flash'")).toEqual({ v: 'restricted' })
  })

  it('mark Un-cards funny and keep their keywords', async () => {
    const blast = await one<Record<string, unknown>>(
      'SELECT name, is_funny, keywords, legalities, source_version FROM cards WHERE oracle_id = $1',
      [BLAST],
    )
    expect(blast).toMatchObject({
      name: 'Blast from the Past',
      is_funny: true,
      keywords: ['Buyback', 'Cycling', 'Flashback', 'Kicker', 'Madness'],
      source_version: '5.2.0+20220425',
    })
    expect(Object.values(blast.legalities as object).every((v) => v === 'not_legal')).toBe(true)
  })

  it('make a multi-faced card one card with faces and one printing', async () => {
    const card = await one<Record<string, unknown>>(
      'SELECT name, layout, mana_cost, mana_value, type_line, types, oracle_text FROM cards WHERE oracle_id = $1',
      [EMERIA],
    )
    expect(card).toMatchObject({
      name: "Emeria's Call // Emeria, Shattered Skyclave",
      layout: 'modal_dfc',
      mana_cost: '{4}{W}{W}{W}',
      mana_value: 7,
      type_line: 'Sorcery // Land',
      types: ['Sorcery', 'Land'],
    })
    expect(card.oracle_text).toMatch(/until your next turn\.\n\/\/\nAs Emeria, Shattered Skyclave enters/)
    const faces = await db.pool.query(
      'SELECT position, name, mana_cost, type_line FROM card_faces WHERE oracle_id = $1 ORDER BY position',
      [EMERIA],
    )
    expect(faces.rows).toEqual([
      { position: 0, name: "Emeria's Call", mana_cost: '{4}{W}{W}{W}', type_line: 'Sorcery' },
      { position: 1, name: 'Emeria, Shattered Skyclave', mana_cost: null, type_line: 'Land' },
    ])
    const printings = await db.pool.query(
      'SELECT id, set_code, collector_number, rarity FROM printings WHERE oracle_id = $1 ORDER BY set_code, collector_number',
      [EMERIA],
    )
    expect(printings.rows).toContainEqual({
      id: 'c470539a-9cc7-4175-8f7c-c982b6072b6d',
      set_code: 'ZNR',
      collector_number: '12',
      rarity: 'mythic',
    })
  })

  it('store printings with their MTGJSON uuid, artist, finishes and multiverse ids', async () => {
    const p = await one<Record<string, unknown>>('SELECT * FROM printings WHERE id = $1', ['51d4d1c2-671c-498c-a232-7d076e3dc3bb'])
    expect(p).toMatchObject({
      oracle_id: GROW,
      set_code: 'DOM',
      collector_number: '164',
      rarity: 'common',
      artist: 'Richard Wright',
      border_color: 'black',
      frame: '2015',
      finishes: ['foil', 'nonfoil'],
      multiverse_ids: [443052],
      language: 'en',
      released_at: '2018-04-27',
      price_usd: null,
    })
    expect(p.mtgjson_uuid).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe("Scryfall's printing and set fields (issue 12)", () => {
  it('store frame, stamp, booleans, games and vendor ids from MTGJSON', async () => {
    // Karn, Scion of Urza, DOM #1 (DOM.json: identifiers, availability, securityStamp)
    const karn = await one(
      `SELECT frame, security_stamp, games, booster, reprint, promo, digital, full_art, textless, oversized, variation, highres_image,
              arena_id, mtgo_id, tcgplayer_id, cardmarket_id, card_back_id, illustration_id, is_extra
         FROM printings WHERE set_code = 'DOM' AND collector_number = '1'`,
    )
    expect(karn).toEqual({
      frame: '2015',
      security_stamp: 'oval',
      games: ['arena', 'mtgo', 'paper'],
      booster: true,
      reprint: false,
      promo: false,
      digital: false,
      full_art: false,
      textless: false,
      oversized: false,
      variation: false,
      highres_image: true,
      arena_id: 67106,
      mtgo_id: 67467,
      tcgplayer_id: 162259,
      cardmarket_id: 319811,
      card_back_id: '0aeebaf5-8c7d-4636-9e82-8c27447861f7',
      illustration_id: '792b699f-87ea-4608-aac5-e6d5e96feacb',
      is_extra: false,
    })
    // older files say whether a printing is a reprint too (10E-era flags in the 2022 build)
    expect(await one("SELECT count(*) FILTER (WHERE reprint)::int AS n FROM printings WHERE set_code = 'A25'")).toEqual({ n: 249 })
  })

  it("import each set's tokens as extras in its token set, linked both ways", async () => {
    const knight = await one<{ layout: string; is_extra: boolean; rarity: string; related_names: string[]; type_line: string }>(
      `SELECT c.layout, c.is_extra, p.rarity, p.related_names, c.type_line FROM printings p JOIN cards c USING (oracle_id)
        WHERE p.set_code = 'TDOM' AND p.collector_number = '1'`,
    )
    expect(knight).toMatchObject({ layout: 'token', is_extra: true, rarity: 'common', type_line: 'Token Creature — Knight' })
    expect(knight.related_names).toContain('History of Benalia')
    // Karn's last ability makes a Construct: the token printing it names is stored, in TDOM
    const construct = await one(
      `SELECT t.set_code, c.name FROM printings k JOIN printings t ON t.mtgjson_uuid::text = ANY (k.related_token_uuids)
         JOIN cards c ON c.oracle_id = t.oracle_id WHERE k.set_code = 'DOM' AND k.collector_number = '1'`,
    )
    expect(construct).toEqual({ set_code: 'TDOM', name: 'Construct' })
    expect(await one("SELECT name, type, parent_code, release_date FROM sets WHERE code = 'TDOM'")).toEqual({
      name: 'Dominaria Tokens',
      type: 'token',
      parent_code: 'DOM',
      release_date: '2018-04-27',
    })
  })

  it("give every set Scryfall's set fields and a stable UUID", async () => {
    const dom = await one("SELECT scryfall_id, tcgplayer_id, mtgo_code, icon_code, printed_size, digital FROM sets WHERE code = 'DOM'")
    expect(dom).toEqual({
      scryfall_id: derivedSetId('DOM'),
      tcgplayer_id: 2199,
      mtgo_code: 'dar',
      icon_code: 'dom',
      printed_size: 269,
      digital: false,
    })
    expect(await one('SELECT count(*)::int AS n FROM sets WHERE scryfall_id IS NULL')).toEqual({ n: 0 })
  })
})

describe('the Comprehensive Rules in the store', () => {
  it('hold one edition with 3,120 rules and subrules and 726 glossary terms', async () => {
    const doc = await one<{ id: number; effective_date: string; sha256: string }>('SELECT id, effective_date, sha256 FROM rules_documents')
    expect(doc.effective_date).toBe('2026-02-27')
    expect(doc.sha256).toMatch(/^[0-9a-f]{64}$/)
    expect(await one("SELECT count(*)::int AS n FROM rules WHERE kind IN ('rule', 'subrule')")).toEqual({ n: 3120 })
    expect(await countRows(db, 'glossary_terms')).toBe(726)
    const kicked = await one('SELECT kind::text, parent_number, text, examples, "references" FROM rules WHERE number = $1', ['702.33d'])
    expect(kicked).toMatchObject({ kind: 'subrule', parent_number: '702.33', references: ['601.2b'], examples: [] })
    const children = await db.pool.query("SELECT number FROM rules WHERE parent_number = '702.33' ORDER BY position")
    expect(children.rows.map((r) => r.number)).toEqual([
      '702.33a',
      '702.33b',
      '702.33c',
      '702.33d',
      '702.33e',
      '702.33f',
      '702.33g',
      '702.33h',
    ])
    expect(await one('SELECT "references" FROM rules WHERE number = \'702.33a\'')).toEqual({
      references: ['601.2b', '601.2f', '601.2g', '601.2h'],
    })
    expect(await one("SELECT text FROM glossary_terms WHERE term = 'Ability'")).toEqual({
      text: expect.stringMatching(/^1\. Text on an object that explains what that object does or can do\./),
    })
  })

  it('give the keyword table: definitions, rules and variants', async () => {
    const kicker = await one<{ id: number; rule_number: string; definition: string; kind: string }>(
      'SELECT id, rule_number, definition, kind::text FROM keywords WHERE name = $1',
      ['Kicker'],
    )
    expect(kicker).toMatchObject({ rule_number: '702.33', kind: 'ability' })
    expect(kicker.definition.split('\n')).toHaveLength(8) // 702.33a–h
    const parentOf = async (name: string) =>
      await one<{ parent: string | null; rule_number: string }>(
        'SELECT p.name AS parent, k.rule_number FROM keywords k LEFT JOIN keywords p ON p.id = k.parent_id WHERE k.name = $1',
        [name],
      )
    expect(await parentOf('Multikicker')).toEqual({ parent: 'Kicker', rule_number: '702.33c' })
    expect(await parentOf('Sticker kicker')).toEqual({ parent: 'Kicker', rule_number: '702.33h' })
    expect(await parentOf('Typecycling')).toEqual({ parent: 'Cycling', rule_number: '702.29e' })
    expect(await parentOf('Basic landcycling')).toEqual({ parent: 'Cycling', rule_number: '702.29e' })
    expect(await parentOf('Plainscycling')).toEqual({ parent: 'Cycling', rule_number: '702.29e' }) // a name cards carry (A25)
    expect(await one("SELECT rule_number, kind::text FROM keywords WHERE name = 'Search'")).toEqual({
      rule_number: '701.23',
      kind: 'action',
    })
    expect(await one("SELECT rule_number FROM keywords WHERE name = 'Shuffle'")).toEqual({ rule_number: '701.24' })
    expect(await one("SELECT rule_number FROM keywords WHERE name = 'Cast'")).toEqual({ rule_number: '701.5' })
    expect(await one("SELECT name FROM keywords WHERE slug = 'double-strike'")).toEqual({ name: 'Double strike' }) // spelled as cards do
  })

  it('tag every card with deriveTags', async () => {
    const tags = await db.pool.query('SELECT slug, category::text, provenance::text FROM card_tags WHERE oracle_id = $1', [GROW])
    expect(tags.rows).toContainEqual({ slug: 'kw-kicker', category: 'keyword', provenance: 'extracted' })
    expect(tags.rows).toContainEqual({ slug: 'type-sorcery', category: 'type', provenance: 'attribute' })
    expect(await one('SELECT count(DISTINCT oracle_id)::int AS n FROM card_tags')).toEqual({ n: 3206 + 138 })
  })

  it('record the import run', async () => {
    const run = await one<{ sources: string[]; summary: Record<string, { added: number }> }>(
      'SELECT sources, summary FROM import_runs ORDER BY id DESC LIMIT 1',
    )
    expect(run.sources).toHaveLength(15)
    expect(run.summary.cards!.added).toBe(3206 + 138) // with the tokens
    expect(run.summary.rules!.added).toBe(3120)
  })
})
