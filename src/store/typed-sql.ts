// SQL statements whose row and parameter types are derived from the SQL, not asserted: each
// statement is declared once with `sql(name, text)`, and `npm run sql:types` asks PostgreSQL to
// describe every declared statement against the migrated schema (pgtyped's describe,
// scripts/sql-types.ts), writing its parameters' and columns' types to a generated file.
//
// Two sets of statements share this mechanism (`typedSql`): the layers below the query layer
// (store, import, tags, search, scryfall) declare theirs with this module's `sql`, typed by
// sql-types.generated.ts beside it; the query layer (and ask) with src/queries/typed-sql.ts, typed
// by src/queries/sql-types.generated.ts (the store cannot import the query layer's types).
// test/store/sql-types.test.ts and test/queries/sql-types.test.ts fail when a generated file is
// not what its statements describe now, and when a module asserts a row type of its own.
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
import type pg from 'pg'
import type { StoreSqlStatements } from './sql-types.generated.js'

/** A declared statement: its name, its text as written (with nullability marks) and as sent. */
export interface Statement<N extends string = string> {
  readonly name: N
  readonly source: string
  readonly text: string
}

/** What a generated file gives each statement it describes: its parameters' and its row's types. */
export type StatementTypes<T> = { [N in keyof T]: { params: unknown[]; row: unknown } }

/**
 * What a statement runs on: a pool, a pool's client, a client holding a transaction (node-postgres),
 * or the embedded PGlite itself; each takes the text and its values.
 */
export interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount?: number | null }>
}

/** A database a hot statement runs on: its pool, and whether it may keep named prepared statements. */
export interface HotDatabase {
  pool: Pick<pg.Pool, 'query'>
  kind: 'postgres' | 'pglite'
  namedStatements?: boolean
}

/**
 * A statement for a hot lookup whose planning costs about as much as its run: on PostgreSQL a
 * named prepared statement, parsed and planned once per connection. Not on PGlite, where every
 * pool connection shares the one embedded session: a second connection preparing the same name
 * would fail with "prepared statement … already exists".
 */
export function hotStatement(db: Omit<HotDatabase, 'pool'>, name: string, text: string, values: unknown[]): pg.QueryConfig {
  return db.kind === 'postgres' && db.namedStatements !== false ? { name, text, values } : { text, values }
}

/** A quoted column alias with a nullability mark: `AS "n!"`, `AS "releaseDate?"`. */
const MARKED_ALIAS = /"([A-Za-z_][A-Za-z0-9_]*)[!?]"/g

/** One set of declared statements, typed by the generated file `T` that describes them. */
export function typedSql<T extends StatementTypes<T>>() {
  type Name = keyof T & string
  const declared = new Map<string, Statement>()

  /** The whole result of a statement: its rows typed as PostgreSQL described them, and how many rows it returned or changed. */
  async function resultOn<N extends Name>(
    q: Queryable,
    statement: Statement<N>,
    values: T[N]['params'],
  ): Promise<{ rows: T[N]['row'][]; rowCount: number }> {
    const result = await q.query(statement.text, values)
    // the rows are what PostgreSQL described for this statement (the generated file)
    return { rows: result.rows as T[N]['row'][], rowCount: result.rowCount ?? 0 }
  }

  return {
    /** Declares a statement (once per name: a second declaration of a name is a mistake). */
    sql<N extends string>(name: N, source: string): Statement<N> {
      if (declared.has(name)) throw new Error(`SQL statement ${name} is declared twice`)
      const statement = { name, source, text: source.replace(MARKED_ALIAS, '"$1"') }
      declared.set(name, statement)
      return statement
    },

    /** Every statement declared by the modules loaded so far (what `npm run sql:types` describes). */
    declaredStatements: (): readonly Statement[] => [...declared.values()],

    resultOn,

    /** Runs a statement on a pool or a client (a transaction's): rows of the type PostgreSQL described for it. */
    async runOn<N extends Name>(q: Queryable, statement: Statement<N>, values: T[N]['params']): Promise<T[N]['row'][]> {
      return (await resultOn(q, statement, values)).rows
    },

    /**
     * Runs a statement on a database's pool: rows of the type PostgreSQL described for it. `hot`
     * sends it as a named prepared statement where the database allows (hotStatement): for lookups
     * planned as often as run.
     */
    async run<N extends Name>(
      db: HotDatabase,
      statement: Statement<N>,
      values: T[N]['params'],
      opts: { hot?: boolean } = {},
    ): Promise<T[N]['row'][]> {
      const config = opts.hot ? hotStatement(db, `arcanum-${statement.name}`, statement.text, values) : { text: statement.text, values }
      const { rows } = await db.pool.query(config)
      return rows as T[N]['row'][]
    },
  }
}

export type StoreStatementName = keyof StoreSqlStatements
export type StoreSqlRow<N extends StoreStatementName> = StoreSqlStatements[N]['row']
export type StoreSqlParams<N extends StoreStatementName> = StoreSqlStatements[N]['params']

/** The statements of the layers below the query layer. */
export const { sql, declaredStatements, resultOn, runOn, run } = typedSql<StoreSqlStatements>()

const tables: string[] = []

/** Declares DDL creating temporary tables that declared statements read; returns it unchanged, to be run as before. */
export function sessionTables(ddl: string): string {
  if (!tables.includes(ddl)) tables.push(ddl)
  return ddl
}

/** The temporary tables' DDL declared by the modules loaded so far, in declaration order. */
export const declaredSessionTables = (): readonly string[] => [...tables]
