// The Comprehensive Rules parser on the official files (../shared/data/comprehensive-rules).
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ParsedRules } from '../../../src/import/cr/parse-cr.js'
import { ImportError } from '../../../src/import/errors.js'
import { CR_FILE, CR_FILE_APRIL } from '../../support/data.js'
import { parseRulesFile, tempFile } from '../helpers.js'

let feb: ParsedRules
const rule = (n: string) => feb.rules.find((r) => r.number === n)

beforeAll(async () => {
  feb = await parseRulesFile(CR_FILE)
})

describe('the 2026-02-27 Comprehensive Rules', () => {
  it('has its effective date and all 3,120 numbered rules and subrules', () => {
    expect(feb.effectiveDate).toBe('2026-02-27')
    const numbered = feb.rules.filter((r) => r.kind === 'rule' || r.kind === 'subrule')
    expect(numbered).toHaveLength(3120)
    expect(new Set(numbered.map((r) => r.number)).size).toBe(3120)
    // the two lines the file writes irregularly: "119.1d." and "606.5" without its period
    expect(rule('119.1d')?.kind).toBe('subrule')
    expect(rule('606.5')?.kind).toBe('rule')
  })

  it('stores sections and chapters apart, skipping the table of contents', () => {
    expect(feb.rules.filter((r) => r.kind === 'section').map((r) => r.number)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9'])
    expect(rule('7')?.text).toBe('Additional Rules')
    expect(rule('702')).toMatchObject({ kind: 'chapter', text: 'Keyword Abilities', parentNumber: '7' })
    // the body starts at "1. Game Concepts" after the contents, not in them
    expect(rule('1')?.line).toBe(181) // line 15 is its entry in the contents
    expect(feb.rules[0]!.number).toBe('1')
    expect(feb.introduction).toMatch(/^This document is the ultimate authority/)
  })

  it('reads 702.33 Kicker with its subrules a–h', () => {
    expect(rule('702.33')).toMatchObject({ kind: 'rule', text: 'Kicker', parentNumber: '702' })
    const children = feb.rules.filter((r) => r.parentNumber === '702.33').map((r) => r.number)
    expect(children).toEqual(['702.33a', '702.33b', '702.33c', '702.33d', '702.33e', '702.33f', '702.33g', '702.33h'])
    expect(rule('702.33d')!.text).toBe(
      'If a spell’s controller declares the intention to pay any of that spell’s kicker costs, that spell has been “kicked.” If a spell has two kicker costs or has multikicker, it may be kicked multiple times. See rule 601.2b.',
    )
    expect(rule('702.33d')!.references).toEqual(['601.2b'])
    // CR 702.33a: "rules 601.2b and 601.2f–h"
    expect(rule('702.33a')!.references).toEqual(['601.2b', '601.2f', '601.2g', '601.2h'])
    // positions follow the document
    expect(rule('702.33')!.position).toBeLessThan(rule('702.33a')!.position)
    expect(rule('702.33h')!.position).toBeLessThan(rule('702.34')!.position)
  })

  it('keeps "Example:" paragraphs apart from the rule text', () => {
    const withExamples = rule('101.2')!
    expect(withExamples.examples).toHaveLength(1)
    expect(withExamples.examples[0]).toMatch(/^If one effect reads “You may play an additional land this turn”/)
    expect(withExamples.text).not.toMatch(/Example/)
    expect(feb.rules.reduce((n, r) => n + r.examples.length, 0)).toBe(276)
  })

  it('joins a paragraph that continues a rule (205.4c)', () => {
    expect(rule('205.4c')!.text.split('\n')).toHaveLength(2)
    expect(rule('205.4c')!.text).toMatch(/\nCards printed in sets prior to the Eighth Edition/)
  })

  it('has all 726 glossary terms with their text and references', () => {
    expect(feb.glossary).toHaveLength(726)
    expect(feb.glossary[0]!.term).toBe('Abandon')
    const ability = feb.glossary.find((g) => g.term === 'Ability')!
    expect(ability.text).toBe(
      '1. Text on an object that explains what that object does or can do.\n2. An activated or triggered ability on the stack. This kind of ability is an object.\nSee rule 113, “Abilities,” and section 6, “Spells, Abilities, and Effects.”',
    )
    expect(ability.references).toEqual(['113', '6'])
    expect(feb.glossary.at(-1)!.term).toBe('Zone-Change Triggers')
  })
})

describe('encodings and editions', () => {
  it('reads the April 2026 edition (LF line endings): 3,138 rules, effective 2026-04-17', async () => {
    const april = await parseRulesFile(CR_FILE_APRIL)
    expect(april.effectiveDate).toBe('2026-04-17')
    expect(april.rules.filter((r) => r.kind === 'rule' || r.kind === 'subrule')).toHaveLength(3138)
    expect(april.rules.find((r) => r.number === '722')?.text).toBe('Preparation Cards')
  })

  it('gives the same rules with or without BOM, with CRLF or LF', async () => {
    const text = readFileSync(CR_FILE, 'utf8')
      .replace(/^\uFEFF/, '')
      .replace(/\r\n/g, '\n')
    const lf = await parseRulesFile(tempFile('cr-lf-no-bom.txt', text))
    expect(lf.rules).toEqual(feb.rules)
    expect(lf.glossary).toEqual(feb.glossary)
  })
})

describe('a file that is not (all of) the Comprehensive Rules', () => {
  it('is refused when it is some other text', async () => {
    const err = await parseRulesFile(tempFile('notes.txt', 'Shopping list\n\neggs\nmilk\n')).catch((e) => e)
    expect(err).toBeInstanceOf(ImportError)
    expect(err.message).toMatch(/notes\.txt: line 1: not a Comprehensive Rules file/)
  })

  it('is refused, with the line, when it ends before the glossary', async () => {
    const lines = readFileSync(CR_FILE, 'utf8').split('\n')
    const err = await parseRulesFile(tempFile('cr-truncated.txt', lines.slice(0, 5000).join('\n'))).catch((e) => e)
    expect(err.message).toMatch(/cr-truncated\.txt: line 5000: the file ends before the Glossary \(truncated file\?\)/)
  })

  it('is refused when a rule number appears twice', async () => {
    const text = readFileSync(CR_FILE, 'utf8').replace('702.33e Objects', '702.33d Objects')
    const err = await parseRulesFile(tempFile('cr-duplicate.txt', text)).catch((e) => e)
    expect(err.message).toMatch(/cr-duplicate\.txt: line 4241: rule 702\.33d appears twice \(first at line 4239\)/)
  })
})
