// Preloaded (`node --import`) into an import process by test/import/corpus-embedded.test.ts: at exit,
// the process's peak resident memory, on stderr, for the test to read, and the largest of each part
// of it seen (sampled every 100 ms): the JavaScript heap, and the memory outside it (`arrayBuffers`
// holds PGlite's WebAssembly memory), so a peak over the bound says which part grew.
const peak = { rss: 0, heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0 }
const sample = () => {
  const m = process.memoryUsage()
  for (const k of Object.keys(peak)) peak[k] = Math.max(peak[k], m[k])
}
setInterval(sample, 100).unref()
process.on('exit', () => {
  sample()
  const mb = Object.fromEntries(Object.entries(peak).map(([k, v]) => [k, Math.round(v / 2 ** 20)]))
  process.stderr.write(`\narcanum-peak-memory-mb ${JSON.stringify(mb)}\narcanum-peak-rss-kb ${process.resourceUsage().maxRSS}\n`)
})
