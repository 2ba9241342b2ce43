// Which test files use a database. CI runs the suite twice, once per database (.ci/run): the
// second run, on PGlite, needs only the files whose outcome can depend on the database; the rest
// (the engine, the parsers, the whole-corpus passes that read the MTGJSON files directly) give the
// same result either way and run once, in the PostgreSQL run. `ARCANUM_TESTS=database npx vitest run`
// runs only the database files (vitest.config.ts).
//
// A file uses a database when its own code or the test code it imports (followed through relative
// imports inside test/; `import type` is erased and not followed) opens one or could: it imports
// test/support/database.ts or the store's openers (src/store/database.ts, embedded.ts, startup.ts),
// starts a child process (which inherits DATABASE_URL), or names DATABASE_URL or PGlite. Code
// under src/ never opens a database unless it is handed one or started as a process, which the
// test code would show.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm

/** Test code that names the database, or a process that would inherit it. */
const NAMES_A_DATABASE = /DATABASE_URL|pglite|node:child_process/i

/** The relative imports of a file, resolved to files (.js → .ts as TypeScript's resolution does). */
function importsOf(file: string): string[] {
  const out: string[] = []
  for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const spec = (m[1] ?? m[2])!
    if (!spec.startsWith('.')) continue
    const p = path.resolve(path.dirname(file), spec)
    const found = [p.replace(/\.js$/, '.ts'), p.replace(/\.mjs$/, '.mts'), p, `${p}.ts`, path.join(p, 'index.ts')].find(
      (c) => existsSync(c) && /\.(m?[jt]s)$/.test(c),
    )
    if (found) out.push(found)
  }
  return out
}

/** Whether a test file uses a database (see above). */
export function usesDatabase(root: string, testFile: string): boolean {
  const testDir = path.join(root, 'test') + path.sep
  const openers = new Set(
    ['src/store/database.ts', 'src/store/embedded.ts', 'src/store/startup.ts', 'test/support/database.ts'].map((f) => path.join(root, f)),
  )
  const seen = new Set<string>()
  const stack = [path.resolve(root, testFile)]
  while (stack.length) {
    const file = stack.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    if (openers.has(file)) return true
    if (!file.startsWith(testDir)) continue // src/: only what it imports from the store's openers counts, checked above
    if (NAMES_A_DATABASE.test(readFileSync(file, 'utf8'))) return true
    stack.push(...importsOf(file))
  }
  return false
}

/** Every test file (relative to root, with forward slashes), and whether it uses a database. */
export function testFiles(root: string): { file: string; database: boolean }[] {
  return readdirSync(path.join(root, 'test'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.join('test', f).split(path.sep).join('/'))
    .sort()
    .map((file) => ({ file, database: usesDatabase(root, file) }))
}
