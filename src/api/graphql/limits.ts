// Limits that reject abusive GraphQL documents before any resolver runs, each with a message that
// names the limit and says what to change:
//  - tokens: graphql-js's own parser limit (Apollo's parseOptions.maxTokens), so a huge document
//    is never even parsed whole;
//  - depth, aliases, directives: GraphQL Armor's validation rules, which walk each fragment once
//    (memoised), so a document of fragments spreading each other twice stays linear to check;
//  - operation types: a mutation or subscription is a validation error (this schema has neither);
//  - cost: graphql-query-complexity's getComplexity, run once the operation and its variables are
//    known (an Apollo plugin hook), with a connection-aware estimator: a field taking `first`
//    costs 1 + first × (its children's cost), so `first: 100` nested three deep is priced as the
//    million rows it could return; and every root field, aliased or not, costs what its lookup
//    costs (ROOT_FIELD_COST), so a thousand aliased searches are priced as a thousand searches.
import type { ApolloServerPlugin } from '@apollo/server'
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases'
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth'
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives'
import { GraphQLError, type ASTVisitor, type DocumentNode, type GraphQLSchema, type ValidationContext, type ValidationRule } from 'graphql'
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity'
import { LRUCache } from 'lru-cache'
import { DEFAULT_FIRST } from './connections.js'
import { badUserInput } from './errors.js'

export interface GraphQLLimits {
  /** Lexical tokens in a document. */
  maxTokens: number
  /** Nested fields (fragments flattened; introspection exempt). */
  maxDepth: number
  /** Aliased fields in an operation, counted through every fragment spread. */
  maxAliases: number
  /** Directives in an operation, counted through every fragment spread. */
  maxDirectives: number
  /** Estimated cost (see costLimit). */
  maxCost: number
  /** Selections the cost estimate walks (fragments expanded) before giving up. */
  maxNodes: number
}

export const DEFAULT_GRAPHQL_LIMITS: GraphQLLimits = {
  maxTokens: 2000,
  maxDepth: 15,
  maxAliases: 20,
  maxDirectives: 50,
  maxCost: 50_000,
  maxNodes: 5_000,
}

/**
 * What one call of a root field costs before its children: a search is a statement that may read
 * every card; a lookup by key is an index probe. A field missing here costs DEFAULT_ROOT_COST.
 */
export const ROOT_FIELD_COST: Record<string, number> = {
  cards: 1000,
  rulesSearch: 1000,
  namedCard: 200,
  autocomplete: 100,
  collection: 200,
  evaluate: 500,
  // a diff not stored (editions not consecutive) is computed on the worker thread: ~0.3 s of CPU,
  // so at most 10 (and what they select) fit under the default cost limit of 50,000
  rulesDiff: 4900,
  ruleHistory: 50,
}
export const DEFAULT_ROOT_COST = 10

const limitError = (context: ValidationContext, limit: string, message: string) =>
  context.reportError(new GraphQLError(message, { extensions: { limit } }))

/** The validation rules that enforce depth, aliases, directives and operation types. */
export function limitRules(limits: GraphQLLimits = DEFAULT_GRAPHQL_LIMITS): ValidationRule[] {
  // Armor reports through onReject; propagateOnRejection: false lets us report our own message
  const depth = maxDepthRule({
    n: limits.maxDepth,
    flattenFragments: true,
    propagateOnRejection: false,
    onReject: [
      (context, e) =>
        limitError(
          context!,
          'max_depth',
          `${e.message.replace(/^Syntax Error: /, '')} The depth limit is ${limits.maxDepth} nested fields: ask for fewer nested fields (e.g. fewer parent/next/children or card/printings hops) and fetch deeper data in a second query.`,
        ),
    ],
  })
  const aliases = maxAliasesRule({
    n: limits.maxAliases,
    propagateOnRejection: false,
    onReject: [
      (context, e) =>
        limitError(
          context!,
          'max_aliases',
          `${e.message.replace(/^Syntax Error: /, '')} (fragments count once per spread). Send at most ${limits.maxAliases} aliased fields per request; for many cards at once use collection(identifiers: …).`,
        ),
    ],
  })
  const directives = maxDirectivesRule({
    n: limits.maxDirectives,
    propagateOnRejection: false,
    onReject: [
      (context, e) =>
        limitError(
          context!,
          'max_directives',
          `${e.message.replace(/^Syntax Error: /, '')} Send at most ${limits.maxDirectives} directives.`,
        ),
    ],
  })
  return [depth, aliases, directives, queryOperationsOnly]
}

/** This schema is read-only: a mutation or subscription is a client mistake, said as one. */
export function queryOperationsOnly(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(op) {
      if (op.operation === 'query') return
      const root = op.operation === 'mutation' ? context.getSchema().getMutationType() : context.getSchema().getSubscriptionType()
      if (!root) {
        context.reportError(new GraphQLError(`This API is read-only: it has no ${op.operation} operations. Send a query.`, { nodes: [op] }))
      }
    },
  }
}

/**
 * String literals may spell a NUL character as "\u0000"; no card, rule or name holds one and
 * PostgreSQL text cannot. (Variables arrive in the JSON body, which the HTTP layer checks.)
 */
export function noNulStrings(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (node.value.includes('\u0000')) {
        context.reportError(
          new GraphQLError('A string argument contains a NUL character (\\u0000): remove it.', {
            nodes: [node],
            extensions: { code: 'BAD_USER_INPUT' },
          }),
        )
      }
    },
  }
}

/**
 * Fields that take `first` are lists: their children's cost counts once per item asked for. Root
 * fields add what their own lookup costs.
 */
const connectionEstimator: ComplexityEstimator = ({ field, type, args, childComplexity }) => {
  const own = type.name === 'Query' ? (ROOT_FIELD_COST[field.name] ?? DEFAULT_ROOT_COST) : 0
  if (!field.args.some((a) => a.name === 'first')) return own ? own + childComplexity : undefined
  const count = (n: unknown) => (typeof n === 'number' && n >= 0 ? n : undefined)
  const first = count(args.first) ?? count(args.last) ?? DEFAULT_FIRST // a page backward costs as much as one forward
  return own + 1 + first * Math.max(childComplexity, 1)
}

const tooCostly = (message: string, extensions: Record<string, unknown>) =>
  new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COSTLY', http: { status: 400 }, ...extensions } })

/** The estimated cost of an operation (throws graphql-query-complexity's errors: node limit, bad variables). */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string,
  maxNodes = DEFAULT_GRAPHQL_LIMITS.maxNodes,
): number {
  return getComplexity({
    schema,
    query: document,
    variables,
    operationName,
    maxQueryNodes: maxNodes,
    estimators: [connectionEstimator, simpleEstimator({ defaultComplexity: 1 })],
  })
}

/**
 * Estimates remembered (a client's repeated query costs one estimate): one entry per document and
 * variable set, in one least-recently-used cache bounded by count and by the characters of its keys,
 * whatever the number of distinct documents (docs/reliability.md). A key longer than
 * COST_KEY_MAX_LENGTH is not kept.
 */
export const COST_BOUNDS = { max: 4096, maxChars: 1024 * 1024 }
const COST_KEY_MAX_LENGTH = 1024
/** Variables nested deeper than this are refused before anything walks them. */
export const MAX_VARIABLE_DEPTH = 32

/** Whether a JSON value nests more than `max` arrays or objects deep (iterative: no recursion to overflow). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]]
  while (stack.length) {
    const [v, depth] = stack.pop()!
    if (v === null || typeof v !== 'object') continue
    if (depth >= max) return true
    for (const child of Object.values(v)) stack.push([child, depth + 1])
  }
  return false
}

export function costLimit(limits: GraphQLLimits = DEFAULT_GRAPHQL_LIMITS, bounds = COST_BOUNDS): ApolloServerPlugin & { held(): number } {
  // Apollo keeps parsed and validated documents (its document store) and hands the same
  // DocumentNode to every request sending the same query text, so the estimate, a walk of the
  // whole document with the schema, is remembered per document and variables
  const documentIds = new WeakMap<DocumentNode, number>()
  let nextId = 0
  const costs = new LRUCache<string, number>({ max: bounds.max, maxSize: bounds.maxChars, sizeCalculation: (_v, key) => key.length })
  return {
    held: () => costs.size,
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          if (nestedDeeperThan(request.variables, MAX_VARIABLE_DEPTH)) {
            throw badUserInput(`The variables nest more than ${MAX_VARIABLE_DEPTH} objects or lists deep: send flatter variables.`)
          }
          let id = documentIds.get(document)
          if (id === undefined) documentIds.set(document, (id = nextId++))
          const key = `${id} ${JSON.stringify([request.operationName ?? null, request.variables ?? {}])}`
          let cost = costs.get(key)
          if (cost === undefined) {
            cost = estimate(schema, document, request.variables ?? {}, request.operationName ?? undefined)
            if (key.length <= COST_KEY_MAX_LENGTH) costs.set(key, cost)
          }
          if (cost > limits.maxCost) {
            throw tooCostly(
              `Query cost ${cost} exceeds the limit of ${limits.maxCost}. Each list field costs its "first" (default ${DEFAULT_FIRST}) times what is selected inside it, and each search ${ROOT_FIELD_COST.cards}: ask for smaller pages (lower "first"), fewer nested lists or fewer aliased searches, and page with "after".`,
              { limit: 'max_cost', cost, maxCost: limits.maxCost },
            )
          }
        },
      }
    },
  }

  function estimate(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, operationName?: string): number {
    try {
      return queryCost(schema, document, variables, operationName, limits.maxNodes)
    } catch (e) {
      // (graphql-query-complexity may load another copy of graphql: match the message, not the class)
      const message = (e as Error).message
      if (/maximum allowed number of nodes/.test(message)) {
        throw tooCostly(
          `The query expands to more than ${limits.maxNodes} selections once its fragments are spread (the node limit). Spread each fragment fewer times, or split the query.`,
          { limit: 'max_nodes', maxNodes: limits.maxNodes },
        )
      }
      // what else stops the estimate is a variable or argument value the schema refuses
      throw badUserInput(message)
    }
  }
}
