// Writes docs/evaluate.md's corpus figure and the commonest clause shapes the engine doesn't understand
// (the block between <!-- corpus-understanding:start --> and :end), from the engine's Oracle reader over
// the shared MTGJSON data. Run after the engine learns more (and raise UNDERSTANDING_FLOOR):
//   npx tsx scripts/corpus-understanding.ts && npx biome format --write docs/evaluate.md
import { readFileSync, writeFileSync } from 'node:fs'
import { corpusUnderstanding } from '../src/engine/index.js'
import { corpusCards } from '../test/engine/support/corpus.js'
import { UNDERSTANDING_BLOCK, understandingTable } from '../test/engine/support/understanding-table.js'

const DOCS = new URL('../docs/evaluate.md', import.meta.url)
const docs = readFileSync(DOCS, 'utf8')
if (!UNDERSTANDING_BLOCK.test(docs)) throw new Error('docs/evaluate.md has no <!-- corpus-understanding:start --> … :end block')
const table = understandingTable(corpusUnderstanding(corpusCards()))
writeFileSync(
  DOCS,
  docs.replace(UNDERSTANDING_BLOCK, (_, a: string, _old: string, b: string) => `${a}${table}\n${b}`),
)
console.log(table)
