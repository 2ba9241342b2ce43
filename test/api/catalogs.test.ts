// Catalogs and symbology (issue 12, item 7), read from the store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type Api } from './support.js'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(async () => {
  await api?.close()
})

const values = async (name: string) => {
  const r = await api.get(`/catalog/${name}`)
  expect(r.status, name).toBe(200)
  expect(r.body).toMatchObject({ object: 'catalog', total_values: r.body.data.length })
  return r.body.data as string[]
}

describe('/catalog', () => {
  it('lists card names (no tokens) and artist names from the store', async () => {
    const names = await values('card-names')
    const { rows } = await api.db.pool.query('SELECT count(DISTINCT name)::int AS n FROM cards WHERE NOT is_extra')
    expect(names).toHaveLength(rows[0].n)
    expect(names).toContain('Grow from the Ashes')
    expect(names).not.toContain('Construct') // a token
    expect(await values('artist-names')).toContain('Chase Stone')
    const words = await values('word-bank')
    expect(words).toEqual(expect.arrayContaining(['grow', 'ashes'])) // lower-cased, as Scryfall's
    expect(words.filter((w: string) => w !== w.toLowerCase())).toEqual([])
  })

  it('lists the subtypes of each card type apart', async () => {
    const creatures = await values('creature-types')
    expect(creatures).toEqual(expect.arrayContaining(['Elf', 'Goblin', 'Human']))
    expect(creatures).not.toContain('Equipment')
    const artifacts = await values('artifact-types')
    expect(artifacts).toContain('Equipment')
    expect(artifacts).not.toContain('Golem') // Golems are artifact creatures: a creature type
    expect(await values('land-types')).toEqual(expect.arrayContaining(['Forest', 'Island']))
    expect(await values('planeswalker-types')).toContain('Karn')
    expect(await values('enchantment-types')).toContain('Aura')
    expect(await values('spell-types')).toEqual(['Arcane', 'Trap'])
    expect(await values('supertypes')).toEqual(expect.arrayContaining(['Basic', 'Legendary', 'Snow']))
    expect(await values('card-types')).toEqual(expect.arrayContaining(['Creature', 'Instant', 'Land']))
  })

  it('lists powers in numeric order, loyalties, watermarks and keywords', async () => {
    const powers = await values('powers')
    expect(powers.slice(0, 3)).toEqual(['-1', '+0', '0']) // as numbers: Un-cards' -1 and +0 first
    expect(powers.indexOf('1')).toBeLessThan(powers.indexOf('2'))
    expect(powers.indexOf('2')).toBeLessThan(powers.indexOf('10'))
    expect(powers).toContain('*')
    expect(await values('loyalties')).toContain('5')
    expect(await values('toughnesses')).toContain('1')
    expect((await values('watermarks')).length).toBeGreaterThan(0)
    expect(await values('keyword-abilities')).toEqual(expect.arrayContaining(['Flying', 'Kicker']))
    expect(await values('keyword-actions')).toContain('Scry')
    expect(await values('ability-words')).toContain('Landfall')
  })

  it('an unknown catalog is a 404 listing the ones there are (as on Scryfall)', async () => {
    const r = await api.get('/catalog/nope')
    expect(r.status).toBe(404)
    expect(r.body.code).toBe('not_found')
    expect(r.body.details).toMatch(/card-names/)
  })
})

describe('/symbology', () => {
  it('lists every card symbol with what it represents', async () => {
    const r = await api.get('/symbology')
    const bySymbol = new Map(r.body.data.map((s: { symbol: string }) => [s.symbol, s]))
    expect(bySymbol.get('{W/U}')).toMatchObject({
      object: 'card_symbol',
      hybrid: true,
      colors: ['W', 'U'],
      mana_value: 1,
      represents_mana: true,
    })
    expect(bySymbol.get('{2/G}')).toMatchObject({ mana_value: 2, colors: ['G'] })
    expect(bySymbol.get('{G/P}')).toMatchObject({ phyrexian: true, mana_value: 1 })
    expect(bySymbol.get('{T}')).toMatchObject({ represents_mana: false, mana_value: 0, transposable: false })
    expect(bySymbol.get('{W/U}')).toMatchObject({ transposable: true })
    expect(bySymbol.get('{P}')).toMatchObject({ phyrexian: true, represents_mana: true, mana_value: 1 })
    expect(bySymbol.get('{W/U}')).toMatchObject({ svg_uri: 'https://svgs.scryfall.io/card-symbols/WU.svg' })
  })

  it('parses a mana cost into its canonical spelling, mana value and colors', async () => {
    expect((await api.get('/symbology/parse-mana?cost=RUx')).body).toEqual({
      object: 'mana_cost',
      cost: '{X}{U}{R}',
      cmc: 2,
      colors: ['U', 'R'],
      colorless: false,
      monocolored: false,
      multicolored: true,
    })
    expect((await api.get(`/symbology/parse-mana?cost=${encodeURIComponent('2{g/u}{G/U}')}`)).body).toMatchObject({
      cost: '{2}{G/U}{G/U}',
      cmc: 4,
    })
    expect((await api.get('/symbology/parse-mana?cost=3')).body).toMatchObject({ cost: '{3}', cmc: 3, colorless: true })
    expect((await api.get('/symbology/parse-mana?cost=qq')).body).toMatchObject({ status: 422, code: 'validation_error' })
  })
})
