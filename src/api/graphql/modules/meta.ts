import { storeHealth } from '../../../queries/index.js'
import type { GraphQLContext } from '../context.js'
import type { GraphQLModule } from '../module.js'

export const meta: GraphQLModule = {
  typeDefs: /* GraphQL */ `
    type Query {
      "Service health: which database backs it and the current Comprehensive Rules edition."
      health: Health!
    }
    type Health {
      status: String!
      database: String!
      cards: Int!
      "Numbered rules and subrules of the current Comprehensive Rules edition."
      rules: Int!
      rulesEffectiveDate: String
      "The store's generation on the database server that answered: it changes with every import."
      storeVersion: String!
    }
  `,
  resolvers: {
    Query: {
      health: async (_: unknown, __: unknown, { db }: GraphQLContext) => ({ status: 'ok', database: db.kind, ...(await storeHealth(db)) }),
    },
  },
}
