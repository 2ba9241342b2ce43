import type { Database } from '../../store/database.js'
import { createLoaders, type Loaders } from './loaders.js'

/** Per-request GraphQL context. DataLoaders are created per request so caching never leaks between callers. */
export interface GraphQLContext {
  db: Database
  loaders: Loaders
  /** Base URL of card images (IMAGE_BASE_URL); "" when the server serves none. */
  imageBase: string
}

export function createContext(db: Database, imageBase = ''): GraphQLContext {
  return { db, loaders: createLoaders(db), imageBase }
}
