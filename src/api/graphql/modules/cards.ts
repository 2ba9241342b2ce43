// Cards, printings, rulings, tags; card search, lookups by id and set + number, batch lookup.
import type DataLoader from 'dataloader'
import { GraphQLError } from 'graphql'
import {
  autocompleteNames,
  cardBySetNumber,
  cardRefByExactName,
  cardRefByFuzzyName,
  COLLECTION_MAX_IDENTIFIERS,
  isUuid,
  lookupCollection,
  readIdentifier,
  type Card,
  type CardIdentifier,
  type CardRowRef,
  type CardPrinting,
  type Page,
  type Ruling,
} from '../../../queries/index.js'
import { searchCardPage } from '../../../queries/index.js'
import { MAX_AUTOCOMPLETE, type Direction, type Order, type Unique } from '../../../search/index.js'
import {
  CONNECTION_ARGS,
  connectionFromArray,
  connectionFromPage,
  connectionTypeDefs,
  checkConnectionArgs,
  sliceOf,
  type Connection,
  type ConnectionArgs,
} from '../connections.js'
import type { GraphQLContext } from '../context.js'
import { badUserInput, withSearchErrors } from '../errors.js'
import type { GraphQLModule } from '../module.js'
import type { PagedPrinting } from '../../../queries/relation-pages.js'
import { facesWithImages } from './scryfall-fields.js'

/** What the Printing type resolves: a printing of a card view, or of a card's page of printings. */
export type PrintingValue = PagedPrinting

/**
 * Card nodes for search rows or lookups, in their order (a row whose card is gone left out): the
 * query layer's card views (src/queries/card-views.ts), loaded with all of the request's others.
 */
export async function cardNodes({ loaders }: GraphQLContext, refs: readonly CardRowRef[]): Promise<CardPrinting[]> {
  const found = await Promise.all(
    refs.map((r) => (r.printingId ? loaders.cardByPrintingId.load(r.printingId) : loaders.cardByOracleId.load(r.oracleId))),
  )
  return found.filter((c): c is CardPrinting => c !== null)
}

const fromCard =
  <K extends keyof Card>(k: K) =>
  (v: CardPrinting) =>
    v.card[k]

export const cards: GraphQLModule = {
  typeDefs: /* GraphQL */ `
    "A card by Oracle identity (the rules object), seen through one of its printings."
    type Card {
      oracleId: ID!
      name: String!
      layout: String!
      manaCost: String
      "Mana value (converted mana cost)."
      manaValue: Float!
      colors: [String!]!
      colorIdentity: [String!]!
      colorIndicator: [String!]!
      typeLine: String!
      supertypes: [String!]!
      types: [String!]!
      subtypes: [String!]!
      oracleText: String!
      power: String
      toughness: String
      loyalty: String
      defense: String
      "Keyword names as the card lists them; see keywords for their definitions."
      keywordNames: [String!]!
      legalities: [Legality!]!
      "legal, not_legal, banned or restricted; null for a format the store does not know."
      legality(format: String!): String
      isFunny: Boolean!
      isReserved: Boolean!
      edhrecRank: Int
      "Faces of a multi-faced card, front first; empty for a single-faced card."
      faces: [CardFace!]!
      "The printing this card was found through (the one asked for, or its newest). A normalized cache (Apollo, urql, Relay) keeps one Card per Oracle id, so two printings asked this way overwrite each other there: ask printing(id:) instead."
      printing: Printing @deprecated(reason: "A Card is the Oracle card, one per oracleId in a normalized cache: ask Query.printing(id:) (a Printing node with its own id, and its card), or Card.printings.")
      "Every printing, newest first."
      printings(${CONNECTION_ARGS}): PrintingConnection!
      rulings(${CONNECTION_ARGS}): RulingConnection!
      "The card's keywords that the store defines, with their definitions and rules."
      keywords(${CONNECTION_ARGS}): KeywordConnection!
      tags(${CONNECTION_ARGS}, category: String, provenance: TagProvenance): TagConnection!
    }
    type CardFace {
      name: String!
      manaCost: String
      manaValue: Float
      colors: [String!]!
      colorIndicator: [String!]!
      typeLine: String!
      oracleText: String!
      power: String
      toughness: String
      loyalty: String
      defense: String
    }
    type Legality {
      format: String!
      status: String!
    }
    type Prices {
      usd: String
      usdFoil: String
      eur: String
      tix: String
    }
    "One printing of a card in a set."
    type Printing {
      "Scryfall id."
      id: ID!
      set: Set!
      setCode: String!
      collectorNumber: String!
      rarity: String!
      language: String!
      releasedAt: String
      artist: String
      flavorText: String
      borderColor: String
      frame: String
      finishes: [String!]!
      multiverseIds: [Int!]!
      prices: Prices!
      card: Card!
    }
    type Ruling {
      publishedAt: String!
      source: String
      text: String!
      card: Card!
    }
    enum TagProvenance {
      "a printed card attribute: types, colors, mana value"
      attribute
      "an ability fact read from the rules text"
      extracted
      "a suggested theme, with a confidence"
      inferred
    }
    type Tag {
      slug: String!
      label: String!
      category: String!
      provenance: TagProvenance!
      confidence: Float
      evidence: String
    }
    ${connectionTypeDefs('Card', 'Card')}
    ${connectionTypeDefs('Printing', 'Printing')}
    ${connectionTypeDefs('Ruling', 'Ruling')}
    ${connectionTypeDefs('Tag', 'Tag')}
    ${connectionTypeDefs('Name', 'String')}

    enum SearchOrder { name cmc power toughness rarity color set released edhrec usd eur tix artist }
    enum SearchDirection { auto asc desc }
    enum SearchUnique { cards prints art }

    "A page of search results."
    type CardSearchConnection {
      totalCount: Int!
      edges: [CardEdge!]!
      pageInfo: PageInfo!
      "Parts of the query that were understood differently or ignored."
      warnings: [String!]!
    }

    "One of: id; oracleId; multiverseId; mtgoId; arenaId; illustrationId; name (optionally with set); set with collectorNumber."
    input CardIdentifierInput {
      id: ID
      oracleId: ID
      multiverseId: Int
      mtgoId: Int
      arenaId: Int
      illustrationId: ID
      name: String
      set: String
      collectorNumber: String
    }
    type CardIdentifier {
      id: ID
      oracleId: ID
      multiverseId: Int
      mtgoId: Int
      arenaId: Int
      illustrationId: ID
      name: String
      set: String
      collectorNumber: String
    }
    type CollectionResult {
      cards(${CONNECTION_ARGS}): CardConnection!
      notFound: [CardIdentifier!]!
    }

    extend type Query {
      "Search cards with Scryfall syntax (kw:kicker t:sorcery, id<=g mv<=3 o:\\"search your library\\", …)."
      cards(query: String!, ${CONNECTION_ARGS}, order: SearchOrder, dir: SearchDirection, unique: SearchUnique): CardSearchConnection!
      "A card by Scryfall (printing) id or Oracle id."
      card(id: ID!): Card
      "A printing by its Scryfall id, with its card (Printing.card): what a normalized cache keeps apart from other printings of the card."
      printing(id: ID!): Printing
      "A printing by set code (any case) and collector number."
      cardBySetNumber(set: String!, collectorNumber: String!): Card
      "Up to ${COLLECTION_MAX_IDENTIFIERS} cards by identifier."
      collection(identifiers: [CardIdentifierInput!]!): CollectionResult!
      "A card by exact name (any case; a face name works) or fuzzy name (typos forgiven); give one. Several equally good fuzzy matches are an AMBIGUOUS error listing candidates."
      namedCard(exact: String, fuzzy: String, set: String): Card
      "Up to ${MAX_AUTOCOMPLETE} card names for what has been typed so far."
      autocomplete(query: String!, first: Int = ${MAX_AUTOCOMPLETE}, includeExtras: Boolean = false): NameConnection!
    }
  `,
  resolvers: {
    Query: {
      cards: (
        _: unknown,
        args: ConnectionArgs & { query: string; order?: Order; dir?: Direction; unique?: Unique },
        context: GraphQLContext,
      ) =>
        withSearchErrors(async () => {
          checkConnectionArgs(args)
          if (!args.query.trim()) throw badUserInput('query is empty: write a search in Scryfall syntax, e.g. "kw:kicker t:sorcery".')
          // the engine needs a page of at least one row; first: 0 asks only for the count
          const search = (offset: number, limit: number) =>
            searchCardPage(context.db, args.query, {
              offset,
              limit: Math.max(limit, 1),
              order: args.order ?? undefined,
              dir: args.dir ?? undefined,
              unique: args.unique ?? undefined,
              hydrate: false,
              totals: context.searchTotals,
            })
          // last without before counts from the end (Relay): the count first
          const total = args.last != null && args.before == null ? (await search(0, 1)).total : undefined
          const { offset, limit } = sliceOf(args, undefined, total)
          const found = await search(offset, limit)
          // what this request keeps is kept under the generation its search read
          if (found.generation !== undefined) context.reads.seen(found.generation)
          const nodes = await cardNodes(context, found.ids.slice(0, limit))
          return { ...connectionFromPage(nodes, found.total, offset), warnings: found.warnings }
        }),
      card: async (_: unknown, { id }: { id: string }, context: GraphQLContext) => {
        if (!isUuid(id)) throw badUserInput(`"${id}" is not a card id: pass a Scryfall id or an Oracle id (a UUID).`)
        // a printing id, else an Oracle id (its default printing)
        return (await context.loaders.cardByPrintingId.load(id)) ?? (await context.loaders.cardByOracleId.load(id))
      },
      printing: async (_: unknown, { id }: { id: string }, { loaders }: GraphQLContext) => {
        if (!isUuid(id)) throw badUserInput(`"${id}" is not a printing id: pass a Scryfall id (a UUID).`)
        return (await loaders.cardByPrintingId.load(id.toLowerCase()))?.printing ?? null
      },
      cardBySetNumber: (_: unknown, a: { set: string; collectorNumber: string }, { db }: GraphQLContext) =>
        cardBySetNumber(db, a.set, a.collectorNumber),
      namedCard: (_: unknown, a: { exact?: string | null; fuzzy?: string | null; set?: string | null }, context: GraphQLContext) =>
        withSearchErrors(async () => {
          if ((a.exact == null) === (a.fuzzy == null)) throw badUserInput('Give exactly one of exact or fuzzy with a card name.')
          const set = a.set ?? undefined
          const one = async (ref: CardRowRef | null) => (ref && (await cardNodes(context, [ref]))[0]) ?? null
          if (a.exact != null) return one(await cardRefByExactName(context.db, a.exact, set))
          const found = await cardRefByFuzzyName(context.db, a.fuzzy!, set)
          if (found && 'ambiguous' in found) {
            throw new GraphQLError(`Too many cards match the name "${a.fuzzy}"; add more words to refine it.`, {
              extensions: { code: 'AMBIGUOUS', candidates: found.ambiguous, http: { status: 404 } },
            })
          }
          return found ? one(found.card) : null
        }),
      autocomplete: (_: unknown, a: { query: string; first?: number; includeExtras?: boolean }, { db }: GraphQLContext) =>
        withSearchErrors(async () => {
          const { limit } = sliceOf({ first: a.first }, MAX_AUTOCOMPLETE)
          const names = limit ? await autocompleteNames(db, a.query, { limit, includeExtras: a.includeExtras ?? false }) : []
          return connectionFromPage(names, names.length, 0)
        }),
      collection: async (_: unknown, { identifiers }: { identifiers: Record<string, unknown>[] }, { db }: GraphQLContext) => {
        if (identifiers.length > COLLECTION_MAX_IDENTIFIERS) {
          throw badUserInput(
            `collection takes at most ${COLLECTION_MAX_IDENTIFIERS} identifiers (got ${identifiers.length}); split the list.`,
          )
        }
        const found = await lookupCollection(db, identifiers.map(toIdentifier))
        return { cards: found.data, notFound: found.notFound.map(fromIdentifier) }
      },
    },
    CollectionResult: {
      cards: (r: { cards: CardPrinting[] }, args: ConnectionArgs) => connectionFromArray(r.cards, args),
    },
    Card: {
      oracleId: fromCard('oracleId'),
      name: fromCard('name'),
      layout: fromCard('layout'),
      manaCost: fromCard('manaCost'),
      manaValue: fromCard('manaValue'),
      colors: fromCard('colors'),
      colorIdentity: fromCard('colorIdentity'),
      colorIndicator: fromCard('colorIndicator'),
      typeLine: fromCard('typeLine'),
      supertypes: fromCard('supertypes'),
      types: fromCard('types'),
      subtypes: fromCard('subtypes'),
      oracleText: fromCard('oracleText'),
      power: fromCard('power'),
      toughness: fromCard('toughness'),
      loyalty: fromCard('loyalty'),
      defense: fromCard('defense'),
      keywordNames: fromCard('keywords'),
      legalities: (v: CardPrinting) => Object.entries(v.card.legalities).map(([format, status]) => ({ format, status })),
      legality: (v: CardPrinting, { format }: { format: string }) => v.card.legalities[format.toLowerCase()] ?? null,
      isFunny: fromCard('isFunny'),
      isReserved: fromCard('isReserved'),
      edhrecRank: fromCard('edhrecRank'),
      faces: (v: CardPrinting, _: unknown, context: GraphQLContext) => facesWithImages(v, context.imageBase),
      printing: (v: CardPrinting) => v.printing,
      printings: (p: CardPrinting, args: ConnectionArgs, { loaders }: GraphQLContext) =>
        relationPage(args, p.card.oracleId, loaders.printingPages, loaders.printingsByOracleId),
      rulings: (p: CardPrinting, args: ConnectionArgs, { loaders }: GraphQLContext) =>
        relationPage(args, p.card.oracleId, loaders.rulingPages, loaders.rulingsByOracleId),
      keywords: async (p: CardPrinting, args: ConnectionArgs, { loaders }: GraphQLContext) => {
        checkConnectionArgs(args)
        const defined = await loaders.keywordByName.loadMany(p.card.keywords)
        return connectionFromArray(
          defined.filter((k) => k && !(k instanceof Error)),
          args,
        )
      },
      tags: async (p: CardPrinting, args: ConnectionArgs & { category?: string; provenance?: string }, { loaders }: GraphQLContext) => {
        checkConnectionArgs(args)
        const all = await loaders.tagsByOracleId.load(p.card.oracleId)
        return connectionFromArray(
          all.filter((t) => (!args.category || t.category === args.category) && (!args.provenance || t.provenance === args.provenance)),
          args,
        )
      },
    },
    Printing: {
      set: async (p: PrintingValue, _: unknown, { loaders }: GraphQLContext) =>
        (await loaders.setByCode.load(p.setCode)) ?? {
          code: p.setCode,
          name: p.setName,
          type: p.setType,
          releaseDate: null,
          cardCount: 0,
          printingCount: 0,
        },
      setCode: (p: PrintingValue) => p.setCode.toLowerCase(),
      card: async (p: PrintingValue, _: unknown, { loaders }: GraphQLContext) => {
        const found = await loaders.cardByOracleId.load(p.oracleId)
        return found && { card: found.card, printing: p }
      },
    },
    Ruling: {
      card: (r: Ruling, _: unknown, { loaders }: GraphQLContext) => loaders.cardByOracleId.load(r.oracleId),
    },
  },
}

/**
 * A card's printings or rulings as a connection: paging forward, the page alone is read (each
 * card's rows stop at its page, one statement for all the cards of a request asking the same page);
 * paging backward (`last`) counts from the end of the list, so the whole list is read.
 */
async function relationPage<T>(
  args: ConnectionArgs,
  oracleId: string,
  pages: DataLoader<{ oracleId: string; offset: number; limit: number }, Page<T>, string>,
  whole: DataLoader<string, T[]>,
): Promise<Connection<T>> {
  checkConnectionArgs(args)
  if (args.last != null || args.before != null) return connectionFromArray(await whole.load(oracleId), args)
  const { offset, limit } = sliceOf(args)
  const page = await pages.load({ oracleId, offset, limit })
  return connectionFromPage(page.items, page.total, offset)
}

function toIdentifier(x: Record<string, unknown>, i: number): CardIdentifier {
  const read = readIdentifier(x, i, {
    oracleId: 'oracleId',
    multiverseId: 'multiverseId',
    collectorNumber: 'collectorNumber',
    vendor: { mtgo_id: 'mtgoId', arena_id: 'arenaId', illustration_id: 'illustrationId' },
  })
  if (typeof read === 'string') throw badUserInput(read)
  return read
}

function fromIdentifier(i: CardIdentifier) {
  if ('id' in i) return { id: i.id }
  if ('oracle_id' in i) return { oracleId: i.oracle_id }
  if ('multiverse_id' in i) return { multiverseId: i.multiverse_id }
  if ('name' in i) return { name: i.name, set: i.set ?? null }
  if ('mtgo_id' in i) return { mtgoId: i.mtgo_id }
  if ('arena_id' in i) return { arenaId: i.arena_id }
  if ('illustration_id' in i) return { illustrationId: i.illustration_id }
  return { set: i.set, collectorNumber: i.collector_number }
}
