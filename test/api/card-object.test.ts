// Scryfall's card object as REST clients get it (issue 12, items 1-3): the fields Scryfall always
// sends, absolute links from PUBLIC_URL, image URLs from IMAGE_BASE_URL, faces of double-sided
// cards, and all_parts linking cards to the tokens they make.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type Api } from './support.js'

const KARN = '07a3d9e8-8597-498b-869c-cff79e0df516' // Karn, Scion of Urza, DOM 1: makes a Construct token
const CONSTRUCT = 'c5eafa38-5333-4ef2-9661-08074c580a32' // TDOM 14
const BRIGID = 'cb7d5bbb-4f68-4e38-8bb0-a95af21b24c8' // Brigid, Clachan's Heart // Brigid, Doun's Mind, ECL 7 (transform)

/** The fields @scryfall/api-types requires on every card object. */
const ALWAYS = [
  'scryfall_uri',
  'prints_search_uri',
  'set_id',
  'set_uri',
  'set_search_uri',
  'scryfall_set_uri',
  'games',
  'digital',
  'promo',
  'reprint',
  'related_uris',
  'highres_image',
  'image_status',
  'booster',
  'full_art',
  'textless',
  'story_spotlight',
  'variation',
  'oversized',
]

let api: Api
beforeAll(async () => {
  api = await startApi({ publicUrl: 'https://arcanum.example', imageBaseUrl: 'https://images.example/cards' })
})
afterAll(async () => {
  await api?.close()
})

describe('a card object', () => {
  it("carries every field Scryfall always sends, with this server's absolute links", async () => {
    const r = await api.get(`/cards/${KARN}`)
    expect(r.status).toBe(200)
    for (const f of ALWAYS) expect(r.body, f).toHaveProperty(f)
    expect(r.body).toMatchObject({
      uri: `https://arcanum.example/cards/${KARN}`,
      rulings_uri: `https://arcanum.example/cards/${KARN}/rulings`,
      set_uri: expect.stringMatching(/^https:\/\/arcanum\.example\/sets\/[0-9a-f-]{36}$/),
      prints_search_uri: expect.stringContaining('https://arcanum.example/cards/search?'),
      arena_id: 67106,
      mtgo_id: 67467,
      tcgplayer_id: 162259,
      cardmarket_id: 319811,
      games: ['arena', 'mtgo', 'paper'],
      security_stamp: 'oval',
      booster: true,
      highres_image: true,
      image_status: 'highres_scan',
      prices: { usd: null, usd_foil: null, usd_etched: null, eur: null, eur_foil: null, tix: null },
      purchase_uris: { tcgplayer: 'https://www.tcgplayer.com/product/162259' },
    })
    // the set the card links to is served there
    const set = await api.get(r.body.set_uri.replace('https://arcanum.example', ''))
    expect(set.status).toBe(200)
    expect(set.body.code).toBe('dom')
  })

  it("builds Scryfall's image URLs from IMAGE_BASE_URL", async () => {
    const r = await api.get(`/cards/${KARN}`)
    expect(r.body.image_uris).toEqual({
      small: `https://images.example/cards/small/front/0/7/${KARN}.jpg`,
      normal: `https://images.example/cards/normal/front/0/7/${KARN}.jpg`,
      large: `https://images.example/cards/large/front/0/7/${KARN}.jpg`,
      png: `https://images.example/cards/png/front/0/7/${KARN}.png`,
      art_crop: `https://images.example/cards/art_crop/front/0/7/${KARN}.jpg`,
      border_crop: `https://images.example/cards/border_crop/front/0/7/${KARN}.jpg`,
    })
  })

  it('keeps the face fields of a double-sided card on its faces, each with its own images', async () => {
    const r = await api.get(`/cards/${BRIGID}`)
    expect(r.body.layout).toBe('transform')
    for (const f of ['power', 'toughness', 'colors', 'mana_cost', 'oracle_text', 'image_uris']) expect(r.body, f).not.toHaveProperty(f)
    expect(r.body.card_faces).toHaveLength(2)
    expect(r.body.card_faces[0]).toMatchObject({ power: '3', colors: expect.any(Array) })
    expect(r.body.card_faces[0].image_uris.normal).toBe(`https://images.example/cards/normal/front/c/b/${BRIGID}.jpg`)
    expect(r.body.card_faces[1].image_uris.normal).toBe(`https://images.example/cards/normal/back/c/b/${BRIGID}.jpg`)
  })

  it('links a card to the tokens it makes, and a token back to the cards that make it (all_parts)', async () => {
    const karn = await api.get(`/cards/${KARN}?fields=name,all_parts`)
    expect(karn.body.all_parts).toEqual([
      {
        object: 'related_card',
        id: KARN,
        component: 'combo_piece',
        name: 'Karn, Scion of Urza',
        type_line: 'Legendary Planeswalker — Karn',
        uri: `https://arcanum.example/cards/${KARN}`,
      },
      expect.objectContaining({ id: CONSTRUCT, component: 'token', name: 'Construct' }),
    ])
    const construct = await api.get(`/cards/${CONSTRUCT}`)
    expect(construct.body).toMatchObject({ layout: 'token', set: 'tdom', set_type: 'token' })
    const makers = construct.body.all_parts
      .filter((p: { component: string }) => p.component === 'combo_piece')
      .map((p: { name: string }) => p.name)
    expect(makers).toContain('Karn, Scion of Urza')
    expect(construct.body.all_parts[0]).toMatchObject({ id: CONSTRUCT, component: 'token' })
  })

  it('fields= can select the new fields, and all_parts costs nothing when not selected', async () => {
    const r = await api.get(`/cards/${KARN}?fields=name,set_id,games,image_status`)
    expect(Object.keys(r.body)).toEqual(['name', 'image_status', 'games', 'set_id'])
  })
})

describe('without images (IMAGE_BASE_URL empty) and without PUBLIC_URL', () => {
  let bare: Api
  beforeAll(async () => {
    bare = await startApi({ imageBaseUrl: '', allowedHosts: ['cards.local:4000'] })
  })
  afterAll(async () => {
    await bare?.close()
  })

  it('leaves image_uris out, says the images are missing, and links to the host asked when it is allowed (ALLOWED_HOSTS)', async () => {
    const r = await bare.get(`/cards/${KARN}`, { host: 'cards.local:4000' })
    expect(r.body).not.toHaveProperty('image_uris')
    expect(r.body).toMatchObject({ image_status: 'missing', highres_image: false, uri: `http://cards.local:4000/cards/${KARN}` })
  })
})
