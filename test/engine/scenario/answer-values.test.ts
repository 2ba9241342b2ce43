// Each question's answer value, defined once (src/engine/scenario/answer-values.ts): every question
// of the language has one, its example has its shape, and docs/evaluate.md's table of questions is
// the generated one. (The labelled samples' expected answers and the engine's own answers on them
// are checked against these shapes in ../rulings-fresh/fresh-samples.test.ts.)
import { readFileSync } from 'node:fs'
import Compile from 'typebox/compile'
import { describe, expect, it } from 'vitest'
import { ANSWER_VALUES, QUESTIONS } from '../../../src/engine/index.js'
import { QUESTION_BLOCK, questionTable } from '../support/question-table.js'
import { tableCells } from '../support/understanding-table.js'

describe("questions' answer values", () => {
  it('every question kind has exactly one value definition, and its example has its shape', () => {
    expect(Object.keys(ANSWER_VALUES).sort()).toEqual(Object.keys(QUESTIONS).sort())
    for (const [kind, a] of Object.entries(ANSWER_VALUES)) expect(Compile(a.schema).Check(a.example), `${kind}'s example`).toBe(true)
  })

  it('tells a value in the wrong shape from the right one (mana symbols in braces, zones by name)', () => {
    const check = (kind: keyof typeof ANSWER_VALUES, value: unknown) => Compile(ANSWER_VALUES[kind].schema).Check(value)
    expect(check('couldProduce', ['{B}'])).toBe(true)
    expect(check('couldProduce', ['B'])).toBe(false)
    expect(check('totalCost', '{1}{B}, Sacrifice a creature')).toBe(true)
    expect(check('totalCost', '1B')).toBe(false)
    expect(check('zone', 'graveyard')).toBe(true)
    expect(check('zone', 'the graveyard')).toBe(false)
    expect(check('counters', -1)).toBe(false)
  })

  it('docs/evaluate.md shows the table of questions as generated (run npx tsx scripts/question-table.ts)', () => {
    const docs = QUESTION_BLOCK.exec(readFileSync(new URL('../../../docs/evaluate.md', import.meta.url), 'utf8'))
    expect(docs, 'docs/evaluate.md has the <!-- questions:start --> … :end block').not.toBeNull()
    expect(tableCells(docs![2]!)).toEqual(tableCells(questionTable()))
  })
})
