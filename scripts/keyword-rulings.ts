// Writes docs/evaluate.md's three generated keyword tables: the keywords the engine models (from the keyword
// table, src/engine/keywords; test/engine/keywords/registry.test.ts checks it), the mechanics (src/engine/mechanics;
// test/engine/add-a-mechanic.test.ts checks both), and the keyword abilities
// the corpus's rulings mention most that the engine doesn't fully model yet (test/engine/support/keyword-rulings.ts computes it from the CR, the
// shared MTGJSON data and the engine's own Oracle reader). Run after a keyword is added:
//   npx tsx scripts/keyword-rulings.ts && npx biome format --write docs/evaluate.md
// test/engine/keywords/rulings-count.test.ts fails while the docs' table differs from what this writes.
import { readFileSync, writeFileSync } from 'node:fs'
import { keywordRulings, keywordRulingsTable, status } from '../test/engine/support/keyword-rulings.js'
import { mechanicsTable, modeledKeywordsTable } from '../test/engine/support/modeled-tables.js'

const DOCS = new URL('../docs/evaluate.md', import.meta.url)
const rows = keywordRulings()
const table = keywordRulingsTable(rows)

/** Replace what stands between `<!-- name:start -->` and `<!-- name:end -->`. */
function fill(docs: string, name: string, body: string): string {
  const block = new RegExp(String.raw`(<!-- ${name}:start -->\n)[\s\S]*?(<!-- ${name}:end -->)`)
  if (!block.test(docs)) throw new Error(`docs/evaluate.md has no <!-- ${name}:start --> … <!-- ${name}:end --> block`)
  return docs.replace(block, (_, a: string, b: string) => `${a}${body}\n${b}`)
}

writeFileSync(
  DOCS,
  fill(fill(fill(readFileSync(DOCS, 'utf8'), 'keywords', modeledKeywordsTable()), 'mechanics', mechanicsTable()), 'keyword-rulings', table),
)
const modeled = rows.filter((k) => status(k) === 'modeled')
console.log(`${rows.length} CR keywords; ${modeled.length} modeled (${modeled.map((k) => k.name).join(', ')})`)
console.log(table)
