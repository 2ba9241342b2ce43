// Relay-style connections (first/after forward, last/before backward, totalCount, pageInfo) for every list. Cursors are opaque
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
  last?: number | null
  before?: string | null
}

export interface Connection<T> {
  totalCount: number
  edges: { cursor: string; node: T }[]
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null }
}

const PREFIX = 'arrayconnection:'
export const cursorOf = (offset: number) => Buffer.from(`${PREFIX}${offset}`).toString('base64')

function offsetOf(cursor: string, name: 'after' | 'before'): number {
  const decoded = Buffer.from(cursor, 'base64').toString('utf8')
  // only the digits this API writes: "1e21" or "Infinity" would pass Number.isInteger and reach SQL
  const digits = decoded.startsWith(PREFIX) ? decoded.slice(PREFIX.length) : ''
  const n = /^\d{1,9}$/.test(digits) ? Number(digits) : NaN
  if (!Number.isInteger(n) || n > MAX_CURSOR_OFFSET)
    throw badUserInput(
      `"${name}" is not a cursor from this API: pass an edge's cursor or pageInfo.${name === 'after' ? 'endCursor' : 'startCursor'}.`,
    )
  return n
}

function checkCount(name: 'first' | 'last', n: number, max: number) {
  if (!Number.isInteger(n) || n < 0 || n > max) {
    throw badUserInput(
      `"${name}" must be between 0 and ${max} (got ${n}); page through longer lists with "${name === 'first' ? 'after' : 'before'}".`,
    )
  }
}

/**
 * The slice the connection arguments ask for; bad values are a 400 saying what to send. Forward:
 * `first` items after `after`. Backward: the `last` items before `before` (Relay); `last`
 * without `before` counts from the end of the list, so it needs the list's length (`total`):
 * lists paged in the store ask for it first (storeConnection).
 */
export function sliceOf(args: ConnectionArgs, maxFirst = MAX_FIRST, total?: number): { offset: number; limit: number } {
  if (args.last != null || args.before != null) {
    if (args.first != null && args.last != null) throw badUserInput('Give "first" (forward) or "last" (backward), not both.')
    const last = args.last ?? args.first ?? DEFAULT_FIRST
    checkCount(args.last != null ? 'last' : 'first', last, maxFirst)
    let end: number
    if (args.before != null) end = offsetOf(args.before, 'before')
    else if (total !== undefined) end = total
    else throw badUserInput('"last" needs "before" on this list: pass pageInfo.startCursor of a page to go back from it.')
    const start = Math.max(args.after != null ? offsetOf(args.after, 'after') + 1 : 0, end - last)
    return { offset: start, limit: Math.max(0, end - start) }
  }
  const first = args.first ?? DEFAULT_FIRST
  checkCount('first', first, maxFirst)
  return { offset: args.after != null ? offsetOf(args.after, 'after') + 1 : 0, limit: first }
}

/**
 * A connection over a list paged in the store. `last` without `before` counts from the end (Relay
 * allows it): the list's length is asked for first (a page of one item), then the last items.
 */
export async function storeConnection<T>(
  args: ConnectionArgs,
  fetch: (page: { offset: number; limit: number }) => Promise<{ items: T[]; total: number }>,
): Promise<Connection<T>> {
  let total: number | undefined
  if (args.last != null && args.before == null) {
    checkConnectionArgs(args) // bad arguments are refused before any statement runs
    total = (await fetch({ offset: 0, limit: 1 })).total // one row: some lists count with the rows they read
  }
  const page = sliceOf(args, MAX_FIRST, total)
  const found = await fetch(page)
  return connectionFromPage(found.items, found.total, page.offset)
}

/** Refuse bad connection arguments before a relation is loaded whole (its length not known yet). */
export function checkConnectionArgs(args: ConnectionArgs): void {
  sliceOf(args, MAX_FIRST, MAX_CURSOR_OFFSET)
}

/** A connection over a page fetched from the store: `items` start at `offset`; `total` counts the whole list. */
export function connectionFromPage<T>(items: T[], total: number, offset: number): Connection<T> {
  // cursors are written when a query asks for them (getters): a nested page of 50 cards with their
  // printings and rulings has hundreds of edges, and most queries never read their cursors
  const edges = items.map((node, i) => new Edge(node, offset + i))
  const last = offset + items.length - 1
  return {
    totalCount: total,
    edges,
    pageInfo: {
      hasNextPage: offset + items.length < total,
      hasPreviousPage: offset > 0,
      get startCursor() {
        return items.length ? cursorOf(offset) : null
      },
      get endCursor() {
        return items.length ? cursorOf(last) : null
      },
    },
  }
}

class Edge<T> {
  constructor(
    readonly node: T,
    private readonly offset: number,
  ) {}
  get cursor(): string {
    return cursorOf(this.offset)
  }
}

/** A connection over a list already in memory (a relation loaded whole by a DataLoader). */
export function connectionFromArray<T>(all: readonly T[], args: ConnectionArgs): Connection<T> {
  const { offset, limit } = sliceOf(args, MAX_FIRST, all.length)
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
export const CONNECTION_ARGS = `first: Int, after: String, last: Int, before: String`
