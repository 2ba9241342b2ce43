// docs/evaluate.md's table of the keywords the corpus's rulings mention most and the engine doesn't fully
// model is generated (scripts/keyword-rulings.ts), never written by hand: this fails when it differs from
// what the CR, the shared data and the engine's Oracle reader give now (a keyword modeled, a ruling added).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { tableRows } from '../../support/markdown-table.js'
import { crKeywords, keywordOf, keywordRulings, keywordRulingsTable, status } from '../support/keyword-rulings.js'

describe('the keywords the rulings ask about (scripts/keyword-rulings.ts)', () => {
  it('reads the CR’s keyword abilities and maps printed forms to them', () => {
    const names = crKeywords().map((k) => k.name)
    expect(names).toEqual(expect.arrayContaining(['flying', 'protection', 'landwalk', 'ward', 'first strike']))
    expect(names).not.toContain('general')
    expect(keywordOf('Swampwalk', names)).toBe('landwalk')
    expect(keywordOf('Nonbasic landwalk', names)).toBe('landwalk')
    expect(keywordOf('Basic landcycling {1}', names)).toBe('cycling')
    expect(keywordOf('Protection from red', names)).toBe('protection')
    expect(keywordOf('Ward {2}', names)).toBe('ward')
    expect(keywordOf('First strike', names)).toBe('first strike')
    expect(keywordOf('Flashback {2}{R}', names)).toBe('flashback')
    expect(keywordOf('Flash', names)).toBe('flash')
  })

  it('docs/evaluate.md lists the most mentioned keywords not yet modeled, as generated', () => {
    const rows = keywordRulings()
    // the registered keywords are modeled by this measure
    for (const k of ['flying', 'landwalk', 'intimidate', 'horsemanship', 'shadow'])
      expect(status(rows.find((r) => r.name === k)!)).toBe('modeled')
    const docs = readFileSync(new URL('../../../docs/evaluate.md', import.meta.url), 'utf8')
    const block = /<!-- keyword-rulings:start -->\n([\s\S]*?)\n<!-- keyword-rulings:end -->/.exec(docs)
    expect(block, 'docs/evaluate.md has the <!-- keyword-rulings:start --> … <!-- keyword-rulings:end --> block').not.toBeNull()
    expect(tableRows(block![1]!).join('\n'), 'run npx tsx scripts/keyword-rulings.ts').toBe(tableRows(keywordRulingsTable(rows)).join('\n'))
  }, 600_000)
})
