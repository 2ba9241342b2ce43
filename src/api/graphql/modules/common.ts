import type { GraphQLModule } from '../module.js'

/** Types every list shares. */
export const common: GraphQLModule = {
  typeDefs: /* GraphQL */ `
    "Where a page of a connection sits in the whole list."
    type PageInfo {
      hasNextPage: Boolean!
      hasPreviousPage: Boolean!
      startCursor: String
      endCursor: String
    }
  `,
  resolvers: {},
}
