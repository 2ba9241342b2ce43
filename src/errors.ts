// Errors a client caused: a status, a machine-readable code and details that say what to fix. Any
// layer may throw one (the evaluate service rejects a scenario, the query layer a bad identifier);
// the API layers turn it into their error shape as it is.

export class ClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly details: string,
    /** Extra fields for the error body, e.g. { warnings } or { position }. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(details)
    this.name = 'ClientError'
  }
}

export const badRequest = (details: string, extra?: Record<string, unknown>) => new ClientError(400, 'bad_request', details, extra)
export const notFound = (details: string, extra?: Record<string, unknown>) => new ClientError(404, 'not_found', details, extra)
