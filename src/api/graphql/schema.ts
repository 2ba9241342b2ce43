import { makeExecutableSchema } from '@graphql-tools/schema'
import type { GraphQLModule } from './module.js'
import { meta } from './modules/meta.js'

/** Every module of the schema. Add new modules here. */
export const modules: GraphQLModule[] = [meta]

export function buildSchema() {
  return makeExecutableSchema({
    typeDefs: modules.map((m) => m.typeDefs),
    resolvers: modules.map((m) => m.resolvers) as never,
  })
}
