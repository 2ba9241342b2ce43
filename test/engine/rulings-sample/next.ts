// Prints the next rulings of the seeded draw that ./labels.json doesn't label yet, as JSON entries
// to label: `npx tsx test/engine/rulings-sample/next.ts [count]` (default 10).
import { readFileSync } from 'node:fs'
import { readCorpus } from './draw.js'

const labels = JSON.parse(readFileSync(new URL('./labels.json', import.meta.url), 'utf8')) as unknown[]
const count = Number(process.argv[2] ?? 10)
console.log(JSON.stringify(readCorpus().rulings.slice(labels.length, labels.length + count), null, 2))
