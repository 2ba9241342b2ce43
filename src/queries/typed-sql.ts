// SQL statements whose row and parameter types are derived from the SQL, not asserted: each
// statement is declared once with `sql(name, text)`, and `npm run sql:types` asks PostgreSQL to
// describe every declared statement against the migrated schema (pgtyped's describe,
// scripts/sql-types.ts), writing its parameters' and columns' types to sql-types.generated.ts.
// test/queries/sql-types.test.ts fails when that file is not what the statements describe now.
//
// Nullability: a column read straight from a table column is nullable unless the column is NOT
// NULL; any other (an expression, a count, a subquery) is nullable unless its alias ends in "!"
// ("n!"). "?" marks a column nullable that PostgreSQL would call NOT NULL, as a NOT NULL column
// read through an outer join must be. The marks are stripped from the text sent, so rows carry the
// plain names.
import type { SqlStatements } from './sql-types.generated.js'
import { hotStatement, type Database } from '../store/database.js'

export type StatementName = keyof SqlStatements
export type SqlRow<N extends StatementName> = SqlStatements[N]['row']
export type SqlParams<N extends StatementName> = SqlStatements[N]['params']

/** A declared statement: its name, its text as written (with nullability marks) and as sent. */
export interface Statement<N extends string = string> {
  readonly name: N
  readonly source: string
  readonly text: string
}

/** A quoted column alias with a nullability mark: `AS "n!"`, `AS "releaseDate?"`. */
const MARKED_ALIAS = /"([A-Za-z_][A-Za-z0-9_]*)[!?]"/g

const declared = new Map<string, Statement>()

/** Declares a statement (once per name: a second declaration of a name is a mistake). */
export function sql<N extends string>(name: N, source: string): Statement<N> {
  if (declared.has(name)) throw new Error(`SQL statement ${name} is declared twice`)
  const statement = { name, source, text: source.replace(MARKED_ALIAS, '"$1"') }
  declared.set(name, statement)
  return statement
}

/** Every statement declared by the modules loaded so far (what `npm run sql:types` describes). */
export const declaredStatements = (): readonly Statement[] => [...declared.values()]

/** What a statement runs on besides a database's pool: a client holding a transaction. */
export type Queryable = Pick<Database['pool'], 'query'>

/** Runs a statement on a client (a transaction's): rows of the type PostgreSQL described for it. */
export async function runOn<N extends StatementName>(q: Queryable, statement: Statement<N>, values: SqlParams<N>): Promise<SqlRow<N>[]> {
  const { rows } = await q.query({ text: statement.text, values: values as unknown[] })
  return rows
}

/**
 * Runs a statement: rows of the type PostgreSQL described for it. `hot` sends it as a named
 * prepared statement where the database allows (hotStatement): for lookups planned as often as run.
 */
export async function run<N extends StatementName>(
  db: Pick<Database, 'pool' | 'kind' | 'namedStatements'>,
  statement: Statement<N>,
  values: SqlParams<N>,
  opts: { hot?: boolean } = {},
): Promise<SqlRow<N>[]> {
  const config = opts.hot
    ? hotStatement(db, `arcanum-${statement.name}`, statement.text, values as unknown[])
    : { text: statement.text, values: values as unknown[] }
  const { rows } = await db.pool.query(config)
  return rows
}
