// Every failure becomes a Scryfall-shaped error body { object: "error", status, code, details }:
// ClientErrors and search errors as they are, request validation failures as a 400 whose details say
// which parameter is wrong and how, other client errors (bad JSON, too large, …) with their own
// status, the database down or busy as a 503 with Retry-After. Anything else is a bug: logged, and
// reported as a 500 without internals, naming the request id it was logged under.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { SearchError } from '../search/index.js'
import { ClientError } from '../errors.js'
import { databaseFailure } from '../store/failures.js'
import { errorBody, failureError, internalError } from './errors.js'

interface ValidationIssue {
  instancePath: string
  keyword: string
  params: Record<string, unknown>
  message?: string
}

const CONTEXT: Record<string, string> = { querystring: 'Query parameter', params: 'Path parameter', body: 'Body field', headers: 'Header' }

/** "page_size must be <= 175", "Unknown query parameter "foo" (accepted: q, page, …)" */
export function describeValidation(issue: ValidationIssue, context: string, schemaProps: string[]): string {
  const where = issue.instancePath
    .replace(/^\//, '')
    .replace(/\/(\d+)(?=\/|$)/g, '[$1]')
    .replace(/\//g, '.')
  const what = CONTEXT[context] ?? context
  if (issue.keyword === 'additionalProperties') {
    const extra = String(issue.params.additionalProperty)
    const accepted = schemaProps.length && !where ? ` (accepted: ${schemaProps.join(', ')})` : ''
    return `Unknown ${what.toLowerCase()} "${where ? `${where}.` : ''}${extra}"${accepted}.`
  }
  if (issue.keyword === 'required') {
    return `${what} "${where ? `${where}.` : ''}${String(issue.params.missingProperty)}" is required.`
  }
  const label = where ? `${what} ${where}` : context === 'body' ? 'The request body' : what
  if (issue.keyword === 'enum' && Array.isArray(issue.params.allowedValues)) {
    return `${label} must be one of: ${(issue.params.allowedValues as unknown[]).join(', ')}.`
  }
  if (issue.keyword === 'format' && issue.params.format === 'date') return `${label} must be a date written YYYY-MM-DD.`
  if (issue.keyword === 'format' && issue.params.format === 'uuid') return `${label} must be a UUID.`
  return `${label} ${issue.message ?? 'is invalid'}.`
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // Fastify drops the content type on an error; a route's own serializer (?pretty=true) stays and
  // would then send its string as text/plain
  reply.type('application/json; charset=utf-8')
  if (error instanceof ClientError) {
    // a 429 says when to come back (the curation API's write limit per key)
    if (typeof error.extra.retry_after === 'number') reply.header('retry-after', String(error.extra.retry_after))
    return reply.status(error.status).send(errorBody(error))
  }
  if (error instanceof SearchError) return reply.status(error.status).send(error.toJSON())
  const e = error as FastifyError & { validation?: ValidationIssue[]; validationContext?: string }
  if (e.validation?.length) {
    const context = e.validationContext ?? 'querystring'
    const schema = (request.routeOptions.schema as Record<string, { properties?: Record<string, unknown> }> | undefined)?.[context]
    const props = Object.keys(schema?.properties ?? {})
    const details = describeValidation(e.validation[0]!, context, props)
    return reply.status(400).send(errorBody(new ClientError(400, 'bad_request', details)))
  }
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    const code =
      e.statusCode === 429
        ? 'too_many_requests'
        : e.statusCode === 413
          ? 'payload_too_large'
          : e.statusCode === 415
            ? 'unsupported_media_type'
            : e.statusCode === 404
              ? 'not_found'
              : 'bad_request'
    return reply.status(e.statusCode).send(errorBody(new ClientError(e.statusCode, code, clientMessage(e))))
  }
  const failure = databaseFailure(error)
  if (failure) {
    const e = failureError(failure)
    // a client that left is no fault of the server's: an info line, not a warning
    if (failure === 'abandoned') request.log.info('the client closed the connection before its statement ran')
    else if (failure !== 'timeout') request.log.warn({ err: error }, `database ${failure}`)
    if (typeof e.extra.retry_after === 'number') reply.header('retry-after', String(e.extra.retry_after))
    return reply.status(e.status).send(errorBody(e))
  }
  request.log.error(error)
  return reply.status(500).send(errorBody(internalError(request.id)))
}

/** Fastify's own client-error messages, made to say what to fix. */
function clientMessage(e: FastifyError): string {
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The body is not valid JSON: send a JSON object, e.g. {"identifiers": [{"name": "Grow from the Ashes"}]}.'
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The body is empty but Content-Type says JSON: send a JSON object.'
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `${e.message}: send fewer identifiers or a smaller document.`
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return `${e.message}: send JSON with Content-Type: application/json.`
    default:
      return e.message
  }
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  reply
    .status(404)
    .send(
      errorBody(
        new ClientError(
          404,
          'not_found',
          `No route ${request.method} ${request.url.split('?')[0]}. See /openapi.json (or /docs) for the API.`,
        ),
      ),
    )
}
