// Card and Printing nodes read from the stored card objects (card_objects: the one rendering,
// stored at import, src/scryfall/stored-card.ts), so that a page of cards is one indexed statement
// and no hydration. A stored object states most of a card's and its printing's fields (a
// multi-faced card's cost, text, colors and stats from its faces); a field it does not state, or
// not exactly (a card's types, a land's empty cost, a printing's finishes before Scryfall's
// filter), is read from the card hydrated from its rows, loaded through a DataLoader: one
// statement for all of a request's cards, and the same value
// as a hydrated node gives (test/api/graphql-stored-nodes.test.ts compares every field). How
// resolvers read them: node-values.ts.
import DataLoader from 'dataloader'
import { storedCardsIfChanged, type Card, type CardPrinting, type Printing } from '../../queries/index.js'
import type { PagedPrinting } from '../../queries/relation-pages.js'
import { colorsInOrder } from '../../import/card-text.js'
import { DOUBLE_SIDED_LAYOUTS } from '../../scryfall/render-card.js'
import type { CardObject } from '../../scryfall/schema.js'
import type { Database } from '../../store/database.js'
import type { Kept } from '../../store/kept.js'

const NODE = Symbol('arcanum.storedNode')

/** A printing read from a stored card object: the fields it states, and the card node it came with. */
export type StoredPrinting = Partial<Printing> & { id: string; readonly [NODE]: StoredCard }

/** A card node read from its printing's stored card object: the fields it states exactly. */
export interface StoredCard {
  readonly [NODE]: true
  /** Two faces that are two sides of the card: images, colors and card backs are on the faces. */
  readonly doubleSided: boolean
  readonly card: Partial<Card> & { oracleId: string }
  readonly printing: StoredPrinting
}

/** What the Card type resolves: a card hydrated from rows with one of its printings, or a stored one. */
export type CardValue = CardPrinting | StoredCard
/**
 * What the Printing type resolves: a printing hydrated from rows, or a stored card's. (A printing
 * of a card's printings page lacks the links to the tokens its text creates: not shown here.)
 */
export type PrintingValue = PagedPrinting | StoredPrinting

export const isStoredCard = (v: CardValue): v is StoredCard => NODE in v
export const isStoredPrinting = (p: PrintingValue): p is StoredPrinting => NODE in p
/** The card node a stored printing came with. */
export const nodeOfPrinting = (p: StoredPrinting): StoredCard => p[NODE]

/**
 * A card node from a stored card object (renderCard's output, src/scryfall/render-card.ts): each
 * field where the object states it for every card of the layout, read back as the store holds it.
 * Two are stated as the API shows them, not as stored: a printing's oversized (its own flag or its
 * layout's) and its card back (the usual back where the source names none).
 */
export function storedCard(o: CardObject): StoredCard {
  // renderCard writes card_faces for, and only for, a card of more than one face
  const faces = o.card_faces
  const doubleSided = !!faces && DOUBLE_SIDED_LAYOUTS.has(o.layout!)
  const card: StoredCard['card'] = {
    oracleId: o.oracle_id!,
    name: o.name!,
    layout: o.layout!,
    manaValue: o.cmc!,
    colorIdentity: o.color_identity!,
    typeLine: o.type_line!,
    keywords: o.keywords!,
    legalities: o.legalities as Card['legalities'],
    isFunny: o.funny!,
    isReserved: o.reserved!,
    edhrecRank: o.edhrec_rank ?? null,
  }
  if (faces) {
    // a multi-faced card's cost and Oracle text are its faces', joined as the importers join them
    // (src/import/mtgjson/card-rows.ts): the costs that are there, the texts all
    const costs = faces.flatMap((f) => (f.mana_cost ? [f.mana_cost] : []))
    card.manaCost = costs.length ? costs.join(' // ') : null
    card.oracleText = faces.map((f) => f.oracle_text ?? '').join('\n//\n')
  } else {
    // "" is a card without a cost and a card with an empty one alike
    if (o.mana_cost) card.manaCost = o.mana_cost
    card.oracleText = o.oracle_text!
  }
  // a double-sided card's colors are its faces' together, its stats its front face's
  const front = doubleSided ? faces[0]! : o
  card.colors = doubleSided ? colorsInOrder(faces.map((f) => f.colors)) : o.colors!
  card.colorIndicator = doubleSided ? colorsInOrder(faces.map((f) => f.color_indicator)) : (o.color_indicator ?? [])
  card.power = front.power ?? null
  card.toughness = front.toughness ?? null
  card.loyalty = front.loyalty ?? null
  card.defense = front.defense ?? null
  const p = o.prices!
  const printing: Omit<StoredPrinting, typeof NODE> = {
    id: o.id!,
    oracleId: o.oracle_id!,
    setCode: o.set!.toUpperCase(),
    setId: o.set_id ?? null,
    setName: o.set_name!,
    setType: o.set_type ?? null,
    collectorNumber: o.collector_number!,
    rarity: o.rarity!,
    language: o.lang!,
    releasedAt: o.released_at ?? null,
    artist: o.artist ?? null,
    // one flavor text per printing: a multi-faced card's is on its first face
    flavorText: (faces ? faces[0]!.flavor_text : o.flavor_text) ?? null,
    borderColor: o.border_color ?? null,
    frame: o.frame ?? null,
    multiverseIds: o.multiverse_ids!,
    frameEffects: o.frame_effects ?? [],
    securityStamp: o.security_stamp ?? null,
    watermark: o.watermark ?? null,
    promo: o.promo!,
    promoTypes: o.promo_types ?? [],
    digital: o.digital!,
    fullArt: o.full_art!,
    textless: o.textless!,
    storySpotlight: o.story_spotlight!,
    booster: o.booster!,
    oversized: o.oversized!,
    variation: o.variation!,
    reprint: o.reprint!,
    games: o.games!,
    printedName: o.printed_name ?? null,
    flavorName: o.flavor_name ?? null,
    arenaId: o.arena_id ?? null,
    mtgoId: o.mtgo_id ?? null,
    mtgoFoilId: o.mtgo_foil_id ?? null,
    tcgplayerId: o.tcgplayer_id ?? null,
    tcgplayerEtchedId: o.tcgplayer_etched_id ?? null,
    cardmarketId: o.cardmarket_id ?? null,
    illustrationId: o.illustration_id ?? null,
    // stored with images: the printing's own flag
    highresImage: o.highres_image!,
    prices: { usd: p.usd, usdFoil: p.usd_foil, usdEtched: p.usd_etched, eur: p.eur, eurFoil: p.eur_foil, tix: p.tix },
  }
  // a double-sided card's backs are its faces
  if (!doubleSided) printing.cardBackId = o.card_back_id!
  const node = { [NODE]: true, doubleSided, card } as {
    [NODE]: true
    doubleSided: boolean
    card: StoredCard['card']
    printing: StoredPrinting
  }
  node.printing = Object.assign(printing, { [NODE]: node }) as StoredPrinting
  return node
}

/**
 * How many parsed card nodes a database's GraphQL requests keep between them (2.0 KB each, measured
 * on the full corpus): a page of 50 cards parses ~200 KB of stored JSON, most of a nested page's
 * Node time and garbage (docs/api.md, "GraphQL page: kept values, faces, no ETag").
 */
export const KEPT_STORED_NODES = 4096

/**
 * Stored card nodes by printing id (null: no stored object), one statement per batch. Every batch
 * reads the row version of each printing's stored object, so an import is seen on the next
 * request; a printing whose node `kept` holds at that version (its xmin, src/queries/stored-cards.ts)
 * is not sent again. Without `kept`, every node is parsed from its text.
 */
export function storedCardLoader(db: Database, kept: Kept<StoredCard> | null) {
  return new DataLoader<string, StoredCard | null>(async (ids) => {
    // the nodes this batch may answer with, taken before the statement: another request may drop them meanwhile
    const known = new Map<string, StoredCard>()
    const changed = await storedCardsIfChanged(db, ids, (id) => {
      const entry = kept?.get(id)
      if (entry) known.set(id, entry.value)
      return entry?.version
    })
    return ids.map((id) => {
      const key = id.toLowerCase()
      const row = changed.get(key)
      if (row === undefined) return known.get(key) ?? null
      if (row === null) {
        kept?.delete(key)
        return null
      }
      const node = storedCard(JSON.parse(row.json) as CardObject)
      kept?.set(key, row.version, node)
      return node
    })
  })
}
