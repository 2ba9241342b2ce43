// GraphQL at /graphql: Apollo Server 5 on Fastify through @as-integrations/fastify, with token,
// depth, alias, directive and cost limits (limits.ts), every root field counted against the rate
// limit, errors that never carry internals, and an offline GraphiQL for browsers (Apollo's CDN
// landing page is disabled).
import { ApolloServer, HeaderMap, type ApolloServerPlugin } from '@apollo/server'
import { unwrapResolverError } from '@apollo/server/errors'
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled'
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify'
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type GraphQLFormattedError,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql'
import { ClientError } from '../../errors.js'
import { databaseFailure, type DatabaseFailure } from '../../store/failures.js'
import { failureError, internalError } from '../errors.js'
import { compiledExecution } from './compiled-execution.js'
import { createContext, type GraphQLContext } from './context.js'
import { registerExplorer } from './explorer.js'
import { costLimit, DEFAULT_GRAPHQL_LIMITS, limitRules, noNulStrings, type GraphQLLimits } from './limits.js'

/** The extensions.code of a database failure's GraphQL error. */
const GRAPHQL_FAILURE_CODE: Record<DatabaseFailure, string> = {
  unavailable: 'SERVICE_UNAVAILABLE',
  busy: 'SERVICE_UNAVAILABLE',
  timeout: 'QUERY_TIMEOUT',
  abandoned: 'CLIENT_CLOSED_REQUEST',
}
import { buildSchema } from './schema.js'

/** GraphQL codes of client errors by HTTP status (the curation mutations' 401, 403 and 409 among them). */
const CLIENT_ERROR_CODES: Record<number, string> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
}

/**
 * The HTTP request behind each GraphQL context (for its id, log and rate-limit key), under a
 * symbol: Apollo shallow-copies the context per operation, so a WeakMap keyed on it would miss.
 */
const HTTP_REQUEST = Symbol('arcanum.httpRequest')
const httpRequestOf = (context: GraphQLContext) => (context as GraphQLContext & { [HTTP_REQUEST]?: FastifyRequest })[HTTP_REQUEST]

/** Root fields of an operation, aliases each counted, fragments at the root followed once each. */
export function rootFieldCount(operation: OperationDefinitionNode, document: DocumentNode): number {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])))
  const seen = new Set<string>()
  const count = (set: SelectionSetNode): number =>
    set.selections.reduce((n, s) => {
      if (s.kind === Kind.FIELD) return n + (s.name.value.startsWith('__') ? 0 : 1)
      if (s.kind === Kind.INLINE_FRAGMENT) return n + count(s.selectionSet)
      const fragment = fragments.get(s.name.value)
      if (!fragment || seen.has(s.name.value)) return n
      seen.add(s.name.value)
      return n + count(fragment.selectionSet)
    }, 0)
  return count(operation.selectionSet)
}

/** Each root field beyond the first is one more request against the client's rate limit. */
function operationRateLimit(app: FastifyInstance): ApolloServerPlugin<GraphQLContext> {
  const limiter = app.hasDecorator('createRateLimit') ? app.createRateLimit() : null
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, contextValue }) {
          const request = httpRequestOf(contextValue)
          if (!limiter || !operation || !request) return
          for (let extra = rootFieldCount(operation, document) - 1; extra > 0; extra--) {
            const state = await limiter(request)
            if (!state.isAllowed && state.isExceeded) {
              throw new GraphQLError(
                `Too many requests: at most ${state.max} per window from one client, and each root field of a query counts as one. Retry in ${state.ttlInSeconds} s.`,
                {
                  extensions: {
                    code: 'RATE_LIMITED',
                    http: { status: 429, headers: new HeaderMap([['retry-after', String(state.ttlInSeconds)]]) },
                  },
                },
              )
            }
          }
        },
      }
    },
  }
}

/**
 * What a client sees of an error: its own mistakes as they are; a database failure as a 503 with
 * Retry-After (or a timed-out statement as a 400); anything else as "something went wrong",
 * logged with the request id the message names. Original and formatted errors pair up one to one.
 */
function clientSafeErrors(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, errors, contextValue }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors || !errors) return
          const request = httpRequestOf(contextValue)
          const requestId = request?.id ?? 'unknown'
          response.body.singleResult.errors = response.body.singleResult.errors.map((formatted, i): GraphQLFormattedError => {
            const original = errors[i] ? unwrapResolverError(errors[i]) : undefined
            const where = {
              ...(formatted.locations ? { locations: formatted.locations } : {}),
              ...(formatted.path ? { path: formatted.path } : {}),
            }
            if (original instanceof ClientError && original.status < 500) {
              if (!response.http.status || response.http.status === 200) response.http.status = original.status
              if (typeof original.extra.retry_after === 'number')
                response.http.headers.set('retry-after', String(original.extra.retry_after))
              const code = CLIENT_ERROR_CODES[original.status] ?? 'BAD_USER_INPUT'
              return { message: original.details, ...where, extensions: { code, ...original.extra } }
            }
            const failure = original ? databaseFailure(original) : null
            if (failure) {
              const e = failureError(failure)
              if (failure === 'abandoned') request?.log.info('the client closed the connection before its statement ran')
              else request?.log.warn({ err: original }, `database ${failure}`)
              response.http.status = e.status
              if (typeof e.extra.retry_after === 'number') response.http.headers.set('retry-after', String(e.extra.retry_after))
              return { message: e.details, ...where, extensions: { code: GRAPHQL_FAILURE_CODE[failure] } }
            }
            if (formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR') return formatted
            request?.log.error({ err: original }, 'GraphQL internal error')
            return { message: internalError(requestId).details, ...where, extensions: { code: 'INTERNAL_SERVER_ERROR', requestId } }
          })
          // GraphQL over HTTP (the spec's status table per media type): an application/json
          // answer to a well-formed request is a 200 whatever its errors — a document that does
          // not parse or validate, variables that do not coerce, a field that fails — so Apollo
          // Client and the others read each error's code and candidates instead of throwing a
          // ServerError. An application/graphql-response+json answer is a 200 whenever `data` is
          // not null, and keeps its 4xx for what never executed (parse, validation, variables).
          // A request that is not well-formed (no query, a mutation over GET: Apollo's
          // BAD_REQUEST) keeps its 400 or 405 either way; 429 and 5xx keep theirs.
          const result = response.body.singleResult
          const status = response.http.status ?? 200
          if (status >= 400 && status < 500 && status !== 429 && !malformedRequest(result.errors)) {
            const json = request ? prefersPlainJson(request.headers.accept) : true
            if (json || result.data != null) response.http.status = 200
          }
        },
      }
    },
  }
}

/** Whether Apollo refused the HTTP request itself (no query, GET for a mutation…), not its GraphQL. */
const malformedRequest = (errors: readonly GraphQLFormattedError[] | undefined) =>
  errors?.some((e) => e.extensions?.code === 'BAD_REQUEST') ?? false

/**
 * Whether the answer goes out as application/json (else application/graphql-response+json), as
 * Apollo Server negotiates it: no Accept header, or application/json (or a wildcard) with a
 * quality at least that of application/graphql-response+json.
 */
export function prefersPlainJson(accept: string | undefined): boolean {
  if (!accept) return true
  let json = -1
  let graphqlJson = -1
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase())
    const qParam = params.find((p) => p.startsWith('q='))
    const q = qParam ? Number(qParam.slice(2)) : 1
    if (type === 'application/graphql-response+json') graphqlJson = Math.max(graphqlJson, q)
    else if (type === 'application/json' || type === 'application/*' || type === '*/*') json = Math.max(json, q)
  }
  return graphqlJson <= 0 || json >= graphqlJson
}

/** GraphQL answers are not cached by HTTP caches (as Apollo's cache-control plugin answered without hints): Cache-Control: no-store. */
function noStore(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (!response.http.headers.has('cache-control')) response.http.headers.set('cache-control', 'no-store')
        },
      }
    },
  }
}

/**
 * Parsed and validated documents Apollo keeps (its document store), by count and by the bytes of
 * their JSON (Apollo's own measure: a DocumentNode's heap is about twice it). Every other
 * per-document cache (compiled operations, cost estimates) has bounds of its own, so none of them
 * grows with the number of distinct documents clients send (docs/reliability.md).
 */
export const DOCUMENT_STORE_BOUNDS = { max: 1000, maxBytes: 8 * 1024 * 1024 }

export async function registerGraphQL(app: FastifyInstance, limits: GraphQLLimits = DEFAULT_GRAPHQL_LIMITS) {
  const apollo = new ApolloServer<GraphQLContext>({
    // the schema, and its operations run compiled (compiled-execution.ts)
    gateway: compiledExecution(buildSchema()),
    documentStore: new InMemoryLRUCache<DocumentNode>({
      max: DOCUMENT_STORE_BOUNDS.max,
      maxSize: DOCUMENT_STORE_BOUNDS.maxBytes,
    }),
    introspection: true,
    // SIGTERM is main.ts's: the instance drains (docs/scaling.md, "The balancer"). Apollo's own handler
    // (on outside NODE_ENV=test) would stop the server at once and re-raise the signal, killing the
    // process in the middle of the drain
    stopOnTerminationSignals: false,
    // errors say what to fix; stack traces stay in the logs
    includeStacktraceInErrorResponses: false,
    // a document past the token limit is refused while it is parsed (graphql-js's own limit)
    parseOptions: { maxTokens: limits.maxTokens },
    validationRules: [...limitRules(limits), noNulStrings],
    plugins: [
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginLandingPageDisabled(),
      // Apollo's cache-control plugin (on by default) wraps every field's resolver to collect
      // @cacheControl hints this schema never gives (a 50-card page resolves ~2,000 fields), only
      // to answer Cache-Control: no-store; noStore() says the same without the hooks
      ApolloServerPluginCacheControlDisabled(),
      noStore(),
      costLimit(limits),
      operationRateLimit(app),
      clientSafeErrors(),
    ],
  })
  await apollo.start()
  await registerExplorer(app)
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    context: async (request) => {
      return Object.assign(createContext(app.db, app.cardLinks.imageBaseUrl, app.keep), {
        searchTotals: app.searchTotals,
        authorization: request.headers.authorization,
        writeLimiter: app.tagWriteLimiter,
        [HTTP_REQUEST]: request,
      })
    },
  })
}
