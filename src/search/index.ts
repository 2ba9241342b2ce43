// Card search with Scryfall's query syntax, and card lookups by name — the contract the query
// layer and the APIs use. See docs/search.md for the syntax and the shapes returned.
export { parseQuery, MAX_QUERY_LENGTH } from './parser.js'
export { compileSearch, DEFAULT_LIMIT, MAX_LIMIT, AUTO_DIRECTION, type CompiledSearch, type SearchOptions } from './compile.js'
export { searchCards, type SearchCardsOptions, type SearchResult, type SearchRow } from './search-cards.js'
export { SearchTotals } from './totals.js'
export {
  findByExactName,
  findByFuzzyName,
  autocomplete,
  MAX_AUTOCOMPLETE,
  type CardRef,
  type FuzzyResult,
  type AutocompleteOptions,
} from './names.js'
export { SearchError, SearchSyntaxError, isSearchError, type Span, type SearchErrorBody, type SearchErrorType } from './errors.js'
export { normalizeName } from '../store/normalize-name.js'
export type { SearchAst, Node, Filter, Order, Direction, Unique } from './ast.js'
export { ORDERS } from './ast.js'
