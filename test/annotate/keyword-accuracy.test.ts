// Measured accuracy of extracted keyword tags against MTGJSON's per-card `keywords` lists over the
// whole shared corpus (the 14 set files and the 562 corpus files, deduplicated by Oracle id, newest
// build winning). What is compared and what is not: see support/keyword-accuracy.ts and
// docs/annotate.md. Fails below 99.5% precision or recall.
import { describe, expect, it } from 'vitest'
import { BASIC_ACTIONS } from '../../src/annotate/tags.js'
import { loadCorpus } from './support/corpus.js'
import { measureKeywordAccuracy } from './support/keyword-accuracy.js'

const pct = (x: number) => `${(100 * x).toFixed(2)}%`

describe('keyword tags against MTGJSON keywords (whole shared corpus)', () => {
  const cards = loadCorpus()

  it('reads every unique card of the corpus', () => {
    expect(cards.length).toBeGreaterThan(27_000)
    expect(new Set(cards.map((c) => c.oracleId)).size).toBe(cards.length)
  })

  it('MTGJSON never lists the everyday rules verbs on a card (so they are left out of the comparison)', () => {
    const listed = cards.flatMap((c) => c.keywords.filter((k) => BASIC_ACTIONS.has(k.toLowerCase())))
    expect(listed).toEqual([])
  })

  it('reaches 99.5% precision and recall', () => {
    const r = measureKeywordAccuracy(cards)
    const byKeyword = new Map<string, number>()
    for (const m of r.misses) byKeyword.set(`${m.kind} ${m.keyword}`, (byKeyword.get(`${m.kind} ${m.keyword}`) ?? 0) + 1)
    const outside = [...r.outsideVocabulary].sort((a, b) => b[1] - a[1])
    console.log(
      [
        `keyword tags vs MTGJSON over ${r.cards} cards:`,
        `  precision ${pct(r.precision)} (${r.truePositives} right, ${r.falsePositives} spurious)`,
        `  recall    ${pct(r.recall)} (${r.falseNegatives} missed)`,
        `  not scored: ${r.conventionDifferences} parent keywords MTGJSON's build omits beside an agreed variant;`,
        `  ${outside.reduce((n, [, c]) => n + c, 0)} MTGJSON keywords outside the vocabulary: ${outside
          .slice(0, 12)
          .map(([k, c]) => `${k} ×${c}`)
          .join(', ')}`,
        `  misses by keyword: ${[...byKeyword]
          .sort((a, b) => b[1] - a[1])
          .map(([k, c]) => `${k} ×${c}`)
          .join(', ')}`,
        ...r.misses.slice(0, 40).map((m) => `  ${m.kind} ${m.keyword}: ${m.card} — ${m.text.replace(/\n/g, ' / ').slice(0, 140)}`),
      ].join('\n'),
    )
    expect(r.precision).toBeGreaterThanOrEqual(0.995)
    expect(r.recall).toBeGreaterThanOrEqual(0.995)
  })
})
