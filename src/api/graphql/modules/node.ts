// Relay's Node interface (https://relay.dev/graphql/objectidentification.htm): Card, Printing and
// Set carry a globally unique `id`, and `node(id:)` / `nodes(ids:)` refetch any of them, so
// Apollo Client's and Relay's caches can normalise them. The ids are the store's own UUIDs,
// unique across the three kinds: a printing's Scryfall id, a card's Oracle id, a set's id
// (Scryfall's, or derived from its code).
import { isUuid, setById, type CardPrinting, type CardSet } from '../../../queries/index.js'
import type { GraphQLContext } from '../context.js'
import { badUserInput } from '../errors.js'
import type { GraphQLModule } from '../module.js'
import type { PagedPrinting as PrintingValue } from '../../../queries/relation-pages.js'

type NodeValue = CardPrinting | PrintingValue | CardSet

const MAX_NODES = 100

async function nodeById(id: string, { db, loaders }: GraphQLContext): Promise<NodeValue | null> {
  if (!isUuid(id)) return null
  const key = id.toLowerCase()
  const printing = await loaders.cardByPrintingId.load(key)
  if (printing?.printing) return printing.printing
  const card = await loaders.cardByOracleId.load(key)
  if (card) return card
  return setById(db, { scryfallId: key })
}

export const node: GraphQLModule = {
  typeDefs: /* GraphQL */ `
    "An object with a globally unique id: refetch it with node(id:)."
    interface Node {
      id: ID!
    }
    extend type Card implements Node {
      "Global id: the card's Oracle id."
      id: ID!
    }
    extend type Printing implements Node
    extend type Set implements Node {
      "Global id: Scryfall's set id, or one derived from the code."
      id: ID!
    }
    extend type Query {
      "A card, printing or set by its global id."
      node(id: ID!): Node
      "Several at once (up to ${MAX_NODES}), in the order asked; null where none."
      nodes(ids: [ID!]!): [Node]!
    }
  `,
  resolvers: {
    Node: {
      __resolveType: (v: NodeValue) => ('card' in v ? 'Card' : 'collectorNumber' in v ? 'Printing' : 'Set'),
    },
    Card: { id: (v: CardPrinting) => v.card.oracleId },
    Set: { id: (s: CardSet) => s.scryfallId },
    Query: {
      node: (_: unknown, { id }: { id: string }, ctx: GraphQLContext) => nodeById(id, ctx),
      nodes: async (_: unknown, { ids }: { ids: string[] }, ctx: GraphQLContext) => {
        if (ids.length > MAX_NODES) throw badUserInput(`nodes takes at most ${MAX_NODES} ids; got ${ids.length}.`)
        return Promise.all(ids.map((id) => nodeById(id, ctx)))
      },
    },
  },
}
