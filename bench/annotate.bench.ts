// Tagging and annotation throughput over the whole shared corpus (~28,000 unique cards, the scale of
// a full import), each figure beside a baseline measured in the same run on the same texts:
//   baseline  one regex pass over every Oracle text (finding its {symbols}) — the floor of reading
//             each text once;
//   deriveTags, the importer's per-card cost (attribute, keyword, ability, timing and theme tags);
//   annotateOracleText + renderAnnotatedHtml, what one card page or API call costs.
// Run: npm run bench:annotate
import { annotateOracleText } from '../src/annotate/annotate.js'
import type { AnnotationDictionary } from '../src/annotate/dictionary.js'
import { renderAnnotatedHtml } from '../src/annotate/render.js'
import { deriveTags } from '../src/annotate/tags.js'
import { loadCorpus } from '../test/annotate/support/corpus.js'

const t0 = performance.now()
const cards = loadCorpus().map((c) => c.card)
console.log(`corpus: ${cards.length} unique cards read in ${((performance.now() - t0) / 1000).toFixed(1)} s`)

// Definitions do not change the work (they are looked up by name); an empty dictionary keeps the
// bench independent of a database.
const dictionary: AnnotationDictionary = { edition: null, keywords: [], glossary: [], rules: {} }

function measure(label: string, rounds: number, fn: () => number): number {
  fn() // warm up
  let best = Infinity,
    work = 0
  for (let r = 0; r < rounds; r++) {
    const start = performance.now()
    work += fn()
    best = Math.min(best, performance.now() - start)
  }
  const perSecond = cards.length / (best / 1000)
  console.log(
    `${label.padEnd(44)} ${best.toFixed(0).padStart(6)} ms   ${Math.round(perSecond).toLocaleString('en').padStart(10)} cards/s   (${work} items)`,
  )
  return best
}

const baseline = measure('baseline: one regex pass over each text', 5, () => {
  let n = 0
  for (const c of cards) for (const _ of c.oracleText.matchAll(/\{[^}]+\}/g)) n++
  return n
})
const tags = measure('deriveTags', 3, () => {
  let n = 0
  for (const c of cards) n += deriveTags(c).length
  return n
})
const spans = measure('annotateOracleText', 3, () => {
  let n = 0
  for (const c of cards) n += annotateOracleText(c, dictionary).length
  return n
})
const html = measure('annotateOracleText + renderAnnotatedHtml', 3, () => {
  let n = 0
  for (const c of cards) n += renderAnnotatedHtml(annotateOracleText(c, dictionary), dictionary).length
  return n
})
console.log(
  `\nrelative to the baseline: deriveTags ×${(tags / baseline).toFixed(0)}, annotate ×${(spans / baseline).toFixed(0)}, annotate+HTML ×${(html / baseline).toFixed(0)}`,
)
console.log(
  `per card: deriveTags ${((1000 * tags) / cards.length).toFixed(1)} µs, annotate+HTML ${((1000 * html) / cards.length).toFixed(1)} µs`,
)
const mem = process.memoryUsage()
console.log(`heap used ${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB, rss ${(mem.rss / 2 ** 20).toFixed(0)} MiB`)
