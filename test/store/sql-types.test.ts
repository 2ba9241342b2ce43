// The lower layers' SQL types are derived, not asserted: src/store/sql-types.generated.ts is what
// PostgreSQL describes for the statements the store, import, tags, search and scryfall modules
// declare today (npm run sql:types, src/store/typed-sql.ts), and no module of those layers asserts
// a row type of its own (`.query<…>`) unless the statement cannot be declared — DDL, or SQL built
// at run time — and a `// untyped: <why>` comment on the line above (or the same line) says so.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../src/config.js'
import { describeStatements, renderSqlTypes, STORE_GENERATED_FILE, storeScopeFiles } from '../../scripts/sql-types.js'

/** Modules that still assert row types of their own: each one migrated leaves this list. */
const NOT_YET_MIGRATED = new Set<string>([])

const ASSERTED = /\.query\s*</
const WHY = /\/\/ untyped: \S/

/** The lines of a module that assert a row type without a `// untyped:` reason beside or above them. */
function assertedWithoutReason(file: string): string[] {
  const lines = readFileSync(path.join(PROJECT_ROOT, 'src', file), 'utf8').split('\n')
  return lines.flatMap((line, i) => (ASSERTED.test(line) && !WHY.test(line) && !WHY.test(lines[i - 1] ?? '') ? [`${file}:${i + 1}`] : []))
}

describe('typed SQL below the query layer', () => {
  const files = storeScopeFiles()

  it('covers the layers below the query layer, the typed-SQL module among them', () => {
    expect(files).toContain('store/typed-sql.ts')
    expect(files.some((f) => f.startsWith('import/store/'))).toBe(true)
    expect(files.some((f) => f.startsWith('tags/'))).toBe(true)
  })

  it('no module asserts a row type, but for DDL or run-time SQL that says why', () => {
    const offending = files.filter((f) => !NOT_YET_MIGRATED.has(f)).flatMap(assertedWithoutReason)
    expect(offending).toEqual([])
  })

  it('the not-yet-migrated list names only modules that still assert row types (a migrated one leaves it)', () => {
    const stale = [...NOT_YET_MIGRATED].filter(
      (f) => !files.includes(f) || !ASSERTED.test(readFileSync(path.join(PROJECT_ROOT, 'src', f), 'utf8')),
    )
    expect(stale).toEqual([])
  })

  // PostgreSQL describes the statements (in a scratch database of its own); the PGlite run has no server to ask
  it.skipIf(!process.env.DATABASE_URL)(
    'sql-types.generated.ts under src/store is what PostgreSQL describes now (else: npm run sql:types)',
    async () => {
      const { storeStatements } = await describeStatements(process.env.DATABASE_URL!)
      expect(storeStatements.map((s) => s.name)).toContain('merge-rules.documents')
      expect(readFileSync(STORE_GENERATED_FILE, 'utf8')).toBe(renderSqlTypes(storeStatements, 'store'))
    },
    120_000,
  )
})
