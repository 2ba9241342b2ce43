// Which test files use a database (test/support/database-files.ts): CI's second run, on the other
// database, runs only those, so a file wrongly left out would lose its run on PGlite.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../src/config.js'
import { testFiles, usesDatabase } from '../support/database-files.js'

const tmp = mkdtempSync(path.join(os.tmpdir(), 'arcanum-database-files-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

/** A checkout of these files (path → text) under the temporary folder. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmp, 'root-'))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  return root
}

describe('test files that use a database', () => {
  it('are the ones reaching a database opener through test code, a child process or DATABASE_URL', () => {
    const root = tree({
      'src/store/database.ts': 'export const openDatabase = () => {}',
      'src/store/types.ts': 'export interface Row {}',
      'src/engine/index.ts': "import { openDatabase } from '../store/database.js'\nexport const evaluate = () => openDatabase",
      'test/support/database.ts': 'export const freshDatabase = () => {}',
      'test/api/support.ts': "import { freshDatabase } from '../support/database.js'\nexport const startApi = freshDatabase",
      'test/api/http.test.ts': "import { startApi } from './support.js'",
      'test/store/direct.test.ts': "import { openDatabase } from '../../src/store/database.js'",
      'test/store/lazy.test.ts': "const { openDatabase } = await import('../../src/store/database.js')",
      'test/import/cli.test.ts': "import { spawn } from 'node:child_process'",
      'test/import/env.test.ts': 'const url = process.env.DATABASE_URL',
      'test/engine/types-only.test.ts':
        "import type { Database } from '../support/database.js'\nimport type { Row } from '../../src/store/types.js'",
      // src code is not followed: the engine module's own imports open nothing unless a test hands it a database
      'test/engine/pure.test.ts': "import { evaluate } from '../../src/engine/index.js'",
    })
    expect(Object.fromEntries(testFiles(root).map((t) => [t.file, t.database]))).toEqual({
      'test/api/http.test.ts': true,
      'test/engine/pure.test.ts': false,
      'test/engine/types-only.test.ts': false,
      'test/import/cli.test.ts': true,
      'test/import/env.test.ts': true,
      'test/store/direct.test.ts': true,
      'test/store/lazy.test.ts': true,
    })
  })

  it("include every file of this suite that imports test/support/database.ts or the API's test server", () => {
    const files = testFiles(PROJECT_ROOT)
    expect(files.length).toBeGreaterThan(100)
    const database = new Set(files.filter((t) => t.database).map((t) => t.file))
    const direct = files
      .map((t) => t.file)
      .filter((f) => /from '(\.\.\/)+(support\/database|api\/support)\.js'/.test(readFileSync(path.join(PROJECT_ROOT, f), 'utf8')))
    expect(direct.length).toBeGreaterThan(40)
    expect(direct.filter((f) => !database.has(f))).toEqual([])
    // the engine's and the parsers' files read no database
    for (const f of ['test/engine/casting.test.ts', 'test/engine/corpus-load.test.ts', 'test/search/parser.test.ts']) {
      expect(usesDatabase(PROJECT_ROOT, f), f).toBe(false)
    }
  })
})
