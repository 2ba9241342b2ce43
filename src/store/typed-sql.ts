// SQL statements of the layers below the query layer (store, import, tags, search, scryfall) whose
// row and parameter types are derived from the SQL, not asserted: each statement is declared once
// with `sql(name, text)`, and `npm run sql:types` asks PostgreSQL to describe every declared
// statement against the migrated schema (pgtyped's describe, scripts/sql-types.ts), writing its
// parameters' and columns' types to sql-types.generated.ts beside this file.
// test/store/sql-types.test.ts fails when that file is not what the statements describe now, and
// when a module of these layers asserts a row type of its own without saying why it must.
// The query layer has the same mechanism over its own statements (src/queries/typed-sql.ts).
//
// Nullability: a column read straight from a table column is nullable unless the column is NOT
// NULL; any other (an expression, a count, a subquery) is nullable unless its alias ends in "!"
// ("n!"). "?" marks a column nullable that PostgreSQL would call NOT NULL, as a NOT NULL column
// read through an outer join must be. The marks are stripped from the text sent, so rows carry the
// plain names.
//
// Temporary tables: a statement may read tables an import creates in its transaction (staging,
// merge tables). Their DDL is declared with `sessionTables(ddl)`, which returns it for the module
// to run as before; `npm run sql:types` creates them (as plain tables) in its scratch database so
// that the statements reading them can be described.
import type { StoreSqlStatements } from './sql-types.generated.js'

export type StoreStatementName = keyof StoreSqlStatements
export type StoreSqlRow<N extends StoreStatementName> = StoreSqlStatements[N]['row']
export type StoreSqlParams<N extends StoreStatementName> = StoreSqlStatements[N]['params']

/** A declared statement: its name, its text as written (with nullability marks) and as sent. */
export interface Statement<N extends string = string> {
  readonly name: N
  readonly source: string
  readonly text: string
}

/** A quoted column alias with a nullability mark: `AS "n!"`, `AS "releaseDate?"`. */
const MARKED_ALIAS = /"([A-Za-z_][A-Za-z0-9_]*)[!?]"/g

const declared = new Map<string, Statement>()
const tables: string[] = []

/** Declares a statement (once per name: a second declaration of a name is a mistake). */
export function sql<N extends string>(name: N, source: string): Statement<N> {
  if (declared.has(name)) throw new Error(`SQL statement ${name} is declared twice`)
  const statement = { name, source, text: source.replace(MARKED_ALIAS, '"$1"') }
  declared.set(name, statement)
  return statement
}

/** Declares DDL creating temporary tables that declared statements read; returns it unchanged, to be run as before. */
export function sessionTables(ddl: string): string {
  if (!tables.includes(ddl)) tables.push(ddl)
  return ddl
}

/** Every statement declared by the modules loaded so far (what `npm run sql:types` describes). */
export const declaredStatements = (): readonly Statement[] => [...declared.values()]

/** The temporary tables' DDL declared by the modules loaded so far, in declaration order. */
export const declaredSessionTables = (): readonly string[] => [...tables]

/**
 * What a statement runs on: a pool, a pool's client, a client holding a transaction (node-postgres),
 * or the embedded PGlite itself; each takes the text and its values.
 */
export interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount?: number | null }>
}

/** The whole result of a statement: its rows typed as PostgreSQL described them, and how many rows it returned or changed. */
export async function resultOn<N extends StoreStatementName>(
  q: Queryable,
  statement: Statement<N>,
  values: StoreSqlParams<N>,
): Promise<{ rows: StoreSqlRow<N>[]; rowCount: number }> {
  const result = await q.query(statement.text, values as unknown[])
  // the rows are what PostgreSQL described for this statement (sql-types.generated.ts)
  return { rows: result.rows as StoreSqlRow<N>[], rowCount: result.rowCount ?? 0 }
}

/** Runs a statement: rows of the type PostgreSQL described for it. */
export async function runOn<N extends StoreStatementName>(
  q: Queryable,
  statement: Statement<N>,
  values: StoreSqlParams<N>,
): Promise<StoreSqlRow<N>[]> {
  return (await resultOn(q, statement, values)).rows
}
