// One error shape for the REST API, after Scryfall's: { object: "error", status, code, details }.
// Anything thrown as a ClientError reaches the client as is; validation failures become 400s;
// everything else is logged and reported as a 500 without internals.
import type { ClientError } from '../errors.js'

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
