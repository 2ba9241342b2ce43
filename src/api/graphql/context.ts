import type { Database } from '../../store/database.js'
import { createLoaders, type Loaders } from './loaders.js'

/** Per-request GraphQL context. DataLoaders are created per request so caching never leaks between callers. */
export interface GraphQLContext {
  db: Database
  loaders: Loaders
}

export function createContext(db: Database): GraphQLContext {
  return { db, loaders: createLoaders(db) }
}
