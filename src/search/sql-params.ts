// Parameter binding for generated SQL: every value that comes from a query goes through here and
// reaches Postgres as $n; the SQL text itself is assembled only from fixed fragments.
export class SqlParams {
  readonly values: unknown[] = []

  /** Bind a value and return its placeholder, with an explicit cast so Postgres never has to guess. */
  add(value: unknown, cast?: 'text' | 'text[]' | 'int' | 'numeric' | 'float8' | 'jsonb'): string {
    this.values.push(value)
    const ref = `$${this.values.length}`
    return cast ? `${ref}::${cast}` : ref
  }
}

/** Escape LIKE's wildcards so a value matches literally (the default escape character is "\\"). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`)
}

export const containsPattern = (value: string) => `%${escapeLike(value)}%`
