// Name lookups on real data (the 14 MTGJSON set files); expected answers are computed from the
// files with the same normalization the store uses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { autocomplete, findByExactName, findByFuzzyName, normalizeName, SearchError, searchCards } from '../../src/search/index.js'
import type { Database } from '../../src/store/database.js'
import { freshDatabase, testBackend } from '../support/database.js'
import type { OracleCard } from './support/mini-store.js'
import { front, rawCards, searchDatabase } from './support/search-db.js'

let db: Database
let raw: Map<string, OracleCard>
const byName = (name: string) => [...raw.values()].find((c) => front(c).name === name)!
const allNames = () => [...raw.values()].map((c) => front(c).name)
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const byNormalized = (a: string, b: string) => cmp(normalizeName(a), normalizeName(b)) || cmp(a, b)

describe(`name lookups on ${testBackend}`, () => {
  beforeAll(async () => {
    raw = rawCards()
    db = await searchDatabase()
  })
  afterAll(async () => {
    await db?.close()
  })

  describe('exact', () => {
    it('ignores case only', async () => {
      const gfa = byName('Grow from the Ashes')
      expect(await findByExactName(db, 'GROW FROM THE ASHES')).toMatchObject({ oracleId: gfa.oracleId, name: 'Grow from the Ashes' })
      expect(await findByExactName(db, 'grow from the ashe')).toBeNull()
      expect(await findByExactName(db, 'grow from teh ashes')).toBeNull()
    })
    it('finds a multi-faced card by one face', async () => {
      const mdfc = [...raw.values()].find((c) => c.faces.length === 2 && front(c).layout === 'modal_dfc')!
      const back = mdfc.faces[1]!.faceName!
      expect(await findByExactName(db, back.toUpperCase())).toMatchObject({ oracleId: mdfc.oracleId, name: front(mdfc).name })
    })
    it('picks the printing in the set asked for, and none when the card is not in it', async () => {
      const gfa = byName('Grow from the Ashes')
      const dom = gfa.printings.find((p) => p.set.code === 'DOM')!
      expect(await findByExactName(db, 'Grow from the Ashes', 'dom')).toMatchObject({ printingId: dom.card.identifiers.scryfallId })
      expect(gfa.printings.some((p) => p.set.code === 'UST')).toBe(false)
      expect(await findByExactName(db, 'Grow from the Ashes', 'ust')).toBeNull()
    })
    it('rejects empty names and bad set codes with a 400', async () => {
      await expect(findByExactName(db, '  ')).rejects.toMatchObject({ status: 400, type: 'empty_query' })
      await expect(findByExactName(db, 'Shock', 'not a set!')).rejects.toBeInstanceOf(SearchError)
    })
  })

  describe('fuzzy', () => {
    it('forgives typos, case and punctuation: "grow from teh ashes" finds Grow from the Ashes', async () => {
      const gfa = byName('Grow from the Ashes')
      for (const q of ['grow from teh ashes', 'GROW FROM THE ASHES!', 'Grow-from the Ashes', 'grow frm the ashes', 'grow from the ash']) {
        expect(await findByFuzzyName(db, q), q).toMatchObject({ card: { oracleId: gfa.oracleId } })
      }
    })
    it('accepts partial words in order ("verazol split" → Verazol, the Split Current)', async () => {
      expect(await findByFuzzyName(db, 'verazol split')).toMatchObject({ card: { name: 'Verazol, the Split Current' } })
      expect(await findByFuzzyName(db, 'bog badg')).toMatchObject({ card: { name: 'Bog Badger' } })
    })
    it('calls several equally good matches ambiguous: "bog", "jace", "aust"', async () => {
      for (const q of ['bog', 'jace', 'aust']) {
        // every card whose name holds the query matches it equally well (Scryfall: "aust" matches
        // Austere Command and Exhaust alike)
        const expected = allNames()
          .filter((n) => normalizeName(n).includes(q))
          .sort(byNormalized)
        expect(expected.length, q).toBeGreaterThan(1)
        expect(await findByFuzzyName(db, q), q).toEqual({ ambiguous: expected.slice(0, 20) })
      }
    })
    it('returns null when nothing is close', async () => {
      expect(await findByFuzzyName(db, 'qqqxxzzz')).toBeNull()
    })
    it('answers concurrent lookups on every pool connection (PGlite shares one session between them)', async () => {
      // each lookup holds its own connection; on PGlite a statement prepared by name on one of
      // them would make the next connection's "prepare" fail with "already exists"
      const gfa = byName('Grow from the Ashes')
      const found = await Promise.all(Array.from({ length: 12 }, () => findByFuzzyName(db, 'grow from teh ashes')))
      for (const f of found) expect(f).toMatchObject({ card: { oracleId: gfa.oracleId } })
    })
    it('restricts to a set when asked', async () => {
      expect(await findByFuzzyName(db, 'grow from teh ashes', 'dom')).toMatchObject({ card: { name: 'Grow from the Ashes' } })
      expect(await findByFuzzyName(db, 'grow from teh ashes', 'ugl')).toBeNull()
    })
  })

  describe('autocomplete', () => {
    const expectedFor = (prefix: string, limit = 20) => {
      const p = normalizeName(prefix)
      const starts = allNames()
        .filter((n) => normalizeName(n).startsWith(p))
        .sort((a, b) => normalizeName(a).length - normalizeName(b).length || byNormalized(a, b))
      const words = allNames()
        .filter((n) => !normalizeName(n).startsWith(p) && normalizeName(n).includes(` ${p}`))
        .sort(byNormalized)
      return [...starts, ...words].slice(0, limit)
    }
    it('lists names starting with the prefix first (shortest first), then names with a word starting with it', async () => {
      for (const prefix of ['grow', 'Bog', 'ash', 'the', 'verazol, t', 'jac']) {
        const expected = expectedFor(prefix)
        expect(expected.length, prefix).toBeGreaterThan(0)
        expect(await autocomplete(db, prefix), prefix).toEqual(expected)
      }
      expect((await autocomplete(db, 'the')).length).toBe(20)
      expect(await autocomplete(db, 'the', { limit: 5 })).toEqual(expectedFor('the', 5))
    })
    it('needs two letters, and caps the list at 20', async () => {
      expect(await autocomplete(db, 'g')).toEqual([])
      expect(await autocomplete(db, '!!')).toEqual([])
      await expect(autocomplete(db, 'gr', { limit: 21 })).rejects.toMatchObject({ status: 400, type: 'invalid_option' })
    })
  })
})

describe(`a face named like another card (on ${testBackend})`, () => {
  // As in the full corpus: "Lightning Bolt" is a card, and the name of a face of
  // "Emeritus of Conflict // Lightning Bolt". The card with that name of its own wins.
  let fresh: Database
  const BOLT = '4457ed35-7c10-48c8-9776-456485fdf070'
  const EMERITUS = '5963eef1-1022-42b1-8a0c-fc9850bfc2a3'
  beforeAll(async () => {
    fresh = await freshDatabase()
    const card = (id: string, name: string, typeLine: string) =>
      fresh.pool.query(
        `INSERT INTO cards (oracle_id, name, normalized_name, layout, mana_value, type_line, source_format, source_version, source_date)
       VALUES ($1, $2, $3, 'normal', 1, $4, 'seed', 'test', '2026-01-01')`,
        [id, name, normalizeName(name), typeLine],
      )
    await card(BOLT, 'Lightning Bolt', 'Instant')
    await card(EMERITUS, 'Emeritus of Conflict // Lightning Bolt', 'Creature — Human Wizard // Instant')
    for (const [position, name, typeLine] of [
      [0, 'Emeritus of Conflict', 'Creature — Human Wizard'],
      [1, 'Lightning Bolt', 'Instant'],
    ] as const) {
      await fresh.pool.query('INSERT INTO card_faces (oracle_id, position, name, type_line) VALUES ($1, $2, $3, $4)', [
        EMERITUS,
        position,
        name,
        typeLine,
      ])
    }
  })
  afterAll(async () => {
    await fresh?.close()
  })

  it('exact, fuzzy and !name pick the card with that name of its own', async () => {
    expect(await findByExactName(fresh, 'lightning bolt')).toMatchObject({ oracleId: BOLT })
    expect(await findByFuzzyName(fresh, 'LIGHTNING BOLT')).toMatchObject({ card: { oracleId: BOLT } })
    expect((await searchCards(fresh, '!"lightning bolt"')).rows.map((r) => r.oracleId)).toEqual([BOLT])
  })
  it('a face name no card has finds the multi-faced card', async () => {
    expect(await findByExactName(fresh, 'emeritus of conflict')).toMatchObject({ oracleId: EMERITUS })
    expect(await findByFuzzyName(fresh, 'Emeritus of Conflict')).toMatchObject({ card: { oracleId: EMERITUS } })
    expect((await searchCards(fresh, '!"Emeritus of Conflict"')).rows.map((r) => r.oracleId)).toEqual([EMERITUS])
    expect(await findByFuzzyName(fresh, 'lightnin')).toEqual({ ambiguous: ['Emeritus of Conflict // Lightning Bolt', 'Lightning Bolt'] })
  })
})
