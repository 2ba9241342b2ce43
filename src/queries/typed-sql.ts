// The query layer's declared statements (and ask's, which reads as the query layer does): the
// mechanism of src/store/typed-sql.ts over a set of statements of their own, typed by
// sql-types.generated.ts beside this file (`npm run sql:types`). test/queries/sql-types.test.ts
// fails when that file is not what the statements describe now. Query-layer modules run their
// statements with `run(db, statement, params)` (`{ hot: true }` for lookups planned as often as
// run), or `runOn(client, …)` on a transaction's client.
import type { SqlStatements } from './sql-types.generated.js'
import { typedSql } from '../store/typed-sql.js'

export type { Queryable, Statement } from '../store/typed-sql.js'
export type StatementName = keyof SqlStatements
export type SqlRow<N extends StatementName> = SqlStatements[N]['row']
export type SqlParams<N extends StatementName> = SqlStatements[N]['params']

export const { sql, declaredStatements, runOn, run } = typedSql<SqlStatements>()
