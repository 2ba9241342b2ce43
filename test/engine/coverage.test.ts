// The engine's coverage list (src/engine/coverage.ts) is read from the registries, and docs/evaluate.md's
// table "What is modeled, and what isn't" is that list as generated (scripts/coverage-table.ts).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { coverageTable, modelCoverage } from '../../src/engine/index.js'
import { KEYWORDS } from '../../src/engine/keywords/index.js'
import { MECHANICS } from '../../src/engine/mechanics/index.js'
import { tableRows } from '../support/markdown-table.js'

describe('what the engine models (modelCoverage)', () => {
  const coverage = modelCoverage()
  const all = [...coverage.modeled, ...coverage.notModeled]

  it('lists every registered mechanic and every keyword the table models whole, from the registries', () => {
    const text = JSON.stringify(coverage.modeled)
    for (const m of MECHANICS) expect(text, m.name).toContain(m.name)
    for (const k of KEYWORDS.filter((k) => !k.notModeled)) expect(text, k.name).toContain(k.name)
  })

  it('names each area once, with CR rules and a summary', () => {
    expect(new Set(all.map((e) => e.area)).size).toBe(all.length)
    for (const e of all) {
      expect(e.rules.length, e.area).toBeGreaterThan(0)
      for (const r of e.rules) expect(r, e.area).toMatch(/^\d{3}(\.\d+[a-z]?)?$/)
      expect(e.summary, e.area).toMatch(/\w/)
    }
  })

  it('docs/evaluate.md shows the table as generated (run npx tsx scripts/coverage-table.ts)', () => {
    const docs = readFileSync(new URL('../../docs/evaluate.md', import.meta.url), 'utf8')
    const block = /<!-- coverage:start -->\n([\s\S]*?)\n<!-- coverage:end -->/.exec(docs)
    expect(block, 'docs/evaluate.md has the <!-- coverage:start --> … <!-- coverage:end --> block').not.toBeNull()
    expect(tableRows(block![1]!)).toEqual(tableRows(coverageTable()))
  })
})
