// The Scryfall keywords beyond the basics (issue 12's syntax gaps), on real data: the shared
// fixture (the importer's load of 14 MTGJSON set files). probes.test.ts holds a probe for each
// keyword; these are the deeper checks (more values, warnings, MTGJSON's own lists). Every expected answer is computed here
// from the MTGJSON files themselves — their printings, dates, numbers, frames, texts and their own
// producedMana lists — never from the SQL, and compared both ways (nothing missing, nothing extra).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchCards } from '../../src/search/index.js'
import type { Database } from '../../src/store/database.js'
import { testBackend } from '../support/database.js'
import type { MtgjsonCard, MtgjsonSet, OracleCard } from './support/mini-store.js'
import { front, rawCards, searchDatabase, searchIds, singleFaced } from './support/search-db.js'

let db: Database
let raw: Map<string, OracleCard>
type Printing = { set: MtgjsonSet; card: MtgjsonCard }

/** `q` returns exactly the cards `predicate` holds for (single-faced cards; multi-faced ones are the importer's to combine). */
async function expectCards(q: string, predicate: (c: OracleCard) => boolean, minimum = 1) {
  const got = await searchIds(db, q)
  const expected = [...raw.values()].filter((c) => singleFaced(c) && predicate(c)).map((c) => c.oracleId)
  expect(expected.length, `the data has at least ${minimum} card(s) for ${q}`).toBeGreaterThanOrEqual(minimum)
  const missing = expected.filter((id) => !got.has(id)).map((id) => front(raw.get(id)!).name)
  const extra = [...got].filter((id) => singleFaced(raw.get(id)!) && !predicate(raw.get(id)!)).map((id) => front(raw.get(id)!).name)
  expect({ q, missing, extra }).toEqual({ q, missing: [], extra: [] })
  return got
}

/** `q` with unique:prints returns exactly the printings `predicate` holds for, every card included. */
async function expectPrintings(q: string, predicate: (p: Printing, c: OracleCard) => boolean, minimum = 1) {
  const got = new Set<string>()
  for (let offset = 0; ; offset += 1000) {
    const page = await searchCards(db, `${q} unique:prints`, { limit: 1000, offset })
    for (const r of page.rows) got.add(r.printingId!)
    if (!page.hasMore) break
  }
  const expected = new Map<string, string>()
  for (const c of raw.values())
    for (const p of c.printings)
      if (p.card.identifiers.scryfallId && predicate(p, c)) expected.set(p.card.identifiers.scryfallId, p.card.name)
  expect(expected.size, `the data has at least ${minimum} printing(s) for ${q}`).toBeGreaterThanOrEqual(minimum)
  const missing = [...expected].filter(([id]) => !got.has(id)).map(([, name]) => name)
  const extra = [...got].filter((id) => !expected.has(id))
  expect({ q, missing, extra }).toEqual({ q, missing: [], extra: [] })
}

const released = (p: Printing) => p.card.originalReleaseDate ?? p.set.releaseDate
const firstDate = (c: OracleCard) => c.printings.map(released).sort()[0]!
/** A reprint: MTGJSON says so, or an earlier printing is in these files. */
const isReprint = (p: Printing, c: OracleCard) => p.card.isReprint === true || released(p) > firstDate(c)
/** new:…: no earlier printing of the card has this printing's value of `pick`. */
const firstWith = (pick: (p: Printing) => string | undefined) => (p: Printing, c: OracleCard) =>
  pick(p) !== undefined && !c.printings.some((o) => pick(o) === pick(p) && released(o) < released(p))
const symbols = (cost = '') => cost.match(/\{[^}]+\}/g) ?? []

describe(`Scryfall's other keywords on ${testBackend} (14 MTGJSON set files)`, () => {
  beforeAll(async () => {
    raw = rawCards()
    db = await searchDatabase()
  })
  afterAll(async () => {
    await db?.close()
  })

  it('oracleid: finds the card with that Oracle id, and only it', async () => {
    const gfa = [...raw.values()].find((c) => front(c).name === 'Grow from the Ashes')!
    expect([...(await searchIds(db, `oracleid:${gfa.oracleId}`))]).toEqual([gfa.oracleId])
    expect((await searchIds(db, `-oracleid:${gfa.oracleId}`)).size).toBe(raw.size - 1)
  })

  it('is:reprint, not:reprint and is:firstprint: MTGJSON’s isReprint, or an earlier printing in this store', async () => {
    await expectPrintings('is:reprint', isReprint, 100)
    await expectPrintings('not:reprint s:znr', (p, c) => p.set.code === 'ZNR' && !isReprint(p, c), 100)
    await expectPrintings('is:firstprint s:dom', (p, c) => p.set.code === 'DOM' && !isReprint(p, c), 200)
    // Ultimate Masters is a reprint set: MTGJSON marks most of it, and an earlier set here marks the rest
    await expectCards('s:uma is:reprint', (c) => c.printings.some((p) => p.set.code === 'UMA' && isReprint(p, c)), 20)
  })

  it('prints, sets and is:unique count a card’s printings in this store', async () => {
    const prints = (c: OracleCard) => new Set(c.printings.map((p) => p.card.identifiers.scryfallId)).size
    const sets = (c: OracleCard) => new Set(c.printings.map((p) => p.set.code)).size
    await expectCards('prints>=4', (c) => prints(c) >= 4, 10)
    await expectCards('prints=1', (c) => prints(c) === 1, 1000)
    await expectCards('sets>=3', (c) => sets(c) >= 3, 3)
    await expectCards('sets=2', (c) => sets(c) === 2, 50)
    await expectCards('prints<3', (c) => prints(c) < 3, 1000) // true of 0 too: written as the complement
    await expectCards('sets!=1', (c) => sets(c) !== 1, 50)
    await expectCards('is:unique', (c) => sets(c) === 1, 1000)
  })

  it('date compares a printing’s release date with a date or a set’s; year too', async () => {
    await expectPrintings('date>=2020-09-25', (p) => released(p) >= '2020-09-25', 100)
    const dom = [...raw.values()].flatMap((c) => c.printings).find((p) => p.set.code === 'DOM')!.set.releaseDate
    await expectPrintings('date<dom', (p) => released(p) < dom, 100)
    await expectPrintings('date=dom', (p) => released(p) === dom, 200)
    await expectPrintings('year<=2004', (p) => Number(released(p).slice(0, 4)) <= 2004, 100)
    const r = await searchCards(db, 'date>zzz t:elf')
    expect(r.warnings).toContain('Unknown set "zzz": no card is printed in it')
  })

  it('in: finds cards with some printing in a set, at a rarity, in a language or in a set type', async () => {
    await expectCards(
      'in:dom in:uma',
      (c) => c.printings.some((p) => p.set.code === 'DOM') && c.printings.some((p) => p.set.code === 'UMA'),
      1,
    )
    await expectCards(
      'in:mythic -r:mythic',
      (c) => c.printings.some((p) => p.card.rarity === 'mythic') && c.printings.some((p) => p.card.rarity !== 'mythic'),
      1,
    )
    await expectCards('in:rare', (c) => c.printings.some((p) => p.card.rarity === 'rare'), 300)
    await expectCards('in:masters', (c) => c.printings.some((p) => p.set.type === 'masters'), 300)
    await expectCards('-in:core', (c) => !c.printings.some((p) => p.set.type === 'core'), 1000)
    expect((await searchIds(db, 'in:en')).size).toBe([...raw.values()].filter((c) => c.printings.length).length)
  })

  it('lang: reads the printing’s language; the store holds the English printings', async () => {
    await expectPrintings('lang:en s:dom', (p) => p.set.code === 'DOM' && (p.card.language ?? 'English') === 'English', 200)
    expect((await searchCards(db, 'lang:japanese')).total).toBe(0)
    expect((await searchIds(db, 'lang:any t:elf')).size).toBe((await searchIds(db, 't:elf')).size)
  })

  it('frame: reads the printing’s frame version', async () => {
    for (const frame of ['1997', '2003', '2015']) {
      await expectPrintings(`frame:${frame}`, (p) => p.card.frameVersion === frame, 50)
    }
  })

  it('new: finds the first printing of a card with its rarity, artist, flavor text or frame', async () => {
    await expectPrintings('new:rarity s:uma', (p, c) => p.set.code === 'UMA' && firstWith((x) => x.card.rarity)(p, c), 50)
    await expectPrintings('new:artist is:reprint', (p, c) => isReprint(p, c) && firstWith((x) => x.card.artist)(p, c), 20)
    await expectPrintings('new:flavor is:reprint', (p, c) => isReprint(p, c) && firstWith((x) => x.card.flavorText)(p, c), 10)
    // every printing here is English: the first in English is the card's first printing
    await expectPrintings('new:language s:dom', (p, c) => p.set.code === 'DOM' && released(p) === firstDate(c), 200)
    await expectPrintings('new:frame is:reprint', (p, c) => isReprint(p, c) && firstWith((x) => x.card.frameVersion)(p, c), 10)
  })

  it('new: as the only printing term finds the cards with a printing new in it, each shown by such a printing', async () => {
    // compiled as "a printing with a value" for the match (compile.ts, summarizedNew): this checks that shortcut
    for (const [q, pick] of [
      ['new:artist', (p: Printing) => p.card.artist],
      ['new:flavor', (p: Printing) => p.card.flavorText],
      ['new:frame -t:creature', (p: Printing) => p.card.frameVersion],
    ] as const) {
      const isNew = firstWith(pick)
      const typed = q.includes('-t:creature') ? (c: OracleCard) => !front(c).types.includes('Creature') : () => true
      await expectCards(q, (c) => typed(c) && c.printings.some((p) => isNew(p, c)), 50)
      for (let offset = 0; ; offset += 1000) {
        const page = await searchCards(db, q, { limit: 1000, offset })
        for (const row of page.rows) {
          const card = raw.get(row.oracleId)!
          if (!singleFaced(card)) continue // a face's value is not the printing's, which joins its faces'
          const shown = card.printings.find((p) => p.card.identifiers.scryfallId === row.printingId)
          expect(shown && isNew(shown, card), `${q}: ${row.name} shown by a printing new in it`).toBe(true)
        }
        if (!page.hasMore) break
      }
    }
  })

  it('artists>1 finds printings illustrated by more than one artist', async () => {
    await expectPrintings('artists>1', (p) => (p.card.artist ?? '').includes(' & '), 5)
  })

  it('devotion: counts the colored symbols of a cost, hybrids toward both colors (CR 700.5)', async () => {
    const devotion = (c: OracleCard, colors: string) =>
      symbols(front(c).manaCost).filter((s) => [...colors].some((x) => s.includes(x))).length
    await expectCards('devotion:{G}{G}{G}', (c) => devotion(c, 'G') >= 3, 10)
    await expectCards('devotion={R}{R}', (c) => devotion(c, 'R') === 2, 50)
    await expectCards('devotion>={u/b}{u/b}{u/b}', (c) => devotion(c, 'UB') >= 3, 10)
    await expectCards('devotion<{W}{W}', (c) => devotion(c, 'W') < 2, 1000) // colorless cards too (devotion 0)
  })

  it('produces: agrees with MTGJSON’s own producedMana list, card by card', async () => {
    const withList = [...raw.values()].filter((c) => singleFaced(c) && front(c).producedMana !== undefined)
    expect(withList.length).toBeGreaterThan(200)
    const produced = (c: OracleCard) => new Set(front(c).producedMana ?? [])
    for (const [q, pred] of [
      ['produces:g', (c: OracleCard) => produced(c).has('G')],
      ['produces:c', (c: OracleCard) => produced(c).has('C')],
      ['produces=wu', (c: OracleCard) => produced(c).size === 2 && produced(c).has('W') && produced(c).has('U')],
      ['produces>=wubrg', (c: OracleCard) => ['W', 'U', 'B', 'R', 'G'].every((x) => produced(c).has(x))],
    ] as const) {
      const got = await searchIds(db, q)
      const missing = withList.filter((c) => pred(c) && !got.has(c.oracleId)).map((c) => front(c).name)
      const extra = withList.filter((c) => !pred(c) && got.has(c.oracleId)).map((c) => front(c).name)
      expect({ q, missing, extra }).toEqual({ q, missing: [], extra: [] })
    }
  })

  it('the land nicknames find each cycle printed in these sets, and nothing else', async () => {
    const cycles: Record<string, string[]> = {
      checkland: ['Clifftop Retreat', 'Hinterland Harbor', 'Isolated Chapel', 'Sulfur Falls', 'Woodland Cemetery'],
      painland: ['Adarkar Wastes', 'Caves of Koilos', 'Karplusan Forest', 'Shivan Reef', 'Sulfurous Springs', 'Yavimaya Coast'],
      shockland: ['Blood Crypt', 'Hallowed Fountain', 'Overgrown Tomb', 'Steam Vents', 'Temple Garden'],
      fetchland: ['Arid Mesa', 'Marsh Flats', 'Misty Rainforest', 'Scalding Tarn', 'Verdant Catacombs'],
      canopyland: ['Fiery Islet', 'Nurturing Peatland', 'Silent Clearing', 'Sunbaked Canyon', 'Waterlogged Grove'],
      filterland: ['Cascade Bluffs', 'Fetid Heath', 'Flooded Grove', 'Rugged Prairie', 'Twilight Mire'],
      storageland: ['Calciform Pools', 'Dreadship Reef', 'Fungal Reaches', 'Mage-Ring Network', 'Molten Slagheap', 'Saltcrusted Steppe'],
      bounceland: [
        'Azorius Chancery',
        'Boros Garrison',
        'Dimir Aqueduct',
        'Golgari Rot Farm',
        'Gruul Turf',
        'Izzet Boilerworks',
        'Orzhov Basilica',
        'Rakdos Carnarium',
        'Selesnya Sanctuary',
        'Simic Growth Chamber',
      ],
    }
    for (const [cycle, names] of Object.entries(cycles)) {
      const got = (await searchCards(db, `is:${cycle}`, { limit: 100 })).rows.map((r) => r.name.split(' // ')[0])
      expect({ cycle, got: [...new Set(got)].sort() }).toEqual({ cycle, got: names })
    }
    const manlands = (await searchCards(db, 'is:manland', { limit: 100 })).rows.map((r) => r.name)
    expect(manlands).toEqual(expect.arrayContaining(['Celestial Colonnade', "Mishra's Factory", 'Raging Ravine']))
  })

  it('otag: reads our extracted and inferred tags only, never the printed attributes', async () => {
    const tagged = async (sql: string) => new Set((await db.pool.query(sql)).rows.map((r) => r.oracle_id as string))
    const slug = (
      await db.pool.query("SELECT slug FROM card_tags WHERE provenance = 'inferred' GROUP BY slug ORDER BY count(*) DESC LIMIT 1")
    ).rows[0].slug as string
    expect(await searchIds(db, `otag:${slug}`)).toEqual(
      // extras (tokens) are searched only when asked for, as on Scryfall
      await tagged(
        `SELECT DISTINCT oracle_id FROM card_tags JOIN cards USING (oracle_id) WHERE slug = '${slug}' AND provenance = 'inferred' AND NOT is_extra`,
      ),
    )
    const attribute = (await db.pool.query("SELECT slug FROM card_tags WHERE provenance = 'attribute' LIMIT 1")).rows[0].slug as string
    const r = await searchCards(db, `otag:${attribute} t:elf`)
    expect(r.total).toBe(0)
    expect((await searchCards(db, 'oracletag:no-such-tag t:elf')).warnings).toEqual([
      'Unknown tag "no-such-tag": no card has it (tags are matched by slug or label)',
    ])
  })

  it('kw: with a value no card has as a keyword is dropped with Scryfall’s warning', async () => {
    const goblins = await searchCards(db, 't:goblin', { limit: 500 })
    const r = await searchCards(db, 't:goblin kw:untap -kw:nonsense', { limit: 500 })
    expect(r.rows).toEqual(goblins.rows)
    expect(r.warnings).toEqual([
      'Invalid expression “kw:untap” was ignored. Unknown keyword “untap”.',
      'Invalid expression “-kw:nonsense” was ignored. Unknown keyword “nonsense”.',
    ])
    await expect(searchCards(db, 'keyword:untap')).rejects.toMatchObject({ status: 400, details: 'All of your terms were ignored.' })
    await expectCards('kw:Flying t:elf', (c) => (front(c).keywords ?? []).includes('Flying') && front(c).type.includes('Elf'), 1)
  })

  it('display: is accepted and changes nothing; prefer: picks which printing stands for a card', async () => {
    const plain = await searchCards(db, 't:elf', { limit: 200 })
    expect(await searchCards(db, 't:elf display:checklist', { limit: 200 })).toEqual(plain)
    const many = [...raw.values()].find((c) => new Set(c.printings.map(released)).size >= 3)!
    const name = front(many).name
    const byDate = [...many.printings].sort((a, b) => (released(a) < released(b) ? -1 : 1))
    const oldest = await searchCards(db, `!"${name}" prefer:oldest`)
    expect(oldest.rows[0]!.printingId).toBe(byDate[0]!.card.identifiers.scryfallId)
    const newest = await searchCards(db, `!"${name}" prefer:newest`)
    expect(released(many.printings.find((p) => p.card.identifiers.scryfallId === newest.rows[0]!.printingId)!)).toBe(
      released(byDate[byDate.length - 1]!),
    )
  })

  it('order:review sorts by color like order:color; order:penny falls back to name and says so', async () => {
    const color = await searchCards(db, 's:dom order:color', { limit: 300 })
    const review = await searchCards(db, 's:dom order:review', { limit: 300 })
    expect(review.rows).toEqual(color.rows)
    const penny = await searchCards(db, 't:elf order:penny', { limit: 200 })
    expect(penny.rows).toEqual((await searchCards(db, 't:elf', { limit: 200 })).rows)
    expect(penny.warnings).toEqual(['order:penny sorts by name here: the store keeps no Penny Dreadful ranks'])
  })
})
