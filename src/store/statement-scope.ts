// The request a statement runs for, as far as the pool needs to know: whether it is a priority
// request (health checks, single-card lookups: served by a small pool of their own, so slow
// searches never starve them), and which connections it holds right now (so that a request whose
// client went away can have its statements cancelled). The API layer opens a scope per request;
// code outside any scope (imports, start-up) runs as before, on the primary.
import { AsyncLocalStorage } from 'node:async_hooks'
import type pg from 'pg'

export interface StatementScope {
  priority: boolean
  /** Connections checked out for this request, released ones removed. */
  readonly clients: Set<pg.PoolClient>
  /** Set when the client went away: new statements fail at once, running ones are cancelled. */
  abandoned: boolean
  /** The request only reads: its statements may go to a replica (src/store/read-routing.ts). */
  readOnly: boolean
  /** The pool its reads go to, once chosen: every statement of a request reads one server's state. */
  readPool?: unknown
}

const storage = new AsyncLocalStorage<StatementScope>()

export const currentScope = (): StatementScope | undefined => storage.getStore()

/** Run `fn` (and everything it starts) in a new scope; `readOnly`: it may read from a replica. */
export function inStatementScope<T>(priority: boolean, fn: (scope: StatementScope) => T, readOnly = false): T {
  const scope: StatementScope = { priority, clients: new Set(), abandoned: false, readOnly }
  return storage.run(scope, () => fn(scope))
}

/** Run `fn` (and everything it starts) outside any request's scope: work a request starts but does not own, which its client leaving must not cancel. */
export function outsideStatementScope<T>(fn: () => T): T {
  return storage.exit(fn)
}

/** Thrown for a statement of a request whose client has gone. */
export class RequestAbandonedError extends Error {
  readonly failure = 'abandoned' as const
  constructor() {
    super('The client closed the connection; the statement was not run.')
    this.name = 'RequestAbandonedError'
  }
}
