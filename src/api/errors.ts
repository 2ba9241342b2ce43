// One error shape for the REST API, after Scryfall's: { object: "error", status, code, details }.
// Anything thrown as an ApiError reaches the client as is; validation failures become 400s;
// everything else is logged and reported as a 500 without internals.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly details: string,
    /** Extra fields for the error body, e.g. { warnings } or { position }. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(details)
    this.name = 'ApiError'
  }
}

export const badRequest = (details: string, extra?: Record<string, unknown>) => new ApiError(400, 'bad_request', details, extra)
export const notFound = (details: string, extra?: Record<string, unknown>) => new ApiError(404, 'not_found', details, extra)

export interface ErrorBody {
  object: 'error'
  status: number
  code: string
  details: string
  [extra: string]: unknown
}

export function errorBody(e: ApiError): ErrorBody {
  return { object: 'error', status: e.status, code: e.code, details: e.details, ...e.extra }
}
