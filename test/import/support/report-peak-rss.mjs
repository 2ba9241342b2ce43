// Preloaded (`node --import`) into an import process by test/import/corpus-embedded.test.ts: at exit,
// the process's peak resident memory, on stderr, for the test to read.
process.on('exit', () => {
  process.stderr.write(`\narcanum-peak-rss-kb ${process.resourceUsage().maxRSS}\n`)
})
