// Limits that reject abusive GraphQL queries before any resolver runs, with a message saying what
// to change:
//  - depth: a validation rule (graphql-js ValidationRule) counting nested selections through
//    fragments; introspection (__schema, __type) is exempt, as GraphiQL's own query is deep.
//  - cost: graphql-query-complexity's getComplexity, run once the operation and its variables
//    are known (an Apollo plugin hook), with a connection-aware estimator: a field taking `first`
//    costs 1 + first × (its children's cost), so `first: 100` nested three deep is priced as the
//    million rows it could return.
import type { ApolloServerPlugin } from '@apollo/server'
import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql'
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity'
import { DEFAULT_FIRST } from './connections.js'

export const MAX_DEPTH = 15
export const MAX_COST = 50_000

export function depthLimit(maxDepth = MAX_DEPTH) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>()
    for (const def of context.getDocument().definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def)

    const depthOf = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
      if (!set) return 0
      let deepest = 0
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) {
          if (sel.name.value.startsWith('__')) continue
          deepest = Math.max(deepest, sel.selectionSet ? 1 + depthOf(sel.selectionSet, seen) : 1)
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(sel.selectionSet, seen))
        } else {
          const name = sel.name.value
          const fragment = fragments.get(name)
          if (!fragment || seen.has(name)) continue // unknown or cyclic fragments: graphql-js reports those itself
          deepest = Math.max(deepest, depthOf(fragment.selectionSet, new Set([...seen, name])))
        }
      }
      return deepest
    }

    return {
      OperationDefinition(op) {
        const depth = depthOf(op.selectionSet, new Set())
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(
              `Query is ${depth} levels deep; the limit is ${maxDepth}. Ask for fewer nested fields (e.g. fewer parent/next/children or card/printings hops) and fetch deeper data in a second query.`,
              { nodes: [op], extensions: { code: 'QUERY_TOO_DEEP' } },
            ),
          )
        }
      },
    }
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

/** Fields that take `first` are lists: their children's cost counts once per item asked for. */
const connectionEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (!field.args.some((a) => a.name === 'first')) return undefined
  const first = typeof args.first === 'number' && args.first >= 0 ? args.first : DEFAULT_FIRST
  return 1 + first * Math.max(childComplexity, 1)
}

export function costLimit(maxCost = MAX_COST): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          const cost = getComplexity({
            schema,
            query: document,
            variables: request.variables ?? {},
            operationName: request.operationName ?? undefined,
            estimators: [connectionEstimator, simpleEstimator({ defaultComplexity: 1 })],
          })
          if (cost > maxCost) {
            throw new GraphQLError(
              `Query cost ${cost} exceeds the limit of ${maxCost}. Each list field costs its "first" (default ${DEFAULT_FIRST}) times what is selected inside it: ask for smaller pages (lower "first") or fewer nested lists, and page with "after".`,
              { extensions: { code: 'QUERY_TOO_COSTLY', cost, maxCost, http: { status: 400 } } },
            )
          }
        },
      }
    },
  }
}
