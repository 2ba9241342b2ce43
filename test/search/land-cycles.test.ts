// Scryfall's land-cycle nicknames (is:dual, is:triland, …), is:companion and is:partner on the sets
// that printed each cycle, from the scale corpus (the shared fixture lacks most of them): ten
// MTGJSON set files loaded into a fresh database (test/search/support/mini-store.ts). Each cycle is
// named card by card, as players know it; the search must find exactly those lands in these sets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchCards } from '../../src/search/index.js'
import type { Database } from '../../src/store/database.js'
import { freshDatabase, testBackend } from '../support/database.js'
import { loadSets } from './support/mini-store.js'

const SETS = ['LEA', 'ALA', 'KTK', 'BFZ', 'AKH', 'IKO', 'THS', 'SOI', 'ODY', 'BBD']

const CYCLES: Record<string, string[]> = {
  // Alpha left out Volcanic Island (printed from Beta on)
  dual: ['Badlands', 'Bayou', 'Plateau', 'Savannah', 'Scrubland', 'Taiga', 'Tropical Island', 'Tundra', 'Underground Sea'],
  triland: [
    'Arcane Sanctum',
    'Crumbling Necropolis',
    'Frontier Bivouac',
    'Jungle Shrine',
    'Mystic Monastery',
    'Nomad Outpost',
    'Opulent Palace',
    'Sandsteppe Citadel',
    'Savage Lands',
    'Seaside Citadel',
  ],
  tangoland: ['Canopy Vista', 'Cinder Glade', 'Prairie Stream', 'Smoldering Marsh', 'Sunken Hollow'],
  bikeland: ['Canyon Slough', 'Fetid Pools', 'Irrigated Farmland', 'Scattered Groves', 'Sheltered Thicket'],
  triome: ['Indatha Triome', 'Ketria Triome', 'Raugrin Triome', 'Savai Triome', 'Zagoth Triome'],
  fetchland: ['Bloodstained Mire', 'Flooded Strand', 'Polluted Delta', 'Windswept Heath', 'Wooded Foothills'],
  scryland: ['Temple of Abandon', 'Temple of Deceit', 'Temple of Mystery', 'Temple of Silence', 'Temple of Triumph'],
  shadowland: ['Choked Estuary', 'Foreboding Ruins', 'Fortified Village', 'Game Trail', 'Port Town'],
  filterland: ['Darkwater Catacombs', 'Mossfire Valley', 'Shadowblood Ridge', 'Skycloud Expanse', 'Sungrass Prairie'],
  gainland: [
    'Bloodfell Caves',
    'Blossoming Sands',
    'Dismal Backwater',
    'Jungle Hollow',
    'Rugged Highlands',
    'Scoured Barrens',
    'Swiftwater Cliffs',
    'Thornwood Falls',
    'Tranquil Cove',
    'Wind-Scarred Crag',
  ],
}

let db: Database
const names = async (q: string) => [...new Set((await searchCards(db, q, { limit: 200 })).rows.map((r) => r.name))].sort()

describe(`land cycles, companions and partners on ${testBackend} (${SETS.length} corpus sets)`, () => {
  beforeAll(async () => {
    db = await freshDatabase()
    await loadSets(db, SETS)
  }, 120_000)
  afterAll(async () => {
    await db?.close()
  })

  for (const [cycle, lands] of Object.entries(CYCLES)) {
    it(`is:${cycle} is ${lands.length} lands: ${lands.slice(0, 2).join(', ')}, …`, async () => {
      expect(await names(`is:${cycle}`)).toEqual(lands)
    })
  }

  it('is:companion finds the ten Ikoria companions (CR 702.139)', async () => {
    expect(await names('is:companion')).toEqual([
      'Gyruda, Doom of Depths',
      'Jegantha, the Wellspring',
      'Kaheera, the Orphanguard',
      'Keruga, the Macrosage',
      'Lurrus of the Dream-Den',
      'Lutri, the Spellchaser',
      'Obosh, the Preypiercer',
      'Umori, the Collector',
      'Yorion, Sky Nomad',
      'Zirda, the Dawnwaker',
    ])
  })

  it('is:partner finds Battlebond’s partners (CR 702.124), and only cards with Partner', async () => {
    const partners = await names('is:partner')
    expect(partners).toEqual(
      expect.arrayContaining(['Rowan Kenrith', 'Will Kenrith', 'Pir, Imaginative Rascal', 'Toothy, Imaginary Friend']),
    )
    expect(partners).toEqual(await names('is:partner o:partner'))
    expect(partners.length).toBeGreaterThanOrEqual(16)
  })
})
