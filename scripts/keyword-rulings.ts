// Writes docs/evaluate.md's two generated keyword tables: the keywords the engine models (from the keyword
// table, src/engine/keywords; test/engine/keywords/registry.test.ts checks it), and the keyword abilities
// the corpus's rulings mention most that the engine doesn't fully model yet (test/engine/support/keyword-rulings.ts computes it from the CR, the
// shared MTGJSON data and the engine's own Oracle reader). Run after a keyword is added:
//   npx tsx scripts/keyword-rulings.ts && npx biome format --write docs/evaluate.md
// test/engine/keywords/rulings-count.test.ts fails while the docs' table differs from what this writes.
import { readFileSync, writeFileSync } from 'node:fs'
import { KEYWORDS } from '../src/engine/keywords/index.js'
import { keywordRulings, keywordRulingsTable, status } from '../test/engine/support/keyword-rulings.js'

const DOCS = new URL('../docs/evaluate.md', import.meta.url)
const rows = keywordRulings()
const table = keywordRulingsTable(rows)
const modeledTable = [
  '| Keyword | Rule | Applied by | What it does |',
  '| --- | --- | --- | --- |',
  ...KEYWORDS.map((k) => `| ${k.name} | ${k.rule} | ${k.area} | ${k.summary} |`),
].join('\n')

/** Replace what stands between `<!-- name:start -->` and `<!-- name:end -->`. */
function fill(docs: string, name: string, body: string): string {
  const block = new RegExp(String.raw`(<!-- ${name}:start -->\n)[\s\S]*?(<!-- ${name}:end -->)`)
  if (!block.test(docs)) throw new Error(`docs/evaluate.md has no <!-- ${name}:start --> … <!-- ${name}:end --> block`)
  return docs.replace(block, (_, a: string, b: string) => `${a}${body}\n${b}`)
}

writeFileSync(DOCS, fill(fill(readFileSync(DOCS, 'utf8'), 'keywords', modeledTable), 'keyword-rulings', table))
const modeled = rows.filter((k) => status(k) === 'modeled')
console.log(`${rows.length} CR keywords; ${modeled.length} modeled (${modeled.map((k) => k.name).join(', ')})`)
console.log(table)
