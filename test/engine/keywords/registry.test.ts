// The keyword table (src/engine/keywords) is wired: every registered module is read as understood by the
// Oracle reader with its rule, each hook it has is called by the core, each core file it names asks for
// it by name, and docs/evaluate.md lists exactly the registered keywords. A module added to the table
// but not wired, or a docs list out of step with the table, fails here.
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tableRows } from '../../support/markdown-table.js'
import { understandCard } from '../../../src/engine/index.js'
import { KEYWORDS } from '../../../src/engine/keywords/index.js'
import { attackAndBlock, creature, theirs } from './support.js'

/** The docs' list of modeled keywords, as generated from the table. */
const docsList = () => KEYWORDS.map((k) => `| ${k.name} | ${k.rule} | ${k.area} | ${k.summary} |`).join('\n')

describe('the keyword table (src/engine/keywords)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('names each keyword once, in lower case, with a CR 702 rule', () => {
    expect(new Set(KEYWORDS.map((k) => k.name)).size).toBe(KEYWORDS.length)
    for (const k of KEYWORDS) {
      expect(k.name).toBe(k.name.toLowerCase())
      expect(k.rule).toMatch(/^702\.\d+[a-z]$/)
    }
  })

  it.each(KEYWORDS.filter((k) => !k.notModeled).map((k) => [k.name, k] as const))(
    'the Oracle reader reads %s as understood, citing its rule',
    (_, k) => {
      const card = understandCard(creature('Keyword Holder', k.name.charAt(0).toUpperCase() + k.name.slice(1), '2/2'))
      const clause = card.clauses.find((c) => c.kind === 'keyword')!
      expect(clause.status).toBe('understood')
      expect(clause.readAs).toEqual([`${k.name} (CR ${k.rule})`])
    },
  )

  it.each(KEYWORDS.filter((k) => k.notModeled).map((k) => [k.name, k] as const))(
    'the Oracle reader reads %s, modeled in part, as not understood with what its other parts could change',
    (_, k) => {
      const printed = k.name === 'protection' ? 'Protection from red' : k.name.charAt(0).toUpperCase() + k.name.slice(1)
      const clause = understandCard(creature('Keyword Holder', printed, '2/2')).clauses.find((c) => c.kind === 'keyword')!
      expect(clause.status).toBe('not_understood')
      expect(clause.readAs).toEqual([`${k.name} (CR ${k.rule})`])
      expect(clause.affects).toEqual(k.notModeled!.affects)
    },
  )

  it.each(KEYWORDS.filter((k) => k.hooks.block || k.hooks.blockedBy).map((k) => [k.name, k] as const))(
    'declaring blockers calls the blocking hooks of %s',
    (_, k) => {
      const text = k.name.charAt(0).toUpperCase() + k.name.slice(1)
      const spies = [...(k.hooks.block ? [vi.spyOn(k.hooks, 'block')] : []), ...(k.hooks.blockedBy ? [vi.spyOn(k.hooks, 'blockedBy')] : [])]
      attackAndBlock(creature('Keyword Attacker', text, '2/2'), theirs(creature('Keyword Blocker', text, '2/2')))
      for (const s of spies) expect(s).toHaveBeenCalled()
    },
  )

  it.each(KEYWORDS.filter((k) => k.appliedIn?.length).map((k) => [k.name, k] as const))(
    'each core file %s names asks hasKeyword for it',
    (_, k) => {
      for (const file of k.appliedIn!) {
        const src = readFileSync(new URL(`../../../src/engine/${file}`, import.meta.url), 'utf8')
        if (file.startsWith('keywords/')) expect(src).toContain(`'${k.name}'`)
        else expect(src).toMatch(new RegExp(String.raw`(?:hasKeyword\(game, [^,()]+, |\bhas\()'${k.name}'`))
      }
    },
  )

  it('a keyword counter gives its keyword (CR 122.1b): a creature with a flying counter can block a flier', () => {
    const flier = creature('Flier', 'Flying', '2/2')
    expect(attackAndBlock(flier, theirs(creature('Grounded', '', '2/2'))).answers[0]!.value).toBe(false)
    expect(attackAndBlock(flier, theirs(creature('Grounded', '', '2/2', { counters: { flying: 1 } }))).answers[0]!.value).toBe(true)
  })

  it('docs/evaluate.md lists exactly the registered keywords (generated from the table)', () => {
    const docs = readFileSync(new URL('../../../docs/evaluate.md', import.meta.url), 'utf8')
    const block = /<!-- keywords:start -->\n([\s\S]*?)\n<!-- keywords:end -->/.exec(docs)
    expect(
      block,
      'docs/evaluate.md has the generated keyword list between <!-- keywords:start --> and <!-- keywords:end -->',
    ).not.toBeNull()
    const rows = tableRows(block![1]!).join('\n')
    expect(rows, `paste this list into docs/evaluate.md:\n${docsList()}`).toBe(docsList())
  })
})
