// Writes docs/evaluate.md's table "What is modeled, and what isn't" from the engine's coverage list
// (src/engine/coverage.ts, itself read from the registries). Run after a module is added or a gap closed:
//   npx tsx scripts/coverage-table.ts && npx biome format --write docs/evaluate.md
// test/engine/coverage.test.ts fails while the docs' table differs from what this writes.
import { readFileSync, writeFileSync } from 'node:fs'
import { coverageTable } from '../src/engine/coverage.js'

const DOCS = new URL('../docs/evaluate.md', import.meta.url)
const block = /(<!-- coverage:start -->\n)[\s\S]*?(<!-- coverage:end -->)/
const docs = readFileSync(DOCS, 'utf8')
if (!block.test(docs)) throw new Error('docs/evaluate.md has no <!-- coverage:start --> … <!-- coverage:end --> block')
writeFileSync(
  DOCS,
  docs.replace(block, (_, a: string, b: string) => `${a}${coverageTable()}\n${b}`),
)
console.log(coverageTable())
