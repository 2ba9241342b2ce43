// GraphQL errors a caller can fix: a GraphQLError whose extensions carry a code and the HTTP
// status Apollo Server should answer with (400, not 200-with-errors).
import { GraphQLError } from 'graphql'
import { SearchError } from '../../search/index.js'

export function badUserInput(message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 }, ...extra } })
}

/** A search engine error, as a GraphQL error with the same details (type, position, warnings). */
export function fromSearchError(e: SearchError): GraphQLError {
  const body = e.toJSON()
  return new GraphQLError(body.details, {
    extensions: {
      code: body.status === 404 ? 'NOT_FOUND' : 'BAD_USER_INPUT',
      http: { status: body.status },
      type: body.type,
      ...(body.position ? { position: body.position, fragment: body.fragment } : {}),
      warnings: body.warnings,
    },
  })
}

/** Run a query-layer call, turning search errors into GraphQL errors. */
export async function withSearchErrors<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f()
  } catch (e) {
    if (e instanceof SearchError) throw fromSearchError(e)
    throw e
  }
}
