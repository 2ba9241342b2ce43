// docs/evaluate.md's corpus figure and its table of the commonest clause shapes not understood, as
// generated from the engine's Oracle reader over the shared corpus (scripts/corpus-understanding.ts
// writes it; test/engine/corpus-load.test.ts fails while the docs differ).
import type { CorpusUnderstanding } from '../../../src/engine/index.js'

const n = (x: number) => x.toLocaleString('en-US')
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`

export const UNDERSTANDING_BLOCK = /(<!-- corpus-understanding:start -->\n)([\s\S]*?)\n?(<!-- corpus-understanding:end -->)/

/** The block's text: the figure, then the shapes in two columns (most common first, down the left). */
export function understandingTable(u: CorpusUnderstanding): string {
  const lines = [
    `Over the ${n(u.cards)} distinct cards and faces of the shared MTGJSON data, the engine understands ` +
      `**every clause of ${n(u.understood)} cards (${pct(u.understood, u.cards)})**, and ${n(u.clausesUnderstood)} of ` +
      `${n(u.clauses)} clauses (${pct(u.clausesUnderstood, u.clauses)}). The ${u.topNotUnderstood.length} most common ` +
      'clause shapes not understood (name as `~`, mana symbols as `{m}`, numbers as `n`):',
    '',
    '| Clauses | Shape | Clauses | Shape |',
    '| ------- | ----- | ------- | ----- |',
  ]
  const half = Math.ceil(u.topNotUnderstood.length / 2)
  const cell = (i: number) => {
    const s = u.topNotUnderstood[i]
    return s ? `${n(s.count)} | ${s.shape.replace(/\|/g, '\\|')}` : ' | '
  }
  for (let i = 0; i < half; i++) lines.push(`| ${cell(i)} | ${cell(i + half)} |`)
  return lines.join('\n')
}

/** A markdown table's rows as cell lists, whatever the column padding (biome formats the docs). */
export const tableCells = (text: string): string[][] =>
  text
    .split('\n')
    .filter((l) => l.startsWith('|') && !/^\|\s*-/.test(l))
    .map((l) =>
      l
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim()),
    )
