// GraphQL carries Scryfall's printing and set fields and image URLs (issue 12) under the REST
// names in camelCase, with the same values as the REST card and set objects, at a constant number
// of SQL statements per page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countQueries, startApi, type Api } from '../api/support.js'

const KARN = '07a3d9e8-8597-498b-869c-cff79e0df516' // DOM 1
const BRIGID = 'cb7d5bbb-4f68-4e38-8bb0-a95af21b24c8' // transform, ECL 7

/** REST card object fields → the Printing field of the same name in GraphQL. */
const PRINTING_FIELDS = {
  lang: 'lang',
  highres_image: 'highresImage',
  image_status: 'imageStatus',
  frame_effects: 'frameEffects',
  security_stamp: 'securityStamp',
  watermark: 'watermark',
  promo: 'promo',
  promo_types: 'promoTypes',
  digital: 'digital',
  full_art: 'fullArt',
  textless: 'textless',
  story_spotlight: 'storySpotlight',
  booster: 'booster',
  oversized: 'oversized',
  variation: 'variation',
  reprint: 'reprint',
  games: 'games',
  printed_name: 'printedName',
  flavor_name: 'flavorName',
  arena_id: 'arenaId',
  mtgo_id: 'mtgoId',
  mtgo_foil_id: 'mtgoFoilId',
  tcgplayer_id: 'tcgplayerId',
  tcgplayer_etched_id: 'tcgplayerEtchedId',
  cardmarket_id: 'cardmarketId',
  illustration_id: 'illustrationId',
} as const
/** Lists REST leaves out when empty. */
const EMPTY_LISTS = new Set(['frame_effects', 'promo_types'])
const IMAGES = 'imageUris { small normal large png artCrop borderCrop }'
const PRINTING_SELECTION = `${Object.values(PRINTING_FIELDS).join(' ')} cardBackId ${IMAGES} prices { usd usdFoil usdEtched eur eurFoil tix }`

const camelImages = (o: Record<string, string> | undefined) =>
  o && { small: o.small, normal: o.normal, large: o.large, png: o.png, artCrop: o.art_crop, borderCrop: o.border_crop }

let api: Api
beforeAll(async () => {
  api = await startApi({ imageBaseUrl: 'https://images.example/cards' })
})
afterAll(() => api?.close())

async function both(id: string) {
  const rest = (await api.get(`/cards/${id}`)).body
  const { data, errors } = await api.gql(
    `query($id: ID!) { card(id: $id) { layout ${IMAGES} faces { name ${IMAGES} } printing { ${PRINTING_SELECTION} } } }`,
    { id },
  )
  expect(errors).toBeUndefined()
  return { rest, gql: data.card }
}

describe('GraphQL Scryfall fields', () => {
  it('every printing field has the value the REST card object has, by the same name in camelCase', async () => {
    const { rows } = await api.db.pool.query<{ id: string }>(
      // a spread of printings: vendor ids, promos, watermarks, tokens, frame effects
      `SELECT id::text FROM printings ORDER BY (promo OR watermark IS NOT NULL OR is_extra OR arena_id IS NOT NULL) DESC, id LIMIT 25`,
    )
    for (const id of [KARN, ...rows.map((r) => r.id)]) {
      const { rest, gql } = await both(id)
      for (const [snake, camel] of Object.entries(PRINTING_FIELDS)) {
        const expected = rest[snake] ?? (EMPTY_LISTS.has(snake) ? [] : null)
        expect(gql.printing[camel], `${id} ${snake}`).toEqual(expected)
      }
      if (rest.card_back_id) expect(gql.printing.cardBackId).toBe(rest.card_back_id)
      expect(gql.printing.prices).toEqual({
        usd: rest.prices.usd,
        usdFoil: rest.prices.usd_foil,
        usdEtched: rest.prices.usd_etched,
        eur: rest.prices.eur,
        eurFoil: rest.prices.eur_foil,
        tix: rest.prices.tix,
      })
      expect(gql.imageUris ?? undefined).toEqual(camelImages(rest.image_uris))
    }
  })

  it("Karn's vendor ids and images; a double-sided card's images are on its faces, as REST has them", async () => {
    const karn = await both(KARN)
    expect(karn.gql.printing).toMatchObject({ arenaId: 67106, mtgoId: 67467, tcgplayerId: 162259, cardmarketId: 319811 })
    expect(karn.gql.imageUris.normal).toBe(`https://images.example/cards/normal/front/0/7/${KARN}.jpg`)
    const brigid = await both(BRIGID)
    expect(brigid.gql.layout).toBe('transform')
    expect(brigid.gql.imageUris).toBeNull()
    expect(brigid.gql.faces.map((f: { imageUris: unknown }) => f.imageUris)).toEqual(
      brigid.rest.card_faces.map((f: { image_uris: Record<string, string> }) => camelImages(f.image_uris)),
    )
    expect(brigid.gql.printing.imageUris.normal).toBe(brigid.rest.card_faces[0].image_uris.normal)
  })

  it("set fields match the REST set object's", async () => {
    for (const code of ['dom', 'tdom', 'ecl']) {
      const rest = (await api.get(`/sets/${code}`)).body
      const { data } = await api.gql(
        `query($c: String!) { set(code: $c) { setType block parentSetCode mtgoCode tcgplayerId digital foilOnly nonfoilOnly printedSize iconSvgUri } }`,
        { c: code },
      )
      expect(data.set).toEqual({
        setType: rest.set_type,
        block: rest.block ?? null,
        parentSetCode: rest.parent_set_code ?? null,
        mtgoCode: rest.mtgo_code ?? null,
        tcgplayerId: rest.tcgplayer_id ?? null,
        digital: rest.digital,
        foilOnly: rest.foil_only,
        nonfoilOnly: rest.nonfoil_only,
        printedSize: rest.printed_size ?? null,
        iconSvgUri: rest.icon_svg_uri,
      })
    }
  })

  it('a page of 50 cards with every new field costs as many SQL statements as a page of 10', async () => {
    const page = (n: number) =>
      `{ cards(query: "t:creature", first: ${n}) { edges { node { ${IMAGES} faces { ${IMAGES} }
         printing { ${PRINTING_SELECTION} set { setType block digital iconSvgUri } } } } } }`
    // a server that keeps nothing: card views kept by other tests of this worker would spare the small page a read
    const unkept = await startApi({ keep: false })
    const counter = countQueries(unkept.db)
    try {
      const small = await unkept.gql(page(10))
      expect(small.errors).toBeUndefined()
      const forSmall = counter.count
      counter.reset()
      const large = await unkept.gql(page(50))
      expect(large.errors).toBeUndefined()
      expect(large.data.cards.edges).toHaveLength(50)
      expect(counter.count).toBe(forSmall)
    } finally {
      counter.stop()
      await unkept.app.close()
    }
  })
})
