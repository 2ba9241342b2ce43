// Writes docs/evaluate.md's table of questions (between <!-- questions:start --> and :end) from the
// scenario language's question schemas and answer values. Run after a question is added or changed:
//   npx tsx scripts/question-table.ts && npx biome format --write docs/evaluate.md
import { readFileSync, writeFileSync } from 'node:fs'
import { QUESTION_BLOCK, questionTable } from '../test/engine/support/question-table.js'

const DOCS = new URL('../docs/evaluate.md', import.meta.url)
const docs = readFileSync(DOCS, 'utf8')
if (!QUESTION_BLOCK.test(docs)) throw new Error('docs/evaluate.md has no <!-- questions:start --> … :end block')
writeFileSync(
  DOCS,
  docs.replace(QUESTION_BLOCK, (_, a: string, _old: string, b: string) => `${a}${questionTable()}\n${b}`),
)
console.log(questionTable())
