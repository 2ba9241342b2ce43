// Prints FILE_SECONDS for test/support/sequencer.ts from the JSON reports of one run per database
// (`--reporter=json --outputFile=…`, as .ci/run writes them): the 30 longest files of each run.
// Usage: node test/support/file-seconds.mjs <pglite.json> <postgres.json>
import { readFileSync } from 'node:fs'
import path from 'node:path'

const table = {}
for (const [backend, file] of [
  ['pglite', process.argv[2]],
  ['postgres', process.argv[3]],
]) {
  if (!file) continue
  const report = JSON.parse(readFileSync(file, 'utf8'))
  table[backend] = Object.fromEntries(
    report.testResults
      .map((t) => [path.relative(process.cwd(), t.name), Math.round((t.endTime - t.startTime) / 1000)])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 30),
  )
}
console.log(JSON.stringify(table, null, 2))
