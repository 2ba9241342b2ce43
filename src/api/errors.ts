// One error shape for the REST API, after Scryfall's: { object: "error", status, code, details }.
// Anything thrown as a ClientError reaches the client as is; validation failures become 400s;
// database failures a 503 (or a 400 for a statement past its time limit); everything else is
// logged and reported as a 500 without internals, naming the request id the log carries.
import { ClientError } from '../errors.js'
import type { DatabaseFailure } from '../store/failures.js'

export interface ErrorBody {
  object: 'error'
  status: number
  code: string
  details: string
  [extra: string]: unknown
}

export function errorBody(e: ClientError): ErrorBody {
  return { object: 'error', status: e.status, code: e.code, details: e.details, ...e.extra }
}

/** Seconds a client should wait before retrying, per failure (the Retry-After header). */
export const RETRY_AFTER_SECONDS: Record<Exclude<DatabaseFailure, 'timeout' | 'abandoned'>, number> = { unavailable: 5, busy: 1 }

/** A database failure as the client sees it (Retry-After in `extra.retry_after`). */
export function failureError(failure: DatabaseFailure): ClientError {
  switch (failure) {
    case 'unavailable':
      return new ClientError(
        503,
        'database_unavailable',
        `The database is unreachable right now; retry in ${RETRY_AFTER_SECONDS.unavailable} s (GET /ready says what is down).`,
        { retry_after: RETRY_AFTER_SECONDS.unavailable },
      )
    case 'busy':
      return new ClientError(503, 'busy', `The server is busy: too many searches are waiting. Retry in ${RETRY_AFTER_SECONDS.busy} s.`, {
        retry_after: RETRY_AFTER_SECONDS.busy,
      })
    case 'timeout':
      return new ClientError(
        400,
        'query_timeout',
        'The query ran past its time limit and was stopped: narrow it (fewer or simpler regular expressions, more specific terms).',
      )
    case 'abandoned':
      // nginx's "client closed request": the connection is gone, so this answer is only logged
      return new ClientError(499, 'client_closed_request', 'The client closed the connection before the answer; nothing was run.')
  }
}

/** What a client sees of a bug: no internals, and the request id under which it was logged. */
export const internalError = (requestId: string) =>
  new ClientError(500, 'internal_error', `Something went wrong on our side; it has been logged as request ${requestId}.`, {
    request_id: requestId,
  })
