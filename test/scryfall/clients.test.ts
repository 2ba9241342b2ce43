// Scryfall's two npm client libraries pointed at a running Arcanum (issue 12, Proof): every call
// each documents for cards, sets, rulings, catalogs, symbology and bulk data, through its public
// API, against the fixture store. scryfall-sdk reads its writable ENDPOINT_API export;
// scryfall-api has no setting for it and keeps the fetch it finds when loaded, so fetch is
// wrapped (sending api.scryfall.com requests here) before scryfall-api is imported.
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import * as Scry from 'scryfall-sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../src/server.js'
import { sharedFixture } from '../support/database.js'
import { scryfallApiAt, scryfallApiDone } from './support.js'

const KARN = {
  id: '07a3d9e8-8597-498b-869c-cff79e0df516',
  name: 'Karn, Scion of Urza',
  multiverse: 442889,
  mtgo: 67467,
  arena: 67106,
  tcgplayer: 162259,
  cardmarket: 319811,
}
const BRIGID = 'cb7d5bbb-4f68-4e38-8bb0-a95af21b24c8' // transform, ECL 7
const SCRYFALL = 'https://api.scryfall.com'

const sdkEndpoint = createRequire(import.meta.url)('scryfall-sdk/out/IScry.js') as { ENDPOINT_API: string }
let app: FastifyInstance
let base: string
let ScryApi: typeof import('scryfall-api')

beforeAll(async () => {
  app = await buildServer({ db: await sharedFixture(), logLevel: 'silent', rateLimit: false, imageBaseUrl: 'https://images.example' })
  await app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  sdkEndpoint.ENDPOINT_API = base
  Scry.setAgent('arcanum-tests', '1.0')
  Scry.setCacheDuration(0)
  ScryApi = await scryfallApiAt(base)
})
afterAll(async () => {
  sdkEndpoint.ENDPOINT_API = SCRYFALL
  scryfallApiDone()
  await app?.close()
})

async function text(stream: unknown): Promise<string> {
  const chunks: Buffer[] = []
  for await (const c of stream as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(c))
  return Buffer.concat(chunks).toString('utf8')
}

describe('scryfall-sdk', () => {
  it('cards: by name, id, set and number, each vendor id, random, search, autocomplete, collection', async () => {
    expect((await Scry.Cards.byName(KARN.name)).id).toBe(KARN.id)
    expect((await Scry.Cards.byName('karn scion of urz', true)).id).toBe(KARN.id)
    expect((await Scry.Cards.byName(KARN.name, 'dom')).id).toBe(KARN.id)
    const karn = await Scry.Cards.byId(KARN.id)
    expect(karn.name).toBe(KARN.name)
    expect((await Scry.Cards.bySet('dom', 1)).id).toBe(KARN.id)
    expect((await Scry.Cards.bySet('dom', '1', 'en')).id).toBe(KARN.id)
    expect((await Scry.Cards.byMultiverseId(KARN.multiverse)).id).toBe(KARN.id)
    expect((await Scry.Cards.byMtgoId(KARN.mtgo)).id).toBe(KARN.id)
    expect((await Scry.Cards.byArenaId(KARN.arena)).id).toBe(KARN.id)
    expect((await Scry.Cards.byTcgPlayerId(KARN.tcgplayer)).id).toBe(KARN.id)
    expect((await Scry.Cards.byCardmarketId(KARN.cardmarket)).id).toBe(KARN.id)
    expect((await Scry.Cards.random('t:elf')).type_line).toMatch(/Elf/)
    const elves = await Scry.Cards.search('t:elf c:g', { unique: 'cards', order: 'name' }).waitForAll()
    expect(elves.length).toBeGreaterThan(10)
    expect(elves.every((c) => /Elf/.test(c.type_line))).toBe(true)
    const all = await Scry.Cards.search('t:creature').waitForAll() // more than one page: the sdk follows next_page
    expect(all.length).toBeGreaterThan(175)
    expect(await Scry.Cards.autoCompleteName('grow from')).toContain('Grow from the Ashes')
    const found = await Scry.Cards.collection(
      Scry.CardIdentifier.byId(KARN.id),
      Scry.CardIdentifier.byMtgoId(KARN.mtgo),
      Scry.CardIdentifier.byMultiverseId(KARN.multiverse),
      Scry.CardIdentifier.byName('Grow from the Ashes'),
      Scry.CardIdentifier.bySet('dom', '1'),
    ).waitForAll()
    expect(found.map((c) => c.name)).toEqual([KARN.name, KARN.name, KARN.name, 'Grow from the Ashes', KARN.name])
  })

  it("a card's own methods: set, rulings, prints, tokens, legality, images", async () => {
    const karn = await Scry.Cards.byId(KARN.id)
    expect((await karn.getSet()).name).toBe('Dominaria')
    expect((await karn.getRulings()).length).toBeGreaterThan(0)
    expect((await karn.getPrints()).map((c) => c.id)).toContain(KARN.id)
    expect(karn.getTokens().map((t) => t.name)).toEqual(['Construct'])
    expect(karn.isLegal('modern')).toBe(true)
    expect(karn.getImageURI('normal')).toBe(`https://images.example/normal/front/0/7/${KARN.id}.jpg`)
    const brigid = await Scry.Cards.byId(BRIGID)
    expect(brigid.getFrontImageURI('small')).toBe(`https://images.example/small/front/c/b/${BRIGID}.jpg`)
    expect(brigid.getBackImageURI('small')).toBe(`https://images.example/small/back/c/b/${BRIGID}.jpg`)
  })

  it('sets: all, by code, by id, by TCGplayer id, and a set’s cards', async () => {
    const sets = await Scry.Sets.all()
    const { rows } = await (await sharedFixture()).pool.query('SELECT count(*)::int AS n FROM sets')
    expect(sets).toHaveLength(rows[0].n)
    const dom = await Scry.Sets.byCode('dom')
    expect(dom.name).toBe('Dominaria')
    expect((await Scry.Sets.byId(dom.id)).code).toBe('dom')
    expect((await Scry.Sets.byTcgPlayerId(2199)).code).toBe('dom')
    expect((await Scry.Sets.byName('Dominaria')).code).toBe('dom')
    const cards = await dom.getCards() // a search of the set: one row per card, 265 of DOM's 280 printings
    expect(cards.length).toBe(265)
  })

  it('rulings: by id, by set and number, by each vendor id', async () => {
    const comments = (rs: { comment: string }[]) => rs.map((r) => r.comment)
    const expected = comments(await Scry.Rulings.byId(KARN.id))
    expect(expected.length).toBeGreaterThan(0)
    expect(comments(await Scry.Rulings.bySet('dom', 1))).toEqual(expected)
    expect(comments(await Scry.Rulings.byMultiverseId(KARN.multiverse))).toEqual(expected)
    expect(comments(await Scry.Rulings.byMtgoId(KARN.mtgo))).toEqual(expected)
    expect(comments(await Scry.Rulings.byArenaId(KARN.arena))).toEqual(expected)
  })

  it('catalogs and symbology', async () => {
    expect(await Scry.Catalog.cardNames()).toContain('Grow from the Ashes')
    expect(await Scry.Catalog.artistNames()).toContain('Chase Stone')
    expect(await Scry.Catalog.wordBank()).toContain('ashes') // lower-cased, as Scryfall's
    expect(await Scry.Catalog.creatureTypes()).toContain('Elf')
    expect(await Scry.Catalog.planeswalkerTypes()).toContain('Karn')
    expect(await Scry.Catalog.landTypes()).toContain('Forest')
    expect(await Scry.Catalog.artifactTypes()).toContain('Equipment')
    expect(await Scry.Catalog.enchantmentTypes()).toContain('Aura')
    expect(await Scry.Catalog.spellTypes()).toContain('Arcane')
    expect(await Scry.Catalog.powers()).toContain('3')
    expect(await Scry.Catalog.toughnesses()).toContain('3')
    expect(await Scry.Catalog.loyalties()).toContain('5')
    expect((await Scry.Catalog.watermarks()).length).toBeGreaterThan(0)
    expect(await Scry.Catalog.keywordAbilities()).toContain('Flying')
    expect(await Scry.Catalog.keywordActions()).toContain('Scry')
    expect(await Scry.Catalog.abilityWords()).toContain('Landfall')
    expect(await Scry.Catalog.supertypes()).toContain('Legendary')
    expect((await Scry.Symbology.all()).map((s) => s.symbol)).toEqual(expect.arrayContaining(['{W}', '{W/U}', '{T}']))
    expect((await Scry.Symbology.parseMana('2WW')).cmc).toBe(4)
  })

  it('bulk data: definitions, by type and id, and the download itself', async () => {
    const definitions = await Scry.BulkData.definitions()
    expect(definitions.map((d) => d.type)).toEqual([
      ...['oracle_cards', 'unique_artwork', 'default_cards', 'all_cards', 'rulings'],
      // the tag files (docs/tags.md): every provenance, then each one
      ...['oracle_tags', 'oracle_tags_printed', 'oracle_tags_extracted', 'oracle_tags_inferred'],
      ...['oracle_tags_scryfall_tagger', 'oracle_tags_curated', 'art_tags', 'art_tags_scryfall_tagger', 'art_tags_curated'],
    ])
    // every file listed downloads through the client (its JSON array, download_uri) and holds the
    // objects of its JSON Lines file (jsonl_download_uri, as Scryfall serves it since 2026)
    const sizes: Record<string, number> = {}
    for (const d of definitions) {
      const array = JSON.parse(await text(await Scry.BulkData.downloadById(d.id, 0)))
      const jsonl = (d as unknown as { jsonl_download_uri: string }).jsonl_download_uri
      const lines = gunzipSync(Buffer.from(await (await fetch(jsonl)).arrayBuffer()))
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
      expect(array, d.type).toEqual(lines)
      sizes[d.type] = array.length
    }
    // the fixture holds our own tags (no Tagger file, nothing curated)
    expect(sizes.oracle_tags_extracted).toBeGreaterThan(10)
    expect(sizes.oracle_tags).toBe(sizes.oracle_tags_printed! + sizes.oracle_tags_extracted! + sizes.oracle_tags_inferred!)
    for (const type of ['oracle_cards', 'unique_artwork', 'all_cards'] as const) {
      const definition = await Scry.BulkData.definitionByType(type)
      expect((await Scry.BulkData.definitionById(definition.id)).type).toBe(type)
    }
    const all = JSON.parse(await text(await Scry.BulkData.downloadByType('all_cards', 0)))
    const art = JSON.parse(await text(await Scry.BulkData.downloadByType('unique_artwork', 0)))
    const { rows: printings } = await (await sharedFixture()).pool.query('SELECT count(*)::int AS n FROM printings')
    expect(all).toHaveLength(printings[0].n)
    expect(art.length).toBeGreaterThan(1000)
    expect(art.length).toBeLessThan(all.length)
    const stream = await Scry.BulkData.downloadByType('rulings', 0)
    const rulings = JSON.parse(await text(stream))
    const { rows } = await (await sharedFixture()).pool.query('SELECT count(*)::int AS n FROM rulings')
    expect(rulings).toHaveLength(rows[0].n)
    expect(await Scry.BulkData.downloadByType('rulings', Date.now() + 60_000)).toBeUndefined() // not updated since
  })
})

describe('scryfall-api (fetch wrapped)', () => {
  it('cards', async () => {
    expect((await ScryApi.Cards.byId(KARN.id))?.name).toBe(KARN.name)
    expect((await ScryApi.Cards.byName(KARN.name))?.id).toBe(KARN.id)
    expect((await ScryApi.Cards.byName('karn scion', true))?.id).toBe(KARN.id)
    expect((await ScryApi.Cards.bySet('dom', 1))?.id).toBe(KARN.id)
    expect((await ScryApi.Cards.byMultiverseId(KARN.multiverse))?.id).toBe(KARN.id)
    expect((await ScryApi.Cards.byMtgoId(KARN.mtgo))?.id).toBe(KARN.id)
    expect((await ScryApi.Cards.byArenaId(KARN.arena))?.id).toBe(KARN.id)
    expect((await ScryApi.Cards.byTcgPlayerId(KARN.tcgplayer))?.id).toBe(KARN.id)
    expect((await ScryApi.Cards.random()).object).toBe('card')
    expect(await ScryApi.Cards.autoCompleteName('grow from')).toContain('Grow from the Ashes')
    const page = await ScryApi.Cards.search('t:elf c:g').all()
    expect(page.length).toBeGreaterThan(10)
    const found = await ScryApi.Cards.collection(
      ScryApi.CardIdentifierBuilder.byId(KARN.id),
      ScryApi.CardIdentifierBuilder.byOracleId('645ab3c7-ee1d-4dd0-811f-2dc7f7c7e792'),
      ScryApi.CardIdentifierBuilder.byIllustrationId('792b699f-87ea-4608-aac5-e6d5e96feacb'),
      ScryApi.CardIdentifierBuilder.byName('Grow from the Ashes', 'dom'),
    )
    expect(found.map((c) => c.name)).toEqual([KARN.name, 'Grow from the Ashes', KARN.name, 'Grow from the Ashes'])
  })

  it('sets, rulings, catalogs and symbology', async () => {
    const sets = await ScryApi.Sets.all()
    expect(sets.length).toBeGreaterThan(14)
    const dom = await ScryApi.Sets.byCode('dom')
    expect((await ScryApi.Sets.byId(dom!.id))?.code).toBe('dom')
    expect((await ScryApi.Sets.byTcgPlayerId(2199))?.code).toBe('dom')
    expect((await ScryApi.Rulings.byId(KARN.id)).length).toBeGreaterThan(0)
    expect((await ScryApi.Rulings.bySet('dom', 1)).length).toBeGreaterThan(0)
    expect((await ScryApi.Rulings.byMultiverseId(KARN.multiverse)).length).toBeGreaterThan(0)
    expect((await ScryApi.Rulings.byMtgoId(KARN.mtgo)).length).toBeGreaterThan(0)
    expect((await ScryApi.Rulings.byArenaId(KARN.arena)).length).toBeGreaterThan(0)
    for (const f of [
      'artifactTypes',
      'artistNames',
      'cardNames',
      'creatureTypes',
      'enchantmentTypes',
      'landTypes',
      'loyalties',
      'planeswalkerTypes',
      'powers',
      'spellTypes',
      'toughnesses',
      'watermarks',
      'wordBank',
    ] as const) {
      expect((await ScryApi.Catalogs[f]()).length, f).toBeGreaterThan(0)
    }
    expect((await ScryApi.SymbologyApi.all()).length).toBeGreaterThan(50)
    expect((await ScryApi.SymbologyApi.parseMana('{2}{G}')).cost).toBe('{2}{G}')
  })
})
