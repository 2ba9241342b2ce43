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
      rulesEffectiveDate: String
    }
  `,
  resolvers: {
    Query: {
      health: async (_: unknown, __: unknown, { db }: GraphQLContext) => {
        const { rows } = await db.pool.query<{ cards: number; effective: string | null }>(
          `SELECT (SELECT count(*)::int FROM cards) AS cards, (SELECT max(effective_date)::text FROM rules_documents) AS effective`)
        return { status: 'ok', database: db.kind, cards: rows[0]!.cards, rulesEffectiveDate: rows[0]!.effective }
      },
    },
  },
}
