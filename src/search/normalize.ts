// Queries normalize exactly as `cards.normalized_name` was written: the importer's function.
export { normalizeName } from '../import/normalize-name.js'
