// The build `npm install` runs (postinstall) and `npm start` repeats when a source changed
// (prestart, with --if-stale): the service's TypeScript transpiled file by file into dist/ (same
// layout, so paths relative to a module still hold), and the browser assets bundled once — the
// explorer's into dist/web-assets/, GraphiQL's into node_modules/.cache/arcanum-graphiql/ — so the
// running service starts no bundler and no TypeScript loader; and the seeded embedded database as a
// tarball in dist/seed-db/, which a new data folder starts from (docs/scaling.md#memory).
//
//   node scripts/build.mjs              transpile + assets
//   node scripts/build.mjs --if-stale   the same, only when a file under src/ is newer than the last build
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SRC = path.join(ROOT, 'src')
const DIST = path.join(ROOT, 'dist')
const STAMP = path.join(DIST, '.built')
// browser code: bundled by the asset step, not transpiled for Node
const CLIENT = path.join(SRC, 'web', 'client')

function sourceFiles(dir = SRC) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => !f.startsWith(CLIENT + path.sep))
}

function stale(files) {
  if (!existsSync(STAMP)) return true
  const built = statSync(STAMP).mtimeMs
  return files.some((f) => statSync(f).mtimeMs > built) || statSync(path.join(ROOT, 'package-lock.json')).mtimeMs > built
}

const files = sourceFiles()
if (process.argv.includes('--if-stale') && !stale(files)) process.exit(0)

const started = performance.now()
const { build } = await import('esbuild')
// the transpiled modules of the last build go; the keyed assets stay (each step skips a current one)
const KEEP = new Set(['web-assets', 'seed-db'])
for (const e of existsSync(DIST) ? readdirSync(DIST) : []) if (!KEEP.has(e)) rmSync(path.join(DIST, e), { recursive: true, force: true })
const ts = files.filter((f) => f.endsWith('.ts'))
await build({
  entryPoints: ts,
  outdir: DIST,
  outbase: SRC,
  bundle: false,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
})
// data files read relative to their module (src/ask/vocabulary.json, …)
for (const f of files.filter((f) => !f.endsWith('.ts'))) {
  const to = path.join(DIST, path.relative(SRC, f))
  mkdirSync(path.dirname(to), { recursive: true })
  cpSync(f, to)
}
const transpiled = performance.now()

const { writeWebBundle } = await import(path.join(DIST, 'web', 'bundle.js'))
const { explorerAssets } = await import(path.join(DIST, 'api', 'graphql', 'explorer.js'))
const { writeSeedSnapshot } = await import(path.join(DIST, 'import', 'seed-snapshot.js'))
await writeWebBundle()
await explorerAssets()
const assets = performance.now()
// the seeded embedded database, so a first `npm start` needs no initdb, migrations or import
await writeSeedSnapshot()
writeFileSync(STAMP, new Date().toISOString())
console.log(
  `arcanum build: ${ts.length} modules → dist/ in ${((transpiled - started) / 1000).toFixed(1)} s, ` +
    `explorer and GraphiQL assets in ${((assets - transpiled) / 1000).toFixed(1)} s, seeded database in ${((performance.now() - assets) / 1000).toFixed(1)} s`,
)
