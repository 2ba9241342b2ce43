// GraphQL at /graphql: Apollo Server 5 on Fastify through @as-integrations/fastify.
import { ApolloServer } from '@apollo/server'
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify'
import type { FastifyInstance } from 'fastify'
import { createContext, type GraphQLContext } from './context.js'
import { buildSchema } from './schema.js'

export async function registerGraphQL(app: FastifyInstance) {
  const apollo = new ApolloServer<GraphQLContext>({
    schema: buildSchema(),
    introspection: true,
    plugins: [fastifyApolloDrainPlugin(app)],
  })
  await apollo.start()
  await app.register(fastifyApollo(apollo), { path: '/graphql', context: async () => createContext(app.db) })
}
