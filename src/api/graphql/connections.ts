// Relay-style connections (first/after, totalCount, pageInfo) for every list. Cursors are opaque
// offsets ("arrayconnection:N", base64, as graphql-relay writes them), so a cursor is valid for the
// same list until its contents change.
import { badUserInput } from './errors.js'

export const DEFAULT_FIRST = 20
export const MAX_FIRST = 100
/** The deepest offset a cursor may name (as deep as a REST search pages). */
export const MAX_CURSOR_OFFSET = 1_000_000

export interface ConnectionArgs {
  first?: number | null
  after?: string | null
}

export interface Connection<T> {
  totalCount: number
  edges: { cursor: string; node: T }[]
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null }
}

const PREFIX = 'arrayconnection:'
export const cursorOf = (offset: number) => Buffer.from(`${PREFIX}${offset}`).toString('base64')

/** The slice a connection argument pair asks for; bad values are a 400 saying what to send. */
export function sliceOf(args: ConnectionArgs, maxFirst = MAX_FIRST): { offset: number; limit: number } {
  const first = args.first ?? DEFAULT_FIRST
  if (!Number.isInteger(first) || first < 0 || first > maxFirst) {
    throw badUserInput(`"first" must be between 0 and ${maxFirst} (got ${first}); page through longer lists with "after".`)
  }
  let offset = 0
  if (args.after != null) {
    const decoded = Buffer.from(args.after, 'base64').toString('utf8')
    // only the digits this API writes: "1e21" or "Infinity" would pass Number.isInteger and reach SQL
    const digits = decoded.startsWith(PREFIX) ? decoded.slice(PREFIX.length) : ''
    const n = /^\d{1,9}$/.test(digits) ? Number(digits) : NaN
    if (!Number.isInteger(n) || n > MAX_CURSOR_OFFSET)
      throw badUserInput(`"after" is not a cursor from this API: pass an edge's cursor or pageInfo.endCursor.`)
    offset = n + 1
  }
  return { offset, limit: first }
}

/** A connection over a page fetched from the store: `items` start at `offset`; `total` counts the whole list. */
export function connectionFromPage<T>(items: T[], total: number, offset: number): Connection<T> {
  const edges = items.map((node, i) => ({ cursor: cursorOf(offset + i), node }))
  return {
    totalCount: total,
    edges,
    pageInfo: {
      hasNextPage: offset + items.length < total,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  }
}

/** A connection over a list already in memory (a relation loaded whole by a DataLoader). */
export function connectionFromArray<T>(all: readonly T[], args: ConnectionArgs): Connection<T> {
  const { offset, limit } = sliceOf(args)
  return connectionFromPage(all.slice(offset, offset + limit), all.length, offset)
}

/** SDL for a connection type over `node`. */
export const connectionTypeDefs = (name: string, node: string, doc = '') => /* GraphQL */ `
  ${doc ? `"${doc}"` : ''}
  type ${name}Connection {
    "How many items the whole list holds."
    totalCount: Int!
    edges: [${name}Edge!]!
    pageInfo: PageInfo!
  }
  type ${name}Edge {
    cursor: String!
    node: ${node}!
  }
`

/** Standard connection arguments, for SDL. */
export const CONNECTION_ARGS = `first: Int = ${DEFAULT_FIRST}, after: String`
