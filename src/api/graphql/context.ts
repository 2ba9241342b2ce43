import { StoreReads } from '../../queries/store-reads.js'
import type { SearchTotals } from '../../search/index.js'
import type { Database } from '../../store/database.js'
import type { WriteLimiter } from '../../tags/rate-limit.js'
import { createLoaders, type Loaders } from './loaders.js'

/** Per-request GraphQL context. DataLoaders are created per request so caching never leaks between callers. */
export interface GraphQLContext {
  db: Database
  /** The request's store version and what it keeps between requests (src/queries/store-reads.ts). */
  reads: StoreReads
  loaders: Loaders
  /** Base URL of card images (IMAGE_BASE_URL); "" when the server serves none. */
  imageBase: string
  /** The server's kept search totals (src/search/totals.ts); none: every search counts. */
  searchTotals?: SearchTotals
  /** The request's Authorization header: the API key of a curation mutation (docs/tags.md). */
  authorization?: string
  /** The server's per-key write limit of the curation mutations, shared with REST (src/tags/rate-limit.ts). */
  writeLimiter?: WriteLimiter
}

/** `keep`: use and keep the card views, relation pages and keywords kept between requests (src/store/kept.ts). */
export function createContext(db: Database, imageBase = '', keep = true): GraphQLContext {
  const reads = new StoreReads(db, keep)
  return { db, reads, loaders: createLoaders(db, reads), imageBase }
}
