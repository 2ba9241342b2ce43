// Operations run as compiled JavaScript (graphql-jit) instead of graphql-js's interpreter. A page
// of 50 cards with their printings, rulings and keywords resolves ~2,000 fields; graphql-js walks
// the document for each (argument values, paths, a promise per list item), graphql-jit turns the
// operation into one function once and reuses it: the nested bench page's execution costs a few
// milliseconds of CPU less per request (docs/api.md).
//
// Apollo Server hands execution to this module through its executor interface (the `gateway`
// option: an object that supplies the schema and an executor for each operation). Everything
// around execution stays Apollo's own: parsing, validation (GraphQL Armor's limits), the
// didResolveOperation plugins (cost limit, rate limit), and the errors' formatting, status codes and
// willSendResponse hooks, which read the GraphQLErrors the executor returns exactly as they read
// graphql-js's (graphql-jit's errors are graphql-js GraphQLErrors, path and originalError set).
//
// A compiled operation is kept per operation of a parsed document (Apollo's document store hands
// every request with the same query text the same DocumentNode) in a least-recently-used cache
// bounded by count and by an estimate of the heap it holds (COMPILED_BOUNDS): a compiled function
// and the closures graphql-jit builds for it hold ~47 bytes of heap per character of its generated
// source (~41 KB for a 50-field page, measured), so 20,000 distinct documents keep at most the
// bound, never one function each (docs/reliability.md). An operation graphql-jit cannot compile runs on graphql-js, as before, and so does a
// document with @skip or @include: graphql-jit lays a response's fields out in the order of the
// whole selection, skipped fragments included, where graphql-js (and the spec's CollectFields)
// follows the fields that remain (`...A @skip(if: true) b a` answers `b, a`).
import { createRequire } from 'node:module'
import type { ApolloServerOptionsWithGateway } from '@apollo/server'
import { BREAK, visit, type DocumentNode, type ExecutionResult, type GraphQLSchema, type OperationDefinitionNode } from 'graphql'
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit'
import { LRUCache } from 'lru-cache'
import type { GraphQLContext } from './context.js'

// graphql-js's execute as Apollo Server, graphql-jit and the schema's builder load it (the package's
// CommonJS build, what Node resolves `graphql` to): a loader that prefers the ES module build (vitest)
// would otherwise hand this module a second graphql-js, which refuses the first one's schema
const { execute } = createRequire(import.meta.url)('graphql') as typeof import('graphql')

type Executor = ApolloServerOptionsWithGateway<GraphQLContext>['gateway']
type Compiled = CompiledQuery['query']

/** How many compiled operations are kept, and the heap they may hold (estimated, bytes). */
export interface CompiledBounds {
  max: number
  maxBytes: number
}
export const COMPILED_BOUNDS: CompiledBounds = { max: 500, maxBytes: 24 * 1024 * 1024 }

/** Heap bytes per character of a compiled function's source (measured: ~41 KB for 873 characters). */
const HEAP_PER_SOURCE_CHAR = 48
/** What an operation kept as "not compiled" holds: its entry and the operation node. */
const NOT_COMPILED_BYTES = 1024

/** A compiled operation's estimated heap: its generated source's length, scaled. */
export const compiledBytes = (compiled: Compiled | null) =>
  compiled ? NOT_COMPILED_BYTES + HEAP_PER_SOURCE_CHAR * Function.prototype.toString.call(compiled).length : NOT_COMPILED_BYTES

/** Whether each operation of each document compiled (null: it did not, run it on graphql-js). */
export class CompiledOperations {
  private readonly byOperation: LRUCache<OperationDefinitionNode, { compiled: Compiled | null }>
  /** Operations compiled so far, and those run on graphql-js (not compiled, or with @skip/@include). */
  readonly counts = { compiled: 0, interpreted: 0 }

  constructor(
    private readonly schema: GraphQLSchema,
    bounds: CompiledBounds = COMPILED_BOUNDS,
  ) {
    this.byOperation = new LRUCache({ max: bounds.max, maxSize: bounds.maxBytes, sizeCalculation: (v) => compiledBytes(v.compiled) })
  }

  /** Operations kept, and their estimated heap in bytes. */
  get held(): { count: number; bytes: number } {
    return { count: this.byOperation.size, bytes: this.byOperation.calculatedSize }
  }

  /** The operation's compiled function, compiling it on first use. */
  compiled(document: DocumentNode, operation: OperationDefinitionNode): Compiled | null {
    const kept = this.byOperation.get(operation)
    if (kept) return kept.compiled
    const result = conditional(document) ? null : compileQuery(this.schema, document, operation.name?.value)
    const compiled = result && isCompiledQuery(result) ? result.query : null
    this.byOperation.set(operation, { compiled })
    this.counts[compiled ? 'compiled' : 'interpreted']++
    return compiled
  }

  /** Run an operation: compiled where it compiles, else on graphql-js. */
  async execute(
    document: DocumentNode,
    operation: OperationDefinitionNode | undefined,
    contextValue: GraphQLContext,
    variableValues: Record<string, unknown> | undefined,
    operationName?: string | null,
  ): Promise<ExecutionResult> {
    // no operation resolved (an operationName the document does not hold, or several unnamed
    // operations): graphql-js answers with the error Apollo Server turns into a 400
    if (!operation) return execute({ schema: this.schema, document, contextValue, variableValues, operationName })
    // variables reach execution coerced once already: the cost limit's estimate (limits.ts) refuses
    // a request whose variables the operation does not accept, as BAD_USER_INPUT, before this runs
    const compiled = this.compiled(document, operation)
    if (compiled) return compiled(undefined, contextValue, variableValues)
    return execute({ schema: this.schema, document, contextValue, variableValues, operationName: operation.name?.value })
  }
}

/** Whether a document uses @skip or @include anywhere. */
function conditional(document: DocumentNode): boolean {
  let found = false
  visit(document, {
    Directive(node) {
      if (node.name.value !== 'skip' && node.name.value !== 'include') return undefined
      found = true
      return BREAK
    },
  })
  return found
}

/** Apollo Server's `gateway` option: the schema, and an executor that runs operations compiled. */
export function compiledExecution(schema: GraphQLSchema, operations = new CompiledOperations(schema)): Executor {
  return {
    onSchemaLoadOrUpdate(callback) {
      // the schema is static: told once, never updated
      callback({ apiSchema: schema, coreSupergraphSdl: '' })
      return () => {}
    },
    async load() {
      return {
        executor: async ({ document, operation, context, request }) =>
          operations.execute(document, operation, context as GraphQLContext, request.variables, request.operationName),
      }
    },
    async stop() {},
  }
}
