// Errors a caller can fix. The API turns them into Scryfall-shaped 4xx bodies:
// { object: "error", status, code, details, type, warnings } plus, for errors tied to a part of
// the query, its position ({ start, end }: UTF-16 offsets into the query, end exclusive) and text.

export interface Span {
  start: number
  end: number
}

/** What kind of mistake it was; `code` stays Scryfall's coarse "bad_request" / "not_found". */
export type SearchErrorType =
  | 'syntax' // unbalanced parentheses or quotes, a dangling "or" or "-", …
  | 'invalid_value' // a name lookup's value that cannot be a name
  | 'all_terms_ignored' // every term was unknown, unsupported or invalid (each said in `warnings`)
  | 'invalid_regex' // a regex only the database rejects, found while running (rare: each is checked first)
  | 'query_too_long'
  | 'empty_query'
  | 'invalid_option' // limit/offset/order/dir/unique passed by the caller, not in the query
  | 'ambiguous' // a fuzzy name matching several cards equally well
  | 'not_found'

export interface SearchErrorBody {
  object: 'error'
  status: number
  code: string
  details: string
  type: SearchErrorType
  position?: Span
  fragment?: string
  warnings: string[]
}

export class SearchError extends Error {
  readonly status: 400 | 404
  readonly code: 'bad_request' | 'not_found'
  readonly type: SearchErrorType
  readonly warnings: string[]

  constructor(status: 400 | 404, type: SearchErrorType, details: string, warnings: string[] = []) {
    super(details)
    this.name = 'SearchError'
    this.status = status
    this.code = status === 404 ? 'not_found' : 'bad_request'
    this.type = type
    this.warnings = warnings
  }

  get details(): string {
    return this.message
  }

  toJSON(): SearchErrorBody {
    return { object: 'error', status: this.status, code: this.code, details: this.message, type: this.type, warnings: this.warnings }
  }
}

/** A mistake in one part of the query: `position` and `fragment` say which. Always a 400. */
export class SearchSyntaxError extends SearchError {
  readonly position: Span
  readonly fragment: string

  constructor(type: SearchErrorType, details: string, query: string, position: Span) {
    const fragment = query.slice(position.start, position.end)
    super(400, type, details)
    this.name = 'SearchSyntaxError'
    this.position = { start: position.start, end: position.end }
    this.fragment = fragment
  }

  override toJSON(): SearchErrorBody {
    return { ...super.toJSON(), position: this.position, fragment: this.fragment }
  }
}

/**
 * Why one term cannot be used (an unknown keyword, a value it does not take, a regex that does not
 * compile): thrown while a term is resolved, caught by the parser, which drops the term and says so
 * in the query's warnings, as Scryfall does. Never reaches a caller.
 */
export class IgnoredTermError extends Error {
  constructor(readonly reason: string) {
    super(reason)
    this.name = 'IgnoredTermError'
  }
}

/** Scryfall's sentence for a term it dropped: `Invalid expression “mm:123” was ignored. Unknown keyword “mm”.` */
export const ignoredWarning = (expression: string, reason: string) => `Invalid expression “${expression}” was ignored. ${reason}`

export const ALL_TERMS_IGNORED = 'All of your terms were ignored.'

export const isSearchError = (e: unknown): e is SearchError => e instanceof SearchError
