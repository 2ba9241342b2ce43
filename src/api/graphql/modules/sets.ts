// Sets and the printings in them.
import { listSets, type CardSet } from '../../../queries/index.js'
import { CONNECTION_ARGS, connectionFromPage, connectionTypeDefs, sliceOf, storeConnection, type ConnectionArgs } from '../connections.js'
import type { GraphQLContext } from '../context.js'
import type { GraphQLModule } from '../module.js'

export const sets: GraphQLModule = {
  typeDefs: /* GraphQL */ `
    type Set {
      "Set code, lower case."
      code: String!
      name: String!
      type: String
      releaseDate: String
      cardCount: Int!
      "Printings in collector-number order."
      printings(${CONNECTION_ARGS}): PrintingConnection!
    }
    ${connectionTypeDefs('Set', 'Set')}
    extend type Query {
      "All sets, newest first."
      sets(${CONNECTION_ARGS}): SetConnection!
      "A set by code (any case)."
      set(code: String!): Set
    }
  `,
  resolvers: {
    Query: {
      sets: (_: unknown, args: ConnectionArgs, { db }: GraphQLContext) => storeConnection(args, (page) => listSets(db, page)),
      set: (_: unknown, { code }: { code: string }, { loaders }: GraphQLContext) => loaders.setByCode.load(code),
    },
    Set: {
      code: (s: CardSet) => s.code.toLowerCase(),
      printings: async (s: CardSet, args: ConnectionArgs, { loaders }: GraphQLContext) => {
        const page = sliceOf(args)
        const found = await loaders.setPrintings.load({ code: s.code, ...page })
        return connectionFromPage(found.items, found.total, page.offset)
      },
    },
  },
}
