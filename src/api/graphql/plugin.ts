// GraphQL at /graphql: Apollo Server 5 on Fastify through @as-integrations/fastify, with token,
// depth, alias, directive and cost limits (limits.ts), and an offline GraphiQL for browsers (Apollo's CDN landing page is disabled).
import { ApolloServer } from '@apollo/server'
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled'
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify'
import type { FastifyInstance } from 'fastify'
import { createContext, type GraphQLContext } from './context.js'
import { registerExplorer } from './explorer.js'
import { costLimit, DEFAULT_GRAPHQL_LIMITS, limitRules, noNulStrings, type GraphQLLimits } from './limits.js'
import { buildSchema } from './schema.js'

export async function registerGraphQL(app: FastifyInstance, limits: GraphQLLimits = DEFAULT_GRAPHQL_LIMITS) {
  const apollo = new ApolloServer<GraphQLContext>({
    schema: buildSchema(),
    introspection: true,
    // errors say what to fix; stack traces stay in the logs
    includeStacktraceInErrorResponses: false,
    // a document past the token limit is refused while it is parsed (graphql-js's own limit)
    parseOptions: { maxTokens: limits.maxTokens },
    validationRules: [...limitRules(limits), noNulStrings],
    plugins: [fastifyApolloDrainPlugin(app), ApolloServerPluginLandingPageDisabled(), costLimit(limits)],
  })
  await apollo.start()
  await registerExplorer(app)
  await app.register(fastifyApollo(apollo), { path: '/graphql', context: async () => createContext(app.db) })
}
