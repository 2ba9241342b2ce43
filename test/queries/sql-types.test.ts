// The SQL types are derived, not asserted: src/queries/sql-types.generated.ts is what PostgreSQL
// describes for the statements the query layer and ask declare today (npm run sql:types), and their
// modules run their SQL through those statements (src/queries/typed-sql.ts) — only the modules
// listed as not yet migrated may still call the pool with a row type of their own.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../src/config.js'
import { describeStatements, ENUMS_FILE, GENERATED_FILE, queryScopeFiles, renderEnums, renderSqlTypes } from '../../scripts/sql-types.js'

const SRC = path.join(PROJECT_ROOT, 'src')

/** Query-layer and ask modules (relative to src) that still send SQL with row types they assert: each one migrated leaves this list. */
const NOT_YET_MIGRATED = new Set<string>([])

/** What a module may not do once its SQL is typed: query the pool itself, or read rows as anything. */
const UNTYPED = [/\.query\s*[<(]/, /Record<string,\s*any>/, /:\s*any\b/]

describe('typed SQL', () => {
  const modules = queryScopeFiles().filter((f) => f !== 'queries/typed-sql.ts')

  it('covers the query layer and ask', () => {
    expect(modules).toContain('queries/cards.ts')
    expect(modules).toContain('ask/edition.ts')
  })

  it('every migrated query-layer or ask module runs its SQL through declared statements only', () => {
    const offending = modules
      .filter((f) => !NOT_YET_MIGRATED.has(f))
      .flatMap((f) => {
        const text = readFileSync(path.join(SRC, f), 'utf8')
        return UNTYPED.filter((re) => re.test(text)).map((re) => `${f}: ${re}`)
      })
    expect(offending).toEqual([])
  })

  it('the not-yet-migrated list names only modules that still query the pool (a migrated one leaves it)', () => {
    const stale = [...NOT_YET_MIGRATED].filter(
      (f) => !modules.includes(f) || !/\.query\s*[<(]/.test(readFileSync(path.join(SRC, f), 'utf8')),
    )
    expect(stale).toEqual([])
  })

  // PostgreSQL describes the statements (in a scratch database of its own); the PGlite run has no server to ask
  it.skipIf(!process.env.DATABASE_URL)(
    "sql-types.generated.ts and the store's enums.generated.ts are what PostgreSQL describes now (else: npm run sql:types)",
    async () => {
      const { statements, enums } = await describeStatements(process.env.DATABASE_URL!)
      expect(statements.length).toBeGreaterThan(0)
      expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(renderSqlTypes(statements))
      expect(enums.map((e) => e.name)).toContain('RuleKind')
      expect(readFileSync(ENUMS_FILE, 'utf8')).toBe(renderEnums(enums))
    },
    120_000,
  )
})
