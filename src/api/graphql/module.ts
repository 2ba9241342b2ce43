/**
 * A slice of the GraphQL schema: its SDL and resolvers. Modules extend `type Query` with
 * `extend type Query { … }` (only meta.ts declares it), and are merged in schema.ts.
 */
export interface GraphQLModule {
  typeDefs: string
  /** Resolver maps; each resolver types its own (parent, args, context: GraphQLContext). */
  resolvers: Record<string, object>
}
