import type { SearchTotals } from '../../search/index.js'
import type { Database } from '../../store/database.js'
import type { WriteLimiter } from '../../tags/rate-limit.js'
import { createLoaders, type Loaders } from './loaders.js'

/** Per-request GraphQL context. DataLoaders are created per request so caching never leaks between callers. */
export interface GraphQLContext {
  db: Database
  loaders: Loaders
  /** Base URL of card images (IMAGE_BASE_URL); "" when the server serves none. */
  imageBase: string
  /** Card nodes are read from the stored card objects where they can be (else hydrated from rows). */
  storedObjects: boolean
  /** The server's kept search totals (src/search/totals.ts); none: every search counts. */
  searchTotals?: SearchTotals
  /** The request's Authorization header: the API key of a curation mutation (docs/tags.md). */
  authorization?: string
  /** The server's per-key write limit of the curation mutations, shared with REST (src/tags/rate-limit.ts). */
  writeLimiter?: WriteLimiter
}

/** `kept`: the loaders use the card nodes and relation pages kept between requests (src/store/kept.ts). */
export function createContext(db: Database, imageBase = '', storedObjects = true, kept = true): GraphQLContext {
  return { db, loaders: createLoaders(db, kept), imageBase, storedObjects }
}
