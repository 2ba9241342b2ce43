import type { Database } from '../../store/database.js'

/** Per-request GraphQL context. DataLoaders are created per request so caching never leaks between callers. */
export interface GraphQLContext {
  db: Database
}

export function createContext(db: Database): GraphQLContext {
  return { db }
}
